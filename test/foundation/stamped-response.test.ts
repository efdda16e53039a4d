// StampedResponse: headers set early join the answer's own at writeHead, and the app's own headers win.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { StampedResponse } from "../../src/http/stamped-response.js";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function headersOf(handler: (res: StampedResponse) => void): Promise<{ raw: string[]; get: (n: string) => string | undefined }> {
  server = createServer({ ServerResponse: StampedResponse }, (_req, res) => handler(res as StampedResponse));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ port, host: "127.0.0.1", path: "/" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ raw: res.rawHeaders, get: (n) => res.headers[n.toLowerCase()] as string | undefined }));
    })
      .on("error", reject)
      .end();
  });
}

describe("StampedResponse", () => {
  test("late headers join a writeHead header object; the app's own header of the same name wins, once", async () => {
    const h = await headersOf((res) => {
      res.lateHeaders = { "X-Request-Id": "req_1", "RateLimit-Limit": "10" };
      res.writeHead(200, { "content-type": "text/plain", "ratelimit-limit": "0" });
      res.end("ok");
    });
    expect(h.get("x-request-id")).toBe("req_1");
    expect(h.get("ratelimit-limit")).toBe("0");
    expect(h.raw.filter((n) => n.toLowerCase() === "ratelimit-limit")).toHaveLength(1);
  });

  test("without writeHead (implicit headers) and with a reason phrase, late headers still go out", async () => {
    const implicit = await headersOf((res) => {
      res.lateHeaders = { "X-Request-Id": "req_2" };
      res.end("ok");
    });
    expect(implicit.get("x-request-id")).toBe("req_2");
    const reasoned = await headersOf((res) => {
      res.lateHeaders = { "X-Request-Id": "req_3" };
      res.setHeader("X-Request-Id", "app");
      res.writeHead(201, "Made", { "content-type": "text/plain" });
      res.end();
    });
    expect(reasoned.get("x-request-id")).toBe("app");
  });
});
