// The quote kind. A quotation and who said it: it has no title of its own.
import type { SlideKind } from "../slide-kind.js";

export const quote = {
  layout: "quote",
  title: null,
  points: null,
  capacity: {},
  noPicture: "a quote slide holds no picture",
  variantOrder: null,
} as const satisfies SlideKind<"quote">;
