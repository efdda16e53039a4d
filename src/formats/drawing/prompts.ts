// What an empty placeholder shows on a template drawn as itself: a prompt of its kind, in its own inherited style.
import { child, type Element } from "../ooxml/xml.js";

const PROMPTS: Record<string, string> = {
  title: "Title",
  ctrTitle: "Title",
  subTitle: "Subtitle",
  body: "Text",
  obj: "Content",
  pic: "Picture",
  tbl: "Table",
  chart: "Chart",
  dt: "Date",
  ftr: "Footer",
  sldNum: "‹#›",
  media: "Media",
  clipArt: "Picture",
  dgm: "SmartArt",
};

/** A text body saying what an empty placeholder is for, in its own inherited style (a template page's placeholder). */
export function promptBody(shape: Element, type: string): Element {
  const doc = shape.ownerDocument!;
  const a = "http://schemas.openxmlformats.org/drawingml/2006/main";
  const body = doc.createElementNS(shape.namespaceURI, "p:txBody");
  const own = child(shape, "txBody");
  for (const name of ["bodyPr", "lstStyle"]) {
    const kept = child(own, name);
    body.appendChild(kept ? kept.cloneNode(true) : doc.createElementNS(a, `a:${name}`));
  }
  const p = doc.createElementNS(a, "a:p");
  const r = doc.createElementNS(a, "a:r");
  const t = doc.createElementNS(a, "a:t");
  t.appendChild(doc.createTextNode(PROMPTS[type] ?? "Text"));
  r.appendChild(t);
  p.appendChild(r);
  body.appendChild(p);
  return body;
}
