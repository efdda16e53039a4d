// One slide's findings, from the pages the PDF renderer drew for it: sizes against the design, contrast, the free
// region's use, glyphs the fonts lack, continuation pages and placeholders left to fill.
import type { Slide } from "../formats/model/source.js";
import type { Rect } from "../formats/slide-kinds/arrange.js";
import type { Raster } from "../formats/raster/rasterise.js";
import { QUALITY_CODES, THRESHOLDS as T, type QualityCode, type QualityFinding } from "./codes.js";
import { contrastOf, glyphBox, paintedBackground, pixelBackground, seenColour } from "./contrast.js";
import type { DesignSizes } from "./design-sizes.js";
import type { Box, PagePaint, TextRun } from "./read-paint.js";
import { scriptsWithoutGlyphs } from "./scripts.js";

export interface SlideToCheck {
  slide: Slide;
  /** 0-based position in the deck. */
  index: number;
  /** The slide's pages: its own, then any continuation pages. */
  pages: PagePaint[];
  /** The slide's design sizes; null where there is no design to compare with (a brand's drawing): sizes are not checked. */
  design: DesignSizes | null;
  /** The designed free region below the title (frame units), for layouts that have one. */
  region: Rect | null;
  contrast: boolean;
  /** The page drawn to pixels, asked for only where a picture or shading is behind words. */
  pixels: (page: number) => Promise<{ raster: Raster; rgba: Uint8ClampedArray }>;
}

const compact = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
const hasWord = (t: TextRun) => /[\p{L}\p{N}]/u.test(t.text);
const round = (v: number, places = 1) => Math.round(v * 10 ** places) / 10 ** places;
const sample = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s);
const NOT_SHOWN = new Set([
  "layout",
  "src",
  "notes",
  "sources",
  "icon",
  "side",
  "trend",
  "type",
  "format",
  "labels",
  "highlight",
]);

/** The runs that draw the title: consecutive runs made only of the title's characters, all of them. */
export function titleRuns(runs: TextRun[], title: string | undefined): Set<TextRun> {
  const want = compact(title ?? "");
  if (!want) return new Set();
  for (let i = 0; i < runs.length; i++) {
    let got = 0;
    for (let j = i; j < runs.length; j++) {
      const c = compact(runs[j]!.text);
      if (!c) continue;
      if (!want.includes(c)) break;
      got += c.length;
      if (got === want.length) return new Set(runs.slice(i, j + 1));
      if (got > want.length) break;
    }
  }
  return new Set();
}

/** Every string the slide shows (not its notes, image data or settings). */
function shownStrings(v: unknown, key = ""): string[] {
  if (NOT_SHOWN.has(key)) return [];
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.flatMap((x) => shownStrings(x));
  if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => shownStrings(x, k));
  return [];
}

const GAP =
  /\[[^\]\n]*\p{L}[^\]\n]*\]|［[^］\n]+］|(?<![\p{L}\p{N}])(?:TODO|TBD|TBC|FIXME|XXX)(?![\p{L}\p{N}])|\blorem ipsum\b/u;

function union(boxes: Box[]): Box | null {
  if (!boxes.length) return null;
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

/** Share of the region that what is drawn in it spans (its bounding box), titles and page backgrounds aside. */
function regionUse(page: PagePaint, region: Rect, title: Set<TextRun>): number {
  const r = { x0: region.x, y0: region.y, x1: region.x + region.w, y1: region.y + region.h };
  const pageArea = page.width * page.height;
  const inRegion = (b: Box): Box | null => {
    const c = {
      x0: Math.max(b.x0, r.x0),
      y0: Math.max(b.y0, r.y0),
      x1: Math.min(b.x1, r.x1),
      y1: Math.min(b.y1, r.y1),
    };
    return c.x1 > c.x0 && c.y1 > c.y0 ? c : null;
  };
  const boxes = [
    ...page.texts.filter((t) => hasWord(t) && !title.has(t)).map(glyphBox),
    ...page.paints.filter((p) => (p.box.x1 - p.box.x0) * (p.box.y1 - p.box.y0) < pageArea * 0.9).map((p) => p.box),
  ].flatMap((b) => inRegion(b) ?? []);
  const ink = union(boxes);
  return ink ? ((ink.x1 - ink.x0) * (ink.y1 - ink.y0)) / (region.w * region.h) : 0;
}

function finding(
  code: QualityCode,
  slide: number,
  message: string,
  extra: Partial<QualityFinding> = {},
): QualityFinding {
  return { code, severity: QUALITY_CODES[code].severity, slide, message, ...extra };
}

export async function checkSlide(s: SlideToCheck): Promise<QualityFinding[]> {
  const n = s.index + 1;
  const out: QualityFinding[] = [];
  const title = "title" in s.slide ? s.slide.title : undefined;
  const titles = s.pages.map((p) => titleRuns(p.texts, title));
  const body = s.pages.flatMap((p, i) => p.texts.filter((t) => hasWord(t) && !titles[i]!.has(t)));

  if (s.design) out.push(...sizeFindings(n, s.design, body, titles, title));
  if (s.pages.length > 1) {
    const more = s.pages.length - 1;
    out.push(
      finding(
        "content_continued",
        n,
        `The content did not fit and continues on ${more} more slide${more === 1 ? "" : "s"}.`,
        { continuations: more },
      ),
    );
  }
  if (s.contrast) {
    const worst = await worstContrast(s, titles);
    if (worst)
      out.push(
        finding(
          "low_contrast",
          n,
          `“${sample(worst.text)}” is ${worst.colour} on ${worst.background}: ${worst.ratio.toFixed(2)}:1, below ${worst.required}:1.`,
          worst,
        ),
      );
  }
  if (s.region && s.pages[0]) {
    const used = regionUse(s.pages[0], s.region, titles[0]!);
    if (used < T.minRegionUse)
      out.push(
        finding(
          "empty_region",
          n,
          `The content spans ${Math.round(used * 100)}% of the free space below the title; fill it or choose a layout that fits the content.`,
          { used: round(used, 2) },
        ),
      );
  }
  const missing = s.pages.reduce((sum, p) => sum + p.texts.reduce((m, t) => m + t.missing, 0), 0);
  if (missing > 0) {
    const scripts = scriptsWithoutGlyphs(shownStrings(s.slide));
    out.push(
      finding(
        "missing_glyphs",
        n,
        `${missing} character${missing === 1 ? " has" : "s have"} no glyph in the embedded fonts${scripts.length ? ` (${scripts.join(", ")})` : ""} and show${missing === 1 ? "s" : ""} as empty boxes.`,
        { glyphs: missing, scripts },
      ),
    );
  }
  // Runs are joined with a space and a wrapped line keeps its own trailing space: one space between words either way.
  const gap = GAP.exec(
    s.pages
      .map((p) => p.texts.map((t) => t.text).join(" "))
      .join(" ")
      .replace(/\s+/g, " "),
  );
  if (gap)
    out.push(
      finding("gap_placeholder", n, `“${sample(gap[0])}” is a placeholder left to fill.`, { text: sample(gap[0]) }),
    );
  return out;
}

/** Text shrunk below its design (and below the readable size), and a title drawn smaller than designed. */
function sizeFindings(
  n: number,
  design: DesignSizes,
  body: TextRun[],
  titles: Set<TextRun>[],
  title: string | undefined,
): QualityFinding[] {
  const out: QualityFinding[] = [];
  const smallest = body.reduce<TextRun | null>((m, t) => (!m || t.size < m.size ? t : m), null);
  if (
    smallest &&
    smallest.size < T.minBodySize - 0.05 &&
    (design.body === null || smallest.size < design.body * 0.97)
  ) {
    const designed = design.body === null ? "" : ` (designed at ${round(design.body)} pt)`;
    out.push(
      finding(
        "text_shrunk",
        n,
        `Text is drawn at ${round(smallest.size)} pt to fit${designed}; below ${T.minBodySize} pt it is hard to read. Shorten it or split the slide.`,
        {
          size: round(smallest.size),
          ...(design.body !== null ? { designSize: round(design.body) } : {}),
          text: sample(smallest.text),
        },
      ),
    );
  }
  const titleSize = Math.max(0, ...[...titles[0]!].map((t) => t.size));
  if (design.title !== null && titleSize > 0 && titleSize < design.title * 0.97) {
    out.push(
      finding(
        "title_shrunk",
        n,
        `The title is drawn at ${round(titleSize)} pt to fit its box (designed at ${round(design.title)} pt). Shorten it.`,
        { size: round(titleSize), designSize: round(design.title), text: sample(title ?? "") },
      ),
    );
  }
  return out;
}

interface ContrastMiss {
  text: string;
  ratio: number;
  required: number;
  colour: string;
  background: string;
}

/** The run furthest below its bar (relative to the bar), or null when every run passes. */
async function worstContrast(s: SlideToCheck, titles: Set<TextRun>[]): Promise<ContrastMiss | null> {
  let worst: ContrastMiss | null = null;
  for (let p = 0; p < s.pages.length; p++) {
    const page = s.pages[p]!;
    for (const run of page.texts) {
      if (!hasWord(run) || !run.colour) continue;
      let background = paintedBackground(run, page.paints);
      if (background === null) {
        const { raster, rgba } = await s.pixels(p);
        background = pixelBackground(run, raster, rgba, page.width);
      }
      if (background === null) continue;
      const colour = seenColour(run, background)!;
      const chartLabel = s.slide.layout === "chart" && !titles[p]!.has(run);
      const large = run.size >= T.largeSize || (run.bold && run.size >= T.largeBoldSize);
      const required = chartLabel || large ? T.largeContrast : T.textContrast;
      const ratio = contrastOf(colour, background);
      if (ratio >= required - 0.005) continue;
      if (!worst || ratio / required < worst.ratio / worst.required)
        worst = { text: run.text, ratio: round(ratio, 2), required, colour, background };
    }
  }
  return worst;
}
