// Runs a better-auth call and, when no other is running, switches off the AsyncLocalStorage instances it runs in.
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * better-auth keeps its endpoint, request and adapter context in three AsyncLocalStorage instances. On Node 20 an
 * enabled instance puts a hook on every promise the process creates, and stays enabled after the first call: from
 * the first sign-in on, every request paid about a sixth more CPU. `disable()` when no call is running takes the
 * hooks off; better-auth's next `run()` puts them back for the length of that call.
 */
// Still worth it: without it the authenticated list served 17% fewer requests (7,181–7,259 against 8,487–8,790 req/s, npm run bench -- auth).
const INSTANCES = ["endpointContextAsyncStorage", "requestStateAsyncStorage", "adapterAsyncStorage"] as const;

let running = 0;

export async function withinAuthCall<T>(fn: () => Promise<T>): Promise<T> {
  running++;
  try {
    return await fn();
  } finally {
    if (--running === 0) disableAuthAsyncStorage();
  }
}

/** better-auth's instances as it stores them (on globalThis, so every copy of the library shares them). */
export function authAsyncStorages(): AsyncLocalStorage<unknown>[] {
  const context = (globalThis as unknown as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for("better-auth:global")
  ]?.context;
  return INSTANCES.map((name) => context?.[name]).filter(
    (s): s is AsyncLocalStorage<unknown> => s instanceof AsyncLocalStorage,
  );
}

function disableAuthAsyncStorage(): void {
  for (const storage of authAsyncStorages()) storage.disable();
}
