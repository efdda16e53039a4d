// The phrases around a prompt's content in the ten languages: labels that say nothing ("also:", "worth mentioning:"),
// verbs that ask to show something ("call out the risks:", "stell das Team vor:"), lists joined by a copula ("our
// risks are …", "主なリスクは…"), a focus ("in H2 we focus on …") and a structure ("structure it as …", "构成は…で").

const E = "(?![\\p{L}])";

/** A label that only introduces what follows ("Also:", "Worth mentioning:", "補足："): the rest is a statement. */
export const FILLER_LABEL = new RegExp(
  `^(?:${[
    "also|worth mentioning|note|notes|in addition|besides|plus|fyi|by the way|other points?|another point|additionally|moreover",
    "außerdem|erwähnenswert|zudem|ferner|übrigens|hinweis|dazu|ebenfalls|auch",
    "à noter|autre point|par ailleurs|de plus|en outre|aussi|remarque|à retenir|également",
    "además|a destacar|también|nota|cabe destacar|por otra parte|asimismo",
    "vale mencionar|além disso|também|nota|observação|vale destacar",
    "da segnalare|inoltre|anche|nota|da notare|in più",
    "vermeld ook|verder|ook|daarnaast|let op|noot|bovendien",
  ].join("|")})$|^(?:補足|なお|また|備考|注|ちなみに|补充|另外|此外|备注|注|كذلك|ملاحظة|أيضًا|أيضا|بالإضافة إلى ذلك)$`,
  "iu",
);

/** A filler at a unit's start, before a comma ("なお、…", "另外，…", "Also, …"). */
export const FILLER_LEAD =
  /^(?:also|besides|additionally|außerdem|zudem|par ailleurs|de plus|además|asimismo|além disso|inoltre|daarnaast|bovendien|なお|また|ちなみに|另外|此外|كذلك)\s*[,、，،]\s*/iu;

/** Verbs that ask to show what follows, at a label's or a unit's start: "mention our …", "call out the …". */
export const SHOW_LEAD = new RegExp(
  `^(?:please\\s+|bitte\\s+|merci de\\s+|por favor,?\\s+|per favore\\s+|graag\\s+)?(?:${[
    "mention|call out|introduce|highlight|list|name|include|show|cite|present|give|add|state|note",
    "erwähne|nenne|stell|stelle|zeige|liste|füge|präsentiere|hebe",
    "mentionne|mentionnez|cite|citez|présente|présentez|indique|indiquez|liste|ajoute|souligne",
    "menciona|mencione|presenta|presente|incluye|incluya|indica|destaca|cita|añade",
    "mencione|menciona|apresente|apresenta|inclua|indique|destaque|cite|adicione",
    "segnala|menziona|presenta|includi|indica|evidenzia|cita|aggiungi",
    "noem|vermeld|stel|presenteer|voeg|neem|geef",
  ].join(
    "|",
  )})${E}\\s*(?:that|dass|que|che|dat)?\\s*|^(?:اذكر|قدّم|قدم|أضف|أبرز|请列出|列出|请介绍|介绍|请说明|请加入)\\s*`,
  "iu",
);
/** The particle a separable verb leaves at the end ("stell das Team vor", "neem deze cijfers op"). */
export const SHOW_TAIL = /\s+(?:vor|op|voor|auf|an|mit)$/iu;

/** "our pilot customers are A, B and C", "die größten Risiken sind …", "主なリスクは…", "主要风险是…": a label, then its list. */
export const COPULA_LIST = new RegExp(
  `^(?<label>.{2,70}?)\\s+(?:are|is|include|includes|were|was|will be|sind|ist|waren|war|umfassen|sont|est|étaient|était|seront|comprennent|son|es|fueron|fue|eran|serán|incluyen|são|é|foram|eram|serão|incluem|sono|è|erano|furono|saranno|includono|zijn|is|waren|omvatten|هي|هم|تشمل|كانت)\\s+(?<list>.+)$|^(?<cjkLabel>[^\\s、，。：:]{2,24}?)(?:は|包括|是|为)(?<cjkList>.+)$`,
  "iu",
);

/** People presenting, verb first: "es präsentieren …", "presentan …", "apresentam …". */
export const PRESENTERS_LEAD =
  /^(?:es\s+)?(?:präsentieren|presentan|apresentam|presentano|presenteren|présentent)\s+/iu;

/**
 * A focus the user states: "in H2 we focus on …", "next we focus on …", "im Q4 konzentrieren wir uns auf …",
 * "au Q3, nous misons sur …", "en el Q4 nos centramos en …", "no Q1, o foco será: …", "nel Q3 puntiamo su …", "in H2
 *focus on …", "danach kommen …", "H2は…に注力": the time it names, then the list.
 */
export const FOCUS = new RegExp(
  `^(?:(?:in|im|au|en el|en|no|nel|nella|next|then|afterwards|from)\\s+)?(?<time>.{0,20}?)[,\\s]*(?:we(?:'ll| will)? focus on|we focus on|our focus is(?: on)?|the focus is(?: on)?|konzentrieren wir uns auf|liegt unser fokus auf|(?:danach|dann|als nächstes) kommen|nous misons sur|nous nous concentrons sur|misons sur|nos centramos en|nos enfocamos en|o foco será:?|vamos focar em|puntiamo su|ci concentriamo su|focussen we op|richten we ons op)\\s+(?<list>.+)$`,
  "iu",
);
/** "リスクとして…を挙げてください": as a label, show the list. */
export const CJK_SHOW =
  /^(?<label>.{1,20}?)として(?<list>.+?)を(?:挙げて|入れて|含めて|記載して|書いて)(?:ください|下さい)?$/u;
/** The CJK focus: "H2は電子化と夜間便に注力". */
export const CJK_FOCUS = /^(?<time>.{0,12}?)は(?<list>.+?)に注力(?:します|する)?$/u;

/** A structure asked for by a verb: "structure it as …", "gliedere es in …", "cover …", "divida em …". */
export const PARTS_LEAD = new RegExp(
  `^(?:please\\s+|bitte\\s+)?(?:${[
    "structure it as|structure it in|organi[sz]e it as|split it into|divide it into|cover|covering|sections? on",
    "gliedere es in|gliedere ihn in|gliedern sie es in|behandle",
    "aborde|abordez|structure-le en|organise-le en|découpe-le en",
    "estructúralo en|estructuralo en|divídelo en|organízalo en|aborda",
    "divida em|divide em|estruture em|estrutura em|aborde",
    "strutturalo in|dividilo in|organizzalo in|tratta",
    "behandel|deel het op in|structureer het als|verdeel het in",
  ].join(
    "|",
  )})${E}\\s*(?:the following|folgende|les parties|las secciones|as seções|le sezioni|de volgende)?\\s*:?\\s*|^(?:قسّمه إلى|قسمه إلى|分为|分成)\\s*`,
  "iu",
);
/** CJK structures around the list: "構成は…でお願いします", "…の順でまとめてください", "请按…几个部分来写". */
export const CJK_PARTS = [
  /^構成は(?<parts>.+?)で(?:お願いします|お願い|作成してください)?$/u,
  /^(?<parts>.+?)の順で(?:まとめて|構成して|作成して)(?:ください)?$/u,
  /^请按(?<parts>.+?)(?:几个|這幾個|这几个)?部分来写$/u,
  /^[（(](?<parts>.+?)を含む[)）]$/u,
];

/** Words a part's or label's heading loses at its start: articles and possessives of the ten languages. */
export const LEADING_ARTICLE = new RegExp(
  `^(?:(?:${[
    "a|an|the|our|my|your|their|its|main|key|biggest|largest|top|these|those|this|the following",
    "der|die|das|den|dem|ein|eine|einen|unsere|unser|unseren|größten|wichtigsten|wichtige|wichtigen|diese|folgende",
    "le|la|les|l'|un|une|des|nos|notre|principaux|principales|ces|cette",
    "el|los|las|un|una|nuestros|nuestras|nuestro|nuestra|principales|estas|estos|esta|este",
    "o|os|as|um|uma|nossos|nossas|nosso|nossa|principais|estes|estas|este|esta",
    "il|lo|gli|i|un|uno|una|nostri|nostre|nostro|nostra|principali|questi|queste|questo|questa",
    "de|het|een|onze|ons|grootste|belangrijkste|deze|dit|volgende",
  ].join("|")})${E}\\s*)+|^(?:主な|主要|أبرز|أهم)\\s*`,
  "iu",
);
