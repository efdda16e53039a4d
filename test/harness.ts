// Test harness: a real app on a real SQLite file in a temp dir (or PostgreSQL when asked), served by node's HTTP server
// as in production — `app.request()` goes over a loopback socket through the same request context, not around it.
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { loadConfig, resolveAuthSecret, type Config } from "../src/config/load.js";
import { createLogger, flushLogger } from "../src/lib/logger.js";
import { buildDeps, type Deps } from "../src/deps.js";
import { createApp, type App } from "../src/app.js";
import { createNodeServer } from "../src/http/node-server.js";

export interface TestApp {
  app: App;
  deps: Deps;
  config: Config;
  dataDir: string;
  /**
   * The app's own fetch, in process: only for what no client can send over a socket (a Content-Length that lies, a
   * body read past its limit without end), which node's parser or the client refuses before the app sees it.
   */
  direct: App["request"];
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
  const direct = app.request.bind(app);
  const server = await serveOverLoopback(app, deps);
  return {
    app,
    direct,
    deps,
    config,
    dataDir,
    /** Every line logged so far (access lines are written in batches: this writes out the waiting ones first). */
    get logs() {
      flushLogger(logger);
      return logs;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Serves the app on 127.0.0.1 with production's node server (request context, node-server's listener, metrics) and points
 * `app.request()` at it, so every test of the request path takes the branches production takes: headers read from
 * node's request, RateLimit-* and X-Request-Id set on node's response, the access line when the response closes.
 * Answers are what a client gets: redirects not followed, a Host of the request's own URL (http://localhost).
 */
async function serveOverLoopback(app: App, deps: Deps): Promise<Server> {
  const server = createNodeServer(app, deps.logger, { keepAliveTimeout: 1_000 }, "localhost", deps.metrics.http);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const request = (input: string | Request | URL, init?: RequestInit): Promise<Response> => {
    const asked = input instanceof Request ? input : new Request(new URL(String(input), "http://localhost"), init);
    const url = new URL(asked.url);
    const headers = new Headers(asked.headers);
    if (!headers.has("host")) headers.set("host", url.host);
    return fetch(`${origin}${url.pathname}${url.search}`, {
      method: asked.method,
      headers,
      body: asked.body,
      redirect: "manual",
      signal: asked.signal,
      duplex: "half",
    } as RequestInit);
  };
  (app as { request: unknown }).request = request;
  return server;
}

/** JSON request helper for app.request(). */
export function jsonRequest(method: string, body?: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  };
}
