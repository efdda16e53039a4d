// The table kind. A table: its header and rows.
import type { SlideKind } from "../slide-kind.js";

export const table = {
  layout: "table",
  title: "title",
  points: "table",
  capacity: {},
  noPicture: "its table takes the whole slide",
  variantOrder: 2,
} as const satisfies SlideKind<"table">;
