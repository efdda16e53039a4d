// Markdown with `---` separators → deck: titles, notes, and the layout each slide's content implies.
import { describe, expect, it } from "vitest";
import { parseSource } from "../../src/formats/model/parse-source.js";
import type { Deck } from "../../src/formats/model/source.js";

const deck = (md: string): Deck => {
  const { source } = parseSource({ source: md, kind: "deck" });
  if (source.kind !== "deck") throw new Error("deck expected");
  return source;
};

describe("Markdown decks", () => {
  it("first heading is the title; the first slide is the title slide; deck title follows it", () => {
    const d = deck("# Launch plan\n\nQ3 review\n\n---\n\n## Agenda\n\n- One\n- Two");
    expect(d.title).toBe("Launch plan");
    expect(d.slides[0]).toEqual({ layout: "title", title: "Launch plan", subtitle: "Q3 review" });
    expect(d.slides[1]).toEqual({ layout: "bullets", title: "Agenda", bullets: ["One", "Two"] });
  });

  it("`Note:` and `<!-- notes -->` start speaker notes (Markdown kept)", () => {
    const d = deck(
      "## A\n\n- x\n\nNote: say *this*\n\nand that\n\n---\n\n## B\n\ntext\n\n<!-- notes -->\n\n- remember",
    );
    expect(d.slides[0]).toEqual({ layout: "bullets", title: "A", bullets: ["x"], notes: "say *this*\n\nand that" });
    expect(d.slides[1]).toEqual({ layout: "content", title: "B", body: "text", notes: "- remember" });
  });

  it("a table → table layout with numbers; a lone image → image; a block quote → quote", () => {
    const d = deck(
      "## T\n\n| A | B |\n|---|--:|\n| x | 1.5 |\n| y |  |\n\n---\n\n## Pic\n\n![Chart](data:image/png;base64,iVBORw0KGgo=)\n\n---\n\n> Simple beats clever.\n\n— Ada",
    );
    expect(d.slides[0]).toEqual({
      layout: "table",
      title: "T",
      table: {
        columns: ["A", "B"],
        rows: [
          ["x", 1.5],
          ["y", null],
        ],
      },
    });
    expect(d.slides[1]).toEqual({
      layout: "image",
      title: "Pic",
      image: { src: "data:image/png;base64,iVBORw0KGgo=", alt: "Chart" },
    });
    expect(d.slides[2]).toEqual({ layout: "quote", quote: "Simple beats clever.", attribution: "Ada" });
  });

  it("nested bullets become children; richer lists stay content", () => {
    const d = deck("## N\n\n- a\n  - a1\n  - a2\n- b\n\n---\n\n## R\n\n- a\n\n  ```\n  code\n  ```");
    expect(d.slides[0]).toEqual({
      layout: "bullets",
      title: "N",
      bullets: [{ text: "a", children: ["a1", "a2"] }, "b"],
    });
    expect(d.slides[1]!.layout).toBe("content");
  });

  it("a heading alone is a section; `# Title` with a short line is a section with subtitle", () => {
    const d = deck("# Deck\n\n---\n\n# Part 2\n\n---\n\n# Part 3\n\nThe details");
    expect(d.slides.slice(1)).toEqual([
      { layout: "section", title: "Part 2" },
      { layout: "section", title: "Part 3", subtitle: "The details" },
    ]);
  });

  it("`<!-- column -->` makes two columns; a ```chart block makes a chart; hints name a layout", () => {
    const d = deck(
      '## Compare\n\nLeft side\n\n<!-- column -->\n\nRight side\n\n---\n\n## Sales\n\n```chart\n{"type":"line","categories":["a","b"],"series":[{"name":"s","values":[1,2]}]}\n```\n\n---\n\n<!-- layout: content -->\n\n## Plain\n\n- kept as a list',
    );
    expect(d.slides[0]).toEqual({ layout: "two-column", title: "Compare", left: "Left side", right: "Right side" });
    expect(d.slides[1]).toMatchObject({ layout: "chart", chart: { type: "line" } });
    expect(d.slides[2]).toEqual({ layout: "content", title: "Plain", body: "- kept as a list" });
  });

  it("a text line right above `---` still splits slides (not a setext heading)", () => {
    const d = deck("# One\nsub\n---\n## Two\n\nbody");
    expect(d.slides).toHaveLength(2);
    expect(d.slides[0]).toEqual({ layout: "title", title: "One", subtitle: "sub" });
  });

  it("`***` rules stay inside a slide; empty slides are dropped", () => {
    const d = deck("---\n\n## A\n\nx\n\n***\n\ny\n\n---\n\n---\n");
    expect(d.slides).toEqual([{ layout: "content", title: "A", body: "x\n\n***\n\ny" }]);
  });

  it("more than 60 slides is refused with details", () => {
    const md = Array.from({ length: 61 }, (_, i) => `## S${i}\n\ntext`).join("\n\n---\n\n");
    expect(() => deck(md)).toThrow(
      expect.objectContaining({
        code: "invalid_request",
        details: [expect.objectContaining({ path: "source.slides" })],
      }),
    );
  });
});

describe("parseSource", () => {
  it("a JSON object takes kind from the request and drops unknown fields", () => {
    const { source } = parseSource({ source: { title: "t", markdown: "x", extra: 1 }, kind: "doc" });
    expect(source).toEqual({ kind: "doc", title: "t", markdown: "x" });
  });

  it("format json parses a JSON string; bad JSON and mismatched kinds are invalid_request with details", () => {
    expect(parseSource({ source: '{"kind":"doc","title":"t","markdown":"m"}', format: "json" }).source.kind).toBe(
      "doc",
    );
    expect(() => parseSource({ source: "{nope", format: "json" })).toThrow(
      expect.objectContaining({ code: "invalid_request" }),
    );
    expect(() => parseSource({ source: { kind: "doc", title: "t", markdown: "" }, kind: "deck" })).toThrow(
      expect.objectContaining({ details: [expect.objectContaining({ path: "kind" })] }),
    );
    expect(() => parseSource({ source: 42 })).toThrow(expect.objectContaining({ code: "invalid_request" }));
  });

  it("over 2 MiB is body_too_large", () => {
    expect(() => parseSource({ source: "x".repeat(2 * 1024 * 1024 + 1) })).toThrow(
      expect.objectContaining({ code: "body_too_large" }),
    );
  });

  it("a Markdown doc without a heading is untitled; with one deep down, it is named by it", () => {
    expect(parseSource({ source: "plain text" }).source.title).toBe("Untitled document");
    expect(parseSource({ source: "intro\n\n## The *real* name" }).source.title).toBe("The real name");
  });
});
