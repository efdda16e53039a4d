// node's ServerResponse carrying the request context (id, start) and headers that join the app's own at writeHead.
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";

/**
 * Headers set with `setHeader` before `writeHead(status, headers)` make node validate and copy every header of the
 * answer one by one; ours (X-Request-Id, RateLimit-*) wait in `lateHeaders` and join the header object instead. The
 * app's own headers win over them, as they would over `setHeader`.
 */
export class StampedResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  lateHeaders: Record<string, string> | undefined;
  /** Set by requestContextListener before the app runs: this request's id and its start (`performance.now()`). */
  requestId: string | undefined;
  requestStarted = 0;

  override writeHead(statusCode: number, reason?: string | OutgoingHttpHeaders | unknown[], headers?: OutgoingHttpHeaders | unknown[]): this {
    const late = this.lateHeaders;
    if (late) {
      this.lateHeaders = undefined;
      const target = typeof reason === "string" ? headers : reason;
      if (target && !Array.isArray(target)) {
        const own = target as OutgoingHttpHeaders;
        for (const name in late) if (own[name] === undefined && own[lowerCase(name)] === undefined && !this.hasHeader(name)) own[name] = late[name];
      } else {
        for (const name in late) if (!this.hasHeader(name)) this.setHeader(name, late[name]!);
      }
    }
    // node's overloads cannot be forwarded through one signature.
    return (super.writeHead as (...args: unknown[]) => this)(statusCode, reason, headers);
  }
}

// Late headers come from a handful of names of ours, so each is lower-cased once.
const lowerCased = new Map<string, string>();
function lowerCase(name: string): string {
  let lower = lowerCased.get(name);
  if (lower === undefined) lowerCased.set(name, (lower = name.toLowerCase()));
  return lower;
}
