// A rate-limit contract backend for the stores that count in the database's table (SQLite's file, PostgreSQL's).
import { sql } from "kysely";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { storeFactory } from "../../src/limits/limiter.js";
import { openDatabase, type Database } from "../../src/store/database.js";
import type { ContractSkip } from "../contract.js";
import type { RateLimitStoreCase, StoreBackend, StoreProcess } from "./rate-limit-store-contract.js";

/** The contract's case a table store does not keep, and why. */
export const TABLE_DEPLOYMENTS: ContractSkip<RateLimitStoreCase> = {
  reason: "a table store's deployment is its own database; the namespace names Redis keys only",
  cases: ["deployments"],
};

/** A database of the test's own: its URL, and `drop` to remove it afterwards. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The library's sweep, which limiter.ts runs on a timer (its types leave it out). */
interface Sweepable {
  clearExpired(beforeMs: number): Promise<unknown>;
}

/**
 * Each process opens the database as the server does (openDatabase) and the store as the limiter does (storeFactory,
 * no REDIS_URL); `lose` takes the backend away from under a process of a scratch database of its own.
 */
export async function tableStoreBackend(
  scratch: () => Promise<ScratchDatabase>,
  lose: (database: Database, scratch: ScratchDatabase) => Promise<void>,
): Promise<StoreBackend> {
  const home = await scratch();
  const reader = await openDatabase(home.url);
  const open = async (url: string, namespace: string): Promise<StoreProcess & { database: Database }> => {
    const database = await openDatabase(url);
    const counters = await storeFactory({}, database, namespace);
    return {
      counters,
      database,
      async stop() {
        await counters.close();
        await database.close();
      },
    };
  };
  const scratches: ScratchDatabase[] = [];
  return {
    open: (namespace) => open(home.url, namespace),
    async holds(storeKey) {
      const { rows } = await sql`select 1 from rate_limit where key = ${storeKey}`.execute(reader.db);
      return rows.length > 0;
    },
    async sweep(window: RateLimiterAbstract, beforeMs: number) {
      await (window as unknown as Sweepable).clearExpired(beforeMs);
    },
    async gone() {
      const elsewhere = await scratch();
      scratches.push(elsewhere);
      const lost = await open(elsewhere.url, "gone");
      await lose(lost.database, elsewhere);
      return lost;
    },
    async close() {
      await reader.close();
      for (const s of [home, ...scratches]) await s.drop().catch(() => {});
    },
  };
}
