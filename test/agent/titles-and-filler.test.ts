// Issue 50's titles and filler as properties over prompts of our own in nine languages: the title is the subject (its
// proper name, no instruction, no audience it was asked for), the line under it says each thing once and carries who
// presents, and a deck without a count holds only what the prompt gives — no slide of gaps alone.
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import type { Deck } from "../../src/formats/model/source.js";
import { isGapOnly } from "./prompt-suite/properties.js";
import { titleFaults } from "./prompt-suite/title-faults.js";
import type { Lang } from "./prompt-suite/types.js";
import { unitsOf } from "./prompt-suite/units.js";

interface Case {
  prompt: string;
  lang: Lang;
  /** The subject's proper name, as written. */
  name: string;
  /** Words of the instruction or its audience that the title may not hold. */
  not: string[];
}

const TITLES: Case[] = [
  { prompt: "Board deck for Northwind Solar", lang: "en", name: "Northwind Solar", not: ["deck", "Board for"] },
  {
    prompt: "Board update deck for Northwind Solar, March 2026. Revenue $4.2M, up 18%.",
    lang: "en",
    name: "Northwind Solar",
    not: ["deck"],
  },
  {
    prompt: "Investor deck for Kestrel Robotics: ARR $1.2M, 40 paying teams.",
    lang: "en",
    name: "Kestrel Robotics",
    not: ["deck", "Investor for"],
  },
  {
    prompt: "Make a presentation for the board of Harbor Freight Lines about Q3 results",
    lang: "en",
    name: "Harbor Freight Lines",
    not: ["board", "Make"],
  },
  {
    prompt: "Make a deck about Northwind Solar for the board, March 2026. Margin 21%.",
    lang: "en",
    name: "Northwind Solar",
    not: ["board"],
  },
  { prompt: "Quarterly report for Acme Corp", lang: "en", name: "Acme Corp", not: ["for"] },
  {
    prompt: "Erstelle eine Präsentation für den Aufsichtsrat der Müller GmbH zum Geschäftsjahr 2025",
    lang: "de",
    name: "Müller GmbH",
    not: ["Aufsichtsrat", "Erstelle", "Präsentation", "den"],
  },
  {
    prompt: "Erstelle einen Bericht für die Geschäftsführung der Bäckerei Sonnenkorn über das erste Quartal",
    lang: "de",
    name: "Bäckerei Sonnenkorn",
    not: ["Geschäftsführung", "Bericht"],
  },
  {
    prompt: "Crée une présentation pour le conseil d'administration de Dupont SA sur l'exercice 2025",
    lang: "fr",
    name: "Dupont SA",
    not: ["conseil", "Crée"],
  },
  {
    prompt: "Fais une présentation pour les investisseurs de Maison Lumière sur la levée de fonds",
    lang: "fr",
    name: "Maison Lumière",
    not: ["investisseurs", "Fais"],
  },
  {
    prompt: "Crea una presentación para el consejo de Grupo Ruiz sobre el ejercicio 2025",
    lang: "es",
    name: "Grupo Ruiz",
    not: ["consejo", "Crea"],
  },
  {
    prompt: "Prepara una presentación para los inversores de Café Andino sobre la ronda semilla",
    lang: "es",
    name: "Café Andino",
    not: ["inversores", "Prepara"],
  },
  {
    prompt: "Crea una presentazione per il consiglio di Ferrari Tessuti sul bilancio 2025",
    lang: "it",
    name: "Ferrari Tessuti",
    not: ["consiglio", "Crea"],
  },
  {
    prompt: "Cria uma apresentação para o conselho da Vinhos Lusos sobre o ano fiscal de 2025",
    lang: "pt",
    name: "Vinhos Lusos",
    not: ["conselho", "Cria"],
  },
  {
    prompt: "Faça uma apresentação para a diretoria da Padaria Estrela sobre o primeiro trimestre",
    lang: "pt",
    name: "Padaria Estrela",
    not: ["diretoria", "Faça"],
  },
  {
    prompt: "Maak een presentatie voor de raad van commissarissen van Bakkerij De Vries over het boekjaar 2025",
    lang: "nl",
    name: "Bakkerij De Vries",
    not: ["commissarissen", "Maak"],
  },
  {
    prompt: "Maak een presentatie voor het bestuur van Stichting Groen over het jaarplan 2026",
    lang: "nl",
    name: "Stichting Groen",
    not: ["bestuur", "Maak"],
  },
  {
    prompt: "ミュラー社の取締役会向けに2025年度のプレゼンを作成してください",
    lang: "ja",
    name: "ミュラー社",
    not: ["取締役会", "作成"],
  },
  {
    prompt: "北風ソーラーの取締役会向けプレゼン資料を作って",
    lang: "ja",
    name: "北風ソーラー",
    not: ["取締役会", "向け"],
  },
  {
    prompt: "为北风太阳能公司董事会制作一份2025财年的演示文稿",
    lang: "zh",
    name: "北风太阳能公司",
    not: ["董事会", "制作"],
  },
  {
    prompt: "请为北风太阳能公司的董事会做一份关于2025财年的演示文稿",
    lang: "zh",
    name: "北风太阳能公司",
    not: ["董事会", "请"],
  },
];

const deckOf = (prompt: string, slides?: number) => {
  const out = composeSource(prompt, { kind: "deck", ...(slides ? { slides } : {}) });
  return { ...out, deck: out.source as Deck };
};

/** The pieces of the title slide's line. */
const lineOf = (deck: Deck) => {
  const first = deck.slides[0]!;
  return first.layout === "title" && first.subtitle ? first.subtitle.split(" · ") : [];
};
const wordsOf = (s: string) =>
  new Set(
    s
      .toLocaleLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

describe("the title is the subject", () => {
  it.each(TITLES.map((c) => [c.prompt, c] as const))("%s", (_p, c) => {
    const { deck } = deckOf(c.prompt);
    expect(deck.title).toContain(c.name);
    for (const w of c.not) expect(deck.title, w).not.toContain(w);
    expect(titleFaults(deck.title, c.prompt, c.lang, true)).toEqual([]);
  });
});

describe("the line under the title says each thing once", () => {
  const prompts = [
    "Make a deck about Northwind Solar for the board, March 2026. Revenue $4.2M, up 18%.",
    "Erstelle eine Präsentation für den Aufsichtsrat der Müller GmbH zum Geschäftsjahr 2025. Umsatz 12 Mio. €.",
    "Une présentation sur Dupont SA pour le comité de direction, mars 2026. Chiffre d'affaires : 4,2 M€.",
    "Presentation for Acme Corp about our new pricing, March 2026",
    "Quarterly review deck for Bean & Bloom, Q3 2026. Revenue $2.1M, up 12%.",
  ];
  it.each(prompts)("%s", (prompt) => {
    const { deck } = deckOf(prompt);
    const pieces = lineOf(deck);
    for (const [i, p] of pieces.entries()) {
      const own = wordsOf(p);
      const elsewhere = [deck.title, ...pieces.filter((_, j) => j !== i)].map(wordsOf);
      expect(
        elsewhere.some((o) => [...own].every((w) => o.has(w))),
        `"${p}" in ${JSON.stringify(pieces)} / ${deck.title}`,
      ).toBe(false);
    }
  });
});

describe("who presents is on the title slide, not a slide's content", () => {
  const cases: [string, string, string][] = [
    [
      "Board update deck for Northwind Solar. Presented by CEO Maria Jensen. Revenue $4.2M, up 18%.",
      "Maria Jensen",
      "CEO",
    ],
    ["A deck about Kestrel Robotics. Presenter: Jonas Berg (CTO). ARR $1.2M.", "Jonas Berg", "CTO"],
    [
      "Erstelle eine Präsentation über die Müller GmbH. Präsentiert von Anna Müller (Geschäftsführerin). Umsatz 12 Mio. €.",
      "Anna Müller",
      "Geschäftsführerin",
    ],
    [
      "Crée une présentation sur Dupont SA. Présentée par Claire Martin, directrice financière. Chiffre d'affaires : 4,2 M€.",
      "Claire Martin",
      "directrice financière",
    ],
    [
      "Haz una presentación sobre Café Andino. Presentado por Ana Ruiz (directora general). Ventas de 2025: 1,2 M€.",
      "Ana Ruiz",
      "directora general",
    ],
    [
      "Faça uma apresentação sobre a Padaria Estrela. Apresentado por João Silva, diretor financeiro. Receita de 800 mil euros.",
      "João Silva",
      "diretor financeiro",
    ],
    [
      "Crea una presentazione su Cantina Rossi. Presentato da Luca Bianchi (enologo). Fatturato 2,4 milioni di euro.",
      "Luca Bianchi",
      "enologo",
    ],
    [
      "Maak een presentatie over Stichting Groen. Gepresenteerd door Sanne de Vries (CFO). Omzet 3 miljoen euro.",
      "Sanne de Vries",
      "CFO",
    ],
    ["北風ソーラーについてのプレゼンを作成してください。発表者：CEOの田中。売上は42億円。", "田中", "CEO"],
    ["请做一份关于北风太阳能公司的演示文稿。主讲人：王伟。营收4200万元。", "王伟", ""],
  ];
  it.each(cases)("%s", (prompt, name, role) => {
    const { deck } = deckOf(prompt);
    const line = lineOf(deck).join(" · ");
    expect(line).toContain(name);
    if (role) expect(line).toContain(role);
    const content = unitsOf(deck)
      .slice(1)
      .flatMap((u) => u.content);
    expect(
      content.filter((t) => t.includes(name)),
      JSON.stringify(deck.slides.map((s) => s.layout)),
    ).toEqual([]);
  });
});

describe("no filler: without a count a deck holds what the prompt gives", () => {
  const prompts = [
    "Board deck for Northwind Solar: revenue was $4.2M in 2025, up 18%. Presented by CEO Maria Jensen.",
    "Make a deck about Northwind Solar for the board. Revenue $4.2M, up 18%. Margin 21%. Risks: a delayed grid connection and panel prices.",
    "Erstelle eine Präsentation über die Müller GmbH. Umsatz 2025: 12 Mio. €, plus 8 %.",
    "Une présentation sur la boulangerie Lumière : chiffre d'affaires 420 000 €, 12 salariés.",
    "Una presentación sobre Café Andino: ventas de 1,2 M€ y 3 nuevas tiendas (Lima, Cusco, Arequipa).",
    "Uma apresentação sobre a Padaria Estrela: receita de 800 mil euros, margem de 22%.",
    "Una presentazione su Cantina Rossi: fatturato 2,4 milioni di euro, export al 40%.",
    "Een presentatie over Bakkerij De Vries: omzet 3 miljoen euro, 25 medewerkers.",
    "北風ソーラーについてのプレゼンを作成してください。売上は42億円、従業員は120人。",
    "请做一份关于北风太阳能公司的演示文稿。营收4200万元，员工80人。",
  ];
  it.each(prompts)("%s", (prompt) => {
    const { deck, warnings } = deckOf(prompt);
    const gapOnly = unitsOf(deck).filter(isGapOnly);
    expect(gapOnly.map((u) => u.title)).toEqual([]);
    expect(deck.slides[0]!.layout).toBe("title");
    expect(deck.slides.at(-1)!.layout).toBe("closing");
    // None says a gap is left when none is.
    expect(warnings.some((w) => /gap in \[brackets\]/.test(w))).toBe(false);
  });

  // "A pitch deck for …" with nothing stated asks for the kind's outline: its parts, marked to fill, and the warning says so.
  it.each([
    "A pitch deck for a bike-sharing startup",
    "Erstelle eine Präsentation für den Aufsichtsrat der Müller GmbH zum Geschäftsjahr 2025",
  ])("%s: states nothing, so the kind's outline to fill", (prompt) => {
    const { deck, warnings } = deckOf(prompt);
    expect(deck.slides.length).toBeGreaterThan(4);
    expect(unitsOf(deck).filter(isGapOnly).length).toBeGreaterThan(0);
    expect(warnings.some((w) => /gap in \[brackets\]/.test(w))).toBe(true);
  });

  it("a part the prompt names stays, filled or as gaps to fill", () => {
    const { deck } = deckOf("A deck about Northwind Solar covering the market, our product and the team");
    const titles = deck.slides.map((s) => ("title" in s ? s.title : ""));
    for (const part of ["The market", "Our product", "The team"])
      expect(
        titles.some((t) => (t ?? "").toLowerCase().includes(part.toLowerCase().replace(/^(the|our) /, ""))),
        `${part} in ${titles.join(" | ")}`,
      ).toBe(true);
  });

  it.each([5, 8, 12])("with a count of %i the outline fills it, and says so", (n) => {
    const { deck, warnings } = deckOf("Make a deck about Northwind Solar. Revenue $4.2M, up 18%.", n);
    expect(deck.slides).toHaveLength(n);
    const gapOnly = unitsOf(deck).filter(isGapOnly).length;
    if (gapOnly > Math.floor(n / 3)) expect(warnings.some((w) => /slides/.test(w))).toBe(true);
  });
});
