// Renders generated decks with LibreOffice and measures every page: page count, titles, words present and inside, overlaps, contrast.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { luminance, toLinear, type Rgb } from "../../src/formats/pptx/design/colour.js";
import type { Deck } from "../../src/formats/source.js";

export type Check = "page-count" | "missing-title" | "missing-word" | "outside" | "overlap" | "contrast" | "top-heavy";

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

/** Visible contrast a word must keep against what is behind it (WCAG's bar for large text and graphics). */
export const MIN_WORD_CONTRAST = 3;
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
}

interface SlideText {
  title: string;
  words: string[];
}

/** Letters, digits and marks only, case-folded: how words are compared between the slide XML and the PDF. */
export const compact = (s: string) => s.normalize("NFKC").toLowerCase().replace(/[^\p{L}\p{N}\p{M}]/gu, "");

const unescapeXml = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, "&");

/** Each slide's title and words, in presentation order, read from the package itself. */
export function slideTexts(pptx: Uint8Array): SlideText[] {
  const files = unzipSync(pptx);
  const read = (name: string) => strFromU8(files[name]!);
  const rels = read("ppt/_rels/presentation.xml.rels");
  const target = (id: string) => new RegExp(`<Relationship [^>]*Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ?? new RegExp(`<Relationship [^>]*Target="([^"]+)"[^>]*Id="${id}"`).exec(rels)?.[1];
  const ids = [...read("ppt/presentation.xml").matchAll(/<p:sldId [^>]*r:id="([^"]+)"/g)].map((m) => m[1]!);
  return ids.map((id) => {
    const xml = read(`ppt/${target(id)!.replace(/^\/?ppt\//, "")}`);
    const shapes = xml.match(/<p:sp>.*?<\/p:sp>|<p:graphicFrame>.*?<\/p:graphicFrame>/gs) ?? [];
    const textOf = (s: string) => [...s.replace(/<a:fld\b.*?<\/a:fld>/gs, "").matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => unescapeXml(m[1]!)).join(" ");
    const title = shapes.filter((s) => /<p:ph [^>]*type="(title|ctrTitle)"/.test(s)).map(textOf).join(" ").trim();
    const words = shapes.flatMap((s) => textOf(s).split(/\s+/)).filter((w) => compact(w).length >= 2);
    return { title, words };
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
      for (const m of l.matchAll(/<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">([^<]*)<\/word>/g)) {
        words.push({ text: unescapeXml(m[5]!), x0: Number(m[1]), y0: Number(m[2]), x1: Number(m[3]), y1: Number(m[4]), line });
      }
    }
    pages.push({ width, height, words });
  }
  return pages;
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

/** Whether any row between `from` and `to` (shares of the height) holds something drawn: 1% of its pixels unlike the page's corner colour. */
function inkBelow(img: Raster, from: number, to: number): boolean {
  const { width, height, data } = img;
  const [br, bg, bb] = [data[0]!, data[1]!, data[2]!];
  for (let y = Math.floor(height * from); y < Math.floor(height * to); y++) {
    let ink = 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (Math.abs(data[i]! - br) + Math.abs(data[i + 1]! - bg) + Math.abs(data[i + 2]! - bb) > 60) ink++;
    }
    if (ink >= width * 0.01) return true;
  }
  return false;
}

const hex = (r: number, g: number, b: number): Rgb => ((r << 16) | (g << 8) | b).toString(16).padStart(6, "0").toUpperCase();

/** Contrast between a word's background (its most common colour) and its ink (the 97th percentile of contrast against it). */
export function wordContrast(img: Raster, box: { x0: number; y0: number; x1: number; y1: number }, scale: number): { ratio: number; bg: Rgb; ink: Rgb } | null {
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
  let r = 0, g = 0, b = 0, n = 0;
  for (const p of pixels) if ((p & 0xf0f0f0) === mode) [r, g, b, n] = [r + (p >> 16), g + ((p >> 8) & 255), b + (p & 255), n + 1];
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

function measurePage(page: Page, expected: SlideText, n: number, img: Raster | null): Finding[] {
  const out: Finding[] = [];
  const text = compact(page.words.map((w) => w.text).join(""));
  if (expected.title && !text.includes(compact(expected.title))) out.push({ check: "missing-title", page: n, detail: `title "${expected.title}" is not on the page` });
  const missing = [...new Set(expected.words.filter((w) => !text.includes(compact(w))))];
  if (missing.length) out.push({ check: "missing-word", page: n, detail: `not on the page: ${missing.slice(0, 8).join(", ")}` });
  for (const w of page.words) {
    if (w.x0 < -EDGE_TOLERANCE || w.y0 < -EDGE_TOLERANCE || w.x1 > page.width + EDGE_TOLERANCE || w.y1 > page.height + EDGE_TOLERANCE) {
      out.push({ check: "outside", page: n, detail: `"${w.text}" at ${w.x0.toFixed(0)},${w.y0.toFixed(0)}–${w.x1.toFixed(0)},${w.y1.toFixed(0)} on a ${page.width.toFixed(0)}×${page.height.toFixed(0)} page` });
    }
  }
  for (let i = 0; i < page.words.length; i++) {
    for (let j = i + 1; j < page.words.length; j++) {
      const a = page.words[i]!;
      const b = page.words[j]!;
      if (a.line === b.line) continue;
      const share = overlapShare(a, b);
      if (share.area < OVERLAP_AREA || share.height < OVERLAP_HEIGHT) continue;
      const shadow = a.text === b.text && Math.abs(a.x0 - b.x0) < SHADOW_OFFSET && Math.abs(a.y0 - b.y0) < SHADOW_OFFSET;
      if (!shadow) out.push({ check: "overlap", page: n, detail: `"${a.text}" and "${b.text}" overlap (${Math.round(share.area * 100)}%)` });
    }
  }
  // Balance: a slide's content (words, and on the picture anything drawn: shapes, charts, photos) may not all sit in its
  // top 40%; footers, dates and slide numbers in the bottom tenth aside.
  const content = page.words.filter((w) => w.y0 < page.height * 0.9 && compact(w.text).length > 0);
  const wordsLow = content.some((w) => w.y1 >= page.height * TOP_HEAVY);
  if (content.length >= 3 && !wordsLow && !(img && inkBelow(img, TOP_HEAVY, 0.9))) {
    out.push({ check: "top-heavy", page: n, detail: `everything on the slide ends above ${Math.round(TOP_HEAVY * 100)}% of its height` });
  }
  if (img) {
    const scale = img.width / page.width;
    for (const w of page.words) {
      if (compact(w.text).length === 0) continue;
      const c = wordContrast(img, w, scale);
      if (c && c.ratio < MIN_WORD_CONTRAST) out.push({ check: "contrast", page: n, detail: `"${w.text}" is #${c.ink} on #${c.bg} (${c.ratio.toFixed(1)}:1)` });
    }
  }
  return out;
}

export const canMeasure = !spawnSync("soffice", ["--version"], { stdio: "ignore" }).error && !spawnSync("pdftoppm", ["-v"], { stdio: "ignore" }).error;

/**
 * Converts every deck with one LibreOffice run and measures each page; `decks` maps a file stem to .pptx bytes.
 * `pixels: false` leaves out what needs the page drawn (contrast, ink below the words), for callers that check neither.
 */
export function measureDecks(decks: Record<string, Uint8Array>, options: { pixels?: boolean } = {}): Record<string, MeasuredDeck> {
  const dir = mkdtempSync(join(tmpdir(), "quire-measure-"));
  try {
    const inputs = Object.entries(decks).map(([name, bytes]) => {
      const path = join(dir, `${name}.pptx`);
      writeFileSync(path, bytes);
      return path;
    });
    const convert = (files: string[]) => spawnSync("soffice", [`-env:UserInstallation=file://${join(dir, "profile")}`, "--headless", "--norestore", "--convert-to", "pdf", "--outdir", join(dir, "out"), ...files], { stdio: "ignore", timeout: 600_000 });
    convert(inputs);
    // A long batch now and then ends before its last files (soffice exits 0 either way): those get a run of their own.
    const missed = inputs.filter((path) => !existsSync(join(dir, "out", `${basename(path, ".pptx")}.pdf`)));
    if (missed.length) convert(missed);
    const result: Record<string, MeasuredDeck> = {};
    for (const [name, bytes] of Object.entries(decks)) {
      const expected = slideTexts(bytes);
      const pdf = join(dir, "out", `${name}.pdf`);
      if (!existsSync(pdf)) {
        result[name] = { slides: expected.length, pages: 0, pageSize: [0, 0], findings: [{ check: "page-count", page: 0, detail: "LibreOffice did not convert the deck" }] };
        continue;
      }
      const pages = readPages(pdf);
      const findings: Finding[] = [];
      if (pages.length !== expected.length) findings.push({ check: "page-count", page: 0, detail: `${pages.length} pages for ${expected.length} slides` });
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

const NOT_SHOWN = new Set(["layout", "src", "alt", "notes", "icon", "side", "trend", "kind", "theme", "chrome", "size"]);

/** Each source slide's title and words (every string it shows; not image data, notes or settings). */
export function sourceTexts(deck: Deck): SlideText[] {
  const strings = (v: unknown, key = ""): string[] => {
    if (NOT_SHOWN.has(key)) return [];
    if (typeof v === "string") return [v];
    if (Array.isArray(v)) return v.flatMap((x) => strings(x));
    if (v && typeof v === "object") return Object.entries(v).flatMap(([k, x]) => strings(x, k));
    return [];
  };
  return deck.slides.map((slide) => ({
    title: "title" in slide && slide.title ? slide.title : "",
    words: strings(slide).flatMap((t) => t.split(/\s+/)).filter((w) => compact(w).length >= 2),
  }));
}

/** Measures a PDF Quire wrote (no LibreOffice): the same checks, the expected words taken from the source. */
export function measurePdf(pdf: string, deck: Deck): MeasuredDeck {
  const expected = sourceTexts(deck);
  const pages = readPages(pdf);
  const findings: Finding[] = [];
  if (pages.length !== expected.length) findings.push({ check: "page-count", page: 0, detail: `${pages.length} pages for ${expected.length} slides` });
  const prefix = pdf.replace(/\.pdf$/, "-page");
  execFileSync("pdftoppm", ["-r", String(DPI), pdf, prefix]);
  const digits = String(pages.length).length;
  pages.forEach((page, i) => {
    const ppm = `${prefix}-${String(i + 1).padStart(digits, "0")}.ppm`;
    findings.push(...measurePage(page, expected[i] ?? { title: "", words: [] }, i + 1, existsSync(ppm) ? readPpm(readFileSync(ppm)) : null));
  });
  return { slides: expected.length, pages: pages.length, pageSize: sizeOf(pages), findings };
}

const sizeOf = (pages: Page[]): [number, number] => (pages[0] ? [pages[0].width, pages[0].height] : [0, 0]);
