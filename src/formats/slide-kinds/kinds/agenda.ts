// The agenda kind. A numbered outline of the talk's parts.
import type { SlideKind } from "../slide-kind.js";

export const agenda = {
  layout: "agenda",
  title: "title",
  points: "items",
  capacity: { count: [1, 10], title: 80 },
  names: (slide) => slide.items,
  noPicture: "its agenda takes the whole slide",
  variantOrder: 8,
} as const satisfies SlideKind<"agenda">;
