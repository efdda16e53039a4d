// The leading instruction line of pasted text ("Turn these notes into a deck:", "Mach Folien aus dieser Gliederung"):
// not content, but read for the kind and slide count it asks for, in the ten languages the builtin knows.
import type { SourceKind } from "../../formats/model/source.js";
import { extractCounts } from "./prompt-facts.js";

export interface SplitPrompt {
  /** The instruction line as written, or null when the text starts with its content. */
  instruction: string | null;
  /** Everything after the instruction line: the user's own text. */
  text: string;
  /** The kind the instruction names ("into a deck", "als Dokument"); null when it names none. */
  kind: SourceKind | null;
  /** The slide count it asks for ("a 10-slide deck"); null when unsaid. */
  slides: number | null;
}

// Imperatives (and polite openings) that start an instruction, per language; ja/zh put the verb last, so they are
// matched anywhere in the line.
const LEAD = String.raw`(?:please|pls|kindly|can you|could you|would you|bitte|s'il te plaît|s'il vous plaît|merci de|por favor|per favore|alsjeblieft|graag|a\s+)?`;
const VERBS = [
  "turn|make|create|convert|build|generate|format|use|put|lay out|layout|write|transform|prepare|produce|design|write up|summari[sz]e|condense|shorten|keep|split|structure|organi[sz]e|present|draft|outline",
  "mach|mache|machen|erstell|erstelle|erstellen|wandle|verwandle|bau|baue|generiere|nutze|verwende|gestalte|fasse|formatiere|bereite|strukturiere|teile",
  "transforme|transformez|fais|faites|crée|créez|convertis|convertissez|génère|générez|utilise|utilisez|résume|résumez|prépare|préparez|mets|mettez|structure|structurez|rédige|rédigez",
  "convierte|convierta|pásalo|pasalo|pasa|haz|haga|crea|cree|genera|genere|transforma|transforme|usa|use|utiliza|resume|resuma|prepara|prepare|pon|organiza|estructura|arma",
  "transforme|transforma|faça|faz|crie|cria|converta|converte|gere|gera|use|usa|utilize|resuma|resume|prepare|prepara|coloque|organize|monte",
  "trasforma|trasformi|fai|faccia|crea|crei|converti|converta|genera|usa|utilizza|riassumi|prepara|metti|organizza|struttura",
  "maak|zet|genereer|gebruik|vat|verwerk|bouw|structureer|orden|giet",
];
const VERB_FIRST = new RegExp(String.raw`^\W*${LEAD}\s*(?:${VERBS.join("|")})(?![\p{L}])`, "iu");
const VERB_ANYWHERE =
  /(?:にして|にする|に変換|に変えて|を作|作って|作成|まとめて|まとめる|整理して|做成|制作|生成|转换|转成|变成|改成|整理成|精简|做一份|创建|(?<![\p{L}])(?:übernehmen|umwandeln|umsetzen|zusammenfassen|omzetten|samenvatten|overnemen)(?![\p{L}])|حوّل|حول|انقل|اصنع|أنشئ|انشئ|اعمل|اجعل|استخدم|لخص|لخّص|حضّر|جهز)/u;

// What an instruction talks about: the output kinds and the text itself.
const DECK = String.raw`decks?|slides?|slide deck|presentations?|pitch|keynote|powerpoint|pptx|präsentation|folien|foliensatz|présentation|diapos?|diapositives?|presentación|diapositivas|apresentação|diapositivos|presentazione|diapositive|presentatie|dia's|dia`;
const DOC = String.raw`docs?|documents?|reports?|memo|article|handout|brief|dokument|bericht|artikel|rapport|documento|informe|relatório|relazione|verslag`;
const SHEET = String.raw`spreadsheets?|sheets?|tables?|excel|xlsx|csv|tabelle|tabellenkalkulation|tableur|feuille de calcul|tableau|hoja de cálculo|tabla|planilha|tabela|foglio di calcolo|tabella|tabel|rekenblad`;
const TEXT = String.raw`notes?|outline|text|draft|bullets?|points|list|below|following|content|notizen|gliederung|entwurf|stichpunkte|folgende|plan|texte|brouillon|ci-dessous|suivant|notas|esquema|texto|borrador|siguiente|esboço|roteiro|rascunho|abaixo|seguinte|appunti|scaletta|schema|testo|bozza|seguente|aantekeningen|notities|opzet|overzicht|tekst|concept|hieronder|volgende`;
const CJK_DECK = "スライド|プレゼン|幻灯片|演示文稿|PPT|ppt|عرض تقديمي|العرض التقديمي|شرائح|الشرائح";
const CJK_DOC = "文書|ドキュメント|レポート|報告書|文档|文件|报告|مستند|وثيقة|تقرير";
const CJK_SHEET = "スプレッドシート|表計算|电子表格|表格|جدول بيانات|جدول";
const CJK_TEXT =
  "メモ|ノート|アウトライン|下書き|原稿|テキスト|議事録|以下|次の|笔记|大纲|草稿|纪要|记录|以下|下面|文字|ملاحظات|الملاحظات|مخطط|المخطط|النص|نص|مسودة|التالي";

const word = (alts: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alts})(?![\p{L}\p{N}])`, "iu");
const TOPIC = new RegExp(
  `${word(`${DECK}|${DOC}|${SHEET}|${TEXT}`).source}|${CJK_DECK}|${CJK_DOC}|${CJK_SHEET}|${CJK_TEXT}`,
  "iu",
);

// A kind word right after "this", "these notes", "diese", "ces", "この"… names the material, not the output.
const DEMONSTRATIVE = String.raw`this|these|that|those|my|our|the following|the attached|diese[mnrs]?|meine[mnrs]?|unsere[mnrs]?|folgende[mnrs]?|ce|cet|cette|ces|mon|ma|mes|notre|nos|este|esta|estos|estas|mi|mis|nuestros?|nuestras?|esse|essa|esses|essas|meu|minha|meus|minhas|nossos?|nossas?|questo|questa|questi|queste|mio|mia|miei|mie|deze|dit|mijn|onze`;
const MATERIAL_PHRASE = new RegExp(
  String.raw`(?<![\p{L}])(?:${DEMONSTRATIVE})\s+(?:[\p{L}-]+\s+)?(?:${DECK}|${DOC}|${SHEET})(?![\p{L}])|(?:この|これらの|以下の|次の|这些|这个|这份|以下|下面的|هذه|هذا)\s*(?:${CJK_DECK}|${CJK_DOC}|${CJK_SHEET})`,
  "giu",
);

// "table"-like and "report"-like words often name the material ("turn this table into…"): they decide only alone.
const WEAK =
  /^(?:tables?|tableau|tabla|tabela|tabella|tabel|reports?|rapport|informe|relatório|relazione|verslag|bericht|表格|جدول)$/iu;
const KIND_WORD = new RegExp(
  `(?<deck>${word(DECK).source})|(?<doc>${word(DOC).source})|(?<sheet>${word(SHEET).source})` +
    `|(?<cjkDeck>${CJK_DECK})|(?<cjkDoc>${CJK_DOC})|(?<cjkSheet>${CJK_SHEET})`,
  "giu",
);

/** The kind an instruction names: the first strong kind word outside a phrase naming the material, else a weak one. */
export function instructionKind(instruction: string): SourceKind | null {
  const free = instruction.replace(MATERIAL_PHRASE, " ");
  let weak: SourceKind | null = null;
  for (const m of free.matchAll(KIND_WORD)) {
    const { deck, doc, cjkDeck, cjkDoc } = m.groups!;
    const kind: SourceKind = deck || cjkDeck ? "deck" : doc || cjkDoc ? "doc" : "sheet";
    if (!WEAK.test(m[0])) return kind;
    weak ??= kind;
  }
  return weak;
}

const MAX_WORDS = 30;
const MAX_CHARS = 240;

/** Whether a line reads as an instruction to Quire rather than as the first line of the user's text. */
export function isInstruction(line: string): boolean {
  const text = line.trim();
  if (
    !text ||
    /^(?:#|[-*+•]\s|\d+[.)]\s|>|\|)/.test(text) ||
    text.length > MAX_CHARS ||
    text.split(/\s+/).length > MAX_WORDS
  )
    return false;
  if (!TOPIC.test(text)) return false;
  return VERB_FIRST.test(text) || VERB_ANYWHERE.test(text);
}

/** The prompt split into its instruction line (when it has one) and the text after it. */
export function splitInstruction(prompt: string): SplitPrompt {
  const text = prompt.replace(/\r\n?/g, "\n").replace(/^\s*\n/, "");
  const nl = text.indexOf("\n");
  const first = nl < 0 ? text : text.slice(0, nl);
  const rest = nl < 0 ? "" : text.slice(nl + 1);
  if (!rest.trim() || !isInstruction(first))
    return { instruction: null, text: text.trim() ? text : "", kind: null, slides: null };
  const instruction = first.trim();
  return {
    instruction,
    text: rest.replace(/^\s*\n/, ""),
    kind: instructionKind(instruction),
    slides: extractCounts(instruction).slides ?? null,
  };
}
