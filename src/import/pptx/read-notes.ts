// A slide's speaker notes (its notes slide's body placeholder) as Markdown.
import { placeholderOf } from "../../formats/ooxml/drawingml.js";
import { child, descendants } from "../../formats/ooxml/xml.js";
import type { PptxPackage } from "./open-package.js";
import { readParagraphs } from "./read-paragraphs.js";
import { toMarkdown } from "./slide-text.js";

/** The notes' Markdown, or undefined when the slide has none (the slide image and number placeholders are not notes). */
export function readNotes(pp: PptxPackage, slidePart: string, cut: () => void): string | undefined {
  const part = pp.rels(slidePart).find((r) => r.type.endsWith("/notesSlide") && !r.external)?.part;
  const root = part ? pp.root(part) : null;
  if (!part || !root) return undefined;
  const href = (rid: string) => {
    const rel = pp.rel(part, rid);
    return rel?.external ? rel.target : undefined;
  };
  const paras = descendants(root, "sp")
    .filter((sp) => placeholderOf(sp)?.type === "body")
    .flatMap((sp) => readParagraphs(child(sp, "txBody"), { styles: [], href }));
  return paras.length ? toMarkdown(paras, cut) : undefined;
}
