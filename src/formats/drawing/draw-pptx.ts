// drawPptxToPdf: a .pptx package → a PDF, one page per slide at the presentation's own slide size: each slide's
// background, its master's and layout's artwork (as showMasterSp says), then its own shapes in their inherited look.
import { placeholderOf, treeShapes } from "../ooxml/drawingml.js";
import { child, type Element } from "../ooxml/xml.js";
import { pageWriter } from "./draw-page.js";
import { openPptx, type OpenedPptx } from "./slide-parts.js";

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

export const shows = (root: Element) =>
  root.getAttribute("showMasterSp") !== "0" && root.getAttribute("showMasterSp") !== "false";

/** The slide's title as its title placeholder writes it, for the PDF's outline and its section's name. */
function slideTitle(root: Element, fallback: string): string {
  for (const el of treeShapes(root)) {
    const ph = placeholderOf(el);
    if (ph && (ph.type === "title" || ph.type === "ctrTitle")) {
      const text = (child(el, "txBody")?.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text) return text;
    }
  }
  return fallback;
}

/** `pptx` as bytes, or opened once with openPptx and drawn again and again (a deck's slides one by one). */
export async function drawPptxToPdf(pptx: Uint8Array | OpenedPptx, options: DrawOptions = {}): Promise<DrawnPdf> {
  const deck = pptx instanceof Uint8Array ? openPptx(pptx) : pptx;
  const writer = pageWriter(deck, { title: options.title ?? (deck.title || "Untitled"), lang: options.lang ?? "en" });
  await writer.ready;
  const indexes = options.slides ?? deck.slides.map((_, i) => i).filter((i) => !deck.hidden(i));
  for (const index of indexes) {
    if (index < 0 || index >= deck.slides.length) throw new RangeError(`the presentation has no slide ${index + 1}`);
    const s = deck.slide(index);
    const master = s.layout.master;
    writer.draw({
      label: slideTitle(s.root, `Slide ${index + 1}`),
      slideNumber: index + 1,
      master,
      colours: s.colours,
      backgrounds: [
        [s.root, s.part],
        [s.layout.root, s.layout.part],
        [master.root, master.part],
      ],
      trees: [
        ...(shows(s.root) && shows(s.layout.root)
          ? [{ root: master.root, part: master.part, placeholders: false }]
          : []),
        ...(shows(s.root) ? [{ root: s.layout.root, part: s.layout.part, placeholders: false }] : []),
        { root: s.root, part: s.part, placeholders: true },
      ],
      layoutRoot: s.layout.root,
    });
  }
  return { ...(await writer.finish()), width: writer.width, height: writer.height };
}
