// How long a stopping process may take to exit: its longest drain and a few seconds to close pools and connections.
// Past it the process exits anyway, so a supervisor's stop timeout can be set from the configuration alone.

const CLOSE_ALLOWANCE_MS = 5_000;

/** The bound for drains of `drainsMs` running side by side (open requests, work in flight). */
export const shutdownBoundMs = (...drainsMs: number[]) => Math.max(0, ...drainsMs) + CLOSE_ALLOWANCE_MS;

/** Calls `overran` if the process is still here after `boundMs` (the timer never keeps it alive). */
export function watchShutdown(boundMs: number, overran: () => void): void {
  setTimeout(overran, boundMs).unref();
}
