// The embedded PDF fonts: Noto TTFs from npm, parsed once per process and registered lazily per document.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";
import { distinguishShapedGlyphs } from "./shaped-unicode.js";
import { shapedWords, wordWidths } from "./text-cache.js";

const require = createRequire(import.meta.url);

/**
 * A script family: one npm font package (Latin/Cyrillic/Greek, CJK, Arabic, monospace, emoji), and the
 * metric-compatible stand-ins for the Office fonts templates name (Carlito for Calibri, Caladea for Cambria, Arimo,
 * Tinos and Cousine for Arial, Times New Roman and Courier New — the Liberation metrics), which a drawn pptx uses.
 */
export type Family = "sans" | "cjk" | "arabic" | "mono" | "emoji" | OfficeFamily;
export type OfficeFamily = "carlito" | "caladea" | "arimo" | "tinos" | "cousine";

const office = (name: OfficeFamily, file: string): Partial<Record<Weight, string>> => ({
  regular: `@expo-google-fonts/${name}/400Regular/${file}_400Regular.ttf`,
  bold: `@expo-google-fonts/${name}/700Bold/${file}_700Bold.ttf`,
  italic: `@expo-google-fonts/${name}/400Regular_Italic/${file}_400Regular_Italic.ttf`,
  boldItalic: `@expo-google-fonts/${name}/700Bold_Italic/${file}_700Bold_Italic.ttf`,
});
export type Weight = "regular" | "bold" | "italic" | "boldItalic";

const FILES: Record<Family, Partial<Record<Weight, string>>> = {
  sans: {
    regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
    italic: "@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf",
    boldItalic: "@expo-google-fonts/noto-sans/700Bold_Italic/NotoSans_700Bold_Italic.ttf",
  },
  cjk: {
    regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
  },
  arabic: {
    regular: "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf",
  },
  mono: {
    regular: "@expo-google-fonts/jetbrains-mono/400Regular/JetBrainsMono_400Regular.ttf",
    bold: "@expo-google-fonts/jetbrains-mono/700Bold/JetBrainsMono_700Bold.ttf",
  },
  emoji: { regular: "@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf" },
  carlito: office("carlito", "Carlito"),
  caladea: office("caladea", "Caladea"),
  arimo: office("arimo", "Arimo"),
  tinos: office("tinos", "Tinos"),
  cousine: office("cousine", "Cousine"),
};

/** The subset of a fontkit font we use (fontkit ships no types). */
export interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  hasGlyphForCodePoint(cp: number): boolean;
  glyphForCodePoint(cp: number): { advanceWidth: number };
  glyphsForString(text: string): { advanceWidth: number; codePoints: number[] }[];
  layout(text: string): { advanceWidth: number };
}

/** Families whose text needs OpenType shaping (Arabic joining, emoji ZWJ sequences); the rest map 1:1 to glyphs. */
const SHAPED: ReadonlySet<Family> = new Set(["arabic", "emoji"]);

const loaded = new Map<string, FontkitFont>();

/** Which weight file a family really has (CJK/Arabic/mono have no italics; emoji only regular). */
export function weightFor(family: Family, weight: Weight): Weight {
  const files = FILES[family];
  if (files[weight]) return weight;
  if ((weight === "boldItalic" || weight === "bold") && files.bold) return "bold";
  return "regular";
}

export function fontKey(family: Family, weight: Weight): string {
  return `${family}-${weightFor(family, weight)}`;
}

/** The parsed font, read from node_modules on first use only (the CJK file is 10 MB: never read unless needed). */
export function getFont(family: Family, weight: Weight): FontkitFont {
  const key = fontKey(family, weight);
  let font = loaded.get(key);
  if (!font) {
    const file = require.resolve(FILES[family][weightFor(family, weight)]!);
    font = fontkit.create(readFileSync(file)) as unknown as FontkitFont;
    loaded.set(key, font);
  }
  return font;
}

/** Registers (on first use in this document) and selects the font; pdfkit embeds only fonts that were selected. */
export function useFont(doc: PDFKit.PDFDocument, family: Family, weight: Weight): void {
  const key = fontKey(family, weight);
  const registered = (doc as unknown as { _registeredFonts: Record<string, unknown> })._registeredFonts;
  if (!registered[key]) {
    doc.registerFont(key, getFont(family, weight) as never);
    doc.font(key);
    // pdfkit shapes each word once per document; its results only depend on the font, so share them per thread.
    const embedded = (doc as unknown as { _font: EmbeddedFont })._font;
    if (embedded.layoutCache) embedded.layoutCached = sharedLayout(embedded, shapedWords(key));
    // Latin/Cyrillic/Greek/CJK/mono need no shaping: cmap lookups instead of GSUB/GPOS are ~10× faster.
    if (!SHAPED.has(family)) (embedded as unknown as { layoutRun: unknown }).layoutRun = unshapedRun;
    else distinguishShapedGlyphs(embedded);
    return;
  }
  doc.font(key);
}

/** The part of pdfkit's EmbeddedFont that shapes words. */
interface EmbeddedFont {
  layoutCache?: object;
  layoutCached(text: string): object;
  layoutRun(text: string): object;
}

/** pdfkit's EmbeddedFont.layoutCached on the thread's cache rather than the document's own (formats/pdf/text-cache.ts). */
function sharedLayout(embedded: EmbeddedFont, words: ReturnType<typeof shapedWords>): (text: string) => object {
  return (text) => {
    let run = words.get(text);
    if (!run) words.set(text, (run = embedded.layoutRun(text)));
    return run;
  };
}

/** Advance width of `text` at 1 pt in `family`/`weight`, cached per thread (words repeat a lot). */
export function unitWidth(text: string, family: Family, weight: Weight): number {
  const cache = wordWidths(fontKey(family, weight));
  let w = cache.get(text);
  if (w === undefined) {
    const font = getFont(family, weight);
    if (SHAPED.has(family)) w = font.layout(text).advanceWidth / font.unitsPerEm;
    else {
      w = 0;
      for (const g of font.glyphsForString(text)) w += g.advanceWidth;
      w /= font.unitsPerEm;
    }
    cache.set(text, w);
  }
  return w;
}

/** pdfkit's EmbeddedFont.layoutRun without shaping: one glyph per code point, advances from hmtx. */
function unshapedRun(this: { font: FontkitFont; scale: number }, text: string) {
  const glyphs = this.font.glyphsForString(text);
  withCharacters(glyphs, text);
  const positions = new Array(glyphs.length);
  let advanceWidth = 0;
  for (let i = 0; i < glyphs.length; i++) {
    const adv = glyphs[i]!.advanceWidth * this.scale;
    positions[i] = { xAdvance: adv, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: adv };
    advanceWidth += adv;
  }
  return { glyphs, positions, advanceWidth };
}

/**
 * fontkit keeps one glyph object per glyph id, holding the characters it was first made for; a glyph first made as a
 * composite's component while a subset was written (the period in a colon) holds none, and pdfkit would give it no
 * Unicode in every later document: the text would read without it. Glyphs here map one to one to the text's code points.
 */
function withCharacters(glyphs: { codePoints: number[] }[], text: string): void {
  let points: number[] | null = null;
  for (let i = 0; i < glyphs.length; i++) {
    if (glyphs[i]!.codePoints.length) continue;
    points ??= Array.from(text, (ch) => ch.codePointAt(0)!);
    // A variation selector joins its character in one glyph: then the two no longer pair up, and are left as they are.
    if (points.length !== glyphs.length) return;
    glyphs[i]!.codePoints = [points[i]!];
  }
}
