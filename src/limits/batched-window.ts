// One rate-limit window whose calls, while far from its limit, are admitted from points this process reserved in
// the shared store ahead of time; near the limit every call goes to the store. Reserved points are counted in the
// store before they are used, so no number of processes can admit more than the limit between them.
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

/** What the limiter needs of a window: rate-limiter-flexible's consume/reward (a refusal throws RateLimiterRes). */
export interface WindowCounter {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<unknown>;
  /** Gives unused reserved points back to the store (shutdown). */
  release(): Promise<void>;
  /** Calls counted in the window so far (this process's unused reservation left out) and ms to its reset; no write. */
  peek(key: string): Promise<{ used: number; msBeforeReset: number }>;
}

async function peekStore(
  store: RateLimiterAbstract,
  key: string,
  reserved = 0,
): Promise<{ used: number; msBeforeReset: number }> {
  const res = await store.get(key);
  if (!res || res.msBeforeNext <= 0) return { used: 0, msBeforeReset: 0 };
  return { used: Math.max(0, res.consumedPoints - reserved), msBeforeReset: res.msBeforeNext };
}

/** Windows smaller than this go to the store on every call: reserving would save little. */
export const MIN_BATCHED_POINTS = 100;

/** Reserved points a key has not used for this long go back to the store, where other processes can use them. */
const DEFAULT_IDLE_MS = 1_000;

/** The last tenth of a window is never reserved: those calls are counted one by one in the store. */
const headroomFor = (points: number) => Math.ceil(points / 10);

interface KeyState {
  /** Points taken in the store and not yet used by a call. */
  reserved: number;
  /** The store's count at its last answer (our reservation included). */
  consumed: number;
  expiresAt: number;
  usedAt: number;
}

/** A window counted in the store on every call (small limits). */
export function directWindow(store: RateLimiterAbstract): WindowCounter {
  return {
    consume: (key, points = 1) => store.consume(key, points),
    reward: (key, points = 1) => store.reward(key, points),
    release: async () => {},
    peek: (key) => peekStore(store, key),
  };
}

/**
 * At each trip to the store a key reserves half the room it sees below the limit minus a tenth, and spends it
 * without further writes; the room halves as the window fills, so a busy key makes a handful of trips per window.
 * Unused points are given back after `idleMs` without calls, and at shutdown; a crash leaves them counted (the
 * window then admits less than its limit until it resets, never more).
 */
export function batchedWindow(
  store: RateLimiterAbstract,
  points: number,
  options: { idleMs?: number } = {},
): WindowCounter {
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const reservable = points - headroomFor(points);
  const states = new Map<string, KeyState>();
  let timer: NodeJS.Timeout | undefined;

  const admitted = (state: KeyState, now: number) =>
    new RateLimiterRes(
      points - (state.consumed - state.reserved),
      Math.max(0, state.expiresAt - now),
      state.consumed - state.reserved,
      false,
    );

  /** Gives back what idle (or, with `all`, every) key holds; forgets keys whose window has ended. */
  async function giveBack(all: boolean): Promise<void> {
    timer = undefined;
    const now = Date.now();
    const returns: Promise<unknown>[] = [];
    for (const [key, state] of states) {
      if (now >= state.expiresAt) {
        states.delete(key);
        continue;
      }
      if (state.reserved > 0 && (all || now - state.usedAt >= idleMs)) {
        const count = state.reserved;
        state.reserved = 0;
        state.consumed -= count;
        returns.push(store.reward(key, count).catch(() => {}));
      }
    }
    await Promise.all(returns);
    if (!all && [...states.values()].some((s) => s.reserved > 0)) schedule();
  }

  const schedule = () => {
    timer ??= setTimeout(() => void giveBack(false), idleMs).unref();
  };

  async function fromStore(key: string, count: number, now: number): Promise<RateLimiterRes> {
    const known = states.get(key);
    const current = known && now < known.expiresAt ? known : undefined;
    // What is left of the reservation pays for part of this call; the store is asked for the rest and a new reservation.
    const kept = current?.reserved ?? 0;
    if (current) current.reserved = 0;
    const reserve = current ? Math.max(0, Math.floor((reservable - current.consumed) / 2)) : 0;
    let res: RateLimiterRes;
    try {
      res = await store.consume(key, count - kept + reserve);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) {
        if (current) current.reserved += kept;
        throw err;
      }
      if (reserve === 0) throw err;
      // Others filled the window meanwhile: take the reservation back, and the call stands on its own.
      await store.reward(key, reserve);
      const alone = err.consumedPoints - reserve;
      if (alone > points) throw new RateLimiterRes(0, err.msBeforeNext, alone, false);
      states.set(key, { reserved: 0, consumed: alone, expiresAt: now + err.msBeforeNext, usedAt: now });
      return new RateLimiterRes(points - alone, err.msBeforeNext, alone, false);
    }
    const state: KeyState = {
      reserved: reserve,
      consumed: res.consumedPoints,
      expiresAt: now + res.msBeforeNext,
      usedAt: now,
    };
    states.set(key, state);
    if (reserve > 0) schedule();
    return admitted(state, now);
  }

  /**
   * One trip to the store at a time per key: calls made together (a deck's pictures) wait for the trip under way and
   * spend what it reserved. Two trips at once each reserved half the room from the same stale count, and the second's
   * state replaced the first's, whose points stayed counted as used (45,004 after five pictures) until the window reset.
   */
  const trips = new Map<string, Promise<RateLimiterRes>>();

  return {
    async consume(key, count = 1) {
      for (;;) {
        const now = Date.now();
        const state = states.get(key);
        if (state && state.reserved >= count && now < state.expiresAt) {
          state.reserved -= count;
          state.usedAt = now;
          return admitted(state, now);
        }
        const underWay = trips.get(key);
        if (!underWay) break;
        await underWay.catch(() => {});
      }
      const trip = fromStore(key, count, Date.now());
      trips.set(key, trip);
      try {
        return await trip;
      } finally {
        if (trips.get(key) === trip) trips.delete(key);
      }
    },
    async reward(key, count = 1) {
      // Straight to the store (refusals are rare): whether the call was admitted from the reservation or counted
      // in the store, the store holds one point too many for it either way.
      const state = states.get(key);
      if (state) state.consumed -= count;
      await store.reward(key, count);
    },
    async release() {
      clearTimeout(timer);
      await giveBack(true);
    },
    async peek(key) {
      await trips.get(key)?.catch(() => {});
      return peekStore(store, key, states.get(key)?.reserved ?? 0);
    },
  };
}
