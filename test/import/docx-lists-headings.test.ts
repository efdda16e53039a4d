// Word import: a numbered list keeps the number it starts at (w:start, startOverride, a list continued after an
// interruption); a "Heading 0" paragraph is a top-level heading that can name the doc; a table of contents never does.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineText, type Block } from "../../src/formats/model/blocks.js";
import { renderDocToDocx } from "../../src/formats/docx/render-doc-to-docx.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { writeZip } from "../../src/formats/ooxml/zip-write.js";
import type { ImportBudget, ImportResult } from "../../src/import/import-types.js";
import { readDocx } from "../../src/import/docx/read-docx.js";
import { EXTRA_FIXTURES, have, IN_REPO_FIXTURES, needs, readThirdParty } from "../fixtures.js";

const LISTS_CONTINUING = "material/pandoc-lists-continuing.docx";
const budget = (): ImportBudget => ({
  maxBytes: 25 << 20,
  maxUnzippedBytes: 200 << 20,
  maxPages: 500,
  deadline: Date.now() + 20_000,
});
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A paragraph: its style, its list (numId, ilvl), its runs' text (a tab as "\t"). */
function p(text: string, opts: { style?: string; num?: [number, number]; tocLink?: string } = {}): string {
  const props =
    (opts.style ? `<w:pStyle w:val="${opts.style}"/>` : "") +
    (opts.num ? `<w:numPr><w:ilvl w:val="${opts.num[1]}"/><w:numId w:val="${opts.num[0]}"/></w:numPr>` : "");
  const runs = text
    .split("\t")
    .map((t, i) => (i ? "<w:r><w:tab/></w:r>" : "") + (t ? `<w:r><w:t xml:space="preserve">${t}</w:t></w:r>` : ""))
    .join("");
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ""}${opts.tocLink ? `<w:hyperlink w:anchor="${opts.tocLink}" w:history="1">${runs}</w:hyperlink>` : runs}</w:p>`;
}

const STYLES = [
  ["Normal", "Normal"],
  ["Title", "Title"],
  ["Heading0", "heading 0"],
  ["Heading1", "heading 1"],
  ["Heading2", "heading 2"],
  ["TOCHeading", "TOC Heading"],
  ["TOC1", "toc 1"],
  ["ListParagraph", "List Paragraph"],
];

/** A .docx made by hand: the body's paragraphs, numbering.xml's content and extra styles.xml content. */
function wordFile(body: string[], numbering = "", extraStyles = ""): Uint8Array {
  const text = (s: string) => new TextEncoder().encode(s);
  const styles =
    STYLES.map(
      ([id, name]) => `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`,
    ).join("") + extraStyles;
  return writeZip([
    {
      name: "[Content_Types].xml",
      data: text(
        `${HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' +
          '<Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/></Types>',
      ),
    },
    {
      name: "_rels/.rels",
      data: text(
        `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
    },
    {
      name: "word/_rels/document.xml.rels",
      data: text(
        `${HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>` +
          '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>',
      ),
    },
    {
      name: "word/document.xml",
      data: text(`${HEAD}<w:document ${W}><w:body>${body.join("")}<w:sectPr/></w:body></w:document>`),
    },
    { name: "word/styles.xml", data: text(`${HEAD}<w:styles ${W}>${styles}</w:styles>`) },
    { name: "word/numbering.xml", data: text(`${HEAD}<w:numbering ${W}>${numbering}</w:numbering>`) },
  ]);
}

const lvl = (ilvl: number, start: number | null, fmt = "decimal", pStyle = "") =>
  `<w:lvl w:ilvl="${ilvl}">${start === null ? "" : `<w:start w:val="${start}"/>`}<w:numFmt w:val="${fmt}"/><w:lvlText w:val="%${ilvl + 1}."/>${pStyle ? `<w:pStyle w:val="${pStyle}"/>` : ""}</w:lvl>`;

function docOf(result: ImportResult): { title: string; markdown: string; blocks: Block[] } {
  if (result.source.kind !== "doc") throw new Error(`expected a doc, got a ${result.source.kind}`);
  const parsed = parseMarkdown(result.source.markdown);
  expect(parsed.warnings).toEqual([]);
  return { title: result.source.title, markdown: result.source.markdown, blocks: parsed.blocks };
}

/** Each top-level list as its start and its items' first lines; nested lists as "start:item" after their parent's item. */
function lists(blocks: Block[]): { start: number | null; items: string[] }[] {
  return blocks.flatMap((b) =>
    b.type === "list"
      ? [
          {
            start: b.ordered ? b.start : null,
            items: b.items.flatMap((it) =>
              it.blocks.flatMap((x) =>
                x.type === "paragraph"
                  ? [inlineText(x.children)]
                  : x.type === "list"
                    ? x.items.map(
                        (n, i) =>
                          `${x.ordered ? x.start + i : "-"}:${n.blocks[0]?.type === "paragraph" ? inlineText(n.blocks[0].children) : ""}`,
                      )
                    : [],
              ),
            ),
          },
        ]
      : [],
  );
}
const headings = (blocks: Block[]) =>
  blocks.flatMap((b) => (b.type === "heading" ? [`${b.level} ${inlineText(b.children)}`] : []));

describe("readDocx: a numbered list keeps its numbers", () => {
  it("a list made by Quire's own Word export that starts at 2 reads back 2., 3.; the next list restarts at 1", async () => {
    const markdown =
      "Before.\n\n2. two\n3. three\n\nBetween.\n\n1. one\n2. two again\n\nThen.\n\n7. seven\n   1. nested one\n   2. nested two\n8. eight";
    const { bytes } = await renderDocToDocx({ kind: "doc", title: "Steps", markdown });
    const doc = docOf(await readDocx(bytes, "steps.docx", budget()));
    expect(doc.markdown).toMatch(/^2\. two\n3\. three$/m);
    expect(lists(doc.blocks)).toEqual([
      { start: 2, items: ["two", "three"] },
      { start: 1, items: ["one", "two again"] },
      { start: 7, items: ["seven", "1:nested one", "2:nested two", "eight"] },
    ]);
  });

  it("a Word file's own numbering: w:start 2, a nested level, a list continued after a paragraph, startOverride, a style's list", async () => {
    const numbering =
      `<w:abstractNum w:abstractNumId="0">${lvl(0, 2)}${lvl(1, 1, "lowerLetter")}</w:abstractNum>` +
      `<w:abstractNum w:abstractNumId="1">${lvl(0, 1, "bullet")}</w:abstractNum>` +
      `<w:abstractNum w:abstractNumId="2">${lvl(0, 7, "decimal", "ListNumber")}</w:abstractNum>` +
      '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>' +
      '<w:num w:numId="2"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="5"/></w:lvlOverride></w:num>' +
      '<w:num w:numId="3"><w:abstractNumId w:val="1"/></w:num>' +
      '<w:num w:numId="4"><w:abstractNumId w:val="2"/></w:num>';
    const listNumber =
      '<w:style w:type="paragraph" w:styleId="ListNumber"><w:name w:val="List Number"/><w:pPr><w:numPr><w:numId w:val="4"/></w:numPr></w:pPr></w:style>';
    const bytes = wordFile(
      [
        p("Second", { num: [1, 0] }),
        p("sub a", { num: [1, 1] }),
        p("sub b", { num: [1, 1] }),
        p("Third", { num: [1, 0] }),
        p("Interruption."),
        p("Fourth", { num: [1, 0] }),
        p("A new list follows."),
        p("Fifth", { num: [2, 0] }),
        p("Sixth", { num: [2, 0] }),
        p("Bullets."),
        p("dot", { num: [3, 0] }),
        p("Styled."),
        p("Seventh", { style: "ListNumber" }),
        p("Eighth", { style: "ListNumber" }),
      ],
      numbering,
      listNumber,
    );
    const doc = docOf(await readDocx(bytes, "numbers.docx", budget()));
    expect(doc.markdown).toMatch(/^2\. Second\n/m);
    expect(doc.markdown).toMatch(/^3\. Third$/m);
    expect(lists(doc.blocks)).toEqual([
      { start: 2, items: ["Second", "1:sub a", "2:sub b", "Third"] },
      { start: 4, items: ["Fourth"] },
      { start: 5, items: ["Fifth", "Sixth"] },
      { start: null, items: ["dot"] },
      { start: 7, items: ["Seventh", "Eighth"] },
    ]);
  });

  it.skipIf(!have(LISTS_CONTINUING))(
    needs("pandoc-lists-continuing.docx: the list after the interruption goes on at 4, as in Word", LISTS_CONTINUING),
    async () => {
      const bytes = readThirdParty(LISTS_CONTINUING);
      const doc = docOf(await readDocx(bytes, "lists.docx", budget()));
      expect(lists(doc.blocks)).toEqual([
        { start: 1, items: ["Foo", "Bar", "Baz"] },
        { start: 4, items: ["Bop"] },
      ]);
    },
  );
});

describe('readDocx: "Heading 0" and the table of contents', () => {
  it('a "Heading 0" paragraph opening the document names it; more are top-level headings; the contents are left out', async () => {
    const bytes = wordFile([
      p("Contents", { style: "TOCHeading" }),
      p("Annual plan\t1", { style: "TOC1", tocLink: "_Toc1" }),
      p("Goals\t2", { tocLink: "_Toc2" }), // an entry without a TOC style: its link to a _Toc bookmark says what it is
      p("Appendix\t9", { tocLink: "_Toc3" }),
      p("Annual plan", { style: "Heading0" }),
      p("Goals", { style: "Heading1" }),
      p("Grow."),
      p("Appendix", { style: "Heading0" }),
      p("Details", { style: "Heading2" }),
    ]);
    const result = await readDocx(bytes, "plan.docx", budget());
    const doc = docOf(result);
    expect(doc.title).toBe("Annual plan");
    expect(headings(doc.blocks)).toEqual(["1 Goals", "1 Appendix", "2 Details"]);
    expect(doc.markdown).not.toMatch(/Contents|\t|Goals 2|Appendix 9/);
    expect(result.warnings).toContain("The table of contents was left out (Quire makes its own from the headings).");
  });

  it("a Title paragraph still comes before a Heading 0, which then stays a heading", async () => {
    const bytes = wordFile([p("Handbook", { style: "Title" }), p("Part one", { style: "Heading0" }), p("Text.")]);
    const doc = docOf(await readDocx(bytes, "handbook.docx", budget()));
    expect(doc.title).toBe("Handbook");
    expect(headings(doc.blocks)).toEqual(["1 Part one"]);
  });

  it("a table of contents is never the title: not its heading styled Heading 1, not its entries", async () => {
    const bytes = wordFile([
      p("Table of Contents", { style: "Heading1" }),
      p("Overview\t1", { tocLink: "_Toc10" }),
      p("Costs\t3", { tocLink: "_Toc11" }),
      p("Overview", { style: "Heading1" }),
      p("Text."),
      p("Costs", { style: "Heading1" }),
    ]);
    const doc = docOf(await readDocx(bytes, "report.docx", budget()));
    expect(doc.title).toBe("Overview");
    expect(headings(doc.blocks)).toEqual(["1 Costs"]);
    // A Heading 0 that only heads the contents does not name the doc either.
    const contents = wordFile([
      p("CONTENTS", { style: "Heading0" }),
      p("Scope ........ 4"),
      p("Scope", { style: "Heading1" }),
    ]);
    expect(docOf(await readDocx(contents, "spec.docx", budget())).title).toBe("Scope");
  });

  // pandoc's test/docx/0_level_headers.docx, when the extra fixtures have it (GPL, never copied in): its "Heading 0"
  // paragraphs (FIGURES, TABLES) are level-1 headings, as pandoc reads them, and its title is not taken from its table
  // of contents.
  const pandoc = [IN_REPO_FIXTURES, EXTRA_FIXTURES].reduce<string | null>(
    (found, root) => found ?? (root ? findFile(root, /level.?headers?\.docx$/i) : null),
    null,
  );
  it.skipIf(!pandoc)(
    `pandoc's 0_level_headers.docx from the extra fixtures${pandoc ? "" : " (needs the extra fixture **/0_level_headers.docx (QUIRE_EXTRA_FIXTURES))"}`,
    async () => {
      const result = await readDocx(new Uint8Array(readFileSync(pandoc!)), "0_level_headers.docx", budget());
      const doc = docOf(result);
      expect(headings(doc.blocks)).toEqual(expect.arrayContaining(["1 FIGURES", "1 TABLES"]));
      expect(doc.title).not.toMatch(/contents|section|figures|tables|\s(?:\d+|[ivx]+)$/i);
    },
  );
});

function findFile(dir: string, name: RegExp): string | null {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = `${dir.replace(/\/$/, "")}/${entry.name}`;
    if (entry.isDirectory()) {
      const found = findFile(full, name);
      if (found) return found;
    } else if (name.test(entry.name)) return full;
  }
  return null;
}
