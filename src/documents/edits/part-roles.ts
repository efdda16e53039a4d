// The parts of a source as titles with roles (title slide, agenda, closing), for finding what an instruction names.
import type { Source } from "../../formats/model/source.js";
import { splitDoc } from "../../formats/model/doc-sections.js";

export interface NamedPart {
  title: string;
  role?: "title" | "agenda" | "closing";
}

const AGENDA =
  /^(?:agenda|contents|table of contents|overview|tagesordnung|ordre du jour|índice|sommario|inhoud|アジェンダ|议程|جدول الأعمال)$/i;

export function partsOf(source: Source): NamedPart[] {
  if (source.kind === "deck") {
    const n = source.slides.length;
    return source.slides.map((s, i) => {
      const title = ("title" in s && s.title) || (s.layout === "quote" ? s.quote : s.layout);
      const closing = s.layout === "closing" || (s.layout === "title" && n > 2);
      const agenda = s.layout === "agenda" || (s.layout === "bullets" && AGENDA.test(s.title.trim()));
      const role =
        i === 0 && s.layout === "title" ? "title" : i === n - 1 && closing ? "closing" : agenda ? "agenda" : undefined;
      return role ? { title, role } : { title };
    });
  }
  if (source.kind === "doc") return splitDoc(source.markdown).sections.map((s) => ({ title: s.heading }));
  return source.sheets.map((t) => ({ title: t.name }));
}

/** Where body content starts (after a title slide) and ends (before a closing slide): [first, endExclusive]. */
export function bodyRange(parts: readonly NamedPart[]): [number, number] {
  const first = parts[0]?.role === "title" ? 1 : 0;
  const end = parts.at(-1)?.role === "closing" ? parts.length - 1 : parts.length;
  return [first, Math.max(first, end)];
}
