// A source as a reader meets it: the deck's slides or the doc's `##` sections, each with its visible text and title.
import type { Slide, Source } from "../../../src/formats/model/source.js";

/** Marked gaps: "[Revenue for the period]", "［売上］"; a Markdown link's text is not a gap. */
export const GAP = /\[[^\]\n]*\](?!\()|［[^］\n]*］/g;
export const withoutGaps = (text: string) => text.replace(GAP, " ");

export interface Unit {
  /** "slide 3" or "section 2" (0: the doc's title and what comes before its first section). */
  where: string;
  title: string;
  /** Every string a reader sees on it, the title included; never speaker notes or sources. */
  texts: string[];
  /** The strings that are its content: not its title, nor the column headings of a table or comparison. */
  content: string[];
  layout?: string;
}

const bulletText = (b: string | { text: string; children?: string[] }) =>
  typeof b === "string" ? [b] : [b.text, ...(b.children ?? [])];
const cell = (c: string | number | null) => (c === null ? "" : String(c));

/** A slide's title, its framing strings (table and comparison headings) and its content strings. */
function slideParts(s: Slide): { title: string; frame: string[]; content: string[] } {
  const title = "title" in s && s.title ? s.title : "";
  switch (s.layout) {
    case "title":
    case "section":
    case "full-bleed":
      return { title, frame: [], content: [s.subtitle ?? ""] };
    case "bullets":
      return { title, frame: [], content: s.bullets.flatMap(bulletText) };
    case "content":
    case "image-text":
      return { title, frame: [], content: [s.body] };
    case "two-column":
      return { title, frame: [], content: [s.left, s.right] };
    case "table":
      return { title, frame: s.table.columns, content: s.table.rows.flatMap((r) => r.map(cell)) };
    case "chart":
      return {
        title,
        frame: [],
        content: [...s.chart.categories, ...s.chart.series.flatMap((x) => [x.name, ...x.values.map(String)])],
      };
    case "quote":
      return { title: "", frame: [], content: [s.quote, s.attribution ?? ""] };
    case "image":
      return { title, frame: [], content: [] };
    case "kpi":
      return { title, frame: [], content: s.metrics.flatMap((m) => [m.value, m.label, m.change ?? ""]) };
    case "cards":
      return { title, frame: [], content: s.cards.flatMap((c) => [c.title, c.text ?? ""]) };
    case "timeline":
      return { title, frame: [], content: s.steps.flatMap((x) => [x.date ?? "", x.title, x.text ?? ""]) };
    case "comparison":
      return { title, frame: s.columns.map((c) => c.heading), content: s.columns.flatMap((c) => c.points) };
    case "agenda":
      return { title, frame: [], content: s.items };
    case "team":
      return { title, frame: [], content: s.people.flatMap((p) => [p.name, p.role ?? ""]) };
    case "closing":
      return { title, frame: [], content: [s.subtitle ?? "", ...(s.contact ?? [])] };
  }
}

export function slideUnits(slides: Slide[]): Unit[] {
  return slides.map((s, i) => {
    const { title, frame, content } = slideParts(s);
    const kept = content.filter((c) => c.trim());
    return {
      where: `slide ${i + 1}`,
      title,
      texts: [title, ...frame, ...kept].filter(Boolean),
      content: kept,
      layout: s.layout,
    };
  });
}

/** A doc's sections, split at `## ` headings; the part before the first one (with the doc's title) is section 0. */
export function docUnits(title: string, markdown: string): Unit[] {
  const chunks = markdown.split(/^(?=## )/m);
  const pre = chunks[0]?.startsWith("## ") ? "" : (chunks.shift() ?? "");
  const units: Unit[] = [{ where: "section 0", title, texts: [title, pre], content: [pre] }];
  chunks.forEach((chunk, i) => {
    const nl = chunk.indexOf("\n");
    const heading = (nl < 0 ? chunk : chunk.slice(0, nl)).slice(3).trim();
    const body = nl < 0 ? "" : chunk.slice(nl + 1);
    units.push({ where: `section ${i + 1}`, title: heading, texts: [heading, body], content: [body] });
  });
  return units;
}

export function unitsOf(source: Source): Unit[] {
  if (source.kind === "deck") return slideUnits(source.slides);
  if (source.kind === "doc") return docUnits(source.title, source.markdown);
  return source.sheets.flatMap((tab) =>
    tab.rows.map((row, r) => {
      const texts = row.map((c) => (c === null || typeof c === "object" ? "" : String(c))).filter(Boolean);
      return { where: `${tab.name} row ${r + 2}`, title: "", texts, content: texts };
    }),
  );
}

/** Every title a reader meets: the source's own, each slide's, each Markdown heading of a doc. */
export function titlesOf(source: Source): { where: string; text: string; main: boolean }[] {
  const out = [{ where: "title", text: source.title, main: true }];
  if (source.kind === "deck") {
    source.slides.forEach((s, i) => {
      const t = slideParts(s).title;
      if (t) out.push({ where: `slide ${i + 1}`, text: t, main: false });
    });
  }
  if (source.kind === "doc") {
    for (const m of source.markdown.matchAll(/^(#{1,6}) (.+)$/gm)) {
      // A doc's "# Title" line repeats its title: checked once.
      if (m[1] === "#" && m[2]!.trim() === source.title.trim()) continue;
      out.push({ where: "heading", text: m[2]!.trim(), main: false });
    }
  }
  return out;
}
