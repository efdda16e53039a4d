// The cards kind. Two to six cards, each a title, an icon or a picture, and a line.
import type { SlideKind } from "../slide-kind.js";

export const cards = {
  layout: "cards",
  title: "title",
  points: "cards",
  capacity: { count: [2, 6], title: 70, label: 40 },
  names: (slide) => slide.cards.map((c) => c.title),
  noPicture: null,
  variantOrder: 5,
} as const satisfies SlideKind<"cards">;
