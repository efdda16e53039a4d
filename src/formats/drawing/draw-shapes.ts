// A shape tree (a master's, a layout's or a slide's p:spTree) drawn in document order: shapes with their geometry,
// fill, outline and text; pictures; groups with their transforms; tables and charts; slide placeholders with what
// they inherit from their layout and master. What cannot be drawn is named once.
import {
  compose,
  groupTransform,
  IDENTITY,
  nonVisual,
  placeholderOf,
  shapeBox,
  shapeXfrm,
  xfrmBox,
  emuBox,
  type Box,
  type Transform,
} from "../ooxml/drawingml.js";
import { child, children, relAttr, type Element } from "../ooxml/xml.js";
import { customGeometry, presetGeometry, type GeometryPath } from "./geometry.js";
import { drawTextBody, type Rect, type TextScope } from "./draw-text.js";
import { fillIn, outline, styleFill, type Paint, type PaintScope } from "./paint.js";
import { paintGeometry, trace } from "./paint-pdf.js";
import { promptBody } from "./prompts.js";
import { smartArtDrawing } from "./smart-art.js";
import { inheritedPlaceholder } from "./placeholders.js";
import { emuToPt, ptToEmu } from "../../lib/units.js";
import type { TreeScope } from "./tree-scope.js";
import type { TextChain } from "./text-style.js";
import { drawTable } from "./draw-table.js";
import { drawChartPart } from "./draw-chart-part.js";
import { DRAWING_BUDGET } from "./budget.js";

const URI = {
  table: "http://schemas.openxmlformats.org/drawingml/2006/table",
  chart: "http://schemas.openxmlformats.org/drawingml/2006/chart",
  diagram: "http://schemas.openxmlformats.org/drawingml/2006/diagram",
  ole: "http://schemas.openxmlformats.org/presentationml/2006/ole",
};

const toPt = (b: Box): Rect => ({
  x: emuToPt(b.x),
  y: emuToPt(b.y),
  w: emuToPt(b.cx),
  h: emuToPt(b.cy),
});

/** Draws every shape of `root`'s tree. `owner` is the part the tree belongs to (its relationships name pictures and charts). */
export function drawTree(
  scope: TreeScope,
  root: Element,
  owner: string,
  colours: PaintScope["colours"],
  level: "master" | "layout" | "slide",
): void {
  const tree = child(child(root, "cSld"), "spTree");
  if (tree) walk(scope, tree, { colours, master: scope.master, owner }, IDENTITY, level, 0);
}

function walk(scope: TreeScope, tree: Element, paint: PaintScope, map: Transform, level: string, depth: number): void {
  if (depth > DRAWING_BUDGET.groupDepth) {
    scope.warn(`Groups nested more than ${DRAWING_BUDGET.groupDepth} deep are left out of the PDF.`);
    return;
  }
  for (const el of children(tree)) {
    const name = el.localName ?? "";
    if (name === "AlternateContent") {
      const branch = child(el, "Fallback") ?? child(el, "Choice");
      if (branch) walk(scope, branch, paint, map, level, depth + 1);
      continue;
    }
    if (!scope.budget.takeElement()) return;
    const { cNvPr, nvPr } = nonVisual(el);
    if (cNvPr?.getAttribute("hidden") === "1" || cNvPr?.getAttribute("hidden") === "true") continue;
    const ph = placeholderOf(el);
    if (ph && level !== "slide") continue;
    switch (name) {
      case "grpSp":
        walk(scope, el, paint, compose(map, groupTransform(el)), level, depth + 1);
        break;
      case "sp":
      case "cxnSp":
        drawShape(scope, el, paint, map, level);
        break;
      case "pic":
        if (child(nvPr, "videoFile") || child(nvPr, "audioFile") || child(nvPr, "quickTimeFile"))
          scope.warn("A video or sound on a slide is shown as its poster picture in the PDF (it does not play).");
        drawPicture(scope, el, paint, map, level);
        break;
      case "graphicFrame":
        drawFrame(scope, el, paint, map);
        break;
      case "contentPart":
        scope.warn("Ink drawn on a slide is not drawn in the PDF.");
        break;
    }
  }
}

interface Placed {
  box: Rect;
  rot: number;
  flipH: boolean;
  flipV: boolean;
}

/** A shape's box on the page, its rotation and flips; inherited from its placeholder ancestors when it has no xfrm. */
function placed(el: Element, map: Transform, ancestors: Element[]): Placed | null {
  let xfrm = shapeXfrm(el);
  let own = shapeBox(el);
  for (const a of ancestors) {
    if (own) break;
    own = shapeBox(a);
    xfrm = shapeXfrm(a);
  }
  if (!own) return null;
  const box = toPt(map(own));
  return {
    box,
    rot: Number(xfrm?.getAttribute("rot") ?? 0) / 60000,
    flipH: xfrm?.getAttribute("flipH") === "1",
    flipV: xfrm?.getAttribute("flipV") === "1",
  };
}

/** Runs `draw` with the page turned and flipped about the box's centre as the shape's xfrm says. */
function transformed(doc: PDFKit.PDFDocument, p: Placed, draw: () => void): void {
  if (!p.rot && !p.flipH && !p.flipV) return draw();
  const cx = p.box.x + p.box.w / 2;
  const cy = p.box.y + p.box.h / 2;
  doc.save();
  doc.translate(cx, cy);
  if (p.rot) doc.rotate(p.rot);
  if (p.flipH || p.flipV) doc.scale(p.flipH ? -1 : 1, p.flipV ? -1 : 1);
  doc.translate(-cx, -cy);
  draw();
  doc.restore();
}

function geometryOf(scope: TreeScope, spPrs: Array<Element | undefined>, box: Rect): GeometryPath[] {
  for (const spPr of spPrs) {
    const prst = child(spPr, "prstGeom");
    if (prst) {
      const nameOf = prst.getAttribute("prst") ?? "rect";
      const adjust: Record<string, number> = {};
      for (const gd of children(child(prst, "avLst"), "gd")) {
        const m = /^val\s+(-?\d+)/.exec(gd.getAttribute("fmla") ?? "");
        if (m) adjust[gd.getAttribute("name") ?? ""] = Number(m[1]);
      }
      const paths = presetGeometry(nameOf, box.w, box.h, adjust);
      if (paths) return withinBudget(scope, paths);
      scope.warn(`The shape "${nameOf}" is drawn as its bounding box in the PDF.`);
      break;
    }
    const cust = child(spPr, "custGeom");
    if (cust) {
      const cut = () =>
        scope.warn(
          `A shape's outline has more than ${DRAWING_BUDGET.pathCommands.toLocaleString("en")} path commands; the drawing leaves out those past it.`,
        );
      return withinBudget(
        scope,
        customGeometry(cust, box.w, box.h, { maxCommands: DRAWING_BUDGET.pathCommands, onCut: cut }),
      );
    }
  }
  return presetGeometry("rect", box.w, box.h) ?? [];
}

/** The paths as far as the page's path budget reaches: those past it left out (the budget says so). */
function withinBudget(scope: TreeScope, paths: GeometryPath[]): GeometryPath[] {
  const out: GeometryPath[] = [];
  for (const p of paths) {
    const n = scope.budget.takePathCommands(p.commands.length);
    if (n > 0) out.push(n < p.commands.length ? { ...p, commands: p.commands.slice(0, n) } : p);
    if (n < p.commands.length) break;
  }
  return out;
}

function warnEffects(scope: TreeScope, spPr: Element | undefined): void {
  if (child(spPr, "scene3d") || child(spPr, "sp3d")) scope.warn("3-D effects on shapes are drawn flat in the PDF.");
}

function drawShape(scope: TreeScope, el: Element, paint: PaintScope, map: Transform, level: string): void {
  const ph = level === "slide" ? placeholderOf(el) : null;
  const inherited = ph && scope.layoutRoot ? inheritedPlaceholder(ph, scope.layoutRoot, scope.master.root) : null;
  const ancestors = [inherited?.layout, inherited?.master].filter((e): e is Element => !!e);
  const p = placed(el, map, ancestors);
  if (!p || (p.box.w <= 0 && p.box.h <= 0)) return;
  const spPr = child(el, "spPr");
  warnEffects(scope, spPr);
  const style = child(el, "style");
  const spPrs = [spPr, ...ancestors.map((a) => child(a, "spPr"))];
  let fill: Paint | null = null;
  for (const s of spPrs) if ((fill = fillIn(s, paint))) break;
  fill ??= styleFill(child(style, "fillRef"), paint) ?? { kind: "none" };
  const lnEl = spPrs.map((s) => child(s, "ln")).find(Boolean);
  const line = outline(lnEl, child(style, "lnRef"), paint);
  const txBody =
    ph && scope.prompts && !(child(el, "txBody")?.textContent ?? "").trim()
      ? promptBody(el, ph.type)
      : child(el, "txBody");
  const textScope: TextScope = {
    doc: scope.doc,
    tags: scope.tags,
    paint,
    fonts: scope.fonts,
    warn: scope.warn,
    slideNumber: scope.slideNumber,
  };
  const draw = () => {
    if (fill!.kind !== "none" || line) {
      const geometry = geometryOf(scope, spPrs, p.box);
      scope.tags.artifact("Layout", () => paintGeometry(scope, geometry, p.box, fill!, line));
    }
  };
  transformed(scope.doc, p, draw);
  if (!txBody) return;
  const chain: TextChain = { lists: [], bodies: [], fontRef: child(style, "fontRef") };
  if (inherited) {
    const txStyle =
      inherited.style === "title"
        ? scope.master.txStyles.title
        : inherited.style === "body"
          ? scope.master.txStyles.body
          : scope.master.txStyles.other;
    chain.lists = [
      scope.defaultTextStyle,
      txStyle,
      child(child(inherited.master, "txBody"), "lstStyle"),
      child(child(inherited.layout, "txBody"), "lstStyle"),
    ].filter((e): e is Element => !!e);
    chain.bodies = [
      child(child(inherited.master, "txBody"), "bodyPr"),
      child(child(inherited.layout, "txBody"), "bodyPr"),
    ].filter((e): e is Element => !!e);
  } else {
    chain.lists = [scope.defaultTextStyle, scope.master.txStyles.other].filter((e): e is Element => !!e);
  }
  const role =
    level !== "slide" && level !== "diagram"
      ? null
      : ph && (ph.type === "title" || ph.type === "ctrTitle")
        ? "H1"
        : "P";
  // Text turns with its shape but is never mirrored.
  // A SmartArt shape's text sits in its own box (dsp:txXfrm), turned as that box says.
  const txXfrm = child(el, "txXfrm");
  const textBox = txXfrm && xfrmBox(txXfrm) ? toPt(map(xfrmBox(txXfrm)!)) : p.box;
  const textRot = txXfrm ? Number(txXfrm.getAttribute("rot") ?? 0) / 60000 : p.rot;
  transformed(scope.doc, { box: textBox, rot: textRot, flipH: false, flipV: false }, () =>
    drawTextBody(textScope, textBox, txBody, chain, role),
  );
}

function drawPicture(scope: TreeScope, el: Element, paint: PaintScope, map: Transform, level: string): void {
  const ph = level === "slide" ? placeholderOf(el) : null;
  const inherited = ph && scope.layoutRoot ? inheritedPlaceholder(ph, scope.layoutRoot, scope.master.root) : null;
  const p = placed(
    el,
    map,
    [inherited?.layout, inherited?.master].filter((e): e is Element => !!e),
  );
  if (!p) return;
  // A picture may offer its fill in markup-compatibility branches (a PDF for one app, a PNG for the rest): the Fallback is what every consumer reads.
  const alternate = child(el, "AlternateContent");
  const blipFill =
    child(el, "blipFill") ??
    child(child(alternate, "Fallback"), "blipFill") ??
    child(child(alternate, "Choice"), "blipFill");
  const blip = child(blipFill, "blip");
  const rel = blip ? (relAttr(blip, "embed") ?? relAttr(blip, "link")) : undefined;
  const target = rel ? scope.pkg.rels(paint.owner).find((r) => r.id === rel) : undefined;
  const part = target && !target.external ? scope.pkg.resolve(paint.owner, target) : null;
  const pic = part ? scope.pictures.get(part) : null;
  const spPr = child(el, "spPr");
  const line = outline(child(spPr, "ln"), child(child(el, "style"), "lnRef"), paint);
  const alt = nonVisual(el).cNvPr?.getAttribute("descr") ?? "";
  const { doc, tags } = scope;
  transformed(doc, p, () => {
    const geometry = geometryOf(scope, [spPr], p.box);
    const drawIt = () => {
      if (pic) {
        const src = child(blipFill, "srcRect");
        const crop = (n: string) => Number(src?.getAttribute(n) ?? 0) / 100000;
        const [l, t, r, b] = [crop("l"), crop("t"), crop("r"), crop("b")];
        const shownW = Math.max(0.01, 1 - l - r);
        const shownH = Math.max(0.01, 1 - t - b);
        const w = p.box.w / shownW;
        const h = p.box.h / shownH;
        doc.save();
        for (const g of geometry) trace(doc, g.commands, p.box);
        doc.clip();
        const amt = child(blip, "alphaModFix");
        if (amt) doc.opacity(Number(amt.getAttribute("amt") ?? 100000) / 100000);
        doc.image(pic.image as never, p.box.x - l * w, p.box.y - t * h, { width: w, height: h });
        doc.restore();
      }
      if (line) paintGeometry(scope, geometry, p.box, { kind: "none" }, line);
    };
    if (level === "slide" && alt.trim()) tags.figure(alt, p.box, drawIt);
    else tags.artifact("Layout", drawIt);
  });
}

function drawFrame(scope: TreeScope, el: Element, paint: PaintScope, map: Transform): void {
  const p = placed(el, map, []);
  if (!p) return;
  const data = child(child(el, "graphic"), "graphicData");
  const uri = data?.getAttribute("uri") ?? "";
  if (uri === URI.table) {
    const tbl = child(data, "tbl");
    if (tbl) drawTable(scope, tbl, p.box, paint);
    return;
  }
  if (uri === URI.chart) {
    const chartEl = child(data, "chart");
    const rel = chartEl ? relAttr(chartEl) : undefined;
    const target = rel ? scope.pkg.rels(paint.owner).find((r) => r.id === rel) : undefined;
    if (target && !target.external) drawChartPart(scope, scope.pkg.resolve(paint.owner, target), p.box, paint);
    return;
  }
  if (uri === URI.diagram) {
    const drawing = smartArtDrawing(scope, data!, paint.owner);
    if (!drawing) {
      scope.warn(
        "SmartArt without the drawing PowerPoint keeps of it is not drawn in the PDF and the slide pictures; the pptx keeps it.",
      );
      return;
    }
    // The drawing's shapes are placed relative to the frame.
    const frame = shapeBox(el)!;
    const at: Transform = (b) => map(emuBox(b.x + frame.x, b.y + frame.y, b.cx, b.cy));
    const tree = child(drawing.root, "spTree");
    if (tree) walk(scope, tree, { ...paint, owner: drawing.part }, at, "diagram", 1);
    return;
  }
  if (uri === URI.ole) {
    scope.warn("An embedded object (OLE) is shown as its picture in the PDF, when it has one.");
    const pic = data ? findPic(data) : undefined;
    if (pic)
      drawPicture(
        scope,
        pic,
        paint,
        () => ({ x: ptToEmu(p.box.x), y: ptToEmu(p.box.y), cx: ptToEmu(p.box.w), cy: ptToEmu(p.box.h) }),
        "ole",
      );
    return;
  }
  scope.warn("A graphic of a kind Quire's PDF does not know is left out of the PDF.");
}

/** The first p:pic below `el` in document order, looked for no deeper than the group budget (no recursion to overflow). */
function findPic(el: Element): Element | undefined {
  const stack: Array<[Element, number]> = children(el)
    .reverse()
    .map((c) => [c, 1]);
  while (stack.length) {
    const [c, depth] = stack.pop()!;
    if (c.localName === "pic") return c;
    if (depth < DRAWING_BUDGET.groupDepth)
      stack.push(
        ...children(c)
          .reverse()
          .map((d): [Element, number] => [d, depth + 1]),
      );
  }
  return undefined;
}
