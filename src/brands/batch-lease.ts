// One running batch per user across every process: a lease in the shared store, renewed while the batch runs.
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { LeaseStore } from "../store/leases/lease-store.js";

export interface BatchLease {
  /** Stops renewing and frees the lease (compare-and-delete); safe to call more than once. Never rejects. */
  release(): Promise<void>;
}

export interface BatchLeases {
  /** The user's lease, or null while another batch of theirs (on any process) holds a live one. */
  acquire(userId: string): Promise<BatchLease | null>;
}

/**
 * A process that dies mid-batch stops renewing, so its lease lapses after `ttlMs` and the user can start again.
 * Renewal runs every third of the ttl, so a lease survives two missed renewals (a slow store, a busy event loop).
 */
export function createBatchLeases(store: LeaseStore, ttlMs: number, logger: Logger): BatchLeases {
  return {
    async acquire(userId) {
      const key = `batch:${userId}`;
      const holder = randomUUID();
      if (!(await store.take(key, holder, ttlMs))) return null;
      const timer = setInterval(() => {
        store.renew(key, holder, ttlMs).then(
          (held) => held || logger.warn({ userId }, "a running batch lost its lease (expired before renewal)"),
          (err: unknown) => logger.warn({ err, userId }, "batch lease renewal failed"),
        );
      }, Math.max(1, Math.floor(ttlMs / 3)));
      timer.unref();
      let released: Promise<void> | undefined;
      return {
        release() {
          clearInterval(timer);
          return (released ??= store.drop(key, holder).catch((err: unknown) => logger.warn({ err, userId }, "batch lease release failed; it lapses at its expiry")));
        },
      };
    },
  };
}
