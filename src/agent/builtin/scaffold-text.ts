// The builtin composer's own words (headings, labels, placeholders) in the ten languages it writes.
import type { Lang } from "../reading/language.js";

// [en, de, fr, es, pt, it, nl, ja, zh, ar]
type Row = readonly [string, string, string, string, string, string, string, string, string, string];
const ORDER: readonly Lang[] = ["en", "de", "fr", "es", "pt", "it", "nl", "ja", "zh", "ar"];

// One row a phrase, its ten languages in ORDER's order: kept a row a line, as a table is read.
// prettier-ignore
const TEXT = {
  agenda: ["Agenda", "Agenda", "Ordre du jour", "Agenda", "Agenda", "Agenda", "Agenda", "アジェンダ", "议程", "جدول الأعمال"],
  summary: ["Summary", "Zusammenfassung", "Résumé", "Resumen", "Resumo", "Sintesi", "Samenvatting", "概要", "摘要", "الملخص"],
  results: ["Results", "Ergebnisse", "Résultats", "Resultados", "Resultados", "Risultati", "Resultaten", "結果", "结果", "النتائج"],
  keyFigures: ["Key figures", "Kennzahlen", "Chiffres clés", "Cifras clave", "Números-chave", "Dati chiave", "Kerncijfers", "主要な数値", "关键数据", "الأرقام الرئيسية"],
  drivers: ["What drove the results", "Treiber der Ergebnisse", "Facteurs des résultats", "Factores de los resultados", "Fatores dos resultados", "Fattori dei risultati", "Drijfveren van de resultaten", "結果の要因", "结果的驱动因素", "محركات النتائج"],
  risks: ["Risks", "Risiken", "Risques", "Riesgos", "Riscos", "Rischi", "Risico's", "リスク", "风险", "المخاطر"],
  priorities: ["Priorities for {p}", "Prioritäten für {p}", "Priorités pour {p}", "Prioridades para {p}", "Prioridades para {p}", "Priorità per {p}", "Prioriteiten voor {p}", "{p}の優先事項", "{p}的优先事项", "أولويات {p}"],
  prioritiesPlain: ["Priorities", "Prioritäten", "Priorités", "Prioridades", "Prioridades", "Priorità", "Prioriteiten", "優先事項", "优先事项", "الأولويات"],
  nextSteps: ["Next steps", "Nächste Schritte", "Prochaines étapes", "Próximos pasos", "Próximos passos", "Prossimi passi", "Volgende stappen", "次のステップ", "后续步骤", "الخطوات التالية"],
  questions: ["Questions?", "Fragen?", "Des questions ?", "¿Preguntas?", "Perguntas?", "Domande?", "Vragen?", "質問", "问题", "أسئلة؟"],
  background: ["Background", "Hintergrund", "Contexte", "Contexto", "Contexto", "Contesto", "Achtergrond", "背景", "背景", "الخلفية"],
  findings: ["Key findings", "Wichtigste Ergebnisse", "Principaux constats", "Hallazgos clave", "Principais conclusões", "Risultati principali", "Belangrijkste bevindingen", "主な発見", "主要发现", "أهم النتائج"],
  recommendations: ["Recommendations", "Empfehlungen", "Recommandations", "Recomendaciones", "Recomendações", "Raccomandazioni", "Aanbevelingen", "提言", "建议", "التوصيات"],
  goals: ["Goals", "Ziele", "Objectifs", "Objetivos", "Objetivos", "Obiettivi", "Doelen", "目標", "目标", "الأهداف"],
  currentState: ["Where we are today", "Ausgangslage", "Situation actuelle", "Situación actual", "Situação atual", "Situazione attuale", "Huidige situatie", "現状", "现状", "الوضع الحالي"],
  approach: ["Approach", "Vorgehen", "Démarche", "Enfoque", "Abordagem", "Approccio", "Aanpak", "アプローチ", "方法", "النهج"],
  timeline: ["Timeline", "Zeitplan", "Calendrier", "Cronograma", "Cronograma", "Tempistica", "Tijdlijn", "スケジュール", "时间表", "الجدول الزمني"],
  budget: ["Budget", "Budget", "Budget", "Presupuesto", "Orçamento", "Budget", "Budget", "予算", "预算", "الميزانية"],
  metrics: ["How we measure success", "Erfolgskennzahlen", "Indicateurs de réussite", "Métricas de éxito", "Métricas de sucesso", "Metriche di successo", "Succesmaatstaven", "成功の指標", "成功指标", "مؤشرات النجاح"],
  options: ["Options", "Optionen", "Options", "Opciones", "Opções", "Opzioni", "Opties", "選択肢", "选项", "الخيارات"],
  criteria: ["Criteria", "Kriterien", "Critères", "Criterios", "Critérios", "Criteri", "Criteria", "評価基準", "评估标准", "المعايير"],
  sideBySide: ["Side by side", "Im Vergleich", "Côte à côte", "Lado a lado", "Lado a lado", "A confronto", "Naast elkaar", "比較", "对比", "مقارنة"],
  recommendation: ["Recommendation", "Empfehlung", "Recommandation", "Recomendación", "Recomendação", "Raccomandazione", "Aanbeveling", "推奨", "推荐方案", "التوصية"],
  objectives: ["Learning objectives", "Lernziele", "Objectifs d'apprentissage", "Objetivos de aprendizaje", "Objetivos de aprendizagem", "Obiettivi di apprendimento", "Leerdoelen", "学習目標", "学习目标", "أهداف التعلم"],
  keyConcepts: ["Key concepts", "Schlüsselbegriffe", "Notions clés", "Conceptos clave", "Conceitos-chave", "Concetti chiave", "Kernbegrippen", "重要な概念", "核心概念", "المفاهيم الأساسية"],
  example: ["Worked example", "Beispiel", "Exemple", "Ejemplo", "Exemplo", "Esempio", "Voorbeeld", "例", "示例", "مثال"],
  practice: ["Practice", "Übung", "Exercices", "Práctica", "Prática", "Esercizi", "Oefening", "演習", "练习", "تمرين"],
  mistakes: ["Common mistakes", "Häufige Fehler", "Erreurs fréquentes", "Errores comunes", "Erros comuns", "Errori comuni", "Veelgemaakte fouten", "よくある間違い", "常见错误", "أخطاء شائعة"],
  welcome: ["Welcome", "Willkommen", "Bienvenue", "Bienvenida", "Boas-vindas", "Benvenuto", "Welkom", "ようこそ", "欢迎", "مرحبًا"],
  firstWeek: ["Your first week", "Ihre erste Woche", "Votre première semaine", "Tu primera semana", "A sua primeira semana", "La tua prima settimana", "Je eerste week", "最初の一週間", "第一周", "أسبوعك الأول"],
  people: ["People and contacts", "Ansprechpersonen", "Interlocuteurs", "Personas de contacto", "Pessoas de contacto", "Persone di riferimento", "Contactpersonen", "担当者と連絡先", "联系人", "جهات الاتصال"],
  routines: ["Daily routines", "Tagesablauf", "Routines quotidiennes", "Rutinas diarias", "Rotinas diárias", "Routine quotidiane", "Dagelijkse routines", "日々の業務", "日常流程", "الروتين اليومي"],
  safety: ["Safety and rules", "Sicherheit und Regeln", "Sécurité et règles", "Seguridad y normas", "Segurança e regras", "Sicurezza e regole", "Veiligheid en regels", "安全とルール", "安全与规定", "السلامة والقواعد"],
  checklist: ["Checklist", "Checkliste", "Liste de contrôle", "Lista de verificación", "Lista de verificação", "Lista di controllo", "Checklist", "チェックリスト", "清单", "قائمة التحقق"],
  problem: ["The problem", "Das Problem", "Le problème", "El problema", "O problema", "Il problema", "Het probleem", "課題", "核心问题", "المشكلة"],
  solution: ["The solution", "Die Lösung", "La solution", "La solución", "A solução", "La soluzione", "De oplossing", "解決策", "解决方案", "الحل"],
  market: ["Market", "Markt", "Marché", "Mercado", "Mercado", "Mercato", "Markt", "市場", "市场", "السوق"],
  businessModel: ["Business model", "Geschäftsmodell", "Modèle économique", "Modelo de negocio", "Modelo de negócio", "Modello di business", "Verdienmodel", "ビジネスモデル", "商业模式", "نموذج العمل"],
  traction: ["Traction", "Bisherige Erfolge", "Traction", "Tracción", "Tração", "Trazione", "Tractie", "実績", "进展", "الإنجازات"],
  team: ["Team", "Team", "Équipe", "Equipo", "Equipa", "Team", "Team", "チーム", "团队", "الفريق"],
  ask: ["The ask", "Unser Anliegen", "Notre demande", "Nuestra petición", "O nosso pedido", "La nostra richiesta", "Onze vraag", "お願い", "我们的请求", "طلبنا"],
  introduction: ["Introduction", "Einleitung", "Introduction", "Introducción", "Introdução", "Introduzione", "Inleiding", "はじめに", "引言", "مقدمة"],
  whyItMatters: ["Why it matters", "Warum es wichtig ist", "Pourquoi c'est important", "Por qué importa", "Porque é importante", "Perché è importante", "Waarom het ertoe doet", "なぜ重要か", "为何重要", "لماذا يهم"],
  keyFacts: ["Key facts", "Wichtige Fakten", "Faits essentiels", "Datos clave", "Factos principais", "Fatti chiave", "Belangrijke feiten", "重要な事実", "关键事实", "حقائق أساسية"],
  challenges: ["Challenges", "Herausforderungen", "Défis", "Desafíos", "Desafios", "Sfide", "Uitdagingen", "課題", "挑战", "التحديات"],
  opportunities: ["Opportunities", "Chancen", "Opportunités", "Oportunidades", "Oportunidades", "Opportunità", "Kansen", "機会", "机遇", "الفرص"],
  conclusion: ["Conclusion", "Fazit", "Conclusion", "Conclusión", "Conclusão", "Conclusione", "Conclusie", "まとめ", "结论", "الخلاصة"],
  openQuestions: ["Open questions", "Offene Fragen", "Questions ouvertes", "Preguntas abiertas", "Questões em aberto", "Domande aperte", "Open vragen", "未解決の質問", "待解决的问题", "أسئلة مفتوحة"],
  decisions: ["Decisions needed", "Nötige Entscheidungen", "Décisions à prendre", "Decisiones necesarias", "Decisões necessárias", "Decisioni da prendere", "Benodigde besluiten", "必要な決定", "需要的决定", "القرارات المطلوبة"],
  assumptions: ["Assumptions", "Annahmen", "Hypothèses", "Supuestos", "Pressupostos", "Ipotesi", "Aannames", "前提条件", "假设", "الافتراضات"],
  stakeholders: ["Stakeholders", "Beteiligte", "Parties prenantes", "Partes interesadas", "Partes interessadas", "Stakeholder", "Belanghebbenden", "関係者", "利益相关者", "أصحاب المصلحة"],
  dependencies: ["Dependencies", "Abhängigkeiten", "Dépendances", "Dependencias", "Dependências", "Dipendenze", "Afhankelijkheden", "依存関係", "依赖关系", "الاعتماديات"],
  lessons: ["Lessons learned", "Erkenntnisse", "Leçons apprises", "Lecciones aprendidas", "Lições aprendidas", "Lezioni apprese", "Geleerde lessen", "教訓", "经验教训", "الدروس المستفادة"],
  customers: ["Customers", "Kunden", "Clients", "Clientes", "Clientes", "Clienti", "Klanten", "顧客", "客户", "العملاء"],
  competition: ["Competition", "Wettbewerb", "Concurrence", "Competencia", "Concorrência", "Concorrenza", "Concurrentie", "競合", "竞争", "المنافسة"],
  resources: ["Resources", "Ressourcen", "Ressources", "Recursos", "Recursos", "Risorse", "Middelen", "リソース", "资源", "الموارد"],
  glossary: ["Glossary", "Glossar", "Glossaire", "Glosario", "Glossário", "Glossario", "Woordenlijst", "用語集", "术语表", "المسرد"],
  faq: ["Frequently asked questions", "Häufige Fragen", "Questions fréquentes", "Preguntas frecuentes", "Perguntas frequentes", "Domande frequenti", "Veelgestelde vragen", "よくある質問", "常见问题", "الأسئلة الشائعة"],
  appendix: ["Appendix", "Anhang", "Annexe", "Anexo", "Anexo", "Appendice", "Bijlage", "付録", "附录", "الملحق"],
  keyTakeaways: ["Key takeaways", "Das Wichtigste", "Points clés", "Conclusiones clave", "Principais conclusões", "Punti chiave", "Belangrijkste punten", "要点", "要点", "أهم النقاط"],
  figures: ["Figures", "Zahlen", "Chiffres", "Cifras", "Números", "Dati", "Cijfers", "数値", "数字", "الأرقام"],
  sources: ["Sources", "Quellen", "Sources", "Fuentes", "Fontes", "Fonti", "Bronnen", "出典", "来源", "المصادر"],
  // Labels
  step: ["step {n}", "Schritt {n}", "étape {n}", "paso {n}", "passo {n}", "passo {n}", "stap {n}", "ステップ{n}", "步骤{n}", "الخطوة {n}"],
  point: ["point {n}", "Punkt {n}", "point {n}", "punto {n}", "ponto {n}", "punto {n}", "punt {n}", "ポイント{n}", "要点{n}", "النقطة {n}"],
  placeholder: ["[{x}]", "[{x}]", "[{x}]", "[{x}]", "[{x}]", "[{x}]", "[{x}]", "［{x}］", "［{x}］", "[{x}]"],
  metric: ["Metric", "Kennzahl", "Indicateur", "Métrica", "Métrica", "Metrica", "Maatstaf", "指標", "指标", "المؤشر"],
  value: ["Value", "Wert", "Valeur", "Valor", "Valor", "Valore", "Waarde", "値", "数值", "القيمة"],
  change: ["Change", "Veränderung", "Évolution", "Variación", "Variação", "Variazione", "Verandering", "増減", "变化", "التغير"],
  source: ["Source", "Quelle", "Source", "Fuente", "Fonte", "Fonte", "Bron", "出典", "来源", "المصدر"],
  figure: ["Figure", "Zahl", "Chiffre", "Cifra", "Número", "Dato", "Cijfer", "数値", "数字", "الرقم"],
  unit: ["Unit", "Einheit", "Unité", "Unidad", "Unidade", "Unità", "Eenheid", "単位", "单位", "الوحدة"],
  context: ["Context", "Kontext", "Contexte", "Contexto", "Contexto", "Contesto", "Context", "文脈", "上下文", "السياق"],
  sheetTab: ["Sheet", "Blatt", "Feuille", "Hoja", "Folha", "Foglio", "Blad", "シート", "工作表", "الورقة"],
  fromPrompt: ["your request", "Ihre Anfrage", "votre demande", "tu solicitud", "o seu pedido", "la tua richiesta", "uw verzoek", "ご依頼", "您的请求", "طلبك"],
  toFill: ["to fill in", "auszufüllen", "à compléter", "por completar", "a preencher", "da compilare", "in te vullen", "要記入", "待填写", "يُستكمل"],
  item: ["Item", "Posten", "Poste", "Partida", "Rubrica", "Voce", "Post", "項目", "项目", "البند"],
  total: ["Total", "Summe", "Total", "Total", "Total", "Totale", "Totaal", "合計", "合计", "الإجمالي"],
  income: ["Income", "Einnahmen", "Recettes", "Ingresos", "Receitas", "Entrate", "Inkomsten", "収入", "收入", "الإيرادات"],
  costs: ["Costs", "Kosten", "Coûts", "Costes", "Custos", "Costi", "Kosten", "費用", "成本", "التكاليف"],
  result: ["Result (income − costs)", "Ergebnis (Einnahmen − Kosten)", "Résultat (recettes − coûts)", "Resultado (ingresos − costes)", "Resultado (receitas − custos)", "Risultato (entrate − costi)", "Resultaat (inkomsten − kosten)", "収支（収入−費用）", "结余（收入−成本）", "النتيجة (الإيرادات − التكاليف)"],
  note: ["Note", "Hinweis", "Note", "Nota", "Nota", "Nota", "Opmerking", "備考", "备注", "ملاحظة"],
  owner: ["Owner", "Verantwortlich", "Responsable", "Responsable", "Responsável", "Responsabile", "Eigenaar", "担当", "负责人", "المسؤول"],
  status: ["Status", "Status", "Statut", "Estado", "Estado", "Stato", "Status", "状況", "状态", "الحالة"],
  due: ["Due", "Fällig", "Échéance", "Vencimiento", "Prazo", "Scadenza", "Deadline", "期限", "截止日期", "الموعد"],
  task: ["Task", "Aufgabe", "Tâche", "Tarea", "Tarefa", "Attività", "Taak", "タスク", "任务", "المهمة"],
  enterAmounts: ["Enter the amounts in the empty cells; totals and the result are formulas.", "Tragen Sie die Beträge in die leeren Zellen ein; Summen und Ergebnis sind Formeln.", "Saisissez les montants dans les cellules vides ; les totaux et le résultat sont des formules.", "Introduzca los importes en las celdas vacías; los totales y el resultado son fórmulas.", "Introduza os valores nas células vazias; os totais e o resultado são fórmulas.", "Inserisci gli importi nelle celle vuote; totali e risultato sono formule.", "Vul de bedragen in de lege cellen in; totalen en resultaat zijn formules.", "空欄に金額を入力してください。合計と収支は数式です。", "请在空白单元格中填写金额；合计和结余为公式。", "أدخل المبالغ في الخلايا الفارغة؛ الإجماليات والنتيجة معادلات."],
  preparedFor: ["Prepared for {x}", "Für {x}", "Préparé pour {x}", "Preparado para {x}", "Preparado para {x}", "Preparato per {x}", "Voor {x}", "{x}向け", "为{x}准备", "مُعد لـ {x}"],
  fillGaps: ["Fill in the bracketed gaps before presenting; they mark what the request did not say.", "Füllen Sie die Lücken in Klammern vor der Präsentation aus; dort fehlt, was die Anfrage nicht sagte.", "Complétez les blancs entre crochets avant de présenter : la demande ne les précisait pas.", "Complete los huecos entre corchetes antes de presentar: la solicitud no los indicaba.", "Preencha as lacunas entre parênteses retos antes de apresentar: o pedido não as indicava.", "Completa le parti tra parentesi quadre prima di presentare: la richiesta non le indicava.", "Vul de open plekken tussen haken in vóór de presentatie; het verzoek noemde ze niet.", "発表前に［］内の空欄を埋めてください。依頼に含まれていなかった情報です。", "演示前请填写方括号中的空白，这些是请求中未提供的信息。", "املأ الفراغات بين الأقواس قبل العرض؛ فهي معلومات لم يذكرها الطلب."],
  fillGapsDoc: ["Fill in the bracketed gaps before sharing; they mark what the request did not say.", "Füllen Sie die Lücken in Klammern aus, bevor Sie das Dokument teilen; dort fehlt, was die Anfrage nicht sagte.", "Complétez les blancs entre crochets avant de partager le document : la demande ne les précisait pas.", "Complete los huecos entre corchetes antes de compartir el documento: la solicitud no los indicaba.", "Preencha as lacunas entre parênteses retos antes de partilhar o documento: o pedido não as indicava.", "Completa le parti tra parentesi quadre prima di condividere il documento: la richiesta non le indicava.", "Vul de open plekken tussen haken in voordat u het document deelt; het verzoek noemde ze niet.", "共有する前に［］内の空欄を埋めてください。依頼に含まれていなかった情報です。", "分享前请填写方括号中的空白，这些是请求中未提供的信息。", "املأ الفراغات بين الأقواس قبل مشاركة المستند؛ فهي معلومات لم يذكرها الطلب."],
  nextQuarter: ["next quarter", "das nächste Quartal", "le prochain trimestre", "el próximo trimestre", "o próximo trimestre", "il prossimo trimestre", "het volgende kwartaal", "次の四半期", "下一季度", "الربع القادم"],
} as const satisfies Record<string, Row>;

export type TextKey = keyof typeof TEXT;

export interface Say {
  (key: TextKey, vars?: Record<string, string | number>): string;
  readonly lang: Lang;
  /** A clearly marked gap for the user to fill: "[Q3 revenue]". */
  gap(what: string): string;
}

export function sayIn(lang: Lang): Say {
  const i = ORDER.indexOf(lang);
  const fn = ((key: TextKey, vars: Record<string, string | number> = {}) =>
    (TEXT[key][i] as string).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""))) as Say;
  Object.defineProperty(fn, "lang", { value: lang });
  Object.defineProperty(fn, "gap", { value: (what: string) => fn("placeholder", { x: what }) });
  return fn;
}

/** Month names in the language, short form, from the platform's locale data. */
export function monthNames(lang: Lang): string[] {
  const fmt = new Intl.DateTimeFormat(lang, { month: "short", timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, m) => fmt.format(new Date(Date.UTC(2026, m, 15))));
}

/** Every key of the catalogue (tests check that headings come from it in the right language). */
export const TEXT_KEYS = Object.keys(TEXT) as TextKey[];
