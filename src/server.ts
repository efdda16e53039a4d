// Starts the HTTP server for an app and stops it gracefully (stop accepting, drain requests and work in flight side by
// side, then close dependencies).
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { App } from "./app.js";
import { startJobLanes, type Deps } from "./deps.js";
import { createNodeServer } from "./http/node-server.js";

export interface RunningServer {
  server: Server;
  port: number;
  /**
   * Stops accepting and taking work; waits for open requests up to SHUTDOWN_GRACE_MS and, meanwhile, for job items and
   * webhook attempts in flight up to SHUTDOWN_DRAIN_MS (the rest handed back to the queue); closes dependencies.
   */
  stop(): Promise<void>;
}

export function startServer(
  app: App,
  deps: Deps,
  port = deps.config.PORT,
  host = deps.config.HOST,
): Promise<RunningServer> {
  return new Promise((resolve) => {
    const serverOptions = {
      // Slowloris guard: a client gets 15 s to send its headers, checked every second (Node's default is 30 s).
      headersTimeout: 15_000,
      connectionsCheckingInterval: 1_000,
      requestTimeout: 300_000,
      keepAliveTimeout: 5_000,
    };
    const server = createNodeServer(app, deps.logger, serverOptions, host, deps.metrics.http);
    server.listen(port, host, () => {
      const { port: boundPort } = server.address() as AddressInfo;
      deps.logger.info({ url: `http://${host}:${boundPort}`, publicUrl: deps.config.PUBLIC_URL }, "quire listening");
      // Webhook deliveries are sent, and job items worked, by every serving process; their timers are unref'd, the
      // dispatcher stops with the server and the lanes with the dependencies.
      deps.webhooks.dispatcher.start();
      startJobLanes(deps);
      resolve({ server, port: boundPort, stop: () => stopServer(server, deps) });
    });
  });
}

async function stopServer(server: Server, deps: Deps): Promise<void> {
  // No new job item or webhook attempt once draining starts: those in flight finish within SHUTDOWN_DRAIN_MS or are
  // handed back, so another process (or this one's next start) takes them at once rather than when a lease lapses.
  const drainMs = deps.config.SHUTDOWN_DRAIN_MS;
  const workDrained = Promise.all([deps.webhooks.dispatcher.stop(drainMs), deps.jobs.stop(drainMs)]);
  // A request still arriving on a kept-alive connection is served but told to close, so no socket outlives the drain.
  server.prependListener("request", (_req, res) => {
    if (!res.headersSent) res.setHeader("Connection", "close");
  });
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Connections whose response ends during the drain go idle; close them then rather than at keepAliveTimeout.
  server.closeIdleConnections();
  const sweeper = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<"timeout">(
    (resolve) => (timer = setTimeout(() => resolve("timeout"), deps.config.SHUTDOWN_GRACE_MS)),
  );
  if ((await Promise.race([closed, grace])) === "timeout") {
    deps.logger.warn("shutdown grace period over; closing remaining connections");
    server.closeAllConnections();
  }
  clearInterval(sweeper);
  clearTimeout(timer);
  await workDrained;
  await deps.close();
}
