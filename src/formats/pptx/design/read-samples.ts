// The template's own sample slides as evidence: which layout each uses, for what content, and which footers it shows.
import { placeholderOf, shapeBox } from "../../ooxml/drawingml.js";
import type { OpcPackage } from "../../ooxml/package.js";
import { child, children, descendants, parseXml, REL, serialiseXml, type Element } from "../../ooxml/xml.js";

/** What a sample slide holds, as a slide role (the source's deck layouts plus what templates show besides). */
export type SampleRole =
  | "title"
  | "section"
  | "bullets"
  | "two-column"
  | "table"
  | "chart"
  | "image"
  | "diagram"
  | "quote"
  | "closing"
  | "title-only"
  | "blank";

export interface SampleChrome {
  /** The slide's own paragraphs of each footer placeholder that shows something (fields included). */
  sldNum?: string;
  ftr?: { text: string; paragraphs: string };
  dt?: string;
}

export interface SampleSlide {
  /** 0-based position in the presentation. */
  index: number;
  layout: string;
  role: SampleRole;
  chrome: SampleChrome;
}

const TITLE = new Set(["title", "ctrTitle"]);
const CHROME = new Set(["dt", "ftr", "sldNum", "hdr"]);
const URI_CHART = "http://schemas.openxmlformats.org/drawingml/2006/chart";
const URI_TABLE = "http://schemas.openxmlformats.org/drawingml/2006/table";
const URI_DIAGRAM = "http://schemas.openxmlformats.org/drawingml/2006/diagram";

/** Reads each slide (presentation order) before loadTemplate drops them; unreadable slides are skipped. */
export function readSamples(pkg: OpcPackage, slideParts: string[], slideArea: number): SampleSlide[] {
  const out: SampleSlide[] = [];
  slideParts.forEach((part, index) => {
    const bytes = pkg.parts.get(part);
    const layoutRel = pkg.rels(part).find((r) => r.type === REL.slideLayout);
    if (!bytes || !layoutRel) return;
    try {
      const root = parseXml(bytes, part).documentElement!;
      const { role, chrome } = describe(root, index, slideParts.length, slideArea);
      out.push({ index, layout: pkg.resolve(part, layoutRel), role, chrome });
    } catch {
      // A damaged sample slide is not evidence; the template itself was validated on upload.
    }
  });
  return out;
}

const textOf = (el: Element) =>
  descendants(el, "t")
    .map((t) => t.textContent ?? "")
    .join("")
    .trim();
const paragraphsWithText = (el: Element) => descendants(el, "p").filter((p) => textOf(p)).length;

function describe(
  root: Element,
  index: number,
  count: number,
  slideArea: number,
): { role: SampleRole; chrome: SampleChrome } {
  const cSld = child(root, "cSld");
  const tree = cSld ? child(cSld, "spTree") : undefined;
  const chrome: SampleChrome = {};
  if (!tree) return { role: "blank", chrome };
  const uris = descendants(tree, "graphicData").map((g) => g.getAttribute("uri") ?? "");
  let title = false;
  let subtitle = false;
  const bodies: number[] = [];
  let pictureArea = 0;
  for (const shape of descendants(tree, "sp").concat(descendants(tree, "pic"))) {
    const ph = placeholderOf(shape);
    if (shape.localName === "pic") {
      const box = shapeBox(shape);
      pictureArea += box ? box.cx * box.cy : slideArea * 0.2;
      continue;
    }
    if (!ph) continue;
    const type = ph.type;
    const body = child(shape, "txBody");
    if (!body || !textOf(body)) continue;
    if (CHROME.has(type)) {
      const paragraphs = children(body, "p")
        .map((p) => serialiseXml(p))
        .join("");
      if (type === "sldNum") chrome.sldNum = paragraphs;
      else if (type === "ftr") chrome.ftr = { text: textOf(body), paragraphs };
      else if (type === "dt") chrome.dt = paragraphs;
    } else if (TITLE.has(type)) title = true;
    else if (type === "subTitle") subtitle = true;
    else bodies.push(paragraphsWithText(body));
  }
  return { role: roleOf(), chrome };

  function roleOf(): SampleRole {
    if (uris.includes(URI_CHART)) return "chart";
    if (uris.includes(URI_TABLE)) return "table";
    if (uris.includes(URI_DIAGRAM)) return "diagram";
    if (pictureArea >= slideArea * 0.08 && bodies.reduce((a, b) => a + b, 0) <= 2) return "image";
    if (title && subtitle && !bodies.length)
      return index === 0 ? "title" : index === count - 1 && count > 2 ? "closing" : "section";
    if (bodies.length >= 2) return "two-column";
    if (bodies.length === 1) {
      if (!title) return "quote";
      return bodies[0]! >= 2 ? "bullets" : index === 0 ? "title" : "section";
    }
    if (title) return index === 0 ? "title" : "title-only";
    return "blank";
  }
}
