// The material as a real model reads it: passages of about a thousand characters, each tagged with its file and page,
// slide or sheet; when they pass the token budget, the passages most relevant to the request (BM25) and most central
// to the material (TextRank) are kept, in reading order, and the model is told how much it was given.
import { blocksToMarkdown } from "../../formats/model/markdown/blocks-to-markdown.js";
import { tableMarkdown } from "../../formats/model/to-markdown.js";
import type { SourceRef, TableData } from "../../formats/model/source.js";
import { estimateTokens } from "../tokens.js";
import { materialSections, type Material, type MaterialSection } from "./material.js";
import { rankMaterial } from "./rank-material.js";
import { contentWords } from "./text-rank.js";
import { sentencesOf } from "../../formats/doc-to-deck/doc-text.js";

const PASSAGE_CHARS = 1_200;
const TABLE_ROWS = 60;

export interface MaterialContext {
  /** `<passage file=… page=…>` elements, in reading order. */
  text: string;
  included: number;
  total: number;
}

interface Passage {
  order: number;
  section: MaterialSection;
  ref: SourceRef;
  text: string;
  score: number;
}

const attr = (v: string) =>
  v.replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c]!);
/** The passage's own text may not close or open our tags. */
const fenced = (text: string) =>
  text.replace(/\\?<\\?\/?\s*(passage|material|user\\?_request|current\\?_document)\b[^>]*>/gi, "");

function tableText(t: TableData): string {
  const more = t.rows.length > TABLE_ROWS ? `\n(${t.rows.length - TABLE_ROWS} more rows)` : "";
  return tableMarkdown({ columns: t.columns, rows: t.rows.slice(0, TABLE_ROWS) }) + more;
}

/** A section's text cut at paragraph (else sentence) boundaries into passages of about PASSAGE_CHARS, its heading first. */
function sectionPassages(s: MaterialSection): string[] {
  const parts = [
    ...blocksToMarkdown(s.blocks)
      .split(/\n{2,}/)
      .flatMap((p) => (p.length > PASSAGE_CHARS ? sentencesOf(p) : [p])),
    ...s.tables.map(tableText),
    ...s.charts.map((c) =>
      tableText({
        columns: ["", ...c.series.map((x) => x.name)],
        rows: c.categories.map((cat, i) => [cat, ...c.series.map((x) => x.values[i] ?? null)]),
      }),
    ),
    ...s.metrics.map((m) => `${m.label}: ${m.value}${m.change ? ` (${m.change})` : ""}`),
  ].filter((p) => p.trim());
  const out: string[] = [];
  for (const p of parts) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length + p.length <= PASSAGE_CHARS) out[out.length - 1] = `${last}\n\n${p}`;
    else out.push(p);
  }
  if (s.title) out[0] = out.length ? `## ${s.title}\n\n${out[0]}` : `## ${s.title}`;
  return out;
}

/** BM25 of each passage against the request's words (k1 1.2, b 0.75). */
function bm25(passages: string[][], query: string[]): number[] {
  const n = passages.length;
  const avg = passages.reduce((a, p) => a + p.length, 0) / Math.max(1, n);
  const df = new Map<string, number>();
  for (const p of passages) for (const w of new Set(p)) df.set(w, (df.get(w) ?? 0) + 1);
  return passages.map((p) => {
    const tf = new Map<string, number>();
    for (const w of p) tf.set(w, (tf.get(w) ?? 0) + 1);
    let score = 0;
    for (const q of new Set(query)) {
      const f = tf.get(q);
      if (!f) continue;
      const idf = Math.log(1 + (n - df.get(q)! + 0.5) / (df.get(q)! + 0.5));
      score += (idf * f * 2.2) / (f + 1.2 * (0.25 + (0.75 * p.length) / (avg || 1)));
    }
    return score;
  });
}

const normalise = (xs: number[]) => {
  const max = Math.max(0, ...xs);
  return max ? xs.map((x) => x / max) : xs.map(() => 0);
};

function tag(p: Passage): string {
  const where = p.ref.page
    ? ` page="${p.ref.page}"`
    : p.ref.slide
      ? ` slide="${p.ref.slide}"`
      : p.ref.sheet
        ? ` sheet="${attr(p.ref.sheet)}"`
        : "";
  return `<passage file="${attr(p.ref.file)}"${where}>\n${fenced(p.text)}\n</passage>`;
}

export function materialContext(materials: readonly Material[], prompt: string, budgetTokens: number): MaterialContext {
  const sections = materialSections(materials);
  const ranked = rankMaterial(sections, [prompt]);
  const passages: Passage[] = [];
  for (const s of sections)
    for (const text of sectionPassages(s))
      passages.push({ order: passages.length, section: s, ref: s.ref, text, score: 0 });
  const relevance = normalise(
    bm25(
      passages.map((p) => contentWords(p.text)),
      contentWords(prompt),
    ),
  );
  const weights = normalise(passages.map((p) => ranked.weight(p.section)));
  passages.forEach((p, i) => (p.score = relevance[i]! + weights[i]!));
  let used = 0;
  const kept: Passage[] = [];
  for (const p of [...passages].sort((a, b) => b.score - a.score || a.order - b.order)) {
    const cost = estimateTokens(p.text) + 12;
    if (used + cost > budgetTokens) continue;
    kept.push(p);
    used += cost;
  }
  kept.sort((a, b) => a.order - b.order);
  return { text: kept.map(tag).join("\n"), included: kept.length, total: passages.length };
}
