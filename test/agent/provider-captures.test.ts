// POST /api/agent against real provider traffic (test/fixtures/third-party/provider-streams, recorded from the live
// APIs): each capture replayed with its framing byte for byte from a loopback server at a real pace, a Quire answer spliced
// into its content where the test needs a document. A reasoning model thinking silently for 60 s, gateway keep-alives,
// in-stream errors (quota, a chunk's own error, a mid-answer overload) and refusals, each ending as the provider meant.
// The captures that carry an answer produce the deck with one spliced in; every capture as recorded ends in one clear
// line (the error captures' content is their error, so they are only replayed as recorded or with that error changed).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { linesOfType, parseLines, type Line } from "./stream-lines.js";
import { startWireServer, type WireServer } from "./wire-server.js";
import { DECK, PROMPT } from "./wire-deck.js";
import {
  eventIndex,
  framePayloads,
  haveCaptures,
  insertEvent,
  readCapture,
  replaceWhole,
  spliceAnswer,
} from "./provider-captures.js";

/** The deck as a model answers it: the source with its outline and warnings (the answer schema's shape). */
const ANSWER = JSON.stringify({
  kind: "deck",
  title: DECK.title,
  outline: DECK.slides.map((s) => ("title" in s ? s.title : "")),
  slides: DECK.slides,
  warnings: [],
});

const REASONING = "openai-responses/pydantic-ai.gpt-5.reasoning-item.sse";
const QUOTA = "openai-responses/vercel-ai.openai-error.1.chunks.txt";
const OPENROUTER = "openai-compatible/pydantic-ai.openrouter.stream-error.sse";
const CHAT = "openai-chat/openai-python.json-schema.sse";
const REFUSAL = "openai-chat/openai-python.refusal.sse";
const ANTHROPIC = "anthropic/pydantic-ai.sonnet-4-6.tool-use.sse";

/** The Responses capture with the deck in place of its "Paris." (deltas and done events alike). */
const reasoningWithDeck = () =>
  replaceWhole(
    replaceWhole(
      replaceWhole(spliceAnswer(readCapture(REASONING), "delta", ANSWER), "text", "Paris.", ANSWER),
      "text",
      "Paris",
      ANSWER,
    ),
    "delta",
    "Paris.",
    ANSWER,
  );
/** The Anthropic capture's tool call as Quire's structured answer: the `json` tool, the deck in its input deltas. */
const anthropicWithDeck = () =>
  spliceAnswer(readCapture(ANTHROPIC), "partial_json", ANSWER).replace(
    '"name":"str_replace_based_edit_tool"',
    '"name":"json"',
  );

let wire: WireServer;
const apps: Record<string, { t: TestApp; user: KeySession }> = {};

async function app(name: string, env: Record<string, string>) {
  const t = await createTestApp({ env: { RATE_LIMIT_AGENT_PER_MINUTE: "1000", ...env } });
  apps[name] = { t, user: await signUpWithKey(t) };
}

beforeAll(async () => {
  if (!haveCaptures) return;
  wire = await startWireServer();
  const base = `${wire.url}/v1`;
  await app("responses", {
    LLM_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-test",
    LLM_MODEL: "gpt-5",
    LLM_OPENAI_API: "responses",
    LLM_BASE_URL: base,
  });
  await app("chat", { LLM_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", LLM_MODEL: "gpt-4o", LLM_BASE_URL: base });
  await app("strict", {
    LLM_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-test",
    LLM_MODEL: "gpt-4o",
    LLM_BASE_URL: base,
    LLM_STRICT_SCHEMA: "on",
  });
  await app("compatible", {
    LLM_PROVIDER: "openai-compatible",
    LLM_MODEL: "minimax/minimax-m2:free",
    LLM_BASE_URL: base,
  });
  await app("anthropic", {
    LLM_PROVIDER: "anthropic",
    ANTHROPIC_API_KEY: "sk-ant-test",
    LLM_MODEL: "claude-sonnet-4-6",
    LLM_BASE_URL: base,
  });
  // Through a gateway with a short idle limit: keep-alive comments must count as the provider being there.
  await app("gateway", {
    LLM_PROVIDER: "openai",
    OPENAI_API_KEY: "sk-test",
    LLM_MODEL: "minimax/minimax-m2:free",
    LLM_BASE_URL: base,
    LLM_IDLE_TIMEOUT_MS: "2000",
  });
  await app("compatible-idle", {
    LLM_PROVIDER: "openai-compatible",
    LLM_MODEL: "minimax/minimax-m2:free",
    LLM_BASE_URL: base,
    LLM_IDLE_TIMEOUT_MS: "2000",
  });
}, 120_000);
afterAll(async () => {
  for (const a of Object.values(apps)) await a.t.close();
  await wire?.close();
});
beforeEach(() => wire?.reset());

async function run(
  name: string,
  body: Record<string, unknown> = { prompt: PROMPT, kind: "deck", slides: 4 },
): Promise<Line[]> {
  const { t, user } = apps[name]!;
  const res = await t.app.request("/api/agent", jsonRequest("POST", body, user.headers));
  expect(res.status).toBe(200);
  return parseLines(await res.text());
}

const errorLine = (lines: Line[]) => {
  expect(linesOfType(lines, "error")).toHaveLength(1);
  expect(lines.at(-1)!.type).toBe("error");
  expect(linesOfType(lines, "document")).toHaveLength(0);
  return linesOfType(lines, "error")[0]!;
};
const documentOf = (lines: Line[]) => {
  expect(lines.at(-1)!.type).toBe("done");
  return linesOfType(lines, "document")[0]!.document.source;
};

describe.skipIf(!haveCaptures)("real provider captures", () => {
  it(
    "a reasoning model silent for 60 s after its reasoning item: thinking lines every few seconds, then the deck",
    { timeout: 150_000 },
    async () => {
      const body = reasoningWithDeck();
      // The real gap: the reasoning item is done, then nothing at all until the answer's message item opens.
      wire.script({ body, pauses: { [eventIndex(body, '"type":"message"')]: 60_000 } });
      const started = Date.now();
      const lines = await run("responses");
      expect(Date.now() - started).toBeGreaterThanOrEqual(60_000);
      expect(documentOf(lines)).toEqual(DECK);
      const thinking = lines.filter((l) => l.type === "status" && l.stage === "thinking") as Array<
        Extract<Line, { type: "status" }> & { seconds: number }
      >;
      // Every 5 s (AGENT_THINKING_STATUS_MS) while the model thought, counting up.
      expect(thinking.length).toBeGreaterThanOrEqual(10);
      expect(thinking.map((l) => l.seconds)).toEqual([...thinking.map((l) => l.seconds)].sort((a, b) => a - b));
      expect(thinking.at(-1)!.seconds).toBeGreaterThanOrEqual(55);
      expect(thinking[0]!.message).toMatch(/^The model is thinking \(\d+ s\)$/);
    },
  );

  it('the reasoning capture as recorded ("Paris.") ends in one line saying the model wrote no document', async () => {
    wire.script({ body: readCapture(REASONING) });
    const err = errorLine(await run("responses"));
    expect(err).toMatchObject({
      error: "model_error",
      retryable: false,
      message: "The model did not write a document; it said: “Paris.”",
    });
    expect(wire.requests).toHaveLength(1);
  });

  it("an in-stream insufficient_quota then response.failed: the provider's code and words, not retried", async () => {
    wire.script({ body: framePayloads(readCapture(QUOTA)) }, { body: reasoningWithDeck() });
    const err = errorLine(await run("responses"));
    expect(err.retryable).toBe(false);
    expect(err.provider).toMatchObject({ type: "insufficient_quota", code: "insufficient_quota" });
    expect(err.provider!.message).toMatch(/^You exceeded your current quota/);
    expect(err.message).toMatch(
      /^The model provider failed: You exceeded your current quota.* \(insufficient_quota\)\.$/,
    );
    expect(wire.requests).toHaveLength(1);
  });

  it("an in-stream server_error before any answer is retried, and the next try writes the deck", async () => {
    const failing = framePayloads(readCapture(QUOTA))
      .replaceAll(
        '"type":"insufficient_quota","code":"insufficient_quota"',
        '"type":"server_error","code":"server_error"',
      )
      .replaceAll('"code":"insufficient_quota"', '"code":"server_error"');
    wire.script({ body: failing }, { body: reasoningWithDeck() });
    expect(documentOf(await run("responses"))).toEqual(DECK);
    expect(wire.requests).toHaveLength(2);
  });

  it("OpenRouter's chunk with both choices and an error: the gateway's own message, no repair round", async () => {
    wire.script({ body: readCapture(OPENROUTER) }, { body: readCapture(OPENROUTER) });
    const err = errorLine(await run("compatible"));
    expect(err).toMatchObject({ retryable: false, provider: { code: "400", message: "Token limit reached" } });
    expect(err.message).toBe("The model provider failed: Token limit reached (code 400).");
    expect(wire.requests).toHaveLength(1);
  });

  it("the same error spliced mid-answer: the real message, not a schema complaint", async () => {
    const half = ANSWER.slice(0, ANSWER.length / 2);
    wire.script({
      body: spliceAnswer(readCapture(OPENROUTER), "content", half, (_, event) => event.includes('"reasoning":"')),
    });
    const err = errorLine(await run("compatible"));
    expect(err.message).toBe("The model provider stopped the answer with an error: Token limit reached (code 400).");
    expect(err.provider).toMatchObject({ code: "400", message: "Token limit reached" });
    expect(wire.requests).toHaveLength(1);
  });

  for (const name of ["gateway", "compatible-idle"]) {
    it(
      `${name}: keep-alive comments and reasoning deltas 1 s apart outlast a 2 s idle limit`,
      { timeout: 60_000 },
      async () => {
        // Seventeen `: OPENROUTER PROCESSING` comments and two reasoning deltas, a second between each event: the run
        // lives until the gateway's own error, never stopped as silent.
        wire.script({ body: readCapture(OPENROUTER), paceMs: 1_000 });
        const err = errorLine(await run(name));
        expect(err.message).toMatch(/Token limit reached/);
        expect(err.message).not.toMatch(/sent nothing|stopped answering/);
      },
    );
  }

  it("Anthropic's tool-use stream with the deck as the json tool's input: the deck", async () => {
    wire.script({ body: anthropicWithDeck() });
    expect(documentOf(await run("anthropic"))).toEqual(DECK);
  });

  it("Anthropic overloaded_error mid-answer: named as the provider's error (not a closed connection), retryable, not retried mid-answer", async () => {
    const body = anthropicWithDeck();
    const overload =
      'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}\n\n';
    wire.script({ body: insertEvent(body, eventIndex(body, '"partial_json":"') + 4, overload) });
    const err = errorLine(await run("anthropic"));
    expect(err).toMatchObject({ retryable: true, provider: { type: "overloaded_error", message: "Overloaded" } });
    expect(err.message).toBe("The model provider stopped the answer with an error: Overloaded (overloaded_error).");
    expect(wire.requests).toHaveLength(1);
  });

  it("Anthropic's capture as recorded (a text-editor tool call, not an answer): one line, after one repair round", async () => {
    wire.script({ body: readCapture(ANTHROPIC) }, { body: readCapture(ANTHROPIC) });
    const err = errorLine(await run("anthropic"));
    expect(err.message).toMatch(/^The model('s answer did not match the document schema| did not write a document)/);
  });

  it("Chat Completions with json_schema: the deck spliced into its content deltas; as recorded (a weather object) one schema line", async () => {
    wire.script({ body: spliceAnswer(readCapture(CHAT), "content", ANSWER) });
    expect(documentOf(await run("chat"))).toEqual(DECK);
    wire.reset();
    wire.script({ body: readCapture(CHAT) }, { body: readCapture(CHAT) });
    const err = errorLine(await run("chat"));
    expect(err).toMatchObject({
      retryable: true,
      message: "The model's answer did not match the document schema, even after a repair round.",
    });
    expect(wire.requests).toHaveLength(2);
  });

  it("strict structured outputs (LLM_STRICT_SCHEMA=on): the request asks strict, and the answer's forced nulls are taken out", async () => {
    const strictAnswer = JSON.stringify({
      kind: "deck",
      title: DECK.title,
      outline: DECK.slides.map((s) => ("title" in s ? s.title : "")),
      theme: null,
      chrome: null,
      slides: DECK.slides.map((s) => ("notes" in s ? s : { ...s, notes: null })),
      warnings: null,
    });
    wire.script({ body: spliceAnswer(readCapture(CHAT), "content", strictAnswer) });
    expect(documentOf(await run("strict"))).toEqual(DECK);
    const format = wire.requests[0]!.body.response_format as {
      type: string;
      json_schema: { strict: boolean; schema: { additionalProperties: boolean; required: string[] } };
    };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.schema.additionalProperties).toBe(false);
    expect(format.json_schema.schema.required).toEqual([
      "kind",
      "title",
      "outline",
      "theme",
      "chrome",
      "slides",
      "warnings",
    ]);
    // Through a gateway (LLM_BASE_URL) "auto" leaves strict mode off: not every backend takes it.
    wire.reset();
    wire.script({ body: spliceAnswer(readCapture(CHAT), "content", ANSWER) });
    expect(documentOf(await run("chat"))).toEqual(DECK);
    expect(
      (wire.requests[0]!.body.response_format as { json_schema: { strict?: boolean } }).json_schema.strict,
    ).not.toBe(true);
  });

  it("a refusal in the refusal channel: one line quoting it, not retryable", async () => {
    wire.script({ body: readCapture(REFUSAL) });
    const err = errorLine(await run("chat"));
    expect(err.retryable).toBe(false);
    expect(err.message).toMatch(/^The model refused to write this document: “I'm sorry/);
    expect(err.provider).toBeUndefined();
  });
});
