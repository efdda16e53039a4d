// The timeline kind. Two to eight steps along a line, each a date, a title and a line.
import type { SlideKind } from "../slide-kind.js";

export const timeline = {
  layout: "timeline",
  title: "title",
  points: "steps",
  capacity: { count: [2, 8], title: 200, label: 90, text: 160, withText: 5 },
  names: (slide) => slide.steps.map((s) => s.title),
  noPicture: "its timeline takes the whole slide",
  variantOrder: 3,
} as const satisfies SlideKind<"timeline">;
