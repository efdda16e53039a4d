// A real model's answer: its schema (outline first, warnings last), the warnings read from it, refusals in raw chunks.
import { describe, expect, it } from "vitest";
import { answerJsonSchema, answerWarnings, editAnswerJsonSchema } from "../../src/agent/providers/answer-schema.js";
import { parseEdits, parseOutput } from "../../src/agent/providers/parse-output.js";
import { refusalDelta } from "../../src/agent/providers/refusal.js";

describe("answer schema", () => {
  it("puts title and outline before the content and warnings after it, for each kind", () => {
    expect(Object.keys(answerJsonSchema("deck").properties!)).toEqual([
      "kind",
      "title",
      "outline",
      "theme",
      "chrome",
      "slides",
      "warnings",
    ]);
    expect(Object.keys(answerJsonSchema("doc").properties!)).toEqual([
      "kind",
      "title",
      "outline",
      "markdown",
      "warnings",
    ]);
    expect(Object.keys(answerJsonSchema("sheet").properties!)).toEqual([
      "kind",
      "title",
      "outline",
      "sheets",
      "warnings",
    ]);
    expect(answerJsonSchema("deck")).not.toHaveProperty("$schema");
  });

  it("reads the warnings and leaves outline and warnings out of the source", () => {
    const parsed = parseOutput(
      JSON.stringify({
        kind: "doc",
        title: "Budget",
        outline: ["Costs"],
        markdown: "# Budget\n\nRent: [monthly rent]",
        warnings: [" Rent is not given: fill in [monthly rent]. ", 7, ""],
      }),
      "doc",
    );
    expect(parsed).toEqual({
      ok: true,
      source: { kind: "doc", title: "Budget", markdown: "# Budget\n\nRent: [monthly rent]" },
      warnings: ["Rent is not given: fill in [monthly rent]."],
    });
    expect(answerWarnings({ warnings: "one string" })).toEqual([]);
  });
});

describe("a revision's answer", () => {
  it("is edits and warnings only, with sheet row edits only for sheets", () => {
    expect(Object.keys(editAnswerJsonSchema("deck").properties!)).toEqual(["edits", "warnings"]);
    const ops = (kind: "deck" | "sheet") =>
      JSON.stringify(editAnswerJsonSchema(kind))
        .match(/"const":"[a-z-]+"/g)!
        .map((c) => c.slice(9, -1));
    expect(ops("deck")).toEqual(
      expect.arrayContaining(["retitle", "insert", "replace", "remove", "move", "rename", "shorten", "replace-text"]),
    );
    expect(ops("deck")).not.toContain("set-cells");
    expect(ops("sheet")).toEqual(expect.arrayContaining(["set-cells", "insert-rows", "remove-rows"]));
  });

  it("parses typed edits, and lists what does not match for the repair round", () => {
    const good = parseEdits(
      '```json\n{"edits":[{"op":"insert","at":2,"slide":{"layout":"bullets","title":"Green coffee","bullets":["[Price per kg]"]}},{"op":"replace-text","find":"12%","replace":"15%"}],"warnings":["Fill in [Price per kg]."]}\n```',
      "deck",
    );
    expect(good).toEqual({
      ok: true,
      edits: [
        { op: "insert", at: 2, slide: { layout: "bullets", title: "Green coffee", bullets: ["[Price per kg]"] } },
        { op: "replace-text", find: "12%", replace: "15%" },
      ],
      warnings: ["Fill in [Price per kg]."],
    });
    const bad = parseEdits('{"edits":[{"op":"remove","index":-1},{"op":"set-cells","tab":0,"cells":[]}]}', "deck");
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.errors).toMatch(/^- edits\.0/);
    expect(parseEdits("not json", "doc")).toMatchObject({ ok: false, errors: expect.stringMatching(/not valid JSON/) });
  });
});

describe("refusals in raw chunks", () => {
  it("reads OpenAI Chat Completions refusal deltas and Responses refusal events, nothing else", () => {
    expect(refusalDelta({ choices: [{ index: 0, delta: { refusal: "I'm sorry" } }] })).toBe("I'm sorry");
    expect(
      refusalDelta({ choices: [{ index: 0, delta: { role: "assistant", content: "", refusal: null } }] }),
    ).toBeUndefined();
    expect(refusalDelta({ type: "response.refusal.delta", delta: "I can't" })).toBe("I can't");
    expect(refusalDelta({ type: "response.output_text.delta", delta: "{" })).toBeUndefined();
    expect(refusalDelta({ type: "content_block_delta", delta: { type: "text_delta", text: "x" } })).toBeUndefined();
  });
});
