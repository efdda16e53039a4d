// A slide's speaker notes as every writer shows them: the notes, then the material its content came from.
import type { Slide, SourceRef } from "./source.js";

/** "report.pdf, page 3", "deck.pptx, slide 2", "figures.xlsx, sheet Sales". */
export function refText(ref: SourceRef): string {
  const where = ref.page
    ? `page ${ref.page}`
    : ref.slide
      ? `slide ${ref.slide}`
      : ref.sheet
        ? `sheet ${ref.sheet}`
        : "";
  return where ? `${ref.file}, ${where}` : ref.file;
}

const SOURCES_LINE = /(?:^|\n\n)\\?\*?Sources:\\?\*?[ \t]+([^\n]+)\s*$/;
const WHERE = /^(.*), (page|slide|sheet) (.+)$/;

/** A slide read back from an export: the "Sources: …" line its notes end with, as `sources` again. */
export function sourcesFromNotes<T extends Pick<Slide, "notes" | "sources">>(slide: T): T {
  const m = slide.notes && !slide.sources ? SOURCES_LINE.exec(slide.notes) : null;
  if (!m) return slide;
  const sources: SourceRef[] = m[1]!
    .split("; ")
    .slice(0, 20)
    .map((text) => {
      const w = WHERE.exec(text.trim());
      if (!w) return { file: text.trim().slice(0, 300) };
      const n = Number(w[3]);
      const file = w[1]!.slice(0, 300);
      if (w[2] === "sheet") return { file, sheet: w[3]!.slice(0, 100) };
      return Number.isInteger(n) && n >= 1 ? { file, [w[2]!]: n } : { file: text.trim().slice(0, 300) };
    });
  const notes = slide.notes!.slice(0, m.index).trim();
  const { notes: _old, ...rest } = slide;
  return { ...rest, ...(notes ? { notes } : {}), sources } as T;
}

/** The slide's notes with a "Sources: …" line after them (Markdown); undefined when it has neither. */
export function notesWithSources(slide: Pick<Slide, "notes" | "sources">): string | undefined {
  const notes = slide.notes?.trim();
  const refs = slide.sources?.length ? `*Sources:* ${[...new Set(slide.sources.map(refText))].join("; ")}` : "";
  if (!refs) return notes || undefined;
  return notes ? `${notes}\n\n${refs}` : refs;
}
