// `quire backup` and `quire restore` as an operator runs them: a backup taken from a live server while a job runs and
// documents are being written, restored into a new DATA_DIR and served — every document committed before the backup
// began is there, the brand's template byte for byte — and each refusal: a file in the way, a running service, a
// damaged or foreign archive (DATA_DIR left as it was), PostgreSQL or S3. `quire restore <document id> <version>`
// stays the client command.
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/store/database.js";
import { initialMigration } from "../../src/store/migrations/001-initial.js";
import { apiKeysMigration } from "../../src/store/migrations/002-api-keys.js";
import { blobsMigration } from "../../src/store/migrations/003-blobs.js";
import { leasesMigration } from "../../src/store/migrations/004-leases.js";
import { assetsMigration } from "../../src/store/migrations/005-assets.js";
import { freePort } from "../../bench/http-harness.js";
import { createApiKey, sqliteOutbox } from "../../bench/sign-in.js";
import { startQuire, type QuireProcess } from "../scale/processes.js";
import { runQuire } from "./quire-process.js";
import { thirdPartyFile } from "../fixtures.js";
import { parseBlobKey } from "../../src/store/blobs/blob-key.js";
import { createFileBlobStore } from "../../src/store/blobs/file-blob-store.js";

const FIXTURE = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const MISSING_DOC = "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";
const SERVER_ENV = {
  RATE_LIMIT_WORKSPACE_PER_MINUTE: "100000",
  RATE_LIMIT_WORKSPACE_PER_DAY: "1000000",
  RATE_LIMIT_BRANDS_PER_MINUTE: "100",
  RATE_LIMIT_BATCH_PER_MINUTE: "100",
  RATE_LIMIT_GENERATE_PER_MINUTE: "100",
  JOB_CONCURRENCY: "1",
  JOB_POLL_MS: "100",
};

const root = mkdtempSync(join(tmpdir(), "quire-backup-"));
const home = join(root, "home");
const live = join(root, "live");
const fresh = join(root, "fresh");
const archive = join(root, "backup.zip");
const servers: QuireProcess[] = [];
let server: QuireProcess;
let apiKey: string;
let brand: { id: string; sha256: string };
let jobId: string;
/** Documents whose 201 had come back before `quire backup` started. */
let committedBefore: { id: string; title: string }[] = [];

/** An operator's `quire …` on `dataDir`, from a home of its own (no login there). */
const operator = (dataDir: string, args: string[], env: Record<string, string> = {}) =>
  runQuire(home, args, { env: { DATA_DIR: dataDir, ...env } });
const auth = () => ({ authorization: `Bearer ${apiKey}` });
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function createDocument(p: QuireProcess, title: string): Promise<Response> {
  return fetch(`${p.url}/api/workspace/documents`, {
    method: "POST",
    headers: { ...auth(), "content-type": "application/json" },
    body: JSON.stringify({ kind: "doc", title, source: `# ${title}\n\nKept.` }),
  });
}

/** Writes documents one after another until stopped; `committed` are those answered 201. */
function keepWriting(p: QuireProcess, label: string) {
  const committed: { id: string; title: string }[] = [];
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const title = `${label} ${i}`;
      const res = await createDocument(p, title);
      if (res.status === 201)
        committed.push({ id: ((await res.json()) as { document: { id: string } }).document.id, title });
    }
  })();
  return {
    committed,
    async stop() {
      running = false;
      await loop;
    },
  };
}

async function jobState(p: QuireProcess): Promise<{ state: string; succeeded: number; total: number }> {
  return (
    (await (await fetch(`${p.url}/api/jobs/${jobId}`, { headers: auth() })).json()) as {
      job: { state: string; succeeded: number; total: number };
    }
  ).job;
}

/** Every file under `dir` with its sha256: what "nothing changed" compares. */
function snapshotOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const path of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const full = join(dir, path);
    if (statSync(full).isFile()) files[path] = sha256(readFileSync(full));
  }
  return files;
}

beforeAll(async () => {
  mkdirSync(home, { recursive: true });
  const port = await freePort();
  server = await startQuire({ ...SERVER_ENV, PUBLIC_URL: `http://127.0.0.1:${port}` }, { port, dataDir: live });
  servers.push(server);
  apiKey = await createApiKey(server.url, `backup-${Date.now()}@example.test`, sqliteOutbox(live), server.url);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop("SIGKILL")));
  rmSync(root, { recursive: true, force: true });
});

describe("quire backup, from a running service", () => {
  it(
    "copies the database and the blobs at one moment while a job runs and documents are written",
    { timeout: 180_000 },
    async () => {
      const uploaded = await fetch(`${server.url}/api/brands?name=Backed%20up`, {
        method: "POST",
        headers: { ...auth(), "content-type": PPTX },
        body: readFileSync(FIXTURE),
      });
      expect(uploaded.status).toBe(201);
      brand = ((await uploaded.json()) as { brand: { id: string; sha256: string } }).brand;
      for (let i = 0; i < 10; i++) {
        const res = await createDocument(server, `Before ${i}`);
        expect(res.status).toBe(201);
        committedBefore.push({
          id: ((await res.json()) as { document: { id: string } }).document.id,
          title: `Before ${i}`,
        });
      }
      // Far more items than the backup takes to make, so it runs throughout; cancelled once the backup is taken.
      const items = Array.from({ length: 1000 }, (_, i) => ({
        source: `# Account ${i + 1}\n\n---\n\n## Results\n\n- Delivery times fell`,
        filename: `account-${i + 1}`,
      }));
      const submitted = await fetch(`${server.url}/api/brands/${brand.id}/batch`, {
        method: "POST",
        headers: { ...auth(), "content-type": "application/json" },
        body: JSON.stringify({ items, async: true }),
      });
      expect(submitted.status).toBe(202);
      jobId = ((await submitted.json()) as { job: { id: string } }).job.id;
      for (let i = 0; i < 300 && (await jobState(server)).succeeded < 1; i++)
        await new Promise((r) => setTimeout(r, 100));

      const writers = [keepWriting(server, "During A"), keepWriting(server, "During B")];
      await new Promise((r) => setTimeout(r, 300));
      committedBefore = [...committedBefore, ...writers.flatMap((w) => [...w.committed])];
      const atStart = await jobState(server);
      const backup = await operator(live, ["backup", archive]);
      const atEnd = await jobState(server);
      await Promise.all(writers.map((w) => w.stop()));
      expect((await fetch(`${server.url}/api/jobs/${jobId}/cancel`, { method: "POST", headers: auth() })).status).toBe(
        200,
      );
      console.info(
        `[backup-restore] job during the backup: ${atStart.state} ${atStart.succeeded}/${atStart.total} → ${atEnd.state} ${atEnd.succeeded}/${atEnd.total}; ${writers.reduce((n, w) => n + w.committed.length, 0)} documents written alongside`,
      );

      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(
        /^backed up .*quire\.db as of \S+ to .*backup\.zip \([\d.]+ [KM]B\): \d+ documents, 1 brand, 1 user, \d+ blob files; migrations up to \S+/m,
      );
      expect(backup.stdout).toMatch(/AUTH_SECRET generated in DATA_DIR/);
      expect(atStart.state).toBe("running");
      expect(atEnd.state).toBe("running");
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      // Nothing of the backup's own is left: no staging folder in DATA_DIR, no temp file beside the archive.
      expect(readdirSync(live).filter((name) => name.startsWith(".quire-"))).toEqual([]);
      expect(readdirSync(root).filter((name) => name.startsWith(".tmp-"))).toEqual([]);

      const entries = unzipSync(new Uint8Array(readFileSync(archive)));
      const manifest = JSON.parse(strFromU8(entries["manifest.json"]!)) as {
        format: string;
        quireVersion: string;
        createdAt: string;
        migrations: string[];
        blobStore: string;
        counts: Record<string, number>;
      };
      const liveDb = new SQLite(join(live, "quire.db"), { readonly: true });
      const migrations = liveDb.prepare("select name from quire_migration order by name").pluck().all();
      liveDb.close();
      expect(manifest).toMatchObject({
        format: "quire-backup",
        quireVersion: JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version,
        migrations,
        blobStore: "fs",
      });
      expect(manifest.counts.documents).toBeGreaterThanOrEqual(committedBefore.length);
      expect(manifest.counts.brands).toBe(1);
      expect(Buffer.from(entries[`blobs/brands/${brand.id}.pptx`]!).equals(readFileSync(FIXTURE))).toBe(true);
      expect(Object.keys(entries).filter((name) => name.startsWith("blobs/"))).toHaveLength(manifest.counts.blobs!);
      expect(Buffer.from(entries["auth-secret"]!).equals(readFileSync(join(live, "auth-secret")))).toBe(true);
    },
  );

  it("refuses to replace an existing file without --force, and replaces it with", { timeout: 60_000 }, async () => {
    const before = readFileSync(archive);
    const refused = await operator(live, ["backup", archive]);
    expect(refused.code).toBe(74);
    expect(refused.stderr).toMatch(/backup\.zip exists: add --force to replace it/);
    expect(readFileSync(archive).equals(before)).toBe(true);
    const again = join(root, "again.zip");
    writeFileSync(again, "an older file");
    const forced = await operator(live, ["backup", again, "--force"]);
    expect(forced.code).toBe(0);
    expect(Object.keys(unzipSync(new Uint8Array(readFileSync(again))))).toContain("quire.db");
  });

  it("refuses PostgreSQL with the pg_dump hint, and S3 with the bucket's versioning", async () => {
    const pg = { DATABASE_URL: "postgres://quire:hunter2@127.0.0.1:1/quire" };
    for (const args of [
      ["backup", join(root, "pg.zip")],
      ["restore", archive],
    ]) {
      const run = await operator(live, args, pg);
      expect(run.code).toBe(78);
      expect(run.stderr).toMatch(/DATABASE_URL is PostgreSQL: .*pg_dump/);
      expect(run.stderr).not.toContain("hunter2");
    }
    const s3 = await operator(live, ["backup", join(root, "s3.zip")], {
      BLOB_STORE: "s3",
      S3_BUCKET: "quire-templates",
    });
    expect(s3.code).toBe(78);
    expect(s3.stderr).toMatch(/BLOB_STORE=s3: .*quire-templates.*versioning/);
    expect(existsSync(join(root, "pg.zip")) || existsSync(join(root, "s3.zip"))).toBe(false);
  });
});

describe("quire restore", () => {
  it(
    "puts the backup into a new DATA_DIR: it serves every document committed before the backup, and the brand byte for byte",
    { timeout: 180_000 },
    async () => {
      const restored = await operator(fresh, ["restore", archive]);
      expect(restored.stderr).toBe("");
      expect(restored.code).toBe(0);
      expect(restored.stdout).toMatch(
        /^restored .*backup\.zip \(as of \S+, Quire [\d.]+: \d+ documents, 1 brand, 1 user, \d+ blob files\) into .*fresh\/quire\.db$/m,
      );
      expect(restored.stdout).toMatch(/its migrations are up to date/);
      expect(readFileSync(join(fresh, "auth-secret")).equals(readFileSync(join(live, "auth-secret")))).toBe(true);
      expect(readdirSync(fresh).filter((name) => name.startsWith(".quire-"))).toEqual([]);
      const migrate = await operator(fresh, ["migrate"]);
      expect(migrate.code).toBe(0);
      expect(migrate.stdout).toMatch(/is up to date/);
      expect((await operator(fresh, ["doctor"])).stdout).toMatch(/^OK\s+database\s+sqlite/m);
      // Every blob the restored database names is there: the brand's template, and each deck the job had made by then.
      const restoredDb = new SQLite(join(fresh, "quire.db"), { readonly: true });
      const named = restoredDb
        .prepare(
          "select resultKey from job_item where resultKey is not null union select blobKey from brand_version union select blobKey from brand",
        )
        .pluck()
        .all() as string[];
      restoredDb.close();
      expect(named.length).toBeGreaterThan(1);
      expect(named.filter((key) => !existsSync(join(fresh, "blobs", parseBlobKey(key).key)))).toEqual([]);
      // A deck in a pack (copied while the job went on appending) reads back whole: a zip from its first byte to its end record.
      const restoredBlobs = createFileBlobStore(join(fresh, "blobs"));
      const packed = named.filter((k) => parseBlobKey(k).range);
      expect(packed.length).toBeGreaterThan(0);
      for (const key of packed) {
        const deck = Buffer.from((await restoredBlobs.get(key))!);
        expect([deck.subarray(0, 2).toString(), deck.subarray(-22, -18).toString("hex")], key).toEqual([
          "PK",
          "504b0506",
        ]);
      }

      const port = await freePort();
      // Working none of the job's items: it was running at the backup, and this suite only reads it back.
      const second = await startQuire(
        { ...SERVER_ENV, JOB_CONCURRENCY: "0", PUBLIC_URL: `http://127.0.0.1:${port}` },
        { port, dataDir: fresh },
      );
      servers.push(second);
      for (const doc of committedBefore) {
        const res = await fetch(`${second.url}/api/workspace/documents/${doc.id}`, { headers: auth() });
        expect(res.status, doc.title).toBe(200);
        expect(((await res.json()) as { document: { title: string } }).document.title).toBe(doc.title);
      }
      const read = await fetch(`${second.url}/api/brands/${brand.id}`, { headers: auth() });
      expect(read.status).toBe(200);
      const template = readFileSync(join(fresh, "blobs", "brands", `${brand.id}.pptx`));
      expect(template.equals(readFileSync(FIXTURE))).toBe(true);
      expect(sha256(template)).toBe(brand.sha256);
      const generated = await fetch(`${second.url}/api/brands/${brand.id}/generate`, {
        method: "POST",
        headers: { ...auth(), "content-type": "application/json" },
        body: JSON.stringify({
          source: { kind: "deck", title: "Restored", slides: [{ layout: "title", title: "Still here" }] },
        }),
      });
      expect(generated.status).toBe(200);
      expect(
        Buffer.from(await generated.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe("PK");
      expect((await fetch(`${second.url}/api/jobs/${jobId}`, { headers: auth() })).status).toBe(200);

      // `quire restore <document id> <version>` is still the client's: a version made current again through the API.
      const [doc] = committedBefore;
      const edited = await fetch(`${second.url}/api/workspace/documents/${doc!.id}`, {
        method: "PATCH",
        headers: { ...auth(), "content-type": "application/json" },
        body: JSON.stringify({ title: "Renamed" }),
      });
      expect(edited.status).toBe(200);
      const client = await runQuire(home, ["restore", doc!.id, "1"], {
        env: { QUIRE_URL: second.url, QUIRE_KEY: apiKey },
      });
      expect(client.stderr).toBe("");
      expect(client.code).toBe(0);
      expect(client.stdout).toMatch(new RegExp(`Restored version 1 of ${doc!.id} as version 3`));
      await second.stop();
    },
  );

  it(
    "refuses an existing database without --force, and a running service's even with it",
    { timeout: 60_000 },
    async () => {
      const refused = await operator(live, ["restore", archive]);
      expect(refused.code).toBe(74);
      expect(refused.stderr).toMatch(
        /quire\.db exists: add --force to replace it \(it is then kept as .*quire\.db\.before-restore\)/,
      );
      const busy = await operator(live, ["restore", archive, "--force"]);
      expect(busy.code).toBe(75);
      expect(busy.stderr).toMatch(/quire\.db is open in another process .*stop the service, then restore/);
      expect(existsSync(join(live, "quire.db.before-restore"))).toBe(false);
      expect(readdirSync(live).filter((name) => name.startsWith(".quire-"))).toEqual([]);
    },
  );

  it(
    "with the service stopped and --force, replaces the database and keeps the previous one beside it",
    { timeout: 60_000 },
    async () => {
      const after = await createDocument(server, "After the backup");
      expect(after.status).toBe(201);
      const afterId = ((await after.json()) as { document: { id: string } }).document.id;
      await server.stop("SIGTERM");
      const forced = await operator(live, ["restore", archive, "--force"]);
      expect(forced.stderr).toBe("");
      expect(forced.code).toBe(0);
      expect(forced.stdout).toMatch(/the database it replaced is kept as .*live\/quire\.db\.before-restore/);
      const idsIn = (file: string) => {
        const db = new SQLite(file, { readonly: true });
        try {
          return db.prepare("select id from document").pluck().all() as string[];
        } finally {
          db.close();
        }
      };
      expect(idsIn(join(live, "quire.db.before-restore"))).toContain(afterId);
      expect(idsIn(join(live, "quire.db"))).not.toContain(afterId);
      expect(existsSync(join(live, "quire.db-wal"))).toBe(false);
    },
  );

  it(
    "refuses a damaged, foreign or newer archive with a clear message, and leaves DATA_DIR as it was",
    { timeout: 120_000 },
    async () => {
      const target = join(root, "target");
      expect((await operator(target, ["migrate"])).code).toBe(0);
      const bytes = readFileSync(archive);
      const manifest = strFromU8(unzipSync(new Uint8Array(bytes))["manifest.json"]!);

      // A byte run spoiled inside the database entry's deflated data.
      const damaged = Buffer.from(bytes);
      const header = damaged.indexOf("quire.db") - 30;
      const dataStart = header + 30 + damaged.readUInt16LE(header + 26) + damaged.readUInt16LE(header + 28);
      for (let i = 200; i < 260; i++) damaged.writeUInt8(damaged.readUInt8(dataStart + i) ^ 0x5a, dataStart + i);

      // A database with a migration this Quire does not have: a backup made by a newer one.
      const futureDb = join(root, "future.db");
      copyFileSync(join(target, "quire.db"), futureDb);
      const db = new SQLite(futureDb);
      db.pragma("journal_mode = DELETE");
      db.prepare("insert into quire_migration (name, timestamp) values (?, ?)").run(
        "999-from-the-future",
        new Date().toISOString(),
      );
      const futureMigrations = db.prepare("select name from quire_migration order by name").pluck().all();
      db.close();
      const futureManifest = JSON.stringify({
        ...JSON.parse(manifest),
        quireVersion: "9.0.0",
        migrations: futureMigrations,
      });

      const cases: { name: string; content: Uint8Array; message: RegExp }[] = [
        {
          name: "garbage.zip",
          content: strToU8("this is no zip at all"),
          message: /garbage\.zip is not a Quire backup: not a zip archive/,
        },
        {
          name: "truncated.zip",
          content: bytes.subarray(0, bytes.length >> 1),
          message: /truncated\.zip is not a Quire backup: /,
        },
        {
          name: "foreign.zip",
          content: zipSync({ "notes.txt": strToU8("hello") }),
          message: /foreign\.zip is not a Quire backup: it holds "notes\.txt"/,
        },
        {
          name: "no-manifest.zip",
          content: zipSync({ "quire.db": new Uint8Array(readFileSync(futureDb)) }),
          message: /no-manifest\.zip is not a Quire backup: it has no manifest\.json/,
        },
        {
          name: "other-manifest.zip",
          content: zipSync({
            "manifest.json": strToU8('{"format":"something-else"}'),
            "quire.db": new Uint8Array(4096),
          }),
          message: /not a Quire backup manifest/,
        },
        {
          name: "not-sqlite.zip",
          content: zipSync({ "manifest.json": strToU8(manifest), "quire.db": strToU8("not a database ".repeat(400)) }),
          message: /the backup's database is not a readable SQLite database/,
        },
        { name: "damaged.zip", content: damaged, message: /damaged\.zip is damaged: / },
        {
          name: "future.zip",
          content: zipSync({
            "manifest.json": strToU8(futureManifest),
            "quire.db": new Uint8Array(readFileSync(futureDb)),
          }),
          message:
            /made by a newer Quire \(9\.0\.0\): .*does not know — 999-from-the-future\. Restore it with that version/,
        },
      ];
      const before = snapshotOf(target);
      for (const bad of cases) {
        const path = join(root, bad.name);
        writeFileSync(path, bad.content);
        const run = await operator(target, ["restore", path, "--force"]);
        expect(run.code, `${bad.name}: ${run.stderr}`).toBe(65);
        expect(run.stderr, bad.name).toMatch(bad.message);
        expect(snapshotOf(target), bad.name).toEqual(before);
      }
      // Into a DATA_DIR that does not exist yet: refused once staging had begun there, and the folder is gone again.
      const none = join(root, "never-made");
      const intoNone = await operator(none, ["restore", join(root, "damaged.zip")]);
      expect(intoNone.code).toBe(65);
      expect(intoNone.stderr).toMatch(/damaged\.zip is damaged: /);
      expect(existsSync(none)).toBe(false);
    },
  );

  it(
    "brings a backup made by an older Quire up to date: the migrations it lacks run before it is put in place",
    { timeout: 60_000 },
    async () => {
      const oldDb = join(root, "old.db");
      const database = await openDatabase(`sqlite:${oldDb}`);
      const early = {
        "001-initial": initialMigration("sqlite"),
        "002-api-keys": apiKeysMigration(),
        "003-blobs": blobsMigration("sqlite"),
        "004-leases": leasesMigration(),
        "005-assets": assetsMigration(),
      };
      const migrator = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => early },
        migrationTableName: "quire_migration",
        migrationLockTableName: "quire_migration_lock",
      });
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await database.close();
      const manifest = {
        format: "quire-backup",
        formatVersion: 1,
        quireVersion: "0.0.1",
        createdAt: new Date().toISOString(),
        migrations: Object.keys(early),
        blobStore: "fs",
        counts: {},
      };
      const old = join(root, "old.zip");
      writeFileSync(
        old,
        zipSync({
          "manifest.json": strToU8(JSON.stringify(manifest)),
          "quire.db": new Uint8Array(readFileSync(oldDb)),
        }),
      );
      const into = join(root, "from-old");
      const run = await operator(into, ["restore", old]);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^applied 006-webhooks, 007-jobs, .*012-document-versions/m);
      expect((await operator(into, ["migrate"])).stdout).toMatch(/is up to date/);
    },
  );

  it("dispatches on its arguments: a document id is the client command, anything else a backup file", async () => {
    const client = await operator(fresh, ["restore", MISSING_DOC, "2"]);
    expect(client.code).toBe(78);
    expect(client.stderr).toMatch(/Not signed in: run `quire login`/);
    const missing = await operator(fresh, ["restore", join(root, "nowhere.zip")]);
    expect(missing.code).toBe(66);
    expect(missing.stderr).toMatch(/nowhere\.zip: no such file/);
    const bare = await operator(fresh, ["restore"]);
    expect(bare.code).toBe(64);
    expect(bare.stderr).toMatch(/quire restore <file\.zip> \[--force\]/);
    expect(bare.stderr).toMatch(/quire restore <document id> <version>/);
    const help = await runQuire(home, ["--help"]);
    expect(help.stdout).toMatch(/^ {2}backup {4}<file\.zip> \[--force\]/m);
    expect(help.stdout).toMatch(/^ {2}restore {3}<file\.zip> \[--force\]/m);
    expect(help.stdout).toMatch(/^ {2}restore {3}<document id> <version>/m);
  });
});
