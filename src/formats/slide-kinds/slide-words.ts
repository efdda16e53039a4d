// The words a slide shows (and its notes), as a multiset: what a re-laid-out slide must keep, adding none.
import { inlineText, type Inline } from "../model/blocks.js";
import { parseInlineMarkdown } from "../model/markdown/parse-markdown.js";
import { markdownPlainText } from "../model/markdown/plain-text.js";
import { formatNumber } from "../model/locale-number.js";
import type { Slide } from "../model/source.js";
import { tableCellText } from "../model/table-cells.js";

/** Plain text of inline Markdown, as a slide shows it. */
export const markdownPlain = (md: string) => inlineText(parseInlineMarkdown(md.replace(/\s*\n\s*/g, " "))).trim();

/** Whether inline Markdown holds more than words and emphasis (links, pictures, notes): a plain-text field would lose it. */
export function richInline(md: string): boolean {
  const rich = (nodes: Inline[]): boolean =>
    nodes.some(
      (n) =>
        n.type === "link" || n.type === "image" || n.type === "footnoteRef" || ("children" in n && rich(n.children)),
    );
  return rich(parseInlineMarkdown(md));
}

/** Every piece of text a slide shows or carries, in reading order, plain. */
export function slideTexts(slide: Slide, language: string): string[] {
  const out: string[] = [];
  const add = (...t: Array<string | undefined>) => out.push(...t.filter((x): x is string => !!x));
  if ("title" in slide) add(slide.title);
  switch (slide.layout) {
    case "title":
    case "section":
      add(slide.subtitle);
      break;
    case "closing":
      add(slide.subtitle, ...(slide.contact ?? []));
      break;
    case "bullets":
      for (const b of slide.bullets) {
        if (typeof b === "string") add(markdownPlain(b));
        else add(markdownPlain(b.text), ...b.children.map(markdownPlain));
      }
      break;
    case "content":
      add(markdownPlainText(slide.body));
      break;
    case "two-column":
      add(markdownPlainText(slide.left), markdownPlainText(slide.right));
      break;
    case "table":
      add(...slide.table.columns, ...slide.table.rows.flatMap((r) => r.map((c) => tableCellText(c, language))));
      break;
    case "chart":
      add(
        ...slide.chart.categories,
        ...slide.chart.series.flatMap((s) => [
          s.name,
          ...s.values.map((v) => formatNumber(v, language, slide.chart.format)),
        ]),
      );
      break;
    case "quote":
      add(slide.quote, slide.attribution);
      break;
    case "image":
      add(slide.image.alt);
      break;
    case "kpi":
      for (const m of slide.metrics) add(m.value, m.label, m.change);
      break;
    case "cards":
      for (const c of slide.cards) add(c.title, c.text);
      break;
    case "timeline":
      for (const s of slide.steps) add(s.date, s.title, s.text);
      break;
    case "comparison":
      for (const c of slide.columns) add(c.heading, ...c.points.map(markdownPlain));
      break;
    case "agenda":
      add(...slide.items);
      break;
    case "image-text":
      add(slide.image.alt, markdownPlainText(slide.body));
      break;
    case "full-bleed":
      add(slide.subtitle, slide.image.alt);
      break;
    case "team":
      for (const p of slide.people) add(p.name, p.role, p.image?.alt);
      break;
    default: {
      // A layout added to the source without its words here fails to compile.
      const _unlisted: never = slide;
    }
  }
  add(slide.notes);
  return out;
}

const segmenters = new Map<string, Intl.Segmenter>();

/** The words of a text, lower-cased and normalised (NFKC), split as the language splits words (ja/zh by dictionary). */
function wordsOf(text: string, language: string): string[] {
  let seg = segmenters.get(language);
  if (!seg) segmenters.set(language, (seg = new Intl.Segmenter(language, { granularity: "word" })));
  return [...seg.segment(text.normalize("NFKC").toLowerCase())].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** A slide's words as a sorted list: two slides showing the same words give equal lists. */
export function slideWords(slide: Slide, language: string): string[] {
  // Segmenting each piece alone would split CJK text differently where pieces are cut; the whole text is read at once.
  return wordsOf(slideTexts(slide, language).join("\n"), language).sort();
}
