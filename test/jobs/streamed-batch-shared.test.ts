// A streamed batch whose items another process's lanes take too, on one real SQLite file: the zip streamed to the
// requester holds every item exactly once — those its own lanes made (handed to the zip as they are recorded) and
// those made elsewhere (read from the job's events) — and its manifest lists each once, as the job's result does.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createBrand } from "../../src/brands/create-brand.js";
import { createDeckPool, type DeckPool } from "../../src/brands/deck-pool.js";
import { loadConfig } from "../../src/config/load.js";
import { brandBatchItem } from "../../src/jobs/brand-batch-job.js";
import type { RunItem } from "../../src/jobs/item-work.js";
import { jobResultZip } from "../../src/jobs/job-result.js";
import { createJobsService, type JobsService } from "../../src/jobs/jobs-service.js";
import { streamBrandBatch } from "../../src/jobs/streamed-batch.js";
import { newId } from "../../src/lib/ids.js";
import { processIdentity } from "../../src/lib/process-identity.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { createFileBlobStore } from "../../src/store/blobs/file-blob-store.js";
import { openDatabase, type Database } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import type { Source } from "../../src/formats/model/source.js";
import { createRepos } from "../../src/store/repos/index.js";
import { tenSlideDeck } from "../brands/deck-fixture.js";
import { fixture } from "../brands/hostile-zips.js";
import { parseSourceHere } from "../../src/documents/normalise-source.js";

const logger = pino({ level: "silent" });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let dir: string;
let database: Database;
let pool: DeckPool;
const services: JobsService[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "quire-streamed-shared-"));
  database = await openDatabase(`sqlite:${join(dir, "q.db")}`);
  await migrateToLatest(database);
  pool = createDeckPool(2);
});
afterAll(async () => {
  await Promise.all(services.map((s) => s.stop()));
  await pool?.close();
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

const zipOf = async (stream: ReadableStream<Uint8Array>) =>
  unzipSync(new Uint8Array(await new Response(stream).arrayBuffer()));
const decksIn = (files: Record<string, Uint8Array>) =>
  Object.keys(files)
    .filter((n) => n.endsWith(".pptx"))
    .sort();

it("has every item once when another process's lanes make some of them", async () => {
  const userId = newId("user");
  const owner = { userId, spaceId: personalSpace(userId) };
  const now = new Date().toISOString();
  await database.db
    .insertInto("user")
    .values({
      id: userId,
      name: "u",
      email: `${userId}@example.com`,
      emailVerified: 1,
      image: null,
      createdAt: now,
      updatedAt: now,
    } as never)
    .execute();
  const repos = createRepos<Source>(database.db);
  const deps = {
    brands: repos.brands,
    documents: repos.documents,
    blobs: createFileBlobStore(join(dir, "blobs")),
    parseSource: parseSourceHere,
  };
  const brand = await createBrand(deps, owner, { bytes: fixture("pypptx-default-4x3.pptx"), filename: "default.pptx" });
  const config = loadConfig({
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${join(dir, "q.db")}`,
    JOB_CONCURRENCY: "0",
    JOB_POLL_MS: "20",
  });
  const service = async (role: "serve" | "worker", concurrency: string) => {
    const s = await createJobsService(
      { ...config, JOB_CONCURRENCY: Number(concurrency) },
      database,
      deps.blobs,
      logger,
      {
        namespace: "t",
        identity: processIdentity({ role, dataDir: join(dir, role), databaseUrl: config.DATABASE_URL }),
      },
    );
    services.push(s);
    return s;
  };
  const requester = await service("serve", "0");
  // The other process: two lanes of the embedded queue, each deck made at once.
  const elsewhere = await service("worker", "2");
  let madeElsewhere = 0;
  const makeThere = brandBatchItem({ ...deps, pool });
  const runThere: RunItem = async (...args) => {
    madeElsewhere++;
    return makeThere(...args);
  };
  // The requester's one lane is slow, and the other process starts once it holds its first item: the other lanes take
  // items while it works.
  const slowPool: DeckPool = {
    ...pool,
    threads: pool.threads,
    render: async (task, signal) => {
      elsewhere.start(runThere);
      await sleep(60);
      return pool.render(task, signal);
    },
    analyse: (bytes) => pool.analyse(bytes),
    close: async () => {},
  };
  const items = Array.from({ length: 16 }, (_, i) => ({
    source: tenSlideDeck(`Deck ${i + 1} for {{company}}`),
    variables: { company: `Client ${i + 1}` },
    filename: `client-${i + 1}`,
  }));
  const { job, stream } = await streamBrandBatch(
    { ...deps, pool: slowPool, jobs: requester, logger, leaseMs: config.JOB_LEASE_MS, lanes: 1 },
    owner,
    brand.id,
    items,
  );

  const files = await zipOf(stream);
  const names = items.map((_, i) => `${String(i + 1).padStart(3, "0")}-client-${i + 1}.pptx`).sort();
  expect(decksIn(files)).toEqual(names);
  const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]!)) as { index: number; status: string }[];
  expect(manifest.map((m) => [m.index, m.status])).toEqual(items.map((_, i) => [i + 1, "ok"]));
  expect(madeElsewhere).toBeGreaterThan(0);
  expect(madeElsewhere).toBeLessThan(items.length);

  // The job's own result, once it has finished, holds the same decks.
  for (let i = 0; i < 100 && (await requester.repo.get(job.id))?.state !== "succeeded"; i++) await sleep(20);
  const record = (await requester.repo.get(job.id))!;
  expect(record).toMatchObject({ state: "succeeded", succeeded: items.length, failed: 0 });
  const result = await zipOf(jobResultZip(requester.repo, deps.blobs, record));
  expect(decksIn(result)).toEqual(names);
  for (const name of names) expect(Buffer.from(result[name]!).equals(Buffer.from(files[name]!))).toBe(true);
});
