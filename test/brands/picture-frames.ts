// Test helper: where a brand deck's pictures and titles stand against its template's artwork, read from the pptx's
// shapes as the drawing opens them (the slide's layout and master, groups flattened) — boxes, not pixels.
import { openPptx } from "../../src/formats/drawing/index.js";
import { readArtwork, type Artwork } from "../../src/formats/pptx/design/read-artwork.js";
import {
  compose,
  emuBox,
  groupTransform,
  IDENTITY,
  placeholderOf,
  shapeBox,
  treeShapes,
  type Box,
  type Transform,
} from "../../src/formats/ooxml/drawingml.js";
import { child, children, type Element } from "../../src/formats/ooxml/xml.js";

const TITLES = new Set(["title", "ctrTitle"]);
const FIELDS = new Set(["dt", "ftr", "sldNum"]);
/** Artwork covering this share of the slide or more is its background (a full-slide panel or photo), not a mark to keep clear. */
export const BACKGROUND_SHARE = 0.6;

export interface SlideFrames {
  slide: number;
  layout: string;
  pictures: Box[];
  /** The marks of the master and layout the slide shows (logos, rules, swooshes) and the layout's date, footer and number boxes. */
  marks: Array<{ what: string; box: Box; covers: Box[] }>;
  /** Each picture that overlaps a mark, with the mark it covers. */
  overlaps: string[];
  /** The slide's title box and its layout's title placeholder box (null: the slide or layout has none). */
  title: Box | null;
  layoutTitle: Box | null;
  /** The master's title placeholder box (where a content slide's title stands on a layout that centres its own). */
  masterTitle: Box | null;
}

/** Whether `inner` lies inside `outer` (to within an EMU of rounding). */
export const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.cx <= outer.x + outer.cx + 1 &&
  inner.y + inner.cy <= outer.y + outer.cy + 1;
/** Whether the part of `mark` under `picture` is seen: some of it lies outside every cover drawn above the mark. */
function seen(picture: Box, mark: Box, covers: Box[]): boolean {
  const x0 = Math.max(picture.x, mark.x);
  const y0 = Math.max(picture.y, mark.y);
  const x1 = Math.min(picture.x + picture.cx, mark.x + mark.cx);
  const y1 = Math.min(picture.y + picture.cy, mark.y + mark.cy);
  // A picture inside a mark stands on a panel (a frame drawn around its placeholder): the panel's edges stay in view.
  if (x0 >= x1 || y0 >= y1 || inside(picture, mark)) return false;
  // The shared rectangle cut by each cover; whatever is left is in view.
  let left: Box[] = [emuBox(x0, y0, x1 - x0, y1 - y0)];
  for (const c of covers) left = left.flatMap((r) => cut(r, c));
  return left.some((r) => r.cx > 0 && r.cy > 0);
}

/** The parts of `r` outside `c`. */
function cut(r: Box, c: Box): Box[] {
  const x0 = Math.max(r.x, c.x);
  const y0 = Math.max(r.y, c.y);
  const x1 = Math.min(r.x + r.cx, c.x + c.cx);
  const y1 = Math.min(r.y + r.cy, c.y + c.cy);
  if (x0 >= x1 || y0 >= y1) return [r];
  return [
    emuBox(r.x, r.y, r.cx, y0 - r.y),
    emuBox(r.x, y1, r.cx, r.y + r.cy - y1),
    emuBox(r.x, y0, x0 - r.x, y1 - y0),
    emuBox(x1, y0, r.x + r.cx - x1, y1 - y0),
  ].filter((b) => b.cx > 0 && b.cy > 0);
}

const shows = (root: Element) => !["0", "false"].includes(root.getAttribute("showMasterSp") ?? "");
const fmt = (b: Box) => `${b.x},${b.y} ${b.cx}×${b.cy}`;

/** A placeholder's box on a tree: its own, else the same placeholder's on the trees it inherits from. */
function placeholderBox(shape: Element, parents: Element[]): Box | null {
  const own = shapeBox(shape);
  if (own) return own;
  const ref = placeholderOf(shape)!;
  for (const root of parents) {
    const shapes = treeShapes(root).filter((s) => placeholderOf(s));
    const same =
      shapes.find((s) => placeholderOf(s)!.idx === ref.idx && ref.hasIdx && placeholderOf(s)!.type === ref.type) ??
      shapes.find((s) => sameKind(placeholderOf(s)!.type, ref.type));
    const box = same && shapeBox(same);
    if (box) return box;
  }
  return null;
}

const sameKind = (a: string, b: string) =>
  a === b || (TITLES.has(a) && TITLES.has(b)) || (a === "obj" && b === "body") || (a === "body" && b === "obj");

function pictures(tree: Element, map: Transform, parents: Element[], out: Box[]): void {
  for (const el of children(tree)) {
    if (el.localName === "grpSp") pictures(el, compose(map, groupTransform(el)), parents, out);
    else if (el.localName === "pic" || (el.localName === "sp" && child(child(el, "spPr"), "blipFill"))) {
      const box = placeholderOf(el) ? placeholderBox(el, parents) : shapeBox(el);
      if (box) out.push(map(box));
    }
  }
}

/** Every slide's pictures, the marks they must leave clear, and its title against the layout's title placeholder. */
export function measureFrames(pptx: Uint8Array): SlideFrames[] {
  const deck = openPptx(pptx);
  const slideArea = deck.size.cx * deck.size.cy;
  return deck.slides.map((_, i) => {
    const s = deck.slide(i);
    const layout = s.layout.root;
    const master = s.layout.master.root;
    const art: Array<Artwork & { what: string }> = [];
    if (shows(layout) && shows(s.root))
      for (const a of readArtwork(master, s.colours)) art.push({ ...a, what: `master ${a.kind}` });
    if (shows(s.root)) for (const a of readArtwork(layout, s.colours)) art.push({ ...a, what: `layout ${a.kind}` });
    // A mark under a later opaque shape (a texture under a content panel) is seen only outside that shape.
    const kept = art.flatMap((a, i) =>
      a.box.cx * a.box.cy < slideArea * BACKGROUND_SHARE
        ? [
            {
              what: a.what,
              box: a.box,
              covers: art
                .slice(i + 1)
                .filter((c) => c.look.kind === "solid")
                .map((c) => c.box),
            },
          ]
        : [],
    );
    for (const ph of treeShapes(layout).filter((el) => FIELDS.has(placeholderOf(el)?.type ?? ""))) {
      const box = placeholderBox(ph, [master]);
      if (box) kept.push({ what: `layout ${placeholderOf(ph)!.type}`, box, covers: [] });
    }
    const pics: Box[] = [];
    pictures(child(child(s.root, "cSld"), "spTree")!, IDENTITY, [layout, master], pics);
    const onSlide = pics.filter((p) => p.x + p.cx > 0 && p.y + p.cy > 0 && p.x < deck.size.cx && p.y < deck.size.cy);
    const overlaps = onSlide.flatMap((p) =>
      kept.filter((m) => seen(p, m.box, m.covers)).map((m) => `picture ${fmt(p)} covers ${m.what} ${fmt(m.box)}`),
    );
    const titleShape = treeShapes(s.root).find((el) => TITLES.has(placeholderOf(el)?.type ?? ""));
    const masterTitleShape = treeShapes(master).find((el) => TITLES.has(placeholderOf(el)?.type ?? ""));
    const layoutTitleShape = treeShapes(layout).find((el) => TITLES.has(placeholderOf(el)?.type ?? ""));
    return {
      slide: i + 1,
      layout: s.layout.part,
      pictures: onSlide,
      marks: kept,
      overlaps,
      title: titleShape ? placeholderBox(titleShape, [layout, master]) : null,
      layoutTitle: layoutTitleShape ? placeholderBox(layoutTitleShape, [master]) : null,
      masterTitle: masterTitleShape ? shapeBox(masterTitleShape) : null,
    };
  });
}
