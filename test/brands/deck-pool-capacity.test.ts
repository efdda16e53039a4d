// A full brand deck pool refuses at once: PoolBusyError (503 unavailable, Retry-After) for generate, batch items and branded exports.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyseTemplate } from "../../src/brands/analyse-template.js";
import { createDeckPool, type DeckPool } from "../../src/brands/deck-pool.js";
import type { RenderTask } from "../../src/brands/render-brand-deck.js";
import { validateUpload } from "../../src/brands/validate-upload.js";
import type { Deck } from "../../src/formats/model/source.js";
import { ExportTimeoutError } from "../../src/workers/export-pool.js";
import { PoolBusyError } from "../../src/workers/bounded-run.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { tenSlideDeck } from "./deck-fixture.js";
import { HANG_DECK_TITLE } from "./hanging-deck-worker.js";
import { fixture } from "./hostile-zips.js";

const HANGING_WORKER = new URL("./hanging-deck-worker.ts", import.meta.url);
const HANGING_DRAW_WORKER = new URL("./hanging-draw-worker.ts", import.meta.url);
const TEMPLATE = "shapecrawler-google-slides.pptx";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hangDeck: Deck = { kind: "deck", title: HANG_DECK_TITLE, slides: [{ layout: "title", title: "Never" }] };
const isPptx = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** A pool of one worker and a queue of one, with the worker already started so the first task runs at once. */
async function tinyPool(warm: RenderTask): Promise<DeckPool> {
  const pool = createDeckPool(1, { maxQueue: 1, workerUrl: HANGING_WORKER, drawWorkerUrl: HANGING_DRAW_WORKER });
  expect(isPptx(await pool.render(warm))).toBe(true);
  return pool;
}

describe("the deck pool", () => {
  it("refuses at once with PoolBusyError when its worker is busy and its queue full; an aborted task frees the worker", async () => {
    const bytes = fixture(TEMPLATE);
    const analysis = analyseTemplate(validateUpload(bytes));
    const task = (deck: Deck): RenderTask => ({ key: "t", bytes, strict: analysis.strict, deck });
    const pool = await tinyPool(task(tenSlideDeck("Warm")));

    const stop = new AbortController();
    const running = pool.render(task(hangDeck), stop.signal).catch((e: unknown) => e);
    const queued = pool.render(task(tenSlideDeck("Queued")));
    const refused = await pool.render(task(tenSlideDeck("Refused"))).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PoolBusyError);
    expect(refused).toMatchObject({ code: "unavailable", status: 503, retryAfter: 2 });
    expect(await pool.analyse(bytes).catch((e: unknown) => e)).toBeInstanceOf(PoolBusyError);

    stop.abort(); // the stuck worker is terminated and replaced; the queued task runs
    expect(await running).toMatchObject({ name: "AbortError" });
    expect(isPptx(await queued)).toBe(true);
    expect(isPptx(await pool.render(task(tenSlideDeck("After"))))).toBe(true);
    expect((await pool.analyse(bytes)).layouts.length).toBeGreaterThan(0);
    await pool.close();
  }, 60_000);

  it("aborts a render stuck past its timeout, replaces the worker and serves the next deck", async () => {
    const bytes = fixture(TEMPLATE);
    const analysis = analyseTemplate(validateUpload(bytes));
    const task = (deck: Deck): RenderTask => ({ key: "t", bytes, strict: analysis.strict, deck });
    // Long enough for a cold worker on a loaded machine; the stuck task would otherwise block for two minutes.
    const pool = createDeckPool(1, { workerUrl: HANGING_WORKER, timeoutMs: 10_000 });
    expect(isPptx(await pool.render(task(tenSlideDeck("Warm"))))).toBe(true);
    await expect(pool.render(task(hangDeck))).rejects.toBeInstanceOf(ExportTimeoutError);
    expect(isPptx(await pool.render(task(tenSlideDeck("After"))))).toBe(true);
    await pool.close();
  }, 60_000);
});

describe("routes on a full deck pool", () => {
  let t: TestApp;
  let user: KeySession;
  let brandId: string;

  beforeAll(async () => {
    // The pool's own bound, not the caller's: one user's several renders at once are let through to it.
    t = await createTestApp({
      env: {
        RATE_LIMIT_GENERATE_PER_MINUTE: "1000",
        RATE_LIMIT_BATCH_PER_MINUTE: "1000",
        RATE_LIMIT_EXPORT_PER_MINUTE: "1000",
        WORK_PER_CALLER: "10",
      },
    });
    user = await signUpWithKey(t);
    const form = new FormData();
    form.append("file", new File([fixture(TEMPLATE)], "brand.pptx"));
    brandId = (await (await t.app.request("/api/brands", { method: "POST", headers: user.headers, body: form })).json())
      .brand.id;
  });
  afterAll(async () => t?.close());

  const generate = (deck: Deck, signal?: AbortSignal) =>
    t.app.request(`/api/brands/${brandId}/generate`, {
      ...jsonRequest("POST", { source: deck }, user.headers),
      signal,
    });

  it("answers generate and a branded export with 503 unavailable + Retry-After, and batch items as unavailable rows", async () => {
    const ok = await generate(tenSlideDeck("Before"));
    expect(ok.status).toBe(200);
    expect(isPptx(new Uint8Array(await ok.arrayBuffer()))).toBe(true);

    // Every route holds the pool object built at boot: swap its insides for one worker, a queue of one, a hanging render.
    await t.deps.deckPool.close();
    const bytes = fixture(TEMPLATE);
    const analysis = analyseTemplate(validateUpload(bytes));
    const tiny = await tinyPool({ key: "warm", bytes, strict: analysis.strict, deck: tenSlideDeck("Warm") });
    let submitted = 0;
    Object.assign(t.deps.deckPool, {
      ...tiny,
      render: (...args: Parameters<DeckPool["render"]>) => (submitted++, tiny.render(...args)),
      renderMeasured: (...args: Parameters<DeckPool["renderMeasured"]>) => (submitted++, tiny.renderMeasured(...args)),
    });

    const clients = [new AbortController(), new AbortController()];
    const held = clients.map((c) => Promise.resolve(generate(hangDeck, c.signal)).catch((e: unknown) => e));
    while (submitted < 2) await sleep(10); // one renders (hangs), one waits in the queue

    const refused = await generate(tenSlideDeck("Refused"));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(await refused.json()).toMatchObject({ error: "unavailable", retryable: true });

    const exported = await t.app.request(
      "/api/export",
      jsonRequest("POST", { source: tenSlideDeck("Export"), format: "pptx", brandId }, user.headers),
    );
    expect(exported.status).toBe(503);
    expect(exported.headers.get("retry-after")).toBe("2");
    expect((await exported.json()).error).toBe("unavailable");

    const batch = await t.app.request(
      `/api/brands/${brandId}/batch`,
      jsonRequest("POST", { items: [{ source: tenSlideDeck("One") }, { source: tenSlideDeck("Two") }] }, user.headers),
    );
    expect(batch.status).toBe(200);
    const files = unzipSync(new Uint8Array(await batch.arrayBuffer()));
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]!));
    expect(manifest.map((m: { status: string; error?: string }) => [m.status, m.error])).toEqual([
      ["error", "unavailable"],
      ["error", "unavailable"],
    ]);

    // Clients that hang up free the pool: their renders are aborted and the next request is served.
    for (const c of clients) c.abort();
    await Promise.all(held);
    let after: Response | undefined;
    for (let i = 0; i < 100 && (after === undefined || after.status === 503); i++) {
      if (after) await sleep(20);
      after = await generate(tenSlideDeck("After"));
    }
    expect(after!.status).toBe(200);
    expect(isPptx(new Uint8Array(await after!.arrayBuffer()))).toBe(true);
  }, 120_000);
});
