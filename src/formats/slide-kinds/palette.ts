// The colours of a designed slide's pieces from a slide's background, text and accent, each checked for contrast.
import { AA_TEXT, BLACK, WHITE, contrast, mix, nearestPassing, type Rgb } from "../model/colour.js";

export interface KindPalette {
  /** Card and panel fill: the background tinted toward the accent. */
  card: Rgb;
  /** Secondary text straight on the slide (roles, step lines; 4.5:1). */
  mutedOnBackground: Rgb;
  /** Text on cards (4.5:1). */
  onCard: Rgb;
  /** Secondary text on cards (labels, roles, dates; 4.5:1). */
  mutedOnCard: Rgb;
  /** Badges, header bands, the timeline line: the accent, deepened until white or black text reads on it. */
  accent: Rgb;
  onAccent: Rgb;
  /** The accent as text on the background (3:1, large text: metrics and dates). */
  accentText: Rgb;
  up: Rgb;
  down: Rgb;
}

const strip = (c: string): Rgb => c.replace(/^#/, "").toUpperCase();
/** Body text aims a little past WCAG's 4.5:1, so anti-aliased edges on a rendered page still measure above it. */
const BODY = AA_TEXT + 1;

/** A colour moved toward black or white (whichever contrasts with `against`) until it reaches `ratio`. */
function untilReadable(c: Rgb, against: Rgb, ratio: number): Rgb {
  const toward = contrast(BLACK, against) >= contrast(WHITE, against) ? BLACK : WHITE;
  for (let w = 1; w >= 0; w -= 0.05) {
    const candidate = mix(c, toward, w);
    if (contrast(candidate, against) >= ratio) return candidate;
  }
  return toward;
}

/** `background`, `text`, `muted` and `accent` as "#RRGGBB" or "RRGGBB"; every colour returned is "RRGGBB". */
export function kindPalette(colours: { background: string; text: string; muted: string; accent: string }): KindPalette {
  const bg = strip(colours.background);
  const text = strip(colours.text);
  const accentIn = strip(colours.accent);
  const dark = contrast(WHITE, bg) > contrast(BLACK, bg);
  const card = mix(accentIn, bg, dark ? 0.14 : 0.07);
  const onCard = untilReadable(text, card, BODY);
  const mutedOnCard = untilReadable(strip(colours.muted), card, BODY);
  // The accent keeps its hue; white (or black) text on it must read as large text, and the fill must show on the slide.
  // White on the accent when the accent, deepened by at most a quarter, lets it read; black on light accents.
  const deepened = untilReadable(accentIn, WHITE, AA_TEXT);
  const whiteFits = contrast(deepened, accentIn) < 1.6;
  const onAccent = whiteFits ? WHITE : BLACK;
  const accent = whiteFits ? deepened : untilReadable(accentIn, BLACK, AA_TEXT);
  // Accent-coloured words (dates, figures) sit on cards and on the slide: readable as body text on both.
  const accentText = untilReadable(untilReadable(accentIn, card, BODY), bg, BODY);
  const mutedOnBackground = untilReadable(strip(colours.muted), bg, BODY);
  const up = nearestPassing("1E8E3E", card, ["1E8E3E", "137333", "0D652D", "81C995", "A8DAB5"], AA_TEXT);
  const down = nearestPassing("C5221F", card, ["C5221F", "A50E0E", "F28B82", "F6AEA9"], AA_TEXT);
  return { card, onCard, mutedOnCard, mutedOnBackground, accent, onAccent, accentText, up, down };
}
