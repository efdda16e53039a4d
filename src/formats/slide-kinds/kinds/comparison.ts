// The comparison kind. Two or three columns side by side, each a heading over its points.
import type { SlideKind } from "../slide-kind.js";

export const comparison = {
  layout: "comparison",
  title: "title",
  points: "columns",
  capacity: { count: [2, 3], heading: 80, points: 6, chars: { 2: 420, 3: 240 } as Readonly<Record<number, number>> },
  names: (slide) => slide.columns.map((c) => c.heading),
  noPicture: "its comparison takes the whole slide",
  variantOrder: 4,
} as const satisfies SlideKind<"comparison">;
