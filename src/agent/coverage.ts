// Where each content clause of a prompt landed in the output: the slide, section or row that holds its words together
// (any provider's output), for the `done` line's `coverage` and a warning naming any clause that landed nowhere.
import type { Source } from "../formats/model/source.js";
import type { ContentItem } from "./reading/content.js";
import { LEXICONS } from "./reading/lexicon.js";
import type { PromptReading } from "./reading/read-prompt.js";
import type { Lang } from "./reading/language.js";
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
  /** The smallest pieces that show one thing each: a KPI metric, a table row, a bullet, a line of a section. */
  records: string[];
}

/** A part as every clause is checked against it: folded once and segmented once, not once per clause. */
interface ReadPart {
  at: Placement;
  flat: string;
  words: Set<string>;
  records: ReadRecord[];
}

/** A record of a part; its words are read only when a clause's figures are in it, then kept. */
interface ReadRecord {
  flat: string;
  text: string;
  words?: Set<string>;
}

const fold = (s: string) => s.normalize("NFKC").toLowerCase();
const compact = (s: string) => fold(s).replace(/[\s\u00a0\u202f]+/g, "");

/** Every string a value holds, speaker notes and formulas left out. */
function leaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string" || typeof value === "number") out.push(String(value));
  else if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value))
      if (k !== "notes" && k !== "formula" && k !== "sources" && k !== "image") leaves(v, out);
  return out;
}

/** The records a value shows: each object or row of plain values as one, every other string line by line. */
function recordsOf(value: unknown, out: string[] = []): string[] {
  const plain = (v: unknown) => typeof v === "string" || typeof v === "number" || v === null || typeof v === "boolean";
  if (typeof value === "string") out.push(...value.split("\n"));
  else if (typeof value === "number") out.push(String(value));
  else if (Array.isArray(value)) {
    // A table row is an array of plain cells inside the rows' array.
    for (const v of value)
      if (Array.isArray(v) && v.every(plain)) out.push(leaves(v).join("\n"));
      else recordsOf(v, out);
  } else if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(
      ([k]) => k !== "notes" && k !== "formula" && k !== "sources" && k !== "image",
    );
    if (entries.every(([, v]) => plain(v))) out.push(leaves(Object.fromEntries(entries)).join("\n"));
    else for (const [, v] of entries) recordsOf(v, out);
  }
  return out;
}

function partsOf(source: Source): Part[] {
  if (source.kind === "deck")
    return source.slides.map((slide, i) => ({
      at: { part: "slide", index: i + 1, title: ("title" in slide && slide.title) || "" },
      text: leaves(slide).join("\n"),
      records: recordsOf(slide),
    }));
  if (source.kind === "doc") {
    const chunks = source.markdown.split(/^(?=## )/m);
    return chunks.map((chunk, i) => ({
      at: { part: "section", index: i, title: /^## (.+)$/m.exec(chunk)?.[1]?.trim() ?? source.title },
      text: chunk,
      records: chunk.split("\n"),
    }));
  }
  return source.sheets.flatMap((tab) =>
    tab.rows.map((row, r) => {
      const text = leaves(row).join("\n");
      return { at: { part: "row", index: r + 2, title: tab.name }, text, records: [text] };
    }),
  );
}

const segmenters = new Map<Lang, Intl.Segmenter>();
const skipped = new Map<Lang, Set<string>>();
const words = (text: string, lang: Lang) => {
  const seg =
    segmenters.get(lang) ?? segmenters.set(lang, new Intl.Segmenter(lang, { granularity: "word" })).get(lang)!;
  const skip =
    skipped.get(lang) ?? skipped.set(lang, new Set([...LEXICONS[lang].dangling, ...LEXICONS.en.dangling])).get(lang)!;
  return [...wordSegments(seg, fold(text))]
    .filter((s) => s.isWordLike && !skip.has(s.segment) && !/^\d/.test(s.segment))
    .map((s) => s.segment);
};

interface Need {
  figures: string[];
  /** The figure's label, whose words must sit with its figures in one record. */
  label: string[];
  words: string[];
}

/** A figure as written in the clause: the sign the reading put before a change's size is not the user's. */
const asWritten = (figure: string, text: string) => (text.includes(figure) ? figure : figure.replace(/^[+−]/u, ""));

/** The words a clause must keep together, its figures as written, and its figure's label. */
function needs(item: ContentItem, lang: Lang): Need {
  const f = item.figure;
  const number = (s: string | undefined) => (s ? (/[\d٠-٩][\d٠-٩.,\s]*\s?[%％]?/u.exec(s)?.[0]?.trim() ?? "") : "");
  const figures = f ? [asWritten(f.value, item.text), number(f.scale), number(f.change)].filter(Boolean) : [];
  return {
    figures: figures.map(compact),
    label: f ? [...new Set(words(f.label, lang))] : [],
    words: [...new Set(words(item.text, lang))],
  };
}

const cjk = (w: string) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w);

function holds(part: ReadPart, need: Need, lang: Lang): number {
  const { flat, words: have } = part;
  if (!need.figures.every((f) => flat.includes(f))) return 0;
  // A figure is placed only with its label: both in one metric, row, bullet or line — a figure whose label was lost
  // (or stands on another metric) is not.
  if (need.figures.length && need.label.length) {
    const together = part.records.some(
      (r) => need.figures.every((f) => r.flat.includes(f)) && labelIn(r, need.label, lang),
    );
    if (!together) return 0;
  }
  if (!need.words.length) return 1;
  // CJK words are segmented by dictionary, so a word may be cut differently in the output: its characters count.
  const hits = need.words.filter((w) => have.has(w) || (cjk(w) && flat.includes(w))).length;
  return hits / need.words.length;
}

function labelIn(record: ReadRecord, label: string[], lang: Lang): boolean {
  const have = (record.words ??= new Set(words(record.text, lang)));
  return label.every((w) => have.has(w) || (cjk(w) && record.flat.includes(compact(w))));
}

/** Where each content clause the reading found sits in the source. */
export function coverageOf(reading: PromptReading, source: Source): Coverage[] {
  const lang = reading.language;
  const parts: ReadPart[] = partsOf(source).map((p) => ({
    at: p.at,
    flat: compact(p.text),
    words: new Set(words(p.text, lang)),
    records: p.records.map((r) => ({ flat: compact(r), text: r })),
  }));
  const out: Coverage[] = [];
  for (const group of reading.groups) {
    for (const item of group.items) {
      const need = needs(item, lang);
      let best: ReadPart | null = null;
      let score = 0;
      for (const part of parts) {
        const s = holds(part, need, lang);
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
