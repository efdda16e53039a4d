// A stuck export: its task is stopped at its own time, its work process killed and replaced; the client gets a 413 naming the time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Source } from "../../src/formats/model/source.js";
import { createExportPool, ExportTimeoutError, type ExportPool } from "../../src/workers/export-pool.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { HANG_TITLE } from "./hanging-export-worker.js";

const HANGING_WORKER = new URL("./hanging-export-worker.ts", import.meta.url);
const stuck: Source = { kind: "doc", title: HANG_TITLE, markdown: "# Never\n\nfinishes." };
const fine: Source = { kind: "doc", title: "Fine", markdown: "# Fine\n\nExported." };

describe("the export pool with a stuck worker", () => {
  let pool: ExportPool;
  // One thread: the healthy export after the stuck one can only run if the spinning thread was terminated and replaced.
  beforeAll(() => void (pool = createExportPool({ threads: 1, timeoutMs: 5_000, workerUrl: HANGING_WORKER })));
  afterAll(() => pool.close());

  it("aborts the stuck task at the timeout, then serves the next export on a fresh worker", async () => {
    expect(new TextDecoder().decode((await pool.run(fine, "md")).bytes)).toContain("# Fine");
    await expect(pool.run(stuck, "md")).rejects.toBeInstanceOf(ExportTimeoutError);
    expect(new TextDecoder().decode((await pool.run(fine, "md")).bytes)).toContain("# Fine");
  }, 60_000);

  it("reports a client's own abort as an abort, not as a timeout", async () => {
    const client = new AbortController();
    const running = pool.run(stuck, "md", client.signal);
    client.abort();
    const err = await running.catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(ExportTimeoutError);
    expect((err as Error).name).toBe("AbortError");
    expect(new TextDecoder().decode((await pool.run(fine, "md")).bytes)).toContain("# Fine");
  }, 60_000);
});

describe("the production export worker under the pool's timeout", () => {
  it("is aborted when an export outlasts EXPORT_TIMEOUT_MS", async () => {
    const pool = createExportPool({ threads: 1, timeoutMs: 1 });
    const big: Source = {
      kind: "deck",
      title: "Big",
      slides: Array.from({ length: 400 }, (_, i) => ({
        layout: "bullets" as const,
        title: `Slide ${i}`,
        bullets: ["one", "two", "three"],
      })),
    };
    await expect(pool.run(big, "pdf")).rejects.toBeInstanceOf(ExportTimeoutError);
    await pool.close();
  }, 60_000);

  it("has no hang in the production worker: the same source exports normally", async () => {
    const prod = createExportPool({ threads: 1, timeoutMs: 30_000 });
    const result = await prod.run(stuck, "md");
    expect(new TextDecoder().decode(result.bytes)).toContain("# Never");
    await prod.close();
  }, 60_000);
});

describe("POST /api/export when the export is stuck", () => {
  let t: TestApp;
  let user: KeySession;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_EXPORT_PER_MINUTE: "1000" } });
    await t.deps.exportPool.close();
    const pool = createExportPool({ threads: 1, timeoutMs: 5_000, workerUrl: HANGING_WORKER });
    t.deps.exportPool = pool;
    t.deps.exports.run = (source, format, signal) => pool.run(source, format, signal);
    user = await signUpWithKey(t);
  });
  afterAll(() => t?.close());

  it("answers 413 body_too_large naming the time it may take, never a fault, and the next export works", async () => {
    const res = await t.app.request("/api/export", jsonRequest("POST", { source: stuck, format: "md" }, user.headers));
    expect(res.status).toBe(413);
    const body = await res.json();
    expect(body).toMatchObject({ error: "body_too_large" });
    expect(body.message).toMatch(/The export took longer than the 5 s it may take/);
    expect(body.retryable).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/worker|stack|ExportTimeoutError/);
    expect(t.logs.some((l) => l.level === 50)).toBe(false);

    const next = await t.app.request("/api/export", jsonRequest("POST", { source: fine, format: "md" }, user.headers));
    expect(next.status).toBe(200);
    expect(await next.text()).toContain("# Fine");
  }, 60_000);
});
