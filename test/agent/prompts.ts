// Prompts in ten languages, all three kinds, with counts, periods and stated facts, and what the builtin composer must make of each.
import type { SourceKind } from "../../src/formats/model/source.js";
import type { Lang } from "../../src/agent/reading/language.js";

export interface PromptCase {
  prompt: string;
  expect: SourceKind;
  lang: Lang;
  kind?: SourceKind;
  language?: string;
  slides?: number;
  /** Words the title must contain, exactly as the prompt wrote them. */
  title?: string;
  /** Slides (decks), sections (docs) or month columns (sheets) the output must have. */
  count?: number;
  /** Figures the output must show. */
  facts?: string[];
}

export const PROMPTS: PromptCase[] = [
  // English
  {
    prompt: "Quarterly business review for a coffee roaster, Q3 2026, revenue up 12%",
    expect: "deck",
    lang: "en",
    title: "Quarterly business review for a coffee roaster",
    facts: ["12%"],
  },
  {
    prompt: "Create a 10-slide pitch deck about solar panels for small farms for investors",
    expect: "deck",
    lang: "en",
    title: "Solar panels for small farms",
    count: 10,
  },
  {
    prompt: "Account plan for Acme Corp, renewal in March, $240k ARR, 35 seats",
    kind: "deck",
    expect: "deck",
    lang: "en",
    title: "Account plan for Acme Corp",
    facts: ["$240k", "35"],
  },
  {
    prompt: "Analytics roadmap for 2027 presentation",
    expect: "deck",
    lang: "en",
    title: "Analytics roadmap for 2027",
  },
  { prompt: "Make a 4 slide talk on why sleep matters for engineers", expect: "deck", lang: "en", count: 4 },
  {
    prompt: "Our product roadmap for 2027",
    kind: "deck",
    slides: 40,
    expect: "deck",
    lang: "en",
    title: "Product roadmap for 2027",
  },
  {
    prompt: "A two-page onboarding guide for new nurses joining the cardiology ward",
    expect: "doc",
    lang: "en",
    title: "Onboarding guide for new nurses joining the cardiology ward",
    count: 6,
  },
  {
    prompt: "Write a report on remote work productivity in 2026, with 38% of staff fully remote",
    expect: "doc",
    lang: "en",
    title: "Remote work productivity in 2026",
    facts: ["38%"],
  },
  { prompt: "Write a 5-section guide about composting at home for beginners", expect: "doc", lang: "en", count: 5 },
  {
    prompt: "A 12-month budget for a small bakery with formulas for totals",
    expect: "sheet",
    lang: "en",
    title: "Budget for a small bakery",
    count: 12,
  },
  { prompt: "Tracker for our office move: tasks, owners and due dates", expect: "sheet", lang: "en" },
  { prompt: "Household expenses for a family of four, 15 rows", expect: "sheet", lang: "en" },
  // German
  {
    prompt: "Eine Präsentation über die Digitalisierung im Handwerksbetrieb in Bayern",
    expect: "deck",
    lang: "de",
    title: "Digitalisierung im Handwerksbetrieb in Bayern",
  },
  {
    prompt: "Quartalsbericht Präsentation für die Geschäftsführung, Q2 2026, Umsatz plus 8%",
    expect: "deck",
    lang: "de",
    facts: ["8%"],
  },
  { prompt: "Eine Präsentation mit 6 Folien über Wärmepumpen für Hausbesitzer", expect: "deck", lang: "de", count: 6 },
  {
    prompt: "Ein Bericht über die Digitalisierung in Schulen",
    expect: "doc",
    lang: "de",
    title: "Digitalisierung in Schulen",
  },
  { prompt: "Ein Leitfaden für neue Mitarbeiter im Lager", expect: "doc", lang: "de" },
  { prompt: "Haushaltsplan für einen Sportverein über 12 Monate", expect: "sheet", lang: "de", count: 12 },
  // French
  {
    prompt: "Une présentation sur le changement climatique pour des lycéens",
    expect: "deck",
    lang: "fr",
    title: "Changement climatique pour des lycéens",
  },
  {
    prompt: "Une présentation de 5 diapositives sur notre boulangerie, chiffre d'affaires de 420 000 €",
    expect: "deck",
    lang: "fr",
    count: 5,
    facts: ["420 000 €"],
  },
  { prompt: "Un rapport sur la mobilité douce à Lyon", expect: "doc", lang: "fr" },
  { prompt: "Un guide pour les nouveaux bénévoles de l'association", expect: "doc", lang: "fr" },
  { prompt: "Un budget sur 6 mois pour un food truck, feuille de calcul", expect: "sheet", lang: "fr", count: 6 },
  {
    prompt: "Une présentation sur les résultats du T3 avec une hausse de 15% des ventes",
    expect: "deck",
    lang: "fr",
    facts: ["15%"],
  },
  // Spanish
  {
    prompt: "Una presentación sobre la historia del café en Colombia",
    expect: "deck",
    lang: "es",
    title: "Historia del café en Colombia",
  },
  {
    prompt: "Una presentación de 7 diapositivas para inversores sobre nuestra app de reciclaje",
    expect: "deck",
    lang: "es",
    count: 7,
  },
  { prompt: "Un informe sobre el turismo rural en Asturias", expect: "doc", lang: "es" },
  { prompt: "Presupuesto para una boda pequeña en Sevilla", expect: "sheet", lang: "es" },
  { prompt: "Una guía para nuevos empleados del hotel", expect: "doc", lang: "es" },
  {
    prompt: "Una presentación sobre ventas del Q1 2026 con 2.300 clientes nuevos",
    expect: "deck",
    lang: "es",
    facts: ["2.300"],
  },
  // Portuguese
  {
    prompt: "Uma apresentação sobre energia solar no Nordeste",
    expect: "deck",
    lang: "pt",
    title: "Energia solar no Nordeste",
  },
  {
    prompt: "Relatório trimestral de vendas da nossa loja, Q2 2026, crescimento de 8%",
    expect: "doc",
    lang: "pt",
    facts: ["8%"],
  },
  { prompt: "Um guia para novos voluntários da escola", expect: "doc", lang: "pt" },
  { prompt: "Orçamento de 12 meses para uma padaria, planilha", expect: "sheet", lang: "pt", count: 12 },
  { prompt: "Uma apresentação de 6 slides sobre o nosso novo aplicativo", expect: "deck", lang: "pt", count: 6 },
  { prompt: "Uma apresentação sobre a história do café no Brasil", expect: "deck", lang: "pt" },
  // Italian
  {
    prompt: "Una presentazione sulla storia del caffè in Italia",
    expect: "deck",
    lang: "it",
    title: "Storia del caffè in Italia",
  },
  { prompt: "Una presentazione di 6 diapositive sul nostro ristorante a Napoli", expect: "deck", lang: "it", count: 6 },
  { prompt: "Una relazione sul turismo sostenibile in Toscana", expect: "doc", lang: "it" },
  {
    prompt: "Un foglio di calcolo con il budget di 12 mesi per la nostra libreria",
    expect: "sheet",
    lang: "it",
    count: 12,
  },
  { prompt: "Una guida per i nuovi dipendenti del magazzino", expect: "doc", lang: "it" },
  {
    prompt: "Una presentazione sui risultati del Q4 2026 con ricavi in crescita del 9%",
    expect: "deck",
    lang: "it",
    facts: ["9%"],
  },
  // Dutch
  {
    prompt: "Een presentatie over de nieuwe fietsroutes in Utrecht",
    expect: "deck",
    lang: "nl",
    title: "Nieuwe fietsroutes in Utrecht",
  },
  { prompt: "Een presentatie van 5 dia's over onze bakkerij", expect: "deck", lang: "nl", count: 5 },
  { prompt: "Een verslag over duurzaam bouwen in Rotterdam", expect: "doc", lang: "nl" },
  { prompt: "Een begroting voor 12 maanden voor een sportclub", expect: "sheet", lang: "nl", count: 12 },
  { prompt: "Een handleiding voor nieuwe medewerkers van de winkel", expect: "doc", lang: "nl" },
  { prompt: "Een presentatie over de kwartaalcijfers met een groei van 7%", expect: "deck", lang: "nl", facts: ["7%"] },
  // Japanese
  {
    prompt: "日本の桜についてのプレゼンテーションを5枚のスライドで",
    expect: "deck",
    lang: "ja",
    title: "日本の桜",
    count: 5,
  },
  { prompt: "新入社員向けのオンボーディングガイド", expect: "doc", lang: "ja" },
  { prompt: "カフェの12か月の予算のスプレッドシート", expect: "sheet", lang: "ja", count: 12 },
  { prompt: "京都の観光についてのレポート", expect: "doc", lang: "ja" },
  { prompt: "売上が15%増加した第3四半期のプレゼンテーション", expect: "deck", lang: "ja", facts: ["15%"] },
  { prompt: "東京の新しいオフィスについてのスライド", expect: "deck", lang: "ja" },
  // Chinese
  {
    prompt: "关于人工智能在医疗中的应用的演示文稿，8张幻灯片",
    expect: "deck",
    lang: "zh",
    title: "人工智能在医疗中的应用",
    count: 8,
  },
  { prompt: "关于上海咖啡市场的报告", expect: "doc", lang: "zh" },
  { prompt: "面包店12个月的预算电子表格", expect: "sheet", lang: "zh", count: 12 },
  { prompt: "新员工入职指南", expect: "doc", lang: "zh" },
  { prompt: "关于第三季度销售增长12%的演示文稿", expect: "deck", lang: "zh", facts: ["12%"] },
  { prompt: "关于城市绿化的幻灯片", expect: "deck", lang: "zh" },
  // Arabic
  { prompt: "عرض تقديمي عن الطاقة الشمسية في المغرب", expect: "deck", lang: "ar", title: "الطاقة الشمسية في المغرب" },
  { prompt: "تقرير عن السياحة في الأردن", expect: "doc", lang: "ar" },
  { prompt: "ميزانية لمدة 12 شهرًا لمخبز صغير", expect: "sheet", lang: "ar", count: 12 },
  { prompt: "عرض تقديمي من 6 شرائح عن متجرنا الجديد", expect: "deck", lang: "ar", count: 6 },
  { prompt: "دليل للموظفين الجدد في المستشفى", expect: "doc", lang: "ar" },
  { prompt: "عرض تقديمي عن نتائج الربع الثالث مع نمو المبيعات 10%", expect: "deck", lang: "ar", facts: ["10%"] },
];
