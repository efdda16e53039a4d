// An upload past its limit is answered 413 with its JSON body on a real listening server — never a connection reset
// under a client still sending. The server reads the rest of the body and drops it (up to drainBound: four times the
// limit, 16..128 MiB) before it answers, so Node's fetch (raw body with its length, multipart, a streamed body) and a
// client that writes the whole body before reading anything both get `413 file_too_large` (or `body_too_large` for
// JSON) and its message: POST /api/brands, PUT /api/brands/{id}, POST /api/import and POST /api/assets alike.
import net from "node:net";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drainBound } from "../../src/http/read-body-limited.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { thirdPartyFile } from "../fixtures.js";

const MiB = 1024 * 1024;
const LIMIT = MiB;
const OVER = LIMIT + MiB;
const TEMPLATE = thirdPartyFile("brands/pypptx-default-4x3.pptx");

let server: LiveServer;
let alice: KeySession;
let brandId: string;

beforeAll(async () => {
  server = await startLiveServer({
    UPLOAD_MAX_BYTES: String(LIMIT),
    ASSET_MAX_BYTES: String(LIMIT),
    BODY_MAX_BYTES: String(LIMIT),
    RATE_LIMIT_BRANDS_PER_MINUTE: "1000",
    RATE_LIMIT_IMPORT_PER_MINUTE: "1000",
    RATE_LIMIT_ASSETS_PER_MINUTE: "1000",
  });
  alice = await signUpWithKey(server.t);
  const form = new FormData();
  form.append("file", new File([new Uint8Array(readFileSync(TEMPLATE))], "brand.pptx"));
  const created = await fetch(`${server.url}/api/brands`, { method: "POST", headers: alice.headers, body: form });
  expect(created.status).toBe(201);
  brandId = (await created.json()).brand.id;
}, 60_000);
afterAll(() => server?.close());

/** The upload routes that share the reader, with the raw Content-Type each takes. */
const ROUTES = () => [
  { label: "POST /api/brands", method: "POST", path: "/api/brands", type: "application/octet-stream" },
  { label: "PUT /api/brands/{id}", method: "PUT", path: `/api/brands/${brandId}`, type: "application/octet-stream" },
  { label: "POST /api/import", method: "POST", path: "/api/import?filename=big.pdf", type: "application/octet-stream" },
  { label: "POST /api/assets", method: "POST", path: "/api/assets", type: "image/png" },
];

/** A body streamed in paced chunks (no Content-Length: chunked), so the server sees it arrive over time. */
function paced(total: number, chunk = 64 * 1024, delayMs = 5): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent >= total) return controller.close();
      await new Promise((r) => setTimeout(r, delayMs));
      const n = Math.min(chunk, total - sent);
      sent += n;
      controller.enqueue(new Uint8Array(n));
    },
  });
}

async function expect413(res: Response, code = "file_too_large"): Promise<void> {
  expect(res.status).toBe(413);
  const body = await res.json();
  expect(body).toMatchObject({ error: code, message: expect.stringMatching(/larger than/) });
}

describe("Node's fetch gets the 413 and its body", () => {
  it("for a raw body of UPLOAD_MAX_BYTES + 1 MiB on every upload route", async () => {
    for (const route of ROUTES()) {
      const res = await fetch(server.url + route.path, {
        method: route.method,
        headers: { ...alice.headers, "content-type": route.type },
        body: new Uint8Array(OVER),
      });
      await expect413(res);
    }
  });

  it("for a multipart form whose file is 1 MiB past the limit", async () => {
    for (const route of ROUTES()) {
      const form = new FormData();
      form.append(
        "file",
        new File([new Uint8Array(OVER)], route.type === "image/png" ? "big.png" : "big.pptx", { type: route.type }),
      );
      await expect413(
        await fetch(server.url + route.path, { method: route.method, headers: alice.headers, body: form }),
      );
    }
  });

  it("for a streamed body without Content-Length, noticed while reading", async () => {
    for (const route of ROUTES()) {
      const res = await fetch(server.url + route.path, {
        method: route.method,
        headers: { ...alice.headers, "content-type": route.type },
        body: paced(OVER),
        duplex: "half",
      } as RequestInit);
      await expect413(res);
    }
  });
});

/**
 * A client that sends the whole request (headers, then the body in paced chunks) and only then reads the answer, as
 * many simple clients do: answered and cut off mid-body, it gets EPIPE or ECONNRESET instead. Chunked when
 * `declareLength` is false. Resolves with the raw answer (status line, headers, body) or "ERROR <code>".
 */
function sendThenRead(method: string, path: string, type: string, size: number, declareLength = true): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let answer = "";
    let failed = "";
    socket.on("data", (d) => (answer += d.toString("latin1")));
    socket.on("error", (e) => (failed ||= (e as NodeJS.ErrnoException).code ?? e.message));
    socket.on("close", () => resolve(failed ? `ERROR ${failed}` : answer));
    socket.pause();
    const send = async () => {
      const framing = declareLength ? `Content-Length: ${size}` : "Transfer-Encoding: chunked";
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${alice.headers.authorization}\r\nContent-Type: ${type}\r\n${framing}\r\nConnection: close\r\n\r\n`,
      );
      const chunk = 64 * 1024;
      for (let sent = 0; sent < size && !socket.destroyed; sent += chunk) {
        await new Promise((r) => setTimeout(r, 5));
        const part = Buffer.alloc(Math.min(chunk, size - sent));
        socket.write(
          declareLength
            ? part
            : Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")]),
        );
      }
      if (!declareLength && !socket.destroyed) socket.write("0\r\n\r\n");
      socket.resume();
    };
    socket.on("connect", () => void send());
  });
}

describe("a client that reads only after sending everything", () => {
  for (const declareLength of [true, false]) {
    it(`gets the 413 and its JSON (${declareLength ? "Content-Length past the limit" : "chunked, past the limit while reading"})`, async () => {
      for (const route of ROUTES()) {
        const answer = await sendThenRead(route.method, route.path, route.type, OVER, declareLength);
        expect(answer.split("\r\n")[0], route.label).toBe("HTTP/1.1 413 Payload Too Large");
        expect(answer, route.label).toContain('{"error":"file_too_large"');
      }
    }, 60_000);
  }

  it("gets body_too_large from a JSON route past BODY_MAX_BYTES", async () => {
    const answer = await sendThenRead("POST", "/api/workspace/documents", "application/json", OVER);
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
    expect(answer).toContain('{"error":"body_too_large"');
  });
});

describe("the bound on what is read for a 413", () => {
  it("is four times the limit, at least 16 MiB and at most 128 MiB", () => {
    expect(drainBound(25 * MiB)).toBe(100 * MiB);
    expect(drainBound(16 * 1024)).toBe(16 * MiB);
    expect(drainBound(50 * MiB)).toBe(128 * MiB);
  });

  it("past it the server does not wait for the body: the answer (or the cut) comes at once", async () => {
    const started = Date.now();
    // Declares far more than the bound and sends only the headers and a little: no reading of it all.
    const { port } = new URL(server.url);
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => {
        socket.write(
          `POST /api/brands HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${alice.headers.authorization}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${drainBound(LIMIT) + 1}\r\n\r\n`,
        );
        socket.write(Buffer.alloc(1024));
      });
      let answer = "";
      socket.on("data", (d) => {
        answer += d.toString("latin1");
        if (answer.includes("\r\n\r\n")) socket.destroy();
      });
      socket.on("error", () => {});
      socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
    });
    expect(outcome).toBe("HTTP/1.1 413 Payload Too Large");
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
