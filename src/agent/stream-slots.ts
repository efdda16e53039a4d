// Counts the agent streams open in this process; past the cap a new run is refused at once (503) rather than piling up.
import { AppError } from "../lib/errors.js";
import { waitInWords } from "../lib/wait-words.js";

const RETRY_AFTER = 5;

export interface StreamSlots {
  /** Takes a slot or throws 503 `unavailable`; the returned release is safe to call more than once. */
  acquire(): () => void;
  readonly open: number;
}

export function createStreamSlots(max: number): StreamSlots {
  let open = 0;
  return {
    get open() {
      return open;
    },
    acquire() {
      // 503 rather than 429: the server is full, not the caller; a load balancer may retry on another process.
      if (open >= max)
        throw new AppError(
          "unavailable",
          `Concurrent limit reached for agent streams: this server runs at most ${max} at once (AGENT_MAX_STREAMS), the demo's and signed-in runs together. Try again in ${waitInWords(RETRY_AFTER)}.`,
          { retryAfter: RETRY_AFTER },
        );
      open++;
      let held = true;
      return () => {
        if (held) open--;
        held = false;
      };
    },
  };
}
