// What drawing one slide's shape trees shares: the page, the package and its pictures, the slide's master and fonts.
import type { Element } from "../ooxml/xml.js";
import type { Tags } from "../pdf/tags.js";
import type { PageBudget } from "./budget.js";
import type { PaintTarget } from "./paint-pdf.js";
import type { FontScheme, Master } from "./slide-parts.js";

export interface TreeScope extends PaintTarget {
  tags: Tags;
  warn: (m: string) => void;
  /** What the page has left to draw (drawing/budget.ts). */
  budget: PageBudget;
  master: Master;
  fonts: FontScheme;
  slideNumber: number;
  defaultTextStyle: Element | undefined;
  /** The slide's layout and master roots, for a slide placeholder's inheritance (absent when drawing a master or layout). */
  layoutRoot?: Element;
  /** Empty placeholders show a prompt of their kind (a template drawn as itself). */
  prompts?: boolean;
}
