// The quality report's closed list of finding codes (docs/api/quality.md), its thresholds and its shapes.

/** Stable codes: clients may switch on them. New checks add codes; a code is never renamed or reused. */
export const QUALITY_CODES = {
  text_shrunk: {
    severity: "warning",
    what: "Body text drawn below 16 pt, smaller than the design sets it, to fit the slide",
  },
  title_shrunk: { severity: "info", what: "The title drawn smaller than its design size, to fit its box" },
  content_continued: {
    severity: "info",
    what: "The content did not fit one slide and continues on continuation slides",
  },
  low_contrast: {
    severity: "warning",
    what: "Words below 4.5:1 contrast with what is behind them (3:1 for large text and chart labels)",
  },
  empty_region: { severity: "info", what: "Less than half of the slide's free region below the title is used" },
  missing_glyphs: {
    severity: "warning",
    what: "Characters the embedded fonts have no glyph for, drawn as empty boxes",
  },
  gap_placeholder: { severity: "warning", what: "A placeholder left to fill: a [bracketed gap], TODO or TBD" },
} as const;

export type QualityCode = keyof typeof QUALITY_CODES;
export const QUALITY_CODE_LIST = Object.keys(QUALITY_CODES) as QualityCode[];

export const THRESHOLDS = {
  /** Body text below this (points on a 16:9 slide, i.e. the 960-unit frame) is hard to read from the back of a room. */
  minBodySize: 16,
  /** WCAG 2.2 AA (1.4.3, 1.4.11): normal text, large text (18 pt, or 14 pt bold) and graphics such as chart labels. */
  textContrast: 4.5,
  largeContrast: 3,
  largeSize: 18,
  largeBoldSize: 14,
  /** The share of the free region below the title the slide's content must span. */
  minRegionUse: 0.5,
} as const;

export interface QualityFinding {
  code: QualityCode;
  severity: "warning" | "info";
  /** 1-based slide of the deck. */
  slide: number;
  message: string;
  /** The words concerned (a sample, at most 80 characters). */
  text?: string;
  /** Drawn size and design size, in points on a 16:9 slide. */
  size?: number;
  designSize?: number;
  /** Contrast measured, the bar it misses, and the two colours. */
  ratio?: number;
  required?: number;
  colour?: string;
  background?: string;
  /** Continuation slides the content ran onto. */
  continuations?: number;
  /** Share of the free region used (0..1). */
  used?: number;
  /** Characters without a glyph, and their scripts. */
  glyphs?: number;
  scripts?: string[];
}

/** The accessibility section's codes: what leaves a screen reader without words, or a reader without contrast. */
export const ACCESSIBILITY_CODES = {
  missing_alt: { severity: "warning", what: "A picture without alt text: screen readers pass over it" },
  missing_title: {
    severity: "info",
    what: "A slide without a title of its own: exports give it a hidden one from its first words",
  },
  low_contrast: { severity: "warning", what: "Words below WCAG 2.2 AA contrast (the low_contrast findings, by slide)" },
} as const;

export type AccessibilityCode = keyof typeof ACCESSIBILITY_CODES;
export const ACCESSIBILITY_CODE_LIST = Object.keys(ACCESSIBILITY_CODES) as AccessibilityCode[];

export interface AccessibilityFinding {
  code: AccessibilityCode;
  severity: "warning" | "info";
  slide: number;
  message: string;
}

export interface QualityReport {
  /** complete: every slide measured; partial: the time allowed ran out first; skipped: nothing measured (see notes). */
  status: "complete" | "partial" | "skipped";
  /** Slides in the deck and slides measured. */
  slides: number;
  measured: number;
  findings: QualityFinding[];
  /** Alt text, titles and contrast (quality/accessibility.ts): from the source, so a skipped report has them too. */
  accessibility: AccessibilityFinding[];
  notes: string[];
  ms: number;
}

export function skippedReport(slides: number, note: string, ms = 0): QualityReport {
  return { status: "skipped", slides, measured: 0, findings: [], accessibility: [], notes: [note], ms };
}
