// The contract every rate-limit counter store keeps (SQLite's table, PostgreSQL's, Redis); each store's test calls it.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { afterAll, beforeAll, expect } from "vitest";
import type { storeFactory } from "../../src/limits/limiter.js";
import { contractCases, type ContractSkip } from "../contract.js";

/** What the limiter opens: the store's kind, `make(prefix, points, seconds)` for one window, and `close`. */
export type CounterStore = Awaited<ReturnType<typeof storeFactory>>;

/** One process's store on the backend; `stop` closes it and what the process opened for it (its connection). */
export interface StoreProcess {
  counters: CounterStore;
  stop(): Promise<void>;
}

export interface StoreBackend {
  /** Opens the store as a process of deployment `namespace` does; each call: another process on the same backend. */
  open(namespace: string): Promise<StoreProcess>;
  /** Whether the backend holds a counter under `storeKey` (its prefix included), read past the store. */
  holds(storeKey: string): Promise<boolean>;
  /** Deletes counters expired before `beforeMs`, as the deployment's sweep does; absent where the backend does it. */
  sweep?(window: RateLimiterAbstract, beforeMs: number): Promise<void>;
  /** A process whose backend is gone (dropped, or not answering): a backend of its own, so the others' stays. */
  gone(): Promise<StoreProcess>;
  close(): Promise<void>;
}

const CASES = {
  counts: "counts each call in its window and refuses the one past the limit",
  retryAfter: "tells, admitted or refused, how long until the window resets (Retry-After), counting down",
  reset: "starts the count again once the window is over",
  apart: "counts keys apart, and the windows (prefixes) of one key apart",
  deployments: "counts two deployments on one backend apart",
  reward: "gives calls back on reward (a refused call is not counted)",
  peek: "reads a count without counting (GET /api/usage)",
  parallel: "admits exactly the limit of calls made at once, each with its own count",
  processes: "admits exactly the limit between processes sharing the backend",
  durable: "keeps the count when the process stops and another opens the store",
  cleanup: "keeps no counter once its window is over and the sweep has run, and keeps a live one",
  gone: "rejects a call, admitting nothing, when its backend is gone (the limiter's 503)",
} as const;
export type RateLimitStoreCase = keyof typeof CASES;

interface Outcome {
  admitted: boolean;
  res: RateLimiterRes;
}

/** A consume's answer, admitted or refused; anything but a refusal (the store failing) is thrown. */
async function attempt(window: RateLimiterAbstract, key: string): Promise<Outcome> {
  try {
    return { admitted: true, res: await window.consume(key) };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { admitted: false, res: err };
    throw err;
  }
}

const admittedCounts = (outcomes: Outcome[]) =>
  outcomes
    .filter((o) => o.admitted)
    .map((o) => o.res.consumedPoints)
    .sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Declares the contract's cases in the calling describe block, on the backend `open` makes (once, for all cases). */
export function rateLimitStoreContract(
  open: () => Promise<StoreBackend>,
  options: { skip?: ContractSkip<RateLimitStoreCase>[] } = {},
) {
  const run = contractCases(CASES, options.skip);
  // PostgreSQL's and Redis's counters outlive the run: each run is a deployment of its own, each window its prefix.
  const namespace = `contract-${randomBytes(4).toString("hex")}`;
  let backend: StoreBackend;
  let main: StoreProcess;
  let prefixes = 0;
  const fresh = () => `w${++prefixes}`;
  const window = (points: number, seconds: number) => main.counters.make(fresh(), points, seconds);

  beforeAll(async () => {
    backend = await open();
    main = await backend.open(namespace);
  });
  afterAll(async () => {
    await main?.stop();
    await backend?.close();
  });

  run("counts", async () => {
    const w = window(3, 60);
    const seen: Outcome[] = [];
    for (let i = 0; i < 4; i++) seen.push(await attempt(w, "k"));
    expect(seen.map((o) => o.admitted)).toEqual([true, true, true, false]);
    expect(seen.map((o) => o.res.remainingPoints)).toEqual([2, 1, 0, 0]);
    expect(seen.slice(0, 3).map((o) => o.res.consumedPoints)).toEqual([1, 2, 3]);
  });

  run("retryAfter", async () => {
    const w = window(1, 60);
    for (const { res } of [await attempt(w, "k"), await attempt(w, "k")]) {
      expect(res.msBeforeNext).toBeGreaterThan(55_000);
      expect(res.msBeforeNext).toBeLessThanOrEqual(60_000);
    }
    const short = window(1, 3);
    await attempt(short, "k");
    await sleep(1_100);
    const refused = await attempt(short, "k");
    expect(refused.admitted).toBe(false);
    expect(refused.res.msBeforeNext).toBeGreaterThan(0);
    expect(refused.res.msBeforeNext).toBeLessThanOrEqual(2_000);
  });

  run("reset", async () => {
    const w = window(2, 1);
    await attempt(w, "k");
    await attempt(w, "k");
    const refused = await attempt(w, "k");
    expect(refused.admitted).toBe(false);
    expect(refused.res.msBeforeNext).toBeLessThanOrEqual(1_000);
    await sleep(refused.res.msBeforeNext + 150);
    const again = await attempt(w, "k");
    expect(again.admitted).toBe(true);
    expect(again.res.remainingPoints).toBe(1);
  });

  run("apart", async () => {
    const prefix = fresh();
    const w = main.counters.make(prefix, 2, 60);
    const [first, second, third] = [await attempt(w, "k"), await attempt(w, "k"), await attempt(w, "k")];
    expect([first.admitted, second.admitted, third.admitted]).toEqual([true, true, false]);
    const otherKey = await attempt(w, "k2");
    expect([otherKey.admitted, otherKey.res.remainingPoints]).toEqual([true, 1]);
    const otherWindow = await attempt(main.counters.make(fresh(), 2, 60), "k");
    expect([otherWindow.admitted, otherWindow.res.remainingPoints]).toEqual([true, 1]);
  });

  run("deployments", async () => {
    const prefix = fresh();
    const other = await backend.open(`${namespace}-other`);
    try {
      const ours = main.counters.make(prefix, 1, 60);
      expect((await attempt(ours, "k")).admitted).toBe(true);
      expect((await attempt(ours, "k")).admitted).toBe(false);
      const theirs = await attempt(other.counters.make(prefix, 1, 60), "k");
      expect([theirs.admitted, theirs.res.remainingPoints]).toEqual([true, 0]);
    } finally {
      await other.stop();
    }
  });

  run("reward", async () => {
    const w = window(2, 60);
    await attempt(w, "k");
    await attempt(w, "k");
    expect((await attempt(w, "k")).admitted).toBe(false);
    await w.reward("k", 1);
    expect((await w.get("k"))?.consumedPoints).toBe(2);
    await w.reward("k", 1);
    const again = await attempt(w, "k");
    expect([again.admitted, again.res.remainingPoints]).toEqual([true, 0]);
  });

  run("peek", async () => {
    const w = window(5, 60);
    expect(await w.get("k")).toBeNull();
    await attempt(w, "k");
    await attempt(w, "k");
    const [a, b] = [await w.get("k"), await w.get("k")];
    expect([a?.consumedPoints, b?.consumedPoints]).toEqual([2, 2]);
    expect(a!.msBeforeNext).toBeGreaterThan(0);
    expect(a!.msBeforeNext).toBeLessThanOrEqual(60_000);
    expect((await attempt(w, "k")).res.remainingPoints).toBe(2);
  });

  run("parallel", async () => {
    const w = window(20, 60);
    const outcomes = await Promise.all(Array.from({ length: 60 }, () => attempt(w, "k")));
    // Distinct counts 1..20: no two calls read the same count and both wrote it (a lost update).
    expect(admittedCounts(outcomes)).toEqual(oneTo(20));
  });

  run("processes", async () => {
    const prefix = fresh();
    const others = [await backend.open(namespace), await backend.open(namespace)];
    try {
      const windows = [main, ...others].map((p) => p.counters.make(prefix, 25, 60));
      const outcomes = await Promise.all(Array.from({ length: 75 }, (_, i) => attempt(windows[i % 3]!, "k")));
      expect(admittedCounts(outcomes)).toEqual(oneTo(25));
    } finally {
      for (const p of others) await p.stop();
    }
  });

  run("durable", async () => {
    const prefix = fresh();
    const before = await backend.open(namespace);
    const w = before.counters.make(prefix, 5, 60);
    await attempt(w, "k");
    await attempt(w, "k");
    await before.stop();
    const after = await backend.open(namespace);
    try {
      expect((await attempt(after.counters.make(prefix, 5, 60), "k")).res.remainingPoints).toBe(2);
    } finally {
      await after.stop();
    }
  });

  run("cleanup", async () => {
    const [short, long] = [window(5, 1), window(5, 60)];
    await attempt(short, "k");
    await attempt(long, "k");
    // Seen while live, so that not seen below is the counter gone, not a reading that never sees one.
    expect(await backend.holds(short.getKey("k"))).toBe(true);
    await sleep(1_200);
    await backend.sweep?.(short, Date.now());
    expect(await backend.holds(short.getKey("k"))).toBe(false);
    expect(await backend.holds(long.getKey("k"))).toBe(true);
  });

  run("gone", async () => {
    const lost = await backend.gone();
    try {
      const started = Date.now();
      const failure = await lost.counters
        .make(fresh(), 5, 60)
        .consume("k")
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(failure).not.toBeNull();
      expect(failure).not.toBeInstanceOf(RateLimiterRes);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await lost.stop().catch(() => {});
    }
  });
}
