// `quire worker`: a process that only works — job items (from BullMQ with REDIS_URL, else the database's queue) and
// webhook deliveries — with no HTTP listener. Run any number, on any machines, beside the service on the same database
// (PostgreSQL), Redis and blob store (db or s3); SIGTERM stops taking items, lets those in flight finish within
// SHUTDOWN_DRAIN_MS (handing the rest back to the queue), and exits 0 — within SHUTDOWN_DRAIN_MS + 5 s, forced if need be.
import type { Server } from "node:http";
import { buildDeps, startJobLanes } from "../deps.js";
import { createLogger, flushLogger } from "../lib/logger.js";
import { shutdownBoundMs, watchShutdown } from "../lib/shutdown-bound.js";
import { serveMetrics } from "../metrics/index.js";
import { readConfig } from "./read-config.js";

export async function workerCommand(env: Record<string, string | undefined>): Promise<number> {
  const config = readConfig(env);
  if (!config) return 78;
  if (config.JOB_CONCURRENCY === 0) {
    process.stderr.write(
      "quire worker: JOB_CONCURRENCY is 0, so this worker would do nothing; set it to the items to work on at once.\n",
    );
    return 78;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const deps = await buildDeps(config, logger, "worker");
  let metricsServer: Server | null = null;
  if (config.METRICS_PORT) {
    // Bound before any work is taken: a worker that cannot serve its metrics says why and exits, holding nothing.
    metricsServer = await serveMetrics(deps.metrics, config.METRICS_PORT, config.HOST, config.METRICS_TOKEN).catch(
      async (err: unknown) => {
        process.stderr.write(
          `quire worker: cannot serve metrics on ${config.HOST}:${config.METRICS_PORT}: ${(err as Error).message}\n`,
        );
        await deps.close();
        return null;
      },
    );
    if (!metricsServer) return 69;
  }
  startJobLanes(deps);
  deps.webhooks.dispatcher.start();
  logger.info(
    { concurrency: deps.jobs.concurrency, queue: deps.jobs.queue, metricsPort: config.METRICS_PORT ?? null },
    "worker started",
  );
  // The lanes' timers are unref'd (they never hold a server open): this one keeps the worker alive until told to stop.
  const alive = setInterval(() => {}, 1 << 30);
  await new Promise<void>((resolve) => {
    process.once("SIGTERM", resolve);
    process.once("SIGINT", resolve);
  });
  clearInterval(alive);
  const boundMs = shutdownBoundMs(config.SHUTDOWN_DRAIN_MS);
  logger.info({ boundMs }, "worker stopping");
  watchShutdown(boundMs, () => {
    logger.error({ boundMs }, "worker shutdown overran its bound; exiting now");
    flushLogger(logger);
    process.exit(1);
  });
  metricsServer?.close();
  await Promise.all([
    deps.webhooks.dispatcher.stop(config.SHUTDOWN_DRAIN_MS),
    deps.jobs.stop(config.SHUTDOWN_DRAIN_MS),
  ]);
  await deps.close();
  logger.info("worker stopped");
  return 0;
}
