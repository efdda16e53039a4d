// XML helpers for OOXML parts: a DOCTYPE-refusing parser (@xmldom/xmldom), escaping, and namespace constants.
import { DOMParser, XMLSerializer, type Document, type Element } from "@xmldom/xmldom";

export const NS = {
  a: "http://schemas.openxmlformats.org/drawingml/2006/main",
  p: "http://schemas.openxmlformats.org/presentationml/2006/main",
  r: "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
  c: "http://schemas.openxmlformats.org/drawingml/2006/chart",
  rels: "http://schemas.openxmlformats.org/package/2006/relationships",
  ct: "http://schemas.openxmlformats.org/package/2006/content-types",
} as const;

export const REL = {
  officeDocument: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument",
  coreProps: "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties",
  extendedProps: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties",
  slide: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide",
  slideLayout: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout",
  slideMaster: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideMaster",
  notesSlide: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/notesSlide",
  notesMaster: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/notesMaster",
  theme: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/theme",
  image: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/image",
  chart: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart",
  package: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/package",
  hyperlink: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink",
} as const;

export const CT = {
  rels: "application/vnd.openxmlformats-package.relationships+xml",
  xml: "application/xml",
  presentation: "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
  slide: "application/vnd.openxmlformats-officedocument.presentationml.slide+xml",
  slideLayout: "application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml",
  slideMaster: "application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml",
  notesSlide: "application/vnd.openxmlformats-officedocument.presentationml.notesSlide+xml",
  notesMaster: "application/vnd.openxmlformats-officedocument.presentationml.notesMaster+xml",
  theme: "application/vnd.openxmlformats-officedocument.theme+xml",
  chart: "application/vnd.openxmlformats-officedocument.drawingml.chart+xml",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  core: "application/vnd.openxmlformats-package.core-properties+xml",
  app: "application/vnd.openxmlformats-officedocument.extended-properties+xml",
  presProps: "application/vnd.openxmlformats-officedocument.presentationml.presProps+xml",
  viewProps: "application/vnd.openxmlformats-officedocument.presentationml.viewProps+xml",
  tableStyles: "application/vnd.openxmlformats-officedocument.presentationml.tableStyles+xml",
} as const;

const decoder = new TextDecoder("utf-8");

/** Thrown for XML we refuse to read (DOCTYPE/entities, malformed). */
export class XmlError extends Error {}

/** Decodes a part's bytes (UTF-8, UTF-8 BOM, or UTF-16 with BOM). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const text = decoder.decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Parses XML; a DOCTYPE (XXE, billion laughs) or a parse error is refused. */
export function parseXml(input: Uint8Array | string, partName = "xml"): Document {
  const text = typeof input === "string" ? input : decodeXml(input);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new XmlError(`${partName}: DOCTYPE/entity declarations are not allowed`);
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") throw new XmlError(`${partName}: ${message}`);
    },
  }).parseFromString(text, "application/xml");
  if (!doc.documentElement) throw new XmlError(`${partName}: empty document`);
  return doc;
}

export function serializeXml(node: Document | Element): string {
  return new XMLSerializer().serializeToString(node);
}

const ESC: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes text for XML content or attributes and drops characters XML 1.0 forbids. */
export function esc(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "").replace(/[&<>"']/g, (c) => ESC[c]!);
}

/** Child elements of `el` with the given local name (any namespace). */
export function children(el: Element, localName?: string): Element[] {
  const out: Element[] = [];
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (!localName || (n as Element).localName === localName)) out.push(n as Element);
  }
  return out;
}

export function child(el: Element, localName: string): Element | undefined {
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as Element).localName === localName) return n as Element;
  }
  return undefined;
}

/** Descendants with the given local name, in document order. */
export function descendants(el: Element | Document, localName: string): Element[] {
  const list = el.getElementsByTagNameNS("*", localName);
  const out: Element[] = [];
  for (let i = 0; i < list.length; i++) out.push(list.item(i)!);
  return out;
}

export const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
