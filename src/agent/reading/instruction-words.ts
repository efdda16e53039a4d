// Revision instructions in German, French, Spanish, Portuguese, Italian and Dutch, rewritten into the English forms
// the instruction reader knows: verbs, part nouns, positions, counts and "to". Titles and topics stay as written.
// Japanese, Chinese and Arabic additions are read in instruction-words-cjk-ar.ts.
import { additionsInEnglish } from "./instruction-words-cjk-ar.js";
import type { Lang } from "./language.js";

type Rule = [RegExp, string];

interface InstructionWords {
  /** Imperative verbs at a clause start → the English verb. */
  verbs: Rule[];
  /** Part nouns with their article and the preposition of a topic ("eine Folie über" → "a slide on"). */
  phrases: Rule[];
  /** The word joining two clauses ("und", "et", "y"), replaced only before a verb. */
  and: string;
  /** Separable particles left at a clause's end ("hinzu", "toe", "um"). */
  particles?: RegExp;
}

const UNIT = {
  de: {
    slide: "Folien?",
    section: "Abschnitte?|Kapitel",
    row: "Zeilen?",
    tab: "Registerkarten?|Tabellenbl(?:a|ä)tt(?:er)?|Bl(?:a|ä)tt(?:er)?",
  },
  fr: {
    slide: "diapositives?|diapos?|slides?",
    section: "sections?|parties?|chapitres?",
    row: "lignes?",
    tab: "onglets?|feuilles?",
  },
  es: {
    slide: "diapositivas?|slides?",
    section: "secci(?:ó|o)n(?:es)?|apartados?|cap(?:í|i)tulos?",
    row: "filas?|l(?:í|i)neas?",
    tab: "hojas?|pesta(?:ñ|n)as?",
  },
  pt: {
    slide: "diapositivos?|slides?",
    section: "se(?:ç|c)(?:ã|a)o|se(?:ç|c)(?:õ|o)es|sec(?:ç|c)(?:ã|a)o|cap(?:í|i)tulos?",
    row: "linhas?",
    tab: "abas?|folhas?",
  },
  it: {
    slide: "diapositive|diapositiva|slide",
    section: "sezion[ei]|capitol[oi]",
    row: "righe|riga",
    tab: "fogli|foglio|schede?",
  },
  nl: {
    slide: "dia(?:'?s)?|slides?",
    section: "secties?|hoofdstukk?en|hoofdstuk",
    row: "rijen|rij|regels?",
    tab: "tabbladen|tabblad|bladen|blad",
  },
} as const;

/** Words that ask for a part in addition to one there may be: before the noun ("eine weitere", "otra"), or after it ("supplémentaire"). */
interface Another {
  before: string;
  after: string;
}

/** "eine Folie über", "a slide on": a part noun with an optional article, "new", and the preposition of its topic; "eine weitere Folie" is "another slide". */
function partRules(lang: keyof typeof UNIT, articles: string, news: string, about: string, another: Another): Rule[] {
  const units = UNIT[lang];
  return (Object.entries(units) as [string, string][]).flatMap(([en, words]): Rule[] => [
    [
      new RegExp(
        `(?<![\\p{L}])(?:(?:${articles})\\s+)?(?:${another.before})\\s+(?:${words})(?:\\s+(?:${about}))?(?![\\p{L}])`,
        "giu",
      ),
      `another ${en}${en === "row" || en === "tab" ? " for" : " on"}`,
    ],
    [
      new RegExp(
        `(?<![\\p{L}])(?:${articles})\\s+(?:${words})\\s+(?:${another.after})(?:\\s+(?:${about}))?(?![\\p{L}])`,
        "giu",
      ),
      `another ${en}${en === "row" || en === "tab" ? " for" : " on"}`,
    ],
    [
      new RegExp(
        `(?<![\\p{L}])(?:${articles})\\s+(?:(?:${news})\\s+)?(?:${words})(?:\\s+(?:${about}))?(?![\\p{L}])`,
        "giu",
      ),
      `a ${en}${en === "row" || en === "tab" ? " for" : " on"}`,
    ],
    [
      new RegExp(
        `(?<![\\p{L}])(?:${words})\\s+(?<first>\\d+)\\s+(?:${AND_WORDS})\\s+(?<second>\\d+)(?![\\p{L}])`,
        "giu",
      ),
      `${en}s $<first> and $<second>`,
    ],
    [new RegExp(`(?<![\\p{L}])(?:${words})\\s+(?<place>\\d+)(?![\\p{L}\\p{N}])`, "giu"), `${en} $<place>`],
    [new RegExp(`(?<![\\p{L}])(?<count>\\d+)\\s+(?:${words})(?![\\p{L}])`, "giu"), `$<count> ${en}s`],
  ]);
}
const AND_WORDS = "und|et|y|e|en";

/** "die Präsentation", "le titre du document": the whole document named, as the reader's "the document" and "the title". */
function documentRules(article: string, nouns: string, titleOf: string): Rule[] {
  return [
    [new RegExp(`^rename\\s+(?:${article})?(?:${nouns})(?![\\p{L}])`, "iu"), "rename the document"],
    [
      new RegExp(`^(?<verb>change|set)\\s+${titleOf}\\s+(?:${article})?(?:${nouns})(?![\\p{L}])`, "iu"),
      "$<verb> the title",
    ],
  ];
}

const WORDS: Partial<Record<Lang, InstructionWords>> = {
  de: {
    verbs: [
      [/^(?:füge|fügen sie|ergänze|ergänzen sie)\b/i, "add"],
      [/^(?:entferne|lösche|streiche|entfernen sie|löschen sie)\b/i, "remove"],
      [/^(?:kürze|kürzen sie|straffe)\b/i, "shorten"],
      [/^(?:verschiebe|verschieben sie|setze .+? (?=an|vor|nach))\b/i, "move"],
      [/^(?:benenne|benennen sie)\b/i, "rename"],
      [/^(?:ändere|ändern sie|ersetze|ersetzen sie)\b/i, "change"],
      [/^(?:setze|setzen sie|trage)\b/i, "set"],
      [/^(?:tausche|vertausche|tauschen sie)\b/i, "swap"],
    ],
    phrases: [
      ...documentRules(
        "(?:die|das|den|der)\\s+",
        "Präsentation|Foliensatz(?:es)?|Dokuments?|Tabelle|Arbeitsmappe|Datei|Berichts?|Decks?",
        "(?:den\\s+)?Titel\\s+(?:der|des|vom)",
      ),
      [/\s+(?:an das|ans) ende$|\s+am ende$/i, " to the end"],
      [/\s+(?:an den|am) anfang$/i, " to the start"],
      [/\s+nach\s+/i, " after "],
      [/\s+vor\s+(?!\d)/i, " before "],
      [/\b(?:die|der|das) letzte (?:Folie|Zeile|Abschnitt)\b/i, "the last slide"],
      [/\bauf (?<count>\d+) Folien$/i, "to $<count> slides"],
      [/^change (?<from>.+?) (?:in|zu|auf|durch) (?<to>.+)$/i, "change $<from> to $<to>"],
      [/^set (?<label>.+?) (?:auf|=) (?<value>.+?)(?: ein)?$/i, "set $<label> to $<value>"],
      [/^rename (?<target>.+?) in (?<title>.+)$/i, "rename $<target> to $<title>"],
      [/^swap (?<a>.+?) und (?<b>.+)$/i, "swap $<a> and $<b>"],
      ...partRules("de", "eine|einen|ein", "neue|neuen|neues", "über|zu|zum thema|zur|für", {
        before:
          "weitere|weiteren|weiteres|zweite|zweiten|zweites|zusätzliche|zusätzlichen|zusätzliches|andere|anderen|noch\\s+(?:eine|einen|ein)",
        after: "mehr",
      }),
    ],
    and: "und",
    particles: /\s+(?:hinzu|ein|um)(?=\s*[:：]|$)/i,
  },
  fr: {
    verbs: [
      [/^(?:ajoute|ajoutez|ajouter|insère|insérez)\b/i, "add"],
      [/^(?:supprime|supprimez|supprimer|enlève|enlevez|retire|retirez)\b/i, "remove"],
      [/^(?:raccourcis|raccourcissez|raccourcir|abrège|abrégez)\b/i, "shorten"],
      [/^(?:déplace|déplacez|déplacer|mets|mettez)(?=.*\b(?:à la fin|au début|après|avant)\b)/i, "move"],
      [/^(?:renomme|renommez|renommer)\b/i, "rename"],
      [/^(?:change|changez|modifie|modifiez|remplace|remplacez|corrige|corrigez)\b/i, "change"],
      [/^(?:mets|mettez|fixe|fixez)\b/i, "set"],
      [/^(?:échange|échangez|inverse|inversez)\b/i, "swap"],
    ],
    phrases: [
      ...documentRules(
        "(?:la|le)\\s+|l['’]",
        "présentation|diaporama|document|feuille de calcul|classeur|fichier|rapport|deck",
        "(?:le\\s+)?titre\\s+(?:de\\s+la|du|de\\s+l['’])",
      ),
      [/\s+à la fin$/i, " to the end"],
      [/\s+au début$/i, " to the start"],
      [/\s+après\s+/i, " after "],
      [/\s+avant\s+/i, " before "],
      [/\bla dernière (?:diapositive|diapo|section|ligne)\b/i, "the last slide"],
      [/\bà (?<count>\d+) diapositives$/i, "to $<count> slides"],
      [/^change (?<from>.+?) (?:en|par|à) (?<to>.+)$/i, "change $<from> to $<to>"],
      [/^set (?<label>.+?) (?:à|sur) (?<value>.+)$/i, "set $<label> to $<value>"],
      [/^rename (?<target>.+?) en (?<title>.+)$/i, "rename $<target> to $<title>"],
      [/^swap (?<a>.+?) et (?<b>.+)$/i, "swap $<a> and $<b>"],
      ...partRules("fr", "une|un", "nouvelle|nouveau", "sur|à propos de|au sujet de|pour|concernant", {
        before: "autre|deuxième|seconde|second|encore\\s+une|encore\\s+un",
        after: "supplémentaire|de plus|en plus",
      }),
    ],
    and: "et",
  },
  es: {
    verbs: [
      [/^(?:añade|añada|agrega|agregue|inserta|incluye)\b/i, "add"],
      [/^(?:elimina|elimine|borra|borre|quita|quite|suprime)\b/i, "remove"],
      [/^(?:acorta|acorte|resume|abrevia)\b/i, "shorten"],
      [/^(?:mueve|mueva|pon|ponga)(?=.*\b(?:al final|al principio|al inicio|después de|antes de)\b)/i, "move"],
      [/^(?:renombra|renombre)\b/i, "rename"],
      [/^(?:cambia|cambie|modifica|modifique|reemplaza|reemplace|sustituye|corrige)\b/i, "change"],
      [/^(?:pon|ponga|establece|fija)\b/i, "set"],
      [/^(?:intercambia|intercambie)\b/i, "swap"],
    ],
    phrases: [
      ...documentRules(
        "(?:la|el)\\s+",
        "presentación|documento|hoja de cálculo|libro|archivo|informe|deck",
        "(?:el\\s+)?t[ií]tulo\\s+(?:de\\s+la|del)",
      ),
      [/\s+al final$/i, " to the end"],
      [/\s+al (?:principio|inicio)$/i, " to the start"],
      [/\s+después de(?:l)?\s+/i, " after "],
      [/\s+antes de(?:l)?\s+/i, " before "],
      [/\bla última (?:diapositiva|sección|fila)\b/i, "the last slide"],
      [/\ba (?<count>\d+) diapositivas$/i, "to $<count> slides"],
      [/^change (?<from>.+?) (?:a|por|en) (?<to>.+)$/i, "change $<from> to $<to>"],
      [/^set (?<label>.+?) (?:en|a) (?<value>.+)$/i, "set $<label> to $<value>"],
      [/^rename (?<target>.+?) (?:a|como) (?<title>.+)$/i, "rename $<target> to $<title>"],
      [/^swap (?<a>.+?) (?:y|con) (?<b>.+)$/i, "swap $<a> and $<b>"],
      ...partRules("es", "una|un", "nueva|nuevo", "sobre|acerca de|de|para", {
        before: "otra|otro|segunda|segundo",
        after: "adicional|más",
      }),
    ],
    and: "y|e",
  },
  pt: {
    verbs: [
      [/^(?:adiciona|adicione|acrescenta|acrescente|insere|insira|inclui|inclua)\b/i, "add"],
      [/^(?:remove|remova|apaga|apague|exclui|exclua|elimina|elimine|retira|retire)\b/i, "remove"],
      [/^(?:encurta|encurte|resume|resuma|abrevia)\b/i, "shorten"],
      [
        /^(?:move|mova|coloca|coloque)(?=.*\b(?:no final|para o final|no início|para o início|depois d|antes d)\w*)/i,
        "move",
      ],
      [/^(?:renomeia|renomeie)\b/i, "rename"],
      [/^(?:muda|mude|altera|altere|substitui|substitua|corrige|corrija)\b/i, "change"],
      [/^(?:define|defina|põe|ponha)\b/i, "set"],
      [/^(?:troca|troque)\b/i, "swap"],
    ],
    phrases: [
      ...documentRules(
        "(?:a|o)\\s+",
        "apresentação|documento|planilha|folha de cálculo|ficheiro|arquivo|relatório",
        "(?:o\\s+)?t[ií]tulo\\s+(?:da|do)",
      ),
      [/\s+(?:no|para o) final$|\s+(?:no|para o) fim$/i, " to the end"],
      [/\s+(?:no|para o) início$/i, " to the start"],
      [/\s+depois d[eoa]s?\s+/i, " after "],
      [/\s+antes d[eoa]s?\s+/i, " before "],
      [/\bo último (?:diapositivo|slide)|a última (?:linha|seção|secção)\b/i, "the last slide"],
      [/\bpara (?<count>\d+) (?:slides|diapositivos)$/i, "to $<count> slides"],
      [/^change (?<from>.+?) (?:para|por) (?<to>.+)$/i, "change $<from> to $<to>"],
      [/^set (?<label>.+?) (?:para|como|em) (?<value>.+)$/i, "set $<label> to $<value>"],
      [/^rename (?<target>.+?) (?:para|como) (?<title>.+)$/i, "rename $<target> to $<title>"],
      [/^swap (?<a>.+?) (?:e|com) (?<b>.+)$/i, "swap $<a> and $<b>"],
      ...partRules("pt", "uma|um", "nova|novo", "sobre|acerca de|de|para", {
        before: "outra|outro|segunda|segundo|mais\\s+(?:uma|um)",
        after: "adicional|extra|a mais",
      }),
    ],
    and: "e",
  },
  it: {
    verbs: [
      [/^(?:aggiungi|aggiunga|inserisci|inserisca)\b/i, "add"],
      [/^(?:rimuovi|rimuova|elimina|elimini|togli|tolga|cancella)\b/i, "remove"],
      [/^(?:accorcia|accorci|abbrevia|riduci)\b/i, "shorten"],
      [/^(?:sposta|sposti|metti)(?=.*\b(?:alla fine|all'inizio|dopo|prima di)\b)/i, "move"],
      [/^(?:rinomina|rinomini)\b/i, "rename"],
      [/^(?:cambia|cambi|modifica|modifichi|sostituisci|correggi)\b/i, "change"],
      [/^(?:imposta|imposti|metti)\b/i, "set"],
      [/^(?:scambia|scambi|inverti)\b/i, "swap"],
    ],
    phrases: [
      ...documentRules(
        "(?:la|il|lo)\\s+|l['’]",
        "presentazione|documento|foglio di calcolo|file|rapporto|relazione",
        "(?:il\\s+)?titolo\\s+(?:della|del|dello|dell['’])",
      ),
      [/\s+alla fine$/i, " to the end"],
      [/\s+all'inizio$/i, " to the start"],
      [/\s+dopo(?:\s+(?:il|la|lo|l'|i|gli|le))?\s+/i, " after the "],
      [/\s+prima d[ei](?:l|lla|llo|ll')?\s+/i, " before the "],
      [/\bl'ultima (?:diapositiva|slide|sezione|riga)\b/i, "the last slide"],
      [/\ba (?<count>\d+) (?:slide|diapositive)$/i, "to $<count> slides"],
      [/^change (?<from>.+?) (?:in|con) (?<to>.+)$/i, "change $<from> to $<to>"],
      [/^set (?<label>.+?) (?:a|su) (?<value>.+)$/i, "set $<label> to $<value>"],
      [/^rename (?<target>.+?) (?:in|come) (?<title>.+)$/i, "rename $<target> to $<title>"],
      [/^swap (?<a>.+?) (?:e|con) (?<b>.+)$/i, "swap $<a> and $<b>"],
      ...partRules("it", "una|un|uno", "nuova|nuovo", "su|sul|sulla|sullo|sui|sulle|riguardo a|per", {
        before: "altra|altro|un['’]altra|seconda|secondo",
        after: "in più|aggiuntiva|aggiuntivo",
      }),
    ],
    and: "e",
  },
  nl: {
    verbs: [
      [/^(?:voeg|voegt)\b/i, "add"],
      [/^(?:verwijder|verwijdert|schrap)\b/i, "remove"],
      [/^(?:verkort|kort)\b/i, "shorten"],
      [/^(?:verplaats|zet)(?=.*\b(?:naar het einde|naar het begin|achteraan|vooraan|na)\b)/i, "move"],
      [/^(?:hernoem|hernoemt)\b/i, "rename"],
      [/^(?:wijzig|verander|vervang|corrigeer)\b/i, "change"],
      [/^(?:zet|stel)\b/i, "set"],
      [/^(?:wissel|verwissel)\b/i, "swap"],
    ],
    phrases: [
      ...documentRules(
        "(?:de|het)\\s+",
        "presentatie|document|spreadsheet|werkmap|bestand|rapport",
        "(?:de\\s+)?titel\\s+van\\s+(?:de|het)",
      ),
      [/\s+(?:naar het einde|achteraan)$/i, " to the end"],
      [/\s+(?:naar het begin|vooraan)$/i, " to the start"],
      [/\s+na\s+/i, " after "],
      [/\bde laatste (?:dia|slide|sectie|rij)\b/i, "the last slide"],
      [/\btot (?<count>\d+) dia'?s$/i, "to $<count> slides"],
      [/^change (?<from>.+?) (?:in|naar|door) (?<to>.+)$/i, "change $<from> to $<to>"],
      [/^set (?<label>.+?) op (?<value>.+?)(?: in)?$/i, "set $<label> to $<value>"],
      [/^rename (?<target>.+?) (?:naar|in|tot) (?<title>.+)$/i, "rename $<target> to $<title>"],
      [/^swap (?<a>.+?) (?:en|met) (?<b>.+)$/i, "swap $<a> and $<b>"],
      ...partRules("nl", "een", "nieuwe", "over|voor|met", { before: "extra|tweede|andere|nog\\s+een", after: "meer" }),
    ],
    and: "en",
    particles: /\s+(?:toe|in)(?=\s*[:：]|$)/i,
  },
};

/**
 * "ergänze bei den Risiken: X", "ajoute X aux risques", "añade X a los riesgos": the preposition that names the part an
 * addition goes to, rewritten "to the" (its last one, so words inside the points stay).
 */
const ONTO_WORDS: Partial<Record<Lang, RegExp>> = {
  de: /\s+(?:bei|zu|unter|in|zur|zum)\s+(?:den|der|dem|die|das)\s+|\s+(?:zur|zum|beim|im)\s+/giu,
  fr: /\s+(?:aux|au|à la|à l['’]|dans les|dans la|dans le|sous les|sous la|sous le)\s*(?<=\s|['’])/giu,
  es: /\s+(?:a los|a las|al|a la|en los|en las|en el|en la|entre los|entre las)\s+/giu,
  pt: /\s+(?:aos|às|ao|à|nos|nas|no|na|entre os|entre as)\s+/giu,
  it: /\s+(?:ai|agli|alle|al|alla|allo|all['’]|nei|negli|nelle|nel|nella|tra i|tra le)\s*(?<=\s|['’])/giu,
  nl: /\s+(?:toe\s+)?(?:aan|bij|onder)\s+(?:de|het)\s+/giu,
};

function ontoInEnglish(clause: string, lang: Lang): string {
  const words = ONTO_WORDS[lang];
  if (
    !words ||
    !/^add\s/i.test(clause) ||
    /\s(?:to|into|onto)\s+the\s/i.test(clause) ||
    /^add\s+(?:a|an|another)\s+(?:slide|section|row|tab)\b/i.test(clause)
  )
    return clause;
  const last = [...clause.matchAll(words)].at(-1);
  if (!last) return clause;
  const before = clause.slice(0, last.index).replace(/^add\s*/i, "");
  const after = clause.slice(last.index + last[0].length);
  // "ergänze bei den Risiken: X" names the part first; "ajoute X aux risques" names it last.
  return before.trim() ? `add ${before.trim()} to the ${after}` : `add to the ${after}`;
}

const THEN = /^(?:dann|danach|anschließend|puis|ensuite|luego|después|depois|poi|quindi|dan|daarna)\s+/i;

/** The instruction in the English forms the reader knows; English (and what no table reads) is returned as is. */
export function toEnglishInstruction(text: string, lang: Lang): string {
  const words = WORDS[lang];
  if (!words) return additionsInEnglish(text, lang) ?? text;
  // Possible clause starts: after a sentence end or comma, and after "and"/"then" words.
  const starts = new RegExp(`([.;!?]\\s+|,\\s*|\\s(?:${words.and}|dann|puis|luego|depois|poi|dan)\\s+)`, "iu");
  const pieces = text.trim().split(starts);
  const clauses: { lead: string; text: string }[] = [{ lead: "", text: pieces[0]! }];
  for (let i = 1; i < pieces.length; i += 2) {
    const lead = pieces[i]!;
    const next = (pieces[i + 1] ?? "").replace(THEN, "");
    // A joining word before anything but a verb belongs to a title or a list ("Forschung und Entwicklung").
    if (/[.;!?]/.test(lead) || words.verbs.some(([re]) => re.test(next.trim()))) clauses.push({ lead, text: next });
    else clauses.at(-1)!.text += lead + next;
  }
  return clauses
    .map(({ lead, text: clause }) => {
      const verb = words.verbs.find(([re]) => re.test(clause.trim()));
      let out = clause.trim();
      if (verb) {
        out = out.replace(verb[0], verb[1]);
        if (words.particles) out = out.replace(words.particles, "");
        for (const [re, to] of words.phrases) out = out.replace(re, to);
        out = ontoInEnglish(out, lang);
      }
      const joint = !lead ? "" : /[.;!?]/.test(lead) ? lead : /,/.test(lead) ? ", " : " and ";
      return joint + out;
    })
    .join("");
}
