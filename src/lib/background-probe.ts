// A dependency check read without waiting: run again in the background once its last answer is older than `maxAgeMs`,
// so a request never waits on it and the dependency is asked at most once per interval however many requests ask.

export interface BackgroundProbe {
  /** The last answer (true: it answered, false: it failed or timed out), or undefined before the first one; starts a fresh check when stale. */
  read(): boolean | undefined;
}

export function backgroundProbe(check: () => Promise<unknown>, maxAgeMs: number, timeoutMs: number): BackgroundProbe {
  let answer: boolean | undefined;
  let askedAt = Number.NEGATIVE_INFINITY;
  let running = false;
  const run = async () => {
    running = true;
    askedAt = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timed out")), timeoutMs);
      timer.unref();
    });
    try {
      await Promise.race([check(), timeout]);
      answer = true;
    } catch {
      answer = false;
    } finally {
      clearTimeout(timer);
      running = false;
    }
  };
  return {
    read() {
      if (!running && Date.now() - askedAt >= maxAgeMs) void run();
      return answer;
    },
  };
}
