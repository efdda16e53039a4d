// Checks a document made from material against it: every figure it shows must be one the material states, and every
// slide (or doc section) must name where it came from. What fails is said in warnings, never silently kept as known.
import type { Source } from "../../formats/model/source.js";
import { materialSections, type Material } from "./material.js";

const NUMBER = /\d+(?:[.,]\d+)*/g;

/** "1,204.50" → "1204.5", "3.0" → "3", "07" → "7": one spelling per number. */
function normal(token: string): string {
  const plain = token.replace(/,(?=\d{3}\b)/g, "").replace(/,/g, ".");
  const n = Number(plain);
  return Number.isFinite(n) ? String(n) : plain;
}

function numbersIn(text: string, into: Set<string>): Set<string> {
  for (const m of text.matchAll(NUMBER)) into.add(normal(m[0]));
  return into;
}

/** Every number the material states, as written and (for chart and cell values) as stored, percent values both ways. */
export function materialNumbers(materials: readonly Material[]): Set<string> {
  const out = new Set<string>();
  for (const m of materials)
    numbersIn(
      JSON.stringify(m.source, (_k, v) => (typeof v === "number" ? String(v) : v)),
      out,
    );
  // A spreadsheet's figures also as its cells show them: formulas computed, numbers in their columns' formats.
  for (const s of materialSections(materials))
    numbersIn(
      JSON.stringify(s.tables, (_k, v) => (typeof v === "number" ? String(v) : v)),
      out,
    );
  for (const n of [...out]) {
    const v = Number(n);
    if (Number.isFinite(v)) out.add(String(Math.round(v * 1e6) / 1e8)).add(String(Math.round(v * 1e8) / 1e6));
  }
  return out;
}

/** Keys whose values are not shown as text: references, number formats, icon names. */
const NOT_SHOWN = new Set(["sources", "format", "icon", "layout", "type", "trend", "side"]);
/** Markdown's escapes are not shown: "2\.20x" reads "2.20x". */
const unescape = (text: string) => text.replace(/\\(?<escaped>[\\`*_{}[\]()#+\-.!|&<>~])/g, "$<escaped>");
const shown = (value: unknown) =>
  JSON.stringify(value, (k, v) =>
    NOT_SHOWN.has(k) ? undefined : typeof v === "number" ? String(v) : typeof v === "string" ? unescape(v) : v,
  );

/** The text a reader sees of a source, per slide or tab, without its `sources` references (page numbers are not figures). */
function shownText(source: Source): string[] {
  if (source.kind === "deck") return source.slides.map(shown);
  if (source.kind === "doc")
    return [unescape(source.markdown.replace(/^\[\^[^\]]+\]:.*$/gm, "").replace(/\[\^[^\]]+\]/g, ""))];
  return source.sheets.map(shown);
}

/** Figures a document shows that the material does not state, by slide or tab (1-based); numbers up to `above` pass (counts, steps). */
export function figuresNotInMaterial(
  source: Source,
  materials: readonly Material[],
  above = 10,
): { part: number; figures: string[] }[] {
  const known = materialNumbers(materials);
  return shownText(source)
    .map((text, i) => ({
      part: i + 1,
      figures: [...numbersIn(text, new Set())].filter((n) => !known.has(n) && !(Number(n) <= above)),
    }))
    .filter((p) => p.figures.length);
}

/** What a model's answer leaves unsupported: slides without a source, figures the material does not state. */
export function groundingWarnings(source: Source, materials: readonly Material[]): string[] {
  const warnings: string[] = [];
  if (source.kind === "deck") {
    const bare = source.slides.map((s, i) => (s.sources?.length ? 0 : i + 1)).filter(Boolean);
    if (bare.length)
      warnings.push(
        `${bare.length === 1 ? "Slide" : "Slides"} ${bare.join(", ")} ${bare.length === 1 ? "names" : "name"} no source in the attached material: check ${bare.length === 1 ? "it" : "them"} against the material.`,
      );
  }
  if (source.kind === "doc" && !/\[\^[^\]]+\]:/.test(source.markdown))
    warnings.push("The document cites no source in the attached material: check it against the material.");
  const where = source.kind === "deck" ? "slide" : source.kind === "sheet" ? "tab" : "document";
  for (const { part, figures } of figuresNotInMaterial(source, materials)) {
    const name = source.kind === "doc" ? "The document" : `${where === "slide" ? "Slide" : "Tab"} ${part}`;
    warnings.push(
      `${name} shows ${figures.slice(0, 5).join(", ")}${figures.length > 5 ? ", …" : ""}, which the attached material does not state: check before use.`,
    );
  }
  return warnings;
}
