// SIGTERM on a real process with an agent stream open: no new connections, the stream ends with `done`, exit 0.
import { Agent, request, type IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { startFakeLlm, type FakeLlm } from "../agent/fake-llm-server.js";
import { LineSchema } from "../agent/stream-lines.js";
import { startQuire, type QuireProcess } from "../scale/processes.js";
import { freePort } from "../../bench/http-harness.js";
import { createApiKey, sqliteOutbox } from "../../bench/sign-in.js";

let llm: FakeLlm;
let quire: QuireProcess;
let apiKey: string;

/** A request on a kept-alive socket of `agent`: node:http shows which connection a request rides on and its Connection header. */
function send(agent: Agent, method: string, path: string, body?: unknown): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${quire.url}${path}`,
      { method, agent, headers: { "content-type": "application/json", authorization: `Bearer ${apiKey}` } },
      resolve,
    );
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

beforeAll(async () => {
  llm = await startFakeLlm();
  const port = await freePort();
  quire = await startQuire(
    {
      LLM_PROVIDER: "openai-compatible",
      LLM_BASE_URL: llm.url,
      LLM_MODEL: "test-model",
      LOG_LEVEL: "info",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    { port },
  );
  apiKey = await createApiKey(quire.url, `drain-${Date.now()}@example.test`, sqliteOutbox(quire.dataDir), quire.url);
}, 90_000);

afterAll(async () => {
  await quire?.stop("SIGKILL");
  await llm?.close();
});

describe("SIGTERM with an agent stream open", () => {
  it("refuses new connections, lets the stream finish with its done line, and exits 0", async () => {
    // A slow model: the answer trickles out over a few seconds, so the stream is surely open when SIGTERM lands.
    const text = JSON.stringify(composeSource("A report on the care of city parks", { kind: "doc" }).source);
    llm.script({ kind: "answer", text, chunkSize: 32, delayMs: 40 });
    const keptAlive = new Agent({ keepAlive: true, maxSockets: 1 });
    const res = await send(keptAlive, "POST", "/api/agent", {
      prompt: "A report on the care of city parks",
      kind: "doc",
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe("keep-alive");
    res.setEncoding("utf8");
    const chunks = res[Symbol.asyncIterator]();
    let received = "";
    while (!received.includes('"type":"run"')) received += (await chunks.next()).value;
    while (llm.seen.length === 0) await new Promise((r) => setTimeout(r, 10));
    expect(llm.seen[0]!.finished).toBe(false); // the model is still answering: we are mid-stream

    quire.child.kill("SIGTERM");
    // Stop accepting: a new connection is refused once the listener is closed.
    let refused: unknown = null;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = await fetch(`${quire.url}/api/health`, { headers: { connection: "close" } }).then(
        () => null,
        (err: unknown) => err,
      );
      if (!refused) await new Promise((r) => setTimeout(r, 20));
    }
    expect(String((refused as { cause?: { code?: string } })?.cause?.code)).toMatch(/ECONNREFUSED|ECONNRESET/);

    for (let c = await chunks.next(); !c.done; c = await chunks.next()) received += c.value;
    const lines = received
      .trim()
      .split("\n")
      .map((l) => LineSchema.parse(JSON.parse(l)));
    expect(lines.at(-1)!.type).toBe("done");
    expect(lines.map((l) => l.seq)).toEqual(lines.map((_, i) => i));
    expect(llm.seen[0]!.finished).toBe(true);

    // The stream's connection was kept alive before SIGTERM; now it is closed, or a request on it is told to close.
    const after = await send(keptAlive, "GET", "/api/health").then(
      (r) => (r.resume(), `served, connection: ${r.headers.connection}`),
      (err: NodeJS.ErrnoException) => err.code,
    );
    expect(after).toMatch(/^(served, connection: close|ECONNREFUSED|ECONNRESET|EPIPE)$/);
    keptAlive.destroy();
    expect(await quire.exited).toBe(0);
    expect(quire.output()).toContain('"msg":"stopped"');
    expect(quire.output()).not.toContain("grace period over"); // drained on its own, not cut at the deadline
  }, 60_000);
});
