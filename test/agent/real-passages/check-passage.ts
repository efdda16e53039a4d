// What every output made from a real passage must hold, checked without knowing the passage: each figure with the words
// the passage gives it, no sentence cut after an abbreviation or an ordinal, titles that are a subject, nothing repeated.
import { composeSource } from "../../../src/agent/builtin/compose-source.js";
import { composeTextMode } from "../../../src/agent/builtin/text-modes/compose-text-mode.js";
import { sayIn } from "../../../src/agent/builtin/scaffold-text.js";
import { SUITE_LANGS } from "../prompt-suite/types.js";
import type { Source } from "../../../src/formats/model/source.js";
import { holdsFigure, holdsWords, norm, numberGiven, numbersOf, promptNumbers } from "../prompt-suite/normalise.js";
import { titleFaults } from "../prompt-suite/title-faults.js";
import { unitsOf, withoutGaps } from "../prompt-suite/units.js";
import type { Passage } from "./passages.js";
import type { PassageFact } from "./facts/types.js";
import { PASSAGE_FACTS } from "./facts/index.js";

export const PASSAGE_MODES = ["condense", "preserve", "prompt"] as const;
export type PassageMode = (typeof PASSAGE_MODES)[number];

export const PASSAGE_CHECKS = ["figures", "garbled", "cut", "titles", "repeats", "facts"] as const;
export type PassageCheck = (typeof PASSAGE_CHECKS)[number];

export const PASSAGE_CHECK_TEXT: Record<PassageCheck, string> = {
  figures: "no figure the passage does not give",
  garbled: "every figure shown with words the passage gives it (a KPI's label from the figure's own sentence, whole)",
  cut: 'no sentence starts after an abbreviation or an ordinal ("17. Jahrhundert", "ggü. Vorjahr")',
  titles: 'titles are a subject: not a clipped sentence, not "Introduction (cont.)", no instruction',
  repeats: "no sentence shown twice (a closing summary says what the slides do not)",
  facts:
    "every annotated fact lands whole with its label on one slide, or is named in warnings (a summary: every fact it shows)",
};

export interface PassageOutcome {
  source: Source;
  warnings: string[];
}

export interface PassageResult {
  passage: Passage;
  mode: PassageMode;
  outcome: PassageOutcome | null;
  failures: Partial<Record<PassageCheck, string[]>>;
  /** The passage's annotated facts, and how many landed whole with their label or were named in warnings. */
  factsPlaced: number;
  factsTotal: number;
  /** The passage's figures (4+ digits or with a unit) the output shows, and how many it states. */
  figuresKept: number;
  figuresStated: number;
}

/** The text a reader sees: Markdown's escapes ("11\\.698 …" at a line's start) are not on the slide. */
const visible = <T>(value: T): T => JSON.parse(JSON.stringify(value).replace(/\\\\([!-/:-@[-`{-~])/g, "$1")) as T;

export async function composePassage(p: Passage, mode: PassageMode): Promise<PassageOutcome> {
  if (mode === "prompt") {
    const r = composeSource(p.text, { kind: "deck" });
    return { source: visible(r.source), warnings: r.warnings };
  }
  const r = await composeTextMode(mode, p.text, [], { kind: "deck" });
  return { source: visible(r.source), warnings: r.warnings };
}

const clip = (s: string, n = 70) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const CJK = new Set(["ja", "zh"]);

/** The passage's sentences, for "which sentence gives this figure". */
function sentences(text: string): string[] {
  return norm(text)
    .split(/(?<=[.!?。！？])\s+|(?<=[。！？])|\n+/u)
    .filter((s) => s.trim());
}

/** Words of a string a reader would read as its label: letters, two or more, not the figure's unit. */
const labelWords = (s: string) =>
  norm(s)
    .split(/[^\p{L}\p{M}]+/u)
    .filter((w) => w.length >= 2);

const PIECE_END = /(?<=[.!?;:])\s+|\s·\s/u;

/**
 * The words within `reach` words of each place a figure stands (letters only, not crossing a sentence end or the " · "
 * between a title line's pieces); `all` gives one list per place, else only the first place's.
 */
function wordsAround(text: string, figure: string, reach: number, all: true): string[][];
function wordsAround(text: string, figure: string, reach: number): string[];
function wordsAround(text: string, figure: string, reach: number, all?: true): string[] | string[][] {
  const out: string[][] = [];
  for (let at = text.indexOf(figure); at >= 0; at = text.indexOf(figure, at + 1)) {
    const before = text.slice(0, at).split(PIECE_END).at(-1)!;
    const after = text.slice(at + figure.length).split(PIECE_END)[0]!;
    out.push([...labelWords(before).slice(-reach), ...labelWords(after).slice(0, reach)]);
    if (!all) break;
  }
  return all ? out : (out[0] ?? []);
}

/** The strings of a unit that carry figures, with what each is: a KPI metric is one string, label beside value. */
function figureStrings(
  source: Source,
): { where: string; text: string; metric?: { label: string; value: string; change?: string } }[] {
  if (source.kind !== "deck")
    return unitsOf(source).flatMap((u) => u.content.map((text) => ({ where: u.where, text })));
  return source.slides.flatMap((s, i) => {
    const where = `slide ${i + 1}`;
    if (s.layout === "kpi")
      return s.metrics.map((m) => ({ where, text: `${m.label} ${m.value} ${m.change ?? ""}`, metric: m }));
    const u = unitsOf({ ...source, slides: [s] })[0]!;
    return u.texts.map((text) => ({ where, text }));
  });
}

/** A number as promptNumbers reads it: its groups joined by any space or separator ("1 857,90"). */
const wholeNumbers = (text: string) =>
  [...text.normalize("NFKC").matchAll(/\p{Nd}+(?:[., \u00A0\u2009\u202F]\p{Nd}+)*/gu)].map((m) => m[0]);
/** A continued slide's "(1/2)" and a repeated heading's "(2)" are the deck's numbering, not figures. */
const withoutPartMarks = (text: string) => text.replace(/(?:\s*\((?:\d+\/\d+|\d)\))+$/, "");

function checkFigures(p: Passage, out: PassageOutcome): string[] {
  const given = promptNumbers(p.text);
  return unitsOf(out.source).flatMap((u) => {
    const invented = [
      ...new Set(
        wholeNumbers(withoutGaps(u.texts.map(withoutPartMarks).join("\n"))).filter((n) => !numberGiven(n, given)),
      ),
    ];
    return invented.length ? [`${u.where}: ${invented.join(", ")}`] : [];
  });
}

/**
 * A figure is garbled when the words shown beside it are not the passage's words for it: a KPI label not from the
 * figure's own sentence, holding another figure or half a bracket, or a "change" that is no figure; any other string's
 * words around a figure not found together with it in one sentence of the passage.
 */
function checkGarbled(p: Passage, out: PassageOutcome): string[] {
  const said = sentences(p.text);
  const cjk = CJK.has(p.lang);
  const sameSentence = (words: string[], figure: string) =>
    said.some(
      (s) =>
        s.includes(norm(figure)) &&
        words.every((w) => (cjk ? s.includes(w) : ` ${s.replace(/[^\p{L}\p{M}]+/gu, " ")} `.includes(` ${w} `))),
    );
  const faults: string[] = [];
  for (const f of figureStrings(out.source)) {
    const text = withoutPartMarks(withoutGaps(f.text));
    if (f.metric) {
      const { label, value, change } = f.metric;
      const opens = (label.match(/[(（]/g) ?? []).length;
      const closes = (label.match(/[)）]/g) ?? []).length;
      if (opens !== closes) faults.push(`${f.where}: KPI "${clip(label, 40)}" = ${value}: half a bracket in the label`);
      else if (numbersOf(label).some((n) => !/^(?:19|20)\d\d$/.test(n)))
        faults.push(`${f.where}: KPI "${clip(label, 40)}" = ${value}: another figure in the label`);
      else if (change && !numbersOf(change).length)
        faults.push(`${f.where}: KPI "${clip(label, 40)}" = ${value}: change "${change}" is no figure`);
      else if (numbersOf(value).length && !sameSentence(labelWords(label), numbersOf(value)[0]!))
        faults.push(`${f.where}: KPI "${clip(label, 40)}" = ${value}: label not from the figure's sentence`);
      continue;
    }
    if (cjk) continue;
    for (const n of numbersOf(text)) {
      if (!norm(p.text).includes(norm(n))) continue; // an invented figure is the figures check's
      const near = wordsAround(norm(text), norm(n), 3);
      if (near.length && !wordsAround(norm(p.text), norm(n), 12, true).some((w) => near.every((x) => w.includes(x))))
        faults.push(
          `${f.where}: ${n} in "${clip(text, 60)}": its words [${near.join(" ")}] are not the passage's for it`,
        );
    }
  }
  return faults;
}

/** An abbreviation or an ordinal a sentence cannot start after ("… im 16. und 17. | Jahrhundert", "… ggü. | Vorjahr"). */
const NO_END =
  /(?:^|[\s(])(?:\d{1,2}|ggü|bzw|ca|vs|approx|etc|mio|mrd|nr|dr|st|z\.\s?b|p\.\s?ex|e\.g|i\.e|sr|sra|dott|prof|\p{Lu})\.$/iu;

function checkCut(p: Passage, out: PassageOutcome): string[] {
  const text = norm(p.text);
  return unitsOf(out.source).flatMap((u) =>
    u.content.flatMap((c) => {
      const head = norm(c).slice(0, 30);
      if (head.length < 12) return [];
      const at = text.indexOf(head);
      if (at <= 0) return [];
      const before = text.slice(Math.max(0, at - 16), at).trimEnd();
      return NO_END.test(before) ? [`${u.where}: "${clip(c, 50)}" starts after "${before.slice(-8)}"`] : [];
    }),
  );
}

const GENERIC = new Set(SUITE_LANGS.map((l) => norm(sayIn(l)("introduction"))));

function checkTitles(p: Passage, out: PassageOutcome): string[] {
  const faults: string[] = [];
  const t = out.source.title;
  const words = CJK.has(p.lang) ? [...t].length / 3 : t.split(/\s+/).length;
  if (/…$/.test(t)) faults.push(`title "${clip(t)}" is a clipped sentence`);
  else if (words > 12) faults.push(`title "${clip(t)}" is a sentence, not a subject`);
  for (const f of titleFaults(t, p.text, p.lang, true)) faults.push(`title "${clip(t)}": ${f}`);
  for (const u of unitsOf(out.source).slice(1)) {
    const bare = norm(u.title).replace(/\s*\((?:cont\.|\d+\/\d+)\)$/, "");
    if (/\(cont\.\)$/.test(u.title)) faults.push(`${u.where} "${u.title}": a continuation, not a subject`);
    else if (GENERIC.has(bare)) faults.push(`${u.where} "${u.title}": says nothing of the passage`);
    else if (/…$/.test(u.title)) faults.push(`${u.where} "${clip(u.title)}": a clipped sentence`);
  }
  return faults;
}

/** Words and figures only, years aside: a timeline step's date stands beside its text, not in it. */
const fingerprint = (s: string) =>
  ` ${norm(s)
    .replace(/(?<!\d)(?:19|20)\d\d(?!\d)/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
/** How often a passage itself says a text: a target stated alike under two indicators is two facts, not a repeat. */
const timesSaid = (text: string, said: string) => fingerprint(text).split(fingerprint(said)).length - 1;

function checkRepeats(p: Passage, out: PassageOutcome): string[] {
  const seen = new Map<string, string[]>();
  const faults: string[] = [];
  for (const u of unitsOf(out.source)) {
    for (const c of u.content) {
      const key = norm(c);
      if (key.length < 25) continue;
      const places = seen.get(key) ?? [];
      if (places.length && !places.includes(u.where) && places.length >= Math.max(1, timesSaid(p.text, key)))
        faults.push(`${u.where} repeats ${places[0]}: "${clip(c, 50)}"`);
      else if (!places.includes(u.where)) seen.set(key, [...places, u.where]);
    }
  }
  return faults;
}

const factsOf = (p: Passage): readonly PassageFact[] => PASSAGE_FACTS[p.lang][p.id] ?? [];

/** Where a fact stands: whole with its label in one unit, named in warnings, shown apart from its label, or nowhere. */
function factPlace(p: Passage, out: PassageOutcome, f: PassageFact): "placed" | "named" | "apart" | "absent" {
  const units = unitsOf(out.source).filter((u) => u.layout !== "agenda");
  const texts = units.map((u) => withoutGaps(u.texts.join("\n")));
  if (texts.some((t) => holdsFigure(t, f.value) && holdsWords(t, f.label, p.lang).ok)) return "placed";
  if (out.warnings.some((w) => holdsFigure(w, f.value))) return "named";
  return texts.some((t) => holdsFigure(t, f.value)) ? "apart" : "absent";
}

function checkFacts(p: Passage, out: PassageOutcome, mode: PassageMode): string[] {
  return factsOf(p).flatMap((f) => {
    const place = factPlace(p, out, f);
    // A summary leaves facts out; what it shows must keep its label.
    if (place === "apart" || (place === "absent" && mode !== "condense"))
      return [
        `"${f.label}" = ${f.value}: ${place === "apart" ? "shown without its label" : "neither shown nor named in warnings"}`,
      ];
    return [];
  });
}

const CHECKS: Record<Exclude<PassageCheck, "facts">, (p: Passage, out: PassageOutcome) => string[]> = {
  figures: checkFigures,
  garbled: checkGarbled,
  cut: checkCut,
  titles: checkTitles,
  repeats: checkRepeats,
};

/** Figures worth keeping: four digits and more, decimals, or with a unit or per cent — not "3 years" counts. */
function statedFigures(text: string): string[] {
  return [
    ...new Set(
      numbersOf(text).filter(
        (n) =>
          /\d{4}|[.,]\d/.test(n) || new RegExp(`${n.replace(/[.]/g, "\\.")}\\s?(?:%|％|€|\\$|万|億|円|元)`).test(text),
      ),
    ),
  ];
}

export async function runPassage(p: Passage, mode: PassageMode): Promise<PassageResult> {
  let outcome: PassageOutcome;
  try {
    outcome = await composePassage(p, mode);
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    return {
      passage: p,
      mode,
      outcome: null,
      failures: Object.fromEntries(PASSAGE_CHECKS.map((c) => [c, [`threw: ${error}`]])),
      figuresKept: 0,
      figuresStated: 0,
      factsPlaced: 0,
      factsTotal: factsOf(p).length,
    };
  }
  const failures: PassageResult["failures"] = {};
  for (const c of PASSAGE_CHECKS) {
    const f = c === "facts" ? checkFacts(p, outcome, mode) : CHECKS[c](p, outcome);
    if (f.length) failures[c] = f;
  }
  const places = factsOf(p).map((f) => factPlace(p, outcome, f));
  const shown = norm(
    unitsOf(outcome.source)
      .flatMap((u) => u.texts)
      .join("\n") +
      "\n" +
      outcome.warnings.join("\n"),
  );
  const stated = statedFigures(p.text);
  const factsPlaced = places.filter((x) => x === "placed" || x === "named").length;
  return {
    passage: p,
    mode,
    outcome,
    failures,
    figuresKept: stated.filter((n) => shown.includes(norm(n))).length,
    figuresStated: stated.length,
    factsPlaced,
    factsTotal: places.length,
  };
}
