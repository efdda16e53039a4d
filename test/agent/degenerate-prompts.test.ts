// Property: whatever degenerate prompt the builtin composer is given (test/agent/degenerate-prompts.ts), POST /api/agent
// ends in a valid saved document and a done line, never an error line; a revision with long instructions does too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { SourceSchema } from "../../src/formats/model/source.js";
import { linesOfType, parseLines } from "./stream-lines.js";
import { degenerateInstructions, degeneratePrompts, PROMPT_LIMIT } from "./degenerate-prompts.js";

let t: TestApp;
let alice: KeySession;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_AGENT_PER_MINUTE: "100000", RATE_LIMIT_AGENT_PER_DAY: "100000" } });
  alice = await signUpWithKey(t);
});
afterAll(async () => t?.close());

/** One run: its lines parse, the last is `done` with a document id, no `error`, and the saved source is valid. */
async function runs(body: Record<string, unknown>): Promise<{ id: string; warnings: string[] }> {
  const res = await t.app.request("/api/agent", jsonRequest("POST", body, alice.headers));
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(200);
  const lines = parseLines(text);
  expect(linesOfType(lines, "error"), text.slice(-600)).toEqual([]);
  const done = lines.at(-1)!;
  expect(done.type).toBe("done");
  const id = linesOfType(lines, "done")[0]!.documentId!;
  expect(id).toMatch(/^doc_/);
  const stored = await t.deps.repos.documents.findById(personalSpace(alice.userId), id);
  expect(SourceSchema.safeParse(stored?.source).success).toBe(true);
  return { id, warnings: linesOfType(lines, "done")[0]!.warnings ?? [] };
}

describe("builtin composer on degenerate prompts", () => {
  it("makes a valid deck of “Make a deck about 1, 1, 1, …” (7,900 characters), its figures all kept, the overflow named", async () => {
    const prompt = `Make a deck about ${Array(3_000).fill("1").join(", ")}`.slice(0, 7_900);
    const { id, warnings } = await runs({ prompt });
    const source = SourceSchema.parse((await t.deps.repos.documents.findById(personalSpace(alice.userId), id))?.source);
    expect(source.kind).toBe("deck");
    const ones = (JSON.stringify(source).match(/"1"|(?<=- )1\b/g) ?? []).length;
    expect(ones).toBeGreaterThanOrEqual(2_600);
    expect(warnings.some((w) => /speaker notes/.test(w))).toBe(true);
  });

  const prompts = degeneratePrompts(20_260_611);
  it("covers every body with every kind, every language, and the prompt limit", () => {
    expect(prompts.length).toBeGreaterThanOrEqual(100);
    expect(prompts.some((p) => [...p.prompt].length === PROMPT_LIMIT || p.prompt.length === PROMPT_LIMIT)).toBe(true);
    expect(prompts.every((p) => [...p.prompt].length <= PROMPT_LIMIT)).toBe(true);
  });

  it.each(prompts.map((p) => [p.name, p] as const))("%s", async (_name, p) => {
    await runs({ prompt: p.prompt, ...(p.kind ? { kind: p.kind } : {}) });
  });
});

describe("builtin revision with long instructions", () => {
  const bases = [
    { prompt: "Quarterly business review for a bakery, revenue up 12%", kind: "deck" },
    { prompt: "Onboarding guide for new nurses on the cardiology ward", kind: "doc" },
    { prompt: "Monthly budget for a family of four", kind: "sheet" },
  ];
  const cases = bases.flatMap((base) => degenerateInstructions(7).map((instruction) => ({ base, instruction })));
  it.each(cases.map((c) => [`${c.base.kind}: ${c.instruction.slice(0, 40)}… (${c.instruction.length})`, c] as const))(
    "%s",
    async (_name, c) => {
      const { id } = await runs(c.base);
      const revised = await runs({ prompt: c.instruction, documentId: id });
      expect(revised.id).toBe(id);
    },
  );
});
