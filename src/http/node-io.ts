// Request and response headers read and written on node's own objects when the app runs under node-server.
// Going through the Fetch `Headers` instead costs a copy of every incoming header per request and turns the
// response off node-server's fast path; under `app.request()` (tests) there is no node object, and the Fetch
// objects are used.
import type { ServerResponse } from "node:http";
import type { Context } from "hono";
import type { RequestBindings } from "./env.js";
import { StampedResponse } from "./stamped-response.js";

const bindings = (c: Context) => (c.env ?? {}) as Partial<RequestBindings>;

/** One request header by lower-case name; a repeated header reads as its values joined by ", " either way. */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = bindings(c).incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * Sets a header on whatever response this request ends with (an error answer included). Returns false when
 * there is no node response to set it on, so the caller sets it on `c.res` once the response exists.
 */
export function setResponseHeader(c: Context, name: string, value: string): boolean {
  const outgoing = bindings(c).outgoing;
  if (!outgoing || outgoing.headersSent) return false;
  stampHeader(outgoing, name, value);
  return true;
}

/** Sets a header on a node response not yet written; on our StampedResponse it joins the app's at writeHead. */
export function stampHeader(outgoing: ServerResponse, name: string, value: string): void {
  if (outgoing instanceof StampedResponse) (outgoing.lateHeaders ??= {})[name] = value;
  else outgoing.setHeader(name, value);
}
