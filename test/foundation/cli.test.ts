// The `quire` CLI as operators run it: migrate applies once, doctor reports and fails on a dead database.
import { spawnSync } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "../pg.js";

const ROOT = new URL("../..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "quire-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function quire(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [join(ROOT, "bin/quire.mjs"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    env: { PATH: process.env.PATH!, DATA_DIR: dir, ...env },
    timeout: 60_000,
  });
}

describe("quire CLI", () => {
  it("migrates once, then reports up to date", () => {
    const first = quire(["migrate"]);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/applied 001-initial/);
    const second = quire(["migrate"]);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/up to date/);
  });

  it("doctor passes on defaults and lists each check", () => {
    const r = quire(["doctor"]);
    expect(r.status).toBe(0);
    for (const name of ["config", "database", "scale-out", "redis", "model", "mail", "libreoffice", "chromium"])
      expect(r.stdout).toMatch(new RegExp(`^\\w+\\s+${name}\\s`, "m"));
  });

  it("doctor fails on an unreachable database and never prints its password", () => {
    const r = quire(["doctor"], { DATABASE_URL: "postgres://quire:hunter2@127.0.0.1:1/quire" });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^FAIL\s+database/m);
    expect(r.stdout).not.toContain("hunter2");
  });

  it("doctor warns when PostgreSQL is used without a shared AUTH_SECRET or with blobs on local disk", () => {
    const pg = { DATABASE_URL: "postgres://quire@127.0.0.1:1/quire" };
    const bare = quire(["doctor"], pg);
    expect(bare.stdout).toMatch(/^WARN\s+scale-out\s.*AUTH_SECRET is not set/m);
    expect(bare.stdout).toMatch(/^WARN\s+scale-out\s.*BLOB_STORE=fs/m);
    const secretOnly = quire(["doctor"], { ...pg, AUTH_SECRET: "a-shared-secret-of-at-least-32-characters!" });
    expect(secretOnly.stdout).not.toMatch(/AUTH_SECRET is not set/);
    expect(secretOnly.stdout).toMatch(/^WARN\s+scale-out\s.*BLOB_STORE=fs/m);
    const shared = quire(["doctor"], {
      ...pg,
      AUTH_SECRET: "a-shared-secret-of-at-least-32-characters!",
      BLOB_STORE: "db",
    });
    expect(shared.stdout).toMatch(/^OK\s+scale-out\s/m);
    expect(shared.stdout).not.toContain("a-shared-secret");
    expect(quire(["doctor"]).stdout).toMatch(/^SKIP\s+scale-out\s+SQLite/m);
  });

  it.skipIf(!TEST_DATABASE_URL)("doctor reaches PostgreSQL", () => {
    const r = quire(["doctor"], { DATABASE_URL: TEST_DATABASE_URL! });
    expect(r.stdout).toMatch(/^OK\s+database\s+postgres/m);
  });

  it("rejects bad config and unknown commands with distinct exit codes", () => {
    expect(quire(["migrate"], { DATABASE_URL: "mysql://x" }).status).toBe(78);
    expect(quire(["frobnicate"]).status).toBe(64);
  });

  it("a worker that would do nothing, or cannot serve its metrics, says why and exits", async () => {
    const idle = quire(["worker"], { JOB_CONCURRENCY: "0" });
    expect(idle.status).toBe(78);
    expect(idle.stderr).toMatch(/JOB_CONCURRENCY is 0/);
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, "127.0.0.1", r));
    try {
      const port = (taken.address() as AddressInfo).port;
      const r = quire(["worker"], { METRICS_PORT: String(port), METRICS_TOKEN: "cli-test-metrics-token" });
      expect(r.status).toBe(69);
      expect(r.stderr).toMatch(new RegExp(`cannot serve metrics on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE`));
    } finally {
      taken.close();
    }
  });
});
