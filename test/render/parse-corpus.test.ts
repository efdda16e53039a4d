// parseMarkdown and parseSource over a real-world-style corpus: READMEs, long reports, nested lists, aligned tables.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineText, type Block, type Inline } from "../../src/formats/model/blocks.js";
import { parseMarkdown } from "../../src/formats/model/markdown/parse-markdown.js";
import { parseSource } from "../../src/formats/model/parse-source.js";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { benchMarkdown } from "../../bench/workload.js";

const corpus = (name: string) => readFileSync(new URL(`./corpus/${name}`, import.meta.url), "utf8");
const kids = (b: Block | undefined): Inline[] => (b && "children" in b ? b.children : []);
const types = (blocks: Block[]) => blocks.map((b) => b.type);

describe("README corpus", () => {
  const r = parseMarkdown(corpus("readme.md"));

  it("keeps the structure", () => {
    expect(types(r.blocks)).toEqual([
      "heading",
      "paragraph",
      "quote",
      "heading",
      "code",
      "heading",
      "code",
      "table",
      "heading",
      "list",
      "heading",
      "list",
      "paragraph",
      "paragraph",
      "paragraph",
      "heading",
      "paragraph",
    ]);
  });

  it("badge images are remote: placeholders inside their links, with warnings", () => {
    const badges = kids(r.blocks[1]).filter((n) => n.type === "link");
    expect(badges).toHaveLength(2);
    expect(badges[0]).toEqual({
      type: "link",
      href: "https://ci.example.com/quire",
      children: [{ type: "image", src: null, alt: "build" }],
    });
    expect(r.warnings.filter((w) => w.includes("never fetched"))).toHaveLength(2);
  });

  it("reads table alignment and inline code in cells", () => {
    const table = r.blocks[7]!;
    expect(table).toMatchObject({ type: "table", align: [null, "center", "right"] });
    if (table.type !== "table") return;
    expect(table.rows[0]![0]).toEqual([{ type: "code", text: "--theme" }]);
  });

  it("nests lists three deep, mixing bullets and numbers", () => {
    const list = r.blocks[9]!;
    if (list.type !== "list") throw new Error("list expected");
    const inner = list.items[1]!.blocks[1]!;
    if (inner.type !== "list") throw new Error("nested list expected");
    const deepest = inner.items[1]!.blocks[1]!;
    expect(deepest).toMatchObject({ type: "list", ordered: true, start: 1 });
  });

  it("shows raw HTML as text and keeps relative links as text", () => {
    expect(inlineText(kids(r.blocks[12]))).toBe("<details><summary>Advanced</summary>");
    const license = kids(r.blocks[16]);
    expect(license.find((n) => n.type === "link" && inlineText(n.children) === "LICENSE")).toMatchObject({
      href: null,
    });
    expect(license.find((n) => n.type === "link" && n.href === "https://example.com/license")).toBeTruthy();
  });
});

describe("long report corpus", () => {
  const r = parseMarkdown(corpus("report.md"));

  it("reads setext headings, footnotes, tasks, nested quotes, indented code and rules", () => {
    expect(r.blocks[0]).toMatchObject({ type: "heading", level: 1, id: "quarterly-report" });
    expect(r.blocks[2]).toMatchObject({ type: "heading", level: 2, id: "executive-summary" });
    expect(r.footnotes.map((f) => inlineText(kids(f.blocks[0])))).toEqual([
      "Year over year, constant currency.",
      "Unaudited; see notes. Continued on a second line.",
    ]);
    const tasks = r.blocks.find((b) => b.type === "list" && b.items.some((i) => i.checked !== null));
    expect(tasks && tasks.type === "list" && tasks.items.map((i) => i.checked)).toEqual([true, false, false]);
    const quote = r.blocks.find((b) => b.type === "quote");
    expect(quote && quote.type === "quote" && quote.blocks.map((b) => b.type)).toEqual(["paragraph", "quote"]);
    expect(r.blocks).toContainEqual({ type: "code", lang: null, text: "indented code block\nsecond line" });
    expect(types(r.blocks)).toContain("rule");
  });

  it("reads mailto links, strike, escaped pipes in tables and both hard-break forms", () => {
    const para = kids(r.blocks[3]);
    expect(para).toContainEqual({
      type: "link",
      href: "mailto:finance@example.com",
      children: [{ type: "text", text: "finance" }],
    });
    const table = r.blocks.find((b) => b.type === "table");
    if (!table || table.type !== "table") throw new Error("table expected");
    expect(inlineText(table.rows[1]![1]!)).toBe("Net revenue retention | cohort-based");
    const last = r.blocks[r.blocks.length - 1]!;
    expect(kids(last).filter((n) => n.type === "break")).toHaveLength(2);
    expect(JSON.stringify(r.blocks)).toContain('"type":"strike"');
  });

  it("as a source: the setext title becomes the doc title", () => {
    const { source } = parseSource({ source: corpus("report.md") });
    expect(source).toMatchObject({ kind: "doc", title: "Quarterly Report" });
    if (source.kind === "doc") expect(source.markdown.startsWith("Prepared for the board.")).toBe(true);
  });
});

describe("the 50-page bench doc", () => {
  it("parses to 50 chapters with tables, code and quotes, and renders a TOC", () => {
    const r = parseMarkdown(benchMarkdown());
    expect(r.blocks.filter((b) => b.type === "heading" && b.level === 2)).toHaveLength(50);
    expect(r.blocks.filter((b) => b.type === "table")).toHaveLength(50);
    expect(r.blocks.filter((b) => b.type === "code")).toHaveLength(50);
    expect(r.warnings).toEqual([]);
    const { html } = renderHtml({ kind: "doc", title: "Annual Operating Review", markdown: benchMarkdown() });
    expect(html).toContain('<nav class="toc"');
  });
});

describe("never throws", () => {
  it("on hostile or degenerate Markdown", () => {
    const inputs = [
      "",
      "\u0000\u0001",
      "[".repeat(10_000),
      "*".repeat(10_000),
      "> ".repeat(2_000) + "x",
      "- ".repeat(2_000) + "x",
      "|".repeat(5_000),
      "\uFEFF# BOM title",
      "[^x]",
      "```",
    ];
    for (const md of inputs) {
      expect(() => renderHtml(parseSource({ source: md }).source)).not.toThrow();
      expect(() => parseSource({ source: md, kind: "deck" })).not.toThrow();
    }
  });
});
