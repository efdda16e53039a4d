// Two Quire processes on one PostgreSQL and one Redis (or PostgreSQL alone): sessions, keys, limits, brands and the one
// streamed batch per user hold across them.
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempPgDatabase, TEST_DATABASE_URL, TEST_REDIS_URL, type TempPgDatabase } from "../pg.js";
import { signIn, startQuire, type QuireProcess } from "./processes.js";
import { freePort } from "../../bench/http-harness.js";
import { thirdPartyFile } from "../fixtures.js";

const FIXTURE = thirdPartyFile("brands/pypptx-default-4x3.pptx");
/** ~250 KB a deck: a batch of 200 takes seconds, long enough to disconnect from or kill its process mid-way. */
const LARGE_FIXTURE = thirdPartyFile("brands/poi-themes-7-masters.pptx");
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const AUTH_SECRET = "scale-test-secret-shared-by-every-process-0123456789";
/** Batches: a short lease (a killed process's batch heartbeat and items lapse within the test); enough calls for every test below. */
const BATCH_ENV = {
  BATCH_MAX: "200",
  JOB_LEASE_MS: "3000",
  RATE_LIMIT_BATCH_PER_MINUTE: "1000",
  RATE_LIMIT_BATCH_PER_DAY: "1000",
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ready = Boolean(TEST_DATABASE_URL && TEST_REDIS_URL);
if (!ready) console.info("[scale] TEST_DATABASE_URL and TEST_REDIS_URL are needed: the two-process suite is skipped.");

describe.skipIf(!ready)("two processes sharing PostgreSQL and Redis", () => {
  let db: TempPgDatabase;
  let a: QuireProcess;
  let b: QuireProcess;
  let publicUrl: string;
  let cookie: string;
  const email = `scale-${Date.now()}@example.com`;

  beforeAll(async () => {
    db = await createTempPgDatabase("scale");
    const portA = await freePort();
    publicUrl = `http://127.0.0.1:${portA}`;
    // Both sit behind one public address, as behind a load balancer.
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL!,
      BLOB_STORE: "db",
      PUBLIC_URL: publicUrl,
      AUTH_SECRET,
      RATE_LIMIT_DEMO_PER_DAY: "3",
      RATE_LIMIT_DEMO_PER_MINUTE: "100",
      RATE_LIMIT_RENDER_PER_MINUTE: "4",
      ...BATCH_ENV,
    };
    a = await startQuire(env, { port: portA });
    b = await startQuire(env);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  const json = (body: unknown, headers: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin: publicUrl, ...headers },
    body: JSON.stringify(body),
  });

  it("a magic link asked on A and opened on B gives a session that works on A", async () => {
    expect((await fetch(`${a.url}/api/auth/sign-in/magic-link`, json({ email, callbackURL: "/app" }))).status).toBe(
      200,
    );
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query(`select "text" from outbox_mail where "to" = $1`, [email]);
    await client.end();
    const link = new URL(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<]+/.exec(rows[0].text)![0]);
    const opened = await fetch(`${b.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(opened.status).toBe(302);
    cookie = opened.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const session = await (await fetch(`${a.url}/api/auth/get-session`, { headers: { cookie } })).json();
    expect(session.user.email).toBe(email);
  });

  it("a key revoked on A is refused by B on the very next request", async () => {
    const created = await (await fetch(`${a.url}/api/auth/api-key/create`, json({ name: "scale" }, { cookie }))).json();
    const auth = { authorization: `Bearer ${created.key}` };
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${b.url}/api/workspace/documents`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${a.url}/api/auth/api-key/delete`, json({ keyId: created.id }, { cookie }))).status).toBe(200);
    expect((await fetch(`${b.url}/api/workspace/documents`, { headers: auth })).status).toBe(401);
    expect((await fetch(`${a.url}/api/workspace/documents`, { headers: auth })).status).toBe(401);
  });

  it("shares the demo's day limit between processes", async () => {
    const demo = (p: QuireProcess) =>
      fetch(`${p.url}/api/agent/demo`, json({ prompt: "Three slides on tea ceremonies" }));
    for (const p of [a, b, a]) {
      const res = await demo(p);
      expect(res.status).toBe(200);
      await res.text();
    }
    const fourth = await demo(b);
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).error).toBe("rate_limit_day");
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 60_000);

  it("shares per-minute limits between processes", async () => {
    const render = (p: QuireProcess) => fetch(`${p.url}/api/render`, json({ source: "# Hello\n\nWorld" }));
    for (const p of [a, b, a, b]) expect((await render(p)).status).toBe(200);
    const fifth = await render(a);
    expect(fifth.status).toBe(429);
    expect((await fifth.json()).error).toBe("rate_limit_minute");
  });

  it("generates on B a deck on a brand uploaded to A", async () => {
    const key = (await (await fetch(`${a.url}/api/auth/api-key/create`, json({ name: "brands" }, { cookie }))).json())
      .key;
    const auth = { authorization: `Bearer ${key}` };
    const upload = await fetch(`${a.url}/api/brands?name=Shared`, {
      method: "POST",
      headers: { ...auth, "content-type": PPTX },
      body: readFileSync(FIXTURE),
    });
    expect(upload.status).toBe(201);
    const { brand } = await upload.json();
    const generated = await fetch(`${b.url}/api/brands/${brand.id}/generate`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({
        source: {
          kind: "deck",
          title: "Shared",
          slides: [
            { layout: "title", title: "Made on B" },
            { layout: "bullets", title: "Points", bullets: ["one", "two"] },
          ],
        },
      }),
    });
    expect(generated.status).toBe(200);
    const bytes = new Uint8Array(await generated.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe("PK");
  }, 60_000);

  // Beside Redis a streamed batch's items are not on BullMQ's queue: a dead A's come back only through a worker's sweep
  // (every process's, now that servers work items too), which this suite does not wait for.
  batchTests(() => ({ a, b, cookie, publicUrl }), { resumedByB: false });
});

describe.skipIf(!TEST_DATABASE_URL)("two processes sharing PostgreSQL alone (no Redis)", () => {
  let db: TempPgDatabase;
  let a: QuireProcess;
  let b: QuireProcess;
  let publicUrl: string;
  let cookie: string;

  beforeAll(async () => {
    db = await createTempPgDatabase("scalepg");
    const portA = await freePort();
    publicUrl = `http://127.0.0.1:${portA}`;
    const env = { DATABASE_URL: db.url, BLOB_STORE: "db", PUBLIC_URL: publicUrl, AUTH_SECRET, ...BATCH_ENV };
    a = await startQuire(env, { port: portA });
    b = await startQuire(env);
    cookie = await signIn(a, db.url, `scale-pg-${Date.now()}@example.com`, publicUrl);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  // On the database's own queue B's lanes take a dead A's items once their leases lapse, and finish the job.
  batchTests(() => ({ a, b, cookie, publicUrl }), { resumedByB: true });
});

/**
 * One streamed batch per user across processes (a slot on the job row, held by its request's heartbeat). Runs last in
 * its suite: the final test kills A.
 */
function batchTests(
  context: () => { a: QuireProcess; b: QuireProcess; cookie: string; publicUrl: string },
  { resumedByB }: { resumedByB: boolean },
) {
  let auth: Record<string, string>;
  let smallBrand: string;
  let largeBrand: string;
  const slides = [
    { layout: "title", title: "Batch" },
    { layout: "bullets", title: "Points", bullets: ["one", "two"] },
  ];
  const batch = (p: QuireProcess, brandId: string, n: number, signal?: AbortSignal) =>
    fetch(`${p.url}/api/brands/${brandId}/batch`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({
        items: Array.from({ length: n }, (_, i) => ({ source: { kind: "deck", title: `Deck ${i + 1}`, slides } })),
      }),
      signal,
    });
  /** The slot is freed a moment after a batch ends (after the zip's last byte): retry a bounded number of times. */
  async function acceptedSoon(p: QuireProcess, attempts: number): Promise<Response> {
    for (let i = 0; ; i++) {
      const res = await batch(p, smallBrand, 1);
      if (res.status !== 429 || i === attempts) return res;
      expect((await res.json()).error).toBe("concurrency_limit");
      await sleep(100);
    }
  }
  const jobOn = async (p: QuireProcess, id: string) =>
    (await (await fetch(`${p.url}/api/jobs/${id}`, { headers: auth })).json()).job as {
      state: string;
      succeeded: number;
      total: number;
    };
  it("batch setup: a key and two brands uploaded on A", async () => {
    const { a, cookie, publicUrl } = context();
    const created = await fetch(`${a.url}/api/auth/api-key/create`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: publicUrl, cookie },
      body: JSON.stringify({ name: "batches" }),
    });
    auth = { authorization: `Bearer ${(await created.json()).key}` };
    const upload = async (file: string) => {
      const res = await fetch(`${a.url}/api/brands?name=Batch`, {
        method: "POST",
        headers: { ...auth, "content-type": PPTX },
        body: readFileSync(file),
      });
      expect(res.status).toBe(201);
      return (await res.json()).brand.id as string;
    };
    smallBrand = await upload(FIXTURE);
    largeBrand = await upload(LARGE_FIXTURE);
  }, 60_000);

  it("refuses the same user's batch on B with 429 concurrency_limit while one runs on A; B accepts one after it ends", async () => {
    const { a, b } = context();
    const running = await batch(a, smallBrand, 100);
    expect(running.status).toBe(200);

    const refused = await batch(b, smallBrand, 1);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: "concurrency_limit", retryable: true });

    const files = unzipSync(new Uint8Array(await running.arrayBuffer()));
    const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]!));
    expect(manifest.filter((m: { status: string }) => m.status === "ok")).toHaveLength(100);

    const accepted = await acceptedSoon(b, 50);
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get("content-type")).toBe("application/zip");
    expect(unzipSync(new Uint8Array(await accepted.arrayBuffer()))["manifest.json"]).toBeDefined();
  }, 120_000);

  it("frees the slot when the client disconnects mid-batch, and the job is cancelled (or had already finished)", async () => {
    const { a, b } = context();
    const client = new AbortController();
    const running = await batch(a, largeBrand, 200, client.signal);
    expect(running.status).toBe(200);
    const jobId = running.headers.get("x-job-id")!;
    await running.body!.getReader().read(); // the first bytes are out: the batch is under way
    expect((await batch(b, smallBrand, 1)).status).toBe(429);

    client.abort();
    // A keeps the heartbeat of a live request, so only the end of the stream on disconnect lets B in.
    const accepted = await acceptedSoon(b, 100);
    expect(accepted.status).toBe(200);
    await accepted.arrayBuffer();
    const job = await jobOn(b, jobId);
    expect(
      job.state === "cancelled" || job.succeeded === job.total,
      `job ${job.state}, ${job.succeeded} of ${job.total}`,
    ).toBe(true);
  }, 120_000);

  it("lets B start a batch once the heartbeat of a process killed mid-batch has lapsed (JOB_LEASE_MS); the job itself is not lost", async () => {
    const { a, b } = context();
    const running = await batch(a, largeBrand, 200);
    expect(running.status).toBe(200);
    const jobId = running.headers.get("x-job-id")!;
    await running.body!.getReader().read();
    await a.stop("SIGKILL");
    expect((await batch(b, smallBrand, 1)).status).toBe(429); // the dead request's heartbeat is still live

    const accepted = await acceptedSoon(b, 200);
    expect(accepted.status).toBe(200);
    await accepted.arrayBuffer();
    let job = await jobOn(b, jobId);
    expect(job.state).not.toBe("cancelled");
    if (!resumedByB) return;
    for (let i = 0; i < 600 && (job.state === "queued" || job.state === "running"); i++) {
      await sleep(100);
      job = await jobOn(b, jobId);
    }
    expect(job).toMatchObject({ state: "succeeded", succeeded: 200, total: 200 });
    const zip = unzipSync(
      new Uint8Array(await (await fetch(`${b.url}/api/jobs/${jobId}/result`, { headers: auth })).arrayBuffer()),
    );
    expect(Object.keys(zip).filter((n) => n.endsWith(".pptx"))).toHaveLength(200);
  }, 180_000);
}
