// Jobs on BullMQ (REDIS_URL set, real Redis): a serving process told JOB_CONCURRENCY=0 only enqueues, a worker's deps
// take the items; a small job of one user overtakes another user's large one; entries lost from Redis are added again
// from the database; a worker stopping without time to drain puts its entries back to wait, and another finishes
// them, each tried once. (A server left at its default works items itself: test/scale/server-alone-jobs.test.ts.)
import { readFileSync } from "node:fs";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDeps, startJobLanes, type Deps } from "../../src/deps.js";
import { createLogger } from "../../src/lib/logger.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { TEST_REDIS_URL } from "../pg.js";
import { thirdPartyFile } from "../fixtures.js";

const BRAND = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const deckOf = (i: number) => ({
  source: `# Account ${i}\n\n---\n\n## Results\n\n- Delivery times fell`,
  filename: `account-${i}`,
});

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
let brandId: string;
let bobBrandId: string;
const workers: Deps[] = [];

interface JobView {
  id: string;
  state: string;
  succeeded: number;
  failed: number;
}

beforeAll(async () => {
  if (!TEST_REDIS_URL) return;
  t = await createTestApp({
    env: {
      REDIS_URL: TEST_REDIS_URL,
      JOB_CONCURRENCY: "0",
      JOB_LEASE_MS: "1000",
      JOB_BACKOFF_MS: "20",
      RATE_LIMIT_BATCH_PER_MINUTE: "1000",
      RATE_LIMIT_WORKSPACE_PER_MINUTE: "10000",
    },
  });
  startJobLanes(t.deps); // as `quire serve` does: told JOB_CONCURRENCY=0, it works no items
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  const form = new FormData();
  form.append("file", new File([readFileSync(BRAND)], "brand.pptx"));
  brandId = (await (await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form })).json())
    .brand.id;
  bobBrandId = (await (await t.app.request("/api/brands", { method: "POST", headers: bob.headers, body: form })).json())
    .brand.id;
});

afterAll(async () => {
  for (const w of workers) await w.close();
  if (t) {
    const queue = new Queue("job-items", {
      connection: { url: TEST_REDIS_URL! },
      prefix: `quire:bull:${t.deps.limiter.namespace}`,
    });
    await queue.obliterate({ force: true });
    await queue.close();
    await t.close();
  }
});

/** A `quire worker`'s dependencies on the same database and Redis, its lanes started with `concurrency` items at once. */
async function startWorker(concurrency: number): Promise<Deps> {
  const deps = await buildDeps({ ...t.config, JOB_CONCURRENCY: concurrency }, createLogger("silent"), "worker");
  workers.push(deps);
  startJobLanes(deps);
  return deps;
}

async function submit(items: unknown[], who: KeySession, brand = brandId): Promise<JobView> {
  const res = await t.app.request(
    `/api/brands/${brand}/batch`,
    jsonRequest("POST", { items }, { ...who.headers, prefer: "respond-async" }),
  );
  expect(res.status).toBe(202);
  return (await res.json()).job;
}

async function read(id: string, who: KeySession): Promise<JobView> {
  return (await (await t.app.request(`/api/jobs/${id}`, { headers: who.headers })).json()).job;
}

async function until(check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.skipIf(!TEST_REDIS_URL)("jobs on BullMQ (Redis)", () => {
  it("a server told JOB_CONCURRENCY=0 beside Redis only enqueues; a worker process takes the items and finishes the job", async () => {
    expect(t.deps.jobs).toMatchObject({ queue: "bullmq", concurrency: 0 });
    const job = await submit(
      Array.from({ length: 12 }, (_, i) => deckOf(i + 1)),
      alice,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await read(job.id, alice)).toMatchObject({ state: "queued", succeeded: 0 });
    expect(await t.deps.jobs.depth()).toMatchObject({ queued: 12, running: 0 });
    const worker = await startWorker(2);
    expect(worker.jobs).toMatchObject({ queue: "bullmq", concurrency: 2 });
    await until(async () => (await read(job.id, alice)).state === "succeeded");
    expect(await read(job.id, alice)).toMatchObject({ succeeded: 12, failed: 0 });
    expect(await t.deps.jobs.depth()).toEqual({ queued: 0, running: 0, delayed: 0 });
  });

  it("takes bob's 5-item job before most of alice's 120-item one submitted first", async () => {
    for (const w of workers.splice(0)) await w.close();
    const big = await submit(
      Array.from({ length: 120 }, (_, i) => deckOf(i + 1)),
      alice,
    );
    const small = await submit(
      Array.from({ length: 5 }, (_, i) => deckOf(i + 1)),
      bob,
      bobBrandId,
    );
    await startWorker(1);
    // Alice's count read in the same instant as bob's finish: her items go on while a check waits.
    let aliceDone = Number.NaN;
    await until(async () => {
      const [mine, hers] = await Promise.all([read(small.id, bob), read(big.id, alice)]);
      aliceDone = hers.succeeded;
      return mine.state === "succeeded";
    });
    // One item at a time: bob's five came among alice's first few (a quarter at most on a loaded machine), not after her 120.
    expect(aliceDone).toBeLessThan(30);
    await until(async () => (await read(big.id, alice)).state === "succeeded", 120_000);
  });

  it("adds items again from the database when Redis lost their entries", async () => {
    for (const w of workers.splice(0)) await w.close();
    const job = await submit(
      Array.from({ length: 10 }, (_, i) => deckOf(i + 1)),
      alice,
    );
    const queue = new Queue("job-items", {
      connection: { url: TEST_REDIS_URL! },
      prefix: `quire:bull:${t.deps.limiter.namespace}`,
    });
    await queue.obliterate({ force: true }); // Redis lost everything (a restart without persistence)
    await queue.close();
    expect(await t.deps.jobs.depth()).toMatchObject({ queued: 0 });
    await startWorker(2);
    await until(async () => (await read(job.id, alice)).state === "succeeded", 30_000);
    expect(await read(job.id, alice)).toMatchObject({ succeeded: 10, failed: 0 });
  });

  it("a worker stopped with no time to drain hands its items back to wait at once; another finishes them, each tried once", async () => {
    for (const w of workers.splice(0)) await w.close();
    const job = await submit(
      Array.from({ length: 60 }, (_, i) => deckOf(i + 1)),
      alice,
    );
    const stopping = await startWorker(2);
    const running = async () =>
      (await t.deps.jobs.repo.items(job.id, 0, 60)).filter((i) => i.state === "running").length;
    await until(async () => (await read(job.id, alice)).succeeded >= 5 && (await running()) > 0);
    const t0 = Date.now();
    await stopping.jobs.stop(0);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(await running()).toBe(0);
    const queue = new Queue("job-items", {
      connection: { url: TEST_REDIS_URL! },
      prefix: `quire:bull:${t.deps.limiter.namespace}`,
    });
    try {
      const open = (await t.deps.jobs.repo.items(job.id, 0, 60)).filter((i) => i.state === "queued");
      expect(open.length).toBeGreaterThan(0);
      // Back in the queue for any worker now: none left active under the stopped worker's lock to wait out.
      for (const i of open) expect(await queue.getJobState(`${job.id}-${i.idx}`)).toMatch(/^(waiting|prioritized)$/);
    } finally {
      await queue.close();
    }
    await startWorker(2);
    await until(async () => (await read(job.id, alice)).state === "succeeded", 30_000);
    expect(await read(job.id, alice)).toMatchObject({ succeeded: 60, failed: 0 });
    expect((await t.deps.jobs.repo.items(job.id, 0, 60)).map((i) => i.attempts)).toEqual(
      Array.from({ length: 60 }, () => 1),
    );
    // Two workers' starts and 60 decks: about 25 s alone on 2 cores, so the default 30 s left no room for a busy machine.
  }, 90_000);
});
