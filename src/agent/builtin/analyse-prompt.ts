// Reads a prompt into a plan brief: kind, intent, subject, audience, counts, period, language, the parts the user lists
// and the content they state (reading/), with no model and no network.
import type { SourceKind } from "../../formats/model/source.js";
import type { Lang } from "../reading/language.js";
import type { Counts, Fact, Period } from "../reading/prompt-facts.js";
import { extractListedRecords, type ListedRecords } from "./listed-columns.js";
import { readPrompt, type PromptReading } from "../reading/read-prompt.js";

export type Intent =
  "review" | "onboarding" | "pitch" | "report" | "lesson" | "plan" | "comparison" | "budget" | "tracker" | "overview";

export interface PromptBrief {
  kind: SourceKind;
  intent: Intent;
  /** The subject in the user's own words, as a title: "Solar panels for small farms". */
  topic: string;
  /** Who it is for, when the prompt says ("investors", "new hires"); null otherwise. */
  audience: string | null;
  /** Requested count of slides (decks), sections (docs) or rows (sheets); null when unsaid. */
  length: number | null;
  /** Every explicit count the request gives. */
  counts: Counts;
  period: Period | null;
  /** The language to write the scaffolding in. */
  language: Lang;
  /** Set when the requested or detected language has no scaffolding and English is used. */
  languageFallback?: string;
  /** Figures the prompt states, each with its label: what a sheet lists. */
  facts: Fact[];
  /** The prompt read as clauses: the parts the user lists and the content they state. */
  reading: PromptReading;
  /** A sheet's records and the columns the prompt lists for them (sheets only). */
  records: ListedRecords | null;
}

/** Words bounded as words (any script's letters), and CJK or Arabic words that are not written between spaces. */
const words = (latin: string, other = "") =>
  new RegExp(`(?<![\\p{L}])(?:${latin})(?![\\p{L}])${other ? `|${other}` : ""}`, "iu");

const INTENTS: [Intent, RegExp][] = [
  [
    "budget",
    words(
      "budget|expenses?|costs?|spending|p&l|finances?|financial model|presupuesto|orçamento|begroting|haushaltsplan|kostenplan|bilancio",
      "予算|预算|ميزانية",
    ),
  ],
  [
    "tracker",
    words(
      "tracker|tracking|log|inventory|schedule|checklist|to-?do|backlog|roster|attendance|inventar|inventaire|inventario",
      "在庫|チェックリスト|清单|库存",
    ),
  ],
  [
    "pitch",
    words(
      "pitch|investors?|fundrais\\w*|seed round|startup|series [a-c]|investoren|investisseurs|inversores|investidores|investitori|investeerders|levée de fonds",
      "投資家|投资者|融资|المستثمرين",
    ),
  ],
  [
    "review",
    words(
      "qbr|business review|quarterly review|annual review|q[1-4] review|quartalsbericht|quartalsrückblick|quarterly results|bilan trimestriel|revue trimestrielle|revisión trimestral|resultados trimestrales|relatório trimestral|revisão trimestral|revisione trimestrale|kwartaalcijfers|kwartaalrapport",
      "四半期レビュー|四半期報告|季度回顾|季度报告|المراجعة الفصلية",
    ),
  ],
  [
    "onboarding",
    words(
      "onboarding|new hires?|first week|welcome guide|orientation|einarbeitung|neue mitarbeiter(?:innen)?|accueil des nouveaux|nouveaux employés|incorporación|nuevos empleados|integração|novos funcionários|inserimento|nuovi dipendenti|nieuwe medewerkers|inwerken",
      "新入社員|新人研修|新员工|入职|الموظفين الجدد",
    ),
  ],
  [
    "comparison",
    words(
      "vs\\.?|versus|compar\\w*|pros and cons|trade-?offs?|alternatives?|vergleich|vergleichen|comparaison|comparación|comparação|confronto|vergelijking",
      "比較|比较|对比|مقارنة",
    ),
  ],
  [
    "lesson",
    words(
      "lesson|teach\\w*|class|course|tutorial|workshop|students?|introduction to|intro to|training|unterricht|schüler(?:innen)?|cours|élèves|lycéens|clase|alumnos|curso|aula|alunos|lezione|studenti|corso|leerlingen|cursus",
      "授業|講義|研修|学生|课程|教学|培训|درس|طلاب",
    ),
  ],
  [
    "plan",
    words(
      "plan|planning|roadmap|strategy|launch|go-to-market|okrs?|goals|migration|rollout|project|projektplan|einführung|strategie|projekt|plan de projet|lancement|stratégie|projet|plan de proyecto|lanzamiento|estrategia|proyecto|plano|lançamento|estratégia|projeto|piano|lancio|strategia|progetto|projectplan|lancering|project",
      "計画|導入|開業|开业|计划|推出|上线|خطة|إطلاق|افتتاح",
    ),
  ],
  [
    "report",
    words(
      "report|analysis|review|findings|results|quarterly|annual|research|study|update|retrospective|bericht|analyse|rapport|informe|análisis|relatório|análise|relazione|analisi|verslag",
      "報告|レポート|分析|报告|تقرير|تحليل",
    ),
  ],
];

/** The kind a prompt asks for: named in its request sentences, else anywhere in it, else a doc. */
export function inferKind(prompt: string): SourceKind {
  return readPrompt(prompt).kind ?? "doc";
}

function inferIntent(prompt: string, kind: SourceKind): Intent {
  for (const [intent, re] of INTENTS) {
    if (!re.test(prompt)) continue;
    if (
      (intent === "budget" || intent === "tracker") &&
      kind !== "sheet" &&
      !/(?<![\p{L}])(?:budget|tracker)(?![\p{L}])/iu.test(prompt)
    )
      continue;
    return intent;
  }
  return "overview";
}

/** A stated figure as a sheet's fact row: its label (or the words around it) and the figure as written. */
function factsOf(reading: PromptReading): Fact[] {
  return reading.groups.flatMap((g) =>
    g.items
      .filter((i) => i.figure)
      .map((i) => ({
        text: i.text,
        figure: i.figure!.value,
        about: [i.figure!.label || g.label || "", i.figure!.change ?? ""].filter(Boolean).join(", "),
      })),
  );
}

export function analysePrompt(prompt: string, kind?: SourceKind, language?: string): PromptBrief {
  const text = prompt.trim();
  const reading = readPrompt(text, language);
  const k = kind ?? reading.kind ?? "doc";
  const counts = reading.counts;
  // A deck's "pages" are its slides ("幻灯片，5页", "a 5-page deck").
  const length =
    (k === "deck" ? (counts.slides ?? counts.pages) : k === "doc" ? (counts.sections ?? counts.pages) : counts.rows) ??
    null;
  return {
    kind: k,
    intent: inferIntent(reading.request.join(" ") || text, k),
    topic: reading.title || "Your topic",
    audience: reading.audience,
    length,
    counts,
    period: reading.period,
    language: reading.language,
    ...(reading.languageFallback ? { languageFallback: reading.languageFallback } : {}),
    facts: factsOf(reading),
    reading,
    records: k === "sheet" ? extractListedRecords(text) : null,
  };
}
