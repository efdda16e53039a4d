// Deterministic decks for brand tests: ten slides using every slide role, with {{variables}}, notes in several scripts and a picture.
import type { Deck } from "../../src/formats/model/source.js";
import { pngDataUrlOf, rgbPng } from "../png.js";

export function tenSlideDeck(title = "Quarterly review for {{company}}"): Deck {
  return {
    kind: "deck",
    title,
    slides: [
      {
        layout: "title",
        title: "Quarterly review",
        subtitle: "Prepared for {{company}}",
        notes: "Welcome everyone. 欢迎大家。",
      },
      { layout: "section", title: "Results", subtitle: "Q3 at a glance" },
      {
        layout: "bullets",
        title: "Highlights",
        bullets: ["Revenue up 12%", { text: "New markets", children: ["Brazil", "日本"] }, "Churn down to 3%"],
        notes: "Stress the churn number.",
      },
      {
        layout: "content",
        title: "What changed",
        body: "We **shipped** the new onboarding flow.\n\n- Faster sign-up\n- Fewer support tickets",
      },
      {
        layout: "two-column",
        title: "Before and after",
        left: "Manual reports, weekly",
        right: "Live dashboards, daily",
      },
      {
        layout: "table",
        title: "Numbers",
        table: {
          columns: ["Quarter", "Revenue", "Margin"],
          rows: [
            ["Q1", 120, "31%"],
            ["Q2", 135, "33%"],
            ["Q3", 151, "35%"],
          ],
        },
      },
      {
        layout: "chart",
        title: "Revenue",
        chart: {
          type: "column",
          categories: ["Q1", "Q2", "Q3"],
          series: [{ name: "Revenue", values: [120, 135, 151] }],
        },
      },
      { layout: "quote", quote: "The best quarter in our history.", attribution: "CEO, {{company}}" },
      { layout: "bullets", title: "Next steps", bullets: ["Hire two engineers", "Launch in Germany", "Привет, мир"] },
      { layout: "title", title: "Thank you", subtitle: "Questions?" },
    ],
  } as Deck;
}

/** The fixture deck with its variables filled and one slide swapped for a picture, so every role a brand must place is there. */
export function measuredDeck(): Deck {
  const deck = JSON.parse(
    JSON.stringify(tenSlideDeck("Quarterly review for Acme")).replaceAll("{{company}}", "Acme"),
  ) as Deck;
  const photo = pngDataUrlOf(rgbPng(320, 200, (x, y) => [40 + (x % 160), 90 + (y % 100), 160]));
  deck.slides[8] = {
    layout: "image",
    title: "Новый офис, our new office",
    image: { src: photo, alt: "The new office" },
  } as Deck["slides"][number];
  return deck;
}
