// Writing as people outside the project phrase it — the cases a new user tried (issue 66): figures read whole with their
// own labels or kept in the user's sentence and named in warnings, abbreviations and ordinals that end no sentence, a base
// that is a comparison, dated lines as a timeline, revisions that extend the part they name in ten languages, and an
// agenda that follows the slides.
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { reviseSource } from "../../src/agent/builtin/revise-source.js";
import { composeTextMode } from "../../src/agent/builtin/text-modes/compose-text-mode.js";
import { sentencesOf } from "../../src/agent/reading/segment.js";
import { subjectPhrase } from "../../src/agent/reading/subject-words.js";
import type { Deck, Slide } from "../../src/formats/model/source.js";

const deckOf = (prompt: string) => {
  const r = composeSource(prompt, { kind: "deck" });
  return { deck: r.source as Deck, warnings: r.warnings };
};
const metricsOf = (deck: Deck) => deck.slides.flatMap((s) => (s.layout === "kpi" ? s.metrics : []));
const titleOf = (s: Slide) => ("title" in s ? (s.title ?? "") : "");

describe("sentences end where the writer ended them", () => {
  it.each([
    ["de", "Umsatz 4,2 Mio. € (+8 % ggü. Vorjahr), EBIT 610.000 €.", 1],
    ["de", "Im 16. und 17. Jahrhundert stieg die Zahl. Am 12. Mai 1705 kam das Gesetz.", 2],
    ["de", "Das kostet ca. 40 Euro, z. B. für Porto bzw. Versand. Danach kommt mehr.", 2],
    ["en", "Revenue rose approx. 8% vs. Q2 (see p. 4). The plan follows.", 2],
    ["fr", "Des frais, p. ex. les timbres, env. 25 €. M. Dupont signe.", 2],
    ["es", "Kenia ha ratificado el Convenio núm. 81 sobre la inspección. Otra frase.", 2],
    ["ja", "売上は約4億円でした。次に、利益は1億円。", 2],
  ] as const)("%s: %s", (lang, text, count) => {
    expect(sentencesOf(text, lang)).toHaveLength(count);
  });
});

describe("figures read whole with their own labels, or kept as written and named", () => {
  it("a German quarterly line: each figure its own metric, the change with its comparison", () => {
    const { deck } = deckOf("Quartalszahlen: Umsatz 4,2 Mio. € (+8 % ggü. Vorjahr), EBIT 610.000 €, Neukunden: 37");
    expect(metricsOf(deck)).toEqual([
      { value: "4,2 Mio. €", label: "Umsatz", change: "+8 % ggü. Vorjahr", trend: "up" },
      { value: "610.000 €", label: "EBIT" },
      { value: "37", label: "Neukunden" },
    ]);
    for (const s of deck.slides) expect(titleOf(s)).not.toMatch(/\d/);
  });

  it("a base is a comparison with its date, never a gain; dated lines are a timeline; a version is no figure", () => {
    const { deck, warnings } = deckOf(
      "ARR is now $6.4M, up from $4.9M in June. Plan for the next two quarters: 15 January 2027 – ship firmware 3.0; 28 February 2027 – open the Rotterdam hub.",
    );
    expect(metricsOf(deck)).toEqual([{ value: "$6.4M", label: "ARR", change: "up from $4.9M in June", trend: "up" }]);
    const timeline = deck.slides.find((s) => s.layout === "timeline");
    expect(timeline?.layout === "timeline" && timeline.steps).toEqual([
      { date: "15 January 2027", title: "Ship firmware 3.0" },
      { date: "28 February 2027", title: "Open the Rotterdam hub" },
    ]);
    expect(deck.title).not.toMatch(/\bnext$/);
    expect(warnings.join(" ")).not.toMatch(/3\.0/);
  });

  it("a figure whose label would hold another figure stays in the user's sentence, and the warnings name it", () => {
    const { deck, warnings } = deckOf("Jacksonville notes: the city lies 340 miles (550 km) north of Miami.");
    expect(metricsOf(deck)).toEqual([]);
    expect(JSON.stringify(deck.slides)).toContain("340 miles (550 km) north of Miami");
    expect(warnings.join(" ")).toMatch(/not shown as figures: 340 /);
    // A figure inside a reference or a word is named as written.
    expect(deckOf("Pipeline review: the lei no 6.202/75 applies; revenue 2.1M").warnings.join(" ")).toMatch(
      /not shown as figures: 6\.202\/75 /,
    );
  });
});

describe("structure as stated", () => {
  it("a prompt naming its parts by count: five steps, three named tiers, the rest as parts — gaps marked, none invented", () => {
    const { deck } = deckOf(
      "Make a sales onboarding deck covering the 5-step discovery call, the three pricing tiers (Start, Team, Enterprise), objection handling, the first-30-days checklist",
    );
    expect(deck.title).toBe("Sales onboarding");
    const call = deck.slides.find((s) => titleOf(s) === "Discovery call");
    expect(call?.layout === "timeline" && call.steps.map((s) => s.title)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `[Discovery call: step ${n}]`),
    );
    const tiers = deck.slides.find((s) => titleOf(s) === "Pricing tiers");
    expect(tiers?.layout === "cards" && tiers.cards.map((c) => c.title)).toEqual(["Start", "Team", "Enterprise"]);
    expect(deck.slides.map(titleOf)).toEqual(expect.arrayContaining(["Objection handling", "First-30-days checklist"]));
    expect(metricsOf(deck)).toEqual([]);
  });

  it("a French budget request: titled by its subject, not its audience; each amount once, with its own label", () => {
    const { deck } = deckOf(
      "Bonjour, voici ma demande de budget pour la refonte du site web en 2027. Montants : développement 48 000 €, design 12 500 €, hébergement 3 600 € par an. Pouvez-vous préparer une présentation pour le comité de direction ?",
    );
    expect(deck.title).toBe("Demande de budget pour la refonte du site web en 2027");
    expect(metricsOf(deck).map((m) => [m.label, m.value])).toEqual([
      ["Développement", "48 000 €"],
      ["Design", "12 500 €"],
      ["Hébergement par an", "3 600 €"],
    ]);
    for (const amount of ["48 000 €", "12 500 €", "3 600 €"])
      expect(JSON.stringify(deck.slides).split(amount).length - 1, amount).toBe(1);
    for (const s of deck.slides) expect(titleOf(s).length, titleOf(s)).toBeLessThan(80);
  });

  it("a team in Japanese: each role in its bracket stays with its person, a clause's 、 cuts nothing", () => {
    const { deck } = deckOf(
      "チーム紹介のスライドを作ってください。メンバー：田中太郎（プロジェクトリーダー）、佐藤花子（データエンジニア、BigQueryへ移行し、コストを30%削減）、鈴木一郎（デザイナー）。",
    );
    const team = deck.slides.find((s) => s.layout === "team");
    expect(team?.layout === "team" && team.people).toEqual([
      { name: "田中太郎", role: "プロジェクトリーダー" },
      { name: "佐藤花子", role: "データエンジニア、BigQueryへ移行し、コストを30%削減" },
      { name: "鈴木一郎", role: "デザイナー" },
    ]);
  });
});

// Written for this test: an article without headings, as a pasted page of a report reads.
const ARTICLE = [
  "The Harbour Line tram opened in 1994 and carries about 48,000 riders on a working day.",
  "Its twelve stops link the ferry terminal with the university and the old market.",
  "In 2019 the city council voted to extend the Harbour Line by 3.2 km to the new hospital.",
  "Construction of the extension began in March 2022 and cost 118 million euros.",
  "Riders on the Harbour Line rose by 9% in the first year after the extension opened.",
  "The tram depot at Kelso Road was rebuilt in 2021 to hold eight more vehicles.",
  "The council now plans a second line along the river, with a decision due in 2027.",
  "Critics say the river route would close two car lanes on Quay Street for three years.",
  "Supporters point to lower emissions and to the Harbour Line's record since 1994.",
  "The depot's solar roof now supplies 14% of the power the trams use.",
  "A public consultation on the river route runs until the end of September.",
  "The operator publishes ridership figures for the Harbour Line every quarter.",
].join(" ");

describe("a condensed article without headings", () => {
  it("titles name its subject, never “Introduction (cont.)”, and the summary repeats no slide", async () => {
    const r = await composeTextMode("condense", ARTICLE, [], { kind: "deck" });
    const deck = r.source as Deck;
    expect(deck.title).toBe("Harbour Line");
    const titles = deck.slides.map(titleOf);
    expect(titles.filter((t) => /\(cont\.\)|^Introduction$/.test(t))).toEqual([]);
    const bullets = deck.slides.flatMap((s, i) =>
      s.layout === "bullets" ? s.bullets.map((b) => ({ i, b: String(b) })) : [],
    );
    const repeated = bullets.filter((x, n) => bullets.findIndex((y) => y.b === x.b) !== n);
    expect(repeated).toEqual([]);
  });

  it("the subject of a passage is the phrase it comes back to", () => {
    expect(subjectPhrase(ARTICLE)).toBe("Harbour Line");
    expect(subjectPhrase("One sentence with nothing said twice.")).toBeNull();
  });
});

const BASES: [string, string, string, string][] = [
  [
    "en",
    "Board update for Nordwind GmbH: revenue 4.2M EUR. Risks: supplier delays, currency swings.",
    "Add labour shortage to the Risks slide",
    "Labour shortage",
  ],
  [
    "en",
    "Board update for Nordwind GmbH: revenue 4.2M EUR. Risks: supplier delays, currency swings.",
    "put labour shortage under Risks",
    "Labour shortage",
  ],
  [
    "de",
    "Vorstandsbericht für die Nordwind GmbH: Umsatz 4,2 Mio. €. Risiken: Lieferverzug, Währungsschwankungen.",
    "Ergänze bei den Risiken: Fachkräftemangel",
    "Fachkräftemangel",
  ],
  [
    "de",
    "Vorstandsbericht für die Nordwind GmbH: Umsatz 4,2 Mio. €. Risiken: Lieferverzug, Währungsschwankungen.",
    "Füge Fachkräftemangel zu den Risiken hinzu",
    "Fachkräftemangel",
  ],
  [
    "fr",
    "Présentation pour le conseil de Nordwind : chiffre d'affaires 4,2 M€. Risques : retards fournisseurs, change.",
    "Ajoute la pénurie de main-d'œuvre aux risques",
    "Pénurie de main-d'œuvre",
  ],
  [
    "es",
    "Presentación para el consejo de Nordwind: ventas 4,2 M€. Riesgos: retrasos de proveedores, tipo de cambio.",
    "Añade la escasez de personal a los riesgos",
    "Escasez de personal",
  ],
  [
    "pt",
    "Apresentação para o conselho da Nordwind: receita de 4,2 M€. Riscos: atrasos de fornecedores, câmbio.",
    "Adicione a falta de mão de obra aos riscos",
    "Falta de mão de obra",
  ],
  [
    "it",
    "Presentazione per il consiglio di Nordwind: fatturato 4,2 M€. Rischi: ritardi dei fornitori, cambio.",
    "Aggiungi la carenza di personale ai rischi",
    "Carenza di personale",
  ],
  [
    "nl",
    "Presentatie voor de raad van Nordwind: omzet 4,2 mln €. Risico's: vertraging bij leveranciers, wisselkoers.",
    "Voeg personeelstekort toe aan de risico's",
    "Personeelstekort",
  ],
  [
    "ja",
    "ノルトヴィント社の取締役会向け資料を作成してください。売上：4.2億円。リスク：納期遅延、為替変動。",
    "リスクに人手不足を追加して",
    "人手不足",
  ],
  [
    "zh",
    "请为北风公司董事会做一份演示文稿。收入：4.2亿元。风险：供应商延误、汇率波动。",
    "在风险中加上人手短缺",
    "人手短缺",
  ],
  [
    "ar",
    "أعد عرضًا لمجلس إدارة شركة نوردويند. الإيرادات: 4.2 مليون يورو. المخاطر: تأخر الموردين، تقلب العملة.",
    "أضف نقص العمالة إلى المخاطر",
    "نقص العمالة",
  ],
];

describe("revisions as people phrase them extend the part they name", () => {
  it.each(BASES)("%s: %s → %s", (_lang, prompt, instruction, point) => {
    const deck = composeSource(prompt, { kind: "deck" }).source as Deck;
    const risks = deck.slides.findIndex((s) => s.layout === "cards" || s.layout === "bullets");
    const r = reviseSource(deck, instruction, {});
    const after = r.source as Deck;
    expect(after.slides).toHaveLength(deck.slides.length);
    expect(JSON.stringify(after.slides[risks])).toContain(point);
    expect(r.warnings.join(" ")).not.toMatch(/gap|Not done/);
  });

  it("“update the agenda to match the slides” lists them as they are, in the deck's language too", () => {
    const deck = composeSource(
      "Board update for Nordwind GmbH: revenue 4.2M EUR, up 8%. Risks: supplier delays, currency swings. Next steps: hire two engineers.",
      { kind: "deck" },
    ).source as Deck;
    const at = deck.slides.findIndex((s) => s.layout === "agenda");
    expect(at).toBeGreaterThan(0);
    const stale = {
      ...deck,
      slides: deck.slides.map((s, i) =>
        i === at && s.layout === "agenda" ? { ...s, items: ["Old plan", "Other"] } : s,
      ),
    };
    const body = deck.slides.slice(at + 1, -1).map(titleOf);
    for (const [instruction, language] of [
      ["update the agenda to match the slides", "en"],
      ["Aktualisiere die Agenda", "de"],
      ["Mets à jour l'ordre du jour", "fr"],
      ["アジェンダを更新して", "ja"],
    ] as const) {
      const r = reviseSource(stale, instruction, { language });
      const agenda = (r.source as Deck).slides[at]!;
      expect(agenda.layout === "agenda" && agenda.items, instruction).toEqual(body);
    }
  });
});
