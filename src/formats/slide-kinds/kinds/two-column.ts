// The two-column kind. Two Markdown bodies side by side.
import type { SlideKind } from "../slide-kind.js";

export const twoColumn = {
  layout: "two-column",
  title: "title",
  points: null,
  capacity: { chars: 640 },
} as const satisfies SlideKind<"two-column">;
