// ProgressiveLines: what streams from partial answers, and what finish() still owes (rest, corrections, fallbacks).
import { describe, expect, it } from "vitest";
import { ProgressiveLines } from "../../src/agent/progressive-lines.js";
import type { Deck, Doc } from "../../src/formats/model/source.js";

const slide = (title: string) => ({ layout: "bullets" as const, title, bullets: ["a", "b"] });

describe("ProgressiveLines", () => {
  it("waits for the content to begin, then sends the outline and each finished slide once", () => {
    const p = new ProgressiveLines("deck");
    expect(p.fromPartial({ kind: "deck", title: "Riv" })).toEqual([]);
    expect(p.fromPartial({ kind: "deck", title: "Rivers", outline: ["One", "Two"], slides: [slide("One")] })).toEqual([
      { type: "outline", title: "Rivers", items: ["One", "Two"] },
    ]);
    expect(
      p.fromPartial({
        kind: "deck",
        title: "Rivers",
        outline: ["One", "Two"],
        slides: [slide("One"), { layout: "bul" }],
      }),
    ).toEqual([{ type: "slide", index: 0, slide: slide("One") }]);
    expect(
      p.fromPartial({ kind: "deck", title: "Rivers", outline: ["One", "Two"], slides: [slide("One"), slide("Tw")] }),
    ).toEqual([]);
    const final: Deck = { kind: "deck", title: "Rivers", slides: [slide("One"), slide("Two")] };
    expect(p.finish(final)).toEqual([{ type: "slide", index: 1, slide: slide("Two") }]);
  });

  it("re-sends a slide under its index when the final source changed it (a repair round)", () => {
    const p = new ProgressiveLines("deck");
    p.fromPartial({ title: "T", outline: ["x"], slides: [slide("Old"), slide("Next")] });
    const final: Deck = { kind: "deck", title: "T", slides: [slide("New"), slide("Next")] };
    expect(p.finish(final)).toEqual([
      { type: "slide", index: 0, slide: slide("New") },
      { type: "slide", index: 1, slide: slide("Next") },
    ]);
  });

  it("sends all lines at the end when nothing streamed (no outline key, or the builtin model)", () => {
    const p = new ProgressiveLines("doc");
    expect(p.fromPartial({ title: "T", markdown: "x".repeat(500) })).toEqual([]);
    const final: Doc = { kind: "doc", title: "T", markdown: "# T\n\n## A\n\ntext\n" };
    const lines = p.finish(final);
    expect(lines[0]).toEqual({ type: "outline", title: "T", items: ["A"] });
    expect(
      lines
        .slice(1)
        .map((l) => (l.type === "markdown" ? l.delta : ""))
        .join(""),
    ).toBe(final.markdown);
  });

  it("streams Markdown deltas that add up to the final text", () => {
    const p = new ProgressiveLines("doc");
    const md = "# Title\n\n" + "Words and more words. ".repeat(30);
    const sent: string[] = [];
    for (let n = 20; n <= md.length; n += 90)
      for (const l of p.fromPartial({ title: "Title", outline: ["Title"], markdown: md.slice(0, n) }))
        if (l.type === "markdown") sent.push(l.delta);
    for (const l of p.finish({ kind: "doc", title: "Title", markdown: md }))
      if (l.type === "markdown") sent.push(l.delta);
    expect(sent.length).toBeGreaterThan(2);
    expect(sent.join("")).toBe(md);
  });
});
