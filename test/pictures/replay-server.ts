// A loopback HTTP server that plays scripted answers for the picture tests: JSON, image bytes, statuses with headers,
// slow answers, a body far past any limit (counting what it managed to send), redirects; every request is recorded.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export class ReplayServer {
  readonly requests: RecordedRequest[] = [];
  private routes = new Map<string, Handler>();

  private constructor(
    private readonly server: http.Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<ReplayServer> {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const replay = new ReplayServer(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    server.on("request", (req, res) => replay.handle(req, res));
    return replay;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** Answers requests for this path (any query) with the handler, replacing an earlier one. */
  route(path: string, handler: Handler): void {
    this.routes.set(path, handler);
  }

  /** Forgets every route and recorded request (between tests). */
  reset(): void {
    this.routes.clear();
    this.requests.length = 0;
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.url.pathname === path);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", this.origin);
      this.requests.push({
        method: req.method ?? "GET",
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      const handler = this.routes.get(url.pathname);
      if (handler) handler(req, res);
      else res.writeHead(404, { "content-type": "text/plain" }).end("no such route");
    });
  }
}

export function json(value: unknown, status = 200, headers: Record<string, string> = {}): Handler {
  const body = Buffer.from(JSON.stringify(value));
  return (_req, res) =>
    void res
      .writeHead(status, { "content-type": "application/json", "content-length": body.length, ...headers })
      .end(body);
}

export function bytes(
  body: Buffer | string,
  contentType: string,
  status = 200,
  headers: Record<string, string> = {},
): Handler {
  const buffer = Buffer.from(body);
  return (_req, res) =>
    void res
      .writeHead(status, { "content-type": contentType, "content-length": buffer.length, ...headers })
      .end(buffer);
}

export function statusOnly(status: number, headers: Record<string, string> = {}, body = ""): Handler {
  return bytes(body, headers["content-type"] ?? "text/plain", status, headers);
}

export function redirect(location: string, status = 302): Handler {
  return (_req, res) => void res.writeHead(status, { location }).end();
}

export function slow(ms: number, then: Handler): Handler {
  return (req, res) => {
    const timer = setTimeout(() => then(req, res), ms);
    res.on("close", () => clearTimeout(timer));
  };
}

/** The bytes a `huge` answer managed to send before its reader hung up. */
export interface SentCount {
  bytes: number;
  closed: Promise<void>;
}

/**
 * A body of `total` bytes written in chunks as fast as the reader takes them, declared with a Content-Length or sent
 * chunked; it stops when the reader hangs up, and counts what it sent.
 */
export function huge(total: number, contentType: string, declareLength: boolean, sent: SentCount): Handler {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  return (_req, res) => {
    let resolveClosed!: () => void;
    sent.closed = new Promise((resolve) => (resolveClosed = resolve));
    res.on("close", () => resolveClosed());
    res.writeHead(200, { "content-type": contentType, ...(declareLength ? { "content-length": total } : {}) });
    const pump = () => {
      while (sent.bytes < total && !res.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - sent.bytes));
        sent.bytes += part.length;
        if (!res.write(part)) {
          res.once("drain", pump);
          return;
        }
      }
      if (!res.destroyed) res.end();
    };
    pump();
  };
}
