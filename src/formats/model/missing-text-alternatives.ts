// Where a source leaves a screen reader without words: pictures with no alt text, slides with no title of their own.
import type { Deck, Slide, Source } from "./source.js";

export interface MissingAlt {
  /** 1-based slide of a deck; absent for a doc. */
  slide?: number;
  /** The picture's address, shortened (never a whole data: URL). */
  image: string;
}

const shortSrc = (src: string) =>
  src.startsWith("data:")
    ? `${src.slice(0, src.indexOf(",") + 1 || 30)}…`
    : src.length > 80
      ? `${src.slice(0, 79)}…`
      : src;

/** Content pictures whose alt is empty: a slide's image, a doc's Markdown image `![](…)`. A person's photo is named by the person. */
export function picturesWithoutAlt(source: Source): MissingAlt[] {
  if (source.kind === "sheet") return [];
  if (source.kind === "doc") {
    return [...source.markdown.matchAll(/!\[\s*\]\(\s*<?([^)\s>]+)>?[^)]*\)/g)].map((m) => ({
      image: shortSrc(m[1]!),
    }));
  }
  const out: MissingAlt[] = [];
  source.slides.forEach((slide, i) => {
    if ("image" in slide && slide.image && !slide.image.alt?.trim())
      out.push({ slide: i + 1, image: shortSrc(slide.image.src) });
  });
  return out;
}

/**
 * Slides that show no title: exports give each a hidden one from its first words, but the author's is better. A quote
 * slide is named by its quote.
 */
export function slidesWithoutTitle(deck: Deck): number[] {
  return deck.slides.flatMap((slide, i) => (slide.layout === "quote" || titleOf(slide) ? [] : [i + 1]));
}

function titleOf(slide: Slide): string {
  return "title" in slide && typeof slide.title === "string" ? slide.title.trim() : "";
}

/** The warnings a source carries for pictures without alt text (render, export and the workspace say them). */
export function altTextWarnings(source: Source): string[] {
  return picturesWithoutAlt(source).map((m) =>
    m.slide !== undefined
      ? `Slide ${m.slide}'s picture has no alt text, so screen readers pass over it: describe it in its \`alt\`.`
      : `The picture ${m.image} has no alt text, so screen readers pass over it: describe it between the brackets of ![…](…).`,
  );
}
