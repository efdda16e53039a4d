// docProps/core.xml and docProps/app.xml for generated packages.
import { XML_DECL, esc } from "./xml.js";

export function coreXml(title: string, created = new Date()): string {
  const when = created.toISOString().replace(/\.\d{3}Z$/, "Z");
  return (
    `${XML_DECL}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:title>${esc(title)}</dc:title><dc:creator>Quire</dc:creator><cp:lastModifiedBy>Quire</cp:lastModifiedBy><cp:revision>1</cp:revision>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified></cp:coreProperties>`
  );
}

export function appXml(slides: number, notes: number, format = "On-screen Show (16:9)"): string {
  return (
    `${XML_DECL}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">` +
    `<Application>Quire</Application><PresentationFormat>${esc(format)}</PresentationFormat><Slides>${slides}</Slides><Notes>${notes}</Notes><HiddenSlides>0</HiddenSlides><AppVersion>16.0000</AppVersion></Properties>`
  );
}
