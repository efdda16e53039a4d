// A deck's accessibility section: pictures without alt text and slides without a title (from the source), and the
// slides whose words miss the contrast bar (from the measured findings).
import type { Deck } from "../formats/model/source.js";
import { picturesWithoutAlt, slidesWithoutTitle } from "../formats/model/missing-text-alternatives.js";
import { ACCESSIBILITY_CODES, type AccessibilityFinding, type QualityFinding } from "./codes.js";

export function accessibilityFindings(deck: Deck, measured: readonly QualityFinding[]): AccessibilityFinding[] {
  const found: AccessibilityFinding[] = [];
  const add = (code: AccessibilityFinding["code"], slide: number, message: string) =>
    found.push({ code, severity: ACCESSIBILITY_CODES[code].severity, slide, message });
  for (const { slide } of picturesWithoutAlt(deck))
    add(
      "missing_alt",
      slide!,
      `Slide ${slide}'s picture has no alt text: screen readers pass over it. Describe it in the image's \`alt\`.`,
    );
  for (const slide of slidesWithoutTitle(deck))
    add(
      "missing_title",
      slide,
      `Slide ${slide} has no title: screen readers and the outline get a hidden one from its first words. Give it a title of your own.`,
    );
  const lowContrast = new Set(measured.filter((f) => f.code === "low_contrast").map((f) => f.slide));
  for (const slide of lowContrast)
    add(
      "low_contrast",
      slide,
      `Words on slide ${slide} are below the WCAG 2.2 AA contrast bar (see its low_contrast finding).`,
    );
  return found.sort((a, b) => a.slide - b.slide);
}
