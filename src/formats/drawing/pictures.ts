// A package's pictures opened for the PDF once each: PNG and JPEG as they are; GIF, WebP, BMP and SVG decoded and
// redrawn as PNG; EMF, WMF and anything else named in a warning (no library here draws them).
import { createCanvas, loadImage } from "@napi-rs/canvas";
import type { OpcPackage } from "../ooxml/package.js";

export interface OpenedPicture {
  image: unknown;
  width: number;
  height: number;
}

type OpenImage = (b: Buffer) => { width: number; height: number };

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8;
const isMetafile = (b: Uint8Array, part: string) => /\.(emf|wmf|emz|wmz)$/i.test(part) || (b[0] === 0x01 && b[1] === 0 && b[2] === 0 && b[3] === 0 && b[40] === 0x20 && b[41] === 0x45) || (b[0] === 0xd7 && b[1] === 0xcd && b[2] === 0xc6 && b[3] === 0x9a);

/** Decodes what canvas can read (GIF, WebP, BMP, SVG…) and encodes it as PNG for pdfkit (canvas decodes asynchronously). */
async function redrawAsPng(bytes: Uint8Array): Promise<Buffer | null> {
  try {
    const img = await loadImage(Buffer.from(bytes));
    if (!img.width || !img.height) return null;
    const canvas = createCanvas(Math.min(4096, img.width), Math.min(4096, img.height));
    canvas.getContext("2d").drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas.toBuffer("image/png");
  } catch {
    return null;
  }
}

/** Each package's pictures redrawn as PNG, once however often it is drawn (a deck's slides one by one). */
const redrawnOf = new WeakMap<OpcPackage, Promise<Map<string, Buffer | null>>>();

async function redrawAll(pkg: OpcPackage): Promise<Map<string, Buffer | null>> {
  const out = new Map<string, Buffer | null>();
  const pending: Array<Promise<void>> = [];
  for (const [part, bytes] of pkg.parts) {
    if (!/\/media\//.test(part) || isPng(bytes) || isJpeg(bytes) || isMetafile(bytes, part) || /\.(xml|rels|bin|xlsx|docx|wav|mp3|mp4|m4a|mov|avi|wmv)$/i.test(part)) continue;
    pending.push(redrawAsPng(bytes).then((png) => void out.set(part, png)));
  }
  await Promise.all(pending);
  return out;
}

export class PictureCache {
  private readonly opened = new Map<string, OpenedPicture | null>();
  private redrawn = new Map<string, Buffer | null>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly pkg: OpcPackage,
    private readonly warn: (m: string) => void,
  ) {}

  /** Decodes, before drawing, the package's pictures that are neither PNG nor JPEG nor a metafile (drawing is synchronous). */
  async prepare(): Promise<void> {
    let redrawn = redrawnOf.get(this.pkg);
    if (!redrawn) redrawnOf.set(this.pkg, (redrawn = redrawAll(this.pkg)));
    this.redrawn = await redrawn;
  }

  /** The picture `part` of the package opened in the PDF, or null (and a warning) when it cannot be drawn. */
  get(part: string): OpenedPicture | null {
    if (this.opened.has(part)) return this.opened.get(part)!;
    const result = this.open(part);
    this.opened.set(part, result);
    return result;
  }

  private open(part: string): OpenedPicture | null {
    const bytes = this.pkg.parts.get(part);
    if (!bytes) return null;
    const name = part.split("/").pop();
    if (isMetafile(bytes, part)) {
      this.warn(`The picture ${name} is a Windows metafile (EMF/WMF), which Quire's PDF cannot draw; it is left out of the PDF and the slide pictures.`);
      return null;
    }
    const data = isPng(bytes) || isJpeg(bytes) ? Buffer.from(bytes) : (this.redrawn.get(part) ?? null);
    if (!data) {
      this.warn(`The picture ${name} is in a format Quire's PDF cannot draw; it is left out of the PDF and the slide pictures.`);
      return null;
    }
    try {
      const image = (this.doc as unknown as { openImage: OpenImage }).openImage(data);
      return { image, width: image.width, height: image.height };
    } catch {
      this.warn(`The picture ${name} could not be decoded; it is left out of the PDF and the slide pictures.`);
      return null;
    }
  }
}
