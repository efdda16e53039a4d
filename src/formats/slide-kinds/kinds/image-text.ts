// The image-text kind. A picture beside a Markdown body.
import type { SlideKind } from "../slide-kind.js";

export const imageText = {
  layout: "image-text",
  title: "title",
  points: "body",
  capacity: {},
  noPicture: "it shows a picture already",
  variantOrder: null,
} as const satisfies SlideKind<"image-text">;
