// Who the output is for, when the request says ("for investors", "für die Geschäftsführung", "投資家向け").

const AUDIENCE_WORDS =
  /(?<![\p{L}])(?:investors?|students?|teachers?|executives?|board|team|engineers?|developers?|customers?|clients?|managers?|staff|employees?|new hires|beginners|parents|partners|stakeholders|leadership|sales|marketing|kids|children|volunteers|members|users|designers|nurses|doctors|founders|management|investoren|geschäftsführung|vorstand|mitarbeitende|mitarbeiter(?:innen)?|kunden|schüler(?:innen)?|studierende|lehrkräfte|eltern|council|city council|committee|commissioners|trustees|shareholders|gemeinderat|stadtrat|aufsichtsrat|beirat|investisseurs|direction|comité|comité de direction|conseil|conseil municipal|salariés|élèves|lycéens|étudiants|clients|parents|inversores|inversionistas|dirección|junta|consejo|ayuntamiento|empleados|alumnos|estudiantes|investidores|diretoria|direção|conselho|câmara municipal|funcionários|alunos|investitori|direzione|consiglio|comitato|dipendenti|studenti|investeerders|directie|bestuur|raad|gemeenteraad|commissarissen|raad van commissarissen|medewerkers|leerlingen|studenten|klanten)(?![\p{L}])/iu;
const FOR =
  /(?<![\p{L}])(?:for|to|aimed at|targeting|audience:?|für|pour|para|per|voor)\s+((?:an?|the|our|my|your|die|den|das|unsere|le|la|les|nos|notre|des|el|los|las|nuestros|nuestra|o|os|as|nossos|nossa|il|i|gli|le|nostri|de|het|onze)\s+)?(?=(?<phrase>[^.,;:!?\n]{2,60}))/giu;
const CJK_FOR =
  /(?<ja>[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ー]{2,12})(?:向け|向き|のための)|(?:面向|给|为)(?<zh>[\p{Script=Han}]{2,8})(?:的|准备)/u;

/** The audience phrase of a request, or null when it names none. */
export function audienceOf(text: string): string | null {
  // A lookahead, so "for small farms for investors" yields both "small farms …" and "investors".
  for (const hit of text.matchAll(FOR)) {
    const phrase = hit
      .groups!.phrase!.split(
        /\s+(?:about|on|covering|with|that|which|in|using|to|for|next|this|tomorrow|today|über|mit|sur|avec|sobre|con|com|su|over|met|nächste|morgen|demain|mañana|amanhã|domani|morgen)(?:\s+|$)/i,
      )[0]!
      .trim();
    if (AUDIENCE_WORDS.test(phrase) && phrase.split(/\s+/).length <= 5) return phrase.replace(/\s+/g, " ");
  }
  const cjk = CJK_FOR.exec(text);
  return cjk ? (cjk.groups!.ja ?? cjk.groups!.zh ?? null) : null;
}
