// Reads a prompt into a plan brief: kind, intent, topic, audience, counts, period, language and stated facts (no model, no network).
import type { SourceKind } from "../../formats/source.js";
import { detectLanguage, type Lang } from "./language.js";
import { extractCounts, extractFacts, extractPeriod, type Counts, type Fact, type Period } from "./prompt-facts.js";
import { extractTopic } from "./prompt-topic.js";
import { extractListedParts, type ListedPart } from "./listed-parts.js";
import { extractListedRecords, type ListedRecords } from "./listed-columns.js";

export type Intent = "review" | "onboarding" | "pitch" | "report" | "lesson" | "plan" | "comparison" | "budget" | "tracker" | "overview";

export interface PromptBrief {
  kind: SourceKind;
  intent: Intent;
  /** The subject in the user's own words, e.g. "solar panels for small farms". */
  topic: string;
  /** Who it is for, when the prompt says ("investors", "new hires"); null otherwise. */
  audience: string | null;
  /** Requested count of slides (decks), sections (docs) or rows (sheets); null when unsaid. */
  length: number | null;
  /** Every explicit count the prompt gives. */
  counts: Counts;
  period: Period | null;
  /** The language to write the scaffolding in. */
  language: Lang;
  /** Set when the requested or detected language has no scaffolding and English is used. */
  languageFallback?: string;
  /** Figures the prompt states, to be used where they belong; the composer invents none. */
  facts: Fact[];
  /** The parts the prompt lists itself, in its words and order (decks and docs); they come before the library's. */
  listed: ListedPart[];
  /** A sheet's records and the columns the prompt lists for them (sheets only). */
  records: ListedRecords | null;
}

// English first, then a few words of French, German and Spanish so other languages are not all docs.
const DECK_WORDS = /(?<![\p{L}\p{N}])(deck|slides?|presentation|pitch|keynote|qbr|business review|powerpoint|pptx|talk|présentation|diapos?|diapositives?|präsentation|folien|foliensatz|vortrag|presentación|diapositivas|apresentação|diapositivos|presentazione|diapositive|presentatie|dia's)(?![\p{L}\p{N}])|プレゼン|スライド|幻灯片|演示文稿|演示|簡報|عرض تقديمي|شرائح/iu;
const SHEET_WORDS = /(?<![\p{L}\p{N}])(spreadsheet|sheet|budget|tracker|tracking|table of numbers|xlsx|excel|ledger|forecast model|inventory|expenses?|tableur|feuille de calcul|tabelle|tabellenkalkulation|haushaltsplan|hoja de cálculo|presupuesto|planilha|orçamento|foglio di calcolo|begroting|rekenblad)(?![\p{L}\p{N}])|スプレッドシート|表計算|予算|电子表格|预算|表格|جدول بيانات|ميزانية/iu;
// Only nouns that name a document's form; "plan", "guide" or "summary" describe content and may head a deck too.
const DOC_WORDS = /(?<![\p{L}\p{N}])(report|article|memo|essay|document|doc|letter|handbook|guide|rapport|bericht|artikel|leitfaden|handbuch|informe|artículo|documento|guía|relatório|guia|relazione|articolo|verslag|handleiding)(?![\p{L}\p{N}])|報告書|レポート|ガイド|文書|报告|指南|文档|تقرير|دليل|مقال/iu;

const INTENTS: [Intent, RegExp][] = [
  ["budget", /\b(budget|expenses?|costs?|spending|p&l|finances?|financial model|presupuesto|orçamento|begroting|haushaltsplan|kostenplan|bilancio)\b/i],
  ["tracker", /\b(tracker|tracking|log|inventory|schedule|checklist|to-?do|backlog|roster|attendance)\b/i],
  ["pitch", /\b(pitch|investors?|fundrais\w*|seed round|startup|series [a-c])\b/i],
  ["review", /\b(qbr|business review|quarterly review|annual review|q[1-4] review|quartalsbericht|quarterly results|bilan trimestriel)\b/i],
  ["onboarding", /\b(onboarding|new hires?|first week|welcome guide|orientation|einarbeitung|accueil des nouveaux|incorporación)\b/i],
  ["comparison", /\b(vs\.?|versus|compar\w*|pros and cons|trade-?offs?|alternatives?)\b/i],
  ["lesson", /\b(lesson|teach\w*|class|course|tutorial|workshop|students?|introduction to|intro to|explain\w*|training|onboarding)\b/i],
  ["plan", /\b(plan|planning|roadmap|strategy|launch|go-to-market|okrs?|goals|migration|rollout|project)\b/i],
  ["report", /\b(report|analysis|review|findings|results|quarterly|annual|research|study|update|retrospective)\b/i],
];

const AUDIENCE_WORDS =
  /\b(investors?|students?|teachers?|executives?|board|team|engineers?|developers?|customers?|clients?|managers?|staff|employees?|new hires|beginners|parents|partners|stakeholders|leadership|sales|marketing|kids|children|volunteers|members|users|designers|nurses|doctors|founders)\b/i;

export function inferKind(prompt: string): SourceKind {
  const deck = DECK_WORDS.exec(prompt)?.index ?? Infinity;
  const sheet = SHEET_WORDS.exec(prompt)?.index ?? Infinity;
  const doc = DOC_WORDS.exec(prompt)?.index ?? Infinity;
  // The format word mentioned first wins ("a deck summarising our budget report" is a deck).
  const first = Math.min(deck, sheet, doc);
  if (first === Infinity) return "doc";
  return first === deck ? "deck" : first === sheet ? "sheet" : "doc";
}

function inferIntent(prompt: string, kind: SourceKind): Intent {
  for (const [intent, re] of INTENTS) {
    if (!re.test(prompt)) continue;
    if ((intent === "budget" || intent === "tracker") && kind !== "sheet" && !/\b(budget|tracker)\b/i.test(prompt)) continue;
    return intent;
  }
  return "overview";
}

function extractAudience(prompt: string): string | null {
  // A lookahead, so "for small farms for investors" yields both "small farms …" and "investors".
  const m = /\b(?:for|to|aimed at|targeting|audience:?)\s+((?:an?|the|our|my|your)\s+)?(?=([^.,;:!?\n]{2,60}))/gi;
  for (const hit of prompt.matchAll(m)) {
    const phrase = hit[2]!.split(/\s+(?:about|on|covering|with|that|which|in|using|to|for)\s+/i)[0]!.trim();
    if (AUDIENCE_WORDS.test(phrase) && phrase.split(/\s+/).length <= 5) return phrase.replace(/\s+/g, " ");
  }
  return null;
}

export function analyzePrompt(prompt: string, kind?: SourceKind, language?: string): PromptBrief {
  const text = prompt.trim();
  const k = kind ?? inferKind(text);
  const audience = extractAudience(text);
  const counts = extractCounts(text);
  const length = (k === "deck" ? counts.slides : k === "doc" ? (counts.sections ?? counts.pages) : counts.rows) ?? null;
  const detected = detectLanguage(text, language);
  return {
    kind: k,
    intent: inferIntent(text, k),
    topic: extractTopic(text, audience, detected.lang),
    audience,
    length,
    counts,
    period: extractPeriod(text),
    language: detected.lang,
    ...(detected.fallbackFrom ? { languageFallback: detected.fallbackFrom } : {}),
    facts: extractFacts(text),
    listed: k === "sheet" ? [] : extractListedParts(text),
    records: k === "sheet" ? extractListedRecords(text) : null,
  };
}
