// Picks a template layout for each deck slide role by layout type and placeholder signature (never by name).
import type { SlideLayout } from "../source.js";
import type { Placeholder } from "./placeholders.js";
import type { TemplateLayout } from "./template.js";

const TITLE = new Set(["title", "ctrTitle"]);
const NOT_BODY = new Set(["title", "ctrTitle", "subTitle", "dt", "ftr", "sldNum", "hdr", "pic", "tbl", "chart", "clipArt", "dgm", "media", "sldImg"]);

export const titlePh = (l: TemplateLayout) => l.placeholders.find((p) => TITLE.has(p.type));
export const subtitlePh = (l: TemplateLayout) => l.placeholders.find((p) => p.type === "subTitle");
/** Text/content placeholders in reading order (top to bottom, left to right). */
export const bodyPhs = (l: TemplateLayout): Placeholder[] =>
  l.placeholders.filter((p) => !NOT_BODY.has(p.type)).sort((a, b) => (a.box?.y ?? 0) - (b.box?.y ?? 0) || (a.box?.x ?? 0) - (b.box?.x ?? 0));
const areaOf = (p: Placeholder) => (p.box ? p.box.cx * p.box.cy : 0);
export const typedPh = (l: TemplateLayout, type: string) => l.placeholders.find((p) => p.type === type);

function score(role: SlideLayout, l: TemplateLayout, slideArea: number): number {
  const title = titlePh(l);
  const bodies = bodyPhs(l);
  const objs = bodies.filter((p) => p.type === "obj");
  const sideBySide = bodies.length >= 2 && Math.abs((bodies[0]!.box?.y ?? 0) - (bodies[1]!.box?.y ?? 0)) < 914400;
  switch (role) {
    case "title":
      return l.type === "title" ? 100 : title?.type === "ctrTitle" ? 90 : title && subtitlePh(l) ? 80 : title && bodies.length === 1 ? 10 : 0;
    case "section":
      return l.type === "secHead" ? 100 : title && bodies.length === 1 && l.type !== "obj" && l.type !== "tx" && l.type !== "title" ? 40 : title && !bodies.length ? 20 : 0;
    case "bullets":
    case "content":
      return l.type === (role === "bullets" ? "obj" : "tx") ? 100 : l.type === "obj" || l.type === "tx" ? 90 : title && bodies.length === 1 ? 70 : 0;
    case "two-column":
      return l.type === "twoObj" ? 100 : l.type === "twoColTx" ? 95 : title && sideBySide ? 80 : 0;
    case "table":
      return l.type === "tbl" ? 100 : typedPh(l, "tbl") ? 95 : l.type === "obj" ? 80 : title && objs.length === 1 ? 70 : title && bodies.length === 1 ? 40 : 0;
    case "chart":
      return l.type === "chart" ? 100 : typedPh(l, "chart") ? 95 : l.type === "obj" ? 80 : title && objs.length === 1 ? 70 : title && bodies.length === 1 ? 40 : 0;
    case "quote":
      // A quote wants a large untitled text box (a caption-only layout with a small strip does not count).
      if (!title && bodies.length >= 1 && bodies.length <= 2 && areaOf(bodies[0]!) >= slideArea * 0.2) return 90;
      if (title && !bodies.length && areaOf(title) >= slideArea * 0.25) return 80;
      return l.type === "secHead" ? 60 : title && bodies.length === 1 ? 30 : 0;
    case "image":
      return l.type === "picTx" ? 100 : typedPh(l, "pic") && title ? 90 : l.type === "obj" ? 60 : title && bodies.length === 1 ? 40 : 0;
  }
}

/** The best layout for a role; `override` (a layout part name from the caller) wins when it names a layout. */
export function chooseLayout(layouts: TemplateLayout[], role: SlideLayout, override?: string, slideArea = 12192000 * 6858000): TemplateLayout {
  if (override) {
    const hit = layouts.find((l) => l.part === override || `/${l.part}` === override);
    if (hit) return hit;
  }
  let best = layouts[0]!;
  let bestScore = -1;
  for (const l of layouts) {
    const s = score(role, l, slideArea) || (titlePh(l) ? 5 : 1);
    if (s > bestScore) {
      best = l;
      bestScore = s;
    }
  }
  return best;
}
