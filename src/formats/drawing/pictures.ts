// A package's pictures opened for the PDF once each, fitted to the picture budget (pdf/picture-budget.ts) on their
// headers first: PNG and JPEG within the working size as they are; larger ones, GIF, WebP, BMP and SVG decoded once and
// redrawn at most at the working size; past the decode limit, unreadable, EMF, WMF and anything else named in a warning.
import type { OpcPackage } from "../ooxml/package.js";
import { DecodeBudget, fitPicture, openFitted, type FittedPicture } from "../pdf/picture-budget.js";

export interface OpenedPicture {
  image: unknown;
  width: number;
  height: number;
}

const isMetafile = (b: Uint8Array, part: string) =>
  /\.(emf|wmf|emz|wmz)$/i.test(part) ||
  (b[0] === 0x01 && b[1] === 0 && b[2] === 0 && b[3] === 0 && b[40] === 0x20 && b[41] === 0x45) ||
  (b[0] === 0xd7 && b[1] === 0xcd && b[2] === 0xc6 && b[3] === 0x9a);
const NOT_PICTURES = /\.(xml|rels|bin|xlsx|docx|wav|mp3|mp4|m4a|mov|avi|wmv)$/i;

/** Each package's pictures fitted once, however often it is drawn (a deck's slides one by one). */
const fittedOf = new WeakMap<OpcPackage, Promise<Map<string, FittedPicture>>>();

/** Fits the package's media one at a time, under one decode budget for the whole package. */
async function fitAll(pkg: OpcPackage): Promise<Map<string, FittedPicture>> {
  const budget = new DecodeBudget();
  const out = new Map<string, FittedPicture>();
  for (const [part, bytes] of pkg.parts) {
    if (!/\/media\//.test(part) || isMetafile(bytes, part) || NOT_PICTURES.test(part)) continue;
    out.set(part, await fitPicture(bytes, budget));
  }
  return out;
}

export class PictureCache {
  private readonly opened = new Map<string, OpenedPicture | null>();
  private fitted = new Map<string, FittedPicture>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly pkg: OpcPackage,
    private readonly warn: (m: string) => void,
  ) {}

  /** Fits, before drawing, the package's pictures to the budget (drawing is synchronous, decoding is not). */
  async prepare(): Promise<void> {
    let fitted = fittedOf.get(this.pkg);
    if (!fitted) fittedOf.set(this.pkg, (fitted = fitAll(this.pkg)));
    this.fitted = await fitted;
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
      this.warn(
        `The picture ${name} is a Windows metafile (EMF/WMF), which Quire's PDF cannot draw; it is left out of the PDF and the slide pictures.`,
      );
      return null;
    }
    const fitted = this.fitted.get(part) ?? { refused: "is in a format Quire's PDF cannot draw" };
    if ("refused" in fitted) {
      this.warn(`The picture ${name} ${fitted.refused}; it is left out of the PDF and the slide pictures.`);
      return null;
    }
    try {
      return { image: openFitted(this.doc, fitted), width: fitted.width, height: fitted.height };
    } catch {
      this.warn(`The picture ${name} could not be decoded; it is left out of the PDF and the slide pictures.`);
      return null;
    }
  }
}
