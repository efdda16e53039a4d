// Leases in Redis: SET NX PX to take, and compare-then-act scripts so only the holder renews or deletes its key.
import type { Redis } from "ioredis";
import { AppError } from "../../lib/errors.js";
import type { LeaseStore } from "./lease-store.js";

const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;
const DROP = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;

/** `prefix` keeps deployments that share one Redis apart (the limiter's namespace). */
export function createRedisLeaseStore(redis: Redis, prefix: string): LeaseStore {
  const name = (key: string) => `${prefix}${key}`;
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      throw new AppError("unavailable", "The lease store (Redis) is unavailable; try again shortly.", { retryAfter: 5, cause: err });
    }
  };
  return {
    take: (key, holder, ttlMs) => call(async () => (await redis.set(name(key), holder, "PX", ttlMs, "NX")) === "OK"),
    renew: (key, holder, ttlMs) => call(async () => Number(await redis.eval(RENEW, 1, name(key), holder, String(ttlMs))) === 1),
    drop: (key, holder) => call(async () => void (await redis.eval(DROP, 1, name(key), holder))),
  };
}
