// Both blob stores keep bytes unchanged by key, replace atomically, and say null for a missing key.
import { mkdtempSync, readdirSync, rmSync, writeFileSync, utimesSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../database.js";
import { migrateToLatest } from "../migrations/index.js";
import { createDatabaseBlobStore } from "./database-blob-store.js";
import { createFileBlobStore } from "./file-blob-store.js";
import type { BlobStore } from "./blob-store.js";

const dir = mkdtempSync(join(tmpdir(), "quire-blobs-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stores: [string, () => Promise<BlobStore>][] = [
  ["fs", async () => createFileBlobStore(join(dir, "files"))],
  ["db (SQLite)", async () => {
    const database = await openDatabase(`sqlite:${join(dir, "b.db")}`);
    await migrateToLatest(database);
    return createDatabaseBlobStore(database.db);
  }],
];

describe.each(stores)("%s blob store", (_name, make) => {
  it("round-trips binary bytes, replaces, deletes", async () => {
    const store = await make();
    const bytes = new Uint8Array(300_000).map((_, i) => (i * 31) % 256);
    await store.put("brands/brand_A.pptx", bytes);
    expect(Buffer.from((await store.get("brands/brand_A.pptx"))!).equals(Buffer.from(bytes))).toBe(true);
    await store.put("brands/brand_A.pptx", new Uint8Array([1, 2, 3]));
    expect([...(await store.get("brands/brand_A.pptx"))!]).toEqual([1, 2, 3]);
    await store.delete("brands/brand_A.pptx");
    expect(await store.get("brands/brand_A.pptx")).toBeNull();
    expect(await store.get("brands/never.pptx")).toBeNull();
  });
});

describe("fs blob store", () => {
  it("refuses keys that could leave its folder", async () => {
    const store = createFileBlobStore(join(dir, "guarded"));
    for (const key of ["../escape.pptx", "brands/../../x.pptx", "/etc/passwd", "brands/a b.pptx"]) await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid blob key/);
  });

  it("sweeps temp files a crash left behind, at start", () => {
    const root = join(dir, "swept");
    mkdirSync(join(root, "brands"), { recursive: true });
    const stale = join(root, "brands", ".tmp-deadbeef");
    writeFileSync(stale, "partial");
    utimesSync(stale, new Date(Date.now() - 120_000), new Date(Date.now() - 120_000));
    createFileBlobStore(root);
    expect(readdirSync(join(root, "brands"))).toEqual([]);
  });
});
