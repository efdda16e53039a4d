// Shortening one slide or one section: about half the points, each paragraph to its first sentence; nothing reworded,
// and tables, charts, images, metrics and people (data) left whole.
import type { Bullet, Slide } from "../../formats/model/source.js";

/** The first sentence of a text (Latin, CJK and Arabic full stops), or the text when it is one sentence. */
export function firstSentence(text: string): string {
  const m = /^(.+?[.!?。！？؟])(?=\s|$)/su.exec(text.trim());
  return (m ? m[1]! : text).trim();
}

const keepOf = (n: number) => Math.max(1, Math.min(3, Math.ceil(n / 2)));

function shortenBullets(bullets: Bullet[]): Bullet[] {
  if (bullets.length > 1)
    return bullets.slice(0, keepOf(bullets.length)).map((b) => (typeof b === "string" ? b : b.text));
  return bullets.map((b) => firstSentence(typeof b === "string" ? b : b.text));
}

/** Markdown shortened: list runs to about half their items, paragraphs to their first sentence, at most three blocks. */
export function shortenMarkdown(markdown: string): string {
  const blocks = markdown.split(/\n{2,}/).filter((b) => b.trim());
  const out = blocks.slice(0, 3).map((block) => {
    const lines = block.split("\n");
    const items = lines.filter((l) => /^\s*(?:[-*+]|\d+[.)])\s/.test(l));
    if (items.length === lines.length) {
      const top = lines.filter((l) => /^(?:[-*+]|\d+[.)])\s/.test(l));
      return (
        top.length > 1
          ? top.slice(0, keepOf(top.length))
          : top.map((l) =>
              l.replace(/^((?:[-*+]|\d+[.)])\s+)(.*)$/, (_, mark: string, text: string) => mark + firstSentence(text)),
            )
      ).join("\n");
    }
    if (/^\s*(\||>|```|#)/.test(block)) return block;
    return firstSentence(block.replace(/\s*\n\s*/g, " "));
  });
  return out.join("\n\n");
}

export function shortenSlide(slide: Slide): Slide {
  switch (slide.layout) {
    case "bullets":
      return { ...slide, bullets: shortenBullets(slide.bullets) };
    case "content":
      return { ...slide, body: shortenMarkdown(slide.body) };
    case "two-column":
      return { ...slide, left: shortenMarkdown(slide.left), right: shortenMarkdown(slide.right) };
    case "title":
    case "section":
      return slide.subtitle ? { ...slide, subtitle: firstSentence(slide.subtitle) } : slide;
    case "quote":
      return { ...slide, quote: firstSentence(slide.quote) };
    case "cards":
      // Cards keep at least two, each its title and its first sentence.
      return {
        ...slide,
        cards: slide.cards
          .slice(0, Math.max(2, keepOf(slide.cards.length)))
          .map((c) => (c.text ? { ...c, text: firstSentence(c.text) } : c)),
      };
    case "comparison":
      return {
        ...slide,
        columns: slide.columns.map((c) => ({ ...c, points: c.points.slice(0, keepOf(c.points.length)) })),
      };
    case "timeline":
      return { ...slide, steps: slide.steps.map((s) => (s.text ? { ...s, text: firstSentence(s.text) } : s)) };
    case "image-text":
      return { ...slide, body: shortenMarkdown(slide.body) };
    case "closing":
      return slide.subtitle ? { ...slide, subtitle: firstSentence(slide.subtitle) } : slide;
    case "table":
    case "chart":
    case "image":
    case "kpi":
    case "agenda":
    case "full-bleed":
    case "team":
      // Left as they are: a table, a chart, pictures (a full-bleed's subtitle too), figures, names, a list of titles.
      return slide;
    default: {
      // A layout added to the source without its case here fails to compile.
      const unlisted: never = slide;
      return unlisted;
    }
  }
}
