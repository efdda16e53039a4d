// The boot sweep removes temp files whose writer is gone and keeps those a live process may still be writing.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sweepTempFiles, tempPathIn } from "./temp-files.js";

const root = mkdtempSync(join(tmpdir(), "quire-sweep-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A temp path as process `pid` of this host would have named it. */
const tempOf = (folder: string, pid: number) =>
  join(folder, basename(tempPathIn(folder)).replace(`-${process.pid}-`, `-${pid}-`));
const make = (path: string, ageMs = 0) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, "partial");
  if (ageMs) utimesSync(path, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
  return path;
};

describe("sweepTempFiles", () => {
  it("removes at once the temps of a process that is gone, and of a previous process with our pid", async () => {
    const dir = join(root, "gone");
    const deadPid = spawnSync(process.execPath, ["-e", ""]).pid!;
    const dead = make(tempOf(join(dir, "blobs", "brands"), deadPid));
    const reused = make(tempOf(join(dir, "blobs", "brands"), process.pid));
    const secret = make(join(dir, `auth-secret.${deadPid}.tmp`));
    const kept = make(join(dir, "blobs", "brands", "brand_01.pptx"));
    expect((await sweepTempFiles(dir)).sort()).toEqual([dead, reused, secret].sort());
    expect(existsSync(kept)).toBe(true);
    expect(readdirSync(join(dir, "blobs", "brands"))).toEqual(["brand_01.pptx"]);
  });

  it("keeps a live process's temp and a fresh one from another host, until they are an hour old", async () => {
    const dir = join(root, "live");
    const sibling = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      const live = make(tempOf(join(dir, "brands"), sibling.pid!));
      const otherHost = make(join(dir, "brands", ".tmp-otherhost-123-0123456789abcdef"));
      const oldOtherHost = make(join(dir, "brands", ".tmp-otherhost-124-0123456789abcdef"), 2 * 60 * 60_000);
      const unnamed = make(join(dir, "brands", ".tmp-00112233445566ff"), 2 * 60 * 60_000);
      expect((await sweepTempFiles(dir)).sort()).toEqual([oldOtherHost, unnamed].sort());
      expect(existsSync(live) && existsSync(otherHost)).toBe(true);
      expect((await sweepTempFiles(dir, Date.now() + 2 * 60 * 60_000)).sort()).toEqual([live, otherHost].sort());
    } finally {
      sibling.kill();
    }
  });

  it("never touches files it did not write, however old, even in a shared folder", async () => {
    const dir = join(root, "shared");
    const deadPid = spawnSync(process.execPath, ["-e", ""]).pid!;
    const others = [
      `.tmp-deadbeef`,
      `report.${deadPid}.tmp`,
      `.tmp-otherhost-${deadPid}`,
      `.tmp-x-1-0123456789abcdef.part`,
    ].map((name) => make(join(dir, "other-app", name), 2 * 60 * 60_000));
    expect(await sweepTempFiles(dir)).toEqual([]);
    expect(others.every((path) => existsSync(path))).toBe(true);
  });

  it("is a no-op on a missing or empty data folder", async () => {
    expect(await sweepTempFiles(join(root, "absent"))).toEqual([]);
    mkdirSync(join(root, "empty"));
    expect(await sweepTempFiles(join(root, "empty"))).toEqual([]);
  });
});
