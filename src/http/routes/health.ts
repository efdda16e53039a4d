// GET /api/health: liveness plus a database ping and the configured model provider.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import { AppError } from "../../lib/errors.js";
import type { Deps } from "../../deps.js";
import { requestLog } from "../request-context.js";
import { createRouter, errorResponses } from "../openapi.js";

const HealthSchema = z
  .object({ status: z.literal("ok"), version: z.string(), db: z.literal("ok"), model: z.string() })
  .openapi("Health");

const route = createRoute({
  method: "get",
  path: "/api/health",
  operationId: "getHealth",
  security: [],
  tags: ["System"],
  summary: "Service health",
  responses: { 200: { description: "Healthy", content: { "application/json": { schema: HealthSchema } } }, ...errorResponses(503) },
});

export function healthRoutes(deps: Deps) {
  const healthy: z.infer<typeof HealthSchema> = { status: "ok", version: deps.config.version, db: "ok", model: deps.config.LLM_PROVIDER };
  // The answer never changes while the database answers, so it is serialised once.
  const body = JSON.stringify(healthy);
  // A new header object each time: node-server adds to the one it is given.
  const answer = (c: Context) => c.body(body, 200, { "Content-Type": "application/json" }) as unknown as TypedResponse<typeof healthy, 200, "json">;
  return createRouter().openapi(route, (c) => {
    try {
      const pending = deps.database.ping();
      if (pending) return pending.then(() => answer(c), (err: unknown) => unavailable(c, err));
    } catch (err) {
      return unavailable(c, err);
    }
    // SQLite answers synchronously, which keeps the whole request off the promise path.
    return answer(c);
  });
}

function unavailable(c: Context, err: unknown): never {
  requestLog(c).warn({ err }, "health: database ping failed");
  throw new AppError("unavailable", "The database is not answering.", { retryAfter: 5 });
}
