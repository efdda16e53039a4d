// The statements every job item runs — claimed, its lease renewed, its outcome with its job's count and event — prepared
// once per database (store/prepared-query.ts): built and compiled anew they cost the event loop more than SQLite did.
import type { Kysely } from "kysely";
import { prepare, type SlotOf } from "../prepared-query.js";
import type { DB } from "../schema.js";
import type { ItemState } from "../schema-jobs.js";

type Item = { jobId: string; idx: number };
type Held = Item & { worker: string };
type Lease = Held & { until: string; instance: string | null; boot: string | null; now: string };

/** Made for each repository: a prepared query serves the one database it is first run on. */
export function jobItemQueries() {
  /** An update of one item, only while `worker` still holds it: a late outcome from a worker it was taken from changes nothing. */
  const heldBy = (q: Kysely<DB>, s: SlotOf<Held>) =>
    q
      .updateTable("job_item")
      .where("jobId", "=", s("jobId"))
      .where("idx", "=", s("idx"))
      .where("state", "=", "running")
      .where("lockedBy", "=", s("worker"));
  const claimSet = (s: SlotOf<Lease>) => ({
    state: "running" as const,
    lockedBy: s("worker"),
    lockedUntil: s("until"),
    lockedInstance: s("instance"),
    lockedBoot: s("boot"),
    updatedAt: s("now"),
  });

  return {
    /** Up to `limit` jobs with an item free to take, each with its first such item (the runner picks among them). */
    candidates: prepare((q, s: SlotOf<{ now: string; limit: number }>) =>
      q
        .selectFrom("job_item")
        .select(["jobId", "userId"])
        .select((eb) => eb.fn.min("idx").as("idx"))
        .where((eb) =>
          eb.or([
            eb.and([eb("state", "=", "queued"), eb("runAfter", "<=", s("now"))]),
            eb.and([eb("state", "=", "running"), eb("lockedUntil", "<", s("now"))]),
          ]),
        )
        .groupBy(["jobId", "userId"])
        .orderBy("jobId")
        .limit(s("limit")),
    ),
    /** Items held by a live lease, per user: the user with the fewest goes first. */
    runningPerUser: prepare((q, s: SlotOf<{ now: string }>) =>
      q
        .selectFrom("job_item")
        .select("userId")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("state", "=", "running")
        .where("lockedUntil", ">=", s("now"))
        .groupBy("userId"),
    ),
    /** The runner's claim of an item it chose: ready now (its backoff over), or running past its lease. */
    claimReady: prepare((q, s: SlotOf<Lease>) =>
      q
        .updateTable("job_item")
        .set((eb) => ({ ...claimSet(s), attempts: eb("attempts", "+", 1) }))
        .where("jobId", "=", s("jobId"))
        .where("idx", "=", s("idx"))
        .where((eb) =>
          eb.or([
            eb.and([eb("state", "=", "queued"), eb("runAfter", "<=", s("now"))]),
            eb.and([eb("state", "=", "running"), eb("lockedUntil", "<", s("now"))]),
          ]),
        ),
    ),
    /** A named item's claim unless another holds a live lease on it (a streamed batch's lanes). */
    claimUnlessHeld: prepare((q, s: SlotOf<Lease>) =>
      q
        .updateTable("job_item")
        .set((eb) => ({ ...claimSet(s), attempts: eb("attempts", "+", 1) }))
        .where("jobId", "=", s("jobId"))
        .where("idx", "=", s("idx"))
        .where((eb) =>
          eb.or([eb("state", "=", "queued"), eb.and([eb("state", "=", "running"), eb("lockedUntil", "<", s("now"))])]),
        )
        .returning(["userId", "input", "attempts"]),
    ),
    /** A named item's claim from queued or running, whatever its lease (a queue gave it to this worker alone). */
    claimGiven: prepare((q, s: SlotOf<Lease>) =>
      q
        .updateTable("job_item")
        .set((eb) => ({ ...claimSet(s), attempts: eb("attempts", "+", 1) }))
        .where("jobId", "=", s("jobId"))
        .where("idx", "=", s("idx"))
        .where("state", "in", ["queued", "running"])
        .returning(["userId", "input", "attempts"]),
    ),
    /** A claimed item's input and tries so far. */
    claimed: prepare((q, s: SlotOf<Item>) =>
      q
        .selectFrom("job_item")
        .select(["input", "attempts"])
        .where("jobId", "=", s("jobId"))
        .where("idx", "=", s("idx")),
    ),
    /** The job leaves `queued` with its first claimed item. */
    jobRunning: prepare((q, s: SlotOf<{ jobId: string; now: string }>) =>
      q
        .updateTable("job")
        .set({ state: "running", updatedAt: s("now") })
        .where("id", "=", s("jobId"))
        .where("state", "=", "queued"),
    ),
    renew: prepare((q, s: SlotOf<Held & { until: string }>) => heldBy(q, s).set({ lockedUntil: s("until") })),
    /** The item made, while `worker` still holds it. */
    succeeded: prepare((q, s: SlotOf<Held & { filename: string; resultKey: string; now: string }>) =>
      heldBy(q, s).set({
        state: "succeeded",
        filename: s("filename"),
        resultKey: s("resultKey"),
        lockedBy: null,
        lockedUntil: null,
        lockedInstance: null,
        lockedBoot: null,
        updatedAt: s("now"),
      }),
    ),
    /** The item failed, for good or until `runAfter` (state queued), while `worker` still holds it. */
    failed: prepare(
      (
        q,
        s: SlotOf<
          Held & { state: ItemState; runAfter: string; error: string; message: string; filename: string; now: string }
        >,
      ) =>
        heldBy(q, s).set({
          state: s("state"),
          runAfter: s("runAfter"),
          error: s("error"),
          message: s("message"),
          filename: s("filename"),
          lockedBy: null,
          lockedUntil: null,
          lockedInstance: null,
          lockedBoot: null,
          updatedAt: s("now"),
        }),
    ),
    countSucceeded: prepare((q, s: SlotOf<{ jobId: string; now: string }>) =>
      q
        .updateTable("job")
        .set((eb) => ({ succeeded: eb("succeeded", "+", 1), updatedAt: s("now") }))
        .where("id", "=", s("jobId"))
        .returning(["total", "succeeded", "failed"]),
    ),
    countFailed: prepare((q, s: SlotOf<{ jobId: string; now: string }>) =>
      q
        .updateTable("job")
        .set((eb) => ({ failed: eb("failed", "+", 1), updatedAt: s("now") }))
        .where("id", "=", s("jobId"))
        .returning(["total", "succeeded", "failed"]),
    ),
    counts: prepare((q, s: SlotOf<{ jobId: string }>) =>
      q.selectFrom("job").select(["total", "succeeded", "failed"]).where("id", "=", s("jobId")),
    ),
  };
}
