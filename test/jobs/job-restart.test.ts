// The embedded default (SQLite, no Redis) keeps a job through a crash: a real `quire serve` works a 200-item brand batch,
// is killed with SIGKILL midway, a second one starts on the same data and finishes it — every deck once in the zip.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { signUpWithKey } from "../auth-helpers.js";
import { createTestApp, jsonRequest } from "../harness.js";

const BIN = new URL("../../bin/quire.mjs", import.meta.url).pathname;
const BRAND = new URL("../../../shared/fixtures/brands/pypptx-default-4x3.pptx", import.meta.url);
const ITEMS = 200;
const dataDir = mkdtempSync(join(tmpdir(), "quire-job-restart-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) c.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const baseEnv = (port: number) => ({ PATH: process.env.PATH!, HOME: dataDir, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}`, AUTH_SECRET: "job-restart-test-secret-0123456789abcdef", LOG_LEVEL: "warn", JOB_POLL_MS: "100", JOB_LEASE_MS: "3000", JOB_CONCURRENCY: "2" });

/** A `quire worker`: job lanes only, no listener. */
function worker(extra: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [BIN, "worker"], { env: { ...baseEnv(0), JOB_CONCURRENCY: "1", ...extra, LOG_LEVEL: process.env.DEBUG_WORKER ? "info" : "warn" }, stdio: ["ignore", process.env.DEBUG_WORKER ? "inherit" : "ignore", process.env.DEBUG_WORKER ? "inherit" : "pipe"] });
  children.push(child);
  return child;
}

async function serve(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [BIN, "serve"], { env: { ...baseEnv(port), ...env }, stdio: ["ignore", "ignore", "pipe"] });
  children.push(child);
  for (let i = 0; i < 200; i++) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start");
}

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A user, a brand and a submitted job of `n` items, made through an app on the data directory that works on none. */
async function submitted(n: number) {
  const setup = await createTestApp({ env: { DATA_DIR: dataDir, AUTH_SECRET: "job-restart-test-secret-0123456789abcdef", JOB_CONCURRENCY: "0", RATE_LIMIT_BATCH_PER_MINUTE: "100" } });
  const user = await signUpWithKey(setup);
  const form = new FormData();
  form.append("file", new File([readFileSync(BRAND)], "brand.pptx"));
  const brandId = (await (await setup.app.request("/api/brands", { method: "POST", headers: user.headers, body: form })).json()).brand.id;
  const items = Array.from({ length: n }, (_, i) => ({ source: `# Account ${i + 1}\n\n---\n\n## Results\n\n- Delivery times fell`, filename: `account-${i + 1}` }));
  const res = await setup.app.request(`/api/brands/${brandId}/batch`, jsonRequest("POST", { items, async: true }, user.headers));
  expect(res.status).toBe(202);
  const { job } = await res.json();
  await setup.deps.close();
  return { user, job: job as { id: string } };
}

describe("a job through a crash (embedded: SQLite, no Redis)", () => {
  it("is worked by two `quire worker` processes beside a server that works none; one SIGKILLed midway, each deck once", { timeout: 180_000 }, async () => {
    const { user, job } = await submitted(120);
    const port = await freePort();
    await serve(port, { JOB_CONCURRENCY: "0" });
    const read = async () => (await (await fetch(`http://127.0.0.1:${port}/api/jobs/${job.id}`, { headers: user.headers })).json()).job as { state: string; succeeded: number; failed: number };
    const first = worker();
    const metricsPort = await freePort();
    worker({ METRICS_PORT: String(metricsPort), METRICS_TOKEN: "job-restart-metrics-token" });
    const midway = await waitFor(read, (j) => j.succeeded >= 30, 60_000);
    expect(midway.succeeded).toBeGreaterThanOrEqual(30);
    expect(midway.succeeded).toBeLessThan(120);
    first.kill("SIGKILL");
    const end = await waitFor(read, (j) => j.state !== "queued" && j.state !== "running", 120_000);
    expect(end).toMatchObject({ state: "succeeded", succeeded: 120, failed: 0 });
    const zip = unzipSync(new Uint8Array(await (await fetch(`http://127.0.0.1:${port}/api/jobs/${job.id}/result`, { headers: user.headers })).arrayBuffer()));
    expect(Object.keys(zip).filter((f) => f.endsWith(".pptx"))).toHaveLength(120);
    expect((JSON.parse(strFromU8(zip["manifest.json"]!)) as { index: number }[]).map((m) => m.index)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    // The surviving worker has no HTTP app, yet its own metrics are scraped on METRICS_PORT, with the token only.
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: "Bearer job-restart-metrics-token" } });
    expect(scraped.status).toBe(200);
    const made = Number(/^quire_job_items_total\{outcome="succeeded"\} (\d+)$/m.exec(await scraped.text())?.[1]);
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThanOrEqual(120);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(401);
    for (const c of children.splice(0)) c.kill("SIGKILL");
  });

  it(`finishes a ${ITEMS}-item batch after SIGKILL midway: each deck once`, { timeout: 180_000 }, async () => {
    const { user, job } = await submitted(ITEMS);
    const port = await freePort();
    const read = async () => (await (await fetch(`http://127.0.0.1:${port}/api/jobs/${job.id}`, { headers: user.headers })).json()).job as { state: string; succeeded: number; failed: number };
    const first = await serve(port);
    const midway = await waitFor(read, (j) => j.succeeded >= ITEMS / 4, 60_000);
    expect(midway.succeeded).toBeGreaterThanOrEqual(ITEMS / 4);
    expect(midway.succeeded).toBeLessThan(ITEMS);
    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));

    await serve(port);
    const end = await waitFor(read, (j) => j.state !== "queued" && j.state !== "running", 120_000);
    expect(end).toMatchObject({ state: "succeeded", succeeded: ITEMS, failed: 0 });
    const zip = unzipSync(new Uint8Array(await (await fetch(`http://127.0.0.1:${port}/api/jobs/${job.id}/result`, { headers: user.headers })).arrayBuffer()));
    expect(Object.keys(zip).filter((f) => f.endsWith(".pptx"))).toHaveLength(ITEMS);
    const manifest = JSON.parse(strFromU8(zip["manifest.json"]!)) as { index: number; status: string }[];
    expect(manifest.map((m) => m.index)).toEqual(Array.from({ length: ITEMS }, (_, i) => i + 1));
    expect(manifest.every((m) => m.status === "ok")).toBe(true);
  });
});
