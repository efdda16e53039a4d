// GET /api/jobs/{id}/events at scale: streams on one job share one poll of the database, each caller keeps at most
// JOB_EVENT_STREAMS_PER_SUBJECT open (then 429 concurrency_limit), and a stream that closes frees its slot.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { thirdPartyFile } from "../fixtures.js";

const PER_SUBJECT = 4;
const POLL_MS = 250;

let t: TestApp;
let alice: KeySession;
let jobId: string;
/** The job's reads of the database (one SQL statement each), counted as the route's feed makes them. */
const reads = { count: 0 };

beforeAll(async () => {
  // No job lanes run in the test app: the job stays queued, so a stream following it stays open until it is cancelled.
  t = await createTestApp({
    env: {
      JOB_EVENT_STREAMS_PER_SUBJECT: String(PER_SUBJECT),
      RATE_LIMIT_BATCH_PER_MINUTE: "1000",
      RATE_LIMIT_WORKSPACE_PER_MINUTE: "10000",
    },
  });
  alice = await signUpWithKey(t);
  const form = new FormData();
  form.append("file", new File([readFileSync(thirdPartyFile("brands/pypptx-default-4x3.pptx"))], "brand.pptx"));
  const brandId = (
    await (await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form })).json()
  ).brand.id;
  const submitted = await t.app.request(
    `/api/brands/${brandId}/batch`,
    jsonRequest(
      "POST",
      { items: [{ source: "# One" }, { source: "# Two" }] },
      { ...alice.headers, prefer: "respond-async" },
    ),
  );
  jobId = (await submitted.json()).job.id;
  const repo = t.deps.jobs.repo;
  const [events, get] = [repo.events.bind(repo), repo.get.bind(repo)];
  repo.events = (id, after, limit) => ((reads.count += Number(id === jobId)), events(id, after, limit));
  repo.get = (id) => ((reads.count += Number(id === jobId)), get(id));
});
afterAll(async () => t?.close());

const open = () => t.app.request(`/api/jobs/${jobId}/events`, { headers: alice.headers });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Reads a stream until `line` has arrived; the text so far. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, line: RegExp): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  while (!line.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

// The steps run in order on one job and one caller's streams.
describe("job event streams", () => {
  const readers: ReadableStreamDefaultReader<Uint8Array>[] = [];

  it("share one poll per job however many streams follow it", async () => {
    const streams = await Promise.all(Array.from({ length: PER_SUBJECT }, open));
    expect(streams.map((s) => s.status)).toEqual(Array(PER_SUBJECT).fill(200));
    readers.push(...streams.map((s) => s.body!.getReader()));
    for (const reader of readers) expect(await readUntil(reader, /job\.queued/)).toMatch(/"type":"job\.queued"/);

    // Each read of the job's events (and of its row when there are none) serves every stream on it: over any stretch,
    // at most one poll of two statements per interval started in it, where each stream polling on its own made N times that.
    reads.count = 0;
    const started = Date.now();
    await sleep(6 * POLL_MS);
    const polls = Math.floor((Date.now() - started) / POLL_MS) + 1;
    expect(reads.count).toBeGreaterThan(0);
    expect(reads.count).toBeLessThanOrEqual(2 * polls);
  });

  it("refuse a caller's stream past the cap with 429 concurrency_limit, and give a closed stream's slot back", async () => {
    const refused = await open();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "concurrency_limit", retryable: true });
    // Another caller has slots of their own.
    const bob = await signUpWithKey(t);
    expect((await t.app.request(`/api/jobs/${jobId}/events`, { headers: bob.headers })).status).toBe(404);

    // A stream its client closes gives its slot back (once the server has seen the close).
    await readers.shift()!.cancel();
    let reopened = await open();
    for (let tries = 0; reopened.status === 429 && tries < 100; tries++) {
      await sleep(50);
      reopened = await open();
    }
    expect(reopened.status).toBe(200);
    readers.push(reopened.body!.getReader());
  });

  it("end every stream when the job ends, their slots free again, and poll no more", async () => {
    // Cancelled, the job ends every stream with its last event; their slots are free again and nothing polls.
    expect((await t.app.request(`/api/jobs/${jobId}/cancel`, { method: "POST", headers: alice.headers })).status).toBe(
      200,
    );
    for (const reader of readers) {
      const rest = await readUntil(reader, /job\.cancelled/);
      expect(rest).toMatch(/"type":"job\.cancelled"/);
      expect((await reader.read()).done).toBe(true);
    }
    const after = await Promise.all(Array.from({ length: PER_SUBJECT }, open));
    expect(after.map((s) => s.status)).toEqual(Array(PER_SUBJECT).fill(200));
    for (const s of after) expect(await s.text()).toMatch(/"type":"job\.cancelled"/);
    reads.count = 0;
    await sleep(3 * POLL_MS);
    expect(reads.count).toBe(0);
  });
});
