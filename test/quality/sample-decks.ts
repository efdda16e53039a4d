// Decks for the quality tests: one that should draw no finding, and decks built to draw one finding each.
import type { Deck } from "../../src/formats/model/source.js";

const sentence = (i: number) =>
  `Point ${i}: the committee reviewed the quarterly figures and asked for a detailed follow-up on the variance`;

/** A deck the quality report should find nothing in: designed sizes, readable colours, its body space used. */
export const cleanDeck: Deck = {
  kind: "deck",
  title: "Harbour ferry review",
  slides: [
    { layout: "title", title: "Harbour ferry review", subtitle: "March results and next steps" },
    {
      layout: "bullets",
      title: "Ridership",
      bullets: [
        "The harbour ferry carried 41,200 riders in March, up from 36,900 in February",
        "Weekday mornings grew fastest, with the 7:40 crossing full on most days",
        "Weekend use held steady despite two storm closures",
        "Season tickets rose to 1,850 holders, a new high for the service",
        "Late-evening crossings stayed under a third full all month",
      ],
    },
    {
      layout: "kpi",
      title: "March in numbers",
      metrics: [
        { value: "41,200", label: "Riders", change: "+11.7%" },
        { value: "96.1%", label: "On time", change: "+1.2 pts" },
        { value: "1,850", label: "Season tickets" },
      ],
    },
    {
      layout: "chart",
      title: "Riders by month",
      chart: {
        type: "column",
        categories: ["January", "February", "March"],
        series: [{ name: "Riders", values: [35100, 36900, 41200] }],
      },
    },
    { layout: "closing", title: "Thank you", subtitle: "Questions welcome" },
  ],
};

/** Six cards of long text: a card cannot continue elsewhere, so its words shrink below 16 pt to fit. */
export const tinyTextDeck: Deck = {
  kind: "deck",
  title: "Crowded",
  slides: [
    {
      layout: "cards",
      title: "Everything at once",
      cards: Array.from({ length: 6 }, (_, i) => ({
        title: `Finding ${i + 1}`,
        text: `${sentence(i + 1)}, and then asked again for the same follow-up in writing before the next meeting`,
      })),
    },
  ],
};

/** Sixteen long bullets: the content continues on a second slide. */
export const continuedDeck: Deck = {
  kind: "deck",
  title: "Too much",
  slides: [{ layout: "bullets", title: "Everything", bullets: Array.from({ length: 16 }, (_, i) => sentence(i + 1)) }],
};

/** Pale grey words on white (1.6:1). */
export const lowContrastDeck: Deck = {
  ...cleanDeck,
  title: "Pale",
  theme: { colors: { text: "#CCCCCC", muted: "#D8D8D8", background: "#FFFFFF" } },
};
