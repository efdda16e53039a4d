// Overload is answered, never a late 500 or a zip cut short: one caller's exports past WORK_PER_CALLER are refused at
// once (429 with Retry-After) while theirs and another caller's finish whole; a page of thumbnails waits its turn.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deck } from "../../src/formats/model/source.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";

const deck: Deck = {
  kind: "deck",
  title: "Quarterly review",
  slides: Array.from({ length: 21 }, (_, i) => ({
    layout: "bullets" as const,
    title: `Part ${i + 1}`,
    bullets: ["Revenue grew in every region", "Costs held flat", "Two new hires"],
  })),
};

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_EXPORT_PER_MINUTE: "1000",
      RATE_LIMIT_WORKSPACE_PER_MINUTE: "1000",
      RATE_LIMIT_EXPORT_PER_DAY: "10000",
    },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
}, 60_000);
afterAll(async () => t?.close());

const pngExport = (who: KeySession) =>
  t.app.request("/api/export", jsonRequest("POST", { source: deck, format: "png", width: 1280 }, who.headers));

describe("one caller's exports past their bound", () => {
  it("twelve png exports at once: two finish whole, ten are refused at once with 429 and Retry-After; another caller's finishes", async () => {
    const started = performance.now();
    const timed = (res: Response | Promise<Response>) =>
      Promise.resolve(res).then((r) => ({ res: r, ms: performance.now() - started }));
    const mine = Array.from({ length: 12 }, () => timed(pngExport(alice)));
    const theirs = timed(pngExport(bob));
    const answers = await Promise.all(mine);
    const refused = answers.filter((a) => a.res.status === 429);
    const done = answers.filter((a) => a.res.status === 200);
    expect(refused).toHaveLength(10);
    expect(done).toHaveLength(2);
    for (const { res } of refused) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toMatchObject({ error: "concurrency_limit", retryable: true });
    }
    // Refused before any work: sooner than either export that ran.
    expect(Math.max(...refused.map((a) => a.ms))).toBeLessThan(Math.min(...done.map((a) => a.ms)));
    for (const { res } of [...done, await theirs]) {
      expect(res.status).toBe(200);
      const body = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      expect(Object.keys(unzipSync(body))).toHaveLength(21);
    }
    // The slots came back: the same caller may export again.
    expect((await pngExport(alice)).status).toBe(200);
  }, 240_000);
});

describe("a page of thumbnails", () => {
  it("twenty slide pictures asked at once all come, drawn a few at a time", async () => {
    const saved = await t.app.request(
      "/api/workspace/documents",
      jsonRequest("POST", { kind: "deck", title: deck.title, source: deck }, alice.headers),
    );
    expect(saved.status).toBe(201);
    const id = (await saved.json()).document.id as string;
    const pictures = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.request(`/api/workspace/documents/${id}/slides/${i + 1}.png?width=320`, { headers: alice.headers }),
      ),
    );
    expect(pictures.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(t.deps.workSlots.held(`u:${alice.userId}`, "picture")).toBe(0);
  }, 120_000);
});
