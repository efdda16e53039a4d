// The title kind. The title slide: the deck's title and the line under it.
import type { SlideKind } from "../slide-kind.js";

export const title = {
  layout: "title",
  title: "title",
  points: null,
  capacity: {},
  noPicture: "a section divider holds no picture",
  variantOrder: null,
} as const satisfies SlideKind<"title">;
