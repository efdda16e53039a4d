// node's HTTP server for the app: node-server's request listener inside the request context.
import { createServer, type Server, type ServerOptions } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Logger } from "pino";
import { requestContextListener, type AccessObserver, type Fetch } from "./request-context.js";

/** `hostname` completes the URL of a request that arrives without a Host header. */
export function createNodeServer(
  app: { fetch: Fetch },
  logger: Logger,
  options: ServerOptions = {},
  hostname?: string,
  observe?: AccessObserver,
): Server {
  return createServer(options, requestContextListener(getRequestListener(app.fetch, { hostname }), logger, observe));
}
