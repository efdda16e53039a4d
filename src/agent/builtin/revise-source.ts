// The builtin model's revision of an existing source: rename, shorten, or add content about what the prompt asks.
import { SourceSchema, type Slide, type Source } from "../../formats/source.js";
import { composeSource, type ComposeOptions } from "./compose-source.js";

const RENAME = /\b(?:rename|retitle|change the title|call it|title)\b(?:\s+(?:it|this|the deck|the doc|the document|the sheet))?\s*(?:(?:to|as)\s*:?|:)\s*["“]?([^"”\n]{2,120})["”]?/i;
const SHORTEN = /\b(shorter|shorten|trim|cut|condense|remove the last|fewer slides)\b/i;

export function reviseSource(current: Source, prompt: string, options: ComposeOptions = {}): Source {
  const rename = RENAME.exec(prompt);
  if (rename) return SourceSchema.parse({ ...current, title: rename[1]!.trim().replace(/[.!]+$/, "") });
  const addition = composeSource(prompt, { ...options, kind: current.kind, slides: 3 }).source;

  if (current.kind === "deck" && addition.kind === "deck") {
    let slides = [...current.slides];
    if (SHORTEN.test(prompt)) {
      slides = slides.length > 2 ? slides.filter((_, i) => i === 0 || i === slides.length - 1 || i % 2 === 1) : slides;
      return SourceSchema.parse({ ...current, slides });
    }
    // New material goes before a closing slide, as a section divider and a slide of points.
    const added: Slide[] = [{ layout: "section", title: addition.title }, ...addition.slides.slice(1, -1)];
    const closingAt = slides.length > 1 ? slides.length - 1 : slides.length;
    slides.splice(closingAt, 0, ...added);
    return SourceSchema.parse({ ...current, slides: slides.slice(0, options.maxSlides ?? 60) });
  }
  if (current.kind === "doc" && addition.kind === "doc") {
    if (SHORTEN.test(prompt)) {
      const parts = current.markdown.split(/\n(?=## )/);
      return SourceSchema.parse({ ...current, markdown: parts.slice(0, Math.max(2, Math.ceil(parts.length / 2))).join("\n") });
    }
    const body = addition.markdown.replace(/^# .*\n+/, "").replace(/^## /gm, "### ");
    return SourceSchema.parse({ ...current, markdown: `${current.markdown.trimEnd()}\n\n## ${addition.title}\n\n${body}` });
  }
  if (current.kind === "sheet" && addition.kind === "sheet") {
    const taken = new Set(current.sheets.map((s) => s.name));
    const tab = addition.sheets[0]!;
    let name = tab.name;
    for (let i = 2; taken.has(name); i++) name = `${tab.name} ${i}`;
    return SourceSchema.parse({ ...current, sheets: [...current.sheets, { ...tab, name }].slice(0, 50) });
  }
  return current;
}
