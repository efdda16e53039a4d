// Keeps a lease alive while its work runs: renewed every third of the lease by a compare-and-set on the holder, so a
// live holder's lease never lapses and a dead one's does within the lease; a renewal that finds it lost aborts `lost`.

export interface Heartbeat {
  /** Aborted when a renewal found the lease no longer this holder's: the work is someone else's now. */
  readonly lost: AbortSignal;
  stop(): void;
}

/** `renew` pushes the lease out (from now) and answers whether the holder still had it; its errors go to `onError`. */
export function startHeartbeat(
  renew: () => Promise<boolean>,
  leaseMs: number,
  onError: (err: unknown) => void,
): Heartbeat {
  const lost = new AbortController();
  let stopped = false;
  let renewing = false;
  const timer = setInterval(
    () => {
      // A renewal slower than a beat is not doubled up: the lease has two more beats before it lapses.
      if (renewing) return;
      renewing = true;
      renew()
        .then((held) => {
          if (!held && !stopped) lost.abort(new Error("the lease was lost"));
        }, onError)
        .finally(() => (renewing = false));
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  timer.unref?.();
  return {
    lost: lost.signal,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
