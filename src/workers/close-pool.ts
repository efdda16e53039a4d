// Closing a worker pool without cutting a thread short: running tasks are let finish (within a bound) before the threads go.
import type { Piscina } from "piscina";

/** How long a closing pool waits for its running tasks before terminating what is still busy (a stuck task). */
export const CLOSE_GRACE_MS = 3_000;

/**
 * Terminating a thread inside a zlib call (pdfkit's compression, a PNG's encoding, a zip's deflate) makes Node abort the
 * whole process ("close before init" in node_zlib.cc, seen on CI when a test's server closed under a busy worker), so a
 * pool is closed gracefully first: queued tasks are refused, running ones finish; only a task past the grace is cut.
 */
export async function closePool(pool: Piscina | null): Promise<void> {
  if (!pool) return;
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)));
  await Promise.race([pool.close({ force: true }).catch(() => undefined), grace]);
  clearTimeout(timer);
  await pool.destroy();
}
