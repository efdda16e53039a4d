// The subject of a prompt in the user's own words: lead-in, form words, counts and periods removed, never a word cut.
import type { Lang } from "./language.js";
import { namesSomeone } from "./form-subject.js";
import { escapeRegExp } from "../../lib/text.js";

const LEAD_IN =
  /^(?:please\s+)?(?:(?:can|could|would) you\s+|i need\s+|i want\s+|i'd like\s+|help me\s+)?(?:to\s+)?(?:(?:create|make|write|draft|build|generate|prepare|put together|give me|design|produce|outline)\s+)?(?:me\s+)?(?:(?:a|an|the|some|my|our)\s+)?/i;
// Words that name the output's form ("10-slide pitch deck about X" → "X").
const FORMAT_NOUNS =
  /(?<![\p{L}\p{N}])(?:(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)[- ]?(?:slides?|pages?|sections?|rows?|items?|lines?|months?|quarters?|folien|seiten|diapositives?|diapositivas|diapositive|dia's|pagine|páginas)|slide deck|pitch deck|deck|slides|presentation|spreadsheet|(?:foglio di calcolo|hoja de cálculo|folha de cálculo|feuille de calcul|tableur|planilha|planilla)(?:\s+(?:de|du|para|per|pour|com|con|avec|mit))?|tabellenkalkulation|rekenblad|document|doc|dokument|documento|präsentation|folien|présentation|diapositives?|presentación|diapositivas|apresentação|presentazione|presentatie|عرض تقديمي|شرائح)(?![\p{L}\p{N}])/giu;
// "report on X", "article about X": the form, then the subject.
const FORM_OF =
  /^(?:report|article|memo|essay|paper|summary|overview|talk|presentation|deck|brief|doc|document)\s+(?:on|about|of)\s+/i;
const PERIODS = /(?<![\p{L}\p{N}])(?:Q[1-4]|H[12]|FY)\s*['’]?\d{0,4}(?![\p{L}\p{N}])/giu;
// A period with the preposition that governs it, before another phrase: "report on Q3 for the committee" → "report for …".
const PERIOD_PHRASE = new RegExp(
  `\\s+(?:on|about|for|in|über|für|zu|im|sur|pour|en|sobre|para|su|per|nel|over|voor)\\s+(?:${PERIODS.source})(?=\\s+(?:for|to|on|about|für|an|pour|à|para|per|voor|aan)\\s)`,
  "giu",
);
const ABOUT: Record<string, RegExp> = {
  en: /(?<![\p{L}])(?:about|on the subject of|regarding|covering|explaining|describing|introducing|comparing)\s+(?<topic>.+)/iu,
  de: /(?<![\p{L}])(?:über|zum thema|zu)\s+(?<topic>.+)/iu,
  fr: /(?<![\p{L}])(?:sur|à propos de|au sujet de|qui explique|qui décrit|qui présente)\s+(?<topic>.+)/iu,
  es: /(?<![\p{L}])(?:sobre|acerca de|que explique|que describa|que presente)\s+(?<topic>.+)/iu,
  pt: /(?<![\p{L}])(?:sobre|acerca de|que explique|que descreva|que apresente)\s+(?<topic>.+)/iu,
  it: /(?<![\p{L}])(?:sul|sulla|sullo|sui|sulle|su|riguardo a|che spieghi|che descriva|che presenti)\s+(?<topic>.+)/iu,
  nl: /(?<![\p{L}])(?:over)\s+(?<topic>.+)/iu,
};
/** "for the next two quarters", "über die nächsten 12 Monate": a span ahead of now is the plan's period, removed whole. */
const NEXT_SPAN =
  /\s*(?:(?:for|over|in|during|für|über|in den|pour|sur|les|para|durante|los|per|nei|voor|de)\s+)?(?:the\s+|die\s+)?(?:next|coming|nächsten|kommenden|prochains|prochaines|próximos|próximas|prossimi|prossime|komende|volgende)\s+(?:\d{1,3}|one|two|three|four|five|six|twelve|zwei|drei|vier|sechs|zwölf|deux|trois|quatre|six|douze|dos|tres|cuatro|seis|doce|dois|três|quatro|due|tre|quattro|sei|dodici|twee|drie|vier|zes|twaalf)\s+(?:months?|quarters?|weeks?|years?|monate?n?|quartale?n?|wochen|jahre?n?|mois|trimestres?|semaines?|ans|années|meses|semanas|años|anos|mesi|trimestri|settimane|anni|maanden|kwartalen|weken|jaar)(?![\p{L}])/giu;

/** A relative clause that names the subject at its end: "…, das das Pflegeheim Lindenhof erklärt", "…, dat X uitlegt". */
const EXPLAINS: Record<string, RegExp> = {
  de: /,?\s+(?:das|der|die|welches|welcher|welche)\s+(?<topic>.+?)\s+(?:erklärt|beschreibt|vorstellt|zeigt|erläutert)$/iu,
  nl: /,?\s+(?:dat|die)\s+(?<topic>.+?)\s+(?:uitlegt|beschrijft|toelicht|voorstelt)$/iu,
};
const LEADING_ARTICLES =
  /^(?:(?:a|an|the|my|our|some|new|short|quick|simple|detailed|der|die|das|den|dem|ein|eine|einen|unsere?n?|le|la|les|l'|un|une|des|nos|notre|el|los|las|uno|una|unos|nuestr[oa]s?|o|os|as|um|uma|nosso|nossa|il|lo|gli|i|nostro|nostra|de|het|een|onze|ons)\s+|l')+/i;
// What a removed form noun leaves in front: "pitch deck for a co-op" → "for a co-op" → "co-op".
const LEADING_PREPOSITION =
  /^(?:for|about|on|of|with|für|über|mit|pour|sur|avec|para|sobre|con|com|per|su|voor|over|met)\s+(?:(?:a|an|the|our|my|ein|eine|einen|un|une|la|le|les|el|los|las|um|uma|o|il|lo|een|de|het)\s+)?/i;
export const WISHES =
  /\s+(?:with|including|mit|avec|con|com|met)\s+(?:formulas?|totals?|charts?|graphs?|speaker notes|notes|tables?|a table|images?|Formeln|Summen|formules|totaux|fórmulas|totales|formule|totali|formules)\b.*$/i;
// Words a topic never ends on in the scaffolded languages: a cut there would leave half a phrase ("…Betrieb in").
const TRAILING =
  /(?:\s+(?:a|an|the|of|for|to|in|on|at|by|and|or|with|about|from|our|my|der|die|das|den|dem|des|und|für|im|am|zum|zur|von|mit|über|ein|eine|einen|le|la|les|de|des|du|et|pour|sur|au|aux|el|los|las|y|para|sobre|del|o|e|do|da|dos|das|em|il|lo|gli|di|per|nel|della|het|een|en|voor|over|van|met))+$/i;
const CJK_FORMAT =
  /(?:についての|について|に関する)|(?:プレゼンテーション|プレゼン|スライド|資料|報告書|レポート|ガイド)|关于|(?:的)?(?:演示文稿|幻灯片|报告|文档|指南)|\d+\s*(?:枚|张|页)(?:の)?/gu;
const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const MAX = 90;

const clean = (text: string) =>
  text
    .replace(/["“”«»„]/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s,:;–-]+|[\s,.:;!?–-]+$/g, "")
    .trim();

/** Cuts at a word boundary and never leaves a trailing article or preposition. */
function bounded(topic: string): string {
  let out = topic.length > MAX ? topic.slice(0, MAX).replace(/\s+\S*$/, "") : topic;
  out = clean(out.replace(TRAILING, ""));
  return out;
}

export function extractTopic(prompt: string, audience: string | null, lang = "en"): string {
  const firstLine = clean(prompt.split(/\n/)[0]!.slice(0, 400));
  if (CJK.test(firstLine)) return cjkTopic(firstLine);
  if (lang === "ar") return arabicTopic(firstLine);
  const about = EXPLAINS[lang]?.exec(firstLine) ?? (ABOUT[lang] ?? ABOUT.en!).exec(firstLine);
  let topic = about ? about.groups!.topic! : firstLine.replace(LEAD_IN, "").replace(FORM_OF, "");
  // The first clause names the subject; what follows a comma or colon is detail (period, facts, wishes).
  // A dash between digits is a range ("12–13 year olds"), not a break.
  const [first, ...rest] = topic.split(/\s*[,;:(—]\s*|(?<!\d)\s*–\s*|\s*–\s*(?!\d)|\s+-\s+/);
  topic = first!;
  // "plan across discovery, design and launch": the first item of a list that goes on after the comma is not the subject.
  if (rest.length && /\s(?:and|or)\s/.test(rest.slice(0, 6).join(", ").split(/[:.]/)[0]!))
    topic = topic.replace(
      /\s+(?:across|with|of|including|from|covering)\s+(?:an?\s+|the\s+)?[\p{L}\p{N}-]+(?:\s[\p{L}\p{N}-]+)?$/iu,
      "",
    );
  topic = topic
    .replace(WISHES, "")
    .replace(NEXT_SPAN, " ")
    .replace(FORMAT_NOUNS, " ")
    .replace(PERIOD_PHRASE, "")
    .replace(PERIODS, " ");
  if (audience) {
    const without = topic.replace(
      new RegExp(
        `\\s(?:for|to|aimed at|für|pour|para|per|voor)\\s+(?:(?:an?|the|our|my|your|die|den|das|unser|unsere|unseren|le|la|les|l'|nos|notre|el|los|las|nuestro|nuestra|o|os|a|as|nosso|nossa|il|i|gli|nostro|nostra|de|het|onze|ons)\\s+)?${escapeRegExp(audience)}.*$`,
        "i",
      ),
      "",
    );
    // "Onboarding guide for new nurses on the ward": a bare form left over says too little, so the audience stays;
    // a name left over ("about Northwind Solar for the board") says enough.
    const left = clean(without).replace(LEADING_ARTICLES, "");
    if (left.split(/\s+/).length > 2 || (about && namesSomeone(left, lang as Lang))) topic = without;
  }
  // Inside a sentence an article written with a capital belongs to a name ("sur L'Atelier Dubois", "about The Body Shop").
  // So does one before a capitalised word outside German ("L'Atelier Dubois"), whose nouns all take capitals.
  const articles = (t: string) =>
    (about && /^\p{Lu}/u.test(t)) ||
    (lang !== "de" && /^(?:L'|The |La |Le |Les |El |Los |Las |Il |Lo |De |Het )\p{Lu}/u.test(t))
      ? t
      : t.replace(LEADING_ARTICLES, "");
  topic = clean(articles(clean(topic)).replace(LEADING_PREPOSITION, ""));
  if (topic.split(/\s+/).length < 2 && !about) {
    const whole = clean(
      clean(
        firstLine
          .replace(LEAD_IN, "")
          .split(/\s*[,;:(]\s*/)[0]!
          .replace(WISHES, "")
          .replace(NEXT_SPAN, " ")
          .replace(FORMAT_NOUNS, " ")
          .replace(PERIODS, " "),
      )
        .replace(LEADING_ARTICLES, "")
        .replace(LEADING_PREPOSITION, ""),
    );
    if (whole.length > topic.length) topic = whole;
  }
  return bounded(topic) || "Your topic";
}

function arabicTopic(line: string): string {
  const clause = line.split(/[،,:؛]/)[0]!.replace(FORMAT_NOUNS, " ");
  const about = /(?:^|\s)(?:عن|حول)\s+(?<topic>.+)/u.exec(clause);
  return bounded(clean(about ? about.groups!.topic! : clause));
}

function cjkTopic(line: string): string {
  const topic = line
    .split(/[，,。：:；;（(]/)[0]!
    .replace(CJK_FORMAT, "")
    .replace(/^(?:请|請|制作|作成|做|写)+/u, "")
    .replace(/(?:を|の|について|に|は|が|で|、|\s)+$/u, "")
    .trim();
  return (topic || line).slice(0, 40);
}
