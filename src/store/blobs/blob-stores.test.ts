// Every blob store (fs, db, s3 against a real S3-compatible server on loopback) keeps the same contract.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../bench/http-harness.js";
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from "../../../test/pg.js";
import { startLocalS3, type LocalS3 } from "../../../test/s3-server.js";
import { AppError } from "../../lib/errors.js";
import { openDatabase, type Database } from "../database.js";
import { migrateToLatest } from "../migrations/index.js";
import { createDatabaseBlobStore } from "./database-blob-store.js";
import { createFileBlobStore } from "./file-blob-store.js";
import { createS3BlobStore } from "./s3-blob-store.js";
import type { BlobStore } from "./blob-store.js";

const dir = mkdtempSync(join(tmpdir(), "quire-blobs-"));
let s3: LocalS3;
let pg: TempPgDatabase | undefined;
const opened: Database[] = [];
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  for (const database of opened) await database.close();
  await pg?.drop();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const s3Store = (bucket = s3.bucket, endpoint = s3.endpoint) =>
  createS3BlobStore({ bucket, endpoint, region: "us-east-1", credentials: s3.credentials, forcePathStyle: true });

// The third field: whether a reader racing a replacement must see the old or the new blob whole. S3 itself guarantees
// that, but s3rver (the loopback stand-in) rewrites the object's file in place and cuts a racing GET short, so that one
// case is not run against it (brand blobs are never replaced: each upload gets a new key).
async function databaseStore(url: () => Promise<string>): Promise<BlobStore> {
  const database = await openDatabase(await url());
  opened.push(database);
  await migrateToLatest(database);
  return createDatabaseBlobStore(database.db);
}

const stores: [string, () => Promise<BlobStore>, boolean][] = [
  ["fs", async () => createFileBlobStore(join(dir, "files")), true],
  ["db (SQLite)", () => databaseStore(async () => `sqlite:${join(dir, "b.db")}`), true],
  ["s3", async () => s3Store(), false],
];
if (TEST_DATABASE_URL)
  stores.push([
    "db (PostgreSQL)",
    () => databaseStore(async () => (pg ??= await createTempPgDatabase("blobs")).url),
    true,
  ]);

const pattern = (size: number, seed: number) => new Uint8Array(size).map((_, i) => (i * 31 + seed) % 256);
const same = (a: Uint8Array | null, b: Uint8Array) => a !== null && Buffer.from(a).equals(Buffer.from(b));

describe.each(stores)("%s blob store", (_name, make, atomicForReaders) => {
  it("round-trips binary bytes, replaces, deletes", async () => {
    const store = await make();
    const bytes = pattern(300_000, 0);
    await store.put("brands/brand_A.pptx", bytes);
    expect(same(await store.get("brands/brand_A.pptx"), bytes)).toBe(true);
    await store.put("brands/brand_A.pptx", new Uint8Array([1, 2, 3]));
    expect([...(await store.get("brands/brand_A.pptx"))!]).toEqual([1, 2, 3]);
    await store.delete("brands/brand_A.pptx");
    expect(await store.get("brands/brand_A.pptx")).toBeNull();
    expect(await store.get("brands/never.pptx")).toBeNull();
  });

  it("keeps an empty blob apart from a missing one, and deleting a missing key is not an error", async () => {
    const store = await make();
    await store.put("brands/empty.pptx", new Uint8Array(0));
    expect((await store.get("brands/empty.pptx"))?.byteLength).toBe(0);
    await store.delete("brands/empty.pptx");
    await store.delete("brands/empty.pptx");
    expect(await store.get("brands/empty.pptx")).toBeNull();
  });

  it.skipIf(!atomicForReaders)("never shows a reader a partial blob while it is being replaced", async () => {
    const store = await make();
    const before = pattern(2_000_000, 1);
    const after = pattern(2_500_000, 2);
    await store.put("brands/brand_R.pptx", before);
    const [, ...reads] = await Promise.all([
      store.put("brands/brand_R.pptx", after),
      store.get("brands/brand_R.pptx"),
      store.get("brands/brand_R.pptx"),
      store.get("brands/brand_R.pptx"),
    ]);
    for (const read of reads) expect(same(read, before) || same(read, after)).toBe(true);
    expect(same(await store.get("brands/brand_R.pptx"), after)).toBe(true);
  });

  it("refuses keys that could leave its folder or bucket prefix", async () => {
    const store = await make();
    for (const key of [
      "../escape.pptx",
      "brands/../../x.pptx",
      "/etc/passwd",
      "brands/a b.pptx",
      "brands/x.pptx?versionId=1",
    ]) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/invalid blob key/);
      await expect(store.get(key)).rejects.toThrow(/invalid blob key/);
      await expect(store.delete(key)).rejects.toThrow(/invalid blob key/);
    }
  });
});

describe("s3 blob store failures", () => {
  it("treats a missing bucket as an error, never as a missing blob", async () => {
    const store = s3Store("no-such-bucket");
    await expect(store.get("brands/brand_A.pptx")).rejects.toThrow();
    await expect(store.put("brands/brand_A.pptx", new Uint8Array([1]))).rejects.toThrow();
  });

  it("sends its credentials, and a refusal is an error, never a missing blob nor a retryable outage", async () => {
    // s3rver checks the access key id (it does not verify SigV4 signatures).
    const store = createS3BlobStore({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      region: "us-east-1",
      credentials: { accessKeyId: "NOT-A-KEY", secretAccessKey: "x" },
      forcePathStyle: true,
    });
    for (const call of [
      () => store.put("brands/brand_A.pptx", new Uint8Array([1])),
      () => store.get("brands/brand_A.pptx"),
    ]) {
      const err = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect((err as Error).name).toBe("InvalidAccessKeyId");
    }
    store.close?.();
  });

  it("answers 503 unavailable when the server does not answer", async () => {
    const store = s3Store(s3.bucket, `http://127.0.0.1:${await freePort()}`);
    for (const call of [
      () => store.put("brands/brand_A.pptx", new Uint8Array([1])),
      () => store.get("brands/brand_A.pptx"),
      () => store.delete("brands/brand_A.pptx"),
    ]) {
      const err = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe("unavailable");
    }
    store.close?.();
  });
});

describe("fs blob store: a pack of many blobs in one file", () => {
  it("makes no file until its first append, then reads each blob back whole by the key its append answered", async () => {
    const store = createFileBlobStore(join(dir, "packs"));
    const pack = store.openPack!("jobs/job_A-aa11.pack");
    expect(existsSync(join(dir, "packs", "jobs", "job_A-aa11.pack"))).toBe(false);
    const blobs = [pattern(120_000, 3), new Uint8Array(0), pattern(7, 5), pattern(300_000, 11)];
    // Appends in flight together each get their own range, whatever order their writes land in.
    const keys = await Promise.all(blobs.map((bytes) => pack.append(bytes)));
    expect(new Set(keys).size).toBe(blobs.length);
    for (const [i, key] of keys.entries()) {
      expect(key).toMatch(/^jobs\/job_A-aa11\.pack#\d+\+\d+$/);
      expect(same(await store.get(key), blobs[i]!)).toBe(true);
    }
    expect(readdirSync(join(dir, "packs", "jobs"))).toEqual(["job_A-aa11.pack"]);
    await pack.close();
    await expect(pack.append(new Uint8Array([1]))).rejects.toThrow(/closed/);
    expect(same(await store.get(keys[3]!), blobs[3]!)).toBe(true); // closing the writer changes nothing for readers
  });

  it("deletes the whole pack by any of its keys; a range past the file's end is no blob, never part of one", async () => {
    const store = createFileBlobStore(join(dir, "packs"));
    const pack = store.openPack!("jobs/job_B-bb22.pack");
    const first = await pack.append(pattern(1_000, 1));
    const second = await pack.append(pattern(2_000, 2));
    await pack.close();
    expect(await store.get("jobs/job_B-bb22.pack#2000+2000")).toBeNull(); // runs past the end
    await store.delete(second);
    expect(await store.get(first)).toBeNull();
    expect(existsSync(join(dir, "packs", "jobs", "job_B-bb22.pack"))).toBe(false);
    await store.delete(first); // already gone: not an error
  });

  it("refuses a pack or a range key outside the store, as put does", async () => {
    const store = createFileBlobStore(join(dir, "packs"));
    expect(() => store.openPack!("../escape.pack")).toThrow();
    for (const key of ["../escape.pack#0+1", "jobs/x.pack#-1+1", "jobs/x.pack#0+1#0+1", "jobs/x.pack#0"]) {
      await expect(store.get(key), key).rejects.toThrow(/invalid blob key/);
      await expect(store.delete(key), key).rejects.toThrow(/invalid blob key/);
    }
  });

  it("is the file store's alone: the database and S3 stores keep a blob per key", async () => {
    const database = await openDatabase("sqlite::memory:");
    opened.push(database);
    expect(createDatabaseBlobStore(database.db).openPack).toBeUndefined();
    expect(s3Store().openPack).toBeUndefined();
  });
});
