// Tiny DOM helpers over @xmldom/xmldom for reading template parts (already DOCTYPE-checked by validate-upload).
import { DOMParser, type Document, type Element } from "@xmldom/xmldom";
import { refuse } from "./read-zip-directory.js";

export type { Element };

/** Parses a validated part's text; malformed XML is a damaged template. */
export function parsePart(text: string, name: string): Element {
  let doc: Document;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") throw new Error(message);
      },
    }).parseFromString(text, "application/xml");
  } catch (err) {
    throw refuse(`The part "${name}" is not well-formed XML (${String((err as Error).message).slice(0, 120)}); the file is damaged.`);
  }
  if (!doc.documentElement) throw refuse(`The part "${name}" is empty; the file is damaged.`);
  return doc.documentElement;
}

/** Child elements with this local name (any namespace). */
export function kids(el: Element | undefined, localName: string): Element[] {
  const out: Element[] = [];
  if (!el) return out;
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as Element).localName === localName) out.push(n as Element);
  }
  return out;
}

export function kid(el: Element | undefined, localName: string): Element | undefined {
  return kids(el, localName)[0];
}

/** Follows a path of local names through first children. */
export function path(el: Element | undefined, ...names: string[]): Element | undefined {
  let cur = el;
  for (const n of names) cur = kid(cur, n);
  return cur;
}

/** Descendants with this local name in document order. */
export function all(el: Element, localName: string): Element[] {
  const list = el.getElementsByTagNameNS("*", localName);
  const out: Element[] = [];
  for (let i = 0; i < list.length; i++) out.push(list.item(i)!);
  return out;
}

/** The r:id style attribute by local name, whatever its prefix. */
export function relAttr(el: Element, localName = "id"): string | undefined {
  for (let i = 0; i < el.attributes.length; i++) {
    const a = el.attributes.item(i)!;
    if (a.localName === localName && a.namespaceURI?.endsWith("/relationships")) return a.value;
  }
  return undefined;
}

/**
 * The part's text without elements the analysis never reads (e.g. a theme's fmtScheme, a master's txStyles):
 * they are most of the bytes, and the DOM parser's time is proportional to them. None of them nest in themselves.
 */
export function withoutElements(text: string, localNames: string[]): string {
  let out = text;
  for (const name of localNames) out = out.replace(new RegExp(`<([\\w.-]+:)?${name}\\b(?:[^>]*?/>|[\\s\\S]*?</\\1${name}>)`, "g"), "");
  return out;
}
