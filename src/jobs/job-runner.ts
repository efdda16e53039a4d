// The embedded queue's lanes: each claims the next ready item from the database (compare-and-set with a short lease,
// renewed while it is worked; the next item to the user with the fewest running), works it (item-work.ts) and looks
// again. Every process may run them; a process that dies mid-item leaves a lease that runs out within JOB_LEASE_MS
// (or at once when it starts again), and another lane claims the item again.
import { randomBytes } from "node:crypto";
import type { LeaseOwner } from "../lib/process-identity.js";
import { settlesWithin } from "../lib/settles-within.js";
import type { ClaimedItem } from "../store/repos/jobs.js";
import { createItemWork, type ItemWorkOptions } from "./item-work.js";

export interface JobRunnerOptions extends ItemWorkOptions {
  /** Items in flight at once in this process. */
  concurrency: number;
  /** How often an idle lane looks for work (a submit in this process wakes them at once). */
  pollMs: number;
  /** This process, recorded on each claim so that its next start takes back what it held. */
  owner?: LeaseOwner;
}

export interface JobRunner {
  /** Tells idle lanes there is work (a job was just submitted here). */
  wake(): void;
  /** Stops claiming; lets the items in flight finish for up to `drainMs`, then hands the rest back to the queue. */
  stop(drainMs?: number): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function startJobRunner(o: JobRunnerOptions): JobRunner {
  const worker = `w_${randomBytes(6).toString("hex")}`;
  const stopping = new AbortController();
  const handBack = new AbortController();
  const sleepers = new Set<() => void>();
  const idle = () =>
    new Promise<void>((resolve) => {
      // Stopped while claiming: an abort listener added now would never fire, and the unref'd timer holds nothing open.
      if (stopping.signal.aborted) return resolve();
      const timer = setTimeout(done, o.pollMs);
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        sleepers.delete(done);
        stopping.signal.removeEventListener("abort", done);
        resolve();
      }
      sleepers.add(done);
      stopping.signal.addEventListener("abort", done, { once: true });
    });

  const items = createItemWork(o);

  async function lane(): Promise<void> {
    while (!stopping.signal.aborted) {
      let item: ClaimedItem | null = null;
      try {
        const now = Date.now();
        item = await o.jobs.claim(worker, iso(now), iso(now + o.leaseMs), o.owner);
        if (item) await items.work(worker, item, handBack.signal);
        else {
          // Nothing ready: finish any job whose finisher died, then wait.
          await items.finishOrphans();
          await idle();
        }
      } catch (err) {
        // The database went away, say: wait and try again; the item's lease runs out and it is claimed again.
        if (!stopping.signal.aborted) o.logger.warn({ err }, "job runner: claiming or recording failed");
        await idle();
      }
    }
  }

  const sweep = setInterval(
    () =>
      void items
        .deleteExpired()
        .catch((err: unknown) => o.logger.warn({ err }, "job runner: deleting expired results failed")),
    Math.max(o.pollMs * 20, 60_000),
  );
  sweep.unref?.();

  const lanes = Array.from({ length: Math.max(1, o.concurrency) }, lane);
  let stopped: Promise<void> | undefined;
  return {
    wake: () => [...sleepers].forEach((wake) => wake()),
    stop(drainMs = 0) {
      return (stopped ??= (async () => {
        stopping.abort();
        clearInterval(sweep);
        const drained = Promise.allSettled(lanes);
        if (!(await settlesWithin(drained, drainMs))) handBack.abort();
        await drained;
        await items.close();
      })());
    },
  };
}
