// Bench: time to the first slide line over HTTP through a real provider (the recorded OpenAI stream, replayed at a
// model's pace) beside the builtin composer, both servers measured in alternation in the same run.
import { ms, record, summarise, type BenchModule } from "../lib.js";
import { startChild, type ChildServer } from "../http-harness.js";
import { createApiKey, sqliteOutbox } from "../sign-in.js";
import { readWire, sseEvents, startWireServer } from "../../test/agent/wire-server.js";

const RECORDING = "openai-chat/good.sse";
/** A fast hosted model streams a chunk of a few tokens every few milliseconds. */
const PACE_MS = 4;
const RUNS = 15;
const WARMUP = 3;
const BODY = {
  prompt: "A four-slide starter plan for urban beekeeping on the Riverside rooftop; the training course costs 240.",
  kind: "deck",
  slides: 4,
  save: false,
};

/** One streamed run: ms to the first `slide` line and to the end; throws unless the last line is `done`. */
async function firstSlide(server: ChildServer, key: string): Promise<{ slide: number; done: number }> {
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/agent`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(BODY),
  });
  if (res.status !== 200) throw new Error(`agent: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let slide = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (!slide && text.includes('"type":"slide"')) slide = performance.now() - t0;
  }
  const last = JSON.parse(text.trimEnd().split("\n").at(-1)!) as { type: string; message?: string };
  if (last.type !== "done") throw new Error(`stream ended with ${last.type}: ${last.message ?? ""}`);
  return { slide, done: performance.now() - t0 };
}

const mod: BenchModule = {
  name: "agent: first slide line, real-model path (recorded OpenAI stream) beside the builtin composer",
  async run() {
    const wire = await startWireServer();
    const limits = { RATE_LIMIT_AGENT_PER_MINUTE: "1000000000", RATE_LIMIT_AGENT_PER_DAY: "1000000000" };
    const builtin = await startChild("src/main.ts", limits, "/api/health");
    const openai = await startChild(
      "src/main.ts",
      {
        ...limits,
        LLM_PROVIDER: "openai",
        OPENAI_API_KEY: "sk-bench",
        LLM_MODEL: "gpt-4.1-mini",
        LLM_BASE_URL: `${wire.url}/v1`,
      },
      "/api/health",
    );
    try {
      const builtinKey = await createApiKey(
        builtin.url,
        "agent-model-bench@example.test",
        sqliteOutbox(builtin.dataDir),
      );
      const openaiKey = await createApiKey(openai.url, "agent-model-bench@example.test", sqliteOutbox(openai.dataDir));
      const viaOpenAI = () => {
        wire.script({ file: RECORDING, paceMs: PACE_MS });
        return firstSlide(openai, openaiKey);
      };
      for (let i = 0; i < WARMUP; i++) {
        await firstSlide(builtin, builtinKey);
        await viaOpenAI();
      }
      const samples = {
        builtin: [] as number[],
        openai: [] as number[],
        builtinDone: [] as number[],
        openaiDone: [] as number[],
      };
      for (let i = 0; i < RUNS; i++) {
        const b = await firstSlide(builtin, builtinKey);
        const o = await viaOpenAI();
        samples.builtin.push(b.slide);
        samples.builtinDone.push(b.done);
        samples.openai.push(o.slide);
        samples.openaiDone.push(o.done);
      }
      const events = sseEvents(readWire(RECORDING)).length;
      record({
        group: "agent",
        name: "deck (4 slides): time to first slide line",
        ours: `OpenAI recorded stream ${ms(summarise(samples.openai))}`,
        anchor: `builtin ${ms(summarise(samples.builtin))}`,
        extra: `${RUNS} runs each, alternating; the stream is ${events} SSE events ${PACE_MS} ms apart (≈ ${events * PACE_MS} ms); done: OpenAI median ${summarise(samples.openaiDone).median.toFixed(1)} ms, builtin median ${summarise(samples.builtinDone).median.toFixed(1)} ms`,
      });
    } finally {
      await Promise.all([builtin.stop(), openai.stop()]);
      await wire.close();
    }
  },
};
export default mod;
