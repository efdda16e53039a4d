// Composed slides within the source model's own limits: a list longer than its kind holds keeps what fits and a text
// longer than its field shortens, the rest (or the whole text) going to the slide's speaker notes, each said in a warning.
import { SlideSchema, type Slide } from "../../formats/model/source.js";

/** The room speaker notes have (SlideSchema's notes field): what would pass it is cut there, not moved again. */
const NOTES_FIELD = "notes";
/** Enough rounds for every list and text of one slide; each round fixes at least one issue. */
const MAX_ROUNDS = 1_000;

type Container = Record<string | number, unknown>;

/**
 * The slides, each within SlideSchema's limits (read from its own issues, so this follows the schema): nothing the user
 * stated is lost — what leaves the slide is in its speaker notes — and `warnings` names each slide changed.
 */
export function slidesWithinLimits(slides: readonly Slide[], warnings: string[]): Slide[] {
  return slides.map((slide, i) => {
    if (SlideSchema.safeParse(slide).success) return slide;
    const fitted = structuredClone(slide) as Slide & Container;
    const moved: string[] = [];
    const said = new Set<string>();
    fitFields(fitted, moved, said);
    // The notes have a limit too: past it they keep their start (the slide's own notes first).
    if (moved.length)
      fitFields(
        Object.assign(fitted, { notes: [fitted.notes, moved.join("\n")].filter(Boolean).join("\n\n") }),
        [],
        said,
      );
    const title = "title" in fitted && fitted.title ? ` “${shorten(String(fitted.title), 60)}”` : "";
    if (said.size)
      warnings.push(
        `Slide ${i + 1}${title} held more than a slide takes (${[...said].join("; ")}): the rest is in its speaker notes.`,
      );
    return fitted;
  });
}

/** Fixes the slide's too-long lists and texts one issue at a time, adding what leaves it to `moved`. */
function fitFields(fitted: Container, moved: string[], said: Set<string>): void {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const parsed = SlideSchema.safeParse(fitted);
    const issue = parsed.success ? undefined : parsed.error.issues.find((x) => x.code === "too_big");
    if (!issue || issue.code !== "too_big") return;
    const key = issue.path.at(-1) as string | number;
    const parent = issue.path
      .slice(0, -1)
      .reduce<unknown>((at, k) => (at as Container)[k as string | number], fitted) as Container;
    const value = parent[key];
    const max = Number(issue.maximum);
    if (Array.isArray(value)) {
      const rest = value.splice(max);
      moved.push(
        ...rest
          .map(textOf)
          .filter(Boolean)
          .map((t) => `- ${t}`),
      );
      said.add(
        `${(value.length + rest.length).toLocaleString("en")} ${nameOf(issue.path)}, ${max.toLocaleString("en")} of them on the slide`,
      );
    } else if (typeof value === "string") {
      parent[key] = shorten(value, max);
      if (issue.path.length === 1 && key === NOTES_FIELD) continue;
      moved.push(value);
      said.add(`a text longer than its ${max.toLocaleString("en")} characters, shortened on the slide`);
    } else return;
  }
}

/** The item's words as one line: a row's cells, a bullet with its children, a card's or a person's fields. */
function textOf(item: unknown): string {
  if (item === null || item === undefined) return "";
  if (typeof item === "string" || typeof item === "number" || typeof item === "boolean") return String(item);
  if (Array.isArray(item)) return item.map(textOf).filter(Boolean).join(" · ");
  if (typeof item === "object") {
    const fields = Object.entries(item as Container).filter(([k]) => k !== "icon" && k !== "trend" && k !== "image");
    return fields
      .map(([, v]) => textOf(v))
      .filter(Boolean)
      .join(" — ");
  }
  return "";
}

/** "rows" for table.rows, "bullets", "sub-points" for a bullet's children. */
function nameOf(path: readonly PropertyKey[]): string {
  const last = String(path.at(-1));
  return last === "children" ? "sub-points" : last;
}

/** The text within `max` characters (code points, as the schema counts them), at a word's end where one is near, with an ellipsis. */
function shorten(value: string, max: number): string {
  const chars = [...value];
  if (chars.length <= max) return value;
  let end = max - 1;
  const space = chars.lastIndexOf(" ", end);
  if (space > max * 0.6) end = space;
  return `${chars.slice(0, end).join("").trimEnd()}…`;
}
