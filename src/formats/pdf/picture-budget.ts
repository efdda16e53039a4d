// A picture's pixel budget, checked on its header before anything decodes it: a PNG or JPEG within the working size is
// embedded as it is; a larger one, or a picture pdfkit cannot embed (GIF, WebP, BMP, SVG), is decoded once and drawn at
// most at the working size on @napi-rs/canvas; one declaring more than the decode limit, or whose header cannot be
// read, is never decoded. A document's decoding is bounded in all, so many modest pictures cannot add up.
import { createRequire } from "node:module";
import type * as Canvas from "@napi-rs/canvas";
import { readImageHeader, SVG_DEFAULT_SIZE, svgRoot, type ImageHeader } from "../../lib/image-header.js";
import { openPixels, pixelsOf, type Pixels } from "./pixel-image.js";
import { downscalePng } from "../../lib/png-stream.js";

export const PICTURE_BUDGET = {
  /**
   * The longest side a picture is embedded at: the widest slide picture is 3840 px, so a full-bleed picture keeps a
   * pixel for each pixel shown; 4096² RGBA is 64 MB decoded, which pdfkit (a PNG with alpha) and pdf.js (every page
   * that shows it) may each hold.
   */
  workingSide: 4096,
  /** Pixels past which a picture is never decoded: the upload limit (ASSET_MAX_PIXELS' default), 400 MB as RGBA. */
  decodeLimit: 100_000_000,
  /** Pixels one document (or template) may decode in all — redrawn pictures and the PNGs pdfkit decodes — about 1.6 GB of RGBA over its life, one at a time. */
  documentPixels: 400_000_000,
  /** An SVG's bytes: its parse alone past this outweighs a slide (real icons and illustrations are kilobytes). */
  svgBytes: 8 * 1024 * 1024,
} as const;

/** What becomes of a picture, decided from its header alone. */
export type PicturePlan =
  | {
      kind: "as-is";
      header: ImageHeader;
      /** Pixels pdfkit decodes to embed it (a PNG with alpha, a palette or interlace), else 0. */ decodes: number;
    }
  | { kind: "redraw"; header: ImageHeader; width: number; height: number; decodes: number }
  | { kind: "refused"; reason: string };

/**
 * A picture ready to embed — PNG or JPEG bytes for pdfkit's openImage, or the pixels the budget redrew — with its own
 * size in pixels (what it shows at 1:1 and its tiles' size, whatever size it is embedded at), or why it is left out.
 */
export type FittedPicture =
  (({ bytes: Buffer } | { pixels: Pixels }) & { width: number; height: number }) | { refused: string };

const millions = (n: number) => `${Math.round(n / 1_000_000)} million`;

/** The working size of a `width`×`height` picture: scaled down to fit PICTURE_BUDGET.workingSide, never up. */
export function workingSize(width: number, height: number): { width: number; height: number } {
  const k = Math.min(1, PICTURE_BUDGET.workingSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/** PNGs pdfkit decodes to embed (alpha channel, palette that may carry transparency, interlace); others it copies. */
const pdfkitDecodes = (b: Uint8Array) => b[25] === 4 || b[25] === 6 || b[25] === 3 || b[28] === 1;

export function planPicture(bytes: Uint8Array): PicturePlan {
  const header = readImageHeader(bytes);
  if (!header)
    return { kind: "refused", reason: "is in a format Quire's PDF cannot draw, or its header cannot be read" };
  const { format, width, height } = header;
  if (format === "tiff") return { kind: "refused", reason: "is a TIFF, which Quire's PDF cannot draw" };
  if (format === "svg") {
    const why = svgRefusal(bytes, 0);
    // A vector picture: drawn at its own size up to the working size, never at what it declares.
    return why
      ? { kind: "refused", reason: why }
      : { kind: "redraw", header, ...workingSize(width, height), decodes: 0 };
  }
  const pixels = width * height;
  if (pixels > PICTURE_BUDGET.decodeLimit)
    return {
      kind: "refused",
      reason: `declares ${width}×${height} pixels, more than the ${millions(PICTURE_BUDGET.decodeLimit)} Quire decodes`,
    };
  const fits = Math.max(width, height) <= PICTURE_BUDGET.workingSide;
  if (fits && (format === "png" || format === "jpeg"))
    return { kind: "as-is", header, decodes: format === "png" && pdfkitDecodes(bytes) ? pixels : 0 };
  return { kind: "redraw", header, ...workingSize(width, height), decodes: pixels };
}

/** Why an SVG is not drawn, or null: too large, or it embeds a picture resvg would decode past the working size. */
function svgRefusal(bytes: Uint8Array, depth: number): string | null {
  if (bytes.length > PICTURE_BUDGET.svgBytes)
    return `is an SVG of more than ${PICTURE_BUDGET.svgBytes / 1024 / 1024} MB`;
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  for (const m of text.matchAll(/data:image\/[\w.+-]+;base64,([A-Za-z0-9+/=\s]{8,})/gi)) {
    const inner = Buffer.from(m[1]!, "base64");
    const header = readImageHeader(inner);
    const tooBig =
      !header ||
      (header.format === "svg"
        ? depth >= 2 || svgRefusal(inner, depth + 1) !== null
        : Math.max(header.width, header.height) > PICTURE_BUDGET.workingSide);
    if (tooBig) return "is an SVG embedding a picture Quire does not decode (too large, or unreadable)";
  }
  return null;
}

/** A document's (or a template's) decoding so far: each picture takes its pixels, until the budget is spent. */
export class DecodeBudget {
  private spent = 0;
  constructor(readonly total: number = PICTURE_BUDGET.documentPixels) {}

  /** Takes `pixels` when they fit what is left. */
  take(pixels: number): boolean {
    if (this.spent + pixels > this.total) return false;
    this.spent += pixels;
    return true;
  }
}

const require = createRequire(import.meta.url);
let canvasModule: typeof Canvas | null = null;
/** @napi-rs/canvas loaded on the first picture that needs it: most documents embed their pictures as they are. */
const canvas = () => (canvasModule ??= require("@napi-rs/canvas") as typeof Canvas);

/** `bytes` fitted to the budget: as they are, redrawn at the working size (decoded once), or refused with the reason. */
export async function fitPicture(bytes: Uint8Array, budget: DecodeBudget): Promise<FittedPicture> {
  const plan = planPicture(bytes);
  if (plan.kind === "refused") return { refused: plan.reason };
  if (!budget.take(plan.decodes))
    return { refused: `would take the drawing past the ${millions(budget.total)} pixels it decodes in all` };
  if (plan.kind === "as-is")
    return {
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      width: plan.header.width,
      height: plan.header.height,
    };
  const drawn = await redraw(bytes, plan);
  return drawn ?? { refused: "could not be decoded" };
}

/** Decodes the picture once and draws it at the plan's size: a JPEG stays a JPEG, anything else is kept as pixels. */
async function redraw(
  bytes: Uint8Array,
  plan: Extract<PicturePlan, { kind: "redraw" }>,
): Promise<FittedPicture | null> {
  const size = { width: plan.header.width, height: plan.header.height };
  // A PNG (the format whose own deflate runs 1000:1) is averaged down as it streams: two rows held, never the whole.
  const streamed = plan.header.format === "png" ? downscalePng(bytes, plan.width, plan.height) : null;
  if (streamed) return { pixels: pixelsOf(streamed, plan.width, plan.height), ...size };
  const { Image, createCanvas } = canvas();
  const img = new Image();
  try {
    img.src =
      plan.header.format === "svg"
        ? sizedSvg(bytes, plan.width, plan.height)
        : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // The decoder's own reading of the header, before it allocates: past the limit whatever the header said, it stops.
    if (plan.header.format !== "svg" && img.width * img.height > PICTURE_BUDGET.decodeLimit) return null;
    await img.decode();
    if (!img.width || !img.height) return null;
    const out = createCanvas(plan.width, plan.height);
    const ctx = out.getContext("2d");
    ctx.drawImage(img, 0, 0, plan.width, plan.height);
    img.src = Buffer.alloc(0); // the decoded picture goes before its pixels are copied out, not when the collector finds it
    if (plan.header.format === "jpeg") return { bytes: out.toBuffer("image/jpeg", 92), ...size };
    return { pixels: pixelsOf(ctx.getImageData(0, 0, plan.width, plan.height).data, plan.width, plan.height), ...size };
  } catch {
    return null;
  }
}

/** Opens a fitted picture in `doc` for doc.image: its bytes through pdfkit's openImage, its pixels as they are. */
export function openFitted(doc: PDFKit.PDFDocument, fitted: Exclude<FittedPicture, { refused: string }>): unknown {
  return "pixels" in fitted
    ? openPixels(doc, fitted.pixels)
    : (doc as unknown as { openImage(b: Buffer): unknown }).openImage(fitted.bytes);
}

/**
 * The SVG with its root sized `width`×`height`: resvg rasterises at the root's size, so the declared size (30000²)
 * never reaches it. A root without a viewBox gets one of its own size, so its drawing scales rather than crops.
 */
export function sizedSvg(bytes: Uint8Array, width: number, height: number): Buffer {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  const root = svgRoot(text.slice(0, 64 * 1024));
  if (!root) return Buffer.from(text);
  const header = readImageHeader(bytes);
  const own = root.attributes.has("viewBox")
    ? ""
    : ` viewBox="0 0 ${header?.width ?? SVG_DEFAULT_SIZE.width} ${header?.height ?? SVG_DEFAULT_SIZE.height}"`;
  const kept = [...root.attributes].filter(([name]) => name !== "width" && name !== "height").map(([, a]) => a.written);
  const closing = text.slice(root.start, root.end).endsWith("/>") ? "/>" : ">";
  const tag = `<svg ${[...kept, `width="${width}"`, `height="${height}"`].join(" ")}${own}${closing}`;
  return Buffer.from(text.slice(0, root.start) + tag + text.slice(root.end));
}
