// node's HTTP server for the app: node-server's listener inside the request context, answering with StampedResponses.
import { createServer, type Server, type ServerOptions } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Logger } from "pino";
import { requestContextListener, type AccessObserver, type Fetch } from "./request-context.js";
import { StampedResponse } from "./stamped-response.js";

/** `hostname` completes the URL of a request that arrives without a Host header. */
export function createNodeServer(app: { fetch: Fetch }, logger: Logger, options: ServerOptions = {}, hostname?: string, observe?: AccessObserver): Server {
  const listener = getRequestListener(app.fetch, { hostname });
  return createServer({ ...options, ServerResponse: StampedResponse }, requestContextListener(listener, logger, observe));
}
