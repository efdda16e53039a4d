// Test harness: a real app on a real SQLite file in a temp dir (or PostgreSQL when asked), no port needed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { loadConfig, resolveAuthSecret, type Config } from "../src/config/load.js";
import { createLogger, flushLogger } from "../src/lib/logger.js";
import { buildDeps, type Deps } from "../src/deps.js";
import { createApp, type App } from "../src/app.js";

export interface TestApp {
  app: App;
  deps: Deps;
  config: Config;
  dataDir: string;
  /** Every log line written so far, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Use this database URL instead of a fresh SQLite file (e.g. process.env.TEST_DATABASE_URL). */
  databaseUrl?: string;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "quire-test-"));
  const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: "info", NODE_ENV: "test", ...options.env };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const config = loadConfig(env, "test");
  config.AUTH_SECRET = resolveAuthSecret(config);
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n")) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const logger = createLogger(config.LOG_LEVEL, sink);
  const deps = await buildDeps(config, logger);
  const app = createApp(deps);
  return {
    app,
    deps,
    config,
    dataDir,
    /** Every line logged so far (access lines are written in batches: this writes out the waiting ones first). */
    get logs() {
      flushLogger(logger);
      return logs;
    },
    async close() {
      await deps.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON request helper for app.request(). */
export function jsonRequest(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  };
}
