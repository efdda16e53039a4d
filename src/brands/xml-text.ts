// XML text for brand parts: decoding (UTF-8/UTF-16, BOMs) and Strict OOXML namespaces rewritten to transitional.
import { refuse, TEMPLATE_WORDING, type PackageWording } from "./read-zip-directory.js";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Decodes a part per its BOM (UTF-8, UTF-16LE/BE) or, without one, a UTF-16 declaration pattern; else UTF-8. */
export function decodeXmlText(bytes: Uint8Array, name: string, w: PackageWording = TEMPLATE_WORDING): string {
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le", { fatal: true }).decode(bytes.subarray(2));
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be", { fatal: true }).decode(bytes.subarray(2));
    // "<?" in UTF-16 without a BOM: 3C 00 3F 00 (LE) or 00 3C 00 3F (BE).
    if (bytes[0] === 0x3c && bytes[1] === 0 && bytes[2] === 0x3f && bytes[3] === 0) return new TextDecoder("utf-16le", { fatal: true }).decode(bytes);
    if (bytes[0] === 0 && bytes[1] === 0x3c && bytes[2] === 0 && bytes[3] === 0x3f) return new TextDecoder("utf-16be", { fatal: true }).decode(bytes);
    const text = utf8.decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    throw refuse(`The part "${name}" is not valid UTF-8 or UTF-16 text; the file is damaged.`, w);
  }
}

// Strict OOXML (ISO 29500 Strict) uses purl.oclc.org namespaces; each maps to a transitional one by a fixed rule.
const STRICT_NS = /http:\/\/purl\.oclc\.org\/ooxml\/(officeDocument\/relationships|[A-Za-z]+)(\/[A-Za-z]+)?/g;
const STRICT_SPECIAL: Record<string, string> = {
  "http://purl.oclc.org/ooxml/officeDocument/extendedProperties": "http://schemas.openxmlformats.org/officeDocument/2006/extended-properties",
  "http://purl.oclc.org/ooxml/officeDocument/customProperties": "http://schemas.openxmlformats.org/officeDocument/2006/custom-properties",
  "http://purl.oclc.org/ooxml/officeDocument/docPropsVTypes": "http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes",
  "http://purl.oclc.org/ooxml/officeDocument/math": "http://schemas.openxmlformats.org/officeDocument/2006/math",
  "http://purl.oclc.org/ooxml/officeDocument/sharedTypes": "http://schemas.openxmlformats.org/officeDocument/2006/sharedTypes",
  "http://purl.oclc.org/ooxml/drawingml/chartDrawing": "http://schemas.openxmlformats.org/drawingml/2006/chartDrawing",
  "http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing": "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing",
  "http://purl.oclc.org/ooxml/drawingml/spreadsheetDrawing": "http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing",
};

/** Rewrites Strict namespaces and relationship types to their transitional equivalents; transitional text is unchanged. */
export function normaliseStrict(text: string): string {
  if (!text.includes("purl.oclc.org/ooxml/")) return text;
  return text.replace(STRICT_NS, (whole, area: string, rest: string | undefined) => {
    const special = STRICT_SPECIAL[whole];
    if (special) return special;
    if (area === "officeDocument/relationships") return `http://schemas.openxmlformats.org/officeDocument/2006/relationships${rest ?? ""}`;
    return `http://schemas.openxmlformats.org/${area}/2006${rest ?? ""}`;
  });
}
