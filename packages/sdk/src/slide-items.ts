// How many items a slide of each layout holds (key figures, cards, steps, columns, people, agenda lines), fewest and
// most, as a client's slide form offers them: the service's slide kinds' own counts (compared in
// test/sdk/slide-items.test.ts), typed against the API's layouts, so a layout the API adds fails to compile here.
import type { components } from "./openapi.js";

type SlideLayout = components["schemas"]["Slide"]["layout"];

/** Fewest and most items of each layout; null where its content is not a list of items. */
export const SLIDE_ITEM_COUNTS = {
  title: null,
  section: null,
  bullets: null,
  content: null,
  "two-column": null,
  table: null,
  chart: null,
  quote: null,
  image: null,
  kpi: [1, 4],
  cards: [2, 6],
  timeline: [2, 8],
  comparison: [2, 3],
  agenda: [1, 10],
  "image-text": null,
  "full-bleed": null,
  team: [1, 8],
  closing: null,
} as const satisfies { readonly [L in SlideLayout]: readonly [min: number, max: number] | null };
