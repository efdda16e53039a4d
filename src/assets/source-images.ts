// The pictures a source shows — slide pictures, portraits, card pictures and Markdown images — found and swapped.
import type { Deck, Doc, Slide, Source } from "../formats/model/source.js";
import { isId } from "../lib/ids.js";
import { findMarkdownImages, replaceMarkdownImages } from "./markdown-images.js";

/** Where a picture is, for a warning: "Slide 3: ", or "" in a doc. */
export type Where = string;

/** Markdown fields of a slide that may hold images. */
const MARKDOWN_FIELDS = ["body", "left", "right"] as const;

/** Calls `visit` for every image src of the source: slide pictures, team portraits, card pictures, and Markdown images. */
export function forEachImage(
  source: Source,
  mayHold: (markdown: string) => boolean,
  visit: (src: string, where: Where) => void,
): void {
  if (source.kind === "doc") {
    if (mayHold(source.markdown)) for (const d of findMarkdownImages(source.markdown)) visit(d.src, "");
    return;
  }
  if (source.kind !== "deck") return;
  source.slides.forEach((slide, i) => {
    const where = `Slide ${i + 1}: `;
    if ("image" in slide) visit(slide.image.src, where);
    if (slide.layout === "team") for (const p of slide.people) if (p.image) visit(p.image.src, where);
    if (slide.layout === "cards") for (const c of slide.cards) if (c.image) visit(c.image.src, where);
    for (const field of MARKDOWN_FIELDS) {
      const text = (slide as Record<string, unknown>)[field];
      if (typeof text === "string" && mayHold(text)) for (const d of findMarkdownImages(text)) visit(d.src, where);
    }
  });
}

/** A copy of the source with every image src `swap` answers for replaced; everything else shared, not copied. */
export function rewriteImages(source: Source, swap: (src: string) => string | undefined): Source {
  if (source.kind === "doc") return { ...source, markdown: replaceMarkdownImages(source.markdown, swap) } satisfies Doc;
  if (source.kind !== "deck") return source;
  const image = <T extends { src: string }>(ref: T): T => ({ ...ref, src: swap(ref.src) ?? ref.src });
  const slides = source.slides.map((slide): Slide => {
    const out: Record<string, unknown> = { ...slide };
    if ("image" in slide) out.image = image(slide.image);
    if (slide.layout === "team") out.people = slide.people.map((p) => (p.image ? { ...p, image: image(p.image) } : p));
    if (slide.layout === "cards") out.cards = slide.cards.map((c) => (c.image ? { ...c, image: image(c.image) } : c));
    for (const field of MARKDOWN_FIELDS) {
      const text = out[field];
      if (typeof text === "string") out[field] = replaceMarkdownImages(text, swap);
    }
    return out as Slide;
  });
  return { ...source, slides } satisfies Deck;
}

/** The uploaded pictures (asset ids) a source shows, each once. */
export function assetIdsIn(source: Source): string[] {
  const ids = new Set<string>();
  forEachImage(
    source,
    (text) => text.includes("asset_"),
    (src) => {
      if (isId("asset", src.trim())) ids.add(src.trim());
    },
  );
  return [...ids];
}
