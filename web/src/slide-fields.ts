// The words of a slide as form fields, per layout, and back: a slide's edited copy keeps everything the form does not
// show (icons, trends, pictures, sources). Layouts whose content is data (a table, a chart) have no fields: JSON instead.
import { SLIDE_ITEM_COUNTS } from "@quire/sdk";
import type { Slide } from "./slide-api";

type Column = { key: string; label: string; required?: boolean; kind?: "text" | "long" | "lines" };
export type Field =
  | { kind: "text" | "long"; key: string; label: string; required?: boolean; hint?: string }
  | { kind: "lines"; key: string; label: string; hint: string; required?: boolean }
  | { kind: "bullets"; key: "bullets"; label: string; hint: string }
  | { kind: "alt"; key: "image"; label: string; hint: string }
  | { kind: "rows"; key: string; label: string; noun: string; min: number; max: number; columns: Column[] };

/** One row of a rows field: its values as text, and the object it came from (kept for the keys the form does not show). */
export type Row = { id: number; values: Record<string, string>; original?: Record<string, unknown> };
export type FieldValues = Record<string, string | Row[]>;

const title = (required = false): Field => ({ kind: "text", key: "title", label: "Title", required });
const subtitle: Field = { kind: "text", key: "subtitle", label: "Subtitle" };
const alt: Field = {
  kind: "alt",
  key: "image",
  label: "Picture description",
  hint: "Read out by screen readers in place of the picture.",
};
const notes: Field = {
  kind: "long",
  key: "notes",
  label: "Speaker notes",
  hint: "Markdown. Shown to the presenter only.",
};

type Counts = typeof SLIDE_ITEM_COUNTS;
/** A layout that holds a list of items, fewest and most: its rows field offers as many. */
type Listed = { [L in keyof Counts]: Counts[L] extends null ? never : L }[keyof Counts];
const itemCounts = (layout: Listed) => ({ min: SLIDE_ITEM_COUNTS[layout][0], max: SLIDE_ITEM_COUNTS[layout][1] });

/** Each layout's fields; null for one whose content is data (a table, a chart), edited as JSON. */
const FIELDS: Record<Slide["layout"], Field[] | null> = {
  title: [title(true), subtitle],
  section: [title(true), subtitle],
  bullets: [
    title(true),
    {
      kind: "bullets",
      key: "bullets",
      label: "Bullets",
      hint: "One per line; indent a line to make it a sub-point of the line above.",
    },
  ],
  content: [title(), { kind: "long", key: "body", label: "Text", hint: "Markdown." }],
  "two-column": [
    title(),
    { kind: "long", key: "left", label: "Left column", hint: "Markdown." },
    { kind: "long", key: "right", label: "Right column", hint: "Markdown." },
  ],
  table: null,
  chart: null,
  quote: [
    { kind: "long", key: "quote", label: "Quote", required: true },
    { kind: "text", key: "attribution", label: "Attribution" },
  ],
  image: [title(), alt],
  kpi: [
    title(),
    {
      kind: "rows",
      key: "metrics",
      label: "Figures",
      noun: "figure",
      ...itemCounts("kpi"),
      columns: [
        { key: "value", label: "Figure", required: true },
        { key: "label", label: "Label", required: true },
        { key: "change", label: "Change" },
      ],
    },
  ],
  cards: [
    title(),
    {
      kind: "rows",
      key: "cards",
      label: "Cards",
      noun: "card",
      ...itemCounts("cards"),
      columns: [
        { key: "title", label: "Title", required: true },
        { key: "text", label: "Text", kind: "long" },
      ],
    },
  ],
  timeline: [
    title(),
    {
      kind: "rows",
      key: "steps",
      label: "Steps",
      noun: "step",
      ...itemCounts("timeline"),
      columns: [
        { key: "date", label: "Date" },
        { key: "title", label: "Title", required: true },
        { key: "text", label: "Text", kind: "long" },
      ],
    },
  ],
  comparison: [
    title(),
    {
      kind: "rows",
      key: "columns",
      label: "Columns",
      noun: "column",
      ...itemCounts("comparison"),
      columns: [
        { key: "heading", label: "Heading", required: true },
        { key: "points", label: "Points (one per line)", kind: "lines" },
      ],
    },
  ],
  agenda: [
    title(),
    {
      kind: "lines",
      key: "items",
      label: "Items",
      hint: `One per line, up to ${SLIDE_ITEM_COUNTS.agenda[1]}.`,
      required: true,
    },
  ],
  "image-text": [title(), { kind: "long", key: "body", label: "Text", hint: "Markdown." }, alt],
  "full-bleed": [title(), subtitle, alt],
  team: [
    title(),
    {
      kind: "rows",
      key: "people",
      label: "People",
      noun: "person",
      ...itemCounts("team"),
      columns: [
        { key: "name", label: "Name", required: true },
        { key: "role", label: "Role" },
      ],
    },
  ],
  closing: [
    title(true),
    subtitle,
    { kind: "lines", key: "contact", label: "Contact lines", hint: "One per line, up to six." },
  ],
};

/** A layout as people call it (the source's names are ids: "kpi", "image-text"). */
const LAYOUT_NAMES: Partial<Record<Slide["layout"], string>> = {
  title: "title",
  section: "section heading",
  bullets: "bullet list",
  content: "text",
  "two-column": "two columns",
  kpi: "key figures",
  "image-text": "picture and text",
  "full-bleed": "full picture",
  closing: "closing",
};
export const layoutName = (layout: string) => LAYOUT_NAMES[layout as Slide["layout"]] ?? layout;
/** "a timeline slide", "an agenda slide". */
export const aSlideOf = (layout: string) =>
  `${/^[aeiou]/i.test(layoutName(layout)) ? "an" : "a"} ${layoutName(layout)} slide`;

/** The layout's fields (speaker notes last), or null when it is edited as JSON. */
export function fieldsOf(layout: Slide["layout"]): Field[] | null {
  const fields = FIELDS[layout];
  return fields ? [...fields, notes] : null;
}

type Loose = Record<string, unknown>;
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const linesOf = (v: unknown) => (Array.isArray(v) ? v.map(str).join("\n") : "");
const splitLines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

let nextRowId = 1;
export const newRow = (original?: Record<string, unknown>, values: Record<string, string> = {}): Row => ({
  id: nextRowId++,
  values,
  original,
});

/** A bullet list as text: one bullet a line, its sub-points indented below it. */
function bulletsText(bullets: unknown): string {
  if (!Array.isArray(bullets)) return "";
  return bullets
    .flatMap((b) =>
      typeof b === "string"
        ? [b]
        : [
            str((b as Loose).text),
            ...(((b as Loose).children as unknown[] | undefined) ?? []).map((c) => `  ${str(c)}`),
          ],
    )
    .join("\n");
}

type Bullet = string | { text: string; children: string[] };

function bulletsFrom(text: string): Bullet[] {
  const out: Bullet[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const last = out[out.length - 1];
    if (/^\s/.test(line) && last !== undefined)
      out[out.length - 1] =
        typeof last === "string"
          ? { text: last, children: [line.trim()] }
          : { ...last, children: [...last.children, line.trim()] };
    else out.push(line.trim());
  }
  return out;
}

/** The form's starting values for `slide`. */
export function valuesOf(slide: Slide, fields: Field[]): FieldValues {
  const s = slide as Loose;
  const values: FieldValues = {};
  for (const f of fields) {
    if (f.kind === "bullets") values[f.key] = bulletsText(s.bullets);
    else if (f.kind === "lines") values[f.key] = linesOf(s[f.key]);
    else if (f.kind === "alt") values[f.key] = str((s.image as Loose | undefined)?.alt);
    else if (f.kind === "rows") {
      const rows = Array.isArray(s[f.key]) ? (s[f.key] as Loose[]) : [];
      values[f.key] = rows.map((r) =>
        newRow(
          r,
          Object.fromEntries(f.columns.map((c) => [c.key, c.kind === "lines" ? linesOf(r[c.key]) : str(r[c.key])])),
        ),
      );
    } else values[f.key] = str(s[f.key]);
  }
  return values;
}

/** Sets `key` to `text`, or drops it when empty and optional (an empty subtitle is no subtitle). */
function put(target: Loose, key: string, text: string, keepEmpty = false) {
  if (text.trim() || keepEmpty) target[key] = text.trim();
  else delete target[key];
}

/** `slide` with the form's values: everything the form does not show is kept as it was. */
export function slideFrom(slide: Slide, fields: Field[], values: FieldValues): Slide {
  const out: Loose = { ...(slide as Loose) };
  for (const f of fields) {
    const v = values[f.key];
    if (f.kind === "rows") {
      out[f.key] = (v as Row[]).map((row) => {
        const r: Loose = { ...(row.original ?? {}) };
        for (const c of f.columns) {
          const text = row.values[c.key] ?? "";
          if (c.kind === "lines") r[c.key] = splitLines(text);
          else put(r, c.key, text, c.required);
        }
        return r;
      });
    } else if (f.kind === "bullets") out.bullets = bulletsFrom(v as string);
    else if (f.kind === "lines") {
      const lines = splitLines(v as string);
      if (lines.length || f.required) out[f.key] = lines;
      else delete out[f.key];
    } else if (f.kind === "alt")
      out.image = { ...((out.image as Loose | undefined) ?? { src: "" }), alt: (v as string).trim() };
    else put(out, f.key, v as string, f.required);
  }
  return out as Slide;
}

/** A slide typed as JSON, checked as far as the page can before the server checks the rest. */
export function slideFromJson(text: string): { slide: Slide } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { error: `The slide is not valid JSON: ${(e as Error).message}` };
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    return {
      error: 'The slide must be one JSON object, such as {"layout": "bullets", "title": "…", "bullets": ["…"]}.',
    };
  if (typeof (parsed as Loose).layout !== "string")
    return { error: 'The slide needs a "layout", such as "bullets" or "table".' };
  return { slide: parsed as Slide };
}
