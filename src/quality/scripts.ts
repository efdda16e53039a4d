// Which writing systems a slide's text needs that no embedded font draws: named for the missing_glyphs finding.
import { getFont, type Family } from "../formats/pdf/fonts.js";

const SCRIPTS = [
  "Hebrew",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Thai",
  "Lao",
  "Tibetan",
  "Myanmar",
  "Khmer",
  "Georgian",
  "Armenian",
  "Ethiopic",
  "Hangul",
  "Mongolian",
  "Syriac",
  "Thaana",
  "Cherokee",
  "Han",
  "Hiragana",
  "Katakana",
  "Arabic",
  "Cyrillic",
  "Greek",
  "Latin",
] as const;
const PATTERNS = SCRIPTS.map((name) => [name, new RegExp(`\\p{Script=${name}}`, "u")] as const);
const FAMILIES: Family[] = ["sans", "arabic", "mono", "emoji", "cjk"];

/** The Unicode script of a character by name, or "symbols" for the rest. */
export function scriptOf(ch: string): string {
  return PATTERNS.find(([, re]) => re.test(ch))?.[0] ?? "symbols";
}

const covered = new Map<number, boolean>();

/** Whether any font the PDF renderer embeds has a glyph for the code point (the CJK font is read only when asked). */
function drawable(cp: number): boolean {
  let v = covered.get(cp);
  if (v === undefined) {
    v = FAMILIES.some((f) => getFont(f, "regular").hasGlyphForCodePoint(cp));
    if (covered.size < 50_000) covered.set(cp, v);
  }
  return v;
}

/** The scripts of the characters in `texts` that no embedded font can draw. */
export function scriptsWithoutGlyphs(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (cp < 0x250 || /\s|\p{Cc}|\p{Cf}|\p{M}/u.test(ch)) continue;
      if (!drawable(cp)) found.add(scriptOf(ch));
    }
  }
  return [...found];
}
