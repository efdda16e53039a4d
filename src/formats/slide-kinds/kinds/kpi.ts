// The kpi kind. One to four figures shown large, each with its label and its change.
import type { SlideKind } from "../slide-kind.js";

export const kpi = {
  layout: "kpi",
  title: "title",
  points: "metrics",
  capacity: { count: [1, 4], title: 80, value: 40, change: 60 },
  names: (slide) => slide.metrics.map((m) => m.label),
  noPicture: "its figures take the whole slide",
  variantOrder: 0,
} as const satisfies SlideKind<"kpi">;
