// Correct text extraction for shaped (Arabic) glyphs: one subset glyph per (glyph, characters) pair.
// pdfkit maps each glyph id to the characters of the first word that used it, and fontkit caches glyph objects
// with their first characters; Arabic forms share skeleton glyphs (ب and ن initial), so copy-paste and
// pdftotext would read the wrong letters. We take the characters from fontkit's per-run glyph infos instead.

interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface ShapedFont {
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: Record<string, number>[]; direction: string };
  _layoutEngine?: { engine?: Engine };
}

interface Engine {
  glyphInfos?: { id: number; codePoints: number[] }[] | null;
  lastInfos?: { id: number; codePoints: number[] }[] | null;
  cleanup?: () => void;
  keepsInfos?: boolean;
}

/** fontkit drops the run's glyph infos when a layout ends; keep the last ones so we can read their characters. */
function keepGlyphInfos(font: ShapedFont): void {
  const engine = font._layoutEngine?.engine;
  if (!engine || engine.keepsInfos || typeof engine.cleanup !== "function") return;
  const cleanup = engine.cleanup;
  engine.cleanup = function (this: Engine) {
    this.lastInfos = this.glyphInfos;
    cleanup.call(this);
  };
  engine.keepsInfos = true;
}

interface Embedded {
  font: ShapedFont;
  scale: number;
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: unknown[] };
  layoutRun: unknown;
  encode: unknown;
}

function layoutRun(this: Embedded, text: string, features?: unknown) {
  const run = this.font.layout(text, features);
  const infos = this.font._layoutEngine?.engine?.lastInfos;
  let chars: number[][] | null = null;
  if (Array.isArray(infos) && infos.length === run.glyphs.length) {
    const ordered = run.direction === "rtl" ? [...infos].reverse() : infos;
    if (ordered.every((info, i) => info.id === run.glyphs[i]!.id)) chars = ordered.map((i) => i.codePoints);
  }
  const glyphs = run.glyphs.map((g, i) =>
    chars ? { id: g.id, advanceWidth: g.advanceWidth, codePoints: chars[i]! } : g,
  );
  let advanceWidth = 0;
  const positions = run.positions.map((p, i) => {
    const q = {
      xAdvance: p.xAdvance! * this.scale,
      yAdvance: p.yAdvance! * this.scale,
      xOffset: p.xOffset! * this.scale,
      yOffset: p.yOffset! * this.scale,
      advanceWidth: run.glyphs[i]!.advanceWidth * this.scale,
    };
    advanceWidth += q.xAdvance;
    return q;
  });
  return { glyphs, positions, advanceWidth };
}

function makeEncode() {
  const distinct = new Map<string, number>();
  return function encode(this: Embedded, text: string, features?: unknown): [string[], unknown[]] {
    const { glyphs, positions } = this.layout(text, features);
    const res: string[] = [];
    for (const glyph of glyphs) {
      const key = `${glyph.id}:${glyph.codePoints.join(",")}`;
      let gid = distinct.get(key);
      if (gid === undefined) {
        if (this.subset.mapping[glyph.id] == null) gid = this.subset.includeGlyph(glyph.id);
        else {
          // The same outline again under a new subset id, so it can carry its own characters.
          this.subset.glyphs.push(glyph.id);
          gid = this.subset.glyphs.length - 1;
        }
        distinct.set(key, gid);
      }
      res.push(`0000${gid.toString(16)}`.slice(-4));
      if (this.widths[gid] == null) this.widths[gid] = glyph.advanceWidth * this.scale;
      if (this.unicode[gid] == null) this.unicode[gid] = glyph.codePoints;
    }
    return [res, positions];
  };
}

/** Installs the per-run character mapping on a pdfkit EmbeddedFont (only for fonts that need shaping). */
export function distinguishShapedGlyphs(embedded: unknown): void {
  const e = embedded as Embedded;
  keepGlyphInfos(e.font);
  e.layoutRun = layoutRun;
  e.encode = makeEncode();
}
