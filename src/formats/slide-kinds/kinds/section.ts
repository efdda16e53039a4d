// The section kind. A section divider: its title and the line under it.
import type { SlideKind } from "../slide-kind.js";

export const section = {
  layout: "section",
  title: "title",
  points: null,
  capacity: {},
  noPicture: "a section divider holds no picture",
  variantOrder: null,
} as const satisfies SlideKind<"section">;
