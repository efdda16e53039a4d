// Two `quire serve` processes sharing PostgreSQL (no Redis: the embedded queue in the database, blobs in it too), each
// its own instance; one is SIGKILLed holding items of a 1,000-item job, and the other takes them once their leases
// lapse — within JOB_LEASE_MS (default 15 s) — and finishes the job: every deck once, counted once.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from "../pg.js";
import {
  freePort,
  itemsReader,
  killHolding,
  startQuire,
  submitJob,
  waitFor,
  type ItemsReader,
} from "./job-processes.js";

const ITEMS = 1_000;
const LEASE_MS = 15_000;
const SECRET = "lease-takeover-test-secret-0123456789abcdef";
const children: ChildProcess[] = [];
const dirs: string[] = [];
let pg: TempPgDatabase;
let items: ItemsReader;

const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "quire-takeover-"));
  dirs.push(dir);
  return dir;
};
const env = (port: number) => {
  const dir = dataDir();
  return {
    PATH: process.env.PATH!,
    HOME: dir,
    DATA_DIR: dir,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: SECRET,
    LOG_LEVEL: "warn",
    DATABASE_URL: pg.url,
    BLOB_STORE: "db",
    JOB_POLL_MS: "100",
    JOB_CONCURRENCY: "2",
  };
};

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  pg = await createTempPgDatabase("takeover");
  items = await itemsReader(pg.url);
});
afterAll(async () => {
  for (const c of children) c.kill("SIGKILL");
  await items?.close();
  await pg?.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!TEST_DATABASE_URL)("two servers on one PostgreSQL", () => {
  it(
    "one SIGKILLed holding items: the other takes them within the lease and finishes the job, each deck once",
    { timeout: 180_000 },
    async () => {
      const { user, job } = await submitJob(
        { DATABASE_URL: pg.url, BLOB_STORE: "db", DATA_DIR: dataDir(), AUTH_SECRET: SECRET },
        ITEMS,
      );
      const [portA, portB] = [await freePort(), await freePort()];
      const a = await startQuire("serve", env(portA), children);
      await startQuire("serve", env(portB), children);
      const read = async () =>
        (await (await fetch(`http://127.0.0.1:${portB}/api/jobs/${job.id}`, { headers: user.headers })).json()).job as {
          state: string;
          succeeded: number;
          failed: number;
        };
      await waitFor(read, (j) => j.succeeded >= ITEMS / 4, 90_000);
      const held = await killHolding(a, items, job.id, 10_000);
      const killedAt = Date.now();
      expect(held.length).toBeGreaterThan(0);
      await waitFor(
        () => items.states(job.id, held),
        (states) => states.every((s) => s === "succeeded"),
        2 * LEASE_MS,
      );
      const takenAfter = Date.now() - killedAt;
      const end = await waitFor(read, (j) => j.state !== "queued" && j.state !== "running", 120_000);
      console.info(
        `[lease-takeover-pg] ${held.length} item(s) the killed server held were made by the other ${(takenAfter / 1000).toFixed(1)} s after the kill (lease ${LEASE_MS / 1000} s); job done ${((Date.now() - killedAt) / 1000).toFixed(1)} s after it`,
      );
      expect(takenAfter).toBeLessThan(LEASE_MS + 3_000);
      expect(end).toMatchObject({ state: "succeeded", succeeded: ITEMS, failed: 0 });
      const zip = unzipSync(
        new Uint8Array(
          await (
            await fetch(`http://127.0.0.1:${portB}/api/jobs/${job.id}/result`, { headers: user.headers })
          ).arrayBuffer(),
        ),
      );
      expect(Object.keys(zip).filter((f) => f.endsWith(".pptx"))).toHaveLength(ITEMS);
      const manifest = JSON.parse(strFromU8(zip["manifest.json"]!)) as { index: number; status: string }[];
      expect(manifest.map((m) => m.index)).toEqual(Array.from({ length: ITEMS }, (_, i) => i + 1));
      expect(manifest.every((m) => m.status === "ok")).toBe(true);
    },
  );
});
