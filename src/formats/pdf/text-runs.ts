// Splits styled text into measured tokens: one font per script run (Latin/Cyrillic/Greek, CJK, Arabic, emoji).
import { createRequire } from "node:module";
import type { Bidi } from "bidi-js";
import { wordBreaks, hasUnspacedScript, type WordBreaks } from "../model/line-breaks.js";
import { getFont, unitWidth, type Family, type Weight } from "./fonts.js";

export interface TextStyle {
  size: number;
  color: string;
  weight?: Weight;
  mono?: boolean;
  /** The Latin font instead of Noto Sans (a drawn pptx's typeface, or its metric-compatible stand-in). */
  face?: Family;
  /** Only http/https/mailto reach here; anything else is dropped before drawing. */
  link?: string | null;
  underline?: boolean;
  strike?: boolean;
  /** Background highlight (inline code). */
  shade?: string;
}

export interface Span {
  text: string;
  style: TextStyle;
}

/** A measured word piece (or a space) in one font. */
export interface Token {
  text: string;
  family: Family;
  weight: Weight;
  style: TextStyle;
  width: number;
  space: boolean;
  /** A forced line break (from "\n"). */
  newline: boolean;
  /** No line break allowed before this token (glued to the previous piece of the same word). */
  glued: boolean;
  /** Glued, but between two words of one phrase (a Japanese word and its particle): a phrase wider than the whole line breaks here first. */
  soft?: boolean;
  /** "L", "R" or "N" (neutral), for the bidi reordering. */
  dir: "L" | "R" | "N";
  /** Digits (European/Arabic numbers) get their own treatment in RTL paragraphs. */
  numeric: boolean;
}

export interface Warn {
  (message: string): void;
}

// bidi-js is a UMD bundle whose module.exports is the factory; require() gets it the same way under every loader.
const { getBidiCharTypeName } = (createRequire(import.meta.url)("bidi-js") as () => Bidi)();

const CJK =
  /[\u2E80-\u2FFF\u3000-\u303F\u3040-\u30FF\u3100-\u312F\u31A0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]|[\u{20000}-\u{2FA1F}]/u;
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}]/u;
const EMOJI_JOINER = /[\u200D\uFE0F\uFE0E\u20E3]/u;

type CharClass = "space" | "newline" | "cjk" | "arabic" | "emoji" | "joiner" | "other";

function classify(ch: string): CharClass {
  if (ch === "\n") return "newline";
  if (ch === " " || ch === "\t" || ch === "\u00A0") return "space";
  const cp = ch.codePointAt(0)!;
  if (cp < 0x600) return "other";
  if (cp < 0x2000) return ARABIC.test(ch) ? "arabic" : "other";
  if (EMOJI_JOINER.test(ch)) return "joiner";
  if (CJK.test(ch)) return "cjk";
  if (ARABIC.test(ch)) return "arabic";
  if (EMOJI.test(ch) && !hasGlyph("sans", cp)) return "emoji";
  return "other";
}

function charDir(ch: string): "L" | "R" | "N" {
  const c = ch.charCodeAt(0);
  if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) return "L";
  const t = getBidiCharTypeName(ch);
  if (t === "L") return "L";
  if (t === "R" || t === "AL") return "R";
  return "N";
}

const glyphCache = new Map<Family, Map<number, boolean>>();
function hasGlyph(family: Family, cp: number): boolean {
  let m = glyphCache.get(family);
  if (!m) glyphCache.set(family, (m = new Map()));
  let v = m.get(cp);
  if (v === undefined) m.set(cp, (v = getFont(family, "regular").hasGlyphForCodePoint(cp)));
  return v;
}

/** The family for a non-space character, given the span's base family and the run we are in. */
function familyFor(ch: string, cls: CharClass, base: Family, current: Family | null, warn: Warn): Family {
  if (cls === "cjk") return "cjk";
  if (cls === "arabic") return "arabic";
  if (cls === "emoji") {
    warn("Emoji are drawn in monochrome (Noto Emoji): the PDF has no colour-emoji font.");
    return "emoji";
  }
  if (cls === "joiner") return current ?? base;
  const cp = ch.codePointAt(0)!;
  // Printable ASCII is in every base font (the common case, kept off the cmap lookups).
  if (cp < 0x7f && (current === null || current === base)) return base;
  // Punctuation and digits stay in the run they are in, so "你好，世界" or "٣ كتب" is not cut into fonts.
  if (current && current !== base && getBidiCharTypeName(ch) !== "L" && hasGlyph(current, cp)) return current;
  if (hasGlyph(base, cp)) return base;
  if (base !== "sans" && hasGlyph("sans", cp)) return "sans";
  if (hasGlyph("emoji", cp)) return "emoji";
  // Symbols Noto Sans lacks (arrows, box drawing, some maths) are in JetBrains Mono or Noto Sans SC.
  if (hasGlyph("mono", cp)) return "mono";
  if (hasGlyph("cjk", cp)) return "cjk";
  warn(
    "Some characters have no glyph in the embedded fonts (Latin, Cyrillic, Greek, CJK, Arabic, emoji) and show as a box.",
  );
  return base;
}

function pushToken(out: Token[], text: string, family: Family, style: TextStyle, glued: boolean, soft = false): void {
  if (!text) return;
  const weight: Weight = style.weight ?? "regular";
  let dir: "L" | "R" | "N" = "N";
  let numeric = false;
  for (const ch of text) {
    const d = charDir(ch);
    if (d !== "N") {
      dir = d;
      break;
    }
    const t = getBidiCharTypeName(ch);
    if (t === "EN" || t === "AN") numeric = true;
  }
  out.push({
    text,
    family,
    weight,
    style,
    width: unitWidth(text, family, weight) * style.size,
    space: false,
    newline: false,
    glued,
    dir,
    numeric,
    ...(soft ? { soft } : {}),
  });
}

/**
 * Walks where a line may break inside the spans' words (Chinese, Japanese, Thai…: between words, kinsoku kept), by
 * offsets into their joined text, in order.
 */
class BreakCursor {
  private phrase = 0;
  private word = 0;
  constructor(private readonly breaks: WordBreaks) {}

  /** Before the character at `pos`: "phrase" (a line may break), "word" (only inside a phrase wider than the line), or null (never). */
  at(pos: number): "phrase" | "word" | null {
    const { phrases, words } = this.breaks;
    while (this.phrase < phrases.length && phrases[this.phrase]! < pos) this.phrase++;
    if (phrases[this.phrase] === pos) return "phrase";
    while (this.word < words.length && words[this.word]! < pos) this.word++;
    return words[this.word] === pos ? "word" : null;
  }
}

/** The cursor over the spans' breaks; null when no span has a script written without spaces (the common case, kept off the segmenter). */
function unspacedBreaks(spans: Span[]): BreakCursor | null {
  if (!spans.some((s) => hasUnspacedScript(s.text))) return null;
  return new BreakCursor(wordBreaks(spans.map((s) => s.text).join("")));
}

/**
 * The spans' tokens: words (or pieces of one in different fonts, glued) and spaces. Text written without spaces is cut
 * at its word boundaries (a line may break between two tokens there, never inside a word).
 */
export function tokenise(spans: Span[], warn: Warn): Token[] {
  const out: Token[] = [];
  const breaks = unspacedBreaks(spans);
  let pos = 0;
  for (const span of spans) {
    const base: Family = span.style.mono ? "mono" : (span.style.face ?? "sans");
    const weight: Weight = span.style.weight ?? "regular";
    let buf = "";
    let fam: Family | null = null;
    const first = breaks?.at(pos) ?? null;
    let glued = out.length > 0 && !out[out.length - 1]!.space && !out[out.length - 1]!.newline && first !== "phrase";
    let soft = glued && first === "word";
    // (No inner flush() closure: this loop is the hottest in layout, and a closure per call costs.)
    for (const ch of span.text) {
      const at = pos;
      pos += ch.length;
      const cls = classify(ch);
      if (cls === "space" || cls === "newline") {
        if (buf && fam) pushToken(out, buf, fam, span.style, glued, soft);
        buf = "";
        fam = null;
        const family = out.length ? out[out.length - 1]!.family : base;
        const f = family === "emoji" || family === "cjk" ? base : family;
        out.push({
          text: " ",
          family: f,
          weight,
          style: span.style,
          width: cls === "space" ? unitWidth(" ", f, weight) * span.style.size : 0,
          space: cls === "space",
          newline: cls === "newline",
          glued: false,
          dir: "N",
          numeric: false,
        });
        glued = false;
        soft = false;
        continue;
      }
      const f = familyFor(ch, cls, base, fam, warn);
      const brk = breaks === null ? null : breaks.at(at);
      if (fam !== null && (f !== fam || brk !== null)) {
        if (buf && fam) pushToken(out, buf, fam, span.style, glued, soft);
        buf = "";
        glued = brk !== "phrase";
        soft = brk === "word";
      }
      fam = f;
      buf += ch;
    }
    if (buf && fam) pushToken(out, buf, fam, span.style, glued, soft);
  }
  return out;
}
