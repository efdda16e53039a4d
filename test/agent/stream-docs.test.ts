// docs/agent-stream.md stays true: it names every line type the stream schema knows and every edit operation.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EDIT_SCHEMAS } from "../../src/documents/edits/edit-schema.js";
import { LineSchema } from "./stream-lines.js";

const doc = readFileSync(new URL("../../docs/agent-stream.md", import.meta.url), "utf8");

describe("docs/agent-stream.md", () => {
  it("documents every line type", () => {
    const types = LineSchema.options.map((o) => o.shape.type.value);
    expect(types.length).toBeGreaterThan(10);
    for (const type of types) expect(doc, type).toContain(`\`${type}\``);
  });

  it("documents every edit operation", () => {
    const ops = EDIT_SCHEMAS.sheet.options.map((o) => o.shape.op.value);
    expect(ops).toHaveLength(11);
    for (const op of ops) expect(doc, op).toContain(`\`${op}\``);
  });
});
