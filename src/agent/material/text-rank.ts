// TextRank (Mihalcea & Tarau, 2004) over sentences: a graph weighted by shared words, ranked by PageRank, optionally
// biased towards the request's words — the extractive summary the builtin composer picks key sentences with.
import { wordSegments } from "../../lib/segments.js";
import { isStopWord } from "../../lib/stop-words.js";

const words = new Intl.Segmenter(undefined, { granularity: "word" });

/** The words of a sentence that carry meaning: lower-cased, stop words and single letters left out. */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const s of wordSegments(words, text.toLowerCase())) {
    if (!s.isWordLike) continue;
    const w = s.segment;
    if (w.length < 2 && !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(w)) continue;
    if (!isStopWord(w)) out.push(w);
  }
  return out;
}

const DAMPING = 0.85;
const ITERATIONS = 40;
/** Past this many sentences the graph is built on the first ones and the rest score by their words alone. */
const MAX_NODES = 3_000;

/**
 * Scores each sentence (higher = more central); `bias` words raise the sentences that share them (the request's topic).
 * Similarity is the paper's: shared words over the sum of the logs of the two lengths.
 */
export function textRank(sentences: readonly string[], bias: readonly string[] = []): number[] {
  const n = Math.min(sentences.length, MAX_NODES);
  const bags = sentences.map((s) => [...new Set(contentWords(s))]);
  const index = new Map<string, number[]>();
  for (let i = 0; i < n; i++) for (const w of bags[i]!) (index.get(w) ?? index.set(w, []).get(w)!).push(i);
  // A word in more than a quarter of the sentences links everything to everything: it ranks nothing.
  const common = Math.max(8, Math.min(n / 4, 300));
  const edges: Map<number, number>[] = Array.from({ length: n }, () => new Map());
  for (const list of index.values()) {
    if (list.length < 2 || list.length > common) continue;
    for (let a = 0; a < list.length; a++)
      for (let b = a + 1; b < list.length; b++) {
        const i = list[a]!;
        const j = list[b]!;
        edges[i]!.set(j, (edges[i]!.get(j) ?? 0) + 1);
      }
  }
  const logLen = bags.map((b) => Math.log(Math.max(2, b.length)));
  const out: [number, number][][] = Array.from({ length: n }, () => []);
  const weightSum = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    for (const [j, shared] of edges[i]!) {
      const w = shared / (logLen[i]! + logLen[j]!);
      out[i]!.push([j, w]);
      out[j]!.push([i, w]);
      weightSum[i] = weightSum[i]! + w;
      weightSum[j] = weightSum[j]! + w;
    }
  }
  const biasWords = new Set(bias.flatMap((b) => contentWords(b)));
  const prior = bags.slice(0, n).map((b) => 1 + b.filter((w) => biasWords.has(w)).length);
  const priorSum = prior.reduce((a, b) => a + b, 0) || 1;
  let score = new Float64Array(n).fill(1);
  for (let it = 0; it < ITERATIONS; it++) {
    const next = new Float64Array(n);
    for (let i = 0; i < n; i++) next[i] = ((1 - DAMPING) * (prior[i]! * n)) / priorSum;
    for (let j = 0; j < n; j++) {
      if (!weightSum[j]) continue;
      const share = (DAMPING * score[j]!) / weightSum[j]!;
      for (const [i, w] of out[j]!) next[i] = next[i]! + share * w;
    }
    score = next;
  }
  const ranked = Array.from(score);
  // Sentences past the graph's size score as the least central one that shares their words would.
  for (let i = n; i < sentences.length; i++)
    ranked.push((1 - DAMPING) * (1 + bags[i]!.filter((w) => biasWords.has(w)).length) * 0.5);
  return ranked;
}
