// Keeps an imported deck within the bytes a Quire source may hold: pictures go first (largest first), then last slides.
import { SOURCE_LIMITS, type Deck, type Slide } from "../../formats/model/source.js";
import type { SourceRef } from "../import-types.js";
import { slideList, type LeftOut } from "./left-out.js";

const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value), "utf8");

/** A picture's slide without its picture: its text (or the picture's description) as content. */
function withoutPicture(slide: Extract<Slide, { layout: "image" | "image-text" }>): Slide {
  const body =
    slide.layout === "image-text"
      ? slide.body
      : slide.image.alt
        ? `[${slide.image.alt.replace(/[\\[\]]/g, "\\$&")}]`
        : "";
  return {
    layout: "content",
    ...(slide.title ? { title: slide.title } : {}),
    body,
    ...(slide.notes ? { notes: slide.notes } : {}),
  };
}

/** Mutates `deck` and `refs` until the serialised deck fits; says what went in `lost` (pictures) and the returned warnings. */
export function fitDeckSize(deck: Deck, refs: SourceRef[], lost: LeftOut): string[] {
  let size = sizeOf(deck);
  if (size <= SOURCE_LIMITS.maxBytes) return [];
  const pictures = deck.slides
    .map((slide, i) => ({ slide, i }))
    .filter(
      (p): p is { slide: Extract<Slide, { layout: "image" | "image-text" }>; i: number } =>
        p.slide.layout === "image" || p.slide.layout === "image-text",
    )
    .sort((a, b) => b.slide.image.src.length - a.slide.image.src.length);
  for (const { slide, i } of pictures) {
    if (size <= SOURCE_LIMITS.maxBytes) break;
    deck.slides[i] = withoutPicture(slide);
    size -= slide.image.src.length;
    lost.add("pictureSize", refs[i]?.slide ?? i + 1);
  }
  size = sizeOf(deck);
  const cut = new Set<number>();
  while (size > SOURCE_LIMITS.maxBytes && deck.slides.length > 1) {
    size -= sizeOf(deck.slides.pop());
    cut.add(refs.pop()?.slide ?? deck.slides.length + 1);
  }
  if (!cut.size) return [];
  return [
    `The deck's text is larger than the ${SOURCE_LIMITS.maxBytes / 1024 / 1024} MiB a Quire source may hold, so the end was left out (${slideList([...cut].sort((a, b) => a - b))}).`,
  ];
}
