// The words a slide shows, in reading order, and a form of text for comparing words alone: how preserve checks itself.
import { inlineText } from "../../../formats/model/blocks.js";
import { parseInlineMarkdown } from "../../../formats/model/markdown/parse-markdown.js";
import { markdownPlainText } from "../../../formats/model/markdown/plain-text.js";
import type { Bullet, Slide } from "../../../formats/model/source.js";

/** Letters, digits and marks only, case-folded: two texts with the same words compare equal whatever their markup. */
export const compactText = (s: string): string =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]/gu, "");

const md = (s: string) => inlineText(parseInlineMarkdown(s));
const body = (s: string) => markdownPlainText(s, " ");
const bullet = (b: Bullet) => (typeof b === "string" ? md(b) : [md(b.text), ...b.children.map(md)].join(" "));

/** Every word the slide shows, in reading order (its title first when asked). */
export function shownText(slide: Slide, withTitle = true): string {
  const title = withTitle && "title" in slide && slide.title ? [slide.title] : [];
  const parts: string[] = (() => {
    switch (slide.layout) {
      case "title":
      case "section":
        return [slide.subtitle ?? ""];
      case "bullets":
        return slide.bullets.map(bullet);
      case "content":
        return [body(slide.body)];
      case "two-column":
        return [body(slide.left), body(slide.right)];
      case "table":
        return [...slide.table.columns, ...slide.table.rows.flat().map((c) => (c === null ? "" : String(c)))];
      case "chart":
        return [...slide.chart.categories, ...slide.chart.series.map((s) => s.name)];
      case "quote":
        return [slide.quote, slide.attribution ?? ""];
      case "kpi":
        return slide.metrics.flatMap((m) => [m.label, m.value, m.change ?? ""]);
      case "cards":
        return slide.cards.flatMap((c) => [c.title, c.text ?? ""]);
      case "timeline":
        return slide.steps.flatMap((s) => [s.date ?? "", s.title, s.text ?? ""]);
      case "comparison":
        return slide.columns.flatMap((c) => [c.heading, ...c.points.map(md)]);
      case "agenda":
        return slide.items;
      case "closing":
        return [slide.subtitle ?? "", ...(slide.contact ?? [])];
      case "image-text":
        return [body(slide.body)];
      case "full-bleed":
        return [slide.subtitle ?? ""];
      case "team":
        return slide.people.flatMap((p) => [p.name, p.role ?? ""]);
      case "image":
        return [];
    }
  })();
  return [...title, ...parts].filter(Boolean).join(" ");
}
