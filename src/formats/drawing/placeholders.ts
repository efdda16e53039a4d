// A slide placeholder's ancestors: the layout placeholder it fills (by idx, else by type) and the master placeholder
// that one inherits from (by type), whose boxes, fills, body properties and list styles the slide's shape takes.
import { placeholderOf, treeShapes, type PlaceholderRef } from "../ooxml/drawingml.js";
import type { Element } from "../ooxml/xml.js";

export interface Inherited {
  layout?: Element;
  master?: Element;
  /** The master text style the text takes: title, body, or other (footers, dates, numbers). */
  style: "title" | "body" | "other";
}

const masterType = (type: string) =>
  type === "ctrTitle" ? "title" : type === "subTitle" || type === "obj" ? "body" : type;

function findIn(root: Element, ph: PlaceholderRef, byIdx: boolean): Element | undefined {
  const shapes = treeShapes(root)
    .map((el) => ({ el, ref: placeholderOf(el) }))
    .filter((s) => s.ref);
  if (byIdx && ph.hasIdx) {
    const hit = shapes.find((s) => s.ref!.hasIdx && s.ref!.idx === ph.idx);
    if (hit) return hit.el;
  }
  const type = ph.type;
  return (
    shapes.find((s) => s.ref!.type === type)?.el ?? shapes.find((s) => masterType(s.ref!.type) === masterType(type))?.el
  );
}

export function inheritedPlaceholder(ph: PlaceholderRef, layout: Element, master: Element): Inherited {
  const onLayout = findIn(layout, ph, true);
  const layoutRef = onLayout ? placeholderOf(onLayout) : null;
  const onMaster = findIn(master, layoutRef ?? ph, false);
  const type = masterType(layoutRef?.type ?? ph.type);
  return { layout: onLayout, master: onMaster, style: type === "title" ? "title" : type === "body" ? "body" : "other" };
}
