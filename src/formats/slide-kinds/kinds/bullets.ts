// The bullets kind. A list of points, a level of points under each.
import type { SlideKind } from "../slide-kind.js";

export const bullets = {
  layout: "bullets",
  title: "title",
  points: "bullets",
  capacity: { lines: 8, chars: 640 },
  noPicture: null,
  variantOrder: 7,
} as const satisfies SlideKind<"bullets">;
