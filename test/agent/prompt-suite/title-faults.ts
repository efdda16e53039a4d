// Whether a title is clean: no instruction or politeness, not cut mid-phrase or mid-list, no next sentence run in.
import { compact, isCjk, norm, wordsOf } from "./normalise.js";
import type { Clause, Lang } from "./types.js";
import {
  COUNT_UNITS,
  DANGLING,
  FORM_WORDS,
  FUNCTION_WORDS,
  INSTRUCTION,
  OPENERS,
  POLITE,
  PREPOSITIONS,
} from "./words.js";

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

const ABBREVIATIONS =
  /(?:^|\s)(?:vs|etc|e\.g|i\.e|z\.b|bzw|ca|usw|mio|mrd|mln|tsd|nr|no|st|dr|inc|co|corp|ltd|plc|llc|bros|jr|sr)\.$/i;

/** A phrase inside a text: whole words for Latin scripts, a substring for CJK and Arabic. */
function holdsPhrase(text: string, phrase: string, lang: Lang): boolean {
  const t = norm(text);
  const p = norm(phrase);
  // CJK has no spaces between words: a substring. Arabic and Latin words stand apart ("قدّم" is not inside "مقدمة").
  if (isCjk(lang) || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(p)) return t.includes(p);
  return new RegExp(`(?<![\\p{L}\\p{N}])${p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u").test(t);
}

/** The lists a prompt gives, item by item in its order: a title that copies the prompt up to one of them but the last was cut mid-list. */
function listsOf(clauses: Clause[]): string[][] {
  return clauses.flatMap((c) =>
    c.type === "sections" || c.type === "risks" || c.type === "priorities"
      ? [c.items]
      : c.type === "names"
        ? [c.names]
        : [],
  );
}

/** "…mit den Abschnitten Kosten" from "…mit den Abschnitten Kosten, Einsparungen und Empfehlung": the title stops inside the list. */
function cutMidList(title: string, prompt: string, lists: string[][], lang: Lang): string | null {
  const cjk = isCjk(lang);
  const tokens = (s: string) =>
    cjk
      ? [...compact(s)]
      : norm(s)
          .split(/[^\p{L}\p{N}\p{M}]+/u)
          .filter(Boolean);
  const t = tokens(title);
  const p = tokens(prompt);
  for (const items of lists) {
    for (const item of items.slice(0, -1)) {
      const it = tokens(item);
      if (!it.length || t.length <= it.length || t.slice(-it.length).join("\u0000") !== it.join("\u0000")) continue;
      // The title's words before the item must precede it in the prompt too: a copy of the prompt, not a title that happens to end alike.
      const context = t.slice(-(it.length + Math.min(cjk ? 3 : 2, t.length - it.length)));
      for (let i = 0; i + context.length <= p.length; i++) {
        if (context.every((w, k) => p[i + k] === w)) return item;
      }
    }
  }
  return null;
}

/** Why a title is not a clean title, if it is not: instruction words, a cut phrase or list, the next sentence run in. */
export function titleFaults(
  title: string,
  prompt: string,
  lang: Lang,
  main: boolean,
  clauses: Clause[] = [],
): string[] {
  const faults: string[] = [];
  const t = title.normalize("NFKC").trim();
  for (const l of new Set<Lang>([lang, "en"]))
    if (POLITE[l].test(t)) faults.push(`a polite request word (${POLITE[l].exec(t)![0]})`);
  for (const [l, list] of Object.entries(INSTRUCTION) as [Lang, string[]][]) {
    for (const w of list) if (holdsPhrase(t, w, l) && holdsPhrase(prompt, w, l)) faults.push(`the instruction "${w}"`);
  }
  const count = COUNT_UNITS.exec(t);
  if (count) faults.push(`keeps the request's count ("${count[0]}")`);
  if (/[:,;(\[{–—\-/&、，：（「«،]$/u.test(t)) faults.push(`ends on "${t.at(-1)}"`);
  const cut = cutMidList(t, prompt, listsOf(clauses), lang);
  if (cut) faults.push(`stops inside a list, after "${cut}"`);
  const opens = (t.match(/[(（\[［]/g) ?? []).length;
  const closes = (t.match(/[)）\]］]/g) ?? []).length;
  if (opens > closes) faults.push("an unclosed bracket");
  const bare = t.replace(/[\s.!?。！？…»」）)\]"'”’]+$/u, "");
  if (isCjk(lang)) {
    // A particle after a content word (東京の, 開業を); a final kana inside a kana word (はじめに) is no particle.
    const end = DANGLING[lang].find(
      (w) => bare.endsWith(w) && !(w.length === 1 && /\p{Script=Hiragana}$/u.test(bare.slice(0, -1))),
    );
    if (end) faults.push(`ends on the particle "${end}"`);
  } else {
    // The last word as spaces delimit it: "Pont-Neuf" ends on a name, "de l'" on an article.
    const last = norm(bare)
      .split(" ")
      .at(-1)
      ?.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (last && DANGLING[lang].includes(last)) faults.push(`ends on "${last}"`);
  }
  // Two prepositions side by side the prompt never wrote so: words between them were cut out ("Memo in for McKinley's").
  const preps = new Set(PREPOSITIONS[lang] ?? []);
  const words = norm(bare)
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""));
  for (let i = 1; i < words.length; i++) {
    const pair = `${words[i - 1]} ${words[i]}`;
    if (preps.has(words[i - 1]!) && preps.has(words[i]!) && !` ${norm(prompt)} `.includes(` ${pair} `)) {
      faults.push(`a hole in the phrase ("${pair}")`);
      break;
    }
  }
  // A sentence end inside the title, followed by more words: the next sentence ran in. A Latin full stop ends a sentence
  // only before a space ("R.A.3.2b", "dati.gov.it" are one word); a CJK one needs none.
  for (const m of t.matchAll(/[.!?؟](?=\s+[\p{L}])|[。！？](?=\s*[\p{L}])/gu)) {
    const before = t.slice(0, m.index! + 1);
    // An abbreviation, an initial ("Y. pestis") or an ordinal day ("am 25. Februar") ends no sentence.
    if (m[0] === "." && (ABBREVIATIONS.test(before) || /(?:^|[\s(])(?:\p{Lu}|\d{1,2})\.$/u.test(before))) continue;
    faults.push(`runs into the next sentence ("${clip(t.slice(m.index!), 30)}")`);
    break;
  }
  if (main) {
    const first = isCjk(lang)
      ? ""
      : (norm(t)
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)[0] ?? "");
    if (OPENERS[lang].includes(first) || OPENERS[lang].some((o) => isCjk(lang) && o && t.startsWith(o)))
      faults.push(`opens like a request ("${first || t.slice(0, 2)}")`);
    if (!isCjk(lang)) {
      const skip = new Set([...FORM_WORDS, ...DANGLING[lang], ...FUNCTION_WORDS[lang]]);
      if (!wordsOf(t).some((w) => !skip.has(w))) faults.push("names no subject, only the form");
    }
  }
  return faults;
}
