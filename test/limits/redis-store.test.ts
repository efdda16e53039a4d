// The Redis counter store, shared by the servers of a deployment with REDIS_URL, keeps the rate-limit store contract
// on a real Redis (TEST_REDIS_URL; skipped without it).
import { Redis } from "ioredis";
import { describe } from "vitest";
import { storeFactory } from "../../src/limits/limiter.js";
import { openDatabase } from "../../src/store/database.js";
import { TEST_REDIS_URL } from "../pg.js";
import { rateLimitStoreContract, type StoreBackend } from "./rate-limit-store-contract.js";

async function redisBackend(url: string): Promise<StoreBackend> {
  // With REDIS_URL the store never touches the database.
  const database = await openDatabase("sqlite::memory:");
  const reader = new Redis(url);
  const open = async (redisUrl: string, namespace: string) => {
    const counters = await storeFactory({ REDIS_URL: redisUrl }, database, namespace);
    return { counters, stop: () => counters.close() };
  };
  return {
    open: (namespace) => open(url, namespace),
    // Redis expires each counter itself (its key's TTL is the window): there is no sweep.
    holds: async (storeKey) => (await reader.exists(storeKey)) === 1,
    gone: () => open("redis://127.0.0.1:1", "gone"),
    async close() {
      reader.disconnect();
      await database.close();
    },
  };
}

describe.runIf(Boolean(TEST_REDIS_URL))("the Redis counter store", () => {
  rateLimitStoreContract(() => redisBackend(TEST_REDIS_URL!));
});
