// parseMarkdown: the GFM constructs of the block model and the URL allowlists.
import { describe, expect, it } from "vitest";
import { inlineText, type Block, type Inline } from "../blocks.js";
import { parseMarkdown, parseInlineMarkdown } from "./parse-markdown.js";

const kids = (b: Block | undefined): Inline[] => (b && "children" in b ? b.children : []);
const first = (md: string): Block => parseMarkdown(md).blocks[0]!;

describe("parseMarkdown", () => {
  it("parses headings with unique ids", () => {
    const { blocks } = parseMarkdown("# Intro\n\n## Intro\n\n### Café & Co");
    expect(blocks.map((b) => (b.type === "heading" ? [b.level, b.id] : null))).toEqual([
      [1, "intro"],
      [2, "intro-2"],
      [3, "cafe-co"],
    ]);
  });

  it("parses emphasis, strike, code, hard breaks", () => {
    const b = first("**b** *i* ~~s~~ `c`  \nnext");
    expect(b.type).toBe("paragraph");
    if (b.type !== "paragraph") return;
    expect(b.children.map((c) => c.type)).toEqual([
      "strong",
      "text",
      "em",
      "text",
      "strike",
      "text",
      "code",
      "break",
      "text",
    ]);
  });

  it("parses task lists and nested ordered lists", () => {
    const b = first("- [ ] todo\n- [x] done\n\n  3. three\n  4. four\n- plain");
    expect(b.type).toBe("list");
    if (b.type !== "list") return;
    expect(b.items.map((i) => i.checked)).toEqual([false, true, null]);
    const nested = b.items[1]!.blocks[1]!;
    expect(nested).toMatchObject({ type: "list", ordered: true, start: 3 });
    expect(inlineText(kids(b.items[0]!.blocks[0]))).toBe("todo");
  });

  it("parses tables with alignment", () => {
    const b = first("| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |");
    expect(b).toMatchObject({ type: "table", align: ["left", "center", "right"] });
    if (b.type !== "table") return;
    expect(b.rows[0]!.map((c) => inlineText(c))).toEqual(["1", "2", "3"]);
  });

  it("collects footnotes, labelled by number", () => {
    const r = parseMarkdown("Text[^a] and ^[inline].\n\n[^a]: First note.");
    expect(r.footnotes.map((f) => [f.id, f.label])).toEqual([
      ["fn-1", "1"],
      ["fn-2", "2"],
    ]);
    expect(inlineText(kids(r.footnotes[0]!.blocks[0]))).toBe("First note.");
  });

  it("keeps only http, https and mailto links", () => {
    const r = parseMarkdown(
      "[a](https://x.org) [b](mailto:a@b.c) [c](javascript:alert(1)) [d](JaVaScRiPt&#58;alert(1)) [e](/rel) [f](data:text/html,x)",
    );
    const p = r.blocks[0]!;
    if (p.type !== "paragraph") throw new Error("paragraph expected");
    const hrefs = p.children.filter((c) => c.type === "link").map((c) => (c.type === "link" ? c.href : ""));
    expect(hrefs).toEqual(["https://x.org", "mailto:a@b.c", null, null, null, null]);
    expect(r.warnings.length).toBe(4);
  });

  it("keeps only base64 png/jpeg/gif/webp data: images", () => {
    const r = parseMarkdown(
      "![a](data:image/png;base64,iVBORw0KGgo=) ![b](https://evil.test/x.png) ![c](data:image/svg+xml;base64,PHN2Zz4=)",
    );
    const p = r.blocks[0]!;
    if (p.type !== "paragraph") throw new Error("paragraph expected");
    expect(p.children.filter((c) => c.type === "image").map((c) => (c.type === "image" ? c.src : 0))).toEqual([
      "data:image/png;base64,iVBORw0KGgo=",
      null,
      null,
    ]);
    expect(r.warnings.join(" ")).toMatch(/never fetched/);
    expect(r.warnings.join(" ")).toMatch(/SVG/);
  });

  it("shows raw HTML as text, with a warning", () => {
    const r = parseMarkdown("<div onclick=x>hi</div>\n\npara <b>bold</b>");
    expect(inlineText(kids(r.blocks[0]))).toBe("<div onclick=x>hi</div>");
    expect(inlineText(kids(r.blocks[1]))).toBe("para <b>bold</b>");
    expect(r.warnings.length).toBeGreaterThan(0);
  });

  it("parses code blocks with language", () => {
    expect(first("```ts\nconst a = 1;\n```")).toEqual({ type: "code", lang: "ts", text: "const a = 1;" });
    expect(first("    indented")).toEqual({ type: "code", lang: null, text: "indented" });
  });

  it("parses inline markdown", () => {
    expect(parseInlineMarkdown("**x** y").map((n) => n.type)).toEqual(["strong", "text"]);
  });
});

describe("plain-text fast path", () => {
  it("gives exactly what markdown-it gives for text it skips, and is not taken for text with markup", async () => {
    const { markdownTokens } = await import("./parse-markdown.js");
    const samples = [
      "Quarterly revenue growth market.",
      "Plain words, commas; quotes \"x\" and 'y' (parens) 100% $5 / ok?",
      "Ünïcödé 日本語 text",
      "Café au lait. 3 items",
    ];
    for (const text of samples) {
      const fast = parseMarkdown(text);
      expect(
        markdownTokens(text)
          .filter((t) => t.type === "inline")[0]!
          .children!.map((c) => c.type),
      ).toEqual(["text"]);
      expect(fast).toEqual({
        blocks: [{ type: "paragraph", children: [{ type: "text", text }] }],
        footnotes: [],
        warnings: [],
      });
      expect(parseInlineMarkdown(text)).toEqual([{ type: "text", text }]);
    }
    for (const text of [
      "a *b*",
      "see http://x.org",
      "1. item",
      "a@b.com",
      "x & y",
      " lead",
      "a\nb",
      "# h",
      "- li",
      "www.x.org",
    ]) {
      expect(parseMarkdown(text).blocks).toEqual(markdownTokens(text).length ? parseMarkdown(`${text}\n`).blocks : []);
    }
  });
});
