// The team kind. One to eight people, each a portrait, a name and a role.
import type { SlideKind } from "../slide-kind.js";

export const team = {
  layout: "team",
  title: "title",
  points: "people",
  capacity: { count: [1, 8] },
  names: (slide) => slide.people.map((p) => p.name),
  noPicture: "a team slide holds only portraits, each of a person the picture names",
  variantOrder: null,
} as const satisfies SlideKind<"team">;
