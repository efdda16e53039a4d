// better-auth's AsyncLocalStorage instances are switched off between its calls (on Node 20 an enabled instance
// hooks every promise of the process), and sign-in, sessions and keys keep working across the switching.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { authAsyncStorages } from "../../src/auth/auth-call.js";
import { createTestApp, type TestApp } from "../harness.js";
import { createApiKey, signInWithCookie } from "../auth-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Node 20's AsyncLocalStorage says whether it is enabled; later versions built on AsyncContextFrame have no hooks to switch. */
const enabled = () => authAsyncStorages().map((s) => (s as unknown as { enabled?: boolean }).enabled);

describe("better-auth's AsyncLocalStorage between calls", () => {
  test("is off after sign-in, session reads and sign-out, and every flow still works, concurrent ones included", async () => {
    const first = await signInWithCookie(t);
    expect(authAsyncStorages().length).toBeGreaterThan(0);
    const states = enabled();
    if (states.every((s) => s === undefined)) return;
    expect(states.every((s) => s === false)).toBe(true);

    // Sessions read concurrently (each call enables the instances again for its own length).
    const sessions = await Promise.all(
      Array.from({ length: 5 }, () => t.app.request("/api/auth/get-session", { headers: first.headers })),
    );
    for (const res of sessions) expect(((await res.json()) as { user: { id: string } }).user.id).toBe(first.userId);
    expect(enabled().every((s) => s === false)).toBe(true);

    const { apiKey } = await createApiKey(t, first);
    const listed = await t.app.request("/api/workspace/documents", { headers: { authorization: `Bearer ${apiKey}` } });
    expect(listed.status).toBe(200);

    const second = await signInWithCookie(t);
    expect(second.userId).not.toBe(first.userId);
    const out = await t.app.request("/api/auth/sign-out", { method: "POST", headers: second.headers });
    expect(out.status).toBe(200);
    const after = await t.app.request("/api/auth/get-session", { headers: second.headers });
    expect(await after.json()).toBeNull();
    expect(enabled().every((s) => s === false)).toBe(true);
  });
});
