// [Content_Types].xml: read (Defaults by extension, Overrides by part name) and written for a set of parts.
import { extOf } from "./part-names.js";
import { attr } from "./relationships.js";
import { escapeAttr } from "./xml-escape.js";
import { CT, NS, XML_DECL } from "./xml.js";

export interface ContentTypes {
  /** Lower-cased extension → content type. */
  defaults: Map<string, string>;
  /** Lower-cased part name (no leading slash) → content type. */
  overrides: Map<string, string>;
}

/** The content types of a package, read from its [Content_Types].xml text. */
export function readContentTypes(text: string): ContentTypes {
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  for (const m of text.matchAll(/<(?:[\w.-]+:)?Default\b([^>]*)>/g)) {
    const ext = attr(m[1]!, "Extension");
    const type = attr(m[1]!, "ContentType");
    if (ext && type) defaults.set(ext.toLowerCase(), type);
  }
  for (const m of text.matchAll(/<(?:[\w.-]+:)?Override\b([^>]*)>/g)) {
    const name = attr(m[1]!, "PartName");
    const type = attr(m[1]!, "ContentType");
    if (name && type) overrides.set(name.replace(/^\//, "").toLowerCase(), type);
  }
  return { defaults, overrides };
}

/** A part's content type: its Override, else its extension's Default. */
export function contentTypeOf(types: ContentTypes, part: string): string | undefined {
  return types.overrides.get(part.toLowerCase()) ?? types.defaults.get(extOf(part));
}

/** [Content_Types].xml for (part, content type) pairs: Defaults for media extensions, Overrides for the rest. */
export function contentTypesXml(parts: Iterable<[string, string | undefined]>): string {
  const defaults = new Map<string, string>([
    ["rels", CT.rels],
    ["xml", CT.xml],
  ]);
  const overrides: string[] = [];
  for (const [name, known] of parts) {
    const ext = extOf(name);
    const type = known ?? MEDIA_TYPES[ext] ?? "application/octet-stream";
    if (ext === "rels" || (ext === "xml" && type === CT.xml)) continue;
    if (ext && ext !== "xml" && (!defaults.has(ext) || defaults.get(ext) === type)) defaults.set(ext, type);
    else overrides.push(`<Override PartName="/${escapeAttr(name)}" ContentType="${escapeAttr(type)}"/>`);
  }
  const defs = [...defaults].map(([e, t]) => `<Default Extension="${escapeAttr(e)}" ContentType="${escapeAttr(t)}"/>`);
  return `${XML_DECL}<Types xmlns="${NS.ct}">${defs.join("")}${overrides.join("")}</Types>`;
}

export const MEDIA_TYPES: Record<string, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  gif: "image/gif",
  emf: "image/x-emf",
  wmf: "image/x-wmf",
  svg: "image/svg+xml",
  tif: "image/tiff",
  tiff: "image/tiff",
  bmp: "image/bmp",
  xlsx: CT.xlsx,
  bin: "application/vnd.openxmlformats-officedocument.oleObject",
  fntdata: "application/x-fontdata",
  odttf: "application/vnd.openxmlformats-officedocument.obfuscatedFont",
};
