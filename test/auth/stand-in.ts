// Protected stand-in routes mounted on a test app, so the principal middleware and limits are tested on real requests.
import type { TestApp } from "../harness.js";
import { requireAuth } from "../../src/http/middleware/require-auth.js";
import { rateLimit } from "../../src/http/middleware/rate-limit.js";

export const WHOAMI = "/api/test/whoami";
export const MUTATE = "/api/test/mutate";
export const LIMITED = "/api/test/limited";
export const LIMITED_AUTH = "/api/test/limited-auth";

/** Adds GET/POST stand-ins behind requireAuth; POST counts its calls in `mutations` so "nothing changed" is checkable. */
export function mountStandIns(t: TestApp): { mutations: string[] } {
  const mutations: string[] = [];
  t.app.get(WHOAMI, requireAuth(t.deps), (c) => c.json(c.get("principal")));
  t.app.post(MUTATE, requireAuth(t.deps), (c) => {
    mutations.push(c.get("principal").userId);
    return c.json({ ok: true });
  });
  t.app.on(["GET", "POST", "DELETE"], "/api/test/any", requireAuth(t.deps), (c) => c.json({ ok: true }));
  t.app.post(LIMITED, rateLimit(t.deps, "DEMO"), (c) => c.json({ ok: true }));
  t.app.post(LIMITED_AUTH, requireAuth(t.deps), rateLimit(t.deps, "DEMO"), (c) => c.json({ ok: true }));
  return { mutations };
}
