// Logger redaction: credentials never reach a log line, whatever object they arrive in.
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { accessLogFor, createLogger, flushLogger } from "./logger.js";

function capture() {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) });
  return { lines, logger: createLogger("info", sink) };
}

describe("logger", () => {
  it("redacts authorization, cookies, tokens, keys, passwords and secrets", () => {
    const { lines, logger } = capture();
    logger.info(
      {
        req: { headers: { authorization: "Bearer quire_pk_SECRET1", cookie: "quire.session_token=SECRET2" } },
        token: "SECRET3",
        body: { key: "SECRET4", password: "SECRET5" },
        apiKey: "SECRET6",
        authorization: "Basic SECRET7",
      },
      "x",
    );
    const out = lines.join("");
    for (let i = 1; i <= 7; i++) expect(out).not.toContain(`SECRET${i}`);
    expect(out).toContain("[redacted]");
  });

  it("writes access lines to the same destination, as pino would, with hostile paths still valid JSON", () => {
    const { lines, logger } = capture();
    const access = accessLogFor(logger);
    access({ requestId: "req_1", method: "GET", path: "/api/health", status: 200, ms: 1.5 });
    access({ requestId: "req_2", method: "POST", path: '/a"b\\c\n\u2028', status: 499, ms: 0, aborted: true });
    flushLogger(logger);
    const out = lines.join("");
    expect(out.endsWith("}\n")).toBe(true);
    const [first, second] = out
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(first).toEqual({
      level: 30,
      time: expect.any(Number),
      service: "quire",
      requestId: "req_1",
      method: "GET",
      path: "/api/health",
      status: 200,
      ms: 1.5,
      msg: "request",
    });
    expect(second).toMatchObject({ requestId: "req_2", path: '/a"b\\c\n\u2028', status: 499, aborted: true });
  });

  it("gathers access lines into one write, made within 50 ms or by flushLogger", async () => {
    const { lines, logger } = capture();
    const access = accessLogFor(logger);
    for (let i = 0; i < 3; i++) access({ requestId: `req_${i}`, method: "GET", path: "/", status: 200, ms: 1 });
    expect(lines).toEqual([]);
    await expect.poll(() => lines.length, { timeout: 2_000 }).toBe(1);
    expect(lines[0]!.trimEnd().split("\n")).toHaveLength(3);
  });

  it("writes full batches as they fill, keeping every line whole and in order, long and non-ASCII paths too", () => {
    const { lines, logger } = capture();
    const access = accessLogFor(logger);
    const paths = Array.from({ length: 2_000 }, (_, i) =>
      i === 150 ? `/${"long/".repeat(2_000)}` : i % 3 ? `/d/${i}` : `/é/ü€/${i}`,
    );
    paths.forEach((path, i) => access({ requestId: `req_${i}`, method: "GET", path, status: 200, ms: 1 }));
    flushLogger(logger);
    expect(lines.length).toBeGreaterThan(1);
    const parsed = lines
      .join("")
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(parsed.map((l) => l.path)).toEqual(paths);
    expect(parsed.map((l) => l.requestId)).toEqual(paths.map((_, i) => `req_${i}`));
  });

  it("writes no access line when the level is above info", () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) });
    accessLogFor(createLogger("warn", sink))({ requestId: "req_1", method: "GET", path: "/", status: 200, ms: 1 });
    expect(lines).toEqual([]);
  });
});
