// The `quire` CLI as operators run it: migrate applies once, doctor reports and fails on a dead database.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "../pg.js";

const ROOT = new URL("../..", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "quire-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function quire(args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [join(ROOT, "bin/quire.mjs"), ...args], { cwd: ROOT, encoding: "utf8", env: { PATH: process.env.PATH!, DATA_DIR: dir, ...env }, timeout: 60_000 });
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
    for (const name of ["config", "database", "redis", "model", "mail", "libreoffice", "chromium"]) expect(r.stdout).toMatch(new RegExp(`^\\w+\\s+${name}\\s`, "m"));
  });

  it("doctor fails on an unreachable database and never prints its password", () => {
    const r = quire(["doctor"], { DATABASE_URL: "postgres://quire:hunter2@127.0.0.1:1/quire" });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^FAIL\s+database/m);
    expect(r.stdout).not.toContain("hunter2");
  });

  it.skipIf(!TEST_DATABASE_URL)("doctor reaches PostgreSQL", () => {
    const r = quire(["doctor"], { DATABASE_URL: TEST_DATABASE_URL! });
    expect(r.stdout).toMatch(/^OK\s+database\s+postgres/m);
  });

  it("rejects bad config and unknown commands with distinct exit codes", () => {
    expect(quire(["migrate"], { DATABASE_URL: "mysql://x" }).status).toBe(78);
    expect(quire(["frobnicate"]).status).toBe(64);
  });
});
