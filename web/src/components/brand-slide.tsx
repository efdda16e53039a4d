// A slide of a deck saved on a brand, as the server draws it on that brand (the slide picture route): the look its pptx,
// PDF and thumbnails have, where the HTML preview would show Quire's own theme at 16:9.
import { useEffect, useState } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "../api";

/** Pixels wide the picture is drawn at: the route's largest, sharp in the tall preview on a high-density screen. */
const WIDTH = 1600;
/** Fields of a slide that are never shown as words (settings, picture data, notes). */
const NOT_SHOWN = new Set([
  "layout",
  "src",
  "notes",
  "sources",
  "icon",
  "side",
  "trend",
  "type",
  "format",
  "labels",
  "highlight",
  "chart",
]);

function words(value: unknown, key = ""): string[] {
  if (NOT_SHOWN.has(key) || value === null || value === undefined) return [];
  if (typeof value === "string")
    return [
      value
        .replace(/[*_`#>]+/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    ];
  if (typeof value === "number") return [String(value)];
  if (Array.isArray(value)) return value.flatMap((v) => words(v));
  if (typeof value === "object") return Object.entries(value).flatMap(([k, v]) => words(v, k));
  return [];
}

/** The picture's text alternative: which slide it is, then the words the slide shows. */
function altOf(slide: unknown, n: number, count: number): string {
  const text = words(slide).filter(Boolean).join(". ");
  return `Slide ${n} of ${count}${text ? `: ${text}` : ""}`;
}

export function BrandSlide({ doc, slide }: { doc: Schemas["Document"]; slide: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const slides = doc.source.kind === "deck" ? doc.source.slides : [];
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    // Fetched rather than an <img> address, so a new version of the document is asked for again, not taken from the page's image cache.
    quire.slideImage(doc.id, slide, { width: WIDTH, signal: controller.signal }).then(
      (png) => setUrl(URL.createObjectURL(new Blob([png as BlobPart], { type: "image/png" }))),
      (e: Error) => !controller.signal.aborted && setError(e.message),
    );
    return () => controller.abort();
  }, [doc.id, doc.version, slide]);
  // The picture shown until the next one arrives is let go once it is replaced.
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (error)
    return (
      <p className="error" role="alert">
        Preview failed: {error}
      </p>
    );
  if (url === null) return <div className="preview tall loading" aria-busy="true" />;
  return (
    <figure className="preview tall brand-slide">
      <img src={url} alt={altOf(slides[slide - 1], slide, slides.length)} />
      <figcaption className="hint">Drawn on the brand “{doc.brandName}”, as the .pptx and .pdf show it.</figcaption>
    </figure>
  );
}
