// Amounts by date become a chart of the amounts as stated, in date order; dated steps with words stay a timeline.
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import type { Deck, Slide } from "../../src/formats/model/source.js";

const charts = (prompt: string) =>
  (composeSource(prompt, { kind: "deck" }).source as Deck).slides.filter(
    (s): s is Extract<Slide, { layout: "chart" }> => s.layout === "chart",
  );

describe("amounts by date", () => {
  it.each([
    [
      "en",
      "Investor update. Monthly recurring revenue by month: January 310k, February 336k, March 352k, April 371k.",
      ["January", "February", "March", "April"],
      [310_000, 336_000, 352_000, 371_000],
    ],
    [
      "de",
      "Präsentation für den Beirat. Umsatz nach Monaten: Januar 1,2 Mio. €, Februar 1,4 Mio. €, März 1,5 Mio. €.",
      ["Januar", "Februar", "März"],
      [1_200_000, 1_400_000, 1_500_000],
    ],
    [
      "es",
      "Presentación para el consejo. Pedidos por mes: enero 1.240, febrero 1.310, marzo 1.590, abril 1.625, mayo 1.702.",
      ["enero", "febrero", "marzo", "abril", "mayo"],
      [1_240, 1_310, 1_590, 1_625, 1_702],
    ],
  ])("%s: a chart of the stated amounts, one per date", (_lang, prompt, categories, values) => {
    const [chart] = charts(prompt);
    expect(chart, JSON.stringify((composeSource(prompt, { kind: "deck" }).source as Deck).slides)).toBeDefined();
    expect(chart!.chart.categories).toEqual(categories);
    expect(chart!.chart.series).toHaveLength(1);
    expect(chart!.chart.series[0]!.values).toEqual(values);
  });

  it("dated steps in words stay a timeline", () => {
    const slides = (
      composeSource(
        "Plan for the bakery. Milestones: May open the second shop, Q3 hire two bakers, December launch the online store.",
        { kind: "deck" },
      ).source as Deck
    ).slides;
    expect(slides.some((s) => s.layout === "timeline")).toBe(true);
    expect(slides.some((s) => s.layout === "chart")).toBe(false);
  });

  it("amounts in different units are no series", () => {
    expect(charts("Board update. Results by month: January 310k visitors, February €336k, March 12%.")).toEqual([]);
  });
});
