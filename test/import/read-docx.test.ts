// Word import: Quire's own export reads back the same, real third-party Word files read fully, hostile files are refused.
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { inlineText, type Block, type ParsedMarkdown } from "../../src/formats/model/blocks.js";
import { renderDocToDocx } from "../../src/formats/docx/render-doc-to-docx.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { SourceSchema, type Doc } from "../../src/formats/model/source.js";
import type { ImportBudget, ImportResult } from "../../src/import/import-types.js";
import { readDocx } from "../../src/import/docx/read-docx.js";
import { isAppError } from "../../src/lib/errors.js";
import { rawZip, text } from "../brands/hostile-zips.js";
import { have, needs, readThirdParty } from "../fixtures.js";
import { rgbPng } from "../png.js";

const budget = (over: Partial<ImportBudget> = {}): ImportBudget => ({
  maxBytes: 25 << 20,
  maxUnzippedBytes: 200 << 20,
  maxPages: 500,
  deadline: Date.now() + 20_000,
  ...over,
});
const material = (name: string) => readDocx(readThirdParty(`material/${name}`), name, budget());
/** A test of one material file, titled "<file>: …": it skips, naming the file, where it is absent (pandoc's are extra fixtures only). */
const fileIt = (file: string, what: string, fn: () => Promise<void>) =>
  it.skipIf(!have(`material/${file}`))(needs(`${file}: ${what}`, `material/${file}`), fn);
const PNG = rgbPng(6, 4, (x, y) => [x * 40, y * 60, 200]);

function markdownOf(result: ImportResult): ParsedMarkdown {
  if (result.source.kind !== "doc") throw new Error(`expected a doc, got a ${result.source.kind}`);
  expect(SourceSchema.safeParse(result.source).error).toBeUndefined();
  const parsed = parseMarkdown(result.source.markdown);
  expect(parsed.warnings).toEqual([]);
  return parsed;
}

/** Blocks without heading ids (made from text, they may differ by a suffix). */
const comparable = (p: ParsedMarkdown) =>
  JSON.parse(JSON.stringify({ blocks: p.blocks, footnotes: p.footnotes }, (k, v) => (k === "id" ? undefined : v)));
const headings = (blocks: Block[]) =>
  blocks.flatMap((b) => (b.type === "heading" ? [`${b.level} ${inlineText(b.children)}`] : []));
const paragraphs = (blocks: Block[]) => blocks.flatMap((b) => (b.type === "paragraph" ? [inlineText(b.children)] : []));
const tables = (blocks: Block[]) =>
  blocks.flatMap((b) => (b.type === "table" ? [[b.header, ...b.rows].map((r) => r.map(inlineText))] : []));

/** Every list item as "depth ordered? text", depth first. */
function listItems(blocks: Block[], depth = 0): string[] {
  return blocks.flatMap((b) =>
    b.type !== "list"
      ? []
      : b.items.flatMap((it) => {
          const [first, ...rest] = it.blocks;
          return [
            `${depth}${b.ordered ? "." : "-"} ${first?.type === "paragraph" ? inlineText(first.children) : ""}`,
            ...listItems(rest, depth + 1),
          ];
        }),
  );
}

async function refusal(
  bytes: Uint8Array,
  over: Partial<ImportBudget> = {},
): Promise<{ code: string; message: string; ms: number }> {
  const t = performance.now();
  try {
    await readDocx(bytes, "hostile.docx", budget(over));
  } catch (err) {
    if (isAppError(err)) return { code: err.code, message: err.message, ms: performance.now() - t };
    throw err;
  }
  throw new Error("a hostile file was read");
}

/** Quire's export of a doc, with its parts edited. */
async function editedExport(doc: Doc, edit: (parts: Record<string, Uint8Array>) => void): Promise<Uint8Array> {
  const parts = unzipSync((await renderDocToDocx(doc)).bytes);
  edit(parts);
  return zipSync(parts);
}
const decode = (b: Uint8Array) => new TextDecoder().decode(b);

const ROUND_TRIP: Doc = {
  kind: "doc",
  title: "Quarterly report",
  markdown: [
    "# Overview",
    "",
    "Intro with **bold**, *italic*, **bold and *both***, `code()` and a [link to the data](https://example.com/q?a=1&b=2).",
    "",
    "## Details",
    "",
    "- first point",
    "  - under the first",
    "    - deeper still",
    "- second point",
    "",
    "1. one",
    "2. two",
    "   1. two point one",
    "",
    "### Figures",
    "",
    "| Region | Sales |",
    "|---|---|",
    "| North | 120 |",
    "| South, *mostly* | 80 |",
    "",
    "A claim that needs a source.[^1]",
    "",
    `![Sales chart](data:image/png;base64,${PNG.toString("base64")})`,
    "",
    "[^1]: Source: the annual survey, [page 4](https://example.org/survey).",
  ].join("\n"),
};

describe("readDocx: Quire's own export reads back", () => {
  it("keeps headings, text and its emphasis, links, nested lists, the table, the footnote and the picture's bytes", async () => {
    const result = await readDocx((await renderDocToDocx(ROUND_TRIP)).bytes, "report.docx", budget());
    expect(result.source.kind === "doc" && result.source.title).toBe("Quarterly report");
    const back = markdownOf(result);
    expect(comparable(back)).toEqual(comparable(parseMarkdown(ROUND_TRIP.markdown)));
    expect(headings(back.blocks)).toEqual(["1 Overview", "2 Details", "3 Figures"]);
    expect(listItems(back.blocks)).toEqual([
      "0- first point",
      "1- under the first",
      "2- deeper still",
      "0- second point",
      "0. one",
      "0. two",
      "1. two point one",
    ]);
    expect(tables(back.blocks)).toEqual([
      [
        ["Region", "Sales"],
        ["North", "120"],
        ["South, mostly", "80"],
      ],
    ]);
    expect(back.footnotes.map((f) => paragraphs(f.blocks))).toEqual([["Source: the annual survey, page 4."]]);
    const image = back.blocks
      .flatMap((b) => (b.type === "paragraph" ? b.children : []))
      .find((n) => n.type === "image");
    expect(image?.type === "image" && Buffer.from(image.src!.split(",")[1]!, "base64").equals(PNG)).toBe(true);
    expect(result.warnings).toEqual([]);
    expect(result.units).toEqual({ kind: "page", count: 0 });
    expect(result.refs).toEqual([{ file: "report.docx" }, { file: "report.docx" }]);
  });

  it("keeps text that looks like Markdown or HTML as text", async () => {
    const tricky = [
      "# not a heading",
      "<script>alert(1)</script>",
      "1. not a list",
      "- not a bullet",
      "*not em* and _not em_",
      "| not | a table |",
      "[not](a link) ![nor](an image)",
      "&amp; stays &amp;",
      "\\ backslash `tick`",
    ];
    const doc: Doc = {
      kind: "doc",
      title: "Tricky",
      markdown: tricky.map((t) => t.replace(/[\\`*_[\]<>#|&!-]/g, "\\$&").replace(/^(\d+)\./, "$1\\.")).join("\n\n"),
    };
    expect(paragraphs(parseMarkdown(doc.markdown).blocks)).toEqual(tricky);
    const back = markdownOf(await readDocx((await renderDocToDocx(doc)).bytes, "tricky.docx", budget()));
    expect(back.blocks.every((b) => b.type === "paragraph")).toBe(true);
    expect(paragraphs(back.blocks)).toEqual(tricky);
  });

  it("drops comments, links that are not web or e-mail addresses and pictures Quire cannot show, saying so", async () => {
    const doc: Doc = {
      kind: "doc",
      title: "Edited",
      markdown: `Read [the page](https://example.com/x) now.\n\n![logo](data:image/png;base64,${PNG.toString("base64")})`,
    };
    const bytes = await editedExport(doc, (p) => {
      const rels = decode(p["word/_rels/document.xml.rels"]!)
        .replace("https://example.com/x", "javascript:alert(1)")
        .replace(
          "</Relationships>",
          '<Relationship Id="rIdC" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="comments.xml"/></Relationships>',
        );
      p["word/_rels/document.xml.rels"] = text(rels.replace(/media\/image1\.png/, "media/image1.emf"));
      p["word/media/image1.emf"] = new Uint8Array([1, 0, 0, 0, ...new Array(36).fill(0), 0x20, 0x45, 0x4d, 0x46]);
      delete p["word/media/image1.png"];
      p["[Content_Types].xml"] = text(
        decode(p["[Content_Types].xml"]!).replace(
          "</Types>",
          '<Default Extension="emf" ContentType="image/x-emf"/><Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/></Types>',
        ),
      );
      p["word/document.xml"] = text(
        decode(p["word/document.xml"]!)
          .replace("<w:r>", '<w:commentRangeStart w:id="0"/><w:r>')
          .replace("</w:p>", '<w:commentRangeEnd w:id="0"/><w:r><w:commentReference w:id="0"/></w:r></w:p>'),
      );
      p["word/comments.xml"] = text(
        '<?xml version="1.0" encoding="UTF-8"?><w:comments xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:comment w:id="0" w:author="Reviewer"><w:p><w:r><w:t>secret remark</w:t></w:r></w:p></w:comment></w:comments>',
      );
    });
    const result = await readDocx(bytes, "edited.docx", budget());
    const back = markdownOf(result);
    expect(paragraphs(back.blocks)).toEqual(["Read the page now."]);
    expect(result.source.kind === "doc" && result.source.markdown).not.toMatch(/secret|javascript|\]\(/);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^1 picture in formats other than PNG, JPEG and GIF \(EMF\)/),
        "1 comment was left out.",
        expect.stringMatching(/^1 link that was not a web or e-mail address/),
      ]),
    );
  });
  it("reports an equation it leaves out once, in words", async () => {
    const math =
      '</w:t></w:r><m:oMath xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"><m:r><m:t>πr²</m:t></m:r></m:oMath><w:r><w:t>';
    const bytes = await editedExport(
      { kind: "doc", title: "Circle", markdown: "The area is here." },
      (p) =>
        (p["word/document.xml"] = text(decode(p["word/document.xml"]!).replace("The area is", `The area is${math}`))),
    );
    const result = await readDocx(bytes, "circle.docx", budget());
    expect(paragraphs(markdownOf(result).blocks)).toEqual(["The area is here."]);
    expect(result.warnings).toEqual(["1 equation was left out."]);
  });

  it("never fetches a picture linked from outside the file, and says it was left out", async () => {
    const doc: Doc = {
      kind: "doc",
      title: "Linked",
      markdown: `Before.\n\n![logo](data:image/png;base64,${PNG.toString("base64")})\n\nAfter.`,
    };
    const bytes = await editedExport(doc, (p) => {
      p["word/_rels/document.xml.rels"] = text(
        decode(p["word/_rels/document.xml.rels"]!).replace(
          'Target="media/image1.png"',
          'Target="http://127.0.0.1:9/logo.png" TargetMode="External"',
        ),
      );
      p["word/document.xml"] = text(decode(p["word/document.xml"]!).replace("r:embed=", "r:link="));
      delete p["word/media/image1.png"];
    });
    const result = await readDocx(bytes, "linked.docx", budget());
    expect(paragraphs(markdownOf(result).blocks)).toEqual(["Before.", "After."]);
    expect(result.warnings).toEqual([
      "1 picture linked from outside the file, missing from it or damaged was left out; linked files are never fetched.",
    ]);
  });
});

describe("readDocx: Word files from the third-party material", () => {
  fileIt(
    "pandoc-headers.docx",
    "the first Heading 1 names the doc, levels 2–6 stay headings, level 7 is a paragraph",
    async () => {
      const result = await material("pandoc-headers.docx");
      expect(result.source.kind === "doc" && result.source.title).toBe("A Test of Headers");
      const { blocks } = markdownOf(result);
      expect(headings(blocks)).toEqual([
        "2 Second Level",
        "3 Third level",
        "4 Fourth level",
        "5 Fifth level",
        "6 Sixth level",
      ]);
      expect(paragraphs(blocks)).toContain("Seventh level");
      expect(result.units).toEqual({ kind: "page", count: 1 });
      expect(result.refs).toHaveLength(1);
    },
  );

  fileIt("pandoc-enumerated-headings.docx", "numbered headings are headings, not list items", async () => {
    const result = await material("pandoc-enumerated-headings.docx");
    expect(result.source.kind === "doc" && result.source.title).toBe("H1");
    const { blocks } = markdownOf(result);
    expect(headings(blocks)).toEqual(["2 H2", "3 H3"]);
    expect(listItems(blocks)).toEqual([]);
    expect(paragraphs(blocks)).toEqual(["And some text"]);
  });

  fileIt("pandoc-lists-continuing.docx", "an ordered list, an interruption, the list again", async () => {
    const { blocks } = markdownOf(await material("pandoc-lists-continuing.docx"));
    expect(listItems(blocks)).toEqual(["0. Foo", "0. Bar", "0. Baz", "0. Bop"]);
    expect(blocks.map((b) => b.type)).toEqual(["list", "paragraph", "list"]);
    expect(paragraphs(blocks)).toEqual(["Interruption."]);
  });

  fileIt(
    "pandoc-german-styled-lists.docx",
    "a list numbered through German-named list styles keeps its levels",
    async () => {
      const result = await material("pandoc-german-styled-lists.docx");
      expect(listItems(markdownOf(result).blocks)).toEqual([
        "0- One level of the list.",
        "0- Second level of the list.",
        "1- Next level of the list",
        "0- Back to the top level.",
      ]);
      expect(result.warnings).toEqual(["Page headers and footers were left out."]);
    },
  );

  fileIt("pandoc-table-captions.docx", "two tables, their captions kept as paragraphs", async () => {
    const { blocks } = markdownOf(await material("pandoc-table-captions.docx"));
    expect(tables(blocks)).toEqual([
      [
        ["", "Count", "%"],
        ["First option", "242", "45"],
        ["Second option", "99", "18"],
      ],
      [["One", "Two", "Three"]],
    ]);
    expect(paragraphs(blocks)).toEqual(["See Table 1.", "Table 1", "Table 2", "See Table 2."]);
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "paragraph", "table", "table", "paragraph", "paragraph"]);
  });

  fileIt("pandoc-link-in-notes.docx", "a footnote holding a link", async () => {
    const { blocks, footnotes } = markdownOf(await material("pandoc-link-in-notes.docx"));
    expect(paragraphs(blocks)).toEqual(["This is a test[1]."]);
    expect(footnotes).toHaveLength(1);
    const note = footnotes[0]!.blocks[0]!;
    expect(note.type === "paragraph" && note.children).toEqual([
      { type: "link", href: "http://wikipedia.org/", children: [{ type: "text", text: "http://wikipedia.org/" }] },
    ]);
  });

  fileIt("poi-illustrative-cases.docx", "the Title paragraph names the doc; eight tables; four pages", async () => {
    const result = await material("poi-illustrative-cases.docx");
    expect(result.source.kind === "doc" && result.source.title).toBe("(V) ILLUSTRATIVE CASES");
    const { blocks, footnotes } = markdownOf(result);
    expect(paragraphs(blocks)[0]).toMatch(/^These cases deal with the basic personal tax credit/);
    const found = tables(blocks);
    expect(found).toHaveLength(8);
    for (const t of found) expect(t[0]).toEqual(["", "2006", "2007"]);
    expect(found[0]![1]![0]).toMatch(/^Gross Income; Standard Rate Band; Income Tax liability; /);
    expect(footnotes).toEqual([]);
    expect(result.units).toEqual({ kind: "page", count: 4 });
  });
});

describe("readDocx refuses hostile files with invalid_request, fast", () => {
  const CT =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';
  const plain: Doc = { kind: "doc", title: "Plain", markdown: "Some text." };
  const cases: [string, () => Promise<Uint8Array>, RegExp, Partial<ImportBudget>?][] = [
    [
      "a zip bomb (8 MiB of zeros in one part)",
      async () =>
        rawZip([
          { name: "[Content_Types].xml", data: text(CT) },
          { name: "word/bomb.xml", data: new Uint8Array(8 << 20) },
        ]),
      /zip bomb/,
    ],
    [
      "more than the budget unpacked",
      async () => (await renderDocToDocx(plain)).bytes,
      /unpack to more than 4 KiB/,
      { maxUnzippedBytes: 4096 },
    ],
    [
      "an XXE DOCTYPE in document.xml",
      () =>
        editedExport(
          plain,
          (p) =>
            (p["word/document.xml"] = text(
              decode(p["word/document.xml"]!).replace(
                "?>",
                '?><!DOCTYPE d [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
              ),
            )),
        ),
      /DOCTYPE/,
    ],
    [
      "billion laughs in styles.xml",
      () =>
        editedExport(
          plain,
          (p) =>
            (p["word/styles.xml"] = text(
              decode(p["word/styles.xml"]!).replace(
                "?>",
                '?><!DOCTYPE s [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>',
              ),
            )),
        ),
      /DOCTYPE|entities/,
    ],
    ["not a zip", async () => text("Just some text that someone named report.docx.\n".repeat(20)), /not a \.docx/],
    ["a truncated file", async () => (await renderDocToDocx(plain)).bytes.slice(0, 900), /incomplete/],
    [
      ".docm (macro-enabled content type)",
      () =>
        editedExport(
          plain,
          (p) =>
            (p["[Content_Types].xml"] = text(
              decode(p["[Content_Types].xml"]!)
                .replace("wordprocessingml.document.main+xml", "ms-word.document.macroEnabled.main+xml")
                .replace("application/vnd.openxmlformats-officedocument.ms-word", "application/vnd.ms-word"),
            )),
        ),
      /macro/i,
    ],
    [
      "a vbaProject.bin part",
      () => editedExport(plain, (p) => (p["word/vbaProject.bin"] = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]))),
      /macros \(VBA\)/,
    ],
    [
      "a workbook, not a Word document",
      () =>
        editedExport(
          plain,
          (p) =>
            (p["[Content_Types].xml"] = text(
              decode(p["[Content_Types].xml"]!).replace(
                "wordprocessingml.document.main+xml",
                "spreadsheetml.sheet.main+xml",
              ),
            )),
        ),
      /not a Word document/,
    ],
    [
      "damaged XML in document.xml",
      () =>
        editedExport(
          plain,
          (p) => (p["word/document.xml"] = text(decode(p["word/document.xml"]!).replace("</w:body>", ""))),
        ),
      /could not be read/,
    ],
    [
      "its time budget already spent",
      async () => (await renderDocToDocx(plain)).bytes,
      /time budget/,
      { deadline: Date.now() - 1 },
    ],
  ];
  for (const [label, make, message, over] of cases) {
    it(`refuses ${label}`, async () => {
      const { code, message: said, ms } = await refusal(await make(), over);
      expect(code).toBe("invalid_request");
      expect(said).toMatch(message);
      expect(said).not.toMatch(/template|PowerPoint|undefined|\[object/);
      expect(ms).toBeLessThan(1_000);
    });
  }
});
