// Pasted notes and outlines made from templates for the text-mode properties: headings of every style, lists, figures,
// dates, prose and subsections, in the ten languages, up to about 2,000 words — each with its pieces as written.

/** A small seeded generator (mulberry32): the same seed makes the same text. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const LANGS = ["en", "de", "fr", "es", "pt", "it", "nl", "ja", "zh", "ar"] as const;
export type Lang = (typeof LANGS)[number];

interface Vocab {
  subjects: string[];
  verbs: string[];
  objects: string[];
  tails: string[];
  headings: string[];
  fragments: string[];
  labels: string[];
  instruction: string;
  /** Words are joined without spaces (Japanese, Chinese). */
  tight?: boolean;
  stop: string;
}

const V: Record<Lang, Vocab> = {
  en: {
    subjects: [
      "Our team",
      "The café",
      "The new roaster",
      "Every customer",
      "The pilot",
      "Sales in Lyon",
      "The board",
      "Our suppliers",
    ],
    verbs: ["improved", "reviewed", "changed", "doubled", "tested", "planned", "delivered", "measured"],
    objects: [
      "the weekly delivery route",
      "the price of green coffee",
      "the opening hours",
      "the loyalty scheme",
      "the training plan",
      "the new espresso blend",
      "the online shop",
      "the tasting sessions",
    ],
    tails: [
      "in October",
      "after the summer",
      "without extra staff",
      "ahead of the holidays",
      "for the second time",
      "with two partners",
    ],
    headings: [
      "Background",
      "Results",
      "Customers",
      "Risks",
      "Next steps",
      "Team",
      "Budget",
      "Suppliers",
      "Lessons learned",
      "Open questions",
      "Training",
      "Marketing",
    ],
    fragments: [
      "Fresh beans",
      "Fair prices",
      "Friendly staff",
      "Fast delivery",
      "Local partners",
      "Clear pricing",
      "Quiet mornings",
      "Better training",
    ],
    labels: ["Revenue", "Bags sold", "Churn", "Margin", "New customers", "Orders"],
    instruction: "Turn these notes into a deck:",
    stop: ".",
  },
  de: {
    subjects: [
      "Unser Team",
      "Das Café",
      "Der neue Röster",
      "Jeder Kunde",
      "Der Pilot",
      "Der Vertrieb in Lyon",
      "Der Vorstand",
      "Unsere Lieferanten",
    ],
    verbs: ["verbesserte", "prüfte", "änderte", "verdoppelte", "testete", "plante", "lieferte", "maß"],
    objects: [
      "die wöchentliche Lieferroute",
      "den Preis für Rohkaffee",
      "die Öffnungszeiten",
      "das Treueprogramm",
      "den Schulungsplan",
      "die neue Espressomischung",
      "den Onlineshop",
      "die Verkostungen",
    ],
    tails: [
      "im Oktober",
      "nach dem Sommer",
      "ohne zusätzliches Personal",
      "vor den Feiertagen",
      "zum zweiten Mal",
      "mit zwei Partnern",
    ],
    headings: [
      "Hintergrund",
      "Ergebnisse",
      "Kunden",
      "Risiken",
      "Nächste Schritte",
      "Team",
      "Budget",
      "Lieferanten",
      "Erkenntnisse",
      "Offene Fragen",
      "Schulung",
      "Marketing",
    ],
    fragments: [
      "Frische Bohnen",
      "Faire Preise",
      "Freundliches Personal",
      "Schnelle Lieferung",
      "Lokale Partner",
      "Klare Preise",
    ],
    labels: ["Umsatz", "Verkaufte Säcke", "Abwanderung", "Marge", "Neukunden", "Bestellungen"],
    instruction: "Mach aus diesen Notizen einen Foliensatz:",
    stop: ".",
  },
  fr: {
    subjects: [
      "Notre équipe",
      "Le café",
      "Le nouveau torréfacteur",
      "Chaque client",
      "Le pilote",
      "Les ventes à Lyon",
      "Le conseil",
      "Nos fournisseurs",
    ],
    verbs: ["a amélioré", "a revu", "a changé", "a doublé", "a testé", "a planifié", "a livré", "a mesuré"],
    objects: [
      "la tournée de livraison",
      "le prix du café vert",
      "les horaires d'ouverture",
      "le programme de fidélité",
      "le plan de formation",
      "le nouveau mélange espresso",
      "la boutique en ligne",
      "les dégustations",
    ],
    tails: [
      "en octobre",
      "après l'été",
      "sans personnel en plus",
      "avant les fêtes",
      "pour la deuxième fois",
      "avec deux partenaires",
    ],
    headings: [
      "Contexte",
      "Résultats",
      "Clients",
      "Risques",
      "Prochaines étapes",
      "Équipe",
      "Budget",
      "Fournisseurs",
      "Leçons",
      "Questions ouvertes",
      "Formation",
      "Marketing",
    ],
    fragments: [
      "Grains frais",
      "Prix justes",
      "Équipe aimable",
      "Livraison rapide",
      "Partenaires locaux",
      "Tarifs clairs",
    ],
    labels: ["Chiffre d'affaires", "Sacs vendus", "Attrition", "Marge", "Nouveaux clients", "Commandes"],
    instruction: "Transforme ces notes en présentation :",
    stop: ".",
  },
  es: {
    subjects: [
      "Nuestro equipo",
      "La cafetería",
      "El nuevo tostador",
      "Cada cliente",
      "El piloto",
      "Las ventas en Lyon",
      "La junta",
      "Nuestros proveedores",
    ],
    verbs: ["mejoró", "revisó", "cambió", "duplicó", "probó", "planificó", "entregó", "midió"],
    objects: [
      "la ruta de reparto semanal",
      "el precio del café verde",
      "el horario de apertura",
      "el programa de fidelidad",
      "el plan de formación",
      "la nueva mezcla de espresso",
      "la tienda en línea",
      "las catas",
    ],
    tails: [
      "en octubre",
      "después del verano",
      "sin personal extra",
      "antes de las fiestas",
      "por segunda vez",
      "con dos socios",
    ],
    headings: [
      "Contexto",
      "Resultados",
      "Clientes",
      "Riesgos",
      "Próximos pasos",
      "Equipo",
      "Presupuesto",
      "Proveedores",
      "Lecciones",
      "Preguntas abiertas",
      "Formación",
      "Marketing",
    ],
    fragments: [
      "Granos frescos",
      "Precios justos",
      "Personal amable",
      "Entrega rápida",
      "Socios locales",
      "Precios claros",
    ],
    labels: ["Ingresos", "Sacos vendidos", "Abandono", "Margen", "Clientes nuevos", "Pedidos"],
    instruction: "Convierte estas notas en una presentación:",
    stop: ".",
  },
  pt: {
    subjects: [
      "A nossa equipa",
      "O café",
      "O novo torrador",
      "Cada cliente",
      "O piloto",
      "As vendas em Lyon",
      "A direção",
      "Os nossos fornecedores",
    ],
    verbs: ["melhorou", "reviu", "mudou", "duplicou", "testou", "planeou", "entregou", "mediu"],
    objects: [
      "a rota de entregas semanal",
      "o preço do café verde",
      "o horário de abertura",
      "o programa de fidelização",
      "o plano de formação",
      "o novo lote de espresso",
      "a loja online",
      "as provas de café",
    ],
    tails: [
      "em outubro",
      "depois do verão",
      "sem pessoal extra",
      "antes das festas",
      "pela segunda vez",
      "com dois parceiros",
    ],
    headings: [
      "Contexto",
      "Resultados",
      "Clientes",
      "Riscos",
      "Próximos passos",
      "Equipa",
      "Orçamento",
      "Fornecedores",
      "Lições",
      "Perguntas em aberto",
      "Formação",
      "Marketing",
    ],
    fragments: [
      "Grãos frescos",
      "Preços justos",
      "Equipa simpática",
      "Entrega rápida",
      "Parceiros locais",
      "Preços claros",
    ],
    labels: ["Receita", "Sacos vendidos", "Abandono", "Margem", "Novos clientes", "Encomendas"],
    instruction: "Transforme estas notas em slides:",
    stop: ".",
  },
  it: {
    subjects: [
      "Il nostro team",
      "Il bar",
      "Il nuovo torrefattore",
      "Ogni cliente",
      "Il progetto pilota",
      "Le vendite a Lione",
      "Il consiglio",
      "I nostri fornitori",
    ],
    verbs: [
      "ha migliorato",
      "ha rivisto",
      "ha cambiato",
      "ha raddoppiato",
      "ha provato",
      "ha pianificato",
      "ha consegnato",
      "ha misurato",
    ],
    objects: [
      "il giro di consegne",
      "il prezzo del caffè verde",
      "gli orari di apertura",
      "il programma fedeltà",
      "il piano di formazione",
      "la nuova miscela espresso",
      "il negozio online",
      "le degustazioni",
    ],
    tails: [
      "a ottobre",
      "dopo l'estate",
      "senza personale in più",
      "prima delle feste",
      "per la seconda volta",
      "con due partner",
    ],
    headings: [
      "Contesto",
      "Risultati",
      "Clienti",
      "Rischi",
      "Prossimi passi",
      "Squadra",
      "Budget",
      "Fornitori",
      "Lezioni",
      "Domande aperte",
      "Formazione",
      "Marketing",
    ],
    fragments: [
      "Chicchi freschi",
      "Prezzi onesti",
      "Personale gentile",
      "Consegna rapida",
      "Partner locali",
      "Prezzi chiari",
    ],
    labels: ["Fatturato", "Sacchi venduti", "Abbandono", "Margine", "Nuovi clienti", "Ordini"],
    instruction: "Trasforma questi appunti in una presentazione:",
    stop: ".",
  },
  nl: {
    subjects: [
      "Ons team",
      "Het café",
      "De nieuwe brander",
      "Elke klant",
      "De pilot",
      "De verkoop in Lyon",
      "Het bestuur",
      "Onze leveranciers",
    ],
    verbs: ["verbeterde", "herzag", "veranderde", "verdubbelde", "testte", "plande", "leverde", "mat"],
    objects: [
      "de wekelijkse bezorgroute",
      "de prijs van groene koffie",
      "de openingstijden",
      "het spaarprogramma",
      "het trainingsplan",
      "de nieuwe espressomelange",
      "de webwinkel",
      "de proeverijen",
    ],
    tails: [
      "in oktober",
      "na de zomer",
      "zonder extra personeel",
      "voor de feestdagen",
      "voor de tweede keer",
      "met twee partners",
    ],
    headings: [
      "Achtergrond",
      "Resultaten",
      "Klanten",
      "Risico's",
      "Volgende stappen",
      "Team",
      "Budget",
      "Leveranciers",
      "Lessen",
      "Open vragen",
      "Training",
      "Marketing",
    ],
    fragments: [
      "Verse bonen",
      "Eerlijke prijzen",
      "Vriendelijk personeel",
      "Snelle levering",
      "Lokale partners",
      "Heldere prijzen",
    ],
    labels: ["Omzet", "Verkochte zakken", "Verloop", "Marge", "Nieuwe klanten", "Bestellingen"],
    instruction: "Maak dia's van deze aantekeningen:",
    stop: ".",
  },
  ja: {
    subjects: [
      "私たちのチーム",
      "カフェ",
      "新しい焙煎機",
      "すべての顧客",
      "試験運用",
      "リヨンの売上",
      "取締役会",
      "仕入先",
    ],
    verbs: ["を改善した", "を見直した", "を変更した", "を倍にした", "を試した", "を計画した", "を届けた", "を測定した"],
    objects: [
      "は配送ルート",
      "はコーヒー豆の価格",
      "は営業時間",
      "はポイント制度",
      "は研修計画",
      "は新しいブレンド",
      "はオンラインショップ",
      "は試飲会",
    ],
    tails: ["十月に", "夏の後に", "追加の人員なしで", "年末の前に", "二度目に", "二社と共に"],
    headings: [
      "背景",
      "結果",
      "顧客",
      "リスク",
      "次のステップ",
      "チーム",
      "予算",
      "仕入先",
      "教訓",
      "未解決の質問",
      "研修",
      "マーケティング",
    ],
    fragments: ["新鮮な豆", "公正な価格", "親切なスタッフ", "迅速な配送", "地元の仲間", "明確な料金"],
    labels: ["売上", "販売袋数", "解約率", "利益率", "新規顧客", "注文数"],
    instruction: "このメモをスライドにしてください：",
    tight: true,
    stop: "。",
  },
  zh: {
    subjects: ["我们的团队", "咖啡馆", "新的烘焙师", "每位顾客", "试点项目", "里昂的销售", "董事会", "我们的供应商"],
    verbs: ["改进了", "审查了", "调整了", "翻倍了", "测试了", "规划了", "交付了", "衡量了"],
    objects: ["每周配送路线", "生豆价格", "营业时间", "会员计划", "培训计划", "新的浓缩咖啡拼配", "网店", "品鉴会"],
    tails: ["在十月", "在夏天之后", "没有增加人手", "在节日之前", "第二次", "与两家伙伴一起"],
    headings: [
      "背景",
      "结果",
      "顾客",
      "风险",
      "后续步骤",
      "团队",
      "预算",
      "供应商",
      "经验",
      "待解决的问题",
      "培训",
      "营销",
    ],
    fragments: ["新鲜咖啡豆", "公道价格", "友善员工", "快速配送", "本地伙伴", "清晰定价"],
    labels: ["收入", "售出袋数", "流失率", "利润率", "新顾客", "订单"],
    instruction: "把这些笔记做成幻灯片：",
    tight: true,
    stop: "。",
  },
  ar: {
    subjects: [
      "فريقنا",
      "المقهى",
      "المحمص الجديد",
      "كل عميل",
      "المشروع التجريبي",
      "المبيعات في ليون",
      "مجلس الإدارة",
      "موردونا",
    ],
    verbs: ["حسّن", "راجع", "غيّر", "ضاعف", "اختبر", "خطط", "سلّم", "قاس"],
    objects: [
      "مسار التوصيل الأسبوعي",
      "سعر البن الأخضر",
      "ساعات العمل",
      "برنامج الولاء",
      "خطة التدريب",
      "خلطة الإسبريسو الجديدة",
      "المتجر الإلكتروني",
      "جلسات التذوق",
    ],
    tails: ["في أكتوبر", "بعد الصيف", "دون موظفين إضافيين", "قبل العطلات", "للمرة الثانية", "مع شريكين"],
    headings: [
      "الخلفية",
      "النتائج",
      "العملاء",
      "المخاطر",
      "الخطوات التالية",
      "الفريق",
      "الميزانية",
      "الموردون",
      "الدروس",
      "أسئلة مفتوحة",
      "التدريب",
      "التسويق",
    ],
    fragments: ["حبوب طازجة", "أسعار عادلة", "موظفون ودودون", "توصيل سريع", "شركاء محليون", "أسعار واضحة"],
    labels: ["الإيرادات", "الأكياس المباعة", "معدل التسرب", "الهامش", "عملاء جدد", "الطلبات"],
    instruction: "حوّل هذه الملاحظات إلى عرض تقديمي:",
    stop: ".",
  },
};

export interface GeneratedText {
  lang: Lang;
  /** The pasted text, with its instruction line when it has one. */
  text: string;
  instruction: string | null;
  /** Every heading, sentence, item and figure line as written, in order: what must all be on the slides. */
  pieces: string[];
  words: number;
}

const SHAPES = [
  "prose",
  "prose",
  "bullets",
  "kpi",
  "dates",
  "fragments",
  "nested",
  "long",
  "subsections",
  "numbered",
  "quote",
  "table",
] as const;
const FIGURES = ["$2.1M", "4,200", "2.1%", "38%", "€450k", "1,204", "96.1%", "12"];
const DATES = ["Q1 2027", "Q2 2027", "Q3 2027", "Q4 2027", "2026-03", "2026-06", "2026-09", "2026-12"];
const EN_DATES = ["March 2026", "June 2026", "September 2026", "December 2026", "Week 3", "Phase 2"];

/** One text of about `targetWords` words (CJK: characters over two) from the seed. */
export function generateNotes(seed: number, lang: Lang, targetWords: number): GeneratedText {
  const r = random(seed);
  const v = V[lang];
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const join = (...parts: string[]) => parts.join(v.tight ? "" : " ");
  let sentenceNo = 0;
  let tables = 0;
  const sentence = () =>
    `${join(pick(v.subjects), ...(v.tight ? [pick(v.objects), pick(v.tails), pick(v.verbs)] : [pick(v.verbs), pick(v.objects), pick(v.tails)]))}${r() < 0.3 ? join("", v.tight ? `（${++sentenceNo}）` : ` (${++sentenceNo})`) : ""}${v.stop}`;
  const size = (s: string) => (v.tight ? s.length / 2 : s.split(/\s+/).length);
  const pieces: string[] = [];
  const out: string[] = [];
  let words = 0;
  const add = (line: string, piece: string) => {
    out.push(line);
    pieces.push(piece);
    words += size(piece);
  };
  const instruction = r() < 0.6 ? v.instruction : null;
  if (instruction) out.push(instruction);
  const headingStyle = pick(["md2", "md1", "colon", "plain", "rule"] as const);
  if (r() < 0.5 && headingStyle !== "rule") {
    const title = join(pick(v.subjects), pick(v.headings));
    out.push(headingStyle === "md2" || headingStyle === "md1" ? `# ${title}` : title, "");
    pieces.push(title);
  }
  const usedHeadings = new Set<string>();
  let n = 0;
  while (words < targetWords) {
    n++;
    let heading = pick(v.headings);
    while (usedHeadings.has(heading)) heading = `${pick(v.headings)} ${join(pick(v.fragments))}`.slice(0, 50);
    usedHeadings.add(heading);
    if (headingStyle === "md2") add(`## ${heading}`, heading);
    else if (headingStyle === "md1") add(`# ${heading}`, heading);
    else if (headingStyle === "colon") add(`${heading}:`, heading);
    else if (headingStyle === "plain") add(heading, heading);
    else if (n > 1) out.push("---");
    if (headingStyle === "md2" || headingStyle === "md1" || headingStyle === "rule") out.push("");
    else if (headingStyle === "plain") out.push("");
    // Half the sections are one shape (a designed kind may fit), the others prose with lists around it.
    const shapes =
      r() < 0.5
        ? [pick(SHAPES)]
        : ["prose" as const, ...Array.from({ length: 1 + Math.floor(r() * 2) }, () => pick(SHAPES))];
    for (const shape of shapes) {
      if (shape === "prose") {
        for (let p = 0, np = 1 + Math.floor(r() * 3); p < np; p++) {
          const ss = Array.from({ length: 1 + Math.floor(r() * 4) }, sentence);
          out.push(ss.join(v.tight ? "" : " "), "");
          for (const s of ss) (pieces.push(s), (words += size(s)));
        }
      } else if (shape === "long") {
        const ss = Array.from({ length: 7 + Math.floor(r() * 6) }, sentence);
        out.push(ss.join(v.tight ? "" : " "), "");
        for (const s of ss) (pieces.push(s), (words += size(s)));
      } else if (shape === "bullets" || shape === "numbered") {
        const marker = shape === "numbered" ? (i: number) => `${i + 1}. ` : () => pick(["- ", "* ", "• "]);
        for (let i = 0, ni = 2 + Math.floor(r() * 9); i < ni; i++) {
          const s = sentence();
          add(`${marker(i)}${s}`, s);
        }
        out.push("");
      } else if (shape === "nested") {
        for (let i = 0, ni = 2 + Math.floor(r() * 3); i < ni; i++) {
          const top = pick(v.fragments);
          add(`- ${top}`, top);
          for (let j = 0, nj = 1 + Math.floor(r() * 3); j < nj; j++) {
            const s = sentence();
            add(`  - ${s}`, s);
          }
        }
        out.push("");
      } else if (shape === "kpi") {
        const labels = [...v.labels].sort(() => r() - 0.5).slice(0, 2 + Math.floor(r() * 5));
        for (const l of labels) {
          const f = pick(FIGURES);
          add(`- ${l}: ${f}`, `${l} ${f}`);
        }
        out.push("");
      } else if (shape === "dates") {
        const dates = lang === "en" && r() < 0.5 ? EN_DATES : DATES;
        for (let i = 0, ni = 2 + Math.floor(r() * 6); i < Math.min(ni, dates.length); i++) {
          const t = join(pick(v.verbs).replace(/^(ha|a|を|は)\s*/, ""), pick(v.objects)).slice(0, 50);
          add(`- ${dates[i]}: ${t}`, `${dates[i]} ${t}`);
        }
        out.push("");
      } else if (shape === "fragments") {
        for (const f of [...v.fragments].sort(() => r() - 0.5).slice(0, 3 + Math.floor(r() * 4))) add(`- ${f}`, f);
        out.push("");
      } else if (shape === "quote") {
        const s = sentence();
        const by = pick(v.subjects);
        out.push(`> ${s}`, `> — ${by}`, "");
        pieces.push(s, by);
        words += size(s) + size(by);
      } else if (shape === "table") {
        // Headers differ from table to table, so a header repeated on a continuation slide is told apart.
        const cols = [`${pick(v.headings)} ${++tables}`, ...v.labels.slice(0, 2)];
        out.push(`| ${cols.join(" | ")} |`, `|${cols.map(() => "---").join("|")}|`);
        pieces.push(...cols);
        for (let i = 0, ni = 2 + Math.floor(r() * 9); i < ni; i++) {
          const row = [pick(v.fragments), pick(FIGURES), pick(FIGURES)];
          out.push(`| ${row.join(" | ")} |`);
          pieces.push(...row);
          words += 4;
        }
        out.push("");
      } else {
        for (const h of [...v.fragments].sort(() => r() - 0.5).slice(0, 2)) {
          add(`### ${h}`, h);
          out.push("");
          for (let j = 0, nj = 1 + Math.floor(r() * 3); j < nj; j++) {
            const s = sentence();
            add(`- ${s}`, s);
          }
          out.push("");
        }
      }
    }
  }
  return {
    lang,
    text: out.join("\n").replace(/\n{3,}/g, "\n\n"),
    instruction,
    pieces: pieces.filter(Boolean),
    words: Math.round(words),
  };
}
