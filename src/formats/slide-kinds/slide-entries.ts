// A slide's content read as a list of entries (a point, a card, a step, a metric, a column), whatever its layout shows
// them as, so another layout can show the same entries; null when the slide is not a list (a picture, a chart, prose).
import { inlineText, type Block, type ListItem } from "../model/blocks.js";
import { inlinesToMarkdown, SLIDE_MARKDOWN } from "../model/markdown/blocks-to-markdown.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import { trendOf } from "../model/slide-outline.js";
import type { Bullet, Metric, Slide } from "../model/source.js";
import { hasHeaderRow, tableCellText } from "../model/table-cells.js";
import { isDateLike, isFigure, labelJoin, splitChange } from "./point-parts.js";
import { markdownPlain, richInline } from "./slide-words.js";

export interface Entry {
  /** A date or stage the entry is at (a timeline step's). */
  date?: string;
  /** The entry's name, or its whole text when the source does not split it (plain). */
  head: string;
  /** What it says beneath its name (plain). */
  body?: string;
  /** The figure it states, when the source holds it as one (a metric). */
  figure?: { value: string; change?: string };
  /** The entry as inline Markdown, when the source wrote it so (a bullet). */
  md?: string;
  /** Points under it, inline Markdown. */
  kids: string[];
  /** Its text holds links, pictures or notes: only Markdown fields keep them. */
  rich: boolean;
}

export interface Entries {
  entries: Entry[];
  /** Where they came from, for ranking: a nested list, a grid read across, … */
  from: Slide["layout"];
}

export const escapeMarkdown = (text: string) => inlinesToMarkdown([{ type: "text", text }], SLIDE_MARKDOWN);

/** The entry in one line of plain text: "date: name: text" with the joins labelled() reads back. */
export function entryLine(e: Entry, language: string): string {
  const main =
    e.body !== undefined && e.head
      ? `${e.head}${labelJoin(e.head, language)}${e.body}`
      : e.body !== undefined
        ? e.body
        : e.head;
  return e.date ? `${e.date}${labelJoin(e.date, language)}${main}` : main;
}

/** The entry as inline Markdown: as written when the source wrote Markdown, else its line escaped. */
export const entryMarkdown = (e: Entry, language: string) => e.md ?? escapeMarkdown(entryLine(e, language));

const plainEntry = (text: string, extra: Partial<Entry> = {}): Entry => ({
  head: text,
  kids: [],
  rich: false,
  ...extra,
});

function bulletEntry(b: Bullet): Entry {
  const md = typeof b === "string" ? b : b.text;
  const kids = typeof b === "string" ? [] : b.children;
  return { head: markdownPlain(md), md, kids, rich: richInline(md) || kids.some(richInline) };
}

const figureValue = (text: string) => {
  const s = splitChange(text);
  return isFigure(s.value) && s.value.length <= 40 ? s : null;
};

/** A table's cells read as entries: a header of labels over a row of figures (and one of changes), or a headerless list. */
function tableEntries(slide: Extract<Slide, { layout: "table" }>, language: string): Entry[] | null {
  const { columns, rows } = slide.table;
  const cell = (r: number, c: number) => tableCellText(rows[r]?.[c], language).trim();
  if (hasHeaderRow(columns, rows.length)) {
    // Across: labels over figures ("Revenue | Margin" over "€2.4M | 31%"), a second row of changes allowed.
    if (columns.length > 6 || rows.length < 1 || rows.length > 2 || rows.some((r) => r.length > columns.length))
      return null;
    const entries: Entry[] = [];
    for (let c = 0; c < columns.length; c++) {
      const value = cell(0, c);
      const change = rows.length === 2 ? cell(1, c) : "";
      if (!isFigure(value) || value.length > 40 || (change && !/^[-+−±]\s?\d/.test(change))) return null;
      const body = change ? `${value} (${change})` : value;
      entries.push(plainEntry(columns[c]!.trim(), { body, figure: { value, ...(change ? { change } : {}) } }));
    }
    return entries;
  }
  // Headerless: one column of points, or two of names and what they say.
  if (columns.length > 2 || rows.length < 1 || rows.length > 10) return null;
  return rows.map((_, r) => {
    const head = cell(r, 0);
    if (columns.length === 1) return plainEntry(head);
    const body = cell(r, 1);
    const figure = figureValue(body);
    return plainEntry(head, { body, ...(figure ? { figure } : {}) });
  });
}

/** List items one level deep: each its first paragraph, its sub-points the items of one nested list; null beyond that. */
function listEntries(items: ListItem[]): Entry[] | null {
  const out: Entry[] = [];
  for (const item of items) {
    const [first, ...rest] = item.blocks;
    if (first?.type !== "paragraph") return null;
    const kids: string[] = [];
    for (const b of rest) {
      if (b.type !== "list") return null;
      for (const k of b.items) {
        const only = k.blocks[0];
        if (k.blocks.length !== 1 || only?.type !== "paragraph") return null;
        kids.push(inlinesToMarkdown(only.children, SLIDE_MARKDOWN));
      }
    }
    const md = inlinesToMarkdown(first.children, SLIDE_MARKDOWN);
    out.push({
      head: inlineText(first.children).replace(/\s+/g, " ").trim(),
      md,
      kids,
      rich: richInline(md) || kids.some(richInline),
    });
  }
  return out;
}

/** Markdown blocks as entries: paragraphs and list items, or one headed list (a bold line or a heading, then its points). */
function markdownEntries(md: string, headed: boolean): Entry[] | null {
  const blocks = parseMarkdown(md).blocks;
  const lead = blocks[0];
  const leadText = lead && (lead.type === "heading" || lead.type === "paragraph") ? lead.children : null;
  const boldLine = lead?.type === "paragraph" && lead.children.length === 1 && lead.children[0]!.type === "strong";
  const list = blocks[1];
  if (headed && leadText && (lead!.type === "heading" || boldLine) && blocks.length === 2 && list?.type === "list") {
    const items = listEntries(list.items);
    if (!items || items.some((i) => i.kids.length)) return null;
    return [
      plainEntry(inlineText(leadText).trim(), { kids: items.map((i) => i.md!), rich: items.some((i) => i.rich) }),
    ];
  }
  const out: Entry[] = [];
  for (const b of blocks as Block[]) {
    if (b.type === "paragraph") {
      const line = inlinesToMarkdown(b.children, SLIDE_MARKDOWN).replace(/\s*\n\s*/g, " ");
      out.push({ head: markdownPlain(line), md: line, kids: [], rich: richInline(line) });
    } else if (b.type === "list") {
      const items = listEntries(b.items);
      if (!items) return null;
      out.push(...items);
    } else return null;
  }
  return out.length ? out : null;
}

/** A metric whose arrow says what its words do not ("6%" drawn going up): only a KPI shows it. */
function arrowOnly(m: Metric): boolean {
  if (!m.trend) return false;
  const said = m.change && /\p{L}/u.test(m.change);
  return !said && trendOf({ ...m, trend: undefined }) !== m.trend;
}

/** The slide's content as entries, or null when its layout holds something else (pictures, a chart, a quote). */
export function slideEntries(slide: Slide, language: string): Entries | null {
  const from = slide.layout;
  const entries = ((): Entry[] | null => {
    switch (slide.layout) {
      case "bullets":
        return slide.bullets.map(bulletEntry);
      case "content":
        return markdownEntries(slide.body, false);
      case "two-column": {
        const left = markdownEntries(slide.left, true);
        const right = markdownEntries(slide.right, true);
        return left && right ? [...left, ...right] : null;
      }
      case "cards":
        return slide.cards.map((c) => plainEntry(c.title, c.text !== undefined ? { body: c.text } : {}));
      case "timeline":
        return slide.steps.map((s) =>
          plainEntry(s.title, {
            ...(s.date ? { date: s.date } : {}),
            ...(s.text !== undefined ? { body: s.text } : {}),
          }),
        );
      case "kpi":
        if (slide.metrics.some(arrowOnly)) return null;
        return slide.metrics.map((m) =>
          plainEntry(m.label, {
            body: m.change ? `${m.value} (${m.change})` : m.value,
            figure: { value: m.value, ...(m.change ? { change: m.change } : {}) },
          }),
        );
      case "agenda":
        return slide.items.map((item) => plainEntry(item));
      case "comparison":
        return slide.columns.map((c) => plainEntry(c.heading, { kids: c.points, rich: c.points.some(richInline) }));
      case "table":
        return tableEntries(slide, language);
      case "title":
      case "section":
      case "chart":
      case "quote":
      case "image":
      case "image-text":
      case "full-bleed":
      case "team":
      case "closing":
        // Something other than entries: a title, a chart, a quote, pictures, people.
        return null;
      default: {
        // A layout added to the source without its case here fails to compile.
        const unlisted: never = slide;
        return unlisted;
      }
    }
  })();
  return entries && entries.length ? { entries, from } : null;
}

/** Whether every entry names a date or stage first (a timeline's steps, "Q1 2027: pilot"). */
export const allDated = (entries: Entry[]) =>
  entries.every((e) => e.date || (e.body === undefined && isDateLike(e.head.split(/\s?[:：]|\s[—–-]\s/u)[0]!)));
