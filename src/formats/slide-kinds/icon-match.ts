// Icons by meaning: the Lucide icons that show what a card's words are about, best first — from the business words of
// icon-words.ts in ten languages, then the icons' own English names and tags (assets/icon-index.json); none when nothing fits.
import { readFileSync } from "node:fs";
import { projectPath } from "../../lib/project-root.js";
import { ICON_SUBJECTS, NOT_A_SUBJECT, type IconSubject } from "./icon-words.js";

type Lang = keyof IconSubject["words"];
const LANGS = Object.keys(ICON_SUBJECTS[0]!.words) as Lang[];
/** Languages that write compounds as one word: "Mehlpreise" is read as mehl + preise. */
const COMPOUNDING = new Set<Lang>(["de", "nl"]);

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const ARABIC = /\p{Script=Arabic}/u;

/** Lower case without accents (ß → ss); Arabic without vowel marks, with one alef, yeh for alef maksura, heh for teh marbuta. */
function normalise(word: string): string {
  const w = word.normalize("NFKC").toLowerCase().replace(/[’`]/g, "'");
  if (ARABIC.test(w))
    return w
      .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
      .replace(/[أإآ]/g, "ا")
      .replace(/ى/g, "ي")
      .replace(/ة/g, "ه");
  return w.replace(/ß/g, "ss").normalize("NFD").replace(/\p{M}/gu, "");
}

// Inflection endings of the European languages: a word is looked up as written and with one of them taken off
// ("prices" → price, "pricing" → price, "Preise" → preis, "deliveries" → delivery, "Kunden" → kunde); the table lists the
// base forms and the plurals these do not reach ("rischi", "prezzi").
const ENDINGS: Array<[string, string]> = [
  ["ing", ""],
  ["ing", "e"],
  ["ies", "y"],
  ["ied", "y"],
  ["es", ""],
  ["ed", ""],
  ["ed", "e"],
  ["en", ""],
  ["er", ""],
  ["e", ""],
  ["s", ""],
  ["'s", ""],
  ["n", ""],
];
function baseForms(word: string): string[] {
  const forms = [word];
  for (const [ending, then] of ENDINGS)
    if (word.endsWith(ending) && word.length - ending.length >= 3) forms.push(word.slice(0, -ending.length) + then);
  return forms;
}

/** An Arabic word without its leading conjunction, preposition and article, and without a plural or pronoun ending. */
function arabicForms(word: string): string[] {
  const forms = new Set([word]);
  for (const base of [word, word.replace(/^[وف]/, "")]) {
    for (const bare of [base, base.replace(/^[بلك]/, ""), base.replace(/^[بلك]?ال/, ""), base.replace(/^لل/, "")]) {
      forms.add(bare);
      const suffix = /(ات|ين|ون|ها|هم|ه|ي)$/.exec(bare);
      if (suffix && bare.length - suffix[0].length >= 3) forms.add(bare.slice(0, -suffix[0].length));
    }
  }
  return [...forms].filter((f) => f.length >= 2);
}

interface Hit {
  subject: IconSubject;
  /** 1 for the word itself, less for the first half of a compound. */
  strength: number;
}

interface WordTable {
  byForm: Map<string, IconSubject[]>;
  acronyms: Map<string, IconSubject[]>;
  phrases: Map<string, IconSubject[]>;
  cjk: Array<[string, IconSubject]>;
  compoundParts: Array<[string, IconSubject]>;
}

const add = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (!list) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
};

const tables = new Map<string, WordTable>();
/** The subjects' words of `langs`, indexed the ways a card's words are looked up. */
function wordTable(langs: readonly Lang[]): WordTable {
  const key = langs.join();
  let table = tables.get(key);
  if (table) return table;
  table = { byForm: new Map(), acronyms: new Map(), phrases: new Map(), cjk: [], compoundParts: [] };
  for (const subject of ICON_SUBJECTS) {
    for (const lang of langs) {
      for (const word of subject.words[lang].split(" ").filter(Boolean)) {
        if (/[_-]/.test(word))
          add(
            table.phrases,
            word
              .split(/[_-]/)
              .map((w) => (ARABIC.test(w) ? arabicForms(normalise(w)).at(-1)! : normalise(w)))
              .join(" "),
            subject,
          );
        else if (CJK.test(word)) table.cjk.push([word, subject]);
        else if (word.length > 1 && word === word.toUpperCase() && !ARABIC.test(word))
          add(table.acronyms, word, subject);
        else {
          const n = normalise(word);
          add(table.byForm, n, subject);
          if (COMPOUNDING.has(lang) && n.length >= 4) table.compoundParts.push([n, subject]);
        }
      }
    }
  }
  tables.set(key, table);
  return table;
}

/** The subjects a card's words name, each with how surely it names it. */
function subjectHits(raw: string[], words: string[], cjkText: string, table: WordTable, compounding: boolean): Hit[] {
  const hits = new Map<IconSubject, number>();
  const hit = (subject: IconSubject, strength: number) => hits.set(subject, Math.max(hits.get(subject) ?? 0, strength));
  for (const r of raw) table.acronyms.get(r)?.forEach((s) => hit(s, 1));
  for (const w of words) {
    // The word as written wins over its base forms ("marketing" is not "market").
    const exact = table.byForm.get(w);
    const forms = ARABIC.test(w) ? arabicForms(w) : baseForms(w);
    const found = exact ?? [...new Set(forms.flatMap((f) => table.byForm.get(f) ?? []))];
    found.forEach((s) => hit(s, 1));
    if (found.length || w.length < 7 || ARABIC.test(w)) continue;
    // The last part of a compound names what it is (Mehl|preise: prices), the first what kind (Mehl|preise: flour); the
    // longest part that fits is the part ("Mehlpreise" ends in "preise", not in "reise").
    const heads = table.compoundParts.filter(([part]) =>
      forms.some((f) => f.endsWith(part) && f.length - part.length >= 3),
    );
    // A first part alone ("event|uali") is read only in German or Dutch text; in text of unknown language the word must
    // also end in a known part.
    const modifiers =
      compounding || heads.length
        ? table.compoundParts.filter(([part]) => w.startsWith(part) && w.length - part.length >= 4)
        : [];
    for (const [parts, strength] of [
      [heads, 1],
      [modifiers, 0.9],
    ] as const) {
      const longest = Math.max(0, ...parts.map(([part]) => part.length));
      for (const [part, s] of parts) if (part.length === longest) hit(s, strength);
    }
  }
  const plain = words.map((w) => (ARABIC.test(w) ? arabicForms(w).at(-1)! : w));
  for (const n of [2, 3]) {
    for (let i = 0; i + n <= plain.length; i++)
      table.phrases.get(plain.slice(i, i + n).join(" "))?.forEach((s) => hit(s, 1));
  }
  for (const [word, s] of table.cjk) if (cjkText.includes(word)) hit(s, 1);
  return [...hits].map(([subject, strength]) => ({ subject, strength }));
}

interface IconIndex {
  names: Map<string, string>;
  tags: Map<string, string[]>;
}

/** Tags that mark a glyph rather than a thing: a card about a breakfast club is not about the card suit. */
const GLYPH_TAGS = new Set(["shape", "suit", "letter", "symbol"]);

let iconIndex: IconIndex | null = null;
/** The generated index of Lucide's names and tags (scripts/build-icon-index.ts), read on first use. */
function lucideIndex(): IconIndex {
  if (iconIndex) return iconIndex;
  const { icons } = JSON.parse(readFileSync(projectPath("assets", "icon-index.json"), "utf8")) as {
    icons: Record<string, string[]>;
  };
  const index: IconIndex = { names: new Map(), tags: new Map() };
  for (const [name, tags] of Object.entries(icons)) {
    if (!name.includes("-") && !tags.some((t) => GLYPH_TAGS.has(t)) && !NOT_A_SUBJECT.has(name))
      index.names.set(name, name);
    for (const tag of tags) if (/^[a-z]{3,}$/.test(tag) && !NOT_A_SUBJECT.has(tag)) add(index.tags, tag, name);
  }
  return (iconIndex = index);
}

/** Score of a subject of each weight (its first icon; the next ones a little less). */
const SUBJECT_SCORE = { 1: 2.5, 2: 4, 3: 6 } as const;
/** An icon whose name is the word: with one of its tags beside it, enough ("pizza party"); alone not ("cross-dock" is no cross). */
const NAME_SCORE = 2;
/**
 * A tag only one icon carries; one shared by n icons scores 1/n of it, and one shared by more than five nothing.
 * Lucide's tags are loose associations ("fair" on scale, "score" on volleyball): one tag alone never picks an icon.
 */
const TAG_SCORE = 1.25;
const TAG_SPREAD = 5;
/** What an icon found by its name and tags alone must reach (its name and a tag, or two tags); one a subject row names always qualifies. */
const MIN_SCORE = 2.5;

const segmenters = new Map<string, Intl.Segmenter>();
function wordsOf(text: string, lang: string | undefined): string[] {
  const key = lang ?? "";
  let segmenter = segmenters.get(key);
  if (!segmenter) segmenters.set(key, (segmenter = new Intl.Segmenter(lang, { granularity: "word" })));
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/**
 * The icons that show what `text` is about, best first; empty when nothing in it is a subject an icon shows.
 * `lang` (one of the ten, else ignored) narrows the business words to that language and English.
 */
export function iconsByMeaning(text: string, lang?: string): string[] {
  const known = LANGS.includes(lang as Lang) ? (lang as Lang) : undefined;
  const raw = wordsOf(text, known);
  const words = raw.map(normalise);
  const cjkText = raw.filter((w) => CJK.test(w)).join("");
  const scores = new Map<string, { score: number; trusted: boolean; order: number }>();
  let order = 0;
  const score = (icon: string, points: number, trusted: boolean) => {
    const s = scores.get(icon) ?? { score: 0, trusted: false, order: order++ };
    s.score += points;
    s.trusted ||= trusted;
    scores.set(icon, s);
  };

  for (const { subject, strength } of subjectHits(
    raw,
    words,
    cjkText,
    wordTable(known ? [...new Set<Lang>([known, "en"])] : LANGS),
    !!known && COMPOUNDING.has(known),
  )) {
    subject.icons.forEach((icon, k) => score(icon, SUBJECT_SCORE[subject.weight] * strength * (1 - 0.1 * k), true));
  }

  if (!known || !["ja", "zh", "ar"].includes(known)) {
    const index = lucideIndex();
    for (const w of new Set(words.filter((w) => /^[a-z]{3,}$/.test(w) && !NOT_A_SUBJECT.has(w)))) {
      const forms = baseForms(w);
      const named = forms.map((f) => index.names.get(f)).find(Boolean);
      if (named) score(named, NAME_SCORE, false);
      const tagged = new Set(forms.flatMap((f) => index.tags.get(f) ?? []));
      const spread = Math.max(0, ...forms.map((f) => index.tags.get(f)?.length ?? 0));
      if (spread <= TAG_SPREAD) for (const icon of tagged) score(icon, TAG_SCORE / spread, false);
    }
  }

  return [...scores]
    .filter(([, s]) => s.trusted || s.score >= MIN_SCORE)
    .sort(([a, x], [b, y]) => y.score - x.score || x.order - y.order || a.localeCompare(b))
    .map(([icon]) => icon);
}
