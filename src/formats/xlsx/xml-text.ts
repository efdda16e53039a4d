// XML shared by the hand-written OOXML writers (xlsx, docx): safe text and attribute values, the package-level parts.

// Characters XML 1.0 cannot carry at all (C0 controls except tab/LF/CR, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const TEXT_SPECIAL = /[&<>\r]/;
const ATTR_SPECIAL = /[&<>"\t\n\r]/;

/** Escapes element text; CR is written as a character reference because parsers fold a literal CR into LF. */
export function escapeText(value: string): string {
  const clean = value.replace(INVALID_XML, "");
  if (!TEXT_SPECIAL.test(clean)) return clean;
  return clean.replace(/[&<>\r]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : "&#13;"));
}

/** Escapes an attribute value (quotes and whitespace that attribute normalisation would otherwise fold). */
export function escapeAttr(value: string): string {
  const clean = value.replace(INVALID_XML, "");
  if (!ATTR_SPECIAL.test(clean)) return clean;
  return clean.replace(/[&<>"\t\n\r]/g, (c) => ATTR_ENTITIES[c]!);
}

const ATTR_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\t": "&#9;", "\n": "&#10;", "\r": "&#13;" };

/** True when the text has characters XML cannot carry (so a writer can warn that they were dropped). */
export function hasInvalidXmlChars(value: string): boolean {
  INVALID_XML.lastIndex = 0;
  const found = INVALID_XML.test(value);
  INVALID_XML.lastIndex = 0;
  return found;
}

/** docProps/core.xml with a title (dates fixed by the caller for deterministic output). */
export function corePropsXml(title: string, created: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeText(title)}</dc:title><dc:creator>Quire</dc:creator>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${created}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${created}</dcterms:modified>` +
    "</cp:coreProperties>"
  );
}

/** docProps/app.xml naming the generator (LibreOffice recalculates formulas of files not written by Excel). */
export function appPropsXml(): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Quire</Application></Properties>'
  );
}

/** _rels/.rels: the package's main part (`word/document.xml`, `xl/workbook.xml`) and its two docProps parts. */
export function rootRelsXml(mainPart: string): string {
  const rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="${mainPart}"/>` +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
    `<Relationship Id="rId3" Type="${rel}/extended-properties" Target="docProps/app.xml"/>` +
    "</Relationships>"
  );
}
