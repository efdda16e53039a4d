// Legible on every template: a brand deck with every kind of text (chart values and axes, two columns, bullets, a table,
// a quote, cards, a timeline) on each shared template, drawn by LibreOffice, has every word in visible contrast with the
// pixels under it and no two runs of text on top of each other; on gradients running from dark to light, each box's
// text is chosen against the colours under that box.
import { describe, expect, it } from "vitest";
import { analyseTemplate } from "../../src/brands/analyse-template.js";
import { brandTemplate } from "../../src/brands/brand-template.js";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { contrast } from "../../src/formats/model/colour.js";
import { emuBox } from "../../src/formats/ooxml/drawingml.js";
import type { Deck } from "../../src/formats/model/source.js";
import { chartColours, coloursUnder, textColour } from "../../src/formats/pptx/design/slide-colours.js";
import { renderDeckToPptxSync } from "../../src/formats/pptx/index.js";
import { loadTemplate } from "../../src/formats/pptx/template.js";
import { convertDecksWithLibreOffice } from "../drawing/render-both.js";
import { needs, thirdParty, thirdPartyNames } from "../fixtures.js";
import { measuredDeck } from "./deck-fixture.js";
import { fixture } from "./hostile-zips.js";
import { canMeasure } from "./measure-deck.js";
import { measureLegibility, type Legibility } from "./measure-legibility.js";
import { buildTemplate } from "./template-kit/build-template.js";
import { CONSTRUCTED } from "./template-kit/constructed.js";

const TODAY = new Date("2026-11-23T12:00:00Z");

/** The shared templates that live only in the extra fixtures (their licences keep them out of the repository). */
const SHARED_ONLY = [
  "brands/pandoc-reference-depth-16x9.pptx",
  "brands/pandoc-reference-deleted-layouts.pptx",
  "brands/poi-maloney-a4-size.pptx",
];

/** The fixture deck (title, section, bullets, content, two columns, table, chart, quote, picture) and the text-heavy kinds besides. */
function legibilityDeck(): Deck {
  const deck = measuredDeck();
  deck.slides.push(
    {
      layout: "chart",
      title: "Revenue by region and quarter",
      chart: {
        type: "column",
        categories: ["Q1", "Q2", "Q3", "Q4"],
        series: [
          { name: "North", values: [120, 135, 151, 160] },
          { name: "South", values: [90, 110, 100, 130] },
          { name: "West", values: [60, 70, 95, 80] },
        ],
      },
    },
    {
      layout: "chart",
      title: "Share of sales",
      chart: {
        type: "pie",
        categories: ["Online", "Stores", "Partners", "Other"],
        series: [{ name: "Share", values: [45, 30, 15, 10] }],
      },
    },
    {
      layout: "chart",
      title: "Visitors per month",
      chart: {
        type: "line",
        categories: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"],
        series: [{ name: "Visitors", values: [310, 336, 352, 371, 388, 402] }],
      },
    },
    {
      layout: "chart",
      title: "Costs by team",
      chart: {
        type: "bar",
        categories: ["Engineering", "Sales", "Marketing", "Support"],
        series: [
          { name: "2025", values: [4.1, 2.2, 1.5, 0.9] },
          { name: "2026", values: [4.6, 2.5, 1.4, 1.1] },
        ],
        highlight: "2026",
        format: "0.0",
      },
    },
    {
      layout: "comparison",
      title: "Options",
      columns: [
        { heading: "Build", points: ["Full control", "Slower start"] },
        { heading: "Buy", points: ["Fast to launch", "Licence costs"] },
      ],
    },
    {
      layout: "two-column",
      title: "Plans",
      left: "- Hire two engineers\n- Open Berlin office",
      right: "**Budget**: €1.2M over two years, reviewed each quarter",
    },
    {
      layout: "kpi",
      title: "Key figures",
      metrics: [
        { value: "€412k", label: "Revenue", change: "+9%" },
        { value: "38,500", label: "Customers" },
        { value: "12%", label: "Turnover", change: "-2%" },
      ],
    },
    {
      layout: "cards",
      title: "What we changed",
      cards: [
        { title: "Online booking", text: "Patients book any time" },
        { title: "Triage nurse", text: "A second nurse at peak hours" },
        { title: "Evening hours", text: "Open Thursdays until 8 pm" },
      ],
    },
    {
      layout: "timeline",
      title: "Roadmap",
      steps: [
        { date: "May", title: "Second shop" },
        { date: "Q3", title: "Two bakers" },
        { date: "December", title: "Online store" },
      ],
    },
    { layout: "agenda", title: "Agenda", items: ["Results", "Costs", "Risks", "Priorities"] },
    { layout: "closing", title: "Thank you", subtitle: "Questions welcome", contact: ["ana@example.com"] },
  );
  return deck;
}

function brandDeck(key: string, bytes: Uint8Array): Uint8Array {
  const analysis = analyseTemplate(validateUpload(bytes));
  return renderDeckToPptxSync(legibilityDeck(), { template: brandTemplate(key, bytes, analysis.strict), today: TODAY })
    .bytes;
}

/** The constructed gradient template (pandoc's shape) with its gradient replaced: dark to light across the slide. */
function gradientTemplate(from: string, to: string): Uint8Array {
  const spec = CONSTRUCTED["gradient-background"]!.spec();
  spec.masters[0]!.background = { gradient: [from, to] };
  return buildTemplate(spec);
}
const STEEP = { navy: ["1F3864", "FFFFFF"], dusk: ["000000", "F2F2F2"], warm: ["FFFFFF", "C00000"] } as const;

const names = thirdPartyNames("brands", (n) => n.endsWith(".pptx") && !n.startsWith("neg-"));
const absent = SHARED_ONLY.filter((rel) => !thirdParty(rel));

describe.skipIf(!canMeasure)(
  "brand legibility: every word of a brand deck reads on every shared template, drawn by LibreOffice",
  () => {
    const decks: Record<string, Uint8Array> = {};
    for (const name of names) decks[name.replace(/\.pptx$/, "")] = brandDeck(`legibility-${name}`, fixture(name));
    for (const [name, [from, to]] of Object.entries(STEEP))
      decks[`steep-${name}`] = brandDeck(`legibility-steep-${name}`, gradientTemplate(from, to));
    let measured: Promise<Record<string, Legibility>> | null = null;
    // One LibreOffice run for every deck, measured once.
    const measure = () =>
      (measured ??= (async () => {
        const pdfs = convertDecksWithLibreOffice(decks);
        const out: Record<string, Legibility> = {};
        for (const [name, pdf] of Object.entries(pdfs)) out[name] = await measureLegibility(pdf);
        return out;
      })());

    it("covers the seven shared templates and more, the pandoc gradients among them when the extra fixtures are here", () => {
      expect(names.length + absent.length).toBeGreaterThanOrEqual(9);
      for (const rel of SHARED_ONLY) if (thirdParty(rel)) expect(names).toContain(rel.slice("brands/".length));
    });

    for (const name of names) {
      const stem = name.replace(/\.pptx$/, "");
      it(`${stem}: every word in contrast with what is under it, no text on text`, { timeout: 600_000 }, async () => {
        const m = (await measure())[stem];
        expect(m, "LibreOffice converted the deck").toBeDefined();
        expect(m!.pages).toBeGreaterThanOrEqual(legibilityDeck().slides.length);
        expect(m!.words).toBeGreaterThan(200);
        expect(m!.faults, JSON.stringify(m!.faults.slice(0, 10), null, 1)).toEqual([]);
      });
    }
    for (const rel of absent)
      it.skip(needs(`${rel}: every word in contrast with what is under it, no text on text`, rel), () => {});

    it(
      "on gradients from dark to light, every word reads but a title or subtitle set across the whole gradient (charts get a panel; a timeline's dates and steps their own colour)",
      { timeout: 600_000 },
      async () => {
        const all = await measure();
        // A slide's title (a section's subtitle) is set in its placeholder across the whole width: no one colour reads on
        // both ends of a steep gradient, and the placeholder does not say where along it its words end (docs/api/brands.md).
        const titles = legibilityDeck().slides.map(
          (s) => `${"title" in s ? s.title : ""} ${"subtitle" in s ? s.subtitle : ""}`,
        );
        for (const name of Object.keys(STEEP)) {
          const m = all[`steep-${name}`]!;
          const word = (detail: string) => /^"([^"]+)"/.exec(detail)?.[1] ?? detail;
          const notTitles = m.faults.filter(
            (f) => !(f.kind === "contrast" && titles[f.page - 1]!.includes(word(f.detail))),
          );
          expect(notTitles, `${name}: ${JSON.stringify(notTitles.slice(0, 6))}`).toEqual([]);
          expect(m.faults.filter((f) => f.kind === "overlap")).toEqual([]);
        }
      },
    );
  },
);

describe("brand legibility: text colour from the colours under its own box", () => {
  const template = loadTemplate(gradientTemplate(...STEEP.dusk));
  const layout = template.layouts.find((l) => l.name === "Title and Content")!;
  const [cx, cy] = [template.slideSize.cx, template.slideSize.cy];
  const box = (x: number, y: number) =>
    emuBox(Math.round(x * cx), Math.round(y * cy), Math.round(cx * 0.2), Math.round(cy * 0.1));

  it("reads a gradient fill background as the colours across the slide", () => {
    expect(layout.backgroundSamples).not.toBeNull();
    const dark = coloursUnder(layout, box(0.02, 0.02))!;
    const light = coloursUnder(layout, box(0.78, 0.88))!;
    expect(Math.max(...dark.map((c) => contrast(c, "000000")))).toBeLessThan(2);
    expect(Math.max(...light.map((c) => contrast(c, "FFFFFF")))).toBeLessThan(2);
  });

  it("text at the dark corner is light and at the light corner dark, each reading on every colour under its box", () => {
    for (const [at, large] of [
      [box(0.02, 0.02), false],
      [box(0.78, 0.88), false],
      [box(0.02, 0.02), true],
    ] as const) {
      const rgb = textColour(layout, at, null, large)!;
      const under = coloursUnder(layout, at)!;
      expect(Math.min(...under.map((c) => contrast(rgb, c)))).toBeGreaterThanOrEqual(large ? 3 : 4.5);
    }
    expect(contrast(textColour(layout, box(0.02, 0.02), null, false)!, "FFFFFF")).toBeLessThan(1.5);
    expect(contrast(textColour(layout, box(0.78, 0.88), null, false)!, "000000")).toBeLessThan(1.5);
  });

  it("a chart across the whole gradient gets a panel its text reads on; a chart on one colour gets none", () => {
    const across = chartColours(layout, emuBox(0, 0, cx, cy), 2);
    expect(across.panel).toBeDefined();
    expect(contrast(across.text, across.panel!)).toBeGreaterThanOrEqual(4.5);
    const plain = loadTemplate(buildTemplate(CONSTRUCTED["white-accent"]!.spec())).layouts.find(
      (l) => l.name === "Title and Content",
    )!;
    expect(chartColours(plain, emuBox(0, 0, cx, cy), 2).panel).toBeUndefined();
  });
});
