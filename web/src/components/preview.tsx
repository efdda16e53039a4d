// Shows a source rendered by /api/render inside a sandboxed iframe: no scripts, no same-origin access.
import { useEffect, useMemo, useState } from "react";
import type { Schemas } from "@quire/sdk";
import { quire } from "../api";

/**
 * The whole deck is rendered once and one slide shown by a style rule, so the slide keeps its own number ("3 / 6") and
 * paging renders nothing again. The deck's title (the frame's one h1) is hidden from sight only, not from screen readers.
 */
const oneSlide = (html: string, slide: number) =>
  html.replace(
    "</head>",
    `<style>.deck-head{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}main.slides>section.slide:not(#slide-${slide}){display:none}</style></head>`,
  );

export function Preview({
  source,
  title,
  className = "preview",
  slide,
}: {
  source: Schemas["Source"];
  title: string;
  className?: string;
  slide?: number;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    quire.ok(quire.api.POST("/api/render", { body: { source } })).then(
      // JSON unless asked for text/html; either way, the page.
      (r) => live && setHtml(typeof r === "string" ? r : r.html),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [source]);
  const shown = useMemo(() => (html !== null && slide !== undefined ? oneSlide(html, slide) : html), [html, slide]);
  if (error)
    return (
      <p className="error" role="alert">
        Preview failed: {error}
      </p>
    );
  if (shown === null) return <div className={`${className} loading`} aria-busy="true" />;
  // A fresh frame per slide: changing srcdoc on a frame whose previous srcdoc is still loading was seen (Chromium, under
  // load) to leave the earlier slide's page in place.
  return <iframe key={slide} className={className} title={`Preview of ${title}`} sandbox="" srcDoc={shown} />;
}
