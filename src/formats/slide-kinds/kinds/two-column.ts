// The two-column kind. Two Markdown bodies side by side.
import type { SlideKind } from "../slide-kind.js";

export const twoColumn = {
  layout: "two-column",
  title: "title",
  points: null,
  capacity: { chars: 640 },
  noPicture: "its two-column takes the whole slide",
  variantOrder: 6,
} as const satisfies SlideKind<"two-column">;
