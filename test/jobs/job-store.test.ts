// The job queue in the database, on a real SQLite file and (TEST_DATABASE_URL) PostgreSQL, with workers on separate
// connections as separate processes would be: every item claimed by one worker at a time, each outcome recorded once,
// an expired lease taken over, users served fairly, a job finished by exactly one caller.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../src/lib/ids.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { createJobRepo, type JobRecord, type JobRepo } from "../../src/store/repos/jobs.js";
import { DIALECTS } from "../pg.js";
import { twoConnections, type TwoConnections } from "../store-connections.js";

const iso = (ms: number) => new Date(ms).toISOString();

describe.each(DIALECTS)("job queue on %s", (dialect) => {
  let db: TwoConnections;
  let one: JobRepo;
  let two: JobRepo;
  const alice = newId("user");
  const bob = newId("user");

  const made: JobRecord[] = [];
  const job = (userId: string, total: number): JobRecord => {
    const now = new Date().toISOString();
    const record: JobRecord = {
      id: newId("job"),
      userId,
      spaceId: personalSpace(userId),
      type: "brand_batch",
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
    made.push(record);
    return record;
  };

  beforeAll(async () => {
    db = await twoConnections(dialect, "jobs", [alice, bob]);
    expect(db.applied).toContain("007-jobs");
    one = createJobRepo(db.a.db);
    // SQLite's driver is synchronous: two connections in one process would wait on each other's transactions while
    // blocking the loop both need. A process shares one connection (Kysely queues its queries), as here; two processes
    // on one SQLite file are tested with real `quire worker` processes (job-restart.test.ts).
    two = createJobRepo(dialect === "sqlite" ? db.a.db : db.b.db);
  });
  afterAll(async () => db?.close());

  it("gives each item to one of two racing workers, records each outcome once, and finishes the job once", async () => {
    const j = job(alice, 40);
    await one.create(
      j,
      Array.from({ length: 40 }, (_, i) => ({ n: i })),
    );
    const now = Date.now();
    const claimed: number[] = [];
    const work = async (repo: JobRepo, worker: string) => {
      for (;;) {
        const item = await repo.claim(worker, iso(now), iso(now + 60_000));
        if (!item) return;
        claimed.push(item.idx);
        expect(
          await repo.succeed(
            item.jobId,
            item.idx,
            worker,
            { filename: `${item.idx}.pptx`, resultKey: `jobs/${item.jobId}-${item.idx}.bin` },
            iso(now),
          ),
        ).toMatchObject({ total: 40 });
        // A late duplicate from the other worker changes nothing.
        expect(
          await repo.succeed(
            item.jobId,
            item.idx,
            worker === "w1" ? "w2" : "w1",
            { filename: "x", resultKey: "x" },
            iso(now),
          ),
        ).toBeNull();
      }
    };
    await Promise.all([work(one, "w1"), work(two, "w2")]);
    expect(claimed.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await one.get(j.id))!.succeeded).toBe(40);
    expect(await one.open(j.id)).toBe(0);
    const takes = await Promise.all([
      one.takeFinish(j.id, iso(now), iso(now - 1000)),
      two.takeFinish(j.id, iso(now), iso(now - 1000)),
    ]);
    expect(takes.filter(Boolean)).toHaveLength(1);
  });

  it("takes over an item whose worker's lease ran out, and ignores the old worker's late outcome", async () => {
    const j = job(alice, 1);
    await one.create(j, [{ n: 1 }]);
    const t0 = Date.now();
    const first = await one.claim("dead", iso(t0), iso(t0 + 1_000));
    expect(first).toMatchObject({ idx: 1, attempts: 1 });
    expect(await two.claim("live", iso(t0 + 500), iso(t0 + 60_000))).toBeNull();
    const again = await two.claim("live", iso(t0 + 2_000), iso(t0 + 60_000));
    expect(again).toMatchObject({ idx: 1, attempts: 2 });
    expect(await one.succeed(j.id, 1, "dead", { filename: "a", resultKey: "a" }, iso(t0 + 2_100))).toBeNull();
    expect(await two.succeed(j.id, 1, "live", { filename: "b", resultKey: "b" }, iso(t0 + 2_200))).toEqual({
      total: 1,
      succeeded: 1,
      failed: 0,
    });
  });

  it("serves users fairly: with alice's big job running, bob's small one is claimed next", async () => {
    const big = job(alice, 50);
    await one.create(
      big,
      Array.from({ length: 50 }, (_, i) => i),
    );
    const now = Date.now();
    for (let i = 0; i < 3; i++) expect((await one.claim(`a${i}`, iso(now), iso(now + 60_000)))!.userId).toBe(alice);
    const small = job(bob, 2);
    await one.create(small, [1, 2]);
    const later = Date.now() + 1; // bob's items are ready from when his job was made
    const next = await two.claim("b0", iso(later), iso(later + 60_000));
    expect(next, JSON.stringify(next)).toMatchObject({ userId: bob, jobId: small.id, idx: 1 });
  });

  it("records an outcome with its job's count and event or not at all: a failure between them leaves the item to be done again", async () => {
    const j = job(alice, 1);
    const done = { type: "item.succeeded", data: { index: 1 } };
    await one.create(j, [1]);
    const t0 = Date.now();
    await one.claimItem(j.id, 1, "w", iso(t0), iso(t0 + 60_000));
    // The job's count cannot be written (as when a process dies between the item's row and its job's).
    if (dialect === "sqlite")
      await sql`CREATE TRIGGER count_fails BEFORE UPDATE OF succeeded ON job BEGIN SELECT RAISE(ABORT, 'simulated crash'); END`.execute(
        db.a.db,
      );
    else {
      await sql`CREATE FUNCTION count_fails() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'simulated crash'; END $$ LANGUAGE plpgsql`.execute(
        db.a.db,
      );
      await sql`CREATE TRIGGER count_fails BEFORE UPDATE OF succeeded ON job FOR EACH ROW EXECUTE FUNCTION count_fails()`.execute(
        db.a.db,
      );
    }
    try {
      await expect(one.succeed(j.id, 1, "w", { filename: "1.pptx", resultKey: "k" }, iso(t0), done)).rejects.toThrow(
        /simulated crash/,
      );
      expect((await one.items(j.id, 0, 1))[0]).toMatchObject({ state: "running", lockedBy: "w" });
      expect((await one.get(j.id))!.succeeded).toBe(0);
      expect(await one.events(j.id, 0, 10)).toEqual([]);
    } finally {
      await sql`DROP TRIGGER count_fails${sql.raw(dialect === "postgres" ? " ON job" : "")}`.execute(db.a.db);
    }
    expect(await one.succeed(j.id, 1, "w", { filename: "1.pptx", resultKey: "k" }, iso(t0), done)).toEqual({
      total: 1,
      succeeded: 1,
      failed: 0,
    });
    expect(await one.get(j.id)).toMatchObject({ succeeded: 1, failed: 0 });
    expect((await one.events(j.id, 0, 10)).map((e) => [e.seq, e.type, e.data])).toEqual([
      [1, "item.succeeded", { index: 1 }],
    ]);
  });

  it("numbers a job's events 1, 2, 3… without a gap or a repeat when two connections add them at once, outcomes' events too", async () => {
    const j = job(bob, 10);
    await one.create(
      j,
      Array.from({ length: 10 }, (_, i) => i),
    );
    const t0 = Date.now();
    const adds = Array.from({ length: 15 }, (_, i) => (i % 2 ? one : two).addEvent(j.id, "note", { n: i }, iso(t0)));
    const outcomes = Array.from({ length: 10 }, async (_, i) => {
      const repo = i % 2 ? two : one;
      await repo.claimItem(j.id, i + 1, `w${i}`, iso(t0), iso(t0 + 60_000));
      return repo.succeed(j.id, i + 1, `w${i}`, { filename: `${i + 1}.pptx`, resultKey: "k" }, iso(t0), {
        type: "item.succeeded",
        data: { index: i + 1 },
      });
    });
    const [seqs, counts] = await Promise.all([Promise.all(adds), Promise.all(outcomes)]);
    expect(counts.map((c) => c?.succeeded).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    const events = await one.events(j.id, 0, 100);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(new Set(seqs).size).toBe(15);
    expect(
      events
        .filter((e) => e.type === "item.succeeded")
        .map((e) => e.data.index)
        .sort((a, b) => Number(a) - Number(b)),
    ).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    await one.cancel(personalSpace(bob), j.id, iso(t0));
  });

  it("retries an item later, fails it for good, and cancels what is left", async () => {
    for (const earlier of made) await one.cancel(personalSpace(earlier.userId), earlier.id, new Date().toISOString());
    const j = job(bob, 3);
    await one.create(j, [1, 2, 3]);
    const t0 = Date.now();
    const first = (await one.claim("w", iso(t0), iso(t0 + 60_000)))!;
    expect(first).toMatchObject({ jobId: j.id, idx: 1 });
    expect(
      await one.fail(
        j.id,
        1,
        "w",
        { error: "unavailable", message: "busy", filename: "1.pptx", retryAt: iso(t0 + 5_000) },
        iso(t0),
      ),
    ).toEqual({ total: 3, succeeded: 0, failed: 0 });
    const second = (await one.claim("w", iso(t0 + 10), iso(t0 + 60_000)))!;
    expect(second).toMatchObject({ jobId: j.id, idx: 2 });
    expect(
      await one.fail(
        j.id,
        2,
        "w",
        { error: "invalid_request", message: "bad", filename: "2.pptx", retryAt: null },
        iso(t0),
      ),
    ).toEqual({ total: 3, succeeded: 0, failed: 1 });
    expect((await one.get(j.id))!.failed).toBe(1);
    expect(await one.claim("w", iso(t0 + 6_000), iso(t0 + 60_000))).toMatchObject({ jobId: j.id, idx: 1, attempts: 2 });
    expect(await one.cancel(personalSpace(bob), j.id, iso(t0))).toBe(true);
    expect(await one.cancel(personalSpace(bob), j.id, iso(t0))).toBe(false);
    expect(await one.open(j.id)).toBe(0);
    expect((await one.items(j.id, 0, 10)).map((i) => i.state)).toEqual(["cancelled", "failed", "cancelled"]);
    expect(await one.cancel(personalSpace(alice), j.id, iso(t0))).toBe(false);
  });

  it("counts an organization key's jobs and streamed slot apart from its maker's, and the maker's apart from the key's", async () => {
    for (const earlier of made) await one.cancel(personalSpace(earlier.userId), earlier.id, new Date().toISOString());
    const since = iso(Date.now() - 60_000);
    const user = { userId: alice };
    const todayBefore = await one.itemsSubmittedSince(user, since);
    const until = iso(Date.now() + 60_000);
    const byKey = { ...job(alice, 3), keyId: newId("key") };
    expect(await one.createStreamed(job(alice, 2), [1, 2], until)).toBe(true);
    expect(await one.createStreamed(job(alice, 1), [1], until)).toBe(false);
    // The key streams beside its maker: its slot is its own.
    expect(await one.createStreamed(byKey, [1, 2, 3], until)).toBe(true);
    expect(await one.createStreamed({ ...job(alice, 1), keyId: byKey.keyId }, [1], until)).toBe(false);
    const key = { userId: alice, keyId: byKey.keyId };
    expect([
      await one.activeJobsOf(user),
      await one.openItemsCountedTo(user),
      (await one.itemsSubmittedSince(user, since)) - todayBefore,
    ]).toEqual([1, 2, 2]);
    expect([
      await one.activeJobsOf(key),
      await one.openItemsCountedTo(key),
      await one.itemsSubmittedSince(key, since),
    ]).toEqual([1, 3, 3]);
    // The queue's fair order is still the user's: the key's items take their maker's turn.
    expect(await one.openItemsOf(alice)).toBe(5);
  });
});
