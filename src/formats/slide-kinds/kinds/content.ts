// The content kind. A Markdown body: paragraphs, lists, a table or code.
import type { SlideKind } from "../slide-kind.js";

export const content = {
  layout: "content",
  title: "title",
  points: "body",
  capacity: {},
  noPicture: null,
  variantOrder: null,
} as const satisfies SlideKind<"content">;
