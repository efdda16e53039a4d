// What a slide placeholder inherits from its layout and master: its box and the list styles its paragraphs fall back on.
import { child, type Element } from "../../formats/ooxml/xml.js";
import { placeholderOf, treeShapes, type Box } from "../../formats/ooxml/drawingml.js";
import {
  masterPlaceholderFor,
  readMaster,
  readPlaceholders,
  type MasterInfo,
  type Placeholder,
} from "../../formats/pptx/placeholders.js";
import type { PptxPackage } from "./open-package.js";

/** Where a placeholder's paragraphs look for bullets, nearest first: layout list style, master's, master text style. */
export interface Inherited {
  box: Box | null;
  styles: (Element | undefined)[];
}

interface MasterStyles {
  info: MasterInfo;
  lists: Map<Placeholder, Element | undefined>;
  text: { title?: Element; body?: Element; other?: Element };
}

export interface SlideLayout {
  /** ST_SlideLayoutType: "title", "secHead", "twoObj", …; "cust" when the layout says nothing. */
  type: string;
  inherit(type: string, idx: number | null): Inherited;
}

const TITLES = new Set(["title", "ctrTitle"]);
const CHROME = new Set(["dt", "ftr", "sldNum", "hdr"]);

/** The placeholder shapes of a layout or master, in the order readPlaceholders lists them. */
function placeholderShapes(root: Element): Element[] {
  return treeShapes(root).filter((shape) => placeholderOf(shape));
}

const listStyle = (shape: Element | undefined) => child(child(shape, "txBody"), "lstStyle");

/** Layouts and masters read once per import, shared by every slide on them. */
export class LayoutCache {
  private readonly masters = new Map<string, MasterStyles | null>();
  private readonly layouts = new Map<string, SlideLayout>();

  constructor(private readonly pp: PptxPackage) {}

  forSlide(slidePart: string): SlideLayout {
    const part = this.pp.rels(slidePart).find((r) => r.type.endsWith("/slideLayout") && !r.external)?.part ?? "";
    let layout = this.layouts.get(part);
    if (!layout) this.layouts.set(part, (layout = this.read(part)));
    return layout;
  }

  private read(part: string): SlideLayout {
    const root = part ? this.pp.root(part) : null;
    const masterPart = part
      ? this.pp.rels(part).find((r) => r.type.endsWith("/slideMaster") && !r.external)?.part
      : undefined;
    const master = masterPart ? this.master(masterPart) : null;
    const phs = root && master ? readPlaceholders(root, master.info) : [];
    const shapes = root ? placeholderShapes(root) : [];
    const lists = new Map(phs.map((p, i) => [p, listStyle(shapes[i])]));
    return {
      type: root?.getAttribute("type") || "cust",
      inherit(type, idx) {
        const own = find(phs, type, idx);
        const fromMaster = master ? masterPlaceholderFor(own?.type ?? type, master.info) : undefined;
        const text = master
          ? TITLES.has(type)
            ? master.text.title
            : CHROME.has(type)
              ? master.text.other
              : master.text.body
          : undefined;
        return {
          box: own?.box ?? fromMaster?.box ?? null,
          styles: [own ? lists.get(own) : undefined, fromMaster ? master!.lists.get(fromMaster) : undefined, text],
        };
      },
    };
  }

  private master(part: string): MasterStyles | null {
    let m = this.masters.get(part);
    if (m === undefined) {
      const root = this.pp.root(part);
      if (root) {
        const info = readMaster(root);
        const shapes = placeholderShapes(root);
        const styles = child(root, "txStyles");
        m = {
          info,
          lists: new Map(info.phs.map((p, i) => [p, listStyle(shapes[i])])),
          text: {
            title: child(styles, "titleStyle"),
            body: child(styles, "bodyStyle"),
            other: child(styles, "otherStyle"),
          },
        };
      } else m = null;
      this.masters.set(part, m);
    }
    return m;
  }
}

/** PowerPoint matches a slide placeholder to its layout's by idx, else by type (a title is a title, centred or not). */
function find(phs: Placeholder[], type: string, idx: number | null): Placeholder | undefined {
  const kind = (t: string) => (TITLES.has(t) ? "title" : t === "obj" ? "body" : t);
  if (idx !== null) {
    const byIdx = phs.find((p) => p.idx === idx && (idx !== 0 || kind(p.type) === kind(type)));
    if (byIdx) return byIdx;
  }
  return (
    phs.find((p) => kind(p.type) === kind(type)) ??
    (TITLES.has(type) ? undefined : phs.find((p) => kind(p.type) === "body"))
  );
}
