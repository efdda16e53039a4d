// GET /api/health: liveness plus a database ping and the configured model provider.
import { createRoute, z } from "@hono/zod-openapi";
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
  tags: ["System"],
  summary: "Service health",
  responses: { 200: { description: "Healthy", content: { "application/json": { schema: HealthSchema } } }, ...errorResponses(503) },
});

export function healthRoutes(deps: Deps) {
  return createRouter().openapi(route, async (c) => {
    try {
      await deps.database.ping();
    } catch (err) {
      requestLog(c).warn({ err }, "health: database ping failed");
      throw new AppError("unavailable", "The database is not answering.", { retryAfter: 5 });
    }
    return c.json({ status: "ok" as const, version: deps.config.version, db: "ok" as const, model: deps.config.LLM_PROVIDER }, 200);
  });
}
