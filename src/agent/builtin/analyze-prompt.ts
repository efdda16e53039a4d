// Reads a prompt into a plan brief: kind, intent, topic, audience and requested length (no model, no network).
import type { SourceKind } from "../../formats/source.js";

export type Intent = "pitch" | "report" | "lesson" | "plan" | "comparison" | "budget" | "tracker" | "overview";

export interface PromptBrief {
  kind: SourceKind;
  intent: Intent;
  /** The subject in the user's own words, e.g. "solar panels for small farms". */
  topic: string;
  /** Who it is for, when the prompt says ("investors", "new hires"); null otherwise. */
  audience: string | null;
  /** Requested count of slides (decks), sections (docs) or rows (sheets); null when unsaid. */
  length: number | null;
}

// English first, then a few words of French, German and Spanish so other languages are not all docs.
const DECK_WORDS = /(?<![\p{L}\p{N}])(deck|slides?|presentation|pitch|keynote|powerpoint|pptx|talk|présentation|diapos?|diapositives?|präsentation|folien|foliensatz|presentación|diapositivas)(?![\p{L}\p{N}])/iu;
const SHEET_WORDS = /(?<![\p{L}\p{N}])(spreadsheet|sheet|budget|tracker|tracking|table of numbers|xlsx|excel|ledger|forecast model|inventory|expenses?|tableur|feuille de calcul|tabelle|tabellenkalkulation|hoja de cálculo|presupuesto|haushalt)(?![\p{L}\p{N}])/iu;
// Only nouns that name a document's form; "plan", "guide" or "summary" describe content and may head a deck too.
const DOC_WORDS = /(?<![\p{L}\p{N}])(report|article|memo|essay|document|doc|letter|handbook|rapport|bericht|artikel|informe|artículo|documento)(?![\p{L}\p{N}])/iu;

const INTENTS: [Intent, RegExp][] = [
  ["budget", /\b(budget|expenses?|costs?|spending|p&l|finances?|financial model)\b/i],
  ["tracker", /\b(tracker|tracking|log|inventory|schedule|checklist|to-?do|backlog|roster|attendance)\b/i],
  ["pitch", /\b(pitch|investors?|fundrais\w*|seed round|startup|series [a-c])\b/i],
  ["comparison", /\b(vs\.?|versus|compar\w*|pros and cons|trade-?offs?|alternatives?)\b/i],
  ["lesson", /\b(lesson|teach\w*|class|course|tutorial|workshop|students?|introduction to|intro to|explain\w*|training|onboarding)\b/i],
  ["plan", /\b(plan|planning|roadmap|strategy|launch|go-to-market|okrs?|goals|migration|rollout|project)\b/i],
  ["report", /\b(report|analysis|review|findings|results|quarterly|annual|research|study|update|retrospective)\b/i],
];

const AUDIENCE_WORDS =
  /\b(investors?|students?|teachers?|executives?|board|team|engineers?|developers?|customers?|clients?|managers?|staff|employees?|new hires|beginners|parents|partners|stakeholders|leadership|sales|marketing|kids|children|volunteers|members|users|designers|nurses|doctors|founders)\b/i;

const LEAD_IN =
  /^(please\s+)?(can you\s+|could you\s+|i need\s+|i want\s+|help me\s+)?(to\s+)?(create|make|write|draft|build|generate|prepare|put together|give me|design|produce|plan|outline)?\s*(me\s+)?(a|an|the|some|my|our)?\s*/i;
const FORMAT_NOUNS =
  /\b(\d+[- ]?(slides?|pages?|sections?|rows?|items?|lines?)|slide deck|pitch deck|deck|slides?|presentation|spreadsheet|sheet|tracker|report|article|document|doc|brief|memo|essay|table|plan|lesson|overview|summary|guide|proposal)\b/gi;

/** A request like "10 slides", "5 sections", "30 rows"; words for small numbers too. */
function requestedLength(prompt: string): number | null {
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };
  const m = /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)[- ]?(slides?|pages?|sections?|rows?|items?|entries|lines|chapters?|parts?|points?)\b/i.exec(prompt);
  if (!m) return null;
  const raw = m[1]!.toLowerCase();
  const n = words[raw] ?? Number(raw);
  return Number.isFinite(n) && n > 0 ? n : null;
}

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

function cleanTopic(text: string): string {
  return text
    .replace(/["“”«»]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s,:;–-]+|[\s,.:;!?–-]+$/g, "")
    .trim();
}

function extractTopic(prompt: string, audience: string | null): string {
  const firstLine = prompt.split(/\n/)[0]!.slice(0, 400);
  const about = /(?<![\p{L}])(?:about|on|regarding|covering|explaining|describing|introducing|for tracking|to track|comparing|of|sur|über|zum|zur|sobre|acerca de)\s+(.+)/iu.exec(firstLine);
  let topic = about ? about[1]! : firstLine.replace(LEAD_IN, "");
  topic = topic.replace(FORMAT_NOUNS, " ");
  if (audience) topic = topic.replace(new RegExp(`\\b(for|to|aimed at)\\s+((an?|the|our|my|your)\\s+)?${escapeRe(audience)}.*$`, "i"), "");
  topic = topic.split(/\s+(?:for|with|in|using|that|which|including)\s+(?:an?\s+|the\s+|our\s+|my\s+)?(?:\d|audience|investors?|students?|executives?|board|team|beginners|kids|new hires|managers?)/i)[0]!;
  topic = topic.replace(/^(a|an|the|my|our|some)\s+/i, "");
  topic = cleanTopic(topic);
  // "project plan for migrating X" loses "plan" above; what is left before "for" says nothing.
  topic = topic.replace(/^(?:(?:a|an|the|new|our|project|simple|short|quick|detailed)\s+)*for\s+/i, "");
  if (topic.length < 3) topic = cleanTopic(firstLine.replace(LEAD_IN, "").replace(FORMAT_NOUNS, " "));
  if (topic.length > 80) topic = topic.slice(0, 80).replace(/\s+\S*$/, "");
  return topic || "Your topic";
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function analyzePrompt(prompt: string, kind?: SourceKind): PromptBrief {
  const text = prompt.trim();
  const k = kind ?? inferKind(text);
  const audience = extractAudience(text);
  return { kind: k, intent: inferIntent(text, k), topic: extractTopic(text, audience), audience, length: requestedLength(text) };
}

/** "solar panels" → "Solar panels"; keeps the user's casing otherwise (acronyms, names). */
export function capitalize(text: string): string {
  return text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text;
}
