// The scale-out setup end to end: PostgreSQL, Redis (BullMQ) and an S3-compatible store; a `quire serve` that only
// enqueues, two `quire worker` processes — one SIGKILLed midway and started again — and a 2,000-deck brand batch job
// that ends with every deck once in the zip, the manifest listing each once, and one verified job.succeeded webhook.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Queue } from "bullmq";
import { strFromU8, unzipSync } from "fflate";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest } from "../harness.js";
import { createTempPgDatabase, TEST_DATABASE_URL, TEST_REDIS_URL, type TempPgDatabase } from "../pg.js";
import { startLocalS3, type LocalS3 } from "../s3-server.js";
import { startReceiver, type Receiver } from "../webhooks/receiver.js";
import { thirdPartyFile } from "../fixtures.js";

const BIN = new URL("../../bin/quire.mjs", import.meta.url).pathname;
const BRAND = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const ITEMS = 2_000;
const SECRET = "distributed-job-test-secret-0123456789abcdef";

const children: ChildProcess[] = [];
let dataDir: string;
let pgDb: TempPgDatabase;
let s3: LocalS3;
let receiver: Receiver;
let env: Record<string, string>;
let user: KeySession;
let brandId: string;
let hookSecret: string;
let namespace: string;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function start(command: "serve" | "worker", extra: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [BIN, command], {
    env: { ...env, ...extra, ...(process.env.DEBUG_JOBS ? { LOG_LEVEL: "info" } : {}) },
    stdio: ["ignore", process.env.DEBUG_JOBS ? "inherit" : "ignore", "pipe"],
  });
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err = (err + d.toString()).slice(-4_000)));
  child.once("exit", (code, signal) => {
    if (code && signal !== "SIGKILL") console.error(`quire ${command} exited ${code}: ${err}`);
  });
  children.push(child);
  return child;
}

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const runs = !!(TEST_DATABASE_URL && TEST_REDIS_URL);

beforeAll(async () => {
  if (!runs) return;
  dataDir = mkdtempSync(join(tmpdir(), "quire-distributed-"));
  [pgDb, s3, receiver] = await Promise.all([createTempPgDatabase("jobs"), startLocalS3("quire-jobs"), startReceiver()]);
  env = {
    PATH: process.env.PATH!,
    HOME: dataDir,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    AUTH_SECRET: SECRET,
    LOG_LEVEL: "warn",
    DATABASE_URL: pgDb.url,
    REDIS_URL: TEST_REDIS_URL!,
    BLOB_STORE: "s3",
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: s3.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.credentials.secretAccessKey,
    WEBHOOK_ALLOW_HOSTS: receiver.origin,
    WEBHOOK_POLL_MS: "200",
    JOB_LEASE_MS: "3000",
    RATE_LIMIT_BATCH_PER_MINUTE: "100",
  };
  // The user, their brand and webhook endpoint, made through the app on the same stores (as a first request would).
  const setup = await createTestApp({ env: { ...env, NODE_ENV: "test", JOB_CONCURRENCY: "0" } });
  try {
    namespace = setup.deps.limiter.namespace;
    user = await signUpWithKey(setup);
    const form = new FormData();
    form.append("file", new File([readFileSync(BRAND)], "brand.pptx"));
    brandId = (
      await (await setup.app.request("/api/brands", { method: "POST", headers: user.headers, body: form })).json()
    ).brand.id;
    const hook = await setup.app.request(
      "/api/webhooks",
      jsonRequest(
        "POST",
        { url: `${receiver.origin}/hooks`, events: ["job.succeeded", "job.partially_failed", "job.failed"] },
        user.headers,
      ),
    );
    expect(hook.status).toBe(201);
    hookSecret = (await hook.json()).secret;
  } finally {
    await setup.deps.close();
  }
}, 60_000);

afterAll(async () => {
  for (const c of children) c.kill("SIGKILL");
  if (!runs) return;
  const queue = new Queue("job-items", { connection: { url: TEST_REDIS_URL! }, prefix: `quire:bull:${namespace}` });
  await queue.obliterate({ force: true }).catch(() => {});
  await queue.close();
  await Promise.allSettled([pgDb?.drop(), s3?.close(), receiver?.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!runs)("a 2,000-deck job on PostgreSQL + Redis + S3 with two workers", () => {
  it(
    "survives a worker's SIGKILL: every deck once in the zip and the manifest, one verified job.succeeded",
    { timeout: 300_000 },
    async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      // JOB_CONCURRENCY=0: this server takes and reports jobs only, and the workers below make the decks.
      start("serve", { PORT: String(port), PUBLIC_URL: base, JOB_CONCURRENCY: "0" });
      await waitFor(
        () =>
          fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          ),
        Boolean,
        30_000,
      );

      const items = Array.from({ length: ITEMS }, (_, i) => ({
        source: `# Account ${i + 1}\n\n---\n\n## Why {{company}}\n\n- Delivery times fell`,
        variables: { company: `Company ${i + 1}` },
        filename: `account-${i + 1}`,
      }));
      const submitted = await fetch(`${base}/api/brands/${brandId}/batch`, {
        method: "POST",
        headers: { ...user.headers, "content-type": "application/json", prefer: "respond-async" },
        body: JSON.stringify({ items }),
      });
      expect(submitted.status).toBe(202);
      const { job } = (await submitted.json()) as { job: { id: string } };
      const read = async () =>
        (await (await fetch(`${base}/api/jobs/${job.id}`, { headers: user.headers })).json()).job as {
          state: string;
          succeeded: number;
          failed: number;
        };

      // The server was told to work no items: with no worker the job waits.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await read()).toMatchObject({ state: "queued", succeeded: 0 });

      const first = start("worker", { JOB_CONCURRENCY: "2" });
      start("worker", { JOB_CONCURRENCY: "2" });
      const midway = await waitFor(read, (j) => j.succeeded >= ITEMS / 4, 120_000);
      expect(midway.succeeded).toBeGreaterThanOrEqual(ITEMS / 4);
      expect(midway.succeeded).toBeLessThan(ITEMS);
      first.kill("SIGKILL");
      await new Promise((r) => first.once("exit", r));
      start("worker", { JOB_CONCURRENCY: "2" }); // restarted

      const end = await waitFor(read, (j) => j.state !== "queued" && j.state !== "running", 240_000);
      expect(end).toMatchObject({ state: "succeeded", succeeded: ITEMS, failed: 0 });

      const zip = unzipSync(
        new Uint8Array(
          await (await fetch(`${base}/api/jobs/${job.id}/result`, { headers: user.headers })).arrayBuffer(),
        ),
      );
      const decks = Object.keys(zip).filter((f) => f.endsWith(".pptx"));
      expect(decks).toHaveLength(ITEMS);
      expect(new Set(decks).size).toBe(ITEMS);
      const manifest = JSON.parse(strFromU8(zip["manifest.json"]!)) as {
        index: number;
        filename: string;
        status: string;
      }[];
      expect(manifest.map((m) => m.index)).toEqual(Array.from({ length: ITEMS }, (_, i) => i + 1));
      expect(manifest.every((m) => m.status === "ok" && zip[m.filename])).toBe(true);

      const [hook] = await receiver.waitFor("/hooks", 1, 30_000);
      const event = new Webhook(hookSecret).verify(hook!.body, hook!.headers as Record<string, string>) as {
        type: string;
        data: { id: string; succeeded: number };
      };
      expect(event).toMatchObject({ type: "job.succeeded", data: { id: job.id, succeeded: ITEMS } });
      await new Promise((r) => setTimeout(r, 1_500));
      expect(receiver.to("/hooks")).toHaveLength(1);
    },
  );
});
