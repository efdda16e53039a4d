// What a label says a part is ("Risks", "Q4 priorities", "Kunden", "リスク"): the role that picks its slide kind and the
// builtin composer's library section it stands for (builtin/plan-sections.ts), in the ten languages the builtin writes.

export type Role =
  | "figures"
  | "risks"
  | "priorities"
  | "goals"
  | "customers"
  | "team"
  | "timeline"
  | "pros"
  | "cons"
  | "challenges"
  | "opportunities"
  | "decisions"
  | "recommendations"
  | "lessons"
  | "parts"
  | "points";

const B = "(?<![\\p{L}])";
const E = "(?![\\p{L}])";
// CJK and Arabic words are not bounded by spaces, so they match anywhere in the label.
const either = (latin: string, other: string) => new RegExp(`${B}(?:${latin})${E}|${other}`, "iu");

/** Roles in the order they are tried: the more specific first ("next steps" before "steps"). */
const ROLES: [Role, RegExp][] = [
  [
    "parts",
    either(
      "sections?|parts|chapters|agenda|outline|structure|table of contents|abschnitte|kapitel|gliederung|teile|aufbau|sections|parties|chapitres|plan du document|structure du document|secciones|apartados|capítulos|índice|estructura|seções|secções|capítulos|estrutura|sezioni|capitoli|indice|scaletta|struttura|secties|hoofdstukken|onderdelen|inhoudsopgave|indeling|opbouw",
      "^(?:章立て|構成|目次|结构|章节|目录|الأقسام|المحاور|الهيكل)$",
    ),
  ],
  [
    "pros",
    either(
      "pros|advantages|benefits|upsides|strengths|vorteile|stärken|avantages|atouts|points forts|ventajas|fortalezas|vantagens|pontos fortes|vantaggi|punti di forza|voordelen|sterke punten",
      "メリット|利点|長所|优点|优势|好处|المزايا|مزايا|الإيجابيات",
    ),
  ],
  [
    "cons",
    either(
      "cons|disadvantages|drawbacks|downsides|weaknesses|nachteile|schwächen|inconvénients|points faibles|desventajas|debilidades|desvantagens|pontos fracos|svantaggi|punti deboli|nadelen|zwakke punten",
      "デメリット|欠点|短所|缺点|劣势|العيوب|السلبيات",
    ),
  ],
  [
    "risks",
    either(
      "risks?|threats|concerns|watch-?outs|risiken|risiko|gefahren|risques|menaces|riesgos|amenazas|riscos|ameaças|rischi|minacce|risico'?s|bedreigingen",
      "リスク|懸念|风险|隐患|المخاطر|مخاطر",
    ),
  ],
  [
    "priorities",
    either(
      "priorities|next steps|focus areas|focus|plans?|to-dos?|todo list|action items|actions|next|then|afterwards|prioritäten|nächste schritte|schwerpunkte|danach|priorités|prochaines étapes|ensuite|prioridades|próximos pasos|próximos passos|después|depois|priorità|prossimi passi|poi|prioriteiten|volgende stappen|daarna",
      "優先事項|優先課題|重点|次のステップ|今後|优先事项|重点工作|下一步|接下来|الأولويات|أولويات|الخطوات التالية|بعد ذلك",
    ),
  ],
  [
    "goals",
    either(
      "goals|objectives|targets|aims|okrs?|ziele|zielsetzung|objectifs|buts|objetivos|metas|obiettivi|traguardi|doelen|doelstellingen",
      "目標|目的|目标|الأهداف|أهداف",
    ),
  ],
  [
    "timeline",
    either(
      "timeline|milestones|schedule|phases|roadmap|steps|dates|calendar|zeitplan|meilensteine|phasen|termine|calendrier|jalons|étapes|échéancier|cronograma|hitos|fases|etapas|calendario|marcos|tempistica|tappe|fasi|scadenze|tijdlijn|mijlpalen|planning|fasen",
      "スケジュール|マイルストーン|工程|日程|时间表|里程碑|阶段|日程|الجدول الزمني|المراحل|المواعيد",
    ),
  ],
  [
    "customers",
    either(
      "customers|clients|accounts|wholesale accounts|partners|buyers|distributors|retailers|stockists|kunden|partner|händler|clients|partenaires|comptes|clientes|socios|cuentas|clientes|parceiros|contas|clienti|partner|klanten|partners|afnemers",
      "顧客|取引先|得意先|パートナー|客户|合作伙伴|经销商|العملاء|الشركاء|عملاء",
    ),
  ],
  [
    "team",
    either(
      "team|people|founders|staff|contacts|speakers|presenters|members|leadership|board|hosts|owners|vortragende|referenten|referentinnen|intervenants|présentateurs|ponentes|presentadores|oradores|apresentadores|relatori|presentatori|sprekers|presentatoren|mitarbeitende|gründer|ansprechpartner|équipe|fondateurs|intervenants|contacts|equipo|fundadores|ponentes|contactos|equipa|equipe|fundadores|oradores|squadra|fondatori|relatori|referenti|oprichters|sprekers|contactpersonen",
      "チーム|メンバー|担当者|創業者|発表者|登壇者|团队|成员|创始人|负责人|主讲人|演讲人|الفريق|المؤسسون|فريق|المتحدثون",
    ),
  ],
  [
    "challenges",
    either(
      "challenges|problems|issues|pain points|obstacles|herausforderungen|probleme|défis|problèmes|desafíos|problemas|desafios|sfide|problemi|uitdagingen|problemen",
      "課題|問題|挑战|问题|التحديات|المشاكل",
    ),
  ],
  [
    "opportunities",
    either("opportunities|chancen|opportunités|oportunidades|opportunità|kansen", "機会|チャンス|机遇|机会|الفرص"),
  ],
  [
    "decisions",
    either(
      "decisions?|asks?|entscheidungen|décisions|decisiones|decisões|decisioni|besluiten",
      "決定事項|决定|القرارات",
    ),
  ],
  [
    "recommendations",
    either(
      "recommendations?|empfehlungen?|recommandations?|recomendaci(?:ón|ones)|recomendaç(?:ão|ões)|raccomandazion[ei]|aanbevelingen|aanbeveling",
      "提言|推奨|建议|التوصيات",
    ),
  ],
  [
    "lessons",
    either(
      "lessons(?: learned)?|learnings|erkenntnisse|leçons|lecciones|lições|lezioni|lessen",
      "教訓|学び|经验教训|الدروس",
    ),
  ],
  [
    "figures",
    either(
      "numbers|figures|metrics|kpis?|key figures|headline numbers|results|financials|results so far|traction|highlights|kennzahlen|zahlen|ergebnisse|chiffres|résultats|indicateurs|cifras|números|resultados|indicadores|numeri|dati|risultati|cijfers|resultaten|kerncijfers",
      "数値|数字|実績|業績|指標|数据|业绩|指标|结果|الأرقام|النتائج|المؤشرات",
    ),
  ],
];

/** The role a label names, or "points" when it names none. */
export function roleOf(label: string): Role {
  for (const [role, re] of ROLES) if (re.test(label)) return role;
  return "points";
}
