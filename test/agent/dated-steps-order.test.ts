// Issue 51, dates drive order: priorities, goals, milestones and action items that each carry a date (a month, a
// quarter, a half, a season, a full date) become one timeline in date order whatever order the user wrote them in,
// each step holding the item's words with its date; undated priorities stay cards or bullets; "preserve" keeps the
// user's order, word for word.
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { byDate } from "../../src/agent/reading/date-order.js";
import { composeTextMode } from "../../src/agent/builtin/text-modes/compose-text-mode.js";
import type { Deck, Slide, Step } from "../../src/formats/model/source.js";

interface Expected {
  /** Words the step's date holds. */
  date: string;
  /** Words of the item the step's title holds. */
  words: string;
}

interface Case {
  name: string;
  prompt: string;
  /** The items, in date order. */
  steps: Expected[];
}

const CASES: Case[] = [
  {
    name: "en, priorities in a sentence, December first",
    prompt:
      "Make a deck for the Crumb & Co board. Priorities: by December we launch the online store, in May we open the second shop, in Q3 we hire two bakers.",
    steps: [
      { date: "May", words: "second shop" },
      { date: "Q3", words: "two bakers" },
      { date: "December", words: "online store" },
    ],
  },
  {
    name: "en, an e-mail with a count in one priority",
    prompt:
      "Hi team, can you put together a short deck for the Crumb & Co board? Our priorities: launch the online store by December, open the second shop in May, hire 2 bakers in Q3.",
    steps: [
      { date: "May", words: "second shop" },
      { date: "Q3", words: "2 bakers" },
      { date: "December", words: "online store" },
    ],
  },
  {
    name: "en, milestones as bullets across two years",
    prompt:
      "Please write a deck for Crumb & Co.\nMilestones:\n- online store live: December 2026\n- second shop opens: May 2026\n- two new bakers: Q3 2026\n- Lyon pop-up: spring 2027",
    steps: [
      { date: "May 2026", words: "second shop" },
      { date: "Q3 2026", words: "two new bakers" },
      { date: "December 2026", words: "online store" },
      { date: "spring 2027", words: "Lyon pop-up" },
    ],
  },
  {
    name: "en, plans where a quarter without its year follows one with it",
    prompt:
      "Board update for Crumb & Co. Plans for next year: in Q4 2026 we sign the lease, in Q2 2027 we open the Lyon shop, in Q1 2027 we fit out the kitchen.",
    steps: [
      { date: "Q4 2026", words: "sign the lease" },
      { date: "Q1 2027", words: "fit out the kitchen" },
      { date: "Q2 2027", words: "Lyon shop" },
    ],
  },
  {
    name: "en, action items with full dates",
    prompt:
      "Deck for Crumb & Co. Action items: Anna books the fitters by 15 March, Ben signs the lease on 2 February, Carla orders the ovens by 30 April.",
    steps: [
      { date: "2 February", words: "Ben signs the lease" },
      { date: "15 March", words: "Anna books the fitters" },
      { date: "30 April", words: "Carla orders the ovens" },
    ],
  },
  {
    name: "de, priorities with a month, a quarter and a month",
    prompt:
      "Präsentation für die Bäckerei Kornblume. Prioritäten: bis Dezember starten wir den Onlineshop, im Mai eröffnen wir die zweite Filiale, im dritten Quartal stellen wir zwei Bäcker ein.",
    steps: [
      { date: "Mai", words: "zweite Filiale" },
      { date: "dritten Quartal", words: "zwei Bäcker" },
      { date: "Dezember", words: "Onlineshop" },
    ],
  },
  {
    name: "de, goals with a half-year among months and quarters",
    prompt:
      "Erstelle bitte eine Präsentation für die Bäckerei Kornblume. Ziele: Onlineshop bis Dezember, zweite Filiale im Mai, zwei Bäcker im dritten Quartal, neue Backstube im zweiten Halbjahr.",
    steps: [
      { date: "Mai", words: "zweite Filiale" },
      { date: "dritten Quartal", words: "zwei Bäcker" },
      { date: "zweiten Halbjahr", words: "neue Backstube" },
      { date: "Dezember", words: "Onlineshop" },
    ],
  },
  {
    name: "fr, a polite request",
    prompt:
      "Bonjour, pourriez-vous préparer une présentation pour la boulangerie Fournil ? Nos priorités : d'ici décembre nous lançons la boutique en ligne, en mai nous ouvrons la deuxième boutique, au troisième trimestre nous embauchons deux boulangers.",
    steps: [
      { date: "mai", words: "deuxième boutique" },
      { date: "troisième trimestre", words: "nous embauchons deux boulangers" },
      { date: "décembre", words: "boutique en ligne" },
    ],
  },
  {
    name: "es, goals as short items",
    prompt:
      "Necesito una presentación para la panadería Espiga. Objetivos: tienda online en diciembre, segunda tienda en mayo, dos panaderos en el tercer trimestre.",
    steps: [
      { date: "mayo", words: "segunda tienda" },
      { date: "tercer trimestre", words: "dos panaderos" },
      { date: "diciembre", words: "tienda online" },
    ],
  },
  {
    name: "it, priorities",
    prompt:
      "Presentazione per il forno Spiga. Priorità: entro dicembre lanciamo il negozio online, a maggio apriamo il secondo negozio, nel terzo trimestre assumiamo due fornai.",
    steps: [
      { date: "maggio", words: "secondo negozio" },
      { date: "terzo trimestre", words: "due fornai" },
      { date: "dicembre", words: "negozio online" },
    ],
  },
  {
    name: "ja, priorities where one states a count",
    prompt:
      "ベーカリー麦のプレゼン資料を作ってください。優先事項：12月までにオンラインストアを開設、5月に2号店をオープン、第3四半期にパン職人を2名採用。",
    steps: [
      { date: "5月", words: "2号店" },
      { date: "第3四半期", words: "パン職人を2名採用" },
      { date: "12月", words: "オンラインストア" },
    ],
  },
  {
    name: "ja, plans in running prose",
    prompt:
      "ベーカリー麦のプレゼン資料を作ってください。12月までにオンラインストアを開設し、5月に2号店をオープンし、第3四半期にパン職人を2名採用します。",
    steps: [
      { date: "5月", words: "2号店" },
      { date: "第3四半期", words: "パン職人" },
      { date: "12月", words: "オンラインストア" },
    ],
  },
  {
    name: "zh, priorities",
    prompt: "请为麦香面包店做一份演示文稿。优先事项：12月上线网店，5月开第二家店，第三季度招聘两名面包师。",
    steps: [
      { date: "5月", words: "第二家店" },
      { date: "第三季度", words: "面包师" },
      { date: "12月", words: "网店" },
    ],
  },
];

const slidesOf = (prompt: string, kind: "deck" | "doc" = "deck") => composeSource(prompt, { kind }).source;
const has = (text: string | undefined, words: string) =>
  (text ?? "").toLocaleLowerCase().includes(words.toLocaleLowerCase());
const stepAt = (steps: Step[], e: Expected) => steps.findIndex((s) => has(s.date, e.date) && has(s.title, e.words));
const describeSlides = (slides: Slide[]) =>
  slides.map((s) => `${s.layout}: ${JSON.stringify("steps" in s ? s.steps : "title" in s ? s.title : "")}`).join("\n");

describe("dated items become a timeline in date order", () => {
  for (const c of CASES) {
    it(c.name, () => {
      const deck = slidesOf(c.prompt) as Deck;
      const timeline = deck.slides.find(
        (s): s is Extract<Slide, { layout: "timeline" }> =>
          s.layout === "timeline" && c.steps.every((e) => stepAt(s.steps, e) >= 0),
      );
      expect(timeline, describeSlides(deck.slides)).toBeDefined();
      const at = c.steps.map((e) => stepAt(timeline!.steps, e));
      expect(at, JSON.stringify(timeline!.steps)).toEqual([...at].sort((a, b) => a - b));
      expect(new Set(at).size).toBe(at.length);
    });
  }

  it("an undated priority keeps its place among the dated ones, sorted around it", () => {
    const deck = slidesOf(
      "Deck for Crumb & Co. Priorities: hire a head baker, launch the online store by December, open the second shop in May, add a loyalty card in Q3.",
    ) as Deck;
    const timeline = deck.slides.find((s) => s.layout === "timeline");
    expect(
      timeline?.layout === "timeline" && timeline.steps.map((s) => [s.date ?? null, s.title]),
      describeSlides(deck.slides),
    ).toEqual([
      [null, "Hire a head baker"],
      ["May", "Open the second shop"],
      ["Q3", "Add a loyalty card"],
      ["December", "Launch the online store"],
    ]);
  });

  it("a list that runs past the year's end stays in the order written (November, then January)", () => {
    const deck = slidesOf(
      "Deck for the Harbour Library move. Milestones: tender in November, building works in January, the move itself in March.",
    ) as Deck;
    const timeline = deck.slides.find((s) => s.layout === "timeline");
    expect(timeline?.layout === "timeline" && timeline.steps.map((s) => s.date), describeSlides(deck.slides)).toEqual([
      "November",
      "January",
      "March",
    ]);
  });

  it("a second dated list right after a timeline is a timeline too, not bullets turned into cards", () => {
    const deck = slidesOf(
      "Update deck for Crumb bakery. Sales: €410k. Timeline: kickoff in January, pilot in March. Priorities: by December we launch the online store, in May we open the second shop, in Q3 we hire two bakers. Risks: flour prices, staff turnover, energy costs.",
    ) as Deck;
    const priorities = deck.slides.find((s) => "title" in s && s.title === "Priorities");
    expect(priorities?.layout, describeSlides(deck.slides)).toBe("timeline");
    expect(priorities?.layout === "timeline" && priorities.steps.map((s) => s.date)).toEqual(["May", "Q3", "December"]);
  });

  it("a document lists the dated steps in date order too", () => {
    const doc = slidesOf(
      "Report for the Crumb & Co board. Priorities: by December we launch the online store, in May we open the second shop, in Q3 we hire two bakers.",
      "doc",
    );
    expect(doc.kind).toBe("doc");
    const markdown = doc.kind === "doc" ? doc.markdown : "";
    const at = ["second shop", "two bakers", "online store"].map((w) => markdown.indexOf(w));
    expect(
      at.every((i) => i >= 0),
      markdown,
    ).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});

describe("undated priorities are no timeline", () => {
  const UNDATED = [
    "Deck for Crumb & Co. Priorities: hire a head baker, renovate the kitchen, launch a loyalty card.",
    "Präsentation für die Bäckerei Kornblume. Prioritäten: einen Chefbäcker einstellen, die Backstube renovieren, eine Kundenkarte einführen.",
    "Présentation pour la boulangerie Fournil. Priorités : recruter un chef boulanger, rénover le fournil, lancer une carte de fidélité.",
    "Presentación para la panadería Espiga. Prioridades: contratar a un jefe de panaderos, renovar el obrador, lanzar una tarjeta de fidelidad.",
    "ベーカリー麦のプレゼン資料を作ってください。優先事項：製造責任者の採用、厨房の改装、ポイントカードの導入。",
  ];
  for (const prompt of UNDATED) {
    it(prompt.slice(0, 60), () => {
      const deck = slidesOf(prompt) as Deck;
      const content = deck.slides.filter((s) => !["title", "agenda", "closing"].includes(s.layout));
      expect(
        content.map((s) => s.layout),
        describeSlides(deck.slides),
      ).not.toContain("timeline");
      expect(
        content.some((s) => s.layout === "cards" || s.layout === "bullets"),
        describeSlides(deck.slides),
      ).toBe(true);
    });
  }
});

describe("preserve keeps the user's order", () => {
  it("dated lines written out of date order stay as written: the text is the user's, word for word", async () => {
    const text =
      "Make slides from my notes, keep my wording.\n\nLaunch plan\n\nOnline store goes live on 15 December\nSecond shop opens on 4 May\nTwo bakers start on 1 September";
    const { source } = await composeTextMode("preserve", text, [], { kind: "deck" });
    const timeline = source.kind === "deck" ? source.slides.find((s) => s.layout === "timeline") : undefined;
    expect(timeline?.layout === "timeline" && timeline.steps.map((s) => s.title)).toEqual([
      "Online store goes live",
      "Second shop opens",
      "Two bakers start",
    ]);
  });
});

describe("the order of dates as written", () => {
  const sorted = (dates: (string | undefined)[], english = true) => byDate(dates, (d) => d, english);
  it.each([
    [
      "a quarter or half sorts by its start; equal starts keep the user's order",
      ["August", "Q3", "July", "H2", "June"],
      ["June", "Q3", "July", "H2", "August"],
    ],
    [
      "quarters and halves in words, in five languages",
      ["premier trimestre", "第4四半期", "second half", "dritten Quartal", "segundo trimestre"],
      ["premier trimestre", "segundo trimestre", "second half", "dritten Quartal", "第4四半期"],
    ],
    [
      "seasons and parts of a month",
      ["autumn", "late May", "mid-May", "spring", "Anfang Mai"],
      ["spring", "Anfang Mai", "mid-May", "late May", "autumn"],
    ],
    [
      "full dates in their languages' forms",
      ["14. März 2026", "2026-02-01", "3月1日", "1 March 2026", "le 20 février"],
      ["2026-02-01", "le 20 février", "3月1日", "1 March 2026", "14. März 2026"],
    ],
    [
      "years: a date without one takes the one before it",
      ["Q4 2026", "Q1 2027", "Q2", "Q3 2026"],
      ["Q3 2026", "Q4 2026", "Q1 2027", "Q2"],
    ],
    ["a list running past the year's end stays as written", ["Q3", "Q4", "Q1", "Q2"], ["Q3", "Q4", "Q1", "Q2"]],
    [
      "undated items keep their places",
      [undefined, "December", undefined, "May"],
      [undefined, "May", undefined, "December"],
    ],
    ["project weeks among themselves", ["week 6", "week 2", "day 3"], ["day 3", "week 2", "week 6"]],
    [
      "a project week beside a month cannot be compared: the user's order",
      ["week 6", "May", "week 2"],
      ["week 6", "May", "week 2"],
    ],
  ] as const)("%s", (_, dates, want) => {
    expect(sorted([...dates])).toEqual(want);
  });
  it("a slashed date is month first in English, day first elsewhere", () => {
    expect(sorted(["3/4", "4/3"], true)).toEqual(["3/4", "4/3"]);
    expect(sorted(["3/4", "4/3"], false)).toEqual(["4/3", "3/4"]);
  });
});
