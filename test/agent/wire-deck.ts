// The deck every good recording in test/agent/wire/ carries, and the prompt the tests send with it.
import type { Deck } from "../../src/formats/model/source.js";

/** The deck every good recording carries (its `outline` and `warnings` are not part of the source). */
export const DECK: Deck = {
  kind: "deck",
  title: "Urban beekeeping: a starter plan",
  slides: [
    { layout: "title", title: "Urban beekeeping", subtitle: "A starter plan for the Riverside rooftop" },
    {
      layout: "bullets",
      title: "Why rooftop hives",
      bullets: [
        "Pollination for the community gardens",
        "Honey for the café downstairs",
        "A hands-on topic for school visits",
      ],
      notes: "Keep this part short: the costs are what the board will ask about.",
    },
    {
      layout: "table",
      title: "What the first year costs",
      table: {
        columns: ["Item", "Cost"],
        rows: [
          ["Two hives with frames", "[hive cost]"],
          ["Protective gear", "[gear cost]"],
          ["Training course", 240],
        ],
      },
    },
    {
      layout: "bullets",
      title: "Next steps",
      bullets: ["Ask the building owner for roof access", "Book the training course"],
    },
  ],
};
export const WARNINGS = [
  "The cost of the hives is not given: fill in [hive cost] on slide 3.",
  "The cost of protective gear is not given: fill in [gear cost] on slide 3.",
];
export const PROMPT =
  "A four-slide starter plan for urban beekeeping on the Riverside rooftop; the training course costs 240.";
