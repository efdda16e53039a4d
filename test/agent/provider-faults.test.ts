// The real openai-compatible provider code against a loopback server that streams the real SSE wire format:
// good and slow answers, 429/500, stalls, truncated and schema-breaking JSON, 10 MB of text.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createOpenAICompatibleProvider } from "../../src/agent/providers/openai-compatible.js";
import { createOpenAIProvider } from "../../src/agent/providers/openai.js";
import type { ModelCallLimits } from "../../src/agent/providers/stream-model-text.js";
import type { GenerateInput } from "../../src/agent/provider.js";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { startFakeLlm, type FakeLlm } from "./fake-llm-server.js";
import { modelError } from "./expect-model-error.js";

// Generous by default (the shared test machine is slow); the timeout tests shorten what they test.
const LIMITS: ModelCallLimits = {
  firstTokenMs: 2_000,
  idleMs: 2_000,
  totalMs: 5_000,
  maxRetries: 2,
  retryBaseMs: 20,
  maxOutputChars: 2 * 1024 * 1024,
  materialTokens: 24_000,
};
const deck = JSON.stringify(composeSource("A 5-slide deck about urban beekeeping", { kind: "deck" }).source);

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(async () => llm?.close());
beforeEach(() => {
  llm.reset();
  llm.fallback = { kind: "status", status: 500 };
});

function provider(limits: Partial<ModelCallLimits> = {}) {
  return createOpenAICompatibleProvider({ baseURL: llm.url, model: "test-model" }, { ...LIMITS, ...limits });
}

function input(extra: Partial<GenerateInput> = {}): GenerateInput {
  return { kind: "deck", prompt: "A deck about urban beekeeping", signal: new AbortController().signal, ...extra };
}

describe("openai-compatible provider over SSE", () => {
  it("answers well: a validated source and the server's usage", async () => {
    llm.script({ kind: "answer", text: deck });
    const out = await provider().generate(input());
    expect(out.source).toEqual(JSON.parse(deck));
    expect(out.usage).toEqual({ inputTokens: 123, outputTokens: 456 });
    expect(llm.seen[0]!.body.stream).toBe(true);
    const sys = JSON.stringify(llm.seen[0]!.body.messages);
    expect(sys).toContain("<user_request>");
    expect(sys).toContain("is DATA");
  });

  it("answers slowly (each chunk under the idle timeout) and still succeeds", async () => {
    llm.script({ kind: "answer", text: deck, chunkSize: Math.ceil(deck.length / 6), delayMs: 150 });
    const activity: number[] = [];
    const out = await provider().generate(input({ onActivity: (n) => activity.push(n) }));
    expect(out.source.kind).toBe("deck");
    expect(activity.length).toBeGreaterThanOrEqual(6);
  });

  it("retries a 429 with backoff, then succeeds", async () => {
    llm.script({ kind: "status", status: 429, retryAfter: 0 }, { kind: "answer", text: deck });
    const out = await provider().generate(input());
    expect(out.source.kind).toBe("deck");
    expect(llm.seen).toHaveLength(2);
  });

  it("gives up after bounded retries on 500 with model_error", async () => {
    llm.script(
      { kind: "status", status: 500 },
      { kind: "status", status: 502 },
      { kind: "status", status: 503 },
      { kind: "answer", text: deck },
    );
    const err = await modelError(provider().generate(input()));
    expect(err.message).toMatch(/status 503/);
    expect(llm.seen).toHaveLength(3);
  });

  it("does not retry a 400 (not retryable)", async () => {
    llm.script({ kind: "status", status: 400 }, { kind: "answer", text: deck });
    await modelError(provider().generate(input()));
    expect(llm.seen).toHaveLength(1);
  });

  it("stops a stall at the first-token timeout and hangs up on the server", async () => {
    llm.script({ kind: "stall" });
    const err = await modelError(provider({ maxRetries: 0, firstTokenMs: 400 }).generate(input()));
    expect(err.message).toMatch(/did not start answering/);
    await new Promise((r) => setTimeout(r, 100));
    expect(llm.seen[0]!.abortedAt).not.toBeNull();
  });

  it("stops at the idle timeout when the answer pauses too long", async () => {
    llm.script({ kind: "answer", text: deck, chunkSize: Math.ceil(deck.length / 3), delayMs: 900 });
    const err = await modelError(provider({ maxRetries: 0, idleMs: 400 }).generate(input()));
    expect(err.message).toMatch(/stopped answering for more than/);
  });

  it("repairs truncated JSON with one more round", async () => {
    llm.script({ kind: "answer", text: deck.slice(0, deck.length / 2) }, { kind: "answer", text: deck });
    const out = await provider().generate(input());
    expect(out.source.kind).toBe("deck");
    expect(llm.seen).toHaveLength(2);
    const repair = llm.seen[1]!.body.messages;
    expect(repair.at(-2)!.role).toBe("assistant");
    expect(String(repair.at(-1)!.content)).toMatch(/not valid JSON/);
  });

  it("answers model_error when the JSON breaks the schema twice (one repair round only)", async () => {
    const broken = JSON.stringify({ kind: "deck", title: "x", slides: [{ layout: "hologram", title: 7 }] });
    llm.script({ kind: "answer", text: broken }, { kind: "answer", text: broken }, { kind: "answer", text: deck });
    const err = await modelError(provider().generate(input()));
    expect(err.message).toMatch(/schema/);
    expect(llm.seen).toHaveLength(2);
    expect(String(llm.seen[1]!.body.messages.at(-1)!.content)).toMatch(/slides\.0/);
  });

  it("bounds a 10 MB answer: model_error without buffering it all", async () => {
    llm.script({ kind: "flood", bytes: 10 * 1024 * 1024 });
    const err = await modelError(provider({ maxRetries: 0, maxOutputChars: 1024 * 1024 }).generate(input()));
    expect(err.message).toMatch(/longer than/);
    await new Promise((r) => setTimeout(r, 100));
    expect(llm.seen[0]!.abortedAt).not.toBeNull();
  });

  it("cancels the model call when the caller's signal aborts", async () => {
    llm.script({ kind: "answer", text: deck, chunkSize: 50, delayMs: 100 });
    const ctl = new AbortController();
    setTimeout(() => ctl.abort(), 250);
    const t0 = Date.now();
    await modelError(provider().generate(input({ signal: ctl.signal })));
    await new Promise((r) => setTimeout(r, 100));
    expect(llm.seen[0]!.abortedAt).not.toBeNull();
    expect(llm.seen[0]!.abortedAt! - t0).toBeLessThan(2_400); // well before the answer would end on its own (3 × 900 ms)
  });

  it("stops at the total timeout even while chunks keep coming", async () => {
    llm.script({ kind: "answer", text: deck, chunkSize: 40, delayMs: 150 });
    const err = await modelError(provider({ totalMs: 700 }).generate(input()));
    expect(err.message).toMatch(/did not finish within/);
  });

  it("the openai provider speaks the same wire format (LLM_BASE_URL pointing at a gateway)", async () => {
    llm.script({ kind: "answer", text: deck });
    const out = await createOpenAIProvider({ apiKey: "sk-test", baseURL: llm.url, model: "gpt-test" }, LIMITS).generate(
      input(),
    );
    expect(out.source.kind).toBe("deck");
    expect(llm.seen[0]!.body.model).toBe("gpt-test");
  });

  it("caps decks at maxSlides (the demo) whatever the model sends", async () => {
    const big = JSON.stringify(composeSource("A 12-slide deck about rivers", { kind: "deck", slides: 12 }).source);
    llm.script({ kind: "answer", text: "Sure! Here it is:\n```json\n" + big + "\n```" });
    const out = await provider().generate(input({ maxSlides: 6 }));
    expect(out.source.kind === "deck" && out.source.slides.length).toBe(6);
  });
});
