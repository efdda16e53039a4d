// Composition root: parse config once, build dependencies, serve, and shut down cleanly on SIGTERM/SIGINT (within
// max(SHUTDOWN_GRACE_MS, SHUTDOWN_DRAIN_MS) + 5 s, forced if need be).
import { readFileSync } from "node:fs";
import { ConfigError, loadConfig, resolveAuthSecret } from "./config/load.js";
import { createLogger, flushLogger } from "./lib/logger.js";
import { projectPath } from "./lib/project-root.js";
import { shutdownBoundMs, watchShutdown } from "./lib/shutdown-bound.js";
import { buildDeps } from "./deps.js";
import { createApp } from "./app.js";
import { startServer } from "./server.js";

const { version } = JSON.parse(readFileSync(projectPath("package.json"), "utf8")) as { version: string };

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, version);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(78);
    }
    throw err;
  }
  config.AUTH_SECRET = resolveAuthSecret(config);
  const logger = createLogger(config.LOG_LEVEL);
  const deps = await buildDeps(config, logger);
  // better-auth sets itself up (its adapter, its endpoints) on the event loop once made: done before listening, the
  // first requests (the health check among them) do not queue behind it while the pools' warm-up shares the cores.
  await deps.auth.betterAuth.$context;
  const app = createApp(deps);
  const running = await startServer(app, deps);
  // Start every export worker and load the exporters now, so the first users do not pay a worker's boot.
  const warming = performance.now();
  deps.exportPool.warm().then(
    () => logger.info({ ms: Math.round(performance.now() - warming) }, "export pool warm"),
    (err) => logger.warn({ err }, "export pool warm-up failed"),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const boundMs = shutdownBoundMs(config.SHUTDOWN_GRACE_MS, config.SHUTDOWN_DRAIN_MS);
    logger.info({ signal, boundMs }, "shutting down");
    watchShutdown(boundMs, () => {
      logger.error({ boundMs }, "shutdown overran its bound; exiting now");
      flushLogger(logger);
      process.exit(1);
    });
    running.stop().then(
      () => {
        logger.info("stopped");
        flushLogger(logger);
        process.exit(0);
      },
      (err) => {
        logger.error({ err }, "shutdown failed");
        flushLogger(logger);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  process.stderr.write(`quire failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
