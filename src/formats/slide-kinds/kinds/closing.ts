// The closing kind. The last slide: its title, a line and how to reach the speaker.
import type { SlideKind } from "../slide-kind.js";

export const closing = {
  layout: "closing",
  title: "title",
  points: null,
  capacity: {},
  noPicture: "a closing slide holds no picture",
  variantOrder: null,
} as const satisfies SlideKind<"closing">;
