// A PDF page's characters (PDFium's text page) as upright runs of text: a run goes on while its characters share a
// font, a size and a baseline and follow each other closely, as a PDF writer draws a stretch of words.
import type { Pdfium } from "./pdfium.js";
import { cleanText, fontTraits, type PageRuns, type TextRun } from "./text-runs.js";

/** A gap wider than this many font sizes ends a run (lines.ts splits segments at 0.8: a run never spans one). */
const RUN_GAP = 0.6;
/** A gap this many font sizes wide between characters is a word space (as lines.ts's WORD_GAP between runs). */
const WORD_GAP = 0.15;
/** A gap this many font sizes wide before the next piece on the line marks a word's end (pdf.js's tracking space). */
const SPACE_AFTER = 0.102;

const LINE_BREAK = new Set([10, 13]);
const SPACE = 32;
/** A space, and the line and paragraph separators PDFium reads some fonts' spaces as. */
const SPACES = new Set([SPACE, 0x2028, 0x2029]);
/** PDFium's mark for a hyphen that ends a line. */
const LINE_END_HYPHEN = 2;
/** The font descriptor flag of a fixed-pitch font (PDF 32000-1, 9.8.2). */
const FIXED_PITCH = 1;
const HYPHEN = 0x2d;
/** What a character of a font without a Unicode map is read as (cleanText counts them). */
const REPLACEMENT = 0xfffd;

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/g;
const STRONG = /[\p{L}]/gu;

interface Font {
  id: string;
  bold: boolean;
  mono: boolean;
}

/** Scratch memory for PDFium's out-parameters, and what the page's fonts are, kept across one document's pages. */
export interface RunReader {
  readonly pdfium: Pdfium;
  readonly scratch: number;
  readonly name: number;
  readonly fonts: Map<number, Font>;
}

export function runReader(pdfium: Pdfium): RunReader {
  return { pdfium, scratch: pdfium.x.malloc(64), name: pdfium.x.malloc(512), fonts: new Map() };
}

export function closeRunReader(r: RunReader): void {
  r.pdfium.x.free(r.scratch);
  r.pdfium.x.free(r.name);
}

function fontOf(r: RunReader, textObject: number): Font {
  const { x } = r.pdfium;
  const handle = textObject ? x.FPDFTextObj_GetFont(textObject) : 0;
  let font = r.fonts.get(handle);
  if (!font) {
    const length = handle ? x.FPDFFont_GetBaseFontName(handle, r.name, 512) : 0;
    const name = length > 1 ? r.pdfium.utf8(r.name) : "";
    const traits = fontTraits(name);
    const fixedPitch = handle ? (x.FPDFFont_GetFlags(handle) & FIXED_PITCH) !== 0 : false;
    // Named by what it is, not by its handle, so two threads reading the same document name a font alike.
    font = { id: `${fixedPitch ? "m" : "p"}:${name}`, bold: traits.bold, mono: traits.mono || fixedPitch };
    r.fonts.set(handle, font);
  }
  return font;
}

/** A run being gathered, with the facts it was started on. */
interface Open {
  run: TextRun;
  font: Font;
  /** Its characters' code points (a space as 32), made into a string once it is closed. */
  codes: number[];
  /** Any of its characters' font had no Unicode map. */
  unmapped: boolean;
}

/** The page's runs, each with its font's weight and pitch, and what was left out (rotated pieces, unreadable ones). */
export function pageRunsOf(r: RunReader, textPage: number): PageRuns & { fonts: Map<string, Font> } {
  const { x } = r.pdfium;
  const s = r.scratch;
  const runs: TextRun[] = [];
  const fonts = new Map<string, Font>();
  let rotated = 0;
  let unreadable = 0;
  let open: Open | null = null;
  let rotatedOpen = false;

  const close = () => {
    if (!open) return;
    const codes = open.codes;
    const spaced = codes[codes.length - 1] === SPACE;
    while (codes[codes.length - 1] === SPACE) codes.pop();
    const text = cleanText(stringOf(codes));
    if (text === null || (open.unmapped && !text.trim())) unreadable++;
    else if (text.trim()) {
      open.run.text = text;
      open.run.rtl = isRtl(text);
      if (spaced) open.run.spaceAfter = true;
      runs.push(open.run);
      fonts.set(open.font.id, open.font);
    }
    open = null;
  };

  // Views of PDFium's memory, made again only when it grows (its buffer is then a new one).
  let buffer: ArrayBufferLike | null = null;
  let f32: Float32Array<ArrayBufferLike> = new Float32Array(0);
  let f64: Float64Array<ArrayBufferLike> = new Float64Array(0);
  const views = () => {
    const heap = r.pdfium.heap();
    if (heap.buffer !== buffer) {
      buffer = heap.buffer;
      f32 = new Float32Array(buffer);
      f64 = new Float64Array(buffer);
    }
  };
  // A text object's matrix, size and font hold for all its characters: read once per object.
  let object = -1;
  let upright = true;
  let size = 0;
  let font: Font = { id: "", bold: false, mono: false };

  const count = x.FPDFText_CountChars(textPage);
  for (let i = 0; i < count; i++) {
    const code = x.FPDFText_GetUnicode(textPage, i);
    // PDFium ends each line it finds with a generated CR LF (a drawn code 13 is a glyph of a font without a map), and
    // puts a generated space where it sees a gap between words.
    if (LINE_BREAK.has(code) && x.FPDFText_IsGenerated(textPage, i)) {
      close();
      continue;
    }
    if (SPACES.has(code)) {
      if (open && open.codes[open.codes.length - 1] !== SPACE) open.codes.push(SPACE);
      continue;
    }
    const textObject = x.FPDFText_GetTextObject(textPage, i);
    if (textObject !== object || !textObject) {
      object = textObject;
      x.FPDFText_GetMatrix(textPage, i, s);
      views();
      const [a, b, c, d] = [f32[s >> 2]!, f32[(s >> 2) + 1]!, f32[(s >> 2) + 2]!, f32[(s >> 2) + 3]!];
      upright = !(Math.abs(b) > Math.abs(a) * 0.05 || Math.abs(c) > Math.abs(d) * 0.05 || a <= 0 || d <= 0);
      // The font's size as set (Tf) drawn through the text's matrix, as big as it shows on the page.
      size = x.FPDFText_GetFontSize(textPage, i) * Math.hypot(c, d);
      font = fontOf(r, textObject);
    }
    if (!upright) {
      close();
      if (!rotatedOpen) rotated++;
      rotatedOpen = true;
      continue;
    }
    rotatedOpen = false;
    x.FPDFText_GetCharOrigin(textPage, i, s, s + 8);
    // The loose box spans the glyph's advance (where the next character would start), as a PDF writer places text.
    x.FPDFText_GetLooseCharBox(textPage, i, s + 16);
    views();
    const left = f64[s >> 3]!;
    const y = f64[(s >> 3) + 1]!;
    const right = Math.max(f32[(s + 24) >> 2]!, left);
    if (!(size > 0.5) || !Number.isFinite(left) || !Number.isFinite(y)) continue;
    const ch = code === LINE_END_HYPHEN ? HYPHEN : code;
    const unmapped = x.FPDFText_HasUnicodeMapError(textPage, i) !== 0;
    const current = open as Open | null;
    // The gap between the run's box and the character's, either side (right-to-left text is read leftwards).
    const gap = current ? Math.max(left - current.run.x1, current.run.x0 - right) : Infinity;
    if (
      current &&
      current.font === font &&
      Math.abs(current.run.size - size) < 0.01 &&
      Math.abs(current.run.y - y) < size * 0.1 &&
      gap < size * RUN_GAP
    ) {
      // A gap as wide as a narrow space is one, drawn or not (lines.ts reads gaps between runs the same way).
      if (gap > size * WORD_GAP && current.codes[current.codes.length - 1] !== SPACE) current.codes.push(SPACE);
      current.codes.push(unmapped ? REPLACEMENT : ch);
      current.run.x0 = Math.min(current.run.x0, left);
      current.run.x1 = Math.max(current.run.x1, right);
      current.unmapped ||= unmapped;
      continue;
    }
    close();
    // The next piece further along the same line, past a narrow space: a word gap, even where the two would touch
    // once sorted (a line drawn over another, a superscript's neighbour).
    const last = runs[runs.length - 1];
    if (last && !last.spaceAfter && Math.abs(last.y - y) < last.size && left - last.x1 > last.size * SPACE_AFTER)
      last.spaceAfter = true;
    open = {
      run: { text: "", x0: left, x1: right, y, size, font: font.id, bold: false, mono: false, rtl: false },
      font,
      codes: [unmapped ? REPLACEMENT : ch],
      unmapped,
    };
  }
  close();
  return { runs, rotated, unreadable, fonts };
}

/** Code points as a string, a slice at a time (a call takes only so many arguments). */
function stringOf(codes: readonly number[]): string {
  let text = "";
  for (let i = 0; i < codes.length; i += 4096) text += String.fromCodePoint(...codes.slice(i, i + 4096));
  return text;
}

/** Whether most of a run's letters are of a right-to-left script. */
function isRtl(text: string): boolean {
  const rtl = text.match(RTL)?.length ?? 0;
  if (!rtl) return false;
  return rtl * 2 >= (text.match(STRONG)?.length ?? 0);
}
