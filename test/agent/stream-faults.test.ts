// The agent stream with a real model provider (openai-compatible on loopback): error lines, pings, disconnects.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import type { Behaviour, FakeLlm } from "./fake-llm-server.js";
import { startServedAgentApp, type ServedAgentApp } from "./served-agent-app.js";
import { linesOfType, parseLines } from "./stream-lines.js";

let app: ServedAgentApp;
let llm: FakeLlm;
let t: TestApp;
let user: KeySession;
let base: string;
const doc = JSON.stringify(composeSource("A report on city parks", { kind: "doc" }).source);

beforeAll(async () => {
  app = await startServedAgentApp({
    LLM_FIRST_TOKEN_TIMEOUT_MS: "1000",
    LLM_IDLE_TIMEOUT_MS: "1000",
    LLM_MAX_RETRIES: "1",
    LLM_RETRY_BASE_MS: "10",
    AGENT_PING_MS: "60",
    RATE_LIMIT_AGENT_PER_MINUTE: "1000",
  });
  ({ llm, t, user, base } = app);
});
afterAll(async () => app?.close());
beforeEach(() => llm.reset());

async function documentsOf(userId: string) {
  return (await t.deps.repos.documents.list({ spaceId: personalSpace(userId), limit: 100 })).items;
}

describe("agent stream with a real provider", () => {
  it("streams a model's answer and reports its model and usage", async () => {
    llm.script({ kind: "answer", text: doc });
    const res = await t.app.request(
      "/api/agent",
      jsonRequest("POST", { prompt: "A report on city parks", kind: "doc" }, user.headers),
    );
    const lines = parseLines(await res.text());
    expect(linesOfType(lines, "run")[0]!.model).toBe("test-model");
    expect(linesOfType(lines, "done")[0]!.usage).toEqual({ inputTokens: 123, outputTokens: 456 });
  });

  for (const [name, script] of [
    [
      "a 500 after retries",
      [
        { kind: "status", status: 500 },
        { kind: "status", status: 500 },
      ],
    ],
    ["a stall", [{ kind: "stall" }, { kind: "stall" }]],
    [
      "schema-breaking JSON twice",
      [
        { kind: "answer", text: '{"kind":"doc","title":5}' },
        { kind: "answer", text: '{"kind":"doc"}' },
      ],
    ],
    [
      "truncated JSON twice",
      [
        { kind: "answer", text: doc.slice(0, 100) },
        { kind: "answer", text: doc.slice(0, 50) },
      ],
    ],
  ] as [string, Behaviour[]][]) {
    it(`ends with one model_error line after 200 for ${name}; nothing saved; run recorded as error`, async () => {
      llm.script(...script);
      const before = (await documentsOf(user.userId)).length;
      const res = await t.app.request(
        "/api/agent",
        jsonRequest("POST", { prompt: "A report on city parks", kind: "doc" }, user.headers),
      );
      expect(res.status).toBe(200);
      const lines = parseLines(await res.text());
      const last = lines.at(-1)!;
      expect(last).toMatchObject({
        type: "error",
        error: "model_error",
        retryable: true,
        traceId: res.headers.get("x-request-id"),
      });
      expect(linesOfType(lines, "document")).toHaveLength(0);
      expect((await documentsOf(user.userId)).length).toBe(before);
      const runId = linesOfType(lines, "run")[0]!.runId;
      expect((await t.deps.repos.agentRuns.findById(runId))!.status).toBe("error");
    });
  }

  it("sends ping lines while the model is silent", async () => {
    llm.script({ kind: "answer", text: doc, chunkSize: Math.ceil(doc.length / 2), delayMs: 300 });
    const res = await t.app.request(
      "/api/agent",
      jsonRequest("POST", { prompt: "A report on city parks", kind: "doc", save: false }, user.headers),
    );
    const lines = parseLines(await res.text());
    expect(linesOfType(lines, "ping").length).toBeGreaterThanOrEqual(1);
    expect(lines.at(-1)!.type).toBe("done");
  });

  it("streams the outline, finished slides and growing Markdown while the model is still writing", async () => {
    const deck = composeSource("A 6-slide deck about river restoration", { kind: "deck", slides: 6 }).source as {
      title: string;
      slides: unknown[];
    };
    const ordered = JSON.stringify({
      kind: "deck",
      title: deck.title,
      outline: ["Intro", "Why", "How", "Costs", "Risks", "Next"],
      slides: deck.slides,
    });
    llm.script({ kind: "answer", text: ordered, chunkSize: Math.ceil(ordered.length / 12), delayMs: 120 });
    const res = await fetch(`${base}/api/agent`, {
      method: "POST",
      headers: { "content-type": "application/json", ...user.headers },
      body: JSON.stringify({ prompt: "A deck about river restoration", kind: "deck", save: false }),
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const arrivals: { type: string; at: number }[] = [];
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = decoder.decode(value, { stream: true });
      text += chunk;
      for (const l of chunk.split("\n").filter(Boolean)) arrivals.push({ type: JSON.parse(l).type, at: Date.now() });
    }
    const lines = parseLines(text);
    expect(linesOfType(lines, "outline")[0]!.items).toEqual(["Intro", "Why", "How", "Costs", "Risks", "Next"]);
    expect(linesOfType(lines, "slide").map((l) => l.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(linesOfType(lines, "slide").map((l) => l.slide)).toEqual(
      linesOfType(lines, "document")[0]!.document.source.kind === "deck"
        ? (linesOfType(lines, "document")[0]!.document.source as { slides: unknown[] }).slides
        : [],
    );
    const firstSlide = arrivals.find((a) => a.type === "slide")!.at;
    const documentAt = arrivals.find((a) => a.type === "document")!.at;
    expect(documentAt - firstSlide).toBeGreaterThan(250);

    const doc = composeSource("A report on river restoration", { kind: "doc" }).source as {
      title: string;
      markdown: string;
    };
    const docText = JSON.stringify({ kind: "doc", title: doc.title, outline: ["Summary"], markdown: doc.markdown });
    llm.script({ kind: "answer", text: docText, chunkSize: Math.ceil(docText.length / 8), delayMs: 80 });
    const docRes = await t.app.request(
      "/api/agent",
      jsonRequest("POST", { prompt: "A report on river restoration", kind: "doc", save: false }, user.headers),
    );
    const docLines = parseLines(await docRes.text());
    const deltas = linesOfType(docLines, "markdown");
    expect(deltas.length).toBeGreaterThan(2);
    expect(deltas.map((d) => d.delta).join("")).toBe(doc.markdown);
  });

  it("aborts the model call within a second when the client disconnects, and saves nothing", async () => {
    const other = await signUpWithKey(t);
    llm.script({ kind: "answer", text: doc, chunkSize: 40, delayMs: 100 });
    const ctl = new AbortController();
    const res = await fetch(`${base}/api/agent`, {
      method: "POST",
      headers: { "content-type": "application/json", ...other.headers },
      body: JSON.stringify({ prompt: "A report on city parks", kind: "doc" }),
      signal: ctl.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = await reader.read();
    const runId = JSON.parse(new TextDecoder().decode(first.value!).split("\n")[0]!).runId as string;
    await new Promise((r) => setTimeout(r, 200));
    const abortedAt = Date.now();
    ctl.abort();
    await new Promise((r) => setTimeout(r, 1_000));
    expect(llm.seen).toHaveLength(1);
    expect(llm.seen[0]!.abortedAt).not.toBeNull();
    expect(llm.seen[0]!.abortedAt! - abortedAt).toBeLessThan(1_000);
    expect(await documentsOf(other.userId)).toHaveLength(0);
    expect((await t.deps.repos.agentRuns.findById(runId))!.status).toBe("cancelled");
  });
});
