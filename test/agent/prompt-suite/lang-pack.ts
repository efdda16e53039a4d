// What each language gives the generator: its vocabulary by domain, number formats and sentence templates.
import type { Rng } from "./rng.js";
import type { Lang } from "./types.js";

export type Unit = "money" | "percent" | "count";
export type DomainKey = "food" | "transit" | "tech" | "health";
export const DOMAINS: readonly DomainKey[] = ["food", "transit", "tech", "health"];

export interface FigureSpec {
  label: string;
  unit: Unit;
  /** Templates over {label} and {value} when the unit's defaults do not read right ("{value} of {label}"). */
  forms?: string[];
  /** Whether a change ("up 12%") may follow it. */
  change?: boolean;
  /** Money in millions rather than thousands. */
  big?: boolean;
  /** Counts: the range drawn from, and a counter word CJK writes after the number ("台", "辆"). */
  range?: [number, number];
  counter?: string;
}

export interface Domain {
  /** A proper name whose exact spelling must survive, and subject phrases that contain it. */
  subjects: { name: string; phrases: string[] }[];
  figures: FigureSpec[];
  /** Customers, partners or stores, and what they are ("new wholesale accounts"). */
  named: { label: string; names: string[]; counter?: string };
  risks: string[];
  priorities: string[];
  statements: string[];
}

export interface LangPack {
  lang: Lang;
  /** Sentence end: "." or "。". */
  stop: string;
  /** CJK: no spaces between sentences, no capitals. */
  cjk?: boolean;
  /** False when the language's punctuation does not suit clauses run together after one colon (Arabic's ، and ؛). */
  inlineClauses?: boolean;
  /** The colon between a head and an inline list: ": ", or " : " in French. */
  colon?: string;
  /** Nouns keep their capital inside a sentence (German): "Risiken:" stays "Risiken:" when clauses run inline. */
  capitalNouns?: boolean;
  /** "a, b and c" with this language's separators (or `sep` when given). */
  join(items: string[], rng: Rng, sep?: string): string;
  money(rng: Rng, big: boolean): string;
  /** A sheet's line amount: no magnitude words ("$2,400", "2.400 €", "24万円"). */
  budgetMoney(amount: number, rng: Rng): string;
  /** A sheet line over {label} and {value}: "rent $2,400". */
  lineForms: string[];
  percent(rng: Rng, small?: boolean): string;
  count(n: number, rng: Rng): string;
  figureForms: Record<Unit, string[]>;
  /** Around a change figure {c}: ", up {c}". */
  changeForms: string[];
  /** A list of figures as one clause: "Headline numbers: {list}". */
  figuresForms: string[];
  /** A count with the names it counts, inside a figure list: "{value} {label} ({names})". */
  countedNames: string[];
  namesForms: string[];
  people: { name: string; role: string }[];
  person: string[];
  peopleForms: string[];
  risksForms: string[];
  /** Over {q} and {list}; forms without {q} state no quarter. */
  prioritiesForms: string[];
  quarters: string[];
  steps: string[];
  months: string[];
  step: string[];
  stepsForms: string[];
  statementForms: string[];
  sectionLists: string[][];
  /** A separate sentence listing sections. */
  sectionsForms: string[];
  /** Appended to the head sentence: ", covering {list}". */
  sectionsInline: string[];
  audiences: string[];
  /** Head sentences over {S} (subject), optional {A} (audience) and {n} (count); `neutral` names no kind. */
  heads: { deck: string[]; doc: string[]; sheet: string[]; neutral: string[] };
  /** Sheet lines after the head: "Lines: {list}". */
  budgetForms: string[];
  budgetLines: string[];
  domains: Record<DomainKey, Domain>;
}

/** Fills {name} placeholders; every placeholder must be given. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = vars[k];
    if (v === undefined) throw new Error(`template ${template} needs {${k}}`);
    return v;
  });
}

export const placeholders = (template: string) => new Set([...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));

/** A list joiner: separators drawn per call (commas or semicolons), then the final conjunction. */
export function joiner(conj: string, seps: string[] = [", "]) {
  return (items: string[], rng: Rng, force?: string): string => {
    if (items.length <= 1) return items.join("");
    const sep = force ?? rng.pick(seps);
    return `${items.slice(0, -1).join(sep)}${conj}${items.at(-1)}`;
  };
}

/** Groups thousands with a separator: 1200 → "1,200" / "1.200" / "1 200". */
export function group(n: number, sep: string): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** A decimal with one digit and the given mark: 8.5 → "8,5"; whole numbers stay whole. */
export function dec(x: number, mark: string): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1).replace(".", mark);
}

export const NICE_BIG = [1.2, 1.8, 2.1, 2.4, 3.6, 4.8, 6.5, 8.2];
export const NICE_SMALL = [120, 180, 240, 320, 420, 480, 650, 850];
export const NICE_PCT = [12, 18, 24, 31, 38, 42, 57, 64, 8.5, 27.5];
export const NICE_CHANGE = [3, 4, 6, 8, 9, 12, 15, 2.5, 7.5];
export const NICE_BUDGET = [1500, 2400, 3200, 4800, 6500, 9200, 12500, 18500];
