// One page of a drawn pptx: the background its part inherits (its own, else its layout's, else its master's), then its
// shape trees bottom up — what a slide, a layout or a master shows — inside one tagged section.
import { child, type Element } from "../ooxml/xml.js";
import { createPdf } from "../pdf/pdf-document.js";
import type { Tags } from "../pdf/tags.js";
import type { ColourResolver } from "../pptx/design/theme-colours.js";
import { PageBudget } from "./budget.js";
import { drawTree } from "./draw-shapes.js";
import { fillIn, styleFill, type Paint, type PaintScope } from "./paint.js";
import { fillWith } from "./paint-pdf.js";
import { PictureCache } from "./pictures.js";
import { emuToPt } from "../../lib/units.js";
import type { Master, OpenedPptx } from "./slide-parts.js";
import type { TreeScope } from "./tree-scope.js";

export interface PageSpec {
  label: string;
  /** The slide's number; 0 for a template page (its number fields show ‹#›). */
  slideNumber: number;
  /** Empty placeholders show a prompt of their kind (a template page, as PowerPoint's master view shows it). */
  prompts?: boolean;
  master: Master;
  colours: ColourResolver;
  /** The parts whose backgrounds the page inherits, nearest first: [root, part]. */
  backgrounds: Array<[Element, string]>;
  /** The trees drawn, bottom first; `placeholders` draws a tree's placeholders (a slide's, or a layout shown as itself). */
  trees: Array<{ root: Element; part: string; placeholders: boolean }>;
  /** The layout whose placeholders a slide's placeholders fill (for a layout shown as itself: that layout). */
  layoutRoot: Element;
}

interface Outline {
  addItem(title: string, options: { pageNumber: number; fit: boolean }): unknown;
}

export interface PageWriter {
  /** Decodes the pictures drawing needs decoded first; awaited before the first page. */
  ready: Promise<void>;
  width: number;
  height: number;
  draw(spec: PageSpec): void;
  finish(): Promise<{ pdf: Uint8Array; warnings: string[]; pages: number }>;
}

function background(spec: PageSpec, scope: Omit<PaintScope, "owner">): Paint | null {
  for (const [root, owner] of spec.backgrounds) {
    const bg = child(child(root, "cSld"), "bg");
    if (!bg) continue;
    const bgPr = child(bg, "bgPr");
    const paint = bgPr ? fillIn(bgPr, { ...scope, owner }) : styleFill(child(bg, "bgRef"), { ...scope, owner });
    if (paint) return paint;
  }
  return null;
}

export function pageWriter(deck: OpenedPptx, options: { title: string; lang: string }): PageWriter {
  const width = emuToPt(deck.size.cx);
  const height = emuToPt(deck.size.cy);
  const pdf = createPdf({ title: options.title, lang: options.lang });
  const { doc, tags, warn } = pdf.ctx as { doc: PDFKit.PDFDocument; tags: Tags; warn: (m: string) => void };
  const pictures = new PictureCache(doc, deck.pkg, warn);
  const outline = (doc as unknown as { outline: Outline }).outline;
  let pages = 0;
  return {
    width,
    height,
    ready: pictures.prepare(),
    draw(spec) {
      doc.addPage({ size: [width, height], margin: 0 });
      pages++;
      const scope: TreeScope = {
        doc,
        pkg: deck.pkg,
        pictures,
        tags,
        warn,
        budget: new PageBudget(warn),
        master: spec.master,
        fonts: spec.master.fonts,
        slideNumber: spec.slideNumber,
        defaultTextStyle: deck.defaultTextStyle,
        layoutRoot: spec.layoutRoot,
        prompts: spec.prompts ?? false,
      };
      tags.setContext(spec.label);
      tags.block(
        "Sect",
        () => {
          const bg = background(spec, { colours: spec.colours, master: spec.master });
          tags.artifact("Background", () => {
            doc.rect(0, 0, width, height).fill("#FFFFFF");
            if (bg) fillWith(scope, bg, { x: 0, y: 0, w: width, h: height }, () => doc.rect(0, 0, width, height));
          });
          for (const tree of spec.trees)
            drawTree(scope, tree.root, tree.part, spec.colours, tree.placeholders ? "slide" : "layout");
        },
        { title: spec.label },
      );
      outline.addItem(spec.label, { pageNumber: pages - 1, fit: true });
    },
    async finish() {
      for (const m of deck.simplified) warn(m);
      return { pdf: await pdf.finish(), warnings: pdf.warnings, pages };
    },
  };
}
