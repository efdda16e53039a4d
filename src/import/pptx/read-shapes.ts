// Walks a slide's shape tree (groups, alternate content, SmartArt drawings) into what the import keeps: title, texts in
// reading order, tables, charts and pictures; and notes what it leaves out.
import { child, children, descendants, path, relAttr, type Element } from "../../formats/ooxml/xml.js";
import {
  compose,
  emuBox,
  groupTransform,
  IDENTITY,
  placeholderOf,
  shapeBox,
  xfrmBox,
  type Box,
  type PlaceholderRef,
  type Transform,
} from "../../formats/ooxml/drawingml.js";
import type { LeftOutKind } from "./left-out.js";
import type { PptxPackage } from "./open-package.js";
import type { SlideLayout } from "./placeholder-styles.js";
import { readParagraphs, type Para, type ParagraphContext } from "./read-paragraphs.js";
import { groupByPanels, readingOrder, type Placed } from "./reading-order.js";
import { readTableGrid } from "./read-table.js";

export interface TextItem extends Placed {
  paras: Para[];
  /** The placeholder type ("body", "obj", …), or null for a text box or shape. */
  ph: string | null;
  members?: undefined;
}
export interface WholeItem extends Placed {
  whole: true;
  members: Item[];
}
export type Item = TextItem | WholeItem;

export interface PictureRef {
  box: Box | null;
  /** The media part; undefined when the picture is linked from outside the file. */
  part?: string;
  alt: string;
}

export interface SlideShapes {
  title: Para[];
  subtitle: Para[];
  /** Body texts (placeholders, text boxes, shapes, groups, SmartArt) in reading order. */
  items: Item[];
  tables: { box: Box | null; grid: string[][] }[];
  charts: { box: Box | null; part: string }[];
  pictures: PictureRef[];
  lost: LeftOutKind[];
}

const CHROME = new Set(["dt", "ftr", "sldNum", "hdr", "sldImg"]);
const TITLES = new Set(["title", "ctrTitle"]);
const MAX_ORDERED = 400;
const MEDIA = ["videoFile", "audioFile", "quickTimeFile", "wavAudioFile", "audioCd"];

/** A child that may sit inside mc:AlternateContent (a Mac PDF picture with a PNG fallback): the fallback wins. */
function alternative(el: Element, localName: string): Element | undefined {
  const own = child(el, localName);
  if (own) return own;
  const alt = child(el, "AlternateContent");
  return child(child(alt, "Fallback"), localName) ?? child(child(alt, "Choice"), localName);
}

/** The layout placeholder a slide's placeholder takes its place and styles from (matched by idx when it writes one). */
const phKey = (ph: PlaceholderRef): [string, number | null] => [ph.type, ph.hasIdx ? ph.idx : null];

export class ShapeReader {
  private readonly out: SlideShapes = {
    title: [],
    subtitle: [],
    items: [],
    tables: [],
    charts: [],
    pictures: [],
    lost: [],
  };

  constructor(
    private readonly pp: PptxPackage,
    private readonly part: string,
    private readonly layout: SlideLayout,
    private readonly slideArea: number,
  ) {}

  read(root: Element): SlideShapes {
    const tree = path(root, "cSld", "spTree");
    this.out.items = tree ? this.walk(tree, IDENTITY) : [];
    return this.out;
  }

  /** The texts of one tree level, panels grouped and put in reading order (groups read as wholes). */
  private walk(tree: Element, at: Transform): Item[] {
    const texts: Item[] = [];
    const panels: Box[] = [];
    for (const el of this.shapes(tree)) {
      switch (el.localName) {
        case "sp":
          this.shape(el, at, texts, panels);
          break;
        case "grpSp": {
          const inner = this.walk(el, compose(at, groupTransform(el)));
          const box = shapeBox(el);
          if (inner.length === 1) texts.push(inner[0]!);
          else if (inner.length > 1) texts.push({ box: box ? at(box) : unionBox(inner), whole: true, members: inner });
          break;
        }
        case "pic":
          this.picture(el, at);
          break;
        case "graphicFrame":
          this.frame(el, at, texts);
          break;
        case "contentPart":
          this.out.lost.push("ink");
          break;
      }
    }
    // Reading order costs up to the square of the texts; past a few hundred (no real slide) top-to-bottom must do.
    if (texts.length > MAX_ORDERED) return texts.sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
    return readingOrder(
      groupByPanels(texts, panels, this.slideArea, (box, members) => ({ box, whole: true, members })),
    );
  }

  /** Shapes of a tree, with alternate content resolved to what a reader without extensions shows. */
  private shapes(tree: Element): Element[] {
    return children(tree).flatMap((el) => {
      if (el.localName !== "AlternateContent") return [el];
      const choice = child(el, "Choice");
      if (choice && descendants(choice, "contentPart").length) {
        this.out.lost.push("ink");
        return [];
      }
      return children(child(el, "Fallback") ?? choice ?? el);
    });
  }

  private shape(el: Element, at: Transform, texts: Item[], panels: Box[]): void {
    const ph = placeholderOf(el);
    const type = ph ? ph.type : null;
    if (type && CHROME.has(type)) return;
    const inherited = ph ? this.layout.inherit(...phKey(ph)) : null;
    const own = shapeBox(el);
    const box = own ? at(own) : (inherited?.box ?? null);
    const paras = readParagraphs(child(el, "txBody"), this.context(inherited?.styles ?? []));
    if (!paras.length) {
      if (!type && box) panels.push(box);
      return;
    }
    // A title wholly beside the slide is for screen readers and the outline only (PowerPoint's hidden slide title,
    // Quire's own on a slide that shows none): what people see is the slide's other text.
    if (type && TITLES.has(type) && box && (box.x + box.cx <= 0 || box.y + box.cy <= 0)) return;
    if (type && TITLES.has(type)) this.out.title.push(...paras);
    else if (type === "subTitle") this.out.subtitle.push(...paras);
    else texts.push({ box: box ?? emuBox(0, 0, 0, 0), paras, ph: type });
  }

  private picture(el: Element, at: Transform): void {
    const nvPr = path(el, "nvPicPr", "nvPr");
    if (MEDIA.some((m) => child(nvPr, m)) || (nvPr && descendants(nvPr, "media").length)) {
      this.out.lost.push("media");
      return;
    }
    const blip = child(alternative(el, "blipFill"), "blip");
    if (!blip) return;
    const own = shapeBox(el);
    const ph = placeholderOf(el);
    const box = own ? at(own) : ph ? this.layout.inherit(...phKey(ph)).box : null;
    const embed = relAttr(blip, "embed");
    const cNvPr = path(el, "nvPicPr", "cNvPr");
    const alt = (cNvPr?.getAttribute("descr") || cNvPr?.getAttribute("title") || "").trim();
    this.out.pictures.push({ box, part: embed ? this.pp.target(this.part, embed) : undefined, alt });
  }

  private frame(el: Element, at: Transform, texts: Item[]): void {
    const data = path(el, "graphic", "graphicData");
    const uri = data?.getAttribute("uri") ?? "";
    const own = shapeBox(el);
    const box = own ? at(own) : null;
    if (uri.endsWith("/table")) {
      const tbl = child(data, "tbl");
      if (tbl) this.out.tables.push({ box, grid: readTableGrid(tbl) });
    } else if (uri.endsWith("/chart")) {
      const part = this.pp.target(this.part, relAttr(child(data, "chart") ?? data!));
      if (part) this.out.charts.push({ box, part });
      else this.out.lost.push("chartUnreadable");
    } else if (uri.endsWith("/chartex")) this.out.lost.push("chartNew");
    else if (uri.endsWith("/diagram")) this.smartArt(data!, box, texts);
    else if (uri.endsWith("/ole")) this.out.lost.push("ole");
    else if (uri) this.out.lost.push("object");
  }

  /** SmartArt's text as laid out in its drawing part (dsp:), each shape a point of a list; the frame reads as a whole. */
  private smartArt(data: Element, frame: Box | null, texts: Item[]): void {
    const dataPart = this.pp.target(this.part, relAttr(child(data, "relIds") ?? data, "dm"));
    const ext = dataPart ? this.pp.root(dataPart) : null;
    const drawingId = ext ? descendants(ext, "dataModelExt")[0]?.getAttribute("relId") : undefined;
    const drawingPart = this.pp.target(this.part, drawingId ?? undefined);
    const drawing = drawingPart ? this.pp.root(drawingPart) : null;
    if (!drawing) {
      this.out.lost.push("smartartNoDrawing");
      return;
    }
    const origin = frame ?? emuBox(0, 0, 0, 0);
    const nodes: TextItem[] = [];
    for (const sp of descendants(drawing, "sp")) {
      const paras = readParagraphs(child(sp, "txBody"), this.context([])).map((p) => ({
        ...p,
        list: "bullet" as const,
      }));
      const b = xfrmBox(child(sp, "txXfrm")) ?? shapeBox(sp);
      if (paras.length)
        nodes.push({ box: b ? emuBox(origin.x + b.x, origin.y + b.y, b.cx, b.cy) : origin, paras, ph: null });
    }
    if (!nodes.length) this.out.lost.push("smartartEmpty");
    else texts.push({ box: frame ?? unionBox(nodes), whole: true, members: readingOrder(nodes) });
  }

  private context(styles: (Element | undefined)[]): ParagraphContext {
    return {
      styles,
      href: (rid) => {
        const rel = this.pp.rel(this.part, rid);
        return rel?.external ? rel.target : undefined;
      },
    };
  }
}

function unionBox(items: Placed[]): Box {
  const x = Math.min(...items.map((i) => i.box.x));
  const y = Math.min(...items.map((i) => i.box.y));
  return emuBox(
    x,
    y,
    Math.max(...items.map((i) => i.box.x + i.box.cx)) - x,
    Math.max(...items.map((i) => i.box.y + i.box.cy)) - y,
  );
}
