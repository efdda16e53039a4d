// The real process: `npm start`'s entry boots with defaults, answers, drains on SIGTERM and exits 0; bad config fails fast.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = new URL("../..", import.meta.url).pathname;
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function startProcess(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), "quire-proc-"));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH!, DATA_DIR: dataDir, PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (err += d));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /"url":"(http:\/\/[^"]+)"/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(m[1]!);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}: ${err}`));
    });
  });
  listening.catch(() => {}); // the fail-fast test never listens
  return { child, listening, exited, output: () => out, errors: () => err };
}

describe("the service process", () => {
  it("boots on SQLite with defaults, serves, and exits 0 on SIGTERM after finishing open requests", async () => {
    const p = startProcess({});
    const url = await p.listening;
    const res = await fetch(`${url}/api/health`);
    expect(await res.json()).toMatchObject({ status: "ok", db: "ok", model: "builtin" });
    // A request still being sent when SIGTERM arrives is allowed to finish.
    const slow = fetch(`${url}/api/nope`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream({
        async start(c) {
          await new Promise((r) => setTimeout(r, 300));
          c.enqueue(new TextEncoder().encode("{}"));
          c.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    await new Promise((r) => setTimeout(r, 100));
    p.child.kill("SIGTERM");
    expect((await slow).status).toBe(404);
    expect(await p.exited).toBe(0);
    expect(p.output()).toContain('"msg":"stopped"');
    // A cold boot under tsx takes seconds, and longer while the rest of the suite loads both cores.
  }, 90_000);

  it("answers health with its own headers and request id each time", async () => {
    const p = startProcess({});
    try {
      const url = await p.listening;
      const ids = new Set<string>();
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${url}/api/health`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("application/json");
        expect(await res.json()).toEqual({
          status: "ok",
          version: expect.any(String),
          db: "ok",
          model: "builtin",
          dependencies: { database: { status: "ok", kind: "sqlite" }, blobs: { status: "ok", kind: "fs" } },
        });
        ids.add(res.headers.get("x-request-id")!);
      }
      expect(ids.size).toBe(3);
    } finally {
      p.child.kill("SIGTERM");
      await p.exited;
    }
  }, 90_000);

  it("logs one access line per answer under its request id, and marks a request the client abandoned", async () => {
    const p = startProcess({});
    try {
      const url = await p.listening;
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      const id = res.headers.get("x-request-id")!;
      // A body that never finishes, then the client gives up: no answer is ever written.
      const abandon = new AbortController();
      const stalled = fetch(`${url}/api/render`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('{"source":')) }),
        duplex: "half",
        signal: abandon.signal,
      } as RequestInit).catch((err: unknown) => err);
      await new Promise((r) => setTimeout(r, 300));
      abandon.abort();
      await stalled;
      const lines = () =>
        p
          .output()
          .split("\n")
          .filter((l) => l.includes('"msg":"request"'))
          .map((l) => JSON.parse(l) as Record<string, unknown>);
      for (let i = 0; i < 100 && !lines().some((l) => l.path === "/api/render"); i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(lines().filter((l) => l.requestId === id)).toEqual([
        expect.objectContaining({ method: "GET", path: "/api/health", status: 200 }),
      ]);
      expect(lines().filter((l) => l.path === "/api/render")).toEqual([
        expect.objectContaining({ method: "POST", aborted: true }),
      ]);
    } finally {
      p.child.kill("SIGTERM");
      await p.exited;
    }
  }, 90_000);

  it("fails fast with every configuration problem listed", async () => {
    const p = startProcess({ PORT: "nope", LLM_PROVIDER: "magic" });
    expect(await p.exited).toBe(78);
    expect(p.errors()).toMatch(/PORT/);
    expect(p.errors()).toMatch(/LLM_PROVIDER/);
  });
});
