// A loopback HTTP server that replays recorded provider responses from test/agent/wire/, scripted per request.
import { readFileSync } from "node:fs";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";

const WIRE_DIR = new URL("./wire/", import.meta.url);

export interface Replay {
  /** A file under test/agent/wire/: `.sse` is a stream body, `.http` a whole response (status line, headers, body). */
  file?: string;
  /** An SSE body given as is (a real capture, perhaps with a Quire answer spliced into its content), instead of `file`. */
  body?: string;
  /** Waits before an event (by its index in the body), after any `paceMs`: a model's silence where it really paused. */
  pauses?: Record<number, number>;
  /** Pause between SSE events (the first is sent at once). */
  paceMs?: number;
  /** Hold the stream before the first event containing `before` (the first token), for `ms`. */
  stall?: { before: string; ms: number };
}

export interface WireRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  startedAt: number;
  /** When the client hung up before the reply ended; null otherwise. */
  abortedAt: number | null;
}

export interface WireServer {
  /** http://127.0.0.1:PORT (providers add their own /v1 paths through their base URLs). */
  url: string;
  requests: WireRequest[];
  /** Replies for the next requests, in order; with none left, a 500. */
  script(...replies: Replay[]): void;
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The events of an SSE body, each with its blank-line separator; a body cut mid-event keeps the cut tail last. */
export function sseEvents(body: string): string[] {
  const events = body.split(/(?<=\n\n)/);
  return events.filter((e) => e.length > 0);
}

export function readWire(file: string): string {
  return readFileSync(new URL(file, WIRE_DIR), "utf8");
}

function parseHttp(text: string): { status: number; headers: Record<string, string>; body: string } {
  const split = text.indexOf("\n\n");
  const [statusLine, ...headerLines] = text.slice(0, split).split("\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine!.split(" ")[1]), headers, body: text.slice(split + 2) };
}

async function replaySse(res: ServerResponse, replay: Replay): Promise<void> {
  const body = replay.body ?? readWire(replay.file!);
  res.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  res.flushHeaders();
  let stalled = false;
  for (const [i, event] of sseEvents(body).entries()) {
    if (res.destroyed) return;
    if (replay.stall && !stalled && event.includes(replay.stall.before)) {
      stalled = true;
      await sleep(replay.stall.ms);
    } else if (replay.paceMs && i > 0) {
      await sleep(replay.paceMs);
    }
    if (replay.pauses?.[i]) await sleep(replay.pauses[i]!);
    if (res.destroyed) return;
    await new Promise((r) => res.write(event, r));
  }
  // A recording that ends mid-event is a connection that dropped there (once what was sent has left).
  if (!body.endsWith("\n\n")) res.socket?.destroy();
  else res.end();
}

export async function startWireServer(): Promise<WireServer> {
  const queue: Replay[] = [];
  const requests: WireRequest[] = [];
  const open = new Set<ServerResponse>();
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const record: WireRequest = {
      method: req.method ?? "GET",
      path: req.url ?? "/",
      headers: req.headers,
      body: text ? JSON.parse(text) : {},
      startedAt: Date.now(),
      abortedAt: null,
    };
    requests.push(record);
    open.add(res);
    res.on("close", () => {
      open.delete(res);
      if (!res.writableFinished) record.abortedAt = Date.now();
    });
    const replay = queue.shift();
    if (!replay) {
      res
        .writeHead(500, { "content-type": "application/json" })
        .end('{"error":{"message":"no scripted reply","type":"server_error"}}');
      return;
    }
    if (replay.file?.endsWith(".http")) {
      const { status, headers, body } = parseHttp(readWire(replay.file));
      res.writeHead(status, headers).end(body);
      return;
    }
    await replaySse(res, replay);
  };
  // A fault in the replay rejects with no handler, which vitest reports as an error.
  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => void queue.push(...replies),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
