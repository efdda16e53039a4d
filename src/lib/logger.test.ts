// Logger redaction: credentials never reach a log line, whatever object they arrive in.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { accessLoggerFor, createLogger } from "./logger.js";

function capture() {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) });
  return { lines, logger: createLogger("info", sink) };
}

describe("logger", () => {
  it("redacts authorization, cookies, tokens, keys, passwords and secrets", () => {
    const { lines, logger } = capture();
    logger.info({ req: { headers: { authorization: "Bearer quire_pk_SECRET1", cookie: "quire.session_token=SECRET2" } }, token: "SECRET3", body: { key: "SECRET4", password: "SECRET5" }, apiKey: "SECRET6", authorization: "Basic SECRET7" }, "x");
    const out = lines.join("");
    for (let i = 1; i <= 7; i++) expect(out).not.toContain(`SECRET${i}`);
    expect(out).toContain("[redacted]");
  });

  it("writes the access line to the same destination", () => {
    const { lines, logger } = capture();
    accessLoggerFor(logger).info({ requestId: "req_1", status: 200 }, "request");
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: "req_1", status: 200, service: "quire" });
  });
});
