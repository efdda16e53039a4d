// Slide sizes of built-in decks (16:9, 4:3, 16:10, A4) and the one frame every writer draws in: 960 units wide.
import { emu, emuToPt, type Emu, type Pt } from "../../lib/units.js";

export const SLIDE_SIZES = ["16:9", "4:3", "16:10", "A4"] as const;
export type SlideSize = (typeof SLIDE_SIZES)[number];
export const DEFAULT_SLIDE_SIZE: SlideSize = "16:9";

interface SizeSpec {
  /** As PowerPoint writes them (A4 is the true 297 × 210 mm, landscape). */
  cx: Emu;
  cy: Emu;
  /** presentation.xml sldSz type and docProps/app.xml PresentationFormat. */
  type: string;
  format: string;
}

const SPECS: Record<SlideSize, SizeSpec> = {
  "16:9": { cx: emu(12192000), cy: emu(6858000), type: "", format: "On-screen Show (16:9)" },
  "4:3": { cx: emu(9144000), cy: emu(6858000), type: "screen4x3", format: "On-screen Show (4:3)" },
  "16:10": { cx: emu(9144000), cy: emu(5715000), type: "screen16x10", format: "On-screen Show (16:10)" },
  A4: { cx: emu(10692000), cy: emu(7560000), type: "A4", format: "A4 Paper (297x210 mm)" },
};

export const sizeSpec = (size: SlideSize = DEFAULT_SLIDE_SIZE): SizeSpec => SPECS[size];

/** The width every layout is designed at: type sizes, margins and gaps are in these units at every size. */
export const FRAME_WIDTH = 960;
/** The designed 16:9 frame's height; other sizes stretch vertical positions by frameHeight / REFERENCE_HEIGHT. */
export const REFERENCE_HEIGHT = 540;

/** Points in one frame unit on a slide `slideCx` EMU wide (its width in points / FRAME_WIDTH). */
export function pointsPerFrameUnit(slideCx: Emu): number {
  return emuToPt(slideCx) / FRAME_WIDTH;
}

/** The frame's height at a size: a 4:3 slide is 960 × 720 units, 16:10 960 × 600, A4 960 × 679. */
export function frameHeight(size: SlideSize = DEFAULT_SLIDE_SIZE): number {
  const s = SPECS[size];
  return (FRAME_WIDTH * s.cy) / s.cx;
}

/** The page in PDF points. */
export function pagePoints(size: SlideSize = DEFAULT_SLIDE_SIZE): [Pt, Pt] {
  const s = SPECS[size];
  return [emuToPt(s.cx), emuToPt(s.cy)];
}

/** The CSS aspect-ratio of a slide at this size. */
export function cssAspect(size: SlideSize = DEFAULT_SLIDE_SIZE): string {
  const s = SPECS[size];
  const g = gcd(s.cx, s.cy);
  return `${s.cx / g}/${s.cy / g}`;
}

function gcd(a: number, b: number): number {
  return b ? gcd(b, a % b) : a;
}

/** docProps/app.xml's PresentationFormat for a slide of cx × cy EMU ("Custom" when it is none of ours). */
export function presentationFormat(cx: number, cy: number): string {
  return Object.values(SPECS).find((s) => s.cx === cx && s.cy === cy)?.format ?? "Custom";
}
