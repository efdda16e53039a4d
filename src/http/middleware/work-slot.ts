// workSlot(deps, kind): holds one of the caller's work slots (limits/work-slots.ts) from before the work starts until its
// answer is sent or its client leaves; put after requireAuth and before the rate limit, so a refused call counts nowhere.
import type { MiddlewareHandler } from "hono";
import type { WorkKind, WorkSlots } from "../../limits/index.js";
import type { AppEnv } from "../env.js";
import { limitSubject } from "./rate-limit.js";

export function workSlot(deps: { workSlots: WorkSlots }, kind: WorkKind): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const signal = c.req.raw.signal;
    const release = await deps.workSlots.acquire(limitSubject(c.get("principal")), kind, signal);
    signal.addEventListener("abort", release, { once: true });
    try {
      await next();
    } catch (err) {
      release();
      throw err;
    }
    const body = c.res.body;
    if (!body) return release();
    c.res = new Response(releasedAtEnd(body, release), c.res);
  };
}

/** The answer's body as it is read, the slot given back once it is all sent, fails or is cancelled. */
function releasedAtEnd(body: ReadableStream<Uint8Array>, release: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (!done) return controller.enqueue(value);
        release();
        controller.close();
      } catch (err) {
        release();
        controller.error(err);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
}
