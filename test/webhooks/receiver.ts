// A real webhook receiver for the tests: a node:http server on 127.0.0.1 that keeps every request (headers and raw
// body) and answers what the test tells it to, path by path.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

export type Answer = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };

export interface Receiver {
  origin: string;
  port: number;
  received: Received[];
  /** Requests to `path` so far. */
  to(path: string): Received[];
  /** The answers for `path`, one per request in order; the last one repeats. Unset paths answer 204. */
  answer(path: string, ...answers: Answer[]): void;
  /** Resolves once `path` has had `count` requests (or rejects after `timeoutMs`). */
  waitFor(path: string, count?: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Received[] = [];
  const scripts = new Map<string, Answer[]>();
  const served = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      const script = scripts.get(path) ?? [{ status: 204 }];
      const n = served.get(path) ?? 0;
      served.set(path, n + 1);
      const answer = script[Math.min(n, script.length - 1)]!;
      const send = () => res.writeHead(answer.status, answer.headers).end(answer.body ?? "");
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const to = (path: string) => received.filter((r) => r.path === path);
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    to,
    answer: (path, ...answers) => void scripts.set(path, answers),
    async waitFor(path, count = 1, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      while (to(path).length < count) {
        if (Date.now() > until)
          throw new Error(`${path}: ${to(path).length} of ${count} requests after ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 10));
      }
      return to(path);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
