// A bound the user sets on the whole ("budget cap 3億2000万円", "O teto aprovado é de R$ 9,5 milhões"): a fact shown
// beside the rows' total, never added into it. The words are the ten languages'.

/** Words that name a bound whatever the sentence: "上限", "以内", "Obergrenze", "budget cap", "الحد الأقصى". */
const BOUND =
  /上限|以内|不超过|不得超过|最高限额|(?<![\p{L}])(?:budget cap|spending cap|upper limit|limit|Obergrenze|Höchstbetrag|Budgetrahmen|limite|límite|limiet|maximum|maximal|maximaal|máximo|massimo|at most|no more than|höchstens|ne pas dépasser|no superar|não ultrapassar|non superare|niet meer dan|الحد الأقصى|حد أقصى|لا يتجاوز|لا تتجاوز)(?![\p{L}])/iu;

/** Words that name a bound only when the sentence says it is one ("the cap is …"): else a roof, a ceiling, a hat. */
const BOUND_IF_STATED = /(?<![\p{L}])(?:cap|ceiling|Deckel|plafond|techo|tope|teto|tetto|سقف)(?![\p{L}])/iu;

/** A verb that states the amount of what comes before it ("… is", "… é de", "… beträgt", "…は"). */
const STATES =
  /(?:(?<![\p{L}])(?:is|are|was|will be|ist|beträgt|liegt bei|est|sera|s'élève à|es|será|asciende a|é|fica em|è|sarà|ammonta a|bedraagt|wordt|zijn)(?:\s+(?:de|di|of|à|a|bei|op))?|は|为|是|هو|هي|يبلغ)\s*$/iu;

/** Whether an item's name (and the words the user wrote just before its amount) set a bound on the whole. */
export function isBound(name: string, before: string): boolean {
  return BOUND.test(name) || (BOUND_IF_STATED.test(name) && STATES.test(before.trim()));
}
