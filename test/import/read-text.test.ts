// Text imports: Markdown, plain text, HTML (sanitised, nothing fetched) and CSV/TSV into sources; format sniffing and refusals.
import { describe, expect, it } from "vitest";
import { detectFormat } from "../../src/import/detect-format.js";
import { importFile } from "../../src/import/import-file.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { renderSheetToCsv } from "../../src/formats/csv/render-sheet-to-csv.js";
import { toMarkdown } from "../../src/formats/model/to-markdown.js";
import { DeckSchema, DocSchema, SheetSchema, type Doc, type Sheet } from "../../src/formats/model/source.js";
import { sampleDeck, sampleDoc, sampleSheet } from "../render/samples.js";
import { designedDeck } from "../render/designed-deck.js";

const enc = (s: string) => new TextEncoder().encode(s);
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
const headings = (md: string) =>
  parseMarkdown(md)
    .blocks.filter((b) => b.type === "heading")
    .map((b) => JSON.stringify(b.type === "heading" ? [b.level, b.children] : null));

describe("Markdown and plain text", () => {
  it("md: the leading # is the title, the rest the body; a Quire doc's md export comes back equal", async () => {
    const doc = sampleDoc();
    const r = await importFile(enc(toMarkdown(doc)), "notes.md");
    expect(r.format).toBe("md");
    const back = DocSchema.parse(r.source);
    expect(back.title).toBe(doc.title);
    expect(headings(back.markdown)).toEqual(headings(doc.markdown));
    expect(parseMarkdown(back.markdown).blocks.filter((b) => b.type === "table")).toEqual(
      parseMarkdown(doc.markdown).blocks.filter((b) => b.type === "table"),
    );
    expect(r.units).toEqual({ kind: "page", count: 0 });
    expect(r.refs.length).toBeGreaterThan(0);
  });

  it("md: a Quire deck's md export (and ---separated slides) comes back as the same deck", async () => {
    for (const deck of [sampleDeck(), designedDeck()]) {
      const r = await importFile(enc(toMarkdown(deck)), "deck.md");
      const back = DeckSchema.parse(r.source);
      expect(back.slides.map((s) => s.layout)).toEqual(deck.slides.map((s) => s.layout));
      expect(back.slides.map((s) => ("title" in s ? s.title : null))).toEqual(
        deck.slides.map((s) => ("title" in s ? s.title : null)),
      );
      expect(back.slides.map((s) => s.notes ?? null)).toEqual(deck.slides.map((s) => s.notes?.trim() ?? null));
      expect(r.units).toEqual({ kind: "slide", count: deck.slides.length });
    }
    const plain = await importFile(enc("# One\n\n- a\n\n---\n\n# Two\n\n- b\n\n---\n\n## Three\n\nText."), "talk.md");
    expect(plain.source.kind).toBe("deck");
    // A doc with a rule or two stays a doc.
    expect((await importFile(enc("# Notes\n\nText.\n\n---\n\nMore text."), "notes.md")).source.kind).toBe("doc");
  });

  it("txt: taken literally — Markdown and HTML in it stay text, line breaks kept, the file name is the title", async () => {
    const r = await importFile(enc("# not a heading\n<b>bold?</b>\n\n1. not a list"), "minutes 2026-11.txt");
    const doc = r.source as Doc;
    expect(doc.title).toBe("minutes 2026-11");
    expect(parseMarkdown(doc.markdown).blocks).toEqual([
      {
        type: "paragraph",
        children: [
          { type: "text", text: "# not a heading" },
          { type: "break" },
          { type: "text", text: "<b>bold?</b>" },
        ],
      },
      { type: "paragraph", children: [{ type: "text", text: "1. not a list" }] },
    ]);
  });

  it("refuses binary data and text in another encoding with a clear error", async () => {
    await expect(importFile(new Uint8Array([0x41, 0, 0x42]), "a.txt")).rejects.toMatchObject({
      code: "invalid_request",
      message: expect.stringMatching(/binary/),
    });
    await expect(importFile(new Uint8Array([0xc3, 0x28]), "a.md")).rejects.toMatchObject({
      code: "invalid_request",
      message: expect.stringMatching(/UTF-8/),
    });
  });
});

describe("HTML", () => {
  const page = `<!doctype html><html><head><title>Fleet report</title><style>p{color:red}</style><script>alert(1)</script></head><body>
    <h1>Fleet report</h1><p>Trucks turn in <strong>38 minutes</strong>, see <a href="https://example.com/dock">the dock</a> or <a href="javascript:alert(1)">this</a>.</p>
    <h2>Numbers</h2><table><caption>Q3</caption><tr><th>Metric</th><th>Value</th></tr><tr><td>Revenue</td><td>€4.2M</td></tr></table>
    <ul><li>One<ul><li>One and a half</li></ul></li><li>Two</li></ul><ol start="3"><li>Three</li></ol>
    <blockquote><p>Reliable is the product.</p></blockquote><pre>const x = 1 &lt; 2;</pre>
    <p><img src="${PNG}" alt="Dock"> <img src="https://tracker.example/p.gif" alt="pixel"></p>
    <iframe src="https://evil.example"></iframe><form><input name="q"></form><p onclick="x()">Safe text &lt;b&gt; stays text</p></body></html>`;

  it("maps headings, emphasis, safe links, tables, lists, quotes, code and embedded images; drops scripts, frames, forms and remote images", async () => {
    const r = await importFile(enc(page), "report.html");
    const doc = DocSchema.parse(r.source);
    expect(doc.title).toBe("Fleet report");
    const blocks = parseMarkdown(doc.markdown).blocks;
    expect(blocks.map((b) => b.type)).toEqual([
      "heading",
      "paragraph",
      "heading",
      "paragraph",
      "table",
      "list",
      "list",
      "quote",
      "code",
      "paragraph",
      "paragraph",
    ]);
    expect(doc.markdown).not.toMatch(/alert|evil\.example|tracker\.example|onclick|<script|<iframe|color:red/);
    expect(doc.markdown).toContain("[the dock](<https://example.com/dock>)");
    expect(blocks[8]).toEqual({ type: "code", lang: null, text: "const x = 1 < 2;" });
    expect(blocks[9]).toMatchObject({
      children: [
        { type: "image", src: PNG, alt: "Dock" },
        { type: "text", text: " pixel" },
      ],
    });
    expect(blocks[10]).toEqual({ type: "paragraph", children: [{ type: "text", text: "Safe text <b> stays text" }] });
    expect(r.warnings.join(" ")).toMatch(/Scripts, styles, frames, forms/);
    expect(r.warnings.join(" ")).toMatch(/nothing is fetched/);
    expect(r.warnings.join(" ")).toMatch(/http, https and mailto/);
    // And it renders as a safe page.
    expect(renderHtml(doc).html).not.toMatch(/<script|javascript:/);
  });

  it("a Quire doc rendered to HTML comes back with the same headings and tables", async () => {
    const doc = sampleDoc();
    const r = await importFile(enc(renderHtml(doc).html), "doc.html");
    const back = r.source as Doc;
    const words = (md: string) =>
      parseMarkdown(md)
        .blocks.filter((b) => b.type === "heading")
        .map((b) => (b.type === "heading" ? b.children.map((c) => ("text" in c ? c.text : "")).join("") : ""));
    expect(words(back.markdown)).toEqual(expect.arrayContaining(words(doc.markdown)));
    expect(parseMarkdown(back.markdown).blocks.filter((b) => b.type === "table").length).toBe(
      parseMarkdown(doc.markdown).blocks.filter((b) => b.type === "table").length,
    );
  });
});

describe("CSV and TSV", () => {
  it("a Quire sheet's CSV export comes back with the same headers, types and values", async () => {
    const sheet = sampleSheet();
    const csv = renderSheetToCsv(sheet);
    const r = await importFile(csv.bytes, "sales.csv");
    const back = SheetSchema.parse(r.source) as Sheet;
    expect(back.sheets[0]!.columns.map((c) => c.header)).toEqual(sheet.sheets[0]!.columns.map((c) => c.header));
    expect(back.sheets[0]!.rows.length).toBe(sheet.sheets[0]!.rows.length);
    expect(r.units).toEqual({ kind: "sheet", count: 1 });
    expect(r.refs).toEqual([{ file: "sales.csv", sheet: "sales" }]);
  });

  it("TSV reads with tabs", async () => {
    const r = await importFile(enc("Region\tQ1\nNorth\t12\nSouth\t9\n"), "regions.tsv");
    expect((r.source as Sheet).sheets[0]).toMatchObject({
      columns: [{ header: "Region" }, { header: "Q1", type: "integer" }],
      rows: [
        ["North", 12],
        ["South", 9],
      ],
    });
  });
});

describe("format detection and limits", () => {
  it("trusts the bytes over the name", () => {
    expect(detectFormat(enc("%PDF-1.7\n"), "report.txt")).toBe("pdf");
    expect(detectFormat(new Uint8Array([0x50, 0x4b, 3, 4]), "deck.pptx")).toBe("pptx");
    expect(() => detectFormat(new Uint8Array([0x50, 0x4b, 3, 4]), "archive.zip")).toThrow(/zip archive/);
    expect(() => detectFormat(enc("hello"), "deck.pptx")).toThrow(/damaged or renamed/);
    expect(() => detectFormat(enc("hello"), "photo.heic")).toThrow(/cannot import/);
  });

  it("refuses empty and too large files", async () => {
    await expect(importFile(new Uint8Array(), "a.md")).rejects.toMatchObject({ code: "invalid_request" });
    await expect(importFile(new Uint8Array(11), "a.md", { budget: { maxBytes: 10 } })).rejects.toMatchObject({
      code: "file_too_large",
    });
  });
});
