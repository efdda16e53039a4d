// GET /api/metrics: this process's Prometheus metrics, for a scraper holding METRICS_TOKEN (off without one).
import { createRoute, z } from "@hono/zod-openapi";
import type { Deps } from "../../deps.js";
import { AppError } from "../../lib/errors.js";
import { checkMetricsToken } from "../../metrics/index.js";
import { createRouter, errorResponses } from "../openapi.js";

const route = createRoute({
  method: "get",
  path: "/api/metrics",
  operationId: "getMetrics",
  tags: ["System"],
  summary: "Prometheus metrics of this process (Bearer METRICS_TOKEN)",
  description:
    "HTTP requests and their duration by route, job items worked (by outcome, duration, and latency from submission), the job queue's depth and the " +
    "webhook backlog over every process, webhook attempts, and node's process figures. Each process counts its own: scrape every server here and every " +
    "`quire worker` on its METRICS_PORT. Answers 404 while METRICS_TOKEN is not set.",
  security: [{ metricsToken: [] }],
  responses: {
    200: { description: "The Prometheus text format", content: { "text/plain": { schema: z.string() } } },
    ...errorResponses(401, 404),
  },
});

export function metricsRoutes(deps: Deps) {
  return createRouter().openapi(route, async (c) => {
    const check = checkMetricsToken(deps.config.METRICS_TOKEN, c.req.header("authorization"));
    if (check === "off")
      throw new AppError("not_found", "Metrics are off on this server: set METRICS_TOKEN to turn them on.");
    if (check === "refused")
      throw new AppError(
        "unauthorized",
        "Metrics need `Authorization: Bearer <METRICS_TOKEN>`; this request sent no token, or another one.",
      );
    return c.body(await deps.metrics.render(), 200, {
      "Content-Type": deps.metrics.registry.contentType,
      "Cache-Control": "no-store",
    }) as never;
  });
}
