// Shows a source rendered by /api/render inside a sandboxed iframe: no scripts, no same-origin access.
import { useEffect, useState } from "react";
import { renderHtml } from "../api";

export function Preview({ source, title, className = "preview" }: { source: unknown; title: string; className?: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setError(null);
    renderHtml(source).then(
      (r) => live && setHtml(r.html),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, [source]);
  if (error) return <p className="error" role="alert">Preview failed: {error}</p>;
  if (html === null) return <div className={`${className} loading`} aria-busy="true" />;
  return <iframe className={className} title={`Preview of ${title}`} sandbox="" srcDoc={html} />;
}
