// The image kind. A picture with its title.
import type { SlideKind } from "../slide-kind.js";

export const image = {
  layout: "image",
  title: "title",
  points: null,
  capacity: {},
  noPicture: "it shows a picture already",
  variantOrder: null,
} as const satisfies SlideKind<"image">;
