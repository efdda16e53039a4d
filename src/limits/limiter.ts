// Rate limiting with rate-limiter-flexible: per-minute and per-day windows in SQLite, PostgreSQL or Redis (shared);
// large windows reserve points in the store ahead and spend them without a write per call (batched-window.ts).
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { batchedWindow, directWindow, MIN_BATCHED_POINTS, type WindowCounter } from "./batched-window.js";
import { PreparedRateLimiterSQLite } from "./sqlite-store.js";
import type { Config } from "../config/load.js";
import type { RateLimitName } from "../config/rate-limit-env.js";
import { AppError, type ErrorCode } from "../lib/errors.js";
import { waitInWords } from "../lib/wait-words.js";
import type { Database } from "../store/database.js";
import {
  MAGIC_LINK_MAILS_PER_ADDRESS,
  MAGIC_LINK_PER_CLIENT_ADDRESS,
  resolveLimits,
  SHARE_PASSWORD_PER_CLIENT,
  SHARE_PASSWORD_PER_LINK,
  type LimitSpec,
} from "./table.js";

export interface LimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

export interface Limiter {
  readonly limits: Record<RateLimitName, LimitSpec>;
  readonly store: "sqlite" | "postgres" | "redis";
  /** Counts one call of `subject` against both windows of `name`; throws 429 (nothing counted) or 503. */
  consume(name: RateLimitName, subject: string): Promise<LimitState>;
  /** Where `subject` stands in every window, without counting a call (GET /api/usage). */
  usage(subject: string): Promise<Record<RateLimitName, { minute: LimitUsage; day: LimitUsage }>>;
  /**
   * Counts a sign-in link asked for `email` by `client` (its limiter key): throws 429 past the client's own limit for
   * the address; answers whether to send the mail (false: the address has had its mails for the window and this client
   * already got one: answer alike, send nothing). Known and unknown addresses are counted alike.
   */
  magicLinkMail(email: string, client: string): Promise<boolean>;
  /** Counts a password tried on share link `shareId` by `client`: throws 429 past the link's or the client's limit. */
  sharePassword(shareId: string, client: string): Promise<void>;
  /** The Redis connection when REDIS_URL is set, for other shared state of this deployment (keys under `quire:*:${namespace}:`). */
  readonly redis?: Redis;
  /** Tells this deployment's keys apart from other deployments' on the same Redis. */
  readonly namespace: string;
  close(): Promise<void>;
}

export interface LimitUsage {
  used: number;
  limit: number;
  /** Seconds until the window resets (0: nothing counted in it now). */
  reset: number;
}

interface Window {
  counter: WindowCounter;
  points: number;
  code: ErrorCode;
  /** The refusal's message: which limit was met, then the wait (in words, as Retry-After gives it in seconds). */
  refusal(wait: string): string;
}

const TABLE = "rate_limit";

/** Redis keys belong to one deployment: processes sharing a database share them, other deployments on the same Redis don't. */
export const deploymentNamespace = (databaseUrl: string) =>
  createHash("sha256").update(databaseUrl).digest("hex").slice(0, 12);

export async function createLimiter(config: Config, database: Database): Promise<Limiter> {
  const limits = resolveLimits(config.rateLimits);
  const namespace = deploymentNamespace(config.DATABASE_URL);
  const factory = await storeFactory(config, database, namespace);
  const { store, close } = factory;
  const counters: WindowCounter[] = [];
  const window = (
    prefix: string,
    points: number,
    seconds: number,
    code: ErrorCode,
    refusal: Window["refusal"],
  ): Window => {
    const limiter = factory.make(prefix, points, seconds);
    const counter = points >= MIN_BATCHED_POINTS ? batchedWindow(limiter, points) : directWindow(limiter);
    counters.push(counter);
    return { counter, points, code, refusal };
  };
  const windows = new Map<string, Window[]>();
  for (const [name, spec] of Object.entries(limits) as [RateLimitName, LimitSpec][]) {
    windows.set(name, [
      window(`${name}:m`, spec.perMinute, 60, "rate_limit_minute", (wait) =>
        refusal(
          `Per-minute limit reached for ${spec.calls}`,
          `at most ${count(spec.perMinute)} a minute`,
          wait,
          spec.beyond,
        ),
      ),
      window(`${name}:d`, spec.perDay, 86_400, "rate_limit_day", (wait) =>
        refusal(`Daily limit reached for ${spec.calls}`, `at most ${count(spec.perDay)} a day`, wait, spec.beyond),
      ),
    ]);
  }
  const { points: perClient, durationSeconds } = MAGIC_LINK_PER_CLIENT_ADDRESS;
  // The same words whenever it is met: the answer tells nothing of the address (Retry-After has the wait).
  const clientRefusal = refusal(
    "Sign-in link limit reached for this address from this network",
    `at most ${perClient} every ${durationSeconds / 60} minutes`,
    `${durationSeconds / 60} minutes at most`,
  );
  const clientAddress = [
    window("MAGIC_LINK_CLIENT_ADDRESS", perClient, durationSeconds, "rate_limit_minute", () => clientRefusal),
  ];
  // Never refuses aloud: past it, the mail is silently not sent (see magicLinkMail).
  const addressMails = window(
    "MAGIC_LINK_MAILS",
    MAGIC_LINK_MAILS_PER_ADDRESS.points,
    MAGIC_LINK_MAILS_PER_ADDRESS.durationSeconds,
    "rate_limit_minute",
    () => "",
  );

  const passwordRefusal = (wait: string) => refusal("Too many password attempts", "at most a few a minute", wait);
  const passwordsPerLink = [
    window(
      "SHARE_PASSWORD_LINK",
      SHARE_PASSWORD_PER_LINK.points,
      SHARE_PASSWORD_PER_LINK.durationSeconds,
      "rate_limit_minute",
      passwordRefusal,
    ),
  ];
  const passwordsPerClient = [
    window(
      "SHARE_PASSWORD_CLIENT",
      SHARE_PASSWORD_PER_CLIENT.points,
      SHARE_PASSWORD_PER_CLIENT.durationSeconds,
      "rate_limit_minute",
      passwordRefusal,
    ),
  ];

  return {
    limits,
    store,
    redis: factory.store === "redis" ? factory.redis : undefined,
    namespace,
    consume: (name, subject) => consumeAll(windows.get(name)!, subject),
    async usage(subject) {
      const entries = await Promise.all(
        [...windows].map(
          async ([name, [minute, day]]) =>
            [name, { minute: await usageOf(minute!, subject), day: await usageOf(day!, subject) }] as const,
        ),
      );
      return Object.fromEntries(entries) as Record<RateLimitName, { minute: LimitUsage; day: LimitUsage }>;
    },
    async magicLinkMail(email, client) {
      const address = email.trim().toLowerCase();
      const asked = await consumeAll(clientAddress, hashKey(`${client}\n${address}`));
      if (await admits(addressMails, hashKey(address))) return true;
      return asked.limit - asked.remaining === 1;
    },
    async sharePassword(shareId, client) {
      await consumeAll(passwordsPerClient, hashKey(client));
      await consumeAll(passwordsPerLink, shareId);
    },
    async close() {
      // Reserved points not used go back to the store before it closes, so the counts it keeps are exact.
      await Promise.all(counters.map((c) => c.release().catch(() => {})));
      await close();
    },
  };
}

const hashKey = (value: string) => createHash("sha256").update(value).digest("hex");

/** Counts one call in a window and answers whether it was within the limit (a call past it counts, and is refused). */
async function admits(w: Window, key: string): Promise<boolean> {
  try {
    await w.counter.consume(key, 1);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw new AppError("unavailable", "The rate-limit store is unavailable; try again shortly.", {
      retryAfter: 5,
      cause: err,
    });
  }
}

async function usageOf(w: Window, key: string): Promise<LimitUsage> {
  try {
    const { used, msBeforeReset } = await w.counter.peek(key);
    return { used: Math.min(used, w.points), limit: w.points, reset: Math.ceil(msBeforeReset / 1000) };
  } catch (err) {
    throw new AppError("unavailable", "The rate-limit store is unavailable; try again shortly.", {
      retryAfter: 5,
      cause: err,
    });
  }
}

/** Consumes every window in order; on a refusal, gives back what this call took so refused calls never count. */
async function consumeAll(windows: Window[], key: string): Promise<LimitState> {
  const taken: Window[] = [];
  let nearest: LimitState | undefined;
  try {
    for (const w of windows) {
      let res: RateLimiterRes;
      try {
        res = await w.counter.consume(key, 1);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        taken.push(w);
        await Promise.all(taken.map((t) => t.counter.reward(key, 1)));
        const reset = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        throw new AppError(w.code, w.refusal(waitInWords(reset)), {
          retryAfter: reset,
          headers: headersFor({ limit: w.points, remaining: 0, reset }),
        });
      }
      taken.push(w);
      const state = {
        limit: w.points,
        remaining: Math.max(0, res.remainingPoints),
        reset: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      };
      if (!nearest || state.remaining < nearest.remaining) nearest = state;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("unavailable", "The rate-limit store is unavailable; try again shortly.", {
      retryAfter: 5,
      cause: err,
    });
  }
  return nearest!;
}

const count = (n: number) => n.toLocaleString("en-US");

/** "Per-minute limit reached for demo runs: at most 2 a minute. Try again in 41 s.", and what else helps when anything does. */
function refusal(which: string, limit: string, wait: string, beyond?: string): string {
  return `${which}: ${limit}. Try again in ${wait}.${beyond ? ` ${beyond}` : ""}`;
}

export function headersFor(state: LimitState): Record<string, string> {
  return {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.reset),
  };
}

/** The counters' store: Redis when REDIS_URL is set, else the database's table (exported for test/limits' contract). */
export async function storeFactory(config: Pick<Config, "REDIS_URL">, database: Database, namespace: string) {
  if (config.REDIS_URL) {
    // Loaded only when a Redis is configured: the embedded default never pays for the client.
    const { Redis } = await import("ioredis");
    const redis = new Redis(config.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      lazyConnect: true,
    });
    redis.on("error", () => {}); // reported per call as 503; ioredis keeps reconnecting
    await redis.connect().catch(() => {});
    return {
      store: "redis" as const,
      redis,
      make: (prefix: string, points: number, duration: number) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `quire:rl:${namespace}:${prefix}`,
          points,
          duration,
          rejectIfRedisNotReady: true,
        }),
      close: async () => {
        redis.disconnect();
      },
    };
  }
  if (database.dialect === "postgres")
    return tableStore("postgres", RateLimiterPostgres, { storeClient: database.driver, storeType: "pool" });
  return tableStore("sqlite", PreparedRateLimiterSQLite, { storeClient: database.driver, storeType: "better-sqlite3" });
}

/** Counters in our database table: the first limiter creates the table (and is the one the sweeper uses); the others trust it. */
async function tableStore<S extends "postgres" | "sqlite">(
  store: S,
  Limiter: typeof RateLimiterPostgres | typeof PreparedRateLimiterSQLite,
  client: { storeClient: unknown; storeType: string },
) {
  const common = { ...client, tableName: TABLE, clearExpiredByTimeout: false };
  let first: RateLimiterAbstract | undefined;
  await new Promise<void>((resolve, reject) => {
    first = new Limiter({ ...common, keyPrefix: "init", points: 1, duration: 1 }, (err?: unknown) =>
      err ? reject(err) : resolve(),
    );
  });
  const stopSweeper = sweep(first as unknown as Sweepable);
  return {
    store,
    make: (prefix: string, points: number, duration: number): RateLimiterAbstract =>
      new Limiter({ ...common, tableCreated: true, keyPrefix: prefix, points, duration }),
    close: async () => stopSweeper(),
  };
}

/**
 * Deletes counters that expired over an hour ago, every 5 minutes. Ours rather than the library's timer, which
 * cannot be stopped at shutdown and would reject unhandled on a closed database.
 */
interface Sweepable {
  clearExpired(beforeMs: number): Promise<unknown>;
}

function sweep(store: Sweepable): () => void {
  const timer = setInterval(() => void store.clearExpired(Date.now() - 3_600_000).catch(() => {}), 5 * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
