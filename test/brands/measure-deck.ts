// Renders generated decks with LibreOffice and measures every page: page count, titles, words present and inside, overlaps, contrast.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { luminance, toLinear, type Rgb } from "../../src/formats/model/colour.js";
import type { Deck } from "../../src/formats/model/source.js";
import { convertWithSoffice } from "../office/soffice.js";

export type Check =
  | "page-count"
  | "missing-title"
  | "missing-word"
  | "outside"
  | "overlap"
  | "contrast"
  | "top-heavy"
  | "small-text"
  | "sparse"
  | "narrow";

export interface Finding {
  check: Check;
  /** 1-based page (slide) number; 0 for the deck as a whole. */
  page: number;
  detail: string;
}

export interface MeasuredDeck {
  slides: number;
  pages: number;
  /** The first page's width and height in points. */
  pageSize: [number, number];
  findings: Finding[];
}

/** Visible contrast a word must keep against what is behind it (WCAG's bar for large text and graphics: chart labels, headings). */
export const MIN_WORD_CONTRAST = 3;
/** Body text (a slide's text boxes and body placeholders) is held to WCAG's bar for normal text. */
export const MIN_BODY_CONTRAST = 4.5;
/** Body text is at least this size, in points of the 960-wide frame (so 12 pt on a 720 pt wide 4:3 slide). */
export const MIN_BODY_PT = 16;
/** Table cells are at least this size (frame points). */
export const MIN_TABLE_PT = 14;
/** A content slide's words span at least this share of the height below its title (to the footer band). */
export const MIN_FILL = 0.5;
/** A designed slide's content (its shapes and words) spans at least this share of the width between the title's margins. */
export const MIN_WIDTH = 0.6;
/** No slide may have all its words in this top share of the page. */
const TOP_HEAVY = 0.4;
/** Two words overlap when their boxes share this much of the smaller one, in area and in height. */
const OVERLAP_AREA = 0.3;
const OVERLAP_HEIGHT = 0.5;
/** A word drawn twice within this distance (points) is a shadow or outline effect, not an overlap. */
const SHADOW_OFFSET = 3;
const EDGE_TOLERANCE = 1;
const DPI = 108;

interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  line: number;
}

interface Page {
  width: number;
  height: number;
  words: Word[];
  /** Runs of text in one font, with that font's size in points (pdftohtml), when read. */
  runs?: Array<{ text: string; size: number }>;
}

interface SlideText {
  title: string;
  words: string[];
  /** Words of body text (body placeholders, free text boxes) and of table cells, compacted: held to size and contrast bars. */
  body?: Set<string>;
  table?: Set<string>;
  /** A title or section slide (its layout's type): no fill asked of it. */
  opening?: boolean;
  /** Footer, date and slide-number words (not content). */
  chrome?: Set<string>;
  /** The slide's own drawn shapes, pictures, charts and tables in points (not its text boxes, placeholders or full-slide backgrounds). */
  drawn?: Array<{ x0?: number; x1?: number; y0: number; y1: number }>;
  /** The body is one paragraph (a statement, set large and centred): not asked to fill half the slide. */
  statement?: boolean;
}

/** Letters, digits and marks only, case-folded: how words are compared between the slide XML and the PDF. */
export const compact = (s: string) =>
  s
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]/gu, "");

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** Each slide's title and words, in presentation order, read from the package itself. */
export function slideTexts(pptx: Uint8Array): SlideText[] {
  const files = unzipSync(pptx);
  const read = (name: string) => strFromU8(files[name]!);
  const rels = read("ppt/_rels/presentation.xml.rels");
  const target = (id: string) =>
    new RegExp(`<Relationship [^>]*Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ??
    new RegExp(`<Relationship [^>]*Target="([^"]+)"[^>]*Id="${id}"`).exec(rels)?.[1];
  const presentation = read("ppt/presentation.xml");
  const ids = [...presentation.matchAll(/<p:sldId [^>]*r:id="([^"]+)"/g)].map((m) => m[1]!);
  const size = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(presentation);
  const [slideW, slideH] = [Number(size?.[1] ?? 12192000), Number(size?.[2] ?? 6858000)];
  return ids.map((id) => {
    const xml = read(`ppt/${target(id)!.replace(/^\/?ppt\//, "")}`);
    // The hidden title the writer sets beside a slide for screen readers is never drawn: no word of it is expected. (Any
    // other shape off the slide still is, so a title misplaced there is found.)
    const hiddenTitle = (s: string) => {
      const m =
        /<p:cNvPr id="\d+" name="Hidden title \d+"\/>.*?<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/s.exec(
          s,
        );
      return (
        !!m &&
        (Number(m[1]) + Number(m[3]) <= 0 ||
          Number(m[2]) + Number(m[4]) <= 0 ||
          Number(m[1]) >= slideW ||
          Number(m[2]) >= slideH)
      );
    };
    const shapes = (xml.match(/<p:sp>.*?<\/p:sp>|<p:graphicFrame>.*?<\/p:graphicFrame>/gs) ?? []).filter(
      (s) => !hiddenTitle(s),
    );
    const textOf = (s: string) =>
      [...s.replace(/<a:fld\b.*?<\/a:fld>/gs, "").matchAll(/<a:t>([^<]*)<\/a:t>/g)]
        .map((m) => unescapeXml(m[1]!))
        .join(" ");
    const title = shapes
      .filter((s) => /<p:ph [^>]*type="(title|ctrTitle)"/.test(s))
      .map(textOf)
      .join(" ")
      .trim();
    const words = shapes.flatMap((s) => textOf(s).split(/\s+/)).filter((w) => compact(w).length >= 2);
    const isBody = (s: string) =>
      s.startsWith("<p:sp>") &&
      (/<p:cNvSpPr txBox="1"/.test(s) || /<p:ph(?: idx="\d+")?(?: type="(body|obj)")?(?: idx="\d+")?\/>/.test(s));
    const wordsOf = (list: string[]) =>
      new Set(
        list
          .flatMap((s) => textOf(s).split(/\s+/))
          .map(compact)
          .filter((w) => w.length >= 2),
      );
    const slideRels = files[`ppt/slides/_rels/${target(id)!.split("/").pop()}.rels`];
    const layoutFile = slideRels
      ? [...strFromU8(slideRels).matchAll(/<Relationship [^>]*>/g)]
          .map((m) => m[0])
          .find((r) => /\/slideLayout"/.test(r))
          ?.match(/Target="[^"]*?([^"/]+)"/)?.[1]
      : undefined;
    const layout = layoutFile && files[`ppt/slideLayouts/${layoutFile}`] ? read(`ppt/slideLayouts/${layoutFile}`) : "";
    const opening = /<p:sldLayout [^>]*type="(title|secHead)"/.test(layout);
    // Footers, dates and slide numbers, and words the layout or its master draws themselves (a logo's "ACME").
    const layoutRels = layoutFile ? files[`ppt/slideLayouts/_rels/${layoutFile}.rels`] : undefined;
    const masterFile = layoutRels ? /Target="[^"]*?(slideMaster\d+\.xml)"/.exec(strFromU8(layoutRels))?.[1] : undefined;
    const master = masterFile && files[`ppt/slideMasters/${masterFile}`] ? read(`ppt/slideMasters/${masterFile}`) : "";
    const artworkText = [layout, master].flatMap((x) =>
      (x.match(/<p:sp>.*?<\/p:sp>/gs) ?? []).filter((s) => !/<p:ph\b/.test(s)),
    );
    const chrome = wordsOf([...shapes.filter((s) => /<p:ph [^>]*type="(dt|ftr|sldNum)"/.test(s)), ...artworkText]);
    const drawn = (xml.match(/<p:sp>.*?<\/p:sp>|<p:pic>.*?<\/p:pic>|<p:graphicFrame>.*?<\/p:graphicFrame>/gs) ?? [])
      .filter((s) => !/<p:ph\b/.test(s) && !/txBox="1"/.test(s))
      .map((s) => /<a:off x="(-?\d+)" y="(-?\d+)"\/><a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(s))
      .filter((m): m is RegExpExecArray => !!m)
      .map((m) => ({ x: Number(m[1]), y: Number(m[2]), cx: Number(m[3]), cy: Number(m[4]) }))
      .filter((b) => b.cx * b.cy < slideW * slideH * 0.8)
      .map((b) => ({ x0: b.x / 12700, x1: (b.x + b.cx) / 12700, y0: b.y / 12700, y1: (b.y + b.cy) / 12700 }));
    // A table is drawn as tall as its rows, wherever its frame is (a table placeholder's frame is the whole box).
    for (const t of shapes.filter((s) => s.includes("<a:tbl>"))) {
      const y = Number(/<a:off x="-?\d+" y="(-?\d+)"\/>/.exec(t)?.[1] ?? NaN);
      const rowsH = [...t.matchAll(/<a:tr h="(\d+)"/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      if (Number.isFinite(y) && rowsH > 0)
        drawn.push({
          x0: Number(/<a:off x="(-?\d+)"/.exec(t)?.[1] ?? 0) / 12700,
          x1: (Number(/<a:off x="(-?\d+)"/.exec(t)?.[1] ?? 0) + Number(/<a:ext cx="(\d+)"/.exec(t)?.[1] ?? 0)) / 12700,
          y0: y / 12700,
          y1: (y + rowsH) / 12700,
        });
    }
    const bodyParagraphs = shapes
      .filter(isBody)
      .flatMap((s) => s.match(/<a:p>.*?<\/a:p>/gs) ?? [])
      .filter((p) => /<a:t>[^<]*\S[^<]*<\/a:t>/.test(p));
    const statement = bodyParagraphs.length === 1 && drawn.length === 0 && !shapes.some((s) => s.includes("<a:tbl>"));
    return {
      title,
      words,
      body: wordsOf(shapes.filter(isBody)),
      table: wordsOf(shapes.filter((s) => s.includes("<a:tbl>"))),
      opening,
      chrome,
      drawn,
      statement,
    };
  });
}

function readPages(pdf: string): Page[] {
  const html = execFileSync("pdftotext", ["-bbox-layout", pdf, "-"], { encoding: "utf8", maxBuffer: 64 << 20 });
  const pages: Page[] = [];
  let line = 0;
  for (const p of html.split(/<page /).slice(1)) {
    const width = Number(/width="([\d.]+)"/.exec(p)![1]);
    const height = Number(/height="([\d.]+)"/.exec(p)![1]);
    const words: Word[] = [];
    for (const l of p.split(/<line /).slice(1)) {
      line++;
      for (const m of l.matchAll(
        /<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g,
      )) {
        words.push({
          text: unescapeXml(m[5]!),
          x0: Number(m[1]),
          y0: Number(m[2]),
          x1: Number(m[3]),
          y1: Number(m[4]),
          line,
        });
      }
    }
    pages.push({ width, height, words });
  }
  return pages;
}

/** Every page's runs of text with their font sizes (pdftohtml's XML at zoom 1: sizes in points). */
function readRuns(pdf: string): Array<Array<{ text: string; size: number }>> {
  const xml = execFileSync("pdftohtml", ["-xml", "-i", "-zoom", "1", "-stdout", pdf], {
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  const sizes = new Map<string, number>();
  for (const m of xml.matchAll(/<fontspec id="(\d+)" size="([-\d.]+)"/g)) sizes.set(m[1]!, Number(m[2]));
  return xml
    .split(/<page /)
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<text [^>]*font="(\d+)"[^>]*>(.*?)<\/text>/g)].map((m) => ({
        text: unescapeXml(m[2]!.replace(/<[^>]+>/g, "")),
        size: sizes.get(m[1]!) ?? 0,
      })),
    );
}

interface Raster {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Reads a binary PPM (P6) as written by pdftoppm. */
export function readPpm(bytes: Uint8Array): Raster {
  let pos = 0;
  const token = () => {
    while (/\s/.test(String.fromCharCode(bytes[pos]!)) || bytes[pos] === 0x23) {
      if (bytes[pos] === 0x23) while (bytes[pos] !== 0x0a) pos++;
      pos++;
    }
    const start = pos;
    while (!/\s/.test(String.fromCharCode(bytes[pos]!))) pos++;
    return String.fromCharCode(...bytes.subarray(start, pos));
  };
  if (token() !== "P6") throw new Error("not a binary PPM");
  const width = Number(token());
  const height = Number(token());
  token();
  pos++;
  return { width, height, data: bytes.subarray(pos, pos + width * height * 3) };
}

/** The page's background: the most common colour down a column near its right edge (clear of left-hand accent bars). */
function pageBackground(img: Raster): [number, number, number] {
  const counts = new Map<number, number>();
  const x = Math.floor(img.width * 0.97);
  for (let y = 0; y < img.height; y += 2) {
    const i = (y * img.width + x) * 3;
    const rgb = (img.data[i]! << 16) | (img.data[i + 1]! << 8) | img.data[i + 2]!;
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
  }
  const [rgb] = [...counts].reduce((a, b) => (b[1] > a[1] ? b : a), [0xffffff, -1]);
  return [rgb >> 16, (rgb >> 8) & 255, rgb & 255];
}

/** Rows (pixel indices) between `from` and `to` (shares of the height) holding something drawn: 1% of the pixels between 5% and 95% of the width unlike the background. */
function inkedRows(img: Raster, from: number, to: number): number[] {
  const { width, height, data } = img;
  const [br, bg, bb] = pageBackground(img);
  const [x0, x1] = [Math.floor(width * 0.05), Math.ceil(width * 0.95)];
  const rows: number[] = [];
  for (let y = Math.floor(height * from); y < Math.floor(height * to); y++) {
    let ink = 0;
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 3;
      if (Math.abs(data[i]! - br) + Math.abs(data[i + 1]! - bg) + Math.abs(data[i + 2]! - bb) > 60) ink++;
    }
    if (ink >= (x1 - x0) * 0.01) rows.push(y);
  }
  return rows;
}

const inkBelow = (img: Raster, from: number, to: number) => inkedRows(img, from, to).length > 0;

const hex = (r: number, g: number, b: number): Rgb =>
  ((r << 16) | (g << 8) | b).toString(16).padStart(6, "0").toUpperCase();

/** Contrast between a word's background (its most common colour) and its ink (the 97th percentile of contrast against it). */
export function wordContrast(
  img: Raster,
  box: { x0: number; y0: number; x1: number; y1: number },
  scale: number,
): { ratio: number; bg: Rgb; ink: Rgb } | null {
  const x0 = Math.max(0, Math.floor(box.x0 * scale));
  const y0 = Math.max(0, Math.floor(box.y0 * scale));
  const x1 = Math.min(img.width, Math.ceil(box.x1 * scale));
  const y1 = Math.min(img.height, Math.ceil(box.y1 * scale));
  if (x1 - x0 < 3 || y1 - y0 < 3) return null;
  const counts = new Map<number, number>();
  const pixels: number[] = [];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * img.width + x) * 3;
      const rgb = (img.data[i]! << 16) | (img.data[i + 1]! << 8) | img.data[i + 2]!;
      pixels.push(rgb);
      const q = rgb & 0xf0f0f0;
      counts.set(q, (counts.get(q) ?? 0) + 1);
    }
  }
  let mode = 0;
  let most = -1;
  for (const [q, n] of counts) if (n > most) [mode, most] = [q, n];
  // The background is the mean of the pixels in the modal bucket.
  let r = 0,
    g = 0,
    b = 0,
    n = 0;
  for (const p of pixels)
    if ((p & 0xf0f0f0) === mode) [r, g, b, n] = [r + (p >> 16), g + ((p >> 8) & 255), b + (p & 255), n + 1];
  const bg = hex(Math.round(r / n), Math.round(g / n), Math.round(b / n));
  // Per-pixel contrast from a channel table (this runs for every word of every page: strings and sorts of objects are slow).
  const bgLum = luminance(bg);
  const scores = new Float64Array(pixels.length);
  pixels.forEach((p, i) => {
    const l = 0.2126 * LINEAR[p >> 16]! + 0.7152 * LINEAR[(p >> 8) & 255]! + 0.0722 * LINEAR[p & 255]!;
    scores[i] = (Math.max(l, bgLum) + 0.05) / (Math.min(l, bgLum) + 0.05);
  });
  const ratio = [...scores].sort((a, z) => z - a)[Math.floor(scores.length * 0.03)]!;
  const ink = pixels[scores.indexOf(ratio)]!;
  return { ratio, bg, ink: hex(ink >> 16, (ink >> 8) & 255, ink & 255) };
}

const LINEAR = Float64Array.from({ length: 256 }, (_, v) => toLinear(v));

function overlapShare(a: Word, b: Word): { area: number; height: number } {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return { area: 0, height: 0 };
  const smaller = Math.min((a.x1 - a.x0) * (a.y1 - a.y0), (b.x1 - b.x0) * (b.y1 - b.y0));
  return { area: (w * h) / smaller, height: h / Math.min(a.y1 - a.y0, b.y1 - b.y0) };
}

function measurePage(page: Page, expected: SlideText, n: number, img: Raster | null, pageScale = 1): Finding[] {
  const out: Finding[] = [];
  const text = compact(page.words.map((w) => w.text).join(""));
  if (expected.title && !text.includes(compact(expected.title)))
    out.push({ check: "missing-title", page: n, detail: `title "${expected.title}" is not on the page` });
  const missing = [...new Set(expected.words.filter((w) => !text.includes(compact(w))))];
  if (missing.length)
    out.push({ check: "missing-word", page: n, detail: `not on the page: ${missing.slice(0, 8).join(", ")}` });
  for (const w of page.words) {
    if (
      w.x0 < -EDGE_TOLERANCE ||
      w.y0 < -EDGE_TOLERANCE ||
      w.x1 > page.width + EDGE_TOLERANCE ||
      w.y1 > page.height + EDGE_TOLERANCE
    ) {
      out.push({
        check: "outside",
        page: n,
        detail: `"${w.text}" at ${w.x0.toFixed(0)},${w.y0.toFixed(0)}–${w.x1.toFixed(0)},${w.y1.toFixed(0)} on a ${page.width.toFixed(0)}×${page.height.toFixed(0)} page`,
      });
    }
  }
  for (let i = 0; i < page.words.length; i++) {
    for (let j = i + 1; j < page.words.length; j++) {
      const a = page.words[i]!;
      const b = page.words[j]!;
      if (a.line === b.line) continue;
      const share = overlapShare(a, b);
      if (share.area < OVERLAP_AREA || share.height < OVERLAP_HEIGHT) continue;
      const shadow =
        a.text === b.text && Math.abs(a.x0 - b.x0) < SHADOW_OFFSET && Math.abs(a.y0 - b.y0) < SHADOW_OFFSET;
      if (!shadow)
        out.push({
          check: "overlap",
          page: n,
          detail: `"${a.text}" and "${b.text}" overlap (${Math.round(share.area * 100)}%)`,
        });
    }
  }
  // Balance: a slide's content (words, and on the picture anything drawn: shapes, charts, photos) may not all sit in its
  // top 40%; footers, dates and slide numbers in the bottom tenth aside.
  const content = page.words.filter((w) => w.y0 < page.height * 0.9 && compact(w.text).length > 0);
  const wordsLow = content.some((w) => w.y1 >= page.height * TOP_HEAVY);
  if (content.length >= 3 && !wordsLow && !(img && inkBelow(img, TOP_HEAVY, 0.9))) {
    out.push({
      check: "top-heavy",
      page: n,
      detail: `everything on the slide ends above ${Math.round(TOP_HEAVY * 100)}% of its height`,
    });
  }
  const frame = 960 / page.width;
  const body = expected.body ?? new Set<string>();
  const table = expected.table ?? new Set<string>();
  // Type size: a run is body text when most of its words are the slide's body words (table cells alike).
  const share = (words: string[], set: Set<string>) =>
    words.filter((w) => set.has(w)).length / Math.max(1, words.length);
  for (const run of page.runs ?? []) {
    const words = run.text
      .split(/\s+/)
      .map(compact)
      .filter((w) => w.length >= 2 && !/^\d+$/.test(w));
    if (!words.length || words.every((w) => expected.chrome?.has(w))) continue;
    const size = run.size * frame;
    if (share(words, body) >= 0.6 && size < MIN_BODY_PT - 0.5)
      out.push({
        check: "small-text",
        page: n,
        detail: `"${run.text.slice(0, 40)}" is ${size.toFixed(1)} pt (frame) body text, under ${MIN_BODY_PT}`,
      });
    else if (share(words, table) >= 0.6 && share(words, body) < 0.6 && size < MIN_TABLE_PT - 0.5)
      out.push({
        check: "small-text",
        page: n,
        detail: `"${run.text.slice(0, 40)}" is ${size.toFixed(1)} pt (frame) table text, under ${MIN_TABLE_PT}`,
      });
  }
  // Fill: a content slide's words below its title span at least half the height down to the footer band.
  const titleWords = new Set(expected.title.split(/\s+/).map(compact).filter(Boolean));
  const lines = new Map<number, Word[]>();
  for (const w of page.words) lines.set(w.line, [...(lines.get(w.line) ?? []), w]);
  const isTitleLine = (ws: Word[]) =>
    ws.every((w) => titleWords.has(compact(w.text)) || !compact(w.text)) &&
    ws.some((w) => compact(w.text)) &&
    ws[0]!.y0 < page.height * 0.45;
  // The title's lines come before the content's: a table header or a point below that repeats a title word is content.
  const firstContent = Math.min(
    ...[...lines.values()]
      .filter((ws) => !isTitleLine(ws) && ws.some((w) => compact(w.text) && !expected.chrome?.has(compact(w.text))))
      .map((ws) => ws[0]!.y0),
  );
  const titleLines = [...lines.values()].filter((ws) => isTitleLine(ws) && ws[0]!.y0 < firstContent);
  const horizontal = titleLines.filter((ws) => ws.some((w) => w.x1 - w.x0 > w.y1 - w.y0));
  if (expected.title && !expected.opening && !expected.statement && titleLines.length) {
    const top = horizontal.length ? Math.max(...horizontal.flat().map((w) => w.y1)) : page.height * 0.05;
    const bottom = page.height * 0.9;
    const chrome = expected.chrome ?? new Set<string>();
    const below = [...lines.entries()].filter(
      ([, ws]) =>
        !titleLines.includes(ws) &&
        ws.some((w) => compact(w.text) && !chrome.has(compact(w.text))) &&
        ws[0]!.y0 >= top - 1 &&
        ws[0]!.y1 <= bottom,
    );
    // What is drawn counts with the words (cards, lines, pictures, charts, tables), scaled from the slide to the page.
    // Without the slide's shapes (a PDF Quire drew itself), what is drawn is read from the page's pixels.
    const inked = !expected.drawn && img ? inkedRows(img, top / page.height, bottom / page.height) : [];
    const fromPixels = inked.length
      ? [{ y0: (inked[0]! / img!.height) * page.height, y1: ((inked.at(-1)! + 1) / img!.height) * page.height }]
      : [];
    const shapes: NonNullable<SlideText["drawn"]> =
      expected.drawn ?? fromPixels.map((d) => ({ y0: d.y0 / pageScale, y1: d.y1 / pageScale }));
    const drawn = shapes
      .filter((d) => d.y0 * pageScale >= top - 1 && d.y1 * pageScale <= bottom + 1)
      .map((d) => ({ ...d, y0: d.y0 * pageScale, y1: d.y1 * pageScale }));
    if (below.length >= 3 && bottom > top) {
      const spans = [...below.flatMap(([, ws]) => ws), ...drawn];
      const span = Math.max(...spans.map((w) => w.y1)) - Math.min(...spans.map((w) => w.y0));
      const fill = span / (bottom - top);
      if (fill < MIN_FILL)
        out.push({
          check: "sparse",
          page: n,
          detail: `the content spans ${Math.round(fill * 100)}% of the ${Math.round(bottom - top)} pt below the title`,
        });
      // Width: a designed slide's shapes and words span most of the width between the title's left margin and its mirror.
      const placed = drawn.filter((d) => d.x0 !== undefined && d.x1 !== undefined);
      const left = Math.min(...titleLines.flat().map((w) => w.x0));
      if (placed.length && left < page.width / 3) {
        const across = [
          ...below.flatMap(([, ws]) => ws),
          ...placed.map((d) => ({ x0: d.x0! * pageScale, x1: d.x1! * pageScale })),
        ];
        const width = Math.max(...across.map((w) => w.x1)) - Math.min(...across.map((w) => w.x0));
        const share = width / (page.width - 2 * left);
        if (share < MIN_WIDTH)
          out.push({
            check: "narrow",
            page: n,
            detail: `the content spans ${Math.round(share * 100)}% of the ${Math.round(page.width - 2 * left)} pt between the margins`,
          });
      }
    }
  }
  if (img) {
    const scale = img.width / page.width;
    for (const w of page.words) {
      const key = compact(w.text);
      if (key.length === 0) continue;
      const c = wordContrast(img, w, scale);
      // Body words of normal size need 4.5:1; headings, large type (≥ 24 pt) and chart labels 3:1.
      const large = ((w.y1 - w.y0) / 1.25) * frame >= 24;
      const bar = body.has(key) && !titleWords.has(key) && !large ? MIN_BODY_CONTRAST : MIN_WORD_CONTRAST;
      if (c && c.ratio < bar)
        out.push({
          check: "contrast",
          page: n,
          detail: `"${w.text}" is #${c.ink} on #${c.bg} (${c.ratio.toFixed(1)}:1, needs ${bar}:1)`,
        });
    }
  }
  return out;
}

export const canMeasure =
  !spawnSync("soffice", ["--version"], { stdio: "ignore" }).error &&
  !spawnSync("pdftoppm", ["-v"], { stdio: "ignore" }).error;

/**
 * Converts every deck with one LibreOffice run and measures each page; `decks` maps a file stem to .pptx bytes.
 * `pixels: false` leaves out what needs the page drawn (contrast, ink below the words), for callers that check neither.
 */
export function measureDecks(
  decks: Record<string, Uint8Array>,
  options: { pixels?: boolean } = {},
): Record<string, MeasuredDeck> {
  const dir = mkdtempSync(join(tmpdir(), "quire-measure-"));
  try {
    const inputs = Object.entries(decks).map(([name, bytes]) => {
      const path = join(dir, `${name}.pptx`);
      writeFileSync(path, bytes);
      return path;
    });
    const convert = (files: string[]) =>
      convertWithSoffice(files, "pdf", join(dir, "out"), { profile: join(dir, "profile"), timeout: 600_000 });
    convert(inputs);
    // A long batch now and then ends before its last files (soffice exits 0 either way): those get a run of their own.
    const missed = inputs.filter((path) => !existsSync(join(dir, "out", `${basename(path, ".pptx")}.pdf`)));
    if (missed.length) convert(missed);
    const result: Record<string, MeasuredDeck> = {};
    for (const [name, bytes] of Object.entries(decks)) {
      const expected = slideTexts(bytes);
      const pdf = join(dir, "out", `${name}.pdf`);
      if (!existsSync(pdf)) {
        result[name] = {
          slides: expected.length,
          pages: 0,
          pageSize: [0, 0],
          findings: [{ check: "page-count", page: 0, detail: "LibreOffice did not convert the deck" }],
        };
        continue;
      }
      const pages = readPages(pdf);
      readRuns(pdf).forEach((runs, i) => pages[i] && (pages[i]!.runs = runs));
      const findings: Finding[] = [];
      if (pages.length !== expected.length)
        findings.push({ check: "page-count", page: 0, detail: `${pages.length} pages for ${expected.length} slides` });
      const prefix = join(dir, `${name}-page`);
      if (options.pixels !== false) execFileSync("pdftoppm", ["-r", String(DPI), pdf, prefix]);
      pages.forEach((page, i) => {
        const digits = String(pages.length).length;
        const ppm = `${prefix}-${String(i + 1).padStart(digits, "0")}.ppm`;
        const img = existsSync(ppm) ? readPpm(readFileSync(ppm)) : null;
        findings.push(...measurePage(page, expected[i] ?? { title: "", words: [] }, i + 1, img));
      });
      result[name] = { slides: expected.length, pages: pages.length, pageSize: sizeOf(pages), findings };
    }
    return result;
  } finally {
    if (!process.env.QUIRE_KEEP_MEASURE) rmSync(dir, { recursive: true, force: true });
    else console.log(`measure-deck: kept ${dir}`);
  }
}

const NOT_SHOWN = new Set([
  "layout",
  "src",
  "alt",
  "notes",
  "icon",
  "side",
  "trend",
  "kind",
  "theme",
  "chrome",
  "size",
  "credit",
  "focus",
]);

/** Source fields that hold body text (bullets, paragraphs, list items, card lines, labels, roles, contact lines). */
const BODY_FIELDS = [
  "bullets",
  "body",
  "left",
  "right",
  "items",
  "columns",
  "cards",
  "metrics",
  "people",
  "steps",
  "contact",
];
const OPENING = new Set(["title", "section", "closing", "quote", "full-bleed", "image-text"]);

/** Each source slide's title and words (every string it shows; not image data, notes or settings). */
export function sourceTexts(deck: Deck): SlideText[] {
  const strings = (v: unknown, key = ""): string[] => {
    if (NOT_SHOWN.has(key)) return [];
    if (typeof v === "string") return [v];
    if (Array.isArray(v)) return v.flatMap((x) => strings(x));
    if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => strings(x, k));
    return [];
  };
  const set = (v: unknown) =>
    new Set(
      strings(v)
        .flatMap((t) => t.split(/\s+/))
        .map(compact)
        .filter((w) => w.length >= 2),
    );
  return deck.slides.map((slide) => {
    const fields = slide as Record<string, unknown>;
    return {
      title: "title" in slide && slide.title ? slide.title : "",
      words: strings(slide)
        .flatMap((t) => t.split(/\s+/))
        .filter((w) => compact(w).length >= 2),
      body: set(
        BODY_FIELDS.map((k) =>
          k === "columns" && slide.layout === "comparison"
            ? slide.columns.map((c) => c.points)
            : k === "columns"
              ? []
              : fields[k],
        ),
      ),
      table: set(
        slide.layout === "table"
          ? [slide.table.columns, slide.table.rows.map((r) => r.map((c) => (c === null ? "" : String(c))))]
          : [],
      ),
      opening: OPENING.has(slide.layout),
      statement: slide.layout === "bullets" && slide.bullets.length === 1 && typeof slide.bullets[0] === "string",
    };
  });
}

/** Measures a PDF Quire wrote (no LibreOffice): the same checks, the expected words taken from the source. */
export function measurePdf(pdf: string, deck: Deck): MeasuredDeck {
  const expected = sourceTexts(deck);
  const pages = readPages(pdf);
  readRuns(pdf).forEach((runs, i) => pages[i] && (pages[i]!.runs = runs));
  const findings: Finding[] = [];
  if (pages.length !== expected.length)
    findings.push({ check: "page-count", page: 0, detail: `${pages.length} pages for ${expected.length} slides` });
  const prefix = pdf.replace(/\.pdf$/, "-page");
  execFileSync("pdftoppm", ["-r", String(DPI), pdf, prefix]);
  const digits = String(pages.length).length;
  pages.forEach((page, i) => {
    const ppm = `${prefix}-${String(i + 1).padStart(digits, "0")}.ppm`;
    findings.push(
      ...measurePage(
        page,
        expected[i] ?? { title: "", words: [] },
        i + 1,
        existsSync(ppm) ? readPpm(readFileSync(ppm)) : null,
      ),
    );
  });
  return { slides: expected.length, pages: pages.length, pageSize: sizeOf(pages), findings };
}

const sizeOf = (pages: Page[]): [number, number] => (pages[0] ? [pages[0].width, pages[0].height] : [0, 0]);
