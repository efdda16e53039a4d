// Real `quire serve` / `quire worker` processes for the job crash and drain tests: start (and wait until healthy), keep
// their log lines, submit a brand batch job through an app on the same stores, and read items' leases from the database.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { openDatabase } from "../../src/store/database.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest } from "../harness.js";
import { thirdPartyFile } from "../fixtures.js";

const BIN = new URL("../../bin/quire.mjs", import.meta.url).pathname;
const BRAND = thirdPartyFile("brands/pypptx-default-4x3.pptx");

export interface QuireChild {
  child: ChildProcess;
  /** Everything it wrote (log lines at its LOG_LEVEL). */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/**
 * One embedded data folder (SQLite, no Redis) the suite's processes share: made now, its items readable once the suite
 * starts, every child killed and the folder removed after it. `env(port)` is a process's environment (port 0: no listener),
 * `setupEnv` an in-process app's on the same stores.
 */
export function embeddedProcesses(name: string, secret: string, logLevel = "warn") {
  const dataDir = mkdtempSync(join(tmpdir(), `quire-${name}-`));
  const children: ChildProcess[] = [];
  let items: ItemsReader | undefined;
  beforeAll(async () => {
    items = await itemsReader(`sqlite:${join(dataDir, "quire.db")}`);
  });
  afterAll(async () => {
    for (const c of children) c.kill("SIGKILL");
    await items?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const env = (port: number): Record<string, string> => ({
    PATH: process.env.PATH!,
    HOME: dataDir,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: secret,
    LOG_LEVEL: logLevel,
    JOB_POLL_MS: "100",
    JOB_CONCURRENCY: "2",
  });
  return {
    dataDir,
    children,
    env,
    setupEnv: { DATA_DIR: dataDir, AUTH_SECRET: secret },
    get items(): ItemsReader {
      return items!;
    },
  };
}

/**
 * SIGKILLs `proc` at a moment it holds items of `jobId`, and returns them. It is first frozen (SIGSTOP) and its leases
 * read: a lane between two items holds none, and a kill timed by a poll alone can land in that gap.
 */
export async function killHolding(proc: QuireChild, items: ItemsReader, jobId: string, ms = 30_000): Promise<number[]> {
  const until = Date.now() + ms;
  for (;;) {
    proc.child.kill("SIGSTOP");
    const held = await items.heldBy(jobId, proc.child.pid!);
    if (held.length > 0 || Date.now() > until) {
      proc.child.kill("SIGKILL");
      await proc.exited;
      return held;
    }
    proc.child.kill("SIGCONT");
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `quire <command>`; `serve` is waited for until its health check answers on env.PORT. */
export async function startQuire(
  command: "serve" | "worker",
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<QuireChild> {
  const child = spawn(process.execPath, [BIN, command], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const started = { child, output: () => out, exited };
  if (command !== "serve") return started;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`quire serve exited ${child.exitCode}: ${out}`);
    if (
      await fetch(`http://127.0.0.1:${env.PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return started;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`quire serve did not start: ${out}`);
}

/** A user, a brand and a submitted job of `n` items, made through an app on the same stores that works on none. */
export async function submitJob(
  env: Record<string, string>,
  n: number,
): Promise<{ user: KeySession; job: { id: string } }> {
  const setup = await createTestApp({
    env: { ...env, NODE_ENV: "test", JOB_CONCURRENCY: "0", RATE_LIMIT_BATCH_PER_MINUTE: "100" },
  });
  try {
    const user = await signUpWithKey(setup);
    const form = new FormData();
    form.append("file", new File([readFileSync(BRAND)], "brand.pptx"));
    const brandId = (
      await (await setup.app.request("/api/brands", { method: "POST", headers: user.headers, body: form })).json()
    ).brand.id;
    const items = Array.from({ length: n }, (_, i) => ({
      source: `# Account ${i + 1}\n\n---\n\n## Results\n\n- Delivery times fell`,
      filename: `account-${i + 1}`,
    }));
    const res = await setup.app.request(
      `/api/brands/${brandId}/batch`,
      jsonRequest("POST", { items, async: true }, user.headers),
    );
    expect(res.status).toBe(202);
    return { user, job: (await res.json()).job };
  } finally {
    await setup.deps.close();
  }
}

/** Reads a job's items from the database the processes share (either dialect), as the processes left them. */
export async function itemsReader(databaseUrl: string) {
  const database = await openDatabase(databaseUrl);
  const { db } = database;
  return {
    /** The items a process holds, by its pid (boot ids are `<host>/<pid>/<random>`). */
    async heldBy(jobId: string, pid: number): Promise<number[]> {
      const rows = await db
        .selectFrom("job_item")
        .select("idx")
        .where("jobId", "=", jobId)
        .where("state", "=", "running")
        .where("lockedBoot", "like", `%/${pid}/%`)
        .execute();
      return rows.map((r) => Number(r.idx));
    },
    async states(jobId: string, idx: number[]): Promise<string[]> {
      if (!idx.length) return [];
      const rows = await db
        .selectFrom("job_item")
        .select(["idx", "state"])
        .where("jobId", "=", jobId)
        .where("idx", "in", idx)
        .execute();
      return idx.map((i) => rows.find((r) => Number(r.idx) === i)!.state);
    },
    /** How many items are in each state, and the most tries any item has had. */
    async summary(jobId: string): Promise<{ byState: Record<string, number>; maxAttempts: number; succeeded: number }> {
      const rows = await db.selectFrom("job_item").select(["state", "attempts"]).where("jobId", "=", jobId).execute();
      const byState: Record<string, number> = {};
      for (const r of rows) byState[r.state] = (byState[r.state] ?? 0) + 1;
      const job = await db.selectFrom("job").select("succeeded").where("id", "=", jobId).executeTakeFirstOrThrow();
      return {
        byState,
        maxAttempts: Math.max(0, ...rows.map((r) => Number(r.attempts))),
        succeeded: Number(job.succeeded),
      };
    },
    close: () => database.close(),
  };
}

export type ItemsReader = Awaited<ReturnType<typeof itemsReader>>;
