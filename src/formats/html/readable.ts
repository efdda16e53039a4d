// Text colours held to WCAG AA on every background they are drawn on: a theme's (or an override's) colour, moved toward
// the text colour only as far as it must go.
import { contrast, mix } from "../model/colour.js";

/** Body text aims a hair past 4.5:1, so a colour rounded to #RRGGBB still measures at or above it. */
export const AA_BODY = 4.6;

const bare = (c: string) => c.replace(/^#/, "");

/**
 * `colour`, or the nearest blend of it toward `toward` (the theme's text colour) that reads at `ratio` or more on each
 * of `backgrounds`. All colours are "#RRGGBB"; so is the answer.
 */
export function readableOn(colour: string, backgrounds: string[], toward: string, ratio = AA_BODY): string {
  const worst = (c: string) => Math.min(...backgrounds.map((b) => contrast(c, bare(b))));
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(bare(toward), bare(colour), step / 20);
    if (worst(candidate) >= ratio) return `#${candidate.toUpperCase()}`;
  }
  return `#${bare(toward).toUpperCase()}`;
}
