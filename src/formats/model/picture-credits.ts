// The credits of a deck's pictures, as every writer puts them in the file's metadata (dc:rights, the PDF's Info, a meta tag).
import type { Deck, ImageRef, Slide } from "./source.js";

/** A slide's pictures in reading order: its own, its cards', its people's portraits. */
function slidePictures(slide: Slide): ImageRef[] {
  switch (slide.layout) {
    case "image":
    case "image-text":
    case "full-bleed":
      return [slide.image];
    case "cards":
      return slide.cards.flatMap((c) => (c.image ? [c.image] : []));
    case "team":
      return slide.people.flatMap((p) => (p.image ? [p.image] : []));
    case "title":
    case "section":
    case "bullets":
    case "content":
    case "two-column":
    case "table":
    case "chart":
    case "quote":
    case "kpi":
    case "timeline":
    case "comparison":
    case "agenda":
    case "closing":
      // No pictures.
      return [];
    default: {
      // A layout added to the source without its case here fails to compile.
      const unlisted: never = slide;
      return unlisted;
    }
  }
}

/** "Pictures: a; b" for the credits of the deck's pictures (each once, in slide order); null when none has one. */
export function pictureCredits(deck: Deck): string | null {
  const credits = [
    ...new Set(
      deck.slides
        .flatMap(slidePictures)
        .map((p) => p.credit?.trim() ?? "")
        .filter(Boolean),
    ),
  ];
  return credits.length ? `Pictures: ${credits.join("; ")}` : null;
}
