// The material's sentences ranked by TextRank (biased to the request's words), and each section's weight from them.
import { inlineText, type Block } from "../../formats/model/blocks.js";
import { sentencesOf as platformSentences } from "../../formats/doc-to-deck/doc-text.js";
import type { MaterialSection } from "./material.js";
import { isReadableItem, isReadableSentence, unbalanced } from "./readable.js";
import { sectionRole } from "./section-role.js";
import { contentWords, textRank } from "./text-rank.js";

export interface RankedSentence {
  text: string;
  /** The section's `order`. */
  section: number;
  /** Reading position within the section. */
  pos: number;
  score: number;
}

/** A document's front matter: a section under the file's own title (its byline, affiliations), not what it says. */
export const isFrontMatter = (s: MaterialSection) =>
  !!s.title && s.title.trim() === s.fileTitle.trim() && s.tables.length === 0;

export interface RankedMaterial {
  sentences: RankedSentence[];
  /** A section's sentences in reading order. */
  of(section: number): RankedSentence[];
  /** A section's weight: its best sentences' scores, plus what its tables, charts and figures add. */
  weight(section: MaterialSection): number;
}

/**
 * How a paragraph is cut into sentences: the platform's rules by default; the composer passes its reader's, which know
 * the material's language (its abbreviations, "am 12. Mai", "im 16. und 17. Jahrhundert").
 */
export type SentenceSplitter = (text: string) => string[];

/** A paragraph's sentences, a sentence cut at an abbreviation inside brackets ("(Davis, 1989, p. 324)") made whole again. */
function paragraphSentences(text: string, sentencesOf: SentenceSplitter): string[] {
  const out: string[] = [];
  for (const s of sentencesOf(text.replace(/\s+/g, " ").trim())) {
    const last = out[out.length - 1];
    if (last !== undefined && unbalanced(last)) out[out.length - 1] = `${last} ${s}`;
    else out.push(s);
  }
  return out;
}

/** The sentences of prose, list items and quotes that read alone, in reading order (code and subheadings are not sentences). */
export function sentencesOfBlocks(blocks: readonly Block[], split: SentenceSplitter = platformSentences): string[] {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.type === "paragraph")
      out.push(...paragraphSentences(inlineText(b.children), split).filter(isReadableSentence));
    else if (b.type === "list") for (const item of b.items) out.push(...itemSentences(item.blocks, split));
    else if (b.type === "quote") out.push(...sentencesOfBlocks(b.blocks, split));
  }
  return out;
}

/** A list item is its own point: whole when it is one sentence (it need not be prose), else its sentences. */
function itemSentences(blocks: readonly Block[], split: SentenceSplitter): string[] {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.type === "paragraph") {
      const sentences = paragraphSentences(inlineText(b.children), split);
      out.push(...sentences.filter(sentences.length === 1 ? isReadableItem : isReadableSentence));
    } else if (b.type === "list") for (const item of b.items) out.push(...itemSentences(item.blocks, split));
    else if (b.type === "quote") out.push(...sentencesOfBlocks(b.blocks, split));
  }
  return out;
}

/** Text compared without case, punctuation, spacing or a heading's numbering. */
const plain = (text: string) =>
  text
    .replace(/^\s*\d+(?:\.\d+)*[.)]?\s+/, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** A sentence that leans on the one before it ("But this…", "At this point…") reads badly alone on a slide. */
const LEANS_BACK =
  /^(?:but|and|or|so|thus|hence|however|also|this|these|that|those|it|its|they|such|here|there|then|finally|moreover|furthermore|at this point|in this case|in addition|as a result|consequently|therefore|instead|otherwise|still|yet|again|similarly|likewise|in contrast|on the other hand|for this reason)\b/i;
/** "see Figure 3", "in Section 5": pointers into a document the slide does not show. */
const POINTS_AWAY = /\b(?:fig(?:ure)?\.?|section|table|chapter|appendix)\s+\d/i;
/** A summary a brief can open with: an abstract, an executive summary. */
export const SUMMARY_TITLE =
  /^(?:\d+\.?\s*)?(?:abstract|summary|executive summary|management summary|synopsis|key findings|zusammenfassung|kurzfassung|résumé|resumen|sommario|samenvatting)\b/i;
/** A section's weight by its role: what sums a document up first, its apparatus next to nothing. */
const ROLE_WEIGHT = { lead: 1.5, body: 1, annex: 0.3, apparatus: 0.1 } as const;

export function rankMaterial(
  sections: readonly MaterialSection[],
  bias: readonly string[],
  split: SentenceSplitter = platformSentences,
): RankedMaterial {
  const sentences: RankedSentence[] = [];
  for (const s of sections) {
    // A line that only says its heading (or its file's title) again is an echo, not a point.
    const echoes = new Set([s.title, s.fileTitle].filter((t): t is string => !!t).map(plain));
    sentencesOfBlocks(s.blocks, split)
      .filter((t) => !echoes.has(plain(t)))
      .forEach((text, pos) => sentences.push({ text, section: s.order, pos, score: 0 }));
  }
  const scores = textRank(
    sentences.map((s) => s.text),
    bias,
  );
  // A bibliography's entries are not what a document says: they rank last wherever they are used.
  const apparatus = new Set(sections.filter((s) => sectionRole(s.title) === "apparatus").map((s) => s.order));
  sentences.forEach(
    (s, i) =>
      (s.score =
        scores[i]! *
        (LEANS_BACK.test(s.text) ? 0.6 : 1) *
        (POINTS_AWAY.test(s.text) ? 0.8 : 1) *
        (apparatus.has(s.section) ? 0.05 : 1)),
  );
  const bySection = new Map<number, RankedSentence[]>();
  for (const s of sentences) (bySection.get(s.section) ?? bySection.set(s.section, []).get(s.section)!).push(s);
  const biasWords = new Set(bias.flatMap((b) => contentWords(b)));
  const weights = new Map<number, number>();
  return {
    sentences,
    of: (section) => bySection.get(section) ?? [],
    weight(section) {
      // Sorting by weight asks for each section many times: it is worked out once.
      let w = weights.get(section.order);
      if (w === undefined) {
        const best = (bySection.get(section.order) ?? [])
          .map((s) => s.score)
          .sort((a, b) => b - a)
          .slice(0, 3);
        const text = best.reduce((a, b) => a + b, 0);
        const data = section.tables.length + section.charts.length + (section.metrics.length ? 1 : 0);
        const titled = section.title && contentWords(section.title).some((w) => biasWords.has(w)) ? 1 : 0;
        w = (text + data * 1.5 + titled) * ROLE_WEIGHT[sectionRole(section.title)];
        weights.set(section.order, w);
      }
      return w;
    },
  };
}

/** A section's best sentences (at most `n`, within `chars`, none of `skip`), back in reading order. */
export function keySentences(
  ranked: RankedMaterial,
  section: number,
  n: number,
  chars = Infinity,
  skip: ReadonlySet<string> = new Set(),
): RankedSentence[] {
  const picked: RankedSentence[] = [];
  let used = 0;
  for (const s of [...ranked.of(section)].sort((a, b) => b.score - a.score)) {
    if (picked.length >= n) break;
    if (skip.has(s.text) || (used + s.text.length > chars && picked.length)) continue;
    picked.push(s);
    used += s.text.length;
  }
  return picked.sort((a, b) => a.pos - b.pos);
}
