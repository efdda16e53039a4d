// What a PDF page's text is read into: clean, upright runs of text with position, size and weight (pdfium-runs.ts
// makes them), and what a run's font and characters say.

/** One piece of text on a page: baseline `y` (PDF space, up is larger), left and right edges, font size. */
export interface TextRun {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  /** The font's id in its document (its weight is learnt separately). */
  font: string;
  bold: boolean;
  /** Set in a fixed-pitch font (code). */
  mono: boolean;
  rtl: boolean;
  /** A space item was drawn right after it (a word gap however narrow). */
  spaceAfter?: boolean;
}

/** A page's runs and what was left out of them. */
export interface PageRuns {
  runs: TextRun[];
  /** Runs left out because they are rotated or drawn vertically. */
  rotated: number;
  /** Runs left out because their font maps glyphs to no readable characters. */
  unreadable: number;
}

/** Font names that mean a heavier weight (PostScript names: "Arial-BoldMT", "NimbusRomNo9L-Medi", "Calibri,Bold"). */
const BOLD_NAME = /bold|black|heavy|semibold|demi|medi(um)?\b|-medi|[-,+](bd|b)$/i;
/** Font names of fixed-pitch faces (many embedded ones do not set the FixedPitch flag pdf.js goes by). */
const MONO_NAME = /mono|courier|consol|menlo|typewriter|cmtt|fixedsys|inconsolata|sourcecode|source code|firacode/i;

/** What a font's PostScript name says about it (a subset prefix like "ABCDEF+" ignored). */
export function fontTraits(name: string): { bold: boolean; mono: boolean } {
  const bare = name.replace(/^[A-Z]{6}\+/, "");
  return { bold: BOLD_NAME.test(bare), mono: MONO_NAME.test(bare) };
}

/** Private-use glyphs that Symbol and Wingdings fonts draw as bullets. */
const PRIVATE_BULLETS = /[\uF0A7\uF0B7\uF06C\uF06E\uF0A8\uF0D8\uF076\uF0FC]/g;
const CONTROL_OR_PRIVATE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uE000-\uF8FF\uFFFD]/g;
/** Ligatures and Arabic presentation forms, written back as the letters they stand for (once in logical order). */
const COMPATIBILITY_FORMS = /[\uFB00-\uFB06\uFB13-\uFB17\uFB50-\uFDFF\uFE70-\uFEFE]+/g;
const ODD_SPACES = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;

/** Cleans one item's text; `null` when most of it is glyphs without a Unicode meaning (a font without a ToUnicode map). */
export function cleanText(raw: string): string | null {
  const text = raw.replace(PRIVATE_BULLETS, "•").replace(/[\uFEFF\u200B\u00AD](?!$)/g, "");
  const odd = text.match(CONTROL_OR_PRIVATE)?.length ?? 0;
  if (odd && odd * 3 > text.replace(/\s/g, "").length) return null;
  return text
    .replace(CONTROL_OR_PRIVATE, " ")
    .replace(ODD_SPACES, " ")
    .replace(COMPATIBILITY_FORMS, (s) => s.normalize("NFKC"));
}

/** Fonts whose name matters: those of short pieces that could be a bold heading, a table's header or a line of code. */
export function fontsOfShortRuns(runs: readonly TextRun[]): Set<string> {
  return new Set(runs.filter((r) => r.text.length <= 90 && !/[.,;]\s*$/.test(r.text)).map((r) => r.font));
}
