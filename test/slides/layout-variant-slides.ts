// Slides of every layout the layout-variant engine reads, in English, German, French and Japanese, as people write them.
import type { Slide } from "../../src/formats/model/source.js";

export interface SampleSlide {
  name: string;
  language: string;
  slide: Slide;
}

const en: Array<[string, Slide]> = [
  [
    "labelled points",
    {
      layout: "bullets",
      title: "Pilot results",
      bullets: [
        "Faster checkout: average queue time fell from 6 to 4 minutes",
        "Fewer errors: refunds caused by wrong scans dropped by a third",
        "Happier staff: cashiers asked to keep the new scanners",
      ],
      notes: "Numbers from the Leeds pilot, weeks 1–8.",
    },
  ],
  [
    "dated points",
    {
      layout: "bullets",
      title: "Rollout plan",
      bullets: [
        "Q1 2027: Pilot in two Leeds stores",
        "Q2 2027: Train staff in the North region",
        "Q3 2027: Roll out to all 48 stores",
        "Q4 2027: Review costs and savings",
      ],
    },
  ],
  [
    "figures as points",
    {
      layout: "bullets",
      title: "Third quarter",
      bullets: ["Revenue: €2.4M (+12% vs Q2)", "Gross margin: 31% (+2 pts)", "New wholesale accounts: 14"],
      sources: [{ file: "q3-results.xlsx", sheet: "Summary" }],
    },
  ],
  [
    "a statement with a figure",
    { layout: "bullets", title: "Retention", bullets: ["Customers who reorder within 90 days: 64%"] },
  ],
  [
    "nested points",
    {
      layout: "bullets",
      title: "Vans: lease or buy",
      bullets: [
        {
          text: "Lease the vans from the dealer in Croydon",
          children: [
            "Lower cost up front, with no deposit and a fixed monthly rate",
            "Servicing and repairs are included for the whole four-year term",
          ],
        },
        {
          text: "Buy the vans outright with the bank's equipment loan",
          children: [
            "Cheaper over five years, even after paying the loan's interest",
            "We keep the resale value and can fit the vans out as we like",
          ],
        },
      ],
    },
  ],
  [
    "cards",
    {
      layout: "cards",
      title: "Why customers stay",
      cards: [
        { icon: "coffee", title: "Fresh roasts", text: "Every bag is roasted within three days of shipping" },
        { title: "Fair prices", text: "Direct trade with twelve farms in Colombia and Ethiopia" },
        { title: "Friendly service", text: "Baristas who remember regulars by name" },
      ],
    },
  ],
  [
    "timeline",
    {
      layout: "timeline",
      title: "Launch timeline",
      steps: [
        { date: "March 2026", title: "Beta opens" },
        { date: "June 2026", title: "Public launch" },
        { date: "September 2026", title: "First partner integrations" },
      ],
    },
  ],
  [
    "kpi",
    {
      layout: "kpi",
      title: "March in numbers",
      metrics: [
        { value: "41,200", label: "Riders", change: "+11.7%" },
        { value: "96.1%", label: "On time", change: "+1.2 pts" },
        { value: "1,850", label: "Season tickets" },
      ],
    },
  ],
  [
    "agenda",
    {
      layout: "agenda",
      title: "Agenda",
      items: ["Where we stand", "What our customers told us", "Options for next year", "Decision and next steps"],
    },
  ],
  [
    "comparison",
    {
      layout: "comparison",
      title: "Build or buy",
      columns: [
        { heading: "Build", points: ["Full control of the roadmap", "Needs four engineers for a year"] },
        { heading: "Buy", points: ["Live within a month", "Licence costs grow with every seat"] },
      ],
    },
  ],
  [
    "two columns",
    {
      layout: "two-column",
      title: "Before and after",
      left: "**Before**\n\n- Paper forms at every desk\n- Two days to approve a refund",
      right: "**After**\n\n- One web form for every request\n- Refunds approved the same day",
    },
  ],
  [
    "figures across a table",
    {
      layout: "table",
      title: "Quarter at a glance",
      table: {
        columns: ["Revenue", "Margin", "Customers"],
        rows: [
          ["€2.4M", "31%", 1204],
          ["+12%", "+2 pts", "+96"],
        ],
      },
    },
  ],
  [
    "a table of numbers",
    {
      layout: "table",
      title: "Riders by month",
      table: {
        columns: ["", "Riders", "Trips"],
        rows: [
          ["January", 35100, 2100],
          ["February", 36900, 2240],
          ["March", 41200, 2510],
        ],
      },
    },
  ],
  [
    "chart",
    {
      layout: "chart",
      title: "Riders by month",
      chart: {
        type: "column",
        categories: ["January", "February", "March", "April"],
        series: [{ name: "Riders", values: [35100, 36900, 41200, 43800] }],
      },
    },
  ],
  [
    "content",
    {
      layout: "content",
      title: "What we learned",
      body: "- Speed matters more than choice: most shoppers buy one of five items\n- Mornings are busiest: two orders in three arrive before 10 am\n- Photos sell: returns fall when listings show the size of a bag\n- Reviews help: listings with ten reviews sell twice as often",
    },
  ],
];

const de: Array<[string, Slide]> = [
  [
    "labelled points",
    {
      layout: "bullets",
      title: "Ergebnisse des Pilotprojekts",
      bullets: [
        "Schnellere Kasse: Die Wartezeit sank von sechs auf vier Minuten",
        "Weniger Fehler: Falsche Scans gingen um ein Drittel zurück",
        "Zufriedenes Team: Die Kassierer wollen die neuen Scanner behalten",
      ],
    },
  ],
  [
    "dated points",
    {
      layout: "bullets",
      title: "Zeitplan",
      bullets: [
        "März 2026: Start der Testphase in Görlitz",
        "Juni 2026: Schulung aller Fahrerinnen und Fahrer",
        "September 2026: Umstellung aller Linien",
        "Dezember 2026: Auswertung und Bericht an den Stadtrat",
      ],
    },
  ],
  [
    "figures as points",
    {
      layout: "bullets",
      title: "Eckdaten 2025",
      bullets: ["Umsatz: € 4,8 Mio. (+8 %)", "Mitarbeitende: 23", "Stammkunden: 2.638 (+140)"],
    },
  ],
  [
    "cards",
    {
      layout: "cards",
      title: "Unsere Stärken",
      cards: [
        { title: "Regionale Zutaten", text: "Mehl und Milch kommen von Höfen aus dem Umland" },
        { title: "Eigene Backstube", text: "Jeden Morgen ab drei Uhr frisch gebacken" },
        { title: "Treue Kundschaft", text: "Zwei von drei Kunden kaufen mehrmals pro Woche" },
        { title: "Kurze Wege", text: "Vier Filialen in zehn Minuten erreichbar" },
      ],
    },
  ],
  [
    "timeline",
    {
      layout: "timeline",
      title: "Umbau der Filiale",
      steps: [
        { date: "Q1 2026", title: "Planung", text: "Entwürfe mit dem Architekten abstimmen" },
        { date: "Q2 2026", title: "Umbau", text: "Laden bleibt drei Wochen geschlossen" },
        { date: "Q3 2026", title: "Neueröffnung", text: "Fest mit Verkostung für die Nachbarschaft" },
      ],
    },
  ],
  [
    "kpi",
    {
      layout: "kpi",
      title: "Kennzahlen",
      metrics: [
        { value: "€ 4,8 Mio.", label: "Umsatz", change: "+8 %" },
        { value: "23", label: "Mitarbeitende" },
      ],
    },
  ],
  [
    "agenda",
    {
      layout: "agenda",
      title: "Tagesordnung",
      items: ["Rückblick auf das Jahr", "Zahlen und Kennzahlen", "Pläne für die neue Filiale", "Fragen und Antworten"],
    },
  ],
  [
    "comparison",
    {
      layout: "comparison",
      title: "Wärmepumpe oder Gasheizung",
      columns: [
        {
          heading: "Wärmepumpe",
          points: ["Niedrige Betriebskosten", "Förderung bis zu 70 % möglich", "Höhere Kosten beim Einbau"],
        },
        {
          heading: "Gasheizung",
          points: ["Günstig in der Anschaffung", "Steigende Preise für Gas", "Ab 2045 nicht mehr erlaubt"],
        },
      ],
    },
  ],
];

const fr: Array<[string, Slide]> = [
  [
    "labelled points",
    {
      layout: "bullets",
      title: "Ce que disent nos clients",
      bullets: [
        "Le goût : le pain au levain reste notre produit le plus apprécié",
        "Le service : l'accueil en boutique est cité dans deux avis sur trois",
        "Les prix : jugés justes pour la qualité proposée",
      ],
    },
  ],
  [
    "dated points",
    {
      layout: "bullets",
      title: "Calendrier",
      bullets: [
        "janvier 2027 : Choix du fournisseur",
        "mars 2027 : Installation des nouveaux fours",
        "mai 2027 : Ouverture de la deuxième boutique",
      ],
    },
  ],
  [
    "figures as points",
    {
      layout: "bullets",
      title: "Chiffres clés",
      bullets: ["Chiffre d'affaires : 420 000 € (+15 %)", "Commandes de gros : 184", "Marge brute : 24 %"],
    },
  ],
  [
    "cards",
    {
      layout: "cards",
      title: "Nos engagements",
      cards: [
        { title: "Farines locales", text: "Des moulins situés à moins de cent kilomètres" },
        { title: "Zéro gaspillage", text: "Les invendus sont donnés chaque soir à une association" },
        { title: "Emplois stables", text: "Tous nos boulangers sont en CDI" },
      ],
    },
  ],
  [
    "timeline",
    {
      layout: "timeline",
      title: "Étapes du projet",
      steps: [
        { date: "janvier", title: "Étude de marché" },
        { date: "avril", title: "Travaux" },
        { date: "juin", title: "Ouverture" },
        { date: "décembre", title: "Premier bilan" },
      ],
    },
  ],
  [
    "kpi",
    {
      layout: "kpi",
      title: "Résultats du T3",
      metrics: [
        { value: "420 000 €", label: "Chiffre d'affaires", change: "+15 %" },
        { value: "184", label: "Commandes de gros", change: "+22" },
        { value: "24 %", label: "Marge brute" },
      ],
    },
  ],
  [
    "comparison",
    {
      layout: "comparison",
      title: "Vélo ou voiture en ville",
      columns: [
        { heading: "Vélo", points: ["Trajets plus rapides aux heures de pointe", "Aucun frais de stationnement"] },
        { heading: "Voiture", points: ["Pratique pour les courses lourdes", "Parkings de plus en plus chers"] },
        { heading: "Transports en commun", points: ["Abonnement remboursé à moitié", "Moins fréquents le soir"] },
      ],
    },
  ],
  [
    "agenda",
    {
      layout: "agenda",
      title: "Ordre du jour",
      items: ["Bilan de l'année", "Résultats par boutique", "Projets pour 2027"],
    },
  ],
];

const ja: Array<[string, Slide]> = [
  [
    "labelled points",
    {
      layout: "bullets",
      title: "試験導入の結果",
      bullets: [
        "待ち時間：平均6分から4分に短縮しました",
        "ミス：誤ったスキャンによる返金が3分の1減りました",
        "スタッフ：新しいスキャナーを使い続けたいという声が多数",
      ],
    },
  ],
  [
    "dated points",
    {
      layout: "bullets",
      title: "今後の予定",
      bullets: ["2026年4月：新メニューの試作を開始", "2026年7月：二号店で先行販売", "2026年10月：全店舗で販売開始"],
    },
  ],
  [
    "figures as points",
    { layout: "bullets", title: "主要な数値", bullets: ["売上：1,200万円", "来店客数：8,400人", "リピート率：38%"] },
  ],
  [
    "cards",
    {
      layout: "cards",
      title: "選ばれる理由",
      cards: [
        { title: "地元の食材", text: "野菜はすべて県内の農家から仕入れています" },
        { title: "手作りの味", text: "毎朝店内で仕込みをしています" },
        { title: "居心地の良さ", text: "一人でも入りやすいカウンター席があります" },
      ],
    },
  ],
  [
    "timeline",
    {
      layout: "timeline",
      title: "開店までの流れ",
      steps: [
        { date: "2026年4月", title: "物件の契約" },
        { date: "2026年6月", title: "内装工事" },
        { date: "2026年8月", title: "スタッフ研修" },
        { date: "2026年9月", title: "開店" },
      ],
    },
  ],
  [
    "kpi",
    {
      layout: "kpi",
      title: "今期の実績",
      metrics: [
        { value: "1,200万円", label: "売上", change: "+8%" },
        { value: "8,400人", label: "来店客数", change: "+5%" },
      ],
    },
  ],
  [
    "agenda",
    {
      layout: "agenda",
      title: "本日の内容",
      items: ["これまでの振り返り", "数字で見る一年", "来年の計画", "質疑応答"],
    },
  ],
];

const tagged = (language: string, list: Array<[string, Slide]>): SampleSlide[] =>
  list.map(([name, slide]) => ({ name: `${language}: ${name}`, language, slide }));

export const SAMPLE_SLIDES: SampleSlide[] = [
  ...tagged("en", en),
  ...tagged("de", de),
  ...tagged("fr", fr),
  ...tagged("ja", ja),
];
