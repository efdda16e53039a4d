// The font a template's typeface is drawn with: itself where Quire ships it, its metric-compatible stand-in where
// one exists (lines break where PowerPoint breaks them), else the nearest family Quire ships — each substitution named.
import type { Family } from "../pdf/fonts.js";

interface Choice {
  family: Family;
  /** What the warning calls the font used. */
  shown: string;
  /** Same advance widths as the named font. */
  metric: boolean;
}

const METRIC: Array<[RegExp, Choice]> = [
  [/^calibri( light)?$/i, { family: "carlito", shown: "Carlito", metric: true }],
  [/^carlito$/i, { family: "carlito", shown: "Carlito", metric: true }],
  [/^cambria$/i, { family: "caladea", shown: "Caladea", metric: true }],
  [/^caladea$/i, { family: "caladea", shown: "Caladea", metric: true }],
  [
    /^(arial|helvetica|liberation sans|arimo)$/i,
    { family: "arimo", shown: "Arimo (Liberation Sans metrics)", metric: true },
  ],
  [
    /^(times new roman|times|liberation serif|tinos)$/i,
    { family: "tinos", shown: "Tinos (Liberation Serif metrics)", metric: true },
  ],
  [
    /^(courier new|courier|liberation mono|cousine)$/i,
    { family: "cousine", shown: "Cousine (Liberation Mono metrics)", metric: true },
  ],
];

const SHIPPED = /^(noto sans( regular)?|open sans)$/i;
const SERIF =
  /(serif|roman|georgia|garamond|palatino|book antiqua|baskerville|bodoni|century schoolbook|constantia|didot|minion|caslon|goudy|rockwell|perpetua|bell mt|sylfaen|mincho|ming|song)/i;
const MONO = /(mono|monaco|consolas|courier|lucida console|menlo|inconsolata|code)/i;

const cache = new Map<string, Choice>();

/** The family a typeface is drawn with and, when it is not the typeface itself, the sentence that says so. */
export function typefaceFamily(typeface: string): { family: Family; substitution: string | null } {
  const face = typeface.trim();
  if (!face || SHIPPED.test(face)) return { family: "sans", substitution: null };
  let choice = cache.get(face);
  if (!choice) {
    const metric = METRIC.find(([re]) => re.test(face))?.[1];
    choice =
      metric ??
      (MONO.test(face)
        ? { family: "cousine", shown: "Cousine", metric: false }
        : SERIF.test(face) && !/sans/i.test(face)
          ? { family: "tinos", shown: "Tinos", metric: false }
          : { family: "sans", shown: "Noto Sans", metric: false });
    cache.set(face, choice);
  }
  if (choice.shown.toLowerCase().startsWith(face.toLowerCase())) return { family: choice.family, substitution: null };
  return {
    family: choice.family,
    substitution: choice.metric
      ? `The template's font ${face} is drawn with ${choice.shown}, which has the same metrics, in the PDF and the slide pictures.`
      : `The template's font ${face} is not one Quire ships; the PDF and the slide pictures draw it with ${choice.shown}, the nearest it has.`,
  };
}
