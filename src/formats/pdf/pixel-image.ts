// A picture embedded in pdfkit from its pixels (deflated RGB and, when it has any, its alpha as a soft mask), for the
// pictures the budget redrew: pdfkit's PNG path would decode a PNG with alpha again to split it (2.5 s and 260 MB for
// 4096² on this machine), where the pixels are already at hand.
import { deflateSync } from "node:zlib";

/** A redrawn picture's pixels, deflated, ready to embed. */
export interface Pixels {
  width: number;
  height: number;
  rgb: Buffer;
  /** The alpha channel, null when every pixel is opaque. */
  alpha: Buffer | null;
}

/** RGBA (not premultiplied, as getImageData gives it) split into deflated RGB and, unless opaque, deflated alpha. */
export function pixelsOf(rgba: Uint8ClampedArray, width: number, height: number): Pixels {
  const count = width * height;
  const rgb = Buffer.allocUnsafe(count * 3);
  const alpha = Buffer.allocUnsafe(count);
  let opaque = true;
  for (let i = 0, j = 0; i < count; i++, j += 4) {
    rgb[i * 3] = rgba[j]!;
    rgb[i * 3 + 1] = rgba[j + 1]!;
    rgb[i * 3 + 2] = rgba[j + 2]!;
    alpha[i] = rgba[j + 3]!;
    if (rgba[j + 3] !== 255) opaque = false;
  }
  return {
    width,
    height,
    rgb: deflateSync(rgb, { level: 6 }),
    alpha: opaque ? null : deflateSync(alpha, { level: 6 }),
  };
}

interface PdfRef {
  data: Record<string, unknown>;
  end(data?: Buffer): void;
}

interface PdfkitInternals {
  ref(data: Record<string, unknown>): PdfRef;
  _imageCount: number;
}

/** What pdfkit's image() needs of an image: its size, a label unique in the document, and embed() writing its XObject. */
class PixelImage {
  readonly label: string;
  obj: PdfRef | null = null;

  constructor(
    doc: PdfkitInternals,
    private readonly pixels: Pixels,
  ) {
    this.label = `I${++doc._imageCount}`;
  }

  get width(): number {
    return this.pixels.width;
  }

  get height(): number {
    return this.pixels.height;
  }

  embed(doc: PdfkitInternals): void {
    if (this.obj) return;
    const { width, height, rgb, alpha } = this.pixels;
    const image = (colourSpace: string) => ({
      Type: "XObject",
      Subtype: "Image",
      BitsPerComponent: 8,
      Width: width,
      Height: height,
      ColorSpace: colourSpace,
      Filter: "FlateDecode",
    });
    this.obj = doc.ref(image("DeviceRGB"));
    if (alpha) {
      const mask = doc.ref(image("DeviceGray"));
      mask.end(alpha);
      this.obj.data.SMask = mask;
    }
    this.obj.end(rgb);
  }
}

/** `pixels` opened in `doc` as pdfkit's openImage opens a PNG: draw it with doc.image as often as needed. */
export function openPixels(doc: PDFKit.PDFDocument, pixels: Pixels): { width: number; height: number } {
  return new PixelImage(doc as unknown as PdfkitInternals, pixels);
}
