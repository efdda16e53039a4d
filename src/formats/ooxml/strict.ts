// Strict OOXML (ISO 29500 Strict) read as transitional: its purl.oclc.org namespaces mapped to the transitional ones.

const STRICT_NS = /http:\/\/purl\.oclc\.org\/ooxml\/(officeDocument\/relationships|[A-Za-z]+)(\/[A-Za-z]+)?/g;
const STRICT_SPECIAL: Record<string, string> = {
  "http://purl.oclc.org/ooxml/officeDocument/extendedProperties":
    "http://schemas.openxmlformats.org/officeDocument/2006/extended-properties",
  "http://purl.oclc.org/ooxml/officeDocument/customProperties":
    "http://schemas.openxmlformats.org/officeDocument/2006/custom-properties",
  "http://purl.oclc.org/ooxml/officeDocument/docPropsVTypes":
    "http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes",
  "http://purl.oclc.org/ooxml/officeDocument/math": "http://schemas.openxmlformats.org/officeDocument/2006/math",
  "http://purl.oclc.org/ooxml/officeDocument/sharedTypes":
    "http://schemas.openxmlformats.org/officeDocument/2006/sharedTypes",
  "http://purl.oclc.org/ooxml/drawingml/chartDrawing": "http://schemas.openxmlformats.org/drawingml/2006/chartDrawing",
  "http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing":
    "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing",
  "http://purl.oclc.org/ooxml/drawingml/spreadsheetDrawing":
    "http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing",
};

/** Rewrites Strict namespaces and relationship types to their transitional equivalents; transitional text is unchanged. */
export function normaliseStrict(text: string): string {
  if (!text.includes("purl.oclc.org/ooxml/")) return text;
  return text.replace(STRICT_NS, (whole, area: string, rest: string | undefined) => {
    const special = STRICT_SPECIAL[whole];
    if (special) return special;
    if (area === "officeDocument/relationships")
      return `http://schemas.openxmlformats.org/officeDocument/2006/relationships${rest ?? ""}`;
    return `http://schemas.openxmlformats.org/${area}/2006${rest ?? ""}`;
  });
}
