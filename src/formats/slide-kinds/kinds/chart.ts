// The chart kind. A chart of series over categories.
import type { SlideKind } from "../slide-kind.js";

export const chart = {
  layout: "chart",
  title: "title",
  points: "chart",
  capacity: {},
  noPicture: "its chart takes the whole slide",
  variantOrder: 1,
} as const satisfies SlideKind<"chart">;
