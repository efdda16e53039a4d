// Points added to a part that is there: after a slide's bullets, cards, steps, table rows or figures, or a section's
// list or table, in the shape those already have; a part with nowhere to put them says why.
import type { Slide } from "../../formats/model/source.js";
import { iconFor } from "../../formats/slide-kinds/icons.js";

/** A point to add: its words, and the figure it states with what the figure is about, when it states one. */
export interface NewPoint {
  text: string;
  figure?: { value: string; label: string };
}

export type Extended<T> = { part: T } | { why: string };

const CARD_TITLE_MAX = 70;
const listLine = (marker: string, p: NewPoint) => `${marker} ${p.text}`;

/** Markdown with the points after its last list (same marker, numbering carried on), as table rows, or as a new list. */
export function extendMarkdown(markdown: string, points: readonly NewPoint[]): string {
  const blocks = markdown.trim().split(/\n{2,}/);
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
export function extendSlide(slide: Slide, points: readonly NewPoint[]): Extended<Slide> {
  const texts = points.map((p) => p.text);
  switch (slide.layout) {
    case "bullets":
      return { part: { ...slide, bullets: [...slide.bullets, ...texts] } };
    case "content":
    case "image-text":
      return { part: { ...slide, body: extendMarkdown(slide.body, points) } };
    case "two-column":
      // Two sides (a risk and its handling, this year and last): which one a point belongs on is not said.
      return { why: "its points are in two columns, and the instruction does not say which one they belong in" };
    case "cards":
      if (slide.cards.length + points.length > 6 || texts.some((t) => t.length > CARD_TITLE_MAX)) return { why: "a cards slide holds at most six short cards" };
      return { part: { ...slide, cards: [...slide.cards, ...texts.map((t, i) => ({ icon: iconFor(t, slide.cards.length + i), title: t }))] } };
    case "timeline":
      if (slide.steps.length + points.length > 8 || texts.some((t) => t.length > 200)) return { why: "a timeline holds at most eight steps" };
      return { part: { ...slide, steps: [...slide.steps, ...texts.map((title) => ({ title }))] } };
    case "table": {
      const width = slide.table.columns.length;
      const rows = points.map((p) => {
        const cells: (string | null)[] = p.figure && width >= 2 ? [p.figure.label, p.figure.value] : [p.text];
        return [...cells, ...Array<string>(Math.max(0, width - cells.length)).fill("")].slice(0, width);
      });
      return { part: { ...slide, table: { ...slide.table, rows: [...slide.table.rows, ...rows] } } };
    }
    case "kpi":
      if (points.some((p) => !p.figure) || slide.metrics.length + points.length > 4) return { why: "a KPI slide shows up to four figures, and each point must state one" };
      return { part: { ...slide, metrics: [...slide.metrics, ...points.map((p) => ({ value: p.figure!.value, label: p.figure!.label }))] } };
    case "comparison":
      return { why: `it compares ${slide.columns.map((c) => `“${c.heading}”`).join(" and ")}, and the instruction does not say which side the points are on` };
    default:
      return { why: `a ${slide.layout} slide has no list to add points to` };
  }
}
