// The subject a passage keeps coming back to, in its own words: the name or noun phrase it repeats most — a title for
// text without a heading, where its first sentence cut short or "Introduction" would say nothing.
import { wordSegments } from "../../lib/segments.js";
import { isStopWord, isSubjectStopWord } from "../../lib/stop-words.js";

const words = new Intl.Segmenter(undefined, { granularity: "word" });
const CJK = /[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]/u;
const MAX_WORDS = 4;
const MAX_CHARS = 60;
const SAMPLE = 20_000;

const isStop = (w: string) => isStopWord(w) || isSubjectStopWord(w);
/** A word a subject can hold: letters in it, not a bare number, not a one-letter word. */
const isSubjectWord = (w: string) => /\p{L}/u.test(w) && [...w].length >= 2 && !isStop(w.toLowerCase());

interface Phrase {
  text: string;
  key: string;
  at: number;
  size: number;
  /** It stands right after a number: a unit ("1.5 million", "20 ans", "5万人"), not a subject. */
  unit: boolean;
  /** Written with a capital where a sentence does not start: a name. */
  name: boolean;
}

const afterNumber = (text: string, at: number) => /\p{N}[\s\u00A0‐-]?$/u.test(text.slice(Math.max(0, at - 2), at));
const startsSentence = (text: string, at: number) =>
  /(?:^|[.!?:]\s+|\n\s*)$/u.test(text.slice(Math.max(0, at - 3), at));

/** Runs of meaningful words between function words and punctuation, and every shorter run inside them. */
function latinPhrases(text: string): Phrase[] {
  const out: Phrase[] = [];
  let run: { text: string; at: number }[] = [];
  const flush = () => {
    for (let i = 0; i < run.length; i++) {
      for (let n = 1; n <= MAX_WORDS && i + n <= run.length; n++) {
        const part = run.slice(i, i + n);
        const from = part[0]!.at;
        const last = part[n - 1]!;
        const phrase = text.slice(from, last.at + last.text.length);
        const name = /^\p{Lu}/u.test(phrase) && !startsSentence(text, from);
        if (phrase.length <= MAX_CHARS)
          out.push({
            text: phrase,
            key: part.map((p) => p.text.toLowerCase()).join(" "),
            at: from,
            size: n,
            unit: afterNumber(text, from),
            name,
          });
      }
    }
    run = [];
  };
  let at = 0;
  for (const s of wordSegments(words, text)) {
    if (s.isWordLike && isSubjectWord(s.segment)) run.push({ text: s.segment, at });
    else if (s.isWordLike || !/^[\s\-‐]+$/u.test(s.segment) || /\s{2,}|\n/.test(s.segment)) flush();
    at += s.segment.length;
  }
  flush();
  return out;
}

/** Names written in Latin letters inside CJK text ("Google", "Google Earth"): each run, and each of its words. */
function latinNamesIn(text: string): Phrase[] {
  const out: Phrase[] = [];
  for (const m of text.matchAll(
    /(?<![\p{Script=Latin}\p{N}])(?=\p{Lu})[\p{Script=Latin}\p{N}]{2,}(?:\s(?=\p{Lu})[\p{Script=Latin}\p{N}]{2,}){0,3}/gu,
  )) {
    const parts = m[0].split(" ");
    const pieces = parts.length > 1 ? [m[0], ...parts] : parts;
    for (const piece of pieces)
      out.push({
        text: piece,
        key: piece.toLowerCase(),
        at: m.index! + m[0].indexOf(piece),
        size: piece.split(" ").length,
        unit: false,
        name: true,
      });
  }
  return out;
}

/** Runs of kanji and katakana (the names and nouns of Chinese and Japanese text), and their pieces of two and more. */
function cjkPhrases(text: string): Phrase[] {
  const out: Phrase[] = [];
  for (const m of text.matchAll(/[\p{Script=Han}\p{Script=Katakana}ー・]{2,}/gu)) {
    const run = m[0];
    for (let i = 0; i < run.length; i++) {
      for (let n = 2; n <= 8 && i + n <= run.length; n++) {
        const piece = run.slice(i, i + n);
        // A counter or a particle at its edge ("第", "的", "之") belongs to the words around it.
        if (/^[第的之年月日]|[第的之]$/u.test(piece)) continue;
        out.push({
          text: piece,
          key: piece,
          at: m.index! + i,
          size: n / 2,
          unit: afterNumber(text, m.index! + i),
          name: false,
        });
      }
    }
  }
  return out;
}

/**
 * The passage's subjects, best first: the phrases whose whole it repeats (longer phrases and names weigh more); none when
 * it repeats nothing. `avoid` are titles already used: a phrase made only of their words is not offered again.
 */
export function subjectPhrases(text: string, avoid: readonly string[] = []): string[] {
  const sample = text.slice(0, SAMPLE);
  // Arabic joins its articles and prepositions to words, and its function words are not listed here: no guess.
  if (/\p{Script=Arabic}/u.test(sample)) return [];
  const phrases = CJK.test(sample) ? [...cjkPhrases(sample), ...latinNamesIn(sample)] : latinPhrases(sample);
  const avoided = new Set(avoid.flatMap((a) => a.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean));
  const tally = new Map<string, { first: Phrase; count: number; units: number; names: number }>();
  for (const p of phrases) {
    const t = tally.get(p.key) ?? tally.set(p.key, { first: p, count: 0, units: 0, names: 0 }).get(p.key)!;
    t.count++;
    t.units += Number(p.unit);
    t.names += Number(p.name);
  }
  const ranked: { first: Phrase; score: number }[] = [];
  for (const { first, count, units, names } of tally.values()) {
    if (count < 2 || units * 2 >= count) continue;
    if (first.key.split(" ").every((w) => avoided.has(w)) || avoid.some((a) => a.toLowerCase().includes(first.key)))
      continue;
    // A phrase said again whole names the subject, the more so the more words it keeps together and when it is a name.
    // One word never written with a capital inside a sentence is more often a verb or an adjective ("trat", "rose") than
    // a subject; German writes every noun with one.
    const plain = first.size === 1 && names === 0 && !CJK.test(first.key) ? 0.5 : 1;
    ranked.push({ first, score: count * first.size * (names * 2 >= count ? 1.5 : 1) * plain });
  }
  ranked.sort((a, b) => b.score - a.score || a.first.at - b.first.at);
  return ranked.map(({ first: { text: t } }) => t.charAt(0).toLocaleUpperCase() + t.slice(1));
}

/** The passage's subject (subjectPhrases' first), or null. */
export const subjectPhrase = (text: string, avoid: readonly string[] = []): string | null =>
  subjectPhrases(text, avoid)[0] ?? null;

/**
 * The phrases a text opens with: its first whole runs of two or more meaningful words, in order (in CJK, the first
 * sentence's runs of kanji and katakana, longest first) — a subject for a short text that repeats nothing ("Net cash"),
 * before a stock word would.
 */
export function leadPhrases(text: string, avoid: readonly string[] = []): string[] {
  const sample = text.slice(0, 600);
  if (/\p{Script=Arabic}/u.test(sample)) return [];
  const avoided = new Set(avoid.flatMap((a) => a.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean));
  // A figure stays with its sentence: no phrase holding a digit ("4h30 consécutives") becomes a title; nor a verb a
  // French elision marks ("n'est", "s'applique", "qu'il").
  const fresh = (t: string) =>
    !/\p{N}/u.test(t) &&
    !/(?:^|\s)(?:n|s|c|qu|j|m|t)['’]/iu.test(t) &&
    !t
      .toLowerCase()
      .split(/\s+/)
      .every((w) => avoided.has(w)) &&
    !avoid.some((a) => a.toLowerCase().includes(t.toLowerCase()));
  if (CJK.test(sample)) {
    const first = sample.split(/[。！？\n]/u)[0]!;
    return [...first.matchAll(/[\p{Script=Han}\p{Script=Katakana}ー・]{3,12}/gu)]
      .map((m) => m[0])
      .filter(fresh)
      .sort((a, b) => b.length - a.length);
  }
  const phrases = latinPhrases(sample);
  const whole = phrases.filter(
    (p) =>
      p.size >= 2 &&
      !p.unit &&
      !phrases.some((q) => q.at <= p.at && q.at + q.text.length >= p.at + p.text.length && q.size > p.size),
  );
  return whole.filter((p) => fresh(p.key)).map(({ text: t }) => t.charAt(0).toLocaleUpperCase() + t.slice(1));
}
