// Assembles a .docx package from a rendered body: document, footnotes, styles, numbering, settings, media, rels.
import { contentTypesXml } from "../ooxml/content-types.js";
import { appPropsXml, corePropsXml, rootRelsXml } from "../ooxml/doc-props.js";
import type { Relationship } from "../ooxml/relationships.js";
import { CT, REL, XML_DECL } from "../ooxml/xml.js";
import { writeZip, type ZipEntry } from "../ooxml/zip-write.js";
import type { DocxBuilder } from "./docx-builder.js";
import { numberingXml, settingsXml, stylesXml } from "./docx-styles.js";
import { writeBlocks, type BlockContext } from "./write-blocks.js";
import { textRun } from "./write-inlines.js";

const NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"';
// A4 portrait, 1" margins.
const SECTION =
  '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/><w:cols w:space="708"/></w:sectPr>';
const SEPARATORS =
  '<w:footnote w:type="separator" w:id="-1"><w:p><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:r><w:separator/></w:r></w:p></w:footnote>' +
  '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>';

/** Zips the body XML (already rendered through `builder`) with every part it refers to; `rights` goes in its properties. */
export function writeDocxPackage(
  builder: DocxBuilder,
  body: string,
  title: string,
  rights?: string | null,
): Uint8Array {
  const footnotes = builder.usedFootnotes.length ? footnotesXml(builder) : null;
  // An empty body is valid XML but some readers refuse a document without a single paragraph.
  if (!body) body = "<w:p/>";
  const fixed: Relationship[] = [
    { id: "rId1", type: REL.styles, target: "styles.xml", external: false },
    { id: "rId2", type: REL.settings, target: "settings.xml", external: false },
    { id: "rId3", type: REL.numbering, target: "numbering.xml", external: false },
    ...(footnotes ? [{ id: "rId4", type: REL.footnotes, target: "footnotes.xml", external: false }] : []),
  ];
  const entries: ZipEntry[] = [
    { name: "[Content_Types].xml", data: contentTypes(builder, !!footnotes) },
    { name: "_rels/.rels", data: rootRelsXml("word/document.xml") },
    { name: "docProps/core.xml", data: corePropsXml(title, new Date(), builder.language, rights) },
    { name: "docProps/app.xml", data: appPropsXml() },
    { name: "word/document.xml", data: `${XML_DECL}<w:document ${NS}><w:body>${body}${SECTION}</w:body></w:document>` },
    { name: "word/_rels/document.xml.rels", data: builder.relsXml("document", fixed) },
    { name: "word/styles.xml", data: stylesXml(builder.language) },
    { name: "word/settings.xml", data: settingsXml(!!footnotes) },
    { name: "word/numbering.xml", data: numberingXml(builder.orderedNums) },
  ];
  if (footnotes) {
    entries.push({ name: "word/footnotes.xml", data: footnotes });
    if (builder.hasRels("footnotes"))
      entries.push({ name: "word/_rels/footnotes.xml.rels", data: builder.relsXml("footnotes") });
  }
  for (const m of builder.media) entries.push({ name: `word/media/${m.name}`, data: m.bytes });
  return writeZip(entries);
}

/** Footnote bodies; rendering one may reference further footnotes (ignored there) or new media. */
function footnotesXml(builder: DocxBuilder): string {
  let out = `${XML_DECL}<w:footnotes ${NS}>${SEPARATORS}`;
  for (const [id, def] of builder.usedFootnotes) {
    const lead = {
      runs: '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r><w:r><w:t xml:space="preserve"> </w:t></w:r>',
    };
    const ctx: BlockContext = {
      builder,
      part: "footnotes",
      level: -1,
      quote: 0,
      indent: 0,
      headingShift: 0,
      paraStyle: "FootnoteText",
      lead,
    };
    let body = writeBlocks(def.blocks, ctx);
    if (lead.runs) body = `<w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr>${lead.runs}${textRun("")}</w:p>${body}`;
    out += `<w:footnote w:id="${id}">${body}</w:footnote>`;
  }
  return `${out}</w:footnotes>`;
}

function contentTypes(builder: DocxBuilder, footnotes: boolean): string {
  return contentTypesXml([
    ["word/document.xml", CT.document],
    ["word/styles.xml", CT.wordStyles],
    ["word/settings.xml", CT.wordSettings],
    ["word/numbering.xml", CT.numbering],
    ...(footnotes ? [["word/footnotes.xml", CT.footnotes] as [string, string]] : []),
    ["docProps/core.xml", CT.core],
    ["docProps/app.xml", CT.app],
    ...builder.media.map((m): [string, undefined] => [`word/media/${m.name}`, undefined]),
  ]);
}
