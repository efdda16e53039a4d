// Over capacity answers fast: agent streams past AGENT_MAX_STREAMS and a full export pool get 503; brand batches share the
// deck pool as job items (no cap of their own), one streamed batch per user.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import type { Source } from "../../src/formats/model/source.js";
import { createExportPool, PoolBusyError, type ExportPool } from "../../src/workers/export-pool.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import type { FakeLlm } from "../agent/fake-llm-server.js";
import { startServedAgentApp, type ServedAgentApp } from "../agent/served-agent-app.js";
import { parseLines } from "../agent/stream-lines.js";
import { HANG_TITLE } from "./hanging-export-worker.js";
import { fixture } from "../brands/hostile-zips.js";
import { tenSlideDeck } from "../brands/deck-fixture.js";
import { unzipSync } from "fflate";

const HANGING_WORKER = new URL("./hanging-export-worker.ts", import.meta.url);
const doc = JSON.stringify(composeSource("A report on city parks", { kind: "doc" }).source);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("agent streams per process", () => {
  let app: ServedAgentApp;
  let llm: FakeLlm;
  let user: KeySession;
  let base: string;

  beforeAll(async () => {
    app = await startServedAgentApp({
      AGENT_MAX_STREAMS: "2",
      LLM_MAX_RETRIES: "0",
      RATE_LIMIT_AGENT_PER_MINUTE: "1000",
      RATE_LIMIT_DEMO_PER_MINUTE: "1000",
      RATE_LIMIT_DEMO_PER_DAY: "1000",
    });
    ({ llm, user, base } = app);
  });
  afterAll(async () => app?.close());

  const agent = (body: unknown, signal?: AbortSignal) =>
    fetch(`${base}/api/agent`, {
      method: "POST",
      headers: { "content-type": "application/json", ...user.headers },
      body: JSON.stringify(body),
      signal,
    });
  const valid = { prompt: "A report on city parks", kind: "doc", save: false };

  /** Opens a stream the model keeps silent (a stall), read up to its `run` line; abort() disconnects it. */
  async function openHeldStream() {
    llm.script({ kind: "stall" });
    const ctl = new AbortController();
    const res = await agent(valid, ctl.signal);
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    return { abort: () => ctl.abort() };
  }

  /** A slot comes back when the run has wound down, a moment after its stream ends: retry a bounded number of times. */
  async function runOnceServed(): Promise<Response> {
    for (let i = 0; i < 100; i++) {
      llm.script({ kind: "answer", text: doc });
      const res = await agent(valid);
      if (res.status !== 503) return res;
      await res.text();
      llm.reset();
      await sleep(50);
    }
    throw new Error("no slot came back");
  }

  /** Both slots free: two runs at once are both served (a disconnected run winds down a moment after its stream). */
  async function bothSlotsServed(): Promise<void> {
    for (let i = 0; i < 100; i++) {
      llm.script({ kind: "answer", text: doc }, { kind: "answer", text: doc });
      const pair = await Promise.all([agent(valid), agent(valid)]);
      await Promise.all(pair.map((res) => res.text()));
      llm.reset();
      if (pair.every((res) => res.status === 200)) return;
      await sleep(50);
    }
    throw new Error("the slots did not come back");
  }

  it("refuses a third stream at once with 503 unavailable (demo included), and a disconnect frees its slot", async () => {
    const a = await openHeldStream();
    const b = await openHeldStream();
    while (llm.seen.length < 2) await sleep(10);

    const third = await agent(valid);
    expect(third.status).toBe(503);
    expect(third.headers.get("retry-after")).toBe("5");
    expect(await third.json()).toMatchObject({ error: "unavailable", retryable: true });
    const demo = await fetch(`${base}/api/agent/demo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ prompt: "Three slides on tea ceremonies" }),
    });
    expect(demo.status).toBe(503);
    // It names the limit met: streams at once in this server, not the caller's per-minute or daily count.
    expect((await demo.json()).message).toBe(
      "Concurrent limit reached for agent streams: this server runs at most 2 at once (AGENT_MAX_STREAMS), the demo's and signed-in runs together. Try again in 5 s.",
    );
    expect(llm.seen).toHaveLength(2); // refused before any model call

    a.abort();
    const served = await runOnceServed();
    expect(served.status).toBe(200);
    expect(parseLines(await served.text()).at(-1)!.type).toBe("done");
    b.abort();
  }, 60_000);

  it("gives slots back after errors before the stream and after error lines", async () => {
    await bothSlotsServed(); // both held streams of the last test have wound down, not only one
    for (let i = 0; i < 3; i++) {
      const short = await agent({ prompt: "hi", kind: "doc" });
      expect(short.status).toBe(400);
      expect((await short.json()).error).toBe("prompt_too_short");
    }
    for (let i = 0; i < 3; i++) {
      llm.script({ kind: "status", status: 500 });
      const failed = await agent(valid);
      expect(failed.status).toBe(200);
      expect(parseLines(await failed.text()).at(-1)).toMatchObject({ type: "error", error: "model_error" });
    }
    llm.script({ kind: "answer", text: doc }, { kind: "answer", text: doc });
    const [x, y] = await Promise.all([agent(valid), agent(valid)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(parseLines(await x.text()).at(-1)!.type).toBe("done");
    expect(parseLines(await y.text()).at(-1)!.type).toBe("done");
  }, 60_000);
});

describe("a full export pool", () => {
  const stuck: Source = { kind: "doc", title: HANG_TITLE, markdown: "# Never" };
  const fine: Source = { kind: "doc", title: "Fine", markdown: "# Fine" };

  it("rejects at once with PoolBusyError (503 unavailable) when its worker is busy and its queue full", async () => {
    const pool = createExportPool({ threads: 1, maxQueue: 1, timeoutMs: 10_000, workerUrl: HANGING_WORKER }); // the timeout also covers the worker's cold boot on a loaded machine
    await pool.run(fine, "md"); // the worker is up, so the next task starts at once
    const running = pool.run(stuck, "md").catch((e: unknown) => e);
    const queued = pool.run(fine, "md").catch((e: unknown) => e);
    const err = await pool.run(fine, "md").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PoolBusyError);
    expect(err).toMatchObject({ code: "unavailable", status: 503, retryAfter: 2 });
    await Promise.all([running, queued]);
    expect(new TextDecoder().decode((await pool.run(fine, "md")).bytes)).toContain("# Fine");
    await pool.close();
  }, 60_000);

  it("answers POST /api/export with 503 unavailable and Retry-After when the pool is full", async () => {
    // The pool's own bound, not the caller's: one user's three exports at once are let through to it.
    const t = await createTestApp({ env: { RATE_LIMIT_EXPORT_PER_MINUTE: "1000", WORK_PER_CALLER: "10" } });
    const user = await signUpWithKey(t);
    await t.deps.exportPool.close();
    const pool: ExportPool = createExportPool({
      threads: 1,
      maxQueue: 1,
      timeoutMs: 10_000,
      workerUrl: HANGING_WORKER,
    }); // the timeout also covers the worker's cold boot on a loaded machine
    await pool.run(fine, "md");
    let submitted = 0;
    t.deps.exports.run = (...args) => (submitted++, pool.run(...args));
    const exportOf = (source: Source) =>
      t.app.request("/api/export", jsonRequest("POST", { source, format: "md" }, user.headers));
    const held = [exportOf(stuck), exportOf(stuck)];
    while (submitted < 2) await sleep(10);
    const res = await exportOf(fine);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(await res.json()).toMatchObject({ error: "unavailable", retryable: true });
    // Each held export runs past its own time (its wait in the queue not counted) and is refused as too heavy, not a fault.
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([413, 413]);
    await pool.close();
    await t.close();
  }, 60_000);
});

describe("brand batches per process", () => {
  let t: TestApp;
  const users: { who: KeySession; brandId: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_BATCH_PER_MINUTE: "1000", RATE_LIMIT_BATCH_PER_DAY: "1000" } });
    for (let i = 0; i < 3; i++) {
      const who = await signUpWithKey(t);
      const form = new FormData();
      form.append("file", new File([fixture("shapecrawler-google-slides.pptx")], "brand.pptx"));
      const res = await t.app.request("/api/brands", { method: "POST", headers: who.headers, body: form });
      users.push({ who, brandId: (await res.json()).brand.id });
    }
  });
  afterAll(() => t?.close());

  const batch = ({ who, brandId }: { who: KeySession; brandId: string }, n: number) =>
    t.app.request(
      `/api/brands/${brandId}/batch`,
      jsonRequest(
        "POST",
        { items: Array.from({ length: n }, (_, i) => ({ source: tenSlideDeck(`Deck ${i}`) })) },
        who.headers,
      ),
    );
  const manifestOf = async (res: Response) =>
    JSON.parse(new TextDecoder().decode(unzipSync(new Uint8Array(await res.arrayBuffer()))["manifest.json"]!)) as {
      status: string;
    }[];

  it("runs several users' batches side by side on the one deck pool, each whole; the same user's second is 429 while the first runs", async () => {
    const [alice, bob, carol] = users as [(typeof users)[0], (typeof users)[0], (typeof users)[0]];
    const running = await batch(alice, 30);
    expect(running.status).toBe(200);
    const same = await batch(alice, 1);
    expect(same.status).toBe(429);
    expect((await same.json()).error).toBe("concurrency_limit");

    const others = await Promise.all([batch(bob, 10), batch(carol, 10)]);
    expect(others.map((r) => r.status)).toEqual([200, 200]);
    const manifests = await Promise.all([running, ...others].map(manifestOf));
    expect(manifests.map((m) => [m.length, m.filter((row) => row.status === "ok").length])).toEqual([
      [30, 30],
      [10, 10],
      [10, 10],
    ]);
    const after = await batch(alice, 1);
    expect(after.status).toBe(200);
    expect(await manifestOf(after)).toHaveLength(1);
  }, 120_000);
});
