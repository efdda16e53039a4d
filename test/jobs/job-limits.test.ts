// Per-user job limits: jobs open at once, items open over them, and items a day — each refused with its own code, the
// setting's name in the message and Retry-After; other users are not held back by them.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { thirdPartyFile } from "../fixtures.js";

const BRAND = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const deckOf = (i: number) => ({ source: `# Account ${i}\n\n---\n\n## Results\n\n- Delivery times fell` });

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
const brands = new Map<string, string>();

beforeAll(async () => {
  // No lanes: every job stays queued, so what is open is exactly what was submitted.
  t = await createTestApp({
    env: {
      JOB_CONCURRENCY: "0",
      JOB_MAX_ACTIVE_PER_USER: "1",
      JOB_MAX_OPEN_ITEMS_PER_USER: "5",
      JOB_DAILY_ITEMS_PER_USER: "8",
      RATE_LIMIT_BATCH_PER_MINUTE: "1000",
    },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  for (const who of [alice, bob]) {
    const form = new FormData();
    form.append("file", new File([readFileSync(BRAND)], "brand.pptx"));
    brands.set(
      who.userId,
      (await (await t.app.request("/api/brands", { method: "POST", headers: who.headers, body: form })).json()).brand
        .id,
    );
  }
});
afterAll(async () => t?.close());

const submit = (who: KeySession, n: number) =>
  t.app.request(
    `/api/brands/${brands.get(who.userId)}/batch`,
    jsonRequest("POST", { items: Array.from({ length: n }, (_, i) => deckOf(i + 1)), async: true }, who.headers),
  );
const cancel = (who: KeySession, id: string) =>
  t.app.request(`/api/jobs/${id}/cancel`, { method: "POST", headers: who.headers });

async function refused(res: Response, status: number, code: string, setting: string) {
  expect(res.status).toBe(status);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  const body = await res.json();
  expect(body.error).toBe(code);
  expect(body.message).toContain(setting);
}

describe("per-user job limits", () => {
  it("refuses a second open job, then too many open items, then a day's items past the quota", async () => {
    const first = await submit(alice, 3);
    expect(first.status).toBe(202);
    await refused(await submit(alice, 1), 429, "concurrency_limit", "JOB_MAX_ACTIVE_PER_USER");
    // Bob is not held back by alice's job.
    expect((await submit(bob, 2)).status).toBe(202);

    expect((await cancel(alice, (await first.json()).job.id)).status).toBe(200);
    await refused(await submit(alice, 6), 429, "concurrency_limit", "JOB_MAX_OPEN_ITEMS_PER_USER");
    const second = await submit(alice, 5); // 3 + 5 = 8 items today: the quota, not past it
    expect(second.status).toBe(202);
    expect((await cancel(alice, (await second.json()).job.id)).status).toBe(200);
    await refused(await submit(alice, 1), 429, "rate_limit_day", "JOB_DAILY_ITEMS_PER_USER");
  });
});
