// drawPptxToPdf: a .pptx package → a PDF, one page per slide at the presentation's own slide size: each slide's
// background, its master's and layout's artwork (as showMasterSp says), then its own shapes in their inherited look.
import { placeholderOf, treeShapes } from "../ooxml/drawingml.js";
import { child, type Element } from "../ooxml/xml.js";
import { createPdf } from "../pdf/pdf-document.js";
import type { Tags } from "../pdf/tags.js";
import { drawTree } from "./draw-shapes.js";
import type { TreeScope } from "./tree-scope.js";
import { fillIn, styleFill, type Paint, type PaintScope } from "./paint.js";
import { fillWith } from "./paint-pdf.js";
import { PictureCache } from "./pictures.js";
import { EMU_PER_PT, openPptx, type SlideParts } from "./slide-parts.js";

export interface DrawOptions {
  /** 0-based indexes of the pptx's slides to draw, in this order (default: every slide the show shows — hidden ones are left out, as PowerPoint's PDF leaves them). */
  slides?: number[];
  /** The PDF's title (default: the package's core title, else "Untitled"). */
  title?: string;
  /** BCP-47 language of the PDF (default "en"). */
  lang?: string;
}

export interface DrawnPdf {
  pdf: Uint8Array;
  /** What could not be drawn as the pptx has it (named once each: a SmartArt, an EMF picture, a substituted font…). */
  warnings: string[];
  /** The page size in PDF points (1/72 in): the pptx's slide size. */
  width: number;
  height: number;
  pages: number;
}

interface Outline {
  addItem(title: string, options: { pageNumber: number; fit: boolean }): unknown;
}

const shows = (root: Element) => root.getAttribute("showMasterSp") !== "0" && root.getAttribute("showMasterSp") !== "false";

/** The slide's background as it inherits it: its own, else its layout's, else its master's (bgPr fill or bgRef style). */
function background(s: SlideParts): { paint: Paint; scope: PaintScope } | null {
  const levels: Array<[Element, string]> = [[s.root, s.part], [s.layout.root, s.layout.part], [s.layout.master.root, s.layout.master.part]];
  for (const [root, owner] of levels) {
    const bg = child(child(root, "cSld"), "bg");
    if (!bg) continue;
    const scope: PaintScope = { colours: s.colours, master: s.layout.master, owner };
    const bgPr = child(bg, "bgPr");
    const paint = bgPr ? fillIn(bgPr, scope) : styleFill(child(bg, "bgRef"), scope);
    if (paint) return { paint, scope };
  }
  return null;
}

/** The slide's title as its title placeholder writes it, for the PDF's outline and its section's name. */
function slideTitle(root: Element, n: number): string {
  for (const el of treeShapes(root)) {
    const ph = placeholderOf(el);
    if (ph && (ph.type === "title" || ph.type === "ctrTitle")) {
      const text = (child(el, "txBody")?.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text) return text;
    }
  }
  return `Slide ${n}`;
}

export async function drawPptxToPdf(pptx: Uint8Array, options: DrawOptions = {}): Promise<DrawnPdf> {
  const deck = openPptx(pptx);
  const width = deck.size.cx / EMU_PER_PT;
  const height = deck.size.cy / EMU_PER_PT;
  const pdf = createPdf({ title: options.title ?? (deck.title || "Untitled"), lang: options.lang ?? "en" });
  const { doc, tags, warn } = pdf.ctx as { doc: PDFKit.PDFDocument; tags: Tags; warn: (m: string) => void };
  const pictures = new PictureCache(doc, deck.pkg, warn);
  const outline = (doc as unknown as { outline: Outline }).outline;
  const indexes = options.slides ?? deck.slides.map((_, i) => i).filter((i) => !deck.hidden(i));
  let pages = 0;
  for (const index of indexes) {
    if (index < 0 || index >= deck.slides.length) throw new RangeError(`the presentation has no slide ${index + 1}`);
    const s = deck.slide(index);
    const master = s.layout.master;
    const label = slideTitle(s.root, index + 1);
    doc.addPage({ size: [width, height], margin: 0 });
    pages++;
    const scope: TreeScope = { doc, pkg: deck.pkg, pictures, tags, warn, master, fonts: master.fonts, slideNumber: index + 1, defaultTextStyle: deck.defaultTextStyle, layoutRoot: s.layout.root };
    tags.setContext(label);
    tags.block(
      "Sect",
      () => {
        const bg = background(s);
        const page = () => doc.rect(0, 0, width, height);
        tags.artifact("Background", () => {
          doc.rect(0, 0, width, height).fill("#FFFFFF");
          if (bg) fillWith(scope, bg.paint, { x: 0, y: 0, w: width, h: height }, page);
        });
        if (shows(s.root) && shows(s.layout.root)) drawTree(scope, master.root, master.part, s.colours, "master");
        if (shows(s.root)) drawTree(scope, s.layout.root, s.layout.part, s.colours, "layout");
        drawTree(scope, s.root, s.part, s.colours, "slide");
      },
      { title: label },
    );
    outline.addItem(label, { pageNumber: pages - 1, fit: true });
  }
  return { pdf: await pdf.finish(), warnings: pdf.warnings, width, height, pages };
}
