// The kind a request asks for, from the words that name its form (deck, Tabelle, 報告書…) in the ten languages: a
// word that names a format outranks one that names a genre, and the request's own sentences outrank its content.
import type { SourceKind } from "../../formats/model/source.js";

const B = "(?<![\\p{L}\\p{N}])";
const E = "(?![\\p{L}\\p{N}])";
/** Latin words bounded as words; CJK and Arabic ones anywhere (they are not written between spaces). */
const re = (latin: string, other = "") => new RegExp(`${B}(?:${latin})${E}${other ? `|${other}` : ""}`, "iu");

const FORMATS: [SourceKind, RegExp][] = [
  [
    "deck",
    re(
      "deck|decks|slides?|slide deck|presentation|powerpoint|pptx?|keynote|präsentation|folien|foliensatz|présentation|diaporama|diapos?|diapositives?|presentación|diapositivas|apresentação|diapositivos|presentazione|diapositive|presentatie|dia's|sheets? deck",
      "プレゼン|スライド|デッキ|発表資料|幻灯片|演示文稿|簡報|简报|PPT|ppt|عرض تقديمي|عرضًا تقديميًا|عرضا تقديميا|شرائح",
    ),
  ],
  [
    "sheet",
    re(
      "spreadsheet|worksheet|workbook|xlsx|excel|sheet|\\p{L}*tabelle|tabellenkalkulation|tableur|feuille de calcul|hoja de cálculo|hoja de calculo|planilla|planilha|folha de cálculo|foglio di calcolo|foglio excel|rekenblad|spreadsheet",
      "スプレッドシート|表計算|エクセル|電子表格|电子表格|表格|(?:の|な)表(?![現示明彰情])|(?:预算|费用|成本|明细|统计|报)表|جدول بيانات",
    ),
  ],
  [
    "doc",
    re(
      "document|doc|docx|word document|word file|dokument|word-dokument|documento|documentatie",
      "文書|文档|ドキュメント|وثيقة|مستند",
    ),
  ],
];

const GENRES: [SourceKind, RegExp][] = [
  [
    "doc",
    re(
      "report|article|memo|essay|letter|handbook|guide|guidebook|plan|project plan|business plan|proposal|policy|white ?paper|manual|newsletter|brief|briefing note|bericht|artikel|leitfaden|handbuch|projektplan|businessplan|maßnahmenplan|marketingplan|konzept|antrag|protokoll|rapport|mémo|note de synthèse|compte rendu|proposition|plan de projet|informe|artículo|guía|propuesta|memoria|plan de proyecto|relatório|artigo|guia|plano|proposta|relazione|articolo|guida|piano|rapporto|verslag|handleiding|voorstel|projectplan|plan van aanpak",
      "報告書|レポート|ガイド|計画書|企画書|提案書|議事録|手順書|报告|指南|计划书|计划|方案|文章|تقرير|دليل|مقال|خطة",
    ),
  ],
  [
    "sheet",
    re(
      "budget|tracker|tracking sheet|ledger|inventory|expenses|expense list|forecast model|cash ?flow forecast|haushaltsplan|budgetplan|finanzplan|kalkulation|kostenplan|dienstplan|presupuesto|orçamento|\\p{L}*begroting|bilancio preventivo|inventario|inventaire",
      "予算表|予算|家計簿|在庫表|一覧表|管理表|集計表|预算表|预算|明细表|统计表|ميزانية",
    ),
  ],
  [
    "deck",
    re(
      "pitch|qbr|business review|talk|webinar|presenting|present to|pitching|vortrag|präsentiere|präsentieren|exposé|je présente|présenter devant|exposición|voy a presentar|presentar ante|palestra|vou apresentar|lezione|presenterò|spreekbeurt|ik presenteer",
      "発表(?!者)|演讲|演示|عرض",
    ),
  ],
];

/** "Google Slides", "Google ドキュメント", "Microsoft Word document": a format word after a suite's name names a product. */
const SUITE_BEFORE = /(?:google|microsoft|apple|zoho|wps|libreoffice|openoffice)\s*$/iu;

const GLOBAL = new Map<RegExp, RegExp>();
const everyMatch = (words: RegExp) =>
  GLOBAL.get(words) ?? GLOBAL.set(words, new RegExp(words.source, `${words.flags}g`)).get(words)!;

/** The first match of any of the kinds' words in a text, not part of a product's name: kind and position. */
function firstOf(table: [SourceKind, RegExp][], text: string): { kind: SourceKind; at: number } | null {
  let best: { kind: SourceKind; at: number } | null = null;
  for (const [kind, words] of table) {
    for (const m of text.matchAll(everyMatch(words))) {
      if (SUITE_BEFORE.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
      if (!best || m.index < best.at) best = { kind, at: m.index };
      break;
    }
  }
  return best;
}

/**
 * The kind a text names, or null: a format word first ("a deck summarising our budget report" is a deck), then a
 * genre — a doc's genre before a sheet's ("a report on our budget", "Projektplan … Budget"), a sheet's before a deck's.
 */
export function namedKind(text: string): SourceKind | null {
  return formatKind(text) ?? genreKind(text);
}

/** The kind a format word names ("deck", "Tabelle", "文書"), or null. */
export function formatKind(text: string): SourceKind | null {
  return firstOf(FORMATS, text)?.kind ?? null;
}

/** The kind a genre word names ("report", "budget", "pitch"), or null. */
export function genreKind(text: string): SourceKind | null {
  for (const kind of ["doc", "sheet", "deck"] as const) {
    const words = GENRES.find(([k]) => k === kind)![1];
    if (words.test(text)) return kind;
  }
  return null;
}
