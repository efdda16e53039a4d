// Where each content clause of a prompt landed in the output: the slide, section or row that holds its words together
// (any provider's output), for the `done` line's `coverage` and a warning naming any clause that landed nowhere.
import type { Source } from "../formats/model/source.js";
import type { ContentItem } from "./builtin/reading/content.js";
import { LEXICONS } from "./builtin/reading/lexicon.js";
import type { PromptReading } from "./builtin/reading/read-prompt.js";
import type { Lang } from "./builtin/language.js";
import { wordSegments } from "../lib/segments.js";

export interface Placement {
  part: "slide" | "section" | "row";
  /** 1-based: the slide number, the section's place among the `## ` sections, or the row number in its tab. */
  index: number;
  /** The slide's or section's title, or the tab's name. */
  title: string;
}

export interface Coverage {
  /** The content clause as the prompt wrote it. */
  clause: string;
  /** Where its words sit together; null when no one part holds them. */
  placedIn: Placement | null;
}

/** A part holds a clause when it has every figure and at least this share of the clause's other words. */
const ENOUGH = 0.8;

interface Part {
  at: Placement;
  text: string;
}

/** A part as every clause is checked against it: folded once and segmented once, not once per clause. */
interface ReadPart {
  at: Placement;
  flat: string;
  words: Set<string>;
}

const fold = (s: string) => s.normalize("NFKC").toLowerCase();
const compact = (s: string) => fold(s).replace(/[\s\u00a0\u202f]+/g, "");

/** Every string a value holds, speaker notes and formulas left out. */
function leaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string" || typeof value === "number") out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) if (k !== "notes" && k !== "formula" && k !== "sources" && k !== "image") leaves(v, out);
  return out;
}

function partsOf(source: Source): Part[] {
  if (source.kind === "deck") return source.slides.map((slide, i) => ({ at: { part: "slide", index: i + 1, title: ("title" in slide && slide.title) || "" }, text: leaves(slide).join("\n") }));
  if (source.kind === "doc") {
    const chunks = source.markdown.split(/^(?=## )/m);
    return chunks.map((chunk, i) => ({ at: { part: "section", index: i, title: /^## (.+)$/m.exec(chunk)?.[1]?.trim() ?? source.title }, text: chunk }));
  }
  return source.sheets.flatMap((tab) => tab.rows.map((row, r) => ({ at: { part: "row", index: r + 2, title: tab.name }, text: leaves(row).join("\n") })));
}

const segmenters = new Map<Lang, Intl.Segmenter>();
const skipped = new Map<Lang, Set<string>>();
const words = (text: string, lang: Lang) => {
  const seg = segmenters.get(lang) ?? segmenters.set(lang, new Intl.Segmenter(lang, { granularity: "word" })).get(lang)!;
  const skip = skipped.get(lang) ?? skipped.set(lang, new Set([...LEXICONS[lang].dangling, ...LEXICONS.en.dangling])).get(lang)!;
  return [...wordSegments(seg, fold(text))].filter((s) => s.isWordLike && !skip.has(s.segment) && !/^\d/.test(s.segment)).map((s) => s.segment);
};

/** The words a clause must keep together, and its figures as written. */
function needs(item: ContentItem, lang: Lang): { figures: string[]; words: string[] } {
  const figures = item.figure ? [item.figure.value, ...(item.figure.change ? [/[\d٠-٩][\d٠-٩.,\s]*\s?[%％]?/u.exec(item.figure.change)?.[0] ?? ""] : [])].filter(Boolean) : [];
  return { figures: figures.map(compact), words: [...new Set(words(item.text, lang))] };
}

function holds(part: ReadPart, need: { figures: string[]; words: string[] }): number {
  const { flat, words: have } = part;
  if (!need.figures.every((f) => flat.includes(f))) return 0;
  if (!need.words.length) return 1;
  // CJK words are segmented by dictionary, so a word may be cut differently in the output: its characters count.
  const hits = need.words.filter((w) => have.has(w) || (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w) && flat.includes(w))).length;
  return hits / need.words.length;
}

/** Where each content clause the reading found sits in the source. */
export function coverageOf(reading: PromptReading, source: Source): Coverage[] {
  const lang = reading.language;
  const parts: ReadPart[] = partsOf(source).map((p) => ({ at: p.at, flat: compact(p.text), words: new Set(words(p.text, lang)) }));
  const out: Coverage[] = [];
  for (const group of reading.groups) {
    for (const item of group.items) {
      const need = needs(item, lang);
      let best: ReadPart | null = null;
      let score = 0;
      for (const part of parts) {
        const s = holds(part, need);
        if (s > score) [best, score] = [part, s];
        if (s === 1) break;
      }
      out.push({ clause: item.text, placedIn: best && score >= ENOUGH ? best.at : null });
    }
  }
  return out;
}

/** The warning for clauses that landed nowhere, naming them; null when every one was placed. */
export function unplacedWarning(coverage: readonly Coverage[]): string | null {
  const missing = coverage.filter((c) => !c.placedIn).map((c) => `“${c.clause}”`);
  if (!missing.length) return null;
  const names = missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(", ")} and ${missing.at(-1)}`;
  return `${missing.length === 1 ? "This part" : `${missing.length} parts`} of your request did not land in the document together: ${names}.`;
}
