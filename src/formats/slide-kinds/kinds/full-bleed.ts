// The full-bleed kind. A picture over the whole slide, its title and line on it.
import type { SlideKind } from "../slide-kind.js";

export const fullBleed = {
  layout: "full-bleed",
  title: "title",
  points: null,
  capacity: {},
  noPicture: "it shows a picture already",
  variantOrder: null,
} as const satisfies SlideKind<"full-bleed">;
