// The package-level parts every generated package has: docProps/core.xml, docProps/app.xml and _rels/.rels.
import { escapeText } from "./xml-escape.js";
import { NS, REL, XML_DECL } from "./xml.js";

/**
 * docProps/core.xml with a title and, when known, the language (BCP-47) the content is written in and its rights (the
 * credits of its pictures); `created` is fixed by the caller (deterministic output).
 */
export function corePropsXml(title: string, created: Date, language?: string, rights?: string | null): string {
  const when = created.toISOString().replace(/\.\d{3}Z$/, "Z");
  return (
    `${XML_DECL}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:title>${escapeText(title)}</dc:title>${language ? `<dc:language>${escapeText(language)}</dc:language>` : ""}<dc:creator>Quire</dc:creator>${rights ? `<dc:rights>${escapeText(rights)}</dc:rights>` : ""}<cp:lastModifiedBy>Quire</cp:lastModifiedBy><cp:revision>1</cp:revision>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified></cp:coreProperties>`
  );
}

/** docProps/app.xml naming the generator (LibreOffice recalculates formulas of files not written by Excel), plus any of the kind's own properties. */
export function appPropsXml(extra = ""): string {
  return (
    `${XML_DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
    `<Application>Quire</Application>${extra}</Properties>`
  );
}

/** _rels/.rels: the package's main part (`word/document.xml`, `xl/workbook.xml`, `ppt/presentation.xml`) and its two docProps parts. */
export function rootRelsXml(mainPart: string): string {
  return (
    `${XML_DECL}<Relationships xmlns="${NS.rels}">` +
    `<Relationship Id="rId1" Type="${REL.officeDocument}" Target="${mainPart}"/>` +
    `<Relationship Id="rId2" Type="${REL.coreProps}" Target="docProps/core.xml"/>` +
    `<Relationship Id="rId3" Type="${REL.extendedProps}" Target="docProps/app.xml"/>` +
    "</Relationships>"
  );
}
