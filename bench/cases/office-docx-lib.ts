// Bench only: the same parsed doc written with the `docx` library (the usual library choice), to compare with our writer.
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from "docx";
import type { Block, Inline } from "../../src/formats/model/blocks.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import type { Doc } from "../../src/formats/model/source.js";

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
];

function runs(inlines: Inline[], f: { bold?: boolean; italics?: boolean; code?: boolean } = {}): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  for (const n of inlines) {
    if (n.type === "text")
      out.push(new TextRun({ text: n.text, bold: f.bold, italics: f.italics, font: f.code ? "Consolas" : undefined }));
    else if (n.type === "code") out.push(new TextRun({ text: n.text, font: "Consolas" }));
    else if (n.type === "strong") out.push(...runs(n.children, { ...f, bold: true }));
    else if (n.type === "em") out.push(...runs(n.children, { ...f, italics: true }));
    else if (n.type === "strike") out.push(...runs(n.children, f));
    else if (n.type === "link" && n.href)
      out.push(new ExternalHyperlink({ link: n.href, children: runs(n.children, f) as TextRun[] }));
    else if (n.type === "link") out.push(...runs(n.children, f));
    else if (n.type === "break") out.push(new TextRun({ break: 1 }));
  }
  return out;
}

function blocks(list: Block[], level = -1, quote = false): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  for (const b of list) {
    if (b.type === "heading") out.push(new Paragraph({ heading: HEADINGS[b.level - 1], children: runs(b.children) }));
    else if (b.type === "paragraph")
      out.push(new Paragraph({ children: runs(b.children), style: quote ? "Quote" : undefined }));
    else if (b.type === "code")
      for (const line of b.text.split("\n"))
        out.push(
          new Paragraph({ children: [new TextRun({ text: line, font: "Consolas" })], shading: { fill: "F2F2F2" } }),
        );
    else if (b.type === "quote") out.push(...blocks(b.blocks, level, true));
    else if (b.type === "list")
      for (const item of b.items) {
        const [first, ...rest] = item.blocks;
        const lvl = level + 1;
        out.push(
          new Paragraph({
            children: first?.type === "paragraph" ? runs(first.children) : [],
            ...(b.ordered ? { numbering: { reference: "ordered", level: lvl } } : { bullet: { level: lvl } }),
          }),
        );
        out.push(...blocks(rest, lvl));
      }
    else if (b.type === "table") {
      const row = (cells: Inline[][], header: boolean) =>
        new TableRow({
          tableHeader: header,
          children: cells.map(
            (c) => new TableCell({ children: [new Paragraph({ children: runs(c, { bold: header }) })] }),
          ),
        });
      out.push(
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [row(b.header, true), ...b.rows.map((r) => row(r, false))],
        }),
        new Paragraph({}),
      );
    } else out.push(new Paragraph({ thematicBreak: true }));
  }
  return out;
}

export async function renderDocWithDocxLib(doc: Doc): Promise<Uint8Array> {
  const parsed = parseMarkdown(doc.markdown);
  const document = new Document({
    title: doc.title,
    numbering: {
      config: [
        {
          reference: "ordered",
          levels: [0, 1, 2].map((level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
          })),
        },
      ],
    },
    sections: [{ children: blocks(parsed.blocks) }],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
