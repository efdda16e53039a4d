// GET /api/health: liveness, the configured model provider, and each configured dependency — the database, Redis, the
// blob store — up or down; 503 `unavailable` naming the one that is down.
import { createRoute, z } from "@hono/zod-openapi";
import type { Context, TypedResponse } from "hono";
import { AppError, errorBody } from "../../lib/errors.js";
import { backgroundProbe, type BackgroundProbe } from "../../lib/background-probe.js";
import type { Deps } from "../../deps.js";
import { requestIdOf, requestLog } from "../request-context.js";
import { createRouter, ErrorSchema } from "../openapi.js";

const Up = z.enum(["ok", "down"]);
const DependenciesSchema = z
  .object({
    database: z.object({ status: Up, kind: z.enum(["sqlite", "postgres"]) }),
    redis: z
      .object({ status: Up })
      .optional()
      .openapi({ description: "Only with REDIS_URL: rate limits, the demo's day counts and the job queue" }),
    blobs: z.object({ status: Up, kind: z.enum(["fs", "db", "s3"]) }).openapi({
      description:
        "The blob store: files under DATA_DIR (fs), database rows (db, down with the database) or an S3 bucket",
    }),
  })
  .openapi("HealthDependencies");

const HealthSchema = z
  .object({
    status: z.literal("ok"),
    version: z.string(),
    db: z.literal("ok"),
    model: z.string(),
    dependencies: DependenciesSchema,
  })
  .openapi("Health");
const DegradedSchema = ErrorSchema.extend({
  status: z.literal("degraded"),
  version: z.string(),
  db: Up,
  model: z.string(),
  dependencies: DependenciesSchema,
}).openapi("HealthDegraded");
type Dependencies = z.infer<typeof DependenciesSchema>;

const route = createRoute({
  method: "get",
  path: "/api/health",
  operationId: "getHealth",
  security: [],
  tags: ["System"],
  summary: "Service health: each configured dependency up or down",
  description:
    '200 while every configured dependency answers; 503 `unavailable` (with `Retry-After`, `status: "degraded"` and the same fields) while one does not, naming it — a load balancer takes the process out of rotation until it answers again. The process recovers on its own. Redis and an S3 bucket are read from a check at most a second old, never waited on.',
  responses: {
    200: {
      description: "Every configured dependency answers",
      content: { "application/json": { schema: HealthSchema } },
    },
    503: {
      description: "A dependency is down: named in `message` and `dependencies`",
      headers: { "Retry-After": { schema: { type: "integer" } } },
      content: { "application/json": { schema: DegradedSchema } },
    },
  },
});

/** How old a Redis or S3 check may be; each is asked at most this often, in the background. */
const PROBE_AGE_MS = 1_000;
const PROBE_TIMEOUT_MS = 2_000;
const RETRY_AFTER = 5;

export function healthRoutes(deps: Deps) {
  const { config, database } = deps;
  const redis = deps.limiter.redis;
  const redisPing = redis ? backgroundProbe(() => redis.ping(), PROBE_AGE_MS, PROBE_TIMEOUT_MS) : undefined;
  const blobProbe = deps.blobs.check
    ? backgroundProbe(() => deps.blobs.check!(), PROBE_AGE_MS, PROBE_TIMEOUT_MS)
    : undefined;
  const up = (ok: boolean): "ok" | "down" => (ok ? "ok" : "down");
  // The client's own state says at once when the connection is gone; the ping catches a Redis that is connected but not answering.
  const redisUp = () => !redis || (redis.status === "ready" && readProbe(redisPing));
  const blobsUp = (db: boolean) => (config.BLOB_STORE === "db" ? db : readProbe(blobProbe));
  const dependencies = (db: boolean): Dependencies => ({
    database: { status: up(db), kind: database.dialect },
    ...(redis ? { redis: { status: up(redisUp()) } } : {}),
    blobs: { status: up(blobsUp(db)), kind: config.BLOB_STORE },
  });
  const healthy = { status: "ok" as const, version: config.version, db: "ok" as const, model: config.LLM_PROVIDER };
  // While everything answers the answer never changes, so it is serialised once.
  const body = JSON.stringify({ ...healthy, dependencies: dependencies(true) });

  const answer = (c: Context, db: boolean) => {
    // A new header object each time: node-server adds to the one it is given.
    if (db && redisUp() && blobsUp(db))
      return c.body(body, 200, { "Content-Type": "application/json" }) as unknown as TypedResponse<
        z.infer<typeof HealthSchema>,
        200,
        "json"
      >;
    const now = dependencies(db);
    const down = Object.entries(now)
      .filter(([, d]) => d.status === "down")
      .map(([name]) => name);
    requestLog(c).warn({ down }, "health: dependency down");
    const error = errorBody(
      new AppError(
        "unavailable",
        `Not answering: ${down.join(", ")}. Quire serves again once ${down.length === 1 ? "it answers" : "they answer"}.`,
      ),
      requestIdOf(c),
    );
    return c.json(
      {
        ...error,
        status: "degraded" as const,
        version: config.version,
        db: up(db),
        model: config.LLM_PROVIDER,
        dependencies: now,
      },
      503,
      { "Retry-After": String(RETRY_AFTER) },
    );
  };

  return createRouter().openapi(route, (c) => {
    try {
      const pending = database.ping();
      if (pending)
        return pending.then(
          () => answer(c, true),
          (err: unknown) => databaseDown(c, err),
        );
    } catch (err) {
      return databaseDown(c, err);
    }
    // SQLite answers synchronously (its check is the handle being open), which keeps the whole request off the promise path.
    return answer(c, true);
  });

  function databaseDown(c: Context, err: unknown) {
    requestLog(c).warn({ err }, "health: database ping failed");
    return answer(c, false);
  }
}

/** A probe not yet answered counts as up: the first check is under way, and its client's own state is read beside it. */
function readProbe(probe: BackgroundProbe | undefined): boolean {
  return probe?.read() !== false;
}
