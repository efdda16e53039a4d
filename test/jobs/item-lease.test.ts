// Item leases on a real SQLite file: a long item's heartbeat keeps it from a second runner (never made twice); a lease
// found lost abandons the work and writes nothing; a drain lets items finish within its bound and hands back the rest
// untouched; a restarted instance takes back only what its dead earlier runs held; the identity rules behind that.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startJobRunner, type JobRunner } from "../../src/jobs/job-runner.js";
import type { RunItem } from "../../src/jobs/item-work.js";
import { newId } from "../../src/lib/ids.js";
import { processIdentity } from "../../src/lib/process-identity.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { createFileBlobStore } from "../../src/store/blobs/file-blob-store.js";
import { openDatabase, type Database } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { createJobRepo, type JobRecord, type JobRepo } from "../../src/store/repos/jobs.js";

const LEASE_MS = 1_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const iso = (ms: number) => new Date(ms).toISOString();
const logger = pino({ level: "silent" });

let dir: string;
let database: Database;
let jobs: JobRepo;
const userId = newId("user");
const runners: JobRunner[] = [];
const submitted: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "quire-item-lease-"));
  database = await openDatabase(`sqlite:${join(dir, "q.db")}`);
  expect(await migrateToLatest(database)).toContain("013-lease-owners");
  const now = new Date().toISOString();
  await database.db
    .insertInto("user")
    .values({
      id: userId,
      name: "u",
      email: `${userId}@example.com`,
      emailVerified: 1,
      image: null,
      createdAt: now,
      updatedAt: now,
    } as never)
    .execute();
  jobs = createJobRepo(database.db);
});
// Each test starts on an empty queue: what one left open would be claimed first by the next one's runner.
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  for (const id of submitted.splice(0)) await jobs.cancel(personalSpace(userId), id, new Date().toISOString());
});
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function submit(total: number): Promise<JobRecord> {
  const now = new Date().toISOString();
  const record: JobRecord = {
    id: newId("job"),
    userId,
    spaceId: personalSpace(userId),
    type: "test",
    state: "queued",
    brandId: null,
    total,
    succeeded: 0,
    failed: 0,
    options: "{}",
    resultKey: null,
    resultBytes: null,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
    expiresAt: null,
    streamOwner: null,
    streamUntil: null,
    keyId: null,
  };
  await jobs.create(
    record,
    Array.from({ length: total }, (_, i) => ({ n: i + 1 })),
  );
  submitted.push(record.id);
  return record;
}

function runner(runItem: RunItem, concurrency = 1): JobRunner {
  const r = startJobRunner({
    jobs,
    blobs: createFileBlobStore(join(dir, "blobs")),
    logger,
    runItem,
    concurrency,
    leaseMs: LEASE_MS,
    pollMs: 20,
    maxAttempts: 3,
    backoffMs: 10,
    resultTtlMs: 60_000,
  });
  runners.push(r);
  return r;
}

const item = async (jobId: string, idx = 1) => (await jobs.items(jobId, idx - 1, 1))[0]!;

describe("an item's lease", () => {
  it("is kept alive while a long item runs (three leases long): a second runner never takes it, and it is made once", async () => {
    const job = await submit(1);
    const made: string[] = [];
    const slow = runner(async () => {
      made.push("slow");
      await sleep(3 * LEASE_MS + 300);
      return { filename: "1.bin", bytes: new Uint8Array([1]) };
    });
    while ((await item(job.id)).state !== "running") await sleep(10);
    const other = runner(async () => {
      made.push("other");
      return { filename: "1.bin", bytes: new Uint8Array([2]) };
    });
    while ((await jobs.get(job.id))!.state === "running" || (await jobs.get(job.id))!.state === "queued")
      await sleep(50);
    expect(made).toEqual(["slow"]);
    expect(await item(job.id)).toMatchObject({ state: "succeeded", attempts: 1, lockedBy: null, lockedInstance: null });
    expect(await jobs.get(job.id)).toMatchObject({ state: "succeeded", succeeded: 1 });
    await Promise.all([slow.stop(), other.stop()]);
  });

  it("found lost (taken by another holder) abandons the work at once: its signal aborts and nothing is written", async () => {
    const job = await submit(1);
    let aborted: unknown = null;
    const r = runner((_job, _item, signal) => {
      signal.addEventListener("abort", () => (aborted = signal.reason));
      return new Promise(() => {}); // would never end on its own
    });
    while ((await item(job.id)).state !== "running") await sleep(10);
    const mine = (await item(job.id)).lockedBy;
    // Another worker takes the item (as after a lapse this worker did not see): the next renewal finds it gone.
    await database.db
      .updateTable("job_item")
      .set({ lockedBy: "thief", lockedUntil: iso(Date.now() + 60_000) })
      .where("jobId", "=", job.id)
      .execute();
    const t0 = Date.now();
    while (aborted === null && Date.now() - t0 < 2 * LEASE_MS) await sleep(10);
    expect(String(aborted)).toMatch(/lease was lost/);
    expect(Date.now() - t0).toBeLessThan(LEASE_MS);
    await r.stop();
    expect(mine).not.toBe("thief");
    expect(await item(job.id)).toMatchObject({ state: "running", lockedBy: "thief", resultKey: null });
    expect(await jobs.get(job.id)).toMatchObject({ succeeded: 0, failed: 0 });
    expect(await jobs.renew(job.id, 1, mine!, iso(Date.now() + 1_000))).toBe(false);
  });
});

describe("an item's file, in its job's pack", () => {
  const jobFiles = (jobId: string) =>
    existsSync(join(dir, "blobs", "jobs"))
      ? readdirSync(join(dir, "blobs", "jobs")).filter((f) => f.includes(jobId))
      : [];

  it("is written once its outcome may be recorded, and a try that lost its lease writes nothing at all", async () => {
    const job = await submit(3);
    let thiefAt = 0;
    const r = runner(async (_job, claimed, signal) => {
      if (claimed.idx === 2) {
        // Another holder takes this item; the render goes on past the lost lease and finishes all the same.
        await database.db
          .updateTable("job_item")
          .set({ lockedBy: "thief", lockedUntil: iso(Date.now() + 60_000) })
          .where("jobId", "=", job.id)
          .where("idx", "=", 2)
          .execute();
        thiefAt = Date.now();
        await new Promise((resolve) => signal.addEventListener("abort", resolve, { once: true }));
      }
      return { filename: `${claimed.idx}.bin`, bytes: Buffer.from(`deck ${claimed.idx}`) };
    });
    while ((await item(job.id, 3)).state !== "succeeded" || !thiefAt || Date.now() - thiefAt < LEASE_MS)
      await sleep(20);
    await r.stop();
    const [one, three] = [await item(job.id, 1), await item(job.id, 3)];
    expect(one).toMatchObject({
      state: "succeeded",
      resultKey: expect.stringMatching(new RegExp(`^jobs/${job.id}-[0-9a-f]{12}\\.pack#\\d+\\+6$`)),
    });
    expect(await item(job.id, 2)).toMatchObject({ state: "running", lockedBy: "thief", resultKey: null });
    // One file for the job's items on this worker, holding the two made here and nothing of the abandoned try.
    const files = jobFiles(job.id);
    expect(files).toHaveLength(1);
    expect(
      readFileSync(join(dir, "blobs", "jobs", files[0]!), "utf8")
        .split("deck ")
        .filter(Boolean)
        .sort(),
    ).toEqual(["1", "3"]);
    const blobs = createFileBlobStore(join(dir, "blobs"));
    expect(Buffer.from((await blobs.get(one.resultKey!))!).toString()).toBe("deck 1");
    expect(Buffer.from((await blobs.get(three.resultKey!))!).toString()).toBe("deck 3");
  });
});

describe("a drain", () => {
  it("lets the items in flight finish within its bound, and takes no more", async () => {
    const job = await submit(3);
    const r = runner(async () => {
      await sleep(300);
      return { filename: "x.bin", bytes: new Uint8Array([1]) };
    });
    while ((await item(job.id)).state !== "running") await sleep(10);
    const t0 = Date.now();
    await r.stop(5_000);
    expect(Date.now() - t0).toBeLessThan(1_000);
    const states = (await jobs.items(job.id, 0, 3)).map((i) => i.state);
    expect(states[0]).toBe("succeeded");
    expect(states.slice(1)).toEqual(["queued", "queued"]);
  });

  it("past its bound hands the rest back at once, as they were: queued, unheld, the try not counted", async () => {
    const job = await submit(2);
    const r = runner(() => new Promise(() => {}), 2); // renders that ignore the abort: the drain must not wait for them
    while ((await jobs.items(job.id, 0, 2)).some((i) => i.state !== "running")) await sleep(10);
    const t0 = Date.now();
    await r.stop(200);
    expect(Date.now() - t0).toBeLessThan(700);
    for (const i of await jobs.items(job.id, 0, 2))
      expect(i).toMatchObject({ state: "queued", attempts: 0, lockedBy: null, lockedUntil: null, lockedBoot: null });
    const now = Date.now();
    expect(await jobs.claim("next", iso(now), iso(now + 1_000))).toMatchObject({ jobId: job.id, idx: 1, attempts: 1 });
  });
});

describe("a restart of the same instance", () => {
  const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;

  it("takes back at once what its dead earlier run held, and leaves a live sibling's and another instance's alone", async () => {
    const me = processIdentity({ role: "worker", dataDir: dir, databaseUrl: "sqlite:x" });
    const job = await submit(4);
    const now = Date.now();
    const far = iso(now + 600_000);
    const holders = [
      { instance: me.instance, boot: `${me.boot.split("/")[0]}/${deadPid()}/aaaa` }, // an earlier run, now dead
      { instance: me.instance, boot: `${me.boot.split("/")[0]}/${process.ppid}/bbbb` }, // a sibling on this host, alive
      { instance: "elsewhere/worker/0123456789", boot: `${me.boot.split("/")[0]}/${deadPid()}/cccc` }, // not ours
      me, // ourselves
    ];
    for (const [k, owner] of holders.entries())
      expect(await jobs.claim(`w${k}`, iso(now), far, owner)).toMatchObject({ idx: k + 1 });
    expect(await jobs.releaseEarlierRuns(me, me.isGone, iso(Date.now()))).toBe(1);
    const after = await jobs.items(job.id, 0, 4);
    expect(after.map((i) => i.state)).toEqual(["queued", "running", "running", "running"]);
    expect(after[0]).toMatchObject({ lockedBy: null, lockedInstance: null, attempts: 1 });
    const later = Date.now();
    expect(await jobs.claim("restarted", iso(later), iso(later + 1_000), me)).toMatchObject({
      jobId: job.id,
      idx: 1,
      attempts: 2,
    });
  });
});

describe("a process identity", () => {
  const source = { role: "serve" as const, dataDir: "/var/lib/quire", databaseUrl: "postgres://db/quire" };
  it("is stable across boots of the same process and differs by role, data and database; INSTANCE_ID overrides it", () => {
    const a = processIdentity(source, "host-a", 100);
    const b = processIdentity(source, "host-a", 200);
    expect(a.instance).toBe(b.instance);
    expect(a.boot).not.toBe(b.boot);
    expect(processIdentity({ ...source, role: "worker" }, "host-a", 100).instance).not.toBe(a.instance);
    expect(processIdentity({ ...source, dataDir: "/srv/q" }, "host-a", 100).instance).not.toBe(a.instance);
    expect(processIdentity(source, "host-b", 100).instance).not.toBe(a.instance);
    expect(processIdentity({ ...source, instanceId: "quire-0" }, "host-a", 100).instance).toBe("quire-0");
  });

  it("calls an earlier boot over when its pid is dead or is ours again, or it ran on another host; never its own boot", () => {
    const alive = new Set([300]);
    const me = processIdentity(source, "host-a", 100, (pid) => alive.has(pid));
    expect(me.isGone(me.boot)).toBe(false);
    expect(me.isGone("host-a/200/abc")).toBe(true); // dead
    expect(me.isGone("host-a/100/abc")).toBe(true); // our pid, another boot: a container restarted as the same pid
    expect(me.isGone("host-a/300/abc")).toBe(false); // alive: a sibling sharing the id, left to its lease
    expect(me.isGone("host-b/300/abc")).toBe(true); // INSTANCE_ID moved to another host
    expect(me.isGone("nonsense")).toBe(false);
  });
});
