// A prompt cut into sentences (Intl.Segmenter, with the abbreviations it does not know joined back), a sentence into
// its label and body ("Risks: …"), and a body into its list items — never inside brackets, quotes or a number.
import type { Lang } from "./language.js";
import { figureSpans, isChangeOnly } from "./figures.js";
import { namesDate } from "./dates.js";
import { LEXICONS } from "./lexicon.js";
import { startsWithMonth } from "./months.js";
import { escapeRegExp } from "../../lib/text.js";

const BULLET = /^\s*(?:[-*•·▪►–]|\d{1,2}[.)]|[a-z][.)])\s+/i;

export interface Line {
  text: string;
  /** A list item of the lines ("- …", "1. …"), joined to the label line above it. */
  bullet: boolean;
  /** How far the line is indented: a list item indented under another is its sub-item. */
  indent: number;
}

/** A line of one punctuation mark repeated: a Setext or reStructuredText heading's underline, or a rule between parts. */
const RULE = /^(?<mark>[=\-~^*_#+`'"])\k<mark>{2,}$/;

/**
 * The prompt's lines, without blank ones; bullets marked; a line wrapped onto the next joined again; a heading
 * underlined ("Goals\n=====", as Markdown and reStructuredText write one) as the "## Goals" it means, a rule dropped.
 */
export function linesOf(prompt: string): Line[] {
  const out: Line[] = [];
  let column = 0; // where the text of the list item above starts, 0 when the line above is no list item
  let above = ""; // the line above, "" after a blank line
  for (const raw of prompt.split(/\r?\n/)) {
    const text = raw.trim();
    if (!text) {
      above = "";
      continue;
    }
    if (RULE.test(text)) {
      const last = out[out.length - 1];
      if (last && above && !last.bullet && !/^#{1,6}\s/.test(last.text)) last.text = `## ${last.text}`;
      above = "";
      continue;
    }
    const marker = BULLET.exec(raw);
    const indent = raw.length - raw.trimStart().length;
    const last = out[out.length - 1];
    if (last && above && !marker && wrapped(above, text, indent, column)) {
      last.text = `${last.text} ${text}`;
      above = text;
      continue;
    }
    out.push(marker ? { text: raw.replace(BULLET, "").trim(), bullet: true, indent } : { text, bullet: false, indent });
    column = marker ? marker[0].length : 0;
    above = text;
  }
  return out;
}

/**
 * Whether a line goes on with the one above: indented under a list item's text (a hanging indent, as Markdown and
 * reStructuredText wrap), or a long line cut mid-sentence before a lower-case word ("… per le / amministrazioni").
 */
function wrapped(above: string, text: string, indent: number, column: number): boolean {
  if (column > 0 && indent >= column) return true;
  return above.length >= 60 && !/[.:;!?。：；！？]$/u.test(above) && /^\p{Ll}/u.test(text);
}

const segmenters = new Map<string, Intl.Segmenter>();
const segmenter = (lang: Lang) =>
  segmenters.get(lang) ?? segmenters.set(lang, new Intl.Segmenter(lang, { granularity: "sentence" })).get(lang)!;

/** A line's sentences: the platform's segmentation, joined again after an abbreviation, an initial or a lower-case start. */
export function sentencesOf(line: string, lang: Lang): string[] {
  const abbreviations = new Set([...LEXICONS[lang].abbreviations, ...LEXICONS.en.abbreviations]);
  const out: string[] = [];
  for (const { segment } of segmenter(lang).segment(line)) {
    const prev = out[out.length - 1];
    if (prev !== undefined && continues(prev, segment, abbreviations, lang)) out[out.length - 1] = prev + segment;
    else out.push(...splitBeforeFigure(segment, abbreviations));
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Unicode's rules do not end a sentence before "1,200 members" (a number then a lower-case word): prompts do. */
function splitBeforeFigure(segment: string, abbreviations: Set<string>): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of segment.matchAll(/(?<=(?<word>[\p{L}\p{N}%)]+)[.!?])\s+(?=[\p{N}$€£¥])/gu)) {
    const word = m.groups!.word!;
    if (abbreviations.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word)) continue;
    out.push(segment.slice(from, m.index! + m[0].length));
    from = m.index! + m[0].length;
  }
  out.push(segment.slice(from));
  return out;
}

/** Abbreviations that also end sentences ("… and Brightwell & Co. Structure it …"): joined only before a lower-case word. */
const MAY_END = new Set(["etc", "co", "inc", "ltd", "corp", "usw", "ecc", "enz", "p.m", "a.m"]);
/** Abbreviations of "number" and "page" ("No. 5", "Nr. 4", "Fig. 3"): joined only before a number. */
const BEFORE_NUMBER = new Set([
  "no",
  "nr",
  "núm",
  "num",
  "nº",
  "n°",
  "n.º",
  "fig",
  "art",
  "abs",
  "vol",
  "p",
  "pp",
  "s",
]);
const SCALES = new Set(["mio", "mrd", "tsd", "mln", "mld", "bn", "mill", "mi", "bi"]);
/** Words a new sentence begins with after a figure: requests, politeness, articles, pronouns. */
const STARTERS =
  /^\s*(?:bitte|wir|ich|die|der|das|es|sie|er|unser|unsere|erstelle|schreibe|mach|please|we|i|the|our|make|create|write|nous|je|le|la|les|nos|crée|fais|nosotros|el|los|las|haz|crea|nós|o|os|crie|faça|noi|il|lo|crea|fai|wij|ik|de|het|maak|schrijf)(?![\p{L}])/iu;

/** A bracket opened and not closed ("(+8 % ggü. Vorjahr)"): no sentence ends inside it. */
function insideBrackets(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === "(" || ch === "（") depth++;
    else if ((ch === ")" || ch === "）") && depth > 0) depth--;
  }
  return depth > 0;
}

function continues(prev: string, next: string, abbreviations: Set<string>, lang: Lang): boolean {
  const p = prev.trimEnd();
  if (insideBrackets(p) && /[)）]/.test(next)) return true;
  // "… ca. 4 kg (8.8 lb.) Dampf pro kWh": a short word's full stop closing a bracket opened mid-sentence is an abbreviation's.
  const bracketed = /\S\s*[(（][^()（）]*?(?:^|[\s\d])(?<word>\p{L}{1,4})\.[)）]$/u.exec(p)?.groups!.word;
  if (bracketed && (abbreviations.has(bracketed.toLowerCase()) || bracketed.length <= 3)) return true;
  if (!/\.$/.test(p)) return false;
  if (isOrdinal(p, next, lang)) return true;
  const last = /(?<word>[\p{L}.]+)\.$/u.exec(p)?.groups!.word?.toLowerCase() ?? "";
  // "z. B.", "d. h.", "p. ex.": an abbreviation written with spaces between its letters.
  const spaced =
    /(?:^|\s)(?<letters>(?:\p{L}{1,2}\.\s)+\p{L}{1,3})\.$/u
      .exec(p)
      ?.groups!.letters?.replace(/\s/g, "")
      .toLowerCase() ?? "";
  if (/^\s*\p{Ll}/u.test(next)) return true;
  if (MAY_END.has(last)) return false;
  if (BEFORE_NUMBER.has(last)) return /^\s*[#]?\p{N}/u.test(next);
  // "2,1 Mio. Euro", "1,3 Mio. Paletten" go on (German nouns take capitals); "… 2,1 Mio. Bitte erstelle …" and
  // "R$ 2,1 mi. Estrutura: …" start new sentences.
  if (SCALES.has(last))
    return lang === "de" ? !STARTERS.test(next) : /^\s*(?:euros?|eur|dollars?|usd|€|\$|£)/iu.test(next);
  // A single lower-case letter ends no sentence: it is part of an abbreviation ("z.", "d.").
  if (/(?:^|\s)\p{Ll}$/u.test(p.slice(0, -1))) return true;
  return (
    abbreviations.has(last) ||
    abbreviations.has(spaced) ||
    (/^\p{Lu}$/u.test(p.slice(-2, -1)) && /(?:^|\s)\p{Lu}\.$/u.test(p)) ||
    /^(?:\p{L}\.)+\p{L}$/u.test(last)
  );
}

/**
 * "am 4. April 2026", "vom 4.–6. Mai", "ab 1. Juli", "der 3. Platz": a day or an ordinal written with a full stop ends
 * no sentence when a month's name or a year follows it, or — where ordinals take a full stop — when an article or a
 * preposition stands before it (no sentence ends on "am 4.").
 */
function isOrdinal(p: string, next: string, lang: Lang): boolean {
  if (!/(?:^|[\s(–—-])\d{1,2}\.$/u.test(p)) return false;
  if (startsWithMonth(next) || /^\s*(?:19|20)\d{2}(?!\d)/u.test(next)) return true;
  if (!LEXICONS[lang].dottedOrdinals) return false;
  const before = /(?:^|\s)(?<word>\p{L}+)\s+(?:\d{1,2}\.?\s?[–—-]\s?)?\d{1,2}\.$/u.exec(p)?.groups!.word?.toLowerCase();
  return before !== undefined && LEXICONS[lang].dangling.includes(before);
}

/** "Risks: green coffee prices, …" → label and body; a colon inside brackets, a time or a URL is not a label's. */
export function splitLabel(sentence: string, maxLabel = 80): { label: string | null; body: string } {
  const masked = mask(sentence);
  // "Q3: …" is a label; "10:30" and "https://" are not.
  const m = /[:：](?!\/\/)/u.exec(masked.replace(/(?<=\d)[:：](?=\d)/gu, "_"));
  if (!m || m.index > maxLabel) return { label: null, body: sentence.trim() };
  const label = sentence.slice(0, m.index).trim();
  const body = sentence.slice(m.index + 1).trim();
  // "Umsatz 4,2 Mio. €, EBIT 610.000 €, Neukunden: 37": a list of figures before the last item's colon is no label.
  if (figureSpans(label).length >= 2 && /[,;、，]/u.test(masked.slice(0, m.index)))
    return { label: null, body: sentence.trim() };
  return label && body ? { label, body } : { label: null, body: sentence.trim() };
}

const OPEN = "([{（［【「『";
const CLOSE = ")]}）］】」』";
const QUOTES: Record<string, string> = { '"': '"', "“": "”", "„": "“", "«": "»" };

/** Brackets' and quotes' insides blanked with "_" (UTF-16 length kept), so separators inside them are not seen. */
function mask(text: string): string {
  let depth = 0;
  let quote = "";
  let out = "";
  for (const ch of text) {
    const blank = "_".repeat(ch.length);
    if (quote) {
      out += ch === quote ? ch : blank;
      if (ch === quote) quote = "";
    } else if (OPEN.includes(ch)) {
      out += depth ? blank : ch;
      depth++;
    } else if (CLOSE.includes(ch) && depth) {
      depth--;
      out += depth ? blank : ch;
    } else if (!depth && QUOTES[ch]) {
      quote = QUOTES[ch]!;
      out += ch;
    } else out += depth ? blank : ch;
  }
  return out;
}

/**
 * A body's list items, as written: split at semicolons (then only there), else at commas followed by a space, CJK
 * and Arabic commas, and a last "and" of a list; a change ("up 12%") stays with the figure before it.
 */
export function listItems(body: string, lang: Lang): string[] {
  const masked = mask(body.replace(/[.。!！?？]+$/u, ""));
  const source = body.replace(/[.。!！?？]+$/u, "");
  const cuts = (re: RegExp) => {
    const spans: [number, number][] = [];
    let last = 0;
    for (const m of masked.matchAll(re)) {
      spans.push([last, m.index!]);
      last = m.index! + m[0].length;
    }
    spans.push([last, source.length]);
    return spans.filter(([a, b]) => source.slice(a, b).trim());
  };
  const spans = joinClauses(
    splitLastAnd(/[;；؛]/.test(masked) ? cuts(/\s*[;；؛]\s*/g) : cuts(/,\s+|\s*[、，،]\s*/g), source, masked, lang),
    source,
    lang,
  );
  // A change ("up 12%") is read with the figure before it, with the words between kept as written.
  const merged: [number, number][] = [];
  for (const span of spans) {
    const prev = merged[merged.length - 1];
    if (prev && isChangeOnly(source.slice(...span))) prev[1] = span[1];
    else merged.push([...span]);
  }
  const items = merged.map(([a, b]) => source.slice(a, b).trim());
  return items.map((i) => i.replace(/^(?:and|und|et|y|e|en|ed)\s+/i, "").trim()).filter(Boolean);
}

/** A Japanese clause that goes on after its comma: a verb's joining form ("移行し、", "減らして、"), a topic or subject ("…は、"). */
const JA_GOES_ON = /(?:[しりきみびいちぎにえけせてべめれ]|して|って|んで|ので|から|が|は|も|で|ため|ており|おり)$/u;
/** A Chinese clause: long, or with a verb's aspect ("了", "着", "过") — "，" between clauses is no list. */
const ZH_CLAUSE = (piece: string) => piece.length > 12 || /[了着过]$/u.test(piece);

/**
 * Commas that join clauses, not items, in Japanese and Chinese: "BigQueryへ移行し、コストを30%削減" is one statement; a
 * list's items ("東京、大阪、名古屋") stay apart.
 */
function joinClauses(spans: [number, number][], source: string, lang: Lang): [number, number][] {
  if (lang !== "ja" && lang !== "zh") return spans;
  const out: [number, number][] = [];
  for (const span of spans) {
    const prev = out[out.length - 1];
    const before = prev ? source.slice(...prev).trim() : "";
    const sep = prev ? source.slice(prev[1], span[0]) : "";
    const next = source.slice(...span).trim();
    const goesOn = lang === "ja" ? JA_GOES_ON.test(before) : /，/u.test(sep) && (ZH_CLAUSE(before) || ZH_CLAUSE(next));
    // "12月までに…開設し、5月に…オープンし": dated clauses one after another are steps, whatever joins them.
    if (prev && goesOn && !(namesDate(before) && namesDate(next))) prev[1] = span[1];
    else out.push([...span]);
  }
  return out;
}

/**
 * "grants and a recommendation" ends a list of two or more: it is two items, as is "churn at 57% and ARR $8.2M" or
 * "kickoff by February and training by March" anywhere in a list (two figures, two dates). A lone "X and Y" stays one.
 */
function splitLastAnd(spans: [number, number][], source: string, masked: string, lang: Lang): [number, number][] {
  const re = andPattern(lang);
  const out: [number, number][] = [];
  spans.forEach(([from, to], i) => {
    const cuts = [...masked.slice(from, to).matchAll(re)];
    let start = from;
    cuts.forEach((m, j) => {
      const cut = from + m.index!;
      // "7.500 € für Werkzeug und Material und 5.300 € für Honorare": each side ends at the next "and".
      const next = cuts[j + 1] ? from + cuts[j + 1]!.index! : to;
      const [a, b] = [source.slice(start, cut), source.slice(cut + m[0].length, next)];
      const alike = (/\d/.test(a) && /\d/.test(b)) || (namesDate(a) && namesDate(b));
      if (
        !a.trim() ||
        !b.trim() ||
        !(alike || (i === spans.length - 1 && spans.length >= 2 && m === cuts[cuts.length - 1]))
      )
        return;
      out.push([start, cut]);
      start = cut + m[0].length;
    });
    out.push([start, to]);
  });
  return out;
}

/** A text split where `separator` matches outside brackets and quotes, each piece trimmed. */
export function topLevelSplit(text: string, separator: RegExp): string[] {
  const masked = mask(text);
  const out: string[] = [];
  let last = 0;
  for (const m of masked.matchAll(
    new RegExp(separator.source, separator.flags.includes("g") ? separator.flags : `${separator.flags}g`),
  )) {
    out.push(text.slice(last, m.index));
    last = m.index! + m[0].length;
  }
  out.push(text.slice(last));
  return out.map((p) => p.trim()).filter(Boolean);
}

/** "temperature and time" → both; a text without a joining word stays whole. */
export function splitAnd(text: string, lang: Lang): string[] {
  const masked = mask(text);
  const out: string[] = [];
  let last = 0;
  for (const m of masked.matchAll(andPattern(lang))) {
    const [a, b] = [text.slice(last, m.index), text.slice(m.index! + m[0].length)];
    if (a.trim().length < 2 || b.trim().length < 2) continue;
    out.push(a);
    last = m.index! + m[0].length;
  }
  out.push(text.slice(last));
  return out.map((t) => t.trim()).filter(Boolean);
}

const andPatterns = new Map<Lang, RegExp>();
/** The word that joins a list's last item, as written in the language: " and ", "和", "と", " و" (on the next word). */
function andPattern(lang: Lang): RegExp {
  const known = andPatterns.get(lang);
  if (known) return new RegExp(known.source, known.flags);
  const words = [...new Set([...LEXICONS[lang].and, ...LEXICONS.en.and])].filter(
    (w) => /^\p{Script=Latin}/u.test(w) && !w.includes(" "),
  );
  const latin = `\\s+(?:${words.map(escapeRegExp).join("|")})\\s+(?=\\S)`;
  const own =
    lang === "zh"
      ? "|(?<=[\\p{Script=Han}\\d%％）)])(?:以及|和|与)(?=\\S)"
      : lang === "ja"
        ? "|(?<=[\\p{Script=Han}\\p{Script=Katakana}ー])(?:および|及び|と)(?=[\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Latin}])"
        : lang === "ar"
          ? "|\\s+و(?=\\p{L})"
          : "";
  const re = new RegExp(latin + own, "giu");
  andPatterns.set(lang, re);
  return new RegExp(re.source, re.flags);
}

/** The items of a bracketed list inside an item: "3 new accounts (Café Nord, Hotel Lumen, Grain Market)". */
export function bracketed(item: string, lang: Lang): { outside: string; inside: string[] } | null {
  const m = /^(?<before>.*?)\s*[(（](?<inside>[^()（）]+)[)）]\s*(?<after>.*)$/su.exec(item);
  if (!m) return null;
  const { before, inside, after } = m.groups!;
  return { outside: `${before!} ${after!}`.trim(), inside: listItems(inside!, lang) };
}
