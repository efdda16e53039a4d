// Each real provider, built from config, against its recorded wire streams on loopback (test/agent/wire/): a good
// answer streamed as partials, malformed JSON then a repair, a refusal, a cut-off stream, a 429 with Retry-After, a
// first token too slow. Asserts the source, the error, the requests made and the schema each request carries.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createProvider } from "../../src/agent/create-provider.js";
import { ProgressiveLines } from "../../src/agent/progressive-lines.js";
import type { GenerateInput, Provider, Usage } from "../../src/agent/provider.js";
import { loadConfig } from "../../src/config/load.js";
import { LLM_PROVIDERS } from "../../src/config/schema.js";
import { startWireServer, type WireRequest, type WireServer } from "./wire-server.js";
import { DECK, PROMPT, WARNINGS } from "./wire-deck.js";
import { modelError } from "./expect-model-error.js";

interface ProviderCase {
  name: string;
  dir: string;
  env: Record<string, string>;
  path: string;
  /** A string in the first SSE event that carries answer text (where a slow model keeps us waiting). */
  firstToken: string;
  /** The usage the good recording reports, or null when it reports none and we estimate. */
  usage: Usage | null;
  /** The first, broken answer of the repair case, and what the repair message must quote. */
  broken: { file: string; problem: RegExp };
  refusal: RegExp;
  /** The answer's JSON schema as the request body carries it; undefined where the provider is asked for JSON mode. */
  schemaIn(body: Record<string, any>): Record<string, any> | undefined;
}

const CASES: ProviderCase[] = [
  {
    name: "OpenAI Chat Completions",
    dir: "openai-chat",
    env: { LLM_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", LLM_MODEL: "gpt-4.1-mini" },
    path: "/v1/chat/completions",
    firstToken: '"content":"{',
    usage: { inputTokens: 2143, outputTokens: 247 },
    broken: { file: "openai-chat/malformed.sse", problem: /not valid JSON/ },
    refusal: /^The model refused to write this document: “I'm sorry, but I can't help with that request\.”$/,
    schemaIn: (b) =>
      b.response_format?.type === "json_schema" && b.response_format.json_schema.strict === false
        ? b.response_format.json_schema.schema
        : undefined,
  },
  {
    name: "OpenAI Responses",
    dir: "openai-responses",
    env: { LLM_PROVIDER: "openai", OPENAI_API_KEY: "sk-test", LLM_MODEL: "gpt-4.1-mini", LLM_OPENAI_API: "responses" },
    path: "/v1/responses",
    firstToken: "response.output_text.delta",
    usage: { inputTokens: 2131, outputTokens: 247 },
    broken: { file: "openai-responses/malformed.sse", problem: /not valid JSON/ },
    refusal: /^The model refused to write this document: “I'm sorry, but I can't help with that request\.”$/,
    schemaIn: (b) => (b.text?.format?.type === "json_schema" ? b.text.format.schema : undefined),
  },
  {
    name: "Anthropic Messages",
    dir: "anthropic",
    env: { LLM_PROVIDER: "anthropic", ANTHROPIC_API_KEY: "sk-ant-test", LLM_MODEL: "claude-sonnet-4-5" },
    path: "/v1/messages",
    firstToken: '"partial_json":"{',
    usage: { inputTokens: 2417, outputTokens: 247 },
    // Tool input is JSON the API has parsed, so Claude's realistic failure is a shape the schema refuses.
    broken: { file: "anthropic/schema-breaking.sse", problem: /slides\.0/ },
    refusal: /^The model refused to write this document \(its provider stopped the answer as a refusal\)\.$/,
    schemaIn: (b) =>
      b.tools?.[0]?.name === "json" && b.tool_choice?.name === "json" ? b.tools[0].input_schema : undefined,
  },
  {
    name: "OpenAI-compatible (Ollama, vLLM)",
    dir: "openai-compatible",
    env: { LLM_PROVIDER: "openai-compatible", LLM_MODEL: "llama3.1" },
    path: "/v1/chat/completions",
    firstToken: '"content":"{',
    usage: null,
    broken: { file: "openai-compatible/malformed.sse", problem: /not valid JSON/ },
    refusal: /^The model did not write a document; it said: “I'm sorry, but I can't help with that request\.”$/,
    schemaIn: () => undefined,
  },
];

let wire: WireServer;
beforeAll(async () => {
  wire = await startWireServer();
});
afterAll(async () => wire?.close());
beforeEach(() => wire.reset());

/** The provider exactly as the app builds it from the environment, pointed at the wire server. */
async function providerFor(c: ProviderCase, env: Record<string, string> = {}): Promise<Provider> {
  const config = loadConfig({
    LLM_BASE_URL: `${wire.url}/v1`,
    LLM_FIRST_TOKEN_TIMEOUT_MS: "2000",
    LLM_IDLE_TIMEOUT_MS: "2000",
    LLM_TOTAL_TIMEOUT_MS: "10000",
    LLM_MAX_RETRIES: "2",
    LLM_RETRY_BASE_MS: "20",
    ...c.env,
    ...env,
  });
  return await createProvider(config);
}

function input(extra: Partial<GenerateInput> = {}): GenerateInput {
  return { kind: "deck", prompt: PROMPT, signal: new AbortController().signal, ...extra };
}

const bodyText = (r: WireRequest) => JSON.stringify(r.body);

describe("the conformance cases", () => {
  it("cover every model provider LLM_PROVIDER names (a provider added there is tested here once its case is written)", () => {
    const covered = new Set(CASES.map((c) => c.env.LLM_PROVIDER));
    expect(LLM_PROVIDERS.filter((p) => p !== "builtin" && !covered.has(p))).toEqual([]);
  });
});

describe.each(CASES)("$name", (c) => {
  it("streams a good answer: the deck and its warnings, partial slides on the way, one request carrying the answer schema", async () => {
    wire.script({ file: `${c.dir}/good.sse`, paceMs: 2 });
    const progressive = new ProgressiveLines("deck");
    const streamed: string[] = [];
    const out = await (
      await providerFor(c)
    ).generate(
      input({
        onPartial: (p) =>
          streamed.push(...progressive.fromPartial(p).map((l) => (l.type === "slide" ? `slide ${l.index}` : l.type))),
      }),
    );

    expect(out.source).toEqual(DECK);
    expect(out.warnings).toEqual(WARNINGS);
    if (c.usage) expect(out.usage).toEqual(c.usage);
    else expect(out.usage.inputTokens).toBeGreaterThan(500); // no usage on the wire: estimated from the text
    // Every slide but the last is complete (the next has begun) while the stream still runs; finish() sends the last.
    expect(streamed).toEqual(["outline", "slide 0", "slide 1", "slide 2"]);

    expect(wire.requests).toHaveLength(1);
    const [request] = wire.requests;
    expect(request!.path).toBe(c.path);
    expect(request!.body.stream).toBe(true);
    expect(bodyText(request!)).toContain("<user_request>");
    const schema = c.schemaIn(request!.body);
    if (c.dir === "openai-compatible") {
      // No native JSON-schema output here: JSON mode, and the schema travels in the instructions.
      expect(request!.body.response_format).toEqual({ type: "json_object" });
      expect(bodyText(request!)).toContain('\\"warnings\\":{');
    } else {
      expect(Object.keys(schema!.properties)).toEqual([
        "kind",
        "title",
        "outline",
        "theme",
        "chrome",
        "slides",
        "warnings",
      ]);
      expect(schema!.required).toEqual(["kind", "title", "outline", "slides"]);
    }
  });

  it("repairs a broken first answer in one more round that shows the model the problems", async () => {
    wire.script({ file: c.broken.file }, { file: `${c.dir}/good.sse` });
    const out = await (await providerFor(c)).generate(input());
    expect(out.source).toEqual(DECK);
    expect(wire.requests).toHaveLength(2);
    const repair = bodyText(wire.requests[1]!);
    expect(repair).toContain("Your answer was not a valid object for the schema");
    expect(repair).toMatch(c.broken.problem);
    if (c.schemaIn(wire.requests[0]!.body))
      expect(c.schemaIn(wire.requests[1]!.body)).toEqual(c.schemaIn(wire.requests[0]!.body));
  });

  it("reports a refusal as model_error with the model's words, without a repair round", async () => {
    wire.script({ file: `${c.dir}/refusal.sse` }, { file: `${c.dir}/good.sse` });
    const err = await modelError((await providerFor(c)).generate(input()));
    expect(err.message).toMatch(c.refusal);
    expect(wire.requests).toHaveLength(1);
  });

  it("fails a stream cut off mid-JSON with model_error, and does not retry once output has arrived", async () => {
    wire.script({ file: `${c.dir}/cut.sse` }, { file: `${c.dir}/good.sse` });
    const err = await modelError((await providerFor(c)).generate(input()));
    expect(err.message).toBe("The model's answer broke off: the connection closed before it was complete.");
    expect(wire.requests).toHaveLength(1);
  });

  it("waits out a 429's Retry-After before any output, then succeeds", async () => {
    wire.script({ file: `${c.dir}/rate-limited.http` }, { file: `${c.dir}/good.sse` });
    const out = await (await providerFor(c)).generate(input());
    expect(out.source).toEqual(DECK);
    expect(wire.requests).toHaveLength(2);
    expect(wire.requests[1]!.startedAt - wire.requests[0]!.startedAt).toBeGreaterThanOrEqual(990); // retry-after: 1
    expect(wire.requests[1]!.body).toEqual(wire.requests[0]!.body);
  });

  it("stops a first token slower than the limit with model_error and hangs up", async () => {
    wire.script(
      { file: `${c.dir}/good.sse`, stall: { before: c.firstToken, ms: 1_500 } },
      { file: `${c.dir}/good.sse` },
    );
    const err = await modelError((await providerFor(c, { LLM_FIRST_TOKEN_TIMEOUT_MS: "300" })).generate(input()));
    expect(err.message).toMatch(/^The model did not start answering within 0\.3 s[.:]/);
    await new Promise((r) => setTimeout(r, 100));
    expect(wire.requests).toHaveLength(1);
    expect(wire.requests[0]!.abortedAt).not.toBeNull();
  });
});

describe("provider specifics", () => {
  const compatible = CASES.find((c) => c.dir === "openai-compatible")!;
  const anthropic = CASES.find((c) => c.dir === "anthropic")!;
  const openai = CASES.find((c) => c.dir === "openai-chat")!;

  it("vLLM: an answer cut at the output limit (finish_reason length) is repaired with a request for a shorter one", async () => {
    wire.script({ file: "openai-compatible/length.sse" }, { file: "openai-compatible/good.sse" });
    const out = await (await providerFor(compatible)).generate(input());
    expect(out.source).toEqual(DECK);
    expect(wire.requests).toHaveLength(2);
    expect(bodyText(wire.requests[1]!)).toContain("cut off at your output limit");
  });

  it("openai-compatible with LLM_RESPONSE_FORMAT=json_schema sends the schema natively (LM Studio, recent Ollama)", async () => {
    wire.script({ file: "openai-compatible/good.sse" });
    await (await providerFor(compatible, { LLM_RESPONSE_FORMAT: "json_schema" })).generate(input());
    const format = wire.requests[0]!.body.response_format as {
      type: string;
      json_schema: { name: string; schema: { properties: object } };
    };
    expect(format.type).toBe("json_schema");
    expect(format.json_schema.name).toBe("quire_deck");
    expect(Object.keys(format.json_schema.schema.properties)).toContain("slides");
  });

  it("Anthropic: an overloaded_error event inside a 200 stream, before any output, is retried", async () => {
    wire.script({ file: "anthropic/overloaded.sse" }, { file: "anthropic/good.sse" });
    const out = await (await providerFor(anthropic)).generate(input());
    expect(out.source).toEqual(DECK);
    expect(wire.requests).toHaveLength(2);
    expect(wire.requests[1]!.body).toEqual(wire.requests[0]!.body); // the same request again, not a repair round
  });

  it("Anthropic with LLM_RESPONSE_FORMAT=text reads text_delta blocks and sends no tool", async () => {
    wire.script({ file: "anthropic/good-text.sse" });
    const out = await (await providerFor(anthropic, { LLM_RESPONSE_FORMAT: "text" })).generate(input());
    expect(out.source).toEqual(DECK);
    expect(wire.requests[0]!.body.tools).toBeUndefined();
  });

  it("OpenAI with LLM_RESPONSE_FORMAT=text sends no response_format (gateways without structured output)", async () => {
    wire.script({ file: "openai-chat/good.sse" });
    const out = await (await providerFor(openai, { LLM_RESPONSE_FORMAT: "text" })).generate(input());
    expect(out.source).toEqual(DECK);
    expect(wire.requests[0]!.body.response_format).toBeUndefined();
  });
});
