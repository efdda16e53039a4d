// What a layout offers each kind of slide: its title, text and picture regions, furniture, and the free area beside them.
import type { EmuSize } from "../../../lib/units.js";
import { emuBox } from "../../ooxml/drawingml.js";
import type { Box, Placeholder } from "../placeholders.js";
import type { TemplateLayout, TemplateMaster } from "../read-masters.js";
import { largestFreeRect } from "./free-region.js";
import { meaningOfName, type NameMeaning } from "./layout-names.js";

const TITLES = new Set(["title", "ctrTitle"]);
const BODIES = new Set(["body", "obj"]);
export const CHROME = new Set(["dt", "ftr", "sldNum", "hdr"]);

export interface LayoutFacts {
  layout: TemplateLayout;
  title?: Placeholder;
  subtitle?: Placeholder;
  /** Horizontal body/obj placeholders in reading order (top to bottom, left to right). */
  bodies: Placeholder[];
  pics: Placeholder[];
  tables: Placeholder[];
  charts: Placeholder[];
  chrome: Placeholder[];
  /** A vertical-text layout (its body text runs vertically): never used. */
  vertical: boolean;
  /** The title is a bar down the side, not a heading across the top. */
  titleBar: boolean;
  /** Where a content slide's title goes: the layout's title, or the master's when the layout centres it (a title slide). */
  contentTitleBox: Box | null;
  /** True when contentTitleBox is the master's, so slides must pin the title there. */
  titlePinned: boolean;
  /** The largest area free of the content title, footers and artwork (where text, tables, charts and pictures can go). */
  free: Box | null;
  name: NameMeaning | null;
  slide: EmuSize;
}

export const area = (b: Box | null | undefined) => (b ? b.cx * b.cy : 0);
const readingOrder = (a: Placeholder, b: Placeholder) =>
  (a.box?.y ?? 0) - (b.box?.y ?? 0) || (a.box?.x ?? 0) - (b.box?.x ?? 0);

/** Facts of one layout, measured against its master's title and body boxes (the designer's grid). */
export function layoutFacts(layout: TemplateLayout, master: TemplateMaster, slide: EmuSize): LayoutFacts {
  const masterBoxes = { title: master.titleBox, body: master.bodyBox };
  const phs = layout.placeholders;
  // Vertical body text (East Asian vertical layouts) is never used; a vertical title is a design, a bar beside the content.
  const vertical = phs.some((p) => p.vertical && BODIES.has(p.type));
  const title = phs.find((p) => TITLES.has(p.type));
  const titleBar = !!title?.box && (!!title.vertical || title.box.cy > title.box.cx * 1.5);
  // A title low on a layout with no content of its own (title and section slides) moves up to the master's title place
  // when the layout stands in for content; a caption-like title beside or under a picture or text stays where it is.
  const ownContent = phs.some(
    (p) => p.box && !p.vertical && (BODIES.has(p.type) || p.type === "pic" || p.type === "tbl" || p.type === "chart"),
  );
  const centred =
    !!title?.box &&
    !titleBar &&
    !ownContent &&
    title.box.y > slide.cy * 0.3 &&
    !!masterBoxes.title &&
    masterBoxes.title.y < title.box.y;
  const contentTitleBox = centred ? masterBoxes.title : (title?.box ?? masterBoxes.title);
  const chrome = phs.filter((p) => CHROME.has(p.type));
  const obstacles = [contentTitleBox, ...chrome.map((p) => p.box)].filter((b): b is Box => !!b);
  // Artwork covering most of the slide is its background picture, not something to avoid.
  for (const a of layout.artwork) if (area(a.box) < slide.cx * slide.cy * 0.6) obstacles.push(a.box);
  return {
    layout,
    title,
    subtitle: phs.find((p) => p.type === "subTitle" && !p.vertical),
    bodies: phs.filter((p) => BODIES.has(p.type) && !p.vertical && p.box).sort(readingOrder),
    pics: phs.filter((p) => p.type === "pic"),
    tables: phs.filter((p) => p.type === "tbl"),
    charts: phs.filter((p) => p.type === "chart"),
    chrome,
    vertical,
    titleBar,
    contentTitleBox,
    titlePinned: centred,
    free: largestFreeRect(safeArea(masterBoxes, slide), obstacles, slide),
    name: meaningOfName(layout.name),
    slide,
  };
}

/** Where the designer lets content go: the span of the master's title and body, kept off the slide's edges. */
function safeArea(boxes: { title: Box | null; body: Box | null }, slide: EmuSize): Box {
  const mx = Math.round(slide.cx * 0.035);
  const my = Math.round(slide.cy * 0.035);
  const spans = [boxes.title, boxes.body].filter((b): b is Box => !!b);
  let x0 = mx;
  let y0 = my;
  let x1 = slide.cx - mx;
  let y1 = slide.cy - my;
  if (spans.length) {
    x0 = Math.max(mx, Math.min(...spans.map((b) => b.x)));
    y0 = Math.max(my, Math.min(...spans.map((b) => b.y)));
    x1 = Math.min(slide.cx - mx, Math.max(...spans.map((b) => b.x + b.cx)));
    y1 = Math.min(slide.cy - my, Math.max(...spans.map((b) => b.y + b.cy)));
  }
  if (x1 - x0 < slide.cx * 0.5 || y1 - y0 < slide.cy * 0.5) return emuBox(mx, my, slide.cx - 2 * mx, slide.cy - 2 * my);
  return emuBox(x0, y0, x1 - x0, y1 - y0);
}

/** The two side-by-side text placeholders of a layout (columns of similar width that do not overlap), or null. */
export function columnPair(f: LayoutFacts): [Placeholder, Placeholder] | null {
  const big = f.bodies.filter((p) => area(p.box) >= f.slide.cx * f.slide.cy * 0.06);
  for (let i = 0; i < big.length; i++) {
    for (let j = i + 1; j < big.length; j++) {
      const [l, r] = [big[i]!, big[j]!].sort((a, b) => a.box!.x - b.box!.x) as [Placeholder, Placeholder];
      const apart = l.box!.x + l.box!.cx <= r.box!.x + r.box!.cx * 0.05;
      const similar = Math.min(l.box!.cx, r.box!.cx) / Math.max(l.box!.cx, r.box!.cx) > 0.7;
      const level = Math.abs(l.box!.y - r.box!.y) < f.slide.cy * 0.1;
      if (apart && similar && level) return [l, r];
    }
  }
  return null;
}

/** The main text placeholder: the largest body that is a real text area (not a kicker strip or a caption). */
export function mainBody(f: LayoutFacts): Placeholder | undefined {
  const slideArea = f.slide.cx * f.slide.cy;
  return f.bodies
    .filter((p) => area(p.box) >= slideArea * 0.12 && p.box!.cy >= f.slide.cy * 0.15)
    .sort((a, b) => area(b.box) - area(a.box))[0];
}
