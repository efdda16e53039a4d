// Starts the HTTP server for an app and stops it gracefully (stop accepting, drain, then close dependencies).
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import type { App } from "./app.js";
import type { Deps } from "./deps.js";
import { StampedResponse } from "./http/stamped-response.js";

export interface RunningServer {
  server: Server;
  port: number;
  /** Stops accepting, waits for open requests up to the grace period, closes dependencies. */
  stop(): Promise<void>;
}

export function startServer(app: App, deps: Deps, port = deps.config.PORT, host = deps.config.HOST): Promise<RunningServer> {
  return new Promise((resolve) => {
    const serverOptions = {
      // Slowloris guard: a client gets 15 s to send its headers, checked every second (Node's default is 30 s).
      headersTimeout: 15_000,
      connectionsCheckingInterval: 1_000,
      requestTimeout: 300_000,
      keepAliveTimeout: 5_000,
      ServerResponse: StampedResponse,
    };
    const server = serve({ fetch: app.fetch, port, hostname: host, serverOptions }, (info) => {
      deps.logger.info({ url: `http://${host}:${info.port}`, publicUrl: deps.config.PUBLIC_URL }, "quire listening");
      resolve({ server: server as Server, port: info.port, stop: () => stopServer(server as Server, deps) });
    }) as Server;
  });
}

async function stopServer(server: Server, deps: Deps): Promise<void> {
  // A request still arriving on a kept-alive connection is served but told to close, so no socket outlives the drain.
  server.prependListener("request", (_req, res) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Connections whose response ends during the drain go idle; close them then rather than at keepAliveTimeout.
  server.closeIdleConnections();
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), deps.config.SHUTDOWN_GRACE_MS)));
  if ((await Promise.race([closed, grace])) === "timeout") {
    deps.logger.warn("shutdown grace period over; closing remaining connections");
    server.closeAllConnections();
  }
  clearInterval(sweeper);
  clearTimeout(timer);
  await deps.close();
}
