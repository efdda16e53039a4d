// Points added to a part that is there: after a slide's bullets, cards, steps, table rows or figures, or a section's
// list or table, in the shape those already have, in place of the marked gaps they fill; a part with nowhere to put
// them says why.
import type { Slide } from "../../formats/model/source.js";
import { isMarkedGap } from "../../formats/model/table-columns.js";
import { iconFor } from "../../formats/slide-kinds/icons.js";
import { SLIDE_KINDS } from "../../formats/slide-kinds/slide-kinds.js";

/** A point to add: its words, and the figure it states with what the figure is about, when it states one. */
export interface NewPoint {
  text: string;
  figure?: { value: string; label: string };
}

export type Extended<T> = { part: T } | { why: string };

const { cards: CARDS, timeline: TIMELINE, kpi: KPI } = SLIDE_KINDS;
const listLine = (marker: string, p: NewPoint) => `${marker} ${p.text}`;
const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/;

/** A row whose filled cells are all marked gaps: a place the user was asked to fill. */
const gapRow = (cells: readonly unknown[]) =>
  cells.some(isMarkedGap) && cells.every((c) => c === null || c === "" || isMarkedGap(c));
const markdownCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.trim());

/** Markdown without its gap lines: list items, paragraphs and table rows that are nothing but a marked gap. */
function withoutGaps(markdown: string): string {
  const blocks = markdown
    .trim()
    .split(/\n{2,}/)
    .map((block) =>
      block
        .split("\n")
        .filter(
          (line) =>
            !isMarkedGap(LIST_ITEM.exec(line)?.[1] ?? line) &&
            !(line.trim().startsWith("|") && gapRow(markdownCells(line))),
        )
        .join("\n"),
    );
  return blocks.filter((b) => b.trim()).join("\n\n");
}

/** Markdown with the points after its last list (same marker, numbering carried on), as table rows, or as a new list. */
export function extendMarkdown(markdown: string, points: readonly NewPoint[]): string {
  const blocks = withoutGaps(markdown).split(/\n{2,}/);
  const last = blocks.at(-1) ?? "";
  const lines = last.split("\n");
  const numbered = lines.map((l) => /^(\d+)[.)]\s/.exec(l)).filter(Boolean);
  if (last && lines.every((l) => /^\s*(?:[-*+]|\d+[.)])\s/.test(l) || /^\s+\S/.test(l))) {
    const marker = /^([-*+])\s/.exec(lines[0]!)?.[1];
    const from = numbered.length ? Number(numbered.at(-1)![1]) + 1 : 0;
    const added = points.map((p, i) => listLine(marker ?? `${from + i}.`, p));
    return [...blocks.slice(0, -1), [...lines, ...added].join("\n")].join("\n\n");
  }
  if (last.startsWith("|") && lines.length >= 2 && /^\|?\s*:?-{3,}/.test(lines[1]!)) {
    const width = lines[0]!.split("|").filter((c, i, all) => c.trim() || (i > 0 && i < all.length - 1)).length;
    const cell = (v: string) => v.replace(/\|/g, "\\|");
    const rows = points.map((p) => {
      const cells = p.figure && width >= 2 ? [p.figure.label, p.figure.value] : [p.text];
      return `| ${[...cells, ...Array(Math.max(0, width - cells.length)).fill("")].map(cell).join(" | ")} |`;
    });
    return [...blocks.slice(0, -1), [...lines, ...rows].join("\n")].join("\n\n");
  }
  return [...blocks.filter(Boolean), points.map((p) => listLine("-", p)).join("\n")].join("\n\n");
}

/** The slide with the points added where its kind keeps them, or why it cannot take them. */
export function extendSlide(given: Slide, points: readonly NewPoint[]): Extended<Slide> {
  const texts = points.map((p) => p.text);
  const slide = filledGaps(given);
  switch (slide.layout) {
    case "bullets":
      return { part: { ...slide, bullets: [...slide.bullets, ...texts] } };
    case "content":
    case "image-text":
      return { part: { ...slide, body: extendMarkdown(slide.body, points) } };
    case "two-column":
      // Two sides (a risk and its handling, this year and last): which one a point belongs on is not said.
      return { why: "its points are in two columns, and the instruction does not say which one they belong in" };
    case "cards": {
      const n = slide.cards.length + points.length;
      const long = texts.some((t) => t.length > CARDS.capacity.title);
      if (n > CARDS.capacity.count[1] || long) return { why: "a cards slide holds at most six short cards" };
      if (n < CARDS.capacity.count[0]) {
        return { part: asBullets(slide, [...slide.cards.map((c) => c.title), ...texts]) };
      }
      // A new card matches the others: an icon where each of them has one, none where they have none.
      return {
        part: {
          ...slide,
          cards: [
            ...slide.cards,
            ...texts.map((t) => (slide.cards.every((c) => c.icon) ? { icon: iconFor(t), title: t } : { title: t })),
          ],
        },
      };
    }
    case "timeline": {
      const n = slide.steps.length + points.length;
      const long = texts.some((t) => t.length > TIMELINE.capacity.title);
      if (n > TIMELINE.capacity.count[1] || long) return { why: "a timeline holds at most eight short steps" };
      if (n < TIMELINE.capacity.count[0]) {
        return { part: asBullets(slide, [...slide.steps.map((s) => s.title), ...texts]) };
      }
      return { part: { ...slide, steps: [...slide.steps, ...texts.map((title) => ({ title }))] } };
    }
    case "table": {
      const width = slide.table.columns.length;
      const rows = points.map((p) => {
        const cells: (string | null)[] = p.figure && width >= 2 ? [p.figure.label, p.figure.value] : [p.text];
        return [...cells, ...Array<string>(Math.max(0, width - cells.length)).fill("")].slice(0, width);
      });
      return { part: { ...slide, table: { ...slide.table, rows: [...slide.table.rows, ...rows] } } };
    }
    case "kpi":
      if (points.some((p) => !p.figure) || slide.metrics.length + points.length > KPI.capacity.count[1]) {
        return { why: "a KPI slide shows up to four figures, and each point must state one" };
      }
      return {
        part: {
          ...slide,
          metrics: [...slide.metrics, ...points.map((p) => ({ value: p.figure!.value, label: p.figure!.label }))],
        },
      };
    case "comparison":
      return {
        why: `it compares ${slide.columns.map((c) => `“${c.heading}”`).join(" and ")}, and the instruction does not say which side the points are on`,
      };
    case "title":
    case "section":
    case "chart":
    case "quote":
    case "image":
    case "agenda":
    case "full-bleed":
    case "team":
    case "closing":
      // No list of points to add to.
      return { why: `a ${slide.layout} slide has no list to add points to` };
    default: {
      // A layout added to the source without its case here fails to compile.
      const unlisted: never = slide;
      return unlisted;
    }
  }
}

/** One point where a kind needs two (cards, steps): the same title and notes as a list. */
function asBullets(slide: Extract<Slide, { layout: "cards" | "timeline" }>, bullets: string[]): Slide {
  return {
    layout: "bullets",
    title: slide.title || bullets[0]!,
    bullets,
    ...(slide.notes ? { notes: slide.notes } : {}),
  };
}

/** The slide without the items that are only marked gaps, which the points being added take the place of. */
function filledGaps(slide: Slide): Slide {
  switch (slide.layout) {
    case "bullets":
      return { ...slide, bullets: slide.bullets.filter((b) => !isMarkedGap(typeof b === "string" ? b : b.text)) };
    case "cards":
      return { ...slide, cards: slide.cards.filter((c) => !isMarkedGap(c.title)) };
    case "timeline":
      return { ...slide, steps: slide.steps.filter((s) => !isMarkedGap(s.title)) };
    case "table":
      return { ...slide, table: { ...slide.table, rows: slide.table.rows.filter((r) => !gapRow(r)) } };
    case "kpi":
      return { ...slide, metrics: slide.metrics.filter((m) => !isMarkedGap(m.value)) };
    case "title":
    case "section":
    case "content":
    case "two-column":
    case "chart":
    case "quote":
    case "image":
    case "comparison":
    case "agenda":
    case "image-text":
    case "full-bleed":
    case "team":
    case "closing":
      // No items that can be marked gaps.
      return slide;
    default: {
      // A layout added to the source without its case here fails to compile.
      const unlisted: never = slide;
      return unlisted;
    }
  }
}
