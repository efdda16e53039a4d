// A real OpenAI-compatible chat.completions server on loopback that streams SSE chunks, scripted per request.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export type Behaviour =
  | {
      kind: "answer";
      text: string;
      chunkSize?: number;
      /** Pause between chunks (the first is sent at once). */ delayMs?: number;
    }
  | { kind: "status"; status: number; retryAfter?: number }
  | { kind: "stall" }
  | { kind: "flood"; bytes: number };

export interface SeenRequest {
  body: { model: string; messages: { role: string; content: unknown }[]; stream?: boolean };
  startedAt: number;
  /** When the client closed the connection before the answer ended; null if it ended normally or is running. */
  abortedAt: number | null;
  finished: boolean;
}

export interface FakeLlm {
  url: string;
  seen: SeenRequest[];
  /** Behaviours for the next requests, in order; when empty, `fallback` answers. */
  script(...behaviours: Behaviour[]): void;
  /** Forgets unused scripted behaviours and the seen requests. */
  reset(): void;
  fallback: Behaviour;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1_700_000_000, model: "test-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const p of req) parts.push(p as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const queue: Behaviour[] = [];
  const seen: SeenRequest[] = [];
  const open = new Set<ServerResponse>();
  const fake: FakeLlm = {
    url: "",
    seen,
    script: (...b) => void queue.push(...b),
    reset: () => {
      queue.length = 0;
      seen.length = 0;
    },
    fallback: { kind: "status", status: 500 },
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };

  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const record: SeenRequest = {
      body: JSON.parse((await readBody(req)) || "{}"),
      startedAt: Date.now(),
      abortedAt: null,
      finished: false,
    };
    seen.push(record);
    open.add(res);
    res.on("close", () => {
      open.delete(res);
      if (!res.writableFinished) record.abortedAt = Date.now();
    });
    const behaviour = queue.shift() ?? fake.fallback;
    if (behaviour.kind === "status") {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (behaviour.retryAfter !== undefined) headers["retry-after"] = String(behaviour.retryAfter);
      res
        .writeHead(behaviour.status, headers)
        .end(JSON.stringify({ error: { message: `scripted ${behaviour.status}`, type: "server_error" } }));
      record.finished = true;
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.flushHeaders();
    if (behaviour.kind === "stall") return; // headers, then silence until the client gives up
    if (behaviour.kind === "flood") {
      const piece = "x".repeat(64 * 1024);
      res.write(chunk({ role: "assistant", content: "" }));
      for (let sent = 0; sent < behaviour.bytes && !res.destroyed; sent += piece.length) {
        if (!res.write(chunk({ content: piece }))) await new Promise((r) => res.once("drain", r).once("close", r));
      }
    } else {
      const size = behaviour.chunkSize ?? 64;
      res.write(chunk({ role: "assistant", content: "" }));
      for (let i = 0; i < behaviour.text.length && !res.destroyed; i += size) {
        if (behaviour.delayMs && i > 0) await sleep(behaviour.delayMs);
        res.write(chunk({ content: behaviour.text.slice(i, i + size) }));
      }
    }
    if (res.destroyed) return;
    res.write(chunk({}, "stop"));
    res.write(
      `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1_700_000_000, model: "test-model", choices: [], usage: { prompt_tokens: 123, completion_tokens: 456, total_tokens: 579 } })}\n\n`,
    );
    res.end("data: [DONE]\n\n");
    record.finished = true;
  };
  // A fault in the script rejects with no handler, which vitest reports as an error.
  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as { port: number };
  fake.url = `http://127.0.0.1:${port}/v1`;
  return fake;
}
