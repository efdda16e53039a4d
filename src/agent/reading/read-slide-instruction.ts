// What an instruction for one slide asks that the builtin does on the slide itself: shorter, another layout named
// ("as a timeline", "als Zeitleiste", "タイムラインにして"), a stated figure added ("add the Q3 figure: 2.1M"). The other
// clauses are left for the builtin's revision reader, with "this slide", "it" and their like naming the slide by number.
import type { SlideLayout } from "../../formats/model/source.js";

export type SlideReading =
  { do: "shorten" } | { do: "layout"; layout: SlideLayout } | { do: "figure"; label: string; value: string };

export interface SlideInstruction {
  /** What the slide itself is asked to become, in the order the instruction says it. */
  readings: SlideReading[];
  /** The clauses read otherwise, as written with what joined them (empty when every clause was read here). */
  rest: string;
}

const L = "(?<![\\p{L}\\p{N}])";
const R = "(?![\\p{L}\\p{N}])";
const words = (list: string) => new RegExp(`${L}(?:${list})${R}`, "iu");

/** Each layout by the words for it in the languages the builtin reads (CJK words stand without word boundaries). */
const LAYOUT_WORDS: [SlideLayout, string, string][] = [
  [
    "timeline",
    "time ?line|chronology|roadmap|zeitleiste|zeitstrahl|zeitachse|chronologie|frise(?: chronologique)?|ligne du temps|l[ií]nea (?:de(?:l)?|del) tiempo|cronolog[ií]a|linha do tempo|linea (?:temporale|del tempo)|tijdlijn",
    "タイムライン|年表|時系列|时间线|时间轴|时间表",
  ],
  [
    "cards",
    "cards?|tiles|karten|kacheln|cartes|fiches|tuiles|tarjetas|fichas|cart[õo]es|schede|tegels|kaart(?:en|jes)",
    "カード|卡片",
  ],
  [
    "kpi",
    "kpis?|key figures|big numbers|kennzahlen|chiffres[ -]cl[ée]s|cifras clave|n[úu]meros[ -]chave|numeri chiave|cifre chiave|kerncijfers|kpi'?s",
    "主要指標|KPI|关键指标",
  ],
  [
    "comparison",
    "comparison|side by side|vergleich|gegen[üu]berstellung|comparaison|comparaci[óo]n|comparativa|compara[çc][ãa]o|confronto|vergelijking",
    "比較|对比",
  ],
  [
    "two-column",
    "two[ -]columns?|2 columns|zwei spalten|zweispaltig|deux colonnes|dos columnas|duas colunas|due colonne|twee kolommen",
    "2列|二列|2段組|2カラム|两栏|双栏|两列",
  ],
  [
    "bullets",
    "bullets|bullet points|bullet list|(?:a )?list|stichpunkte|aufz[äa]hlung|liste|puces|vi[ñn]etas|lista|marcadores|t[óo]picos|elenco(?: puntato)?|punti elenco|opsomming|lijst",
    "箇条書き|リスト|要点|列表",
  ],
  ["table", "table|tabelle|tableau|tabla|tabela|tabella|tabel", "表形式|テーブル|表格"],
  ["chart", "chart|graph|diagramm|schaubild|graphique|diagramme|gr[áa]fic[oa]|grafico|grafiek", "グラフ|チャート|图表"],
  ["quote", "quote|zitat|citation|cita|cita[çc][ãa]o|citazione|citaat", "引用"],
  [
    "content",
    "paragraphs?|prose|running text|flie[ßs]text|paragraphes?|p[áa]rrafos?|par[áa]grafos?|paragrafi|paragrafo|alinea'?s?|lopende tekst",
    "文章|段落|正文",
  ],
];

// How a layout is asked for: "as", "als", "en", "sous forme de", "como", "come" …, an article optional; "into", "to",
// "in" and "make it" only with an article ("change it to a chart", not "rename it to Chart of the week").
const MARKERS = "as|als|comme|sous forme d(?:e|')|como|en forma de|em forma de|come|in forma di|en|zu";
const MARKERS_WITH_ARTICLE = "into|to|in|em|it|this|that";
const ARTICLES =
  "an?|the|die|der|das|den|dem|eine?[nmr]?|une?|una?|uno|uma?|de|des|le|la|les|l'|el|los|las|il|lo|gli|o|os|as|een|het";
const INDEFINITE = "an?|eine?[nmr]?|une?|una?|uno|uma?|een";

function layoutIn(clause: string): SlideLayout | null {
  for (const [layout, latin, cjk] of LAYOUT_WORDS) {
    const asked = new RegExp(
      `(?:^|\\s)(?:(?:${MARKERS})\\s+(?:(?:${ARTICLES})\\s+|l')?|(?:${MARKERS_WITH_ARTICLE})\\s+(?:${INDEFINITE})\\s+)(?:${latin})${R}|^(?:(?:${ARTICLES})\\s+)?(?:${latin})\\s*[.!]?$`,
      "iu",
    );
    if (asked.test(clause.trim()) || new RegExp(cjk, "u").test(clause)) return layout;
  }
  return null;
}

const SHORTER = words(
  [
    "shorter|shorten|more concise|briefer|tighter|trim|condense|cut (?:it )?down|less text|fewer words|less wordy",
    "k[üu]rzer|k[üu]rzen|k[üu]rze|knapper|straffer|straffen|weniger text",
    "plus court(?:e|es|s)?|raccourci(?:r|s|ssez)?|plus concise?|moins de texte|abr[èé]ge[rz]?",
    "m[áa]s cort[ao]s?|ac[óo]rta(?:la|lo|r)?|m[áa]s concis[ao]|menos texto",
    "mais curt[ao]s?|encurta(?:r)?|mais concis[ao]",
    "pi[ùu] brev[ei]|pi[ùu] cort[ao]|accorcia(?:re|la)?|pi[ùu] concis[ao]|meno testo",
    "korter|verkort(?:en)?|beknopter|minder tekst",
  ].join("|"),
);
const SHORTER_CJK = /短く|簡潔に|短縮|更短|缩短|简短|精简|简洁|短一点/u;

// A slide noun left once "this slide" is taken out names another slide: "slide 5", "the risks slide", "Folie 4".
const UNIT = "slides?|pages?|folien?|seiten?|diapositives?|diapos?|diapositivas?|diapositivos?|dia'?s?";
const NAMES_A_SLIDE = new RegExp(`${L}(?:${UNIT})${R}|スライド|ページ|幻灯片|页`, "iu");

// A slide noun after "the" is this slide only when no number, title or topic follows it ("die Folie „Risiken“", "la
// diapositive 1", "the slide on risks" name others).
const NOTHING_NAMED = `(?!\\s*(?:\\d|["“”„«»'‘’「『])|\\s+(?:on|about|called|named|titled|with|über|zu|zum|zur|mit|namens|sur|de|du|des|sobre|del|su|sul|sulla|di|over|van|met)${R})`;

/** "this slide", "it", "diese Folie", "cette diapositive", "このスライド", "这张幻灯片": the slide being regenerated. */
const THIS_SLIDE = new RegExp(
  [
    `${L}(?:this|that|the|current)\\s+(?:slide|page|one)${R}${NOTHING_NAMED}|${L}it${R}`,
    `${L}(?:diese[rsnm]?|die|aktuelle)\\s+(?:folie|seite)${R}${NOTHING_NAMED}`,
    `${L}(?:cette|la|ce)\\s+(?:diapositive|diapo|slide|page)${R}${NOTHING_NAMED}`,
    `${L}(?:esta|la|este)\\s+(?:diapositiva|slide|p[áa]gina)${R}${NOTHING_NAMED}`,
    `${L}(?:este|o|esta|a)\\s+(?:slide|diapositivo|p[áa]gina)${R}${NOTHING_NAMED}`,
    `${L}(?:questa|questo|la)\\s+(?:diapositiva|slide|pagina)${R}${NOTHING_NAMED}`,
    `${L}(?:deze|de|dit|het)\\s+(?:dia|slide|pagina)${R}${NOTHING_NAMED}`,
    "この(?:スライド|ページ)|这张幻灯片|此幻灯片|这一?页|本页|这张",
  ].join("|"),
  "giu",
);

const ADD_VERB =
  /^(?:(?:please|bitte|por favor|per favore|s'il (?:te|vous) pla[iî]t)\s+)?(?:add|include|insert|put in|f[üu]ge(?:n sie)?|erg[äa]nze(?:n sie)?|nimm|trage|ajoute[rz]?|ins[èé]re[rz]?|inclue[zs]?|a[ñn]ad[ea]|agreg(?:a|ue)|incluye|inserta|aggiung[ia]|inserisci|includi|adicion[ae]|acrescent[ae]|inclu[ia]|inser[ei]|insira|voeg(?:t)?)(?:\s+|$)/iu;
const ADD_TAIL =
  /\s+(?:hinzu|dazu|ein|auf|toe|aan)$|を(?:追加|加え|入れ)(?:して(?:ください|下さい)?|てください|て)?$/iu;
const ADD_CJK_HEAD = /^(?:请)?(?:添加|加上|增加|加入|补充)/u;
const ARTICLE_HEAD = new RegExp(`^(?:${ARTICLES})\\s+|^l'`, "iu");
/** A figure as people write one: money, a percentage, a number with a scale word or unit. */
const FIGURE =
  /^(?:[$€£¥]\s?)?[-+−]?\d[\d.,  ]*(?:\s?(?:%|k|m|bn|million|billion|thousand|mio\.?|mrd\.?|millions?|milliards?|millones|milhões|milioni|miljoen|万|億|亿|円|元))?(?:\s?(?:[$€£¥]|eur|usd|gbp|chf|jpy|euros?|dollars?))?$/iu;

// "to this slide", "zu dieser Folie", "à cette diapositive": the slide being regenerated, named where an addition goes.
const ONTO_THIS = new RegExp(`\\s*(?:to|into|onto|on|zu|auf|à|sur|a|en|in|aan|op)\\s+(?:${THIS_SLIDE.source})`, "giu");

/** "Q4 pipeline figure", "Q3-Zahl", "the figure for Q4 pipeline", "Q3の数値": the instruction's word for a figure is not its label. */
const FIGURE_NOUN =
  /(?:[\s-]+(?:figures?|numbers?|values?|metrics?|amounts?|zahl(?:en)?|werte?|kennzahl(?:en)?|chiffres?|montants?|valeurs?|cifras?|números?|valor(?:es)?|numer[oi]|valor[ei]|cijfers?|getal(?:len)?|waarden?)|の(?:数値|数字)|(?:的)?(?:数值|数字|数据))$/iu;
const FIGURE_FOR =
  /^(?:(?:the|a|die|den|le|la|el|o|a|il|de|het)\s+)?(?:figure|number|value|metric|amount|zahl|wert|chiffre|montant|valeur|cifra|número|valor|numero|valore|cijfer|getal|waarde)\s+(?:for|of|für|von|pour|de|du|para|del|per|di|della|voor|van)\s+/iu;
/** "Regenerate: …", "Neu erstellen: …": the action's own name before what it is asked to do. */
const ACTION_HEAD =
  /^(?:regenerate|rewrite|redo|neu erstellen|neu generieren|régénérer|régénère|regenerar|regenera|rigenera|opnieuw genereren|再生成|重新生成)\s*[:：]\s*/iu;

function subjectOfFigure(label: string): string {
  const bare = label.replace(FIGURE_FOR, "").replace(FIGURE_NOUN, "").trim();
  return bare || label;
}

/** "add the Q3 figure: 2.1M", "Füge die Q3-Zahl hinzu: 2,1 Mio.", "Q3の数値を追加：210万", "Q3 figure: 2.1M": a label and its figure. */
function figureIn(clause: string, asked = false): { label: string; value: string } | null {
  const c = clause.replace(ONTO_THIS, "").trim().replace(ACTION_HEAD, "");
  const colon = /^(?<label>.+?)\s*[:：]\s*(?<value>.+)$/u.exec(c)?.groups;
  let label: string;
  let value: string;
  if (colon) {
    [label, value] = [colon.label!, colon.value!.replace(/(?<!mio|mrd|tsd|mill|bn)[.。!]+$/iu, "").trim()];
    asked ||= ADD_VERB.test(label) || ADD_TAIL.test(label) || ADD_CJK_HEAD.test(label);
  } else {
    // "add Q3 revenue of 2.1M": the figure last, after its label.
    const m = /^(?<label>.+?)\s+(?:(?:of|at|=|von|de|di|van)\s+)?(?<value>(?:[$€£¥]\s?)?[-+−]?\d\S*(?:\s\S+)?)$/iu.exec(
      c.replace(/[.。!]+$/u, ""),
    )?.groups;
    if (!m || !FIGURE.test(m.value!) || !(asked || ADD_VERB.test(m.label!))) return null;
    [label, value, asked] = [m.label!, m.value!, true];
  }
  label = subjectOfFigure(
    label.replace(ADD_VERB, "").replace(ADD_TAIL, "").replace(ADD_CJK_HEAD, "").replace(ARTICLE_HEAD, "").trim(),
  );
  // "add to this slide: Q3 figure: 2.1M": the figure and its label after the colon.
  if (!label && asked && /[:：]/u.test(value)) return figureIn(value, true);
  if (!label || !/\d/.test(value) || value.length > 40) return null;
  // Without a verb only "label: figure" itself is read as one, not any sentence with a colon in it.
  if (!asked && (!FIGURE.test(value) || label.split(/\s+/).length > 6)) return null;
  return { label: label.charAt(0).toUpperCase() + label.slice(1), value };
}

/** The readings of one clause for the slide itself; none when it asks for something else or names another slide. */
function readingsOf(clause: string): SlideReading[] {
  const figure = figureIn(clause);
  const aboutAnother = NAMES_A_SLIDE.test(clause.replace(THIS_SLIDE, ""));
  if (figure) return aboutAnother ? [] : [{ do: "figure", ...figure }];
  if (ADD_VERB.test(clause) || aboutAnother) return [];
  const out: SlideReading[] = [];
  if (SHORTER.test(clause) || SHORTER_CJK.test(clause)) out.push({ do: "shorten" });
  const layout = layoutIn(clause);
  if (layout) out.push({ do: "layout", layout });
  return out;
}

// Where clauses meet: sentence ends, semicolons, new lines; commas and "and"/"then" words only before a clause of its own.
// A full stop after a scale word ("2,1 Mio.") belongs to the figure.
const HARD = /((?<!(?:^|\s)(?:mio|mrd|tsd|mill|bn|ca|env))[.!?。！？]+(?=\s|$)\s*|;\s*|\n+)/iu;
const SOFT =
  /(,\s+|，|、|\s+(?:and then|then|and|und dann|dann|und|puis|et puis|et|luego|y luego|y|poi|e poi|e|daarna|en dan|en)\s+|して、|し、)/iu;
// Verbs that start a clause of their own after a comma or "and" (the builtin reader's, in its languages).
const VERB_START = words(
  [
    "make|shorten|rename|retitle|remove|delete|drop|change|set|replace|move|swap|show|turn|use|put|call|update|fix|correct",
    "mach|benenne|entferne|l[öo]sche|[äa]ndere|ersetze|setze|verschiebe|zeige|k[üu]rze",
    "rends|renomme|supprime|change|modifie|remplace|mets|d[ée]place|montre|raccourcis",
    "haz|hazla|renombra|elimina|cambia|reemplaza|pon|mueve|muestra|acorta",
    "rendi|rinomina|rimuovi|cambia|sostituisci|metti|sposta|mostra|accorcia",
    "torna|renomeia|muda|altera|substitui|p[õo]e|mostra|encurta",
    "maak|hernoem|verwijder|wijzig|vervang|zet|verplaats|toon|verkort",
  ].join("|"),
);
const startsClause = (piece: string) =>
  ADD_VERB.test(piece) ||
  new RegExp(`^(?:${VERB_START.source})`, "iu").test(piece.trim()) ||
  readingsOf(piece).some((r) => r.do !== "figure");

/** The instruction's clauses with what came before each (its joint), so the unread ones can be put back as written. */
function clausesOf(instruction: string): { joint: string; text: string }[] {
  const out: { joint: string; text: string }[] = [];
  const hard = instruction.trim().split(HARD);
  for (let h = 0; h < hard.length; h += 2) {
    const joint = h ? hard[h - 1]! : "";
    const soft = hard[h]!.split(SOFT);
    out.push({ joint, text: soft[0]! });
    // A comma or "and" inside a list, a title or a figure ("2.1M, up 12%") stays there.
    for (let s = 1; s < soft.length; s += 2) {
      if (startsClause(soft[s + 1]!)) out.push({ joint: soft[s]!, text: soft[s + 1]! });
      else out.at(-1)!.text += soft[s]! + soft[s + 1]!;
    }
  }
  return out.filter((c) => c.text.trim());
}

export function readSlideInstruction(instruction: string): SlideInstruction {
  const readings: SlideReading[] = [];
  let rest = "";
  for (const clause of clausesOf(instruction)) {
    const read = readingsOf(clause.text);
    if (read.length) readings.push(...read);
    else rest += (rest ? clause.joint : "") + clause.text;
  }
  return { readings, rest: rest.trim() };
}

/** The clauses for the builtin's reader with "this slide", "it" and their like as "slide n", the form it reads everywhere. */
export function namingTheSlide(text: string, index: number): string {
  return text.replace(THIS_SLIDE, `slide ${index + 1}`);
}
