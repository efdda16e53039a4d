// A doc written from the user's material: its key sentences (TextRank) under its own headings, each heading once, what
// sums it up first, small tables kept, every section ending on a footnote that names the file and page or slide it came
// from. Front matter is not quoted; nothing is reworded or added.
import { refText } from "../../../formats/model/slide-notes.js";
import type { Doc, SourceRef, TableData } from "../../../formats/model/source.js";
import { escapeMarkdownText, tableMarkdown } from "../../../formats/model/to-markdown.js";
import type { Material, MaterialSection } from "../../material/material.js";
import { isFrontMatter, keySentences, SUMMARY_TITLE, type RankedMaterial } from "../../material/rank-material.js";
import { contentSections, sectionRole } from "../../material/section-role.js";
import type { Say } from "../scaffold-text.js";
import { excerpt, materialTitle } from "./material-text.js";
import { sectionTitles, titleBook } from "./slide-titles.js";
import { isRealTable, withoutBlankRows } from "./table-quality.js";

export interface GroundedDocOptions {
  say: Say;
  warnings: string[];
  /** Pages asked for ("a one-page brief"); about 450 words a page. */
  pages: number | null;
  /** Sections asked for. */
  sections: number | null;
}

const WORDS_PER_PAGE = 450;
/** Without a length asked for: every section, at most this many. */
const MAX_SECTIONS = 12;
const SENTENCES = 4;
const TABLE_ROWS = 12;

/** A heading's own numbering ("2. Overview") needs no escape after "## ": it cannot start a list there. */
const headingText = (title: string) => escapeMarkdownText(title).replace(/^(\d+)\\([.)])/, "$1$2");

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Whole sentences read on as prose; a slide's bullets and other fragments stay a list, so they do not run together. */
const ENDS_SENTENCE = /[.!?…。！？][\p{Pe}\p{Pf}"']*$/u;
function prose(sentences: readonly string[], marks: readonly string[] = []): string {
  const marked = sentences.map((t, i) => t + (marks[i] ?? ""));
  return sentences.every((t) => ENDS_SENTENCE.test(t)) ? marked.join(" ") : marked.map((t) => `- ${t}`).join("\n");
}

/** The table's first rows as Markdown (a brief quotes a table; the file has all of it). */
const tableOf = (t: TableData) => tableMarkdown({ columns: t.columns, rows: t.rows.slice(0, TABLE_ROWS) });

export function composeGroundedDoc(
  materials: readonly Material[],
  sections: readonly MaterialSection[],
  ranked: RankedMaterial,
  opts: GroundedDocOptions,
): Doc {
  const { say, warnings } = opts;
  const title = materialTitle(materials);
  const budget = opts.pages ? opts.pages * WORDS_PER_PAGE : Infinity;
  const maxSections = opts.sections ?? MAX_SECTIONS;
  const notes = new Map<string, number>();
  const mark = (ref: SourceRef) => {
    const key = refText(ref);
    if (!notes.has(key)) notes.set(key, notes.size + 1);
    return `[^${notes.get(key)}]`;
  };

  // The summary up front: an abstract's (or summary's) most central sentences, else the material's.
  const summary = sections.find((s) => s.title && SUMMARY_TITLE.test(s.title) && ranked.of(s.order).length >= 2);
  const pool = summary ? ranked.of(summary.order) : ranked.sentences;
  const lead = [...pool]
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .sort((a, b) => a.section - b.section || a.pos - b.pos);
  const byOrder = new Map(sections.map((s) => [s.order, s]));
  const parts: string[] = [];
  let words = 0;
  if (lead.length) {
    const text = prose(
      lead.map((x) => escapeMarkdownText(excerpt(x.text))),
      lead.map((x) => mark(byOrder.get(x.section)!.ref)),
    );
    parts.push(text);
    words += wordCount(text);
  }

  // What sums the material up goes first (its introduction, scope, conclusions), then the sections by weight.
  const named = sections.filter((s) => s !== summary && !isFrontMatter(s));
  const rest = contentSections(named);
  const byWeight = [...rest].sort((a, b) => ranked.weight(b) - ranked.weight(a) || a.order - b.order);
  const weighted = [
    ...byWeight.filter((s) => sectionRole(s.title) === "lead"),
    ...byWeight.filter((s) => sectionRole(s.title) !== "lead"),
  ];
  const names = sectionTitles(named, title, say("introduction"));
  const book = titleBook([title]);
  const chosen: { s: MaterialSection; heading: string; body: string[] }[] = [];
  for (const s of weighted) {
    if (chosen.length >= maxSections) break;
    const sentences = keySentences(ranked, s.order, SENTENCES).map((x) => escapeMarkdownText(excerpt(x.text)));
    const found = s.tables.find(isRealTable);
    const table = found ? withoutBlankRows(found) : undefined;
    const body: string[] = [];
    if (sentences.length) body.push(prose(sentences));
    if (table && (!sentences.length || words + wordCount(tableOf(table)) <= budget / 2)) body.push(tableOf(table));
    if (!body.length) continue;
    const cost = wordCount(body.join(" ")) + 2;
    if (chosen.length && words + cost > budget) continue;
    // Two sections of one file under one heading are one section: the second is left out, never a second heading.
    const heading = book.claim(names.get(s.order)!);
    if (heading === null) continue;
    chosen.push({ s, heading, body });
    words += cost;
  }
  chosen.sort((a, b) => a.s.order - b.s.order);
  const left = named.filter((s) => s.title && !chosen.some((c) => c.s === s));
  if (left.length)
    warnings.push(
      `${left.length} ${left.length === 1 ? "section" : "sections"} of the material did not fit the length asked for and ${left.length === 1 ? "was" : "were"} left out: ${left
        .slice(0, 8)
        .map((s) => `“${s.title}”`)
        .join(", ")}${left.length > 8 ? ", …" : ""}.`,
    );
  for (const { s, heading, body } of chosen) {
    // The footnote goes on the section's last sentence, or under its table; numbered in reading order.
    const last = body[body.length - 1]!;
    if (last.startsWith("|")) body.push(`${say("source")}: ${mark(s.ref)}`);
    else body[body.length - 1] = last + mark(s.ref);
    parts.push(`## ${headingText(heading)}\n\n${body.join("\n\n")}`);
  }
  const footnotes = [...notes].map(([text, n]) => `[^${n}]: ${escapeMarkdownText(text)}`);
  return {
    kind: "doc",
    title,
    markdown: [`# ${headingText(title)}`, ...parts, footnotes.join("\n")].filter(Boolean).join("\n\n") + "\n",
  };
}
