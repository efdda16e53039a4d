// Bench: brand upload checks, one 10-slide deck per fixture template (bar ≤ 30 ms), and a 100-deck batch on the worker pool.
import { personalSpace } from "../../src/lib/space-id.js";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { unzipSync } from "fflate";
import pino from "pino";
import { analyseTemplate } from "../../src/brands/analyse-template.js";
import { createFileBlobStore } from "../../src/store/blobs/file-blob-store.js";
import { createBrand } from "../../src/brands/create-brand.js";
import { createDeckPool } from "../../src/brands/deck-pool.js";
import { generateBrandDeck, type GenerateItem } from "../../src/brands/generate-deck.js";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { isAppError } from "../../src/lib/errors.js";
import { loadConfig } from "../../src/config/load.js";
import { createJobsService } from "../../src/jobs/jobs-service.js";
import { streamBrandBatch } from "../../src/jobs/streamed-batch.js";
import { processIdentity } from "../../src/lib/process-identity.js";
import { openDatabase } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import type { Source } from "../../src/formats/model/source.js";
import { createRepos } from "../../src/store/repos/index.js";
import { mb, ms, record, summarise, time, type BenchModule } from "../lib.js";
import { markedDeck } from "../workload.js";
// The same deterministic deck and hostile files the tests use.
import { tenSlideDeck as benchDeck } from "../../test/brands/deck-fixture.js";
import { brandFixtureNames, fixture, hostileUploads } from "../../test/brands/hostile-zips.js";
import { absentFrom, missing } from "../../test/fixtures.js";
import { parseSourceHere } from "../../src/documents/normalise-source.js";

/** The in-repo brand templates (test/fixtures/third-party/brands), plus the extra fixtures' deck (QUIRE_EXTRA_FIXTURES) when there are any. */
const fixtureNames = brandFixtureNames().filter((f) => !f.startsWith("neg-"));

const mod: BenchModule = {
  name: "brands: upload checks, one deck per template, 100-deck batch",
  async run() {
    if (!fixtureNames.length) {
      console.log("[brands] skipped: fixture templates not found (test/fixtures/third-party/brands)");
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), "quire-bench-brands-"));
    const database = await openDatabase(`sqlite:${join(dir, "bench.db")}`);
    await migrateToLatest(database);
    const repos = createRepos<Source>(database.db);
    const now = new Date().toISOString();
    const userId = "user_bench";
    const owner = { userId, spaceId: personalSpace(userId) };
    await database.db
      .insertInto("user")
      .values({
        id: userId,
        name: "Bench",
        email: "bench@example.test",
        emailVerified: 1,
        image: null,
        createdAt: now,
        updatedAt: now,
      } as never)
      .execute();
    const deps = {
      brands: repos.brands,
      blobs: createFileBlobStore(join(dir, "blobs")),
      documents: repos.documents,
      parseSource: parseSourceHere,
    };
    const pool = createDeckPool(2);
    // The batch is a job streamed to its requester, as POST /api/brands/{id}/batch runs it (no other lanes here).
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${join(dir, "bench.db")}`, JOB_CONCURRENCY: "0" });
    const jobs = await createJobsService(config, database, deps.blobs, pino({ level: "error" }), {
      namespace: "bench",
      identity: processIdentity({ role: "serve", dataDir: dir, databaseUrl: config.DATABASE_URL }),
    });
    try {
      // Hostile uploads: each must be refused well under a second (loose bar; never asserted in tests).
      const refusals: number[] = [];
      let worstLabel = "";
      let worst = 0;
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      for (const [label, bytes] of Object.entries(hostileUploads())) {
        const t0 = performance.now();
        try {
          validateUpload(bytes);
        } catch (err) {
          if (!isAppError(err)) throw err;
        }
        const took = performance.now() - t0;
        refusals.push(took);
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        if (took > worst) [worst, worstLabel] = [took, label];
      }
      record({
        group: "brands",
        name: `refuse ${refusals.length} hostile uploads (bomb, 5k entries, slip, XXE, macro, truncated, ELF…)`,
        ours: `${ms(summarise(refusals))}, worst ${worst.toFixed(1)} ms (${worstLabel})`,
        bar: "each < 1 s, RSS growth < 100 MB",
        extra: `RSS growth ${mb(rssPeak - rssBefore)}`,
      });

      const brandIds: Record<string, string> = {};
      let run = 0;
      for (const rel of absentFrom("brands", (f) => f.endsWith(".pptx") && !f.startsWith("neg-")))
        console.log(`[brands] ${rel} left out (${missing(rel)})`);
      for (const name of fixtureNames) {
        const bytes = fixture(name);
        const analyse = await time(() => analyseTemplate(validateUpload(bytes)), 5, 1);
        const brand = await createBrand(deps, owner, { bytes, filename: name });
        brandIds[name] = brand.id;
        // Each run a deck not seen before (markedDeck), made before the clock starts.
        const decks = Array.from({ length: 18 }, () => markedDeck(benchDeck(), ++run));
        const one = await time(
          () => generateBrandDeck(deps, owner, brand.id, { source: decks.pop()!, variables: { company: "Acme" } }),
          15,
          3,
        );
        record({
          group: "brands",
          name: `10-slide deck on ${name}`,
          ours: ms(one),
          bar: "≤ 30 ms",
          extra: `upload check + analysis ${analyse.median.toFixed(1)} ms`,
        });
      }

      // 100 decks on one template: batch on the pool (2 threads) vs the same decks one request at a time.
      const target = brandIds["pypptx-default-4x3.pptx"] ?? Object.values(brandIds)[0]!;
      // Each batch's decks are new (company names of their own), as a user's next batch would be: nothing an earlier
      // batch made is met again.
      let batches = 0;
      const newItems = (n: number): GenerateItem[] => {
        batches++;
        return Array.from({ length: n }, (_, i) => ({
          source: benchDeck(`Deck ${i + 1} for {{company}}`),
          variables: { company: `Client ${batches}-${i + 1}` },
        }));
      };
      const runBatch = async (n: number) => {
        const { stream } = await streamBrandBatch(
          { ...deps, pool, jobs, logger: pino({ level: "error" }), leaseMs: config.JOB_LEASE_MS },
          owner,
          target,
          newItems(n),
        );
        const chunks: Buffer[] = [];
        let peak = process.memoryUsage().rss;
        await pipeline(
          Readable.fromWeb(stream as never),
          new Writable({
            write(chunk, _e, done) {
              chunks.push(chunk);
              peak = Math.max(peak, process.memoryUsage().rss);
              done();
            },
          }),
        );
        const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
        const manifest = JSON.parse(new TextDecoder().decode(files["manifest.json"]!)) as {
          status: string;
          message?: string;
        }[];
        const failed = manifest.filter((m) => m.status !== "ok");
        if (failed.length) throw new Error(`batch: ${failed.length} of ${n} decks failed: ${failed[0]!.message}`);
        return { peak };
      };
      await runBatch(20); // warm the workers and their template cache
      await runBatch(20);
      const results: { n: number; decksPerSec: number; growth: number }[] = [];
      // One batch of 25 for the memory's growth in N, then five of 100 (their median: one batch is half a second here).
      for (const n of [25, 100, 100, 100, 100, 100]) {
        global.gc?.();
        const base = process.memoryUsage().rss;
        const t0 = performance.now();
        const { peak } = await runBatch(n);
        const secs = (performance.now() - t0) / 1000;
        results.push({ n, decksPerSec: n / secs, growth: peak - base });
      }
      const t0 = performance.now();
      const serial = newItems(100);
      for (const item of serial) await generateBrandDeck(deps, owner, target, item);
      const serialPerSec = serial.length / ((performance.now() - t0) / 1000);
      const hundreds = results.filter((r) => r.n === 100).sort((a, b) => a.decksPerSec - b.decksPerSec);
      const hundred = { ...hundreds[2]!, growth: Math.max(...hundreds.map((r) => r.growth)) };
      const quarter = results.find((r) => r.n === 25)!;
      record({
        group: "brands",
        name: "batch of 100 ten-slide decks (zip streamed, 2 worker threads)",
        ours: `median ${hundred.decksPerSec.toFixed(1)} decks/s`,
        anchor: `one at a time in-process: ${serialPerSec.toFixed(1)} decks/s`,
        ratio: `${(hundred.decksPerSec / serialPerSec).toFixed(2)}× one-at-a-time`,
        bar: "≥ 40 decks/s; RSS growth ≤ 200 MB, flat in N",
        extra: `peak RSS growth ${mb(hundred.growth)} at N=100 vs ${mb(quarter.growth)} at N=25; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
      });
    } finally {
      await jobs.stop();
      await pool.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
export default mod;
