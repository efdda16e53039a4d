// XML of OOXML parts: namespace and type constants, decoding (UTF-8/UTF-16, BOMs), a DOCTYPE-refusing parser
// (@xmldom/xmldom) and the element walks every reader and writer shares.
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
  styles: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles",
  settings: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings",
  numbering: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering",
  footnotes: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/footnotes",
  worksheet: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet",
  sharedStrings: "http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings",
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
  document: "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  wordStyles: "application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml",
  wordSettings: "application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml",
  numbering: "application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml",
  footnotes: "application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml",
  workbook: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
  worksheet: "application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml",
  sheetStyles: "application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml",
  sharedStrings: "application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml",
} as const;

/** Thrown for XML we refuse to read (DOCTYPE/entities, malformed, not UTF-8 or UTF-16). */
export class XmlError extends Error {}

/**
 * What one part may hold before anything parses it. xmldom keeps about 1.2 KB an element and every walk of its tree
 * recurses, so a part past either bound is refused whole: the largest real parts (a 75×75 table, a detailed map) hold
 * under 100,000 elements and nest under 30 deep. The drawing cuts a part down to its own, lower budget before this.
 */
export const XML_PART_LIMITS = { elements: 400_000, depth: 256 } as const;

/** A part past XML_PART_LIMITS: its message names the part and the bound. */
export class XmlTooLarge extends XmlError {}

/** Refuses, in one scan of its tags (no tree built), a part past XML_PART_LIMITS. */
function checkPartSize(text: string, partName: string): void {
  let elements = 0;
  let depth = 0;
  for (let p = text.indexOf("<"); p >= 0; p = text.indexOf("<", p + 1)) {
    const c = text.charCodeAt(p + 1);
    const end =
      c === 33 && text.startsWith("<!--", p)
        ? text.indexOf("-->", p)
        : c === 33 && text.startsWith("<![CDATA[", p)
          ? text.indexOf("]]>", p)
          : text.indexOf(">", p);
    if (end < 0) return;
    if (c === 47) depth--;
    else if (c !== 33 && c !== 63) {
      if (++elements > XML_PART_LIMITS.elements)
        throw new XmlTooLarge(`${partName} holds more than ${XML_PART_LIMITS.elements.toLocaleString("en")} elements`);
      if (text.charCodeAt(end - 1) !== 47 && ++depth > XML_PART_LIMITS.depth)
        throw new XmlTooLarge(`${partName} nests elements more than ${XML_PART_LIMITS.depth} deep`);
    }
    p = end;
  }
}

const lenient = new TextDecoder("utf-8");
const strict = new TextDecoder("utf-8", { fatal: true });

/** A part's text encoding from its first bytes, and how many of them are its BOM. */
export function xmlEncoding(b: Uint8Array): { label: "utf-8" | "utf-16le" | "utf-16be"; skip: number } {
  if (b[0] === 0xff && b[1] === 0xfe) return { label: "utf-16le", skip: 2 };
  if (b[0] === 0xfe && b[1] === 0xff) return { label: "utf-16be", skip: 2 };
  // "<?" in UTF-16 without a BOM: 3C 00 3F 00 (LE) or 00 3C 00 3F (BE).
  if (b[0] === 0x3c && b[1] === 0 && b[2] === 0x3f && b[3] === 0) return { label: "utf-16le", skip: 0 };
  if (b[0] === 0 && b[1] === 0x3c && b[2] === 0 && b[3] === 0x3f) return { label: "utf-16be", skip: 0 };
  return { label: "utf-8", skip: b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0 };
}

/**
 * Decodes a part's bytes per its BOM (UTF-8, UTF-16LE/BE) or, without one, a UTF-16 declaration's byte pattern; else
 * UTF-8. `fatal`: bytes that are not valid text throw an XmlError instead of becoming U+FFFD.
 */
export function decodeXml(bytes: Uint8Array, options: { fatal?: boolean } = {}): string {
  const fatal = !!options.fatal;
  try {
    const { label, skip } = xmlEncoding(bytes);
    if (label !== "utf-8") return new TextDecoder(label, { fatal }).decode(bytes.subarray(skip));
    const text = (fatal ? strict : lenient).decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    throw new XmlError("not valid UTF-8 or UTF-16 text");
  }
}

/** Parses XML; a DOCTYPE (XXE, billion laughs) or a parse error is refused. */
export function parseXml(input: Uint8Array | string, partName = "xml"): Document {
  const text = typeof input === "string" ? input : decodeXml(input);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new XmlError(`${partName}: DOCTYPE/entity declarations are not allowed`);
  checkPartSize(text, partName);
  const doc = new DOMParser({
    onError: (level, message) => {
      if (level !== "warning") throw new XmlError(`${partName}: ${message}`);
    },
  }).parseFromString(text, "application/xml");
  if (!doc.documentElement) throw new XmlError(`${partName}: empty document`);
  return doc;
}

export function serialiseXml(node: Document | Element): string {
  return new XMLSerializer().serializeToString(node);
}

/** Child elements of `el` with the given local name (any namespace), or all of them. */
export function children(el: Element | undefined, localName?: string): Element[] {
  const out: Element[] = [];
  if (!el) return out;
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (!localName || (n as Element).localName === localName)) out.push(n as Element);
  }
  return out;
}

/** The first child element with this local name. */
export function child(el: Element | undefined, localName: string): Element | undefined {
  if (!el) return undefined;
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as Element).localName === localName) return n as Element;
  }
  return undefined;
}

/** Follows a path of local names through first children. */
export function path(el: Element | undefined, ...names: string[]): Element | undefined {
  let cur = el;
  for (const n of names) cur = child(cur, n);
  return cur;
}

/** Descendants with the given local name, in document order. */
export function descendants(el: Element | Document, localName: string): Element[] {
  const list = el.getElementsByTagNameNS("*", localName);
  const out: Element[] = [];
  for (let i = 0; i < list.length; i++) out.push(list.item(i)!);
  return out;
}

/** A relationship attribute (r:id, r:embed, r:link …) by local name, whatever its prefix. */
export function relAttr(el: Element, localName = "id"): string | undefined {
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes.item(i)!;
    if (a.localName === localName && a.namespaceURI?.endsWith("/relationships")) return a.value;
  }
  return undefined;
}

export type { Document, Element };

export const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
