// The composition root's product: everything the app needs, built once from one parsed Config.
import type { SlidePictureDeps, ExportDeps, RenderDeps } from "./exports/index.js";
import { spaceOf, type SpaceId } from "./lib/space-id.js";
import { join } from "node:path";
import { createHmac } from "node:crypto";
import { type ShareDeps, sharedView, type SharedView } from "./shares/index.js";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import { resolveAuthSecret, type Config } from "./config/load.js";
import { openDatabase, type Database } from "./store/database.js";
import { migrateToLatest } from "./store/migrations/index.js";
import { createRepos, type Repos } from "./store/repos/index.js";
import { createExportPool, type ExportPool, WORK_NICENESS, WORKER_CACHES_ENV, workProcesses } from "./workers/index.js";
import { createAuthService, type AuthService } from "./auth/index.js";
import { createLimiter, type Limiter, createWorkSlots, type WorkSlots } from "./limits/index.js";
import { type SourceParser, loadShowcase, type Showcase } from "./documents/index.js";
import { createIdempotencyService, type IdempotencyService } from "./idempotency/index.js";
import type { BlobStore } from "./store/blobs/blob-store.js";
import { createDatabaseBlobStore } from "./store/blobs/database-blob-store.js";
import { createFileBlobStore } from "./store/blobs/file-blob-store.js";
import { sweepTempFiles } from "./store/temp-files.js";
import {
  createDeckPool,
  type DeckPool,
  composeDeckWith,
  type ComposeDeck,
  type GenerateDeps,
  type BrandExportDeps,
} from "./brands/index.js";
import { createJobsService, type JobsService, brandBatchItem } from "./jobs/index.js";
import { createProvider, createBuiltinProvider, type AgentDeps } from "./agent/index.js";
import { resolveImages, type AssetDeps } from "./assets/index.js";
import type { Deck, Source } from "./formats/model/source.js";
import { parseHostList } from "./outbound/index.js";
import { createWebhooks, type Webhooks, type EventPublisher } from "./webhooks/index.js";
import { createMetrics, type Metrics } from "./metrics/index.js";
import { processIdentity, type ProcessIdentity } from "./lib/process-identity.js";
import { CpuBudget } from "./lib/cpu-budget.js";
import { createPictureSources, type PictureDeps } from "./pictures/index.js";
import { QUALITY_BUDGET_MS, reportQuality } from "./quality/index.js";

/** A caller's slide pictures that may wait behind those being drawn (a page of thumbnails asks for many at once), and for how long. */
const SLIDE_PICTURES_LINE = 32;
const SLIDE_PICTURES_WAIT_MS = 30_000;

export interface Deps {
  config: Config;
  logger: Logger;
  database: Database;
  /** Their documents and versions hold the source model: every source the store keeps was validated as one. */
  repos: Repos<Source>;
  /** Sign-in, sessions, API keys (src/auth); protected routes use requireAuth(deps) from http/middleware/require-auth. */
  auth: AuthService;
  /** Rate limits (src/limits); routes use rateLimit(deps, NAME) from http/middleware/rate-limit. */
  limiter: Limiter;
  /** Reads a sent source on the pool's threads within RENDER_TIMEOUT_MS (a document created or updated, a deck to generate). */
  parseSource: SourceParser;
  /** How much of this process's work one caller may hold at once; heavy routes use workSlot(deps, kind) from http/middleware/work-slot. */
  workSlots: WorkSlots;
  /** Idempotency-Key bookkeeping (src/idempotency); routes use idempotent(deps.idempotency, {route}) from http/middleware/idempotency. */
  idempotency: IdempotencyService;
  /** The showcase demos from content/showcase/, validated at boot. */
  showcase: Showcase;
  /** Stored uploads (brand templates): files under DATA_DIR/blobs, database rows (BLOB_STORE=db) or S3 objects (BLOB_STORE=s3). */
  blobs: BlobStore;
  /** Uploaded images (their rows, the blob store, the limits) and the operator's remote image hosts (src/assets). */
  assets: AssetDeps;
  /** Webhook endpoints, their deliveries and this process's dispatcher (src/webhooks); the server starts and stops it. */
  webhooks: Webhooks;
  /** Domain events (document.created, brand.created, job.*) → the user's webhook endpoints: `events.publishEvent(spaceId, type, data)`. */
  events: EventPublisher;
  /** Work processes rendering and drawing brand decks and templates; they start on first use. */
  deckPool: DeckPool;
  /** Exports run here, off the event loop (started on first use). */
  exportPool: ExportPool;
  /** Long work submitted as jobs (src/jobs): the database's record, the queue (BullMQ or the database's) and this process's share. */
  jobs: JobsService;
  /** This process's Prometheus metrics (GET /api/metrics; a worker's METRICS_PORT). */
  metrics: Metrics;
  /** This process on the leases it holds: its instance (kept across restarts) and this boot. */
  identity: ProcessIdentity;
  /** What brand operations need: the brand rows, their templates, analysis and rendering on the deck pool, brand.created. */
  brands: BrandExportDeps;
  /** What an export needs (src/exports): saved documents, brands, images, the export pool. */
  exports: ExportDeps;
  /** What a render needs (src/exports/render-page.ts): images, and the export pool's source work within RENDER_TIMEOUT_MS. */
  render: RenderDeps;
  /** What a saved deck's slide pictures need (src/exports/slide-picture.ts): its brand, images, both pools. */
  slidePictures: SlidePictureDeps;
  /** Share links for their owners (src/shares). */
  shares: ShareDeps;
  /** What a share link shows its viewers. */
  sharedView: SharedView;
  /** Where a new deck's pictures come from (src/pictures): the library, the stock provider, the image model. */
  pictures: PictureDeps;
  /** What an agent run needs (src/agent): the configured model, documents and runs, file reading and quality on the pools. */
  agent: AgentDeps;
  /** Closes what buildDeps opened, in reverse order. */
  close(): Promise<void>;
}

/** `role`: what this process is on the leases it holds (`serve` or `worker`, part of its instance id). */
export async function buildDeps(config: Config, logger: Logger, role: "serve" | "worker" = "serve"): Promise<Deps> {
  const showcase = loadShowcase();
  const swept = await sweepTempFiles(config.DATA_DIR);
  if (swept.length) logger.warn({ swept }, "removed temp files left by an interrupted write");
  const database = await openDatabase(config.DATABASE_URL);
  const applied = await migrateToLatest(database);
  if (applied.length) logger.info({ applied }, "migrations applied");
  const history = { snapshotEvery: config.HISTORY_SNAPSHOT_EVERY, keep: config.HISTORY_KEEP_VERSIONS };
  const repos = createRepos<Source>(database.db, { history });
  // The metrics read the queue and the webhook backlog when scraped; both are made below, before any scrape.
  const metrics = createMetrics({ queueDepth: () => jobs.depth(), webhookBacklog: () => webhooks.repo.countPending() });
  const identity = processIdentity({
    instanceId: config.INSTANCE_ID,
    role,
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
  });
  const webhooks = createWebhooks(config, database.db, logger, metrics.webhookAttempt, identity);
  const auth = createAuthService(config, database, repos, logger);
  const limiter = await createLimiter(config, database);
  const workers = config.EXPORT_WORKERS ?? Math.min(2, availableParallelism());
  // One set of work processes for every file a user sends, whichever pool asks: exports, imports, pictures, brand decks.
  const processes = workProcesses({
    size: workers,
    maxQueue: workers * 16,
    limits: {
      memoryMb: config.WORK_PROCESS_MEMORY_MB,
      heapMb: config.WORK_PROCESS_HEAP_MB,
      queueWaitMs: config.WORK_QUEUE_WAIT_MS,
    },
    niceness: WORK_NICENESS,
    env: {
      [WORKER_CACHES_ENV]: JSON.stringify({
        pdfText: config.PDF_TEXT_CACHE_MB * 1024 * 1024,
        pptxParts: config.PPTX_PARTS_CACHE_MB * 1024 * 1024,
      }),
    },
    onStopped: (detail) => logger.error(detail, "a work process ended under its task; it was replaced"),
  });
  const exportPool = createExportPool({ threads: workers, timeoutMs: config.EXPORT_TIMEOUT_MS, processes });
  const idempotency = createIdempotencyService(repos.idempotency, {
    onSweepError: (err) => logger.warn({ err }, "idempotency sweep failed"),
  });
  const deckPool = createDeckPool(workers, { timeoutMs: config.EXPORT_TIMEOUT_MS, processes });
  const blobs = await createBlobStore(config, database);
  const jobs = await createJobsService(config, database, blobs, logger, {
    namespace: limiter.namespace,
    identity,
    observe: metrics.jobItem,
  });
  // A finished job tells its owner's webhooks (job.succeeded, job.partially_failed, job.failed; not a cancel they made).
  jobs.onFinished(async (job) => {
    if (job.state !== "succeeded" && job.state !== "partially_failed" && job.state !== "failed") return;
    const data = {
      id: job.id,
      state: job.state,
      total: job.total,
      succeeded: job.succeeded,
      failed: job.failed,
      type: job.type,
      brandId: job.brandId,
      result: job.succeeded ? `/api/jobs/${job.id}/result` : null,
    };
    await webhooks.events.publishEvent(spaceOf(job), `job.${job.state}`, data);
  });
  const assets: AssetDeps = {
    assets: repos.assets,
    blobs,
    limits: { maxBytes: config.ASSET_MAX_BYTES, maxSide: config.ASSET_MAX_SIDE, maxPixels: config.ASSET_MAX_PIXELS },
    prepare: exportPool.prepareImage,
    remote: { hosts: parseHostList(config.IMAGE_HOSTS).hosts, timeoutMs: config.IMAGE_FETCH_TIMEOUT_MS },
  };
  const brands: BrandExportDeps = {
    brands: repos.brands,
    blobs,
    analyse: (bytes) => deckPool.analyse(bytes),
    events: webhooks.events,
    pool: deckPool,
  };
  const exports: ExportDeps = {
    documents: repos.documents,
    brands,
    assets,
    run: (source, format, signal) => exportPool.run(source, format, signal),
    slidePictures: exportPool.slidePictures,
    handout: exportPool.handout,
    parseSource: (input, signal) => exportPool.parseSource(input, new CpuBudget(config.RENDER_TIMEOUT_MS), signal),
    parseSourceText: (input, signal) =>
      exportPool.parseSourceText(input, new CpuBudget(config.RENDER_TIMEOUT_MS), signal),
    spoolDir: join(config.DATA_DIR, "spool"),
  };
  const render: RenderDeps = { assets, budgetMs: config.RENDER_TIMEOUT_MS, renderPage: exportPool.renderPage };
  // The builtin composer works on the pool: a long or odd prompt never holds the thread that answers requests.
  const builtin = createBuiltinProvider((request, signal) =>
    exportPool.compose(request, new CpuBudget(config.COMPOSE_TIMEOUT_MS), signal),
  );
  const pictures: PictureDeps = {
    defaultMode: config.IMAGES_DEFAULT,
    assets,
    sources: createPictureSources(config, {
      limits: { ...assets.limits, maxBytes: config.PICTURE_MAX_BYTES },
      prepare: assets.prepare,
    }),
    perRequest: config.PICTURES_PER_REQUEST,
  };
  const agent: AgentDeps = {
    repos,
    // A model's revision edits are made on the pool too, within the composer's budget.
    provider: await createProvider(config, builtin, (request, signal) =>
      exportPool.applyEdits(request, new CpuBudget(config.COMPOSE_TIMEOUT_MS), signal),
    ),
    builtin,
    readPrompt: (prompt, language, signal) =>
      exportPool.readPrompt(prompt, language, new CpuBudget(config.COMPOSE_TIMEOUT_MS), signal),
    kindOf: (prompt, from, signal) =>
      exportPool.askedKind(prompt, from, new CpuBudget(config.COMPOSE_TIMEOUT_MS), signal),
    // A request's source work, as a render's is: on the pool's threads within RENDER_TIMEOUT_MS.
    applyEdits: (request, signal) => exportPool.applyEdits(request, new CpuBudget(config.RENDER_TIMEOUT_MS), signal),
    logger,
    pingMs: config.AGENT_PING_MS,
    events: webhooks.events,
    readFile: (bytes, name, signal, onPage) =>
      exportPool.importFile(bytes, name, config.UPLOAD_MAX_BYTES, signal, onPage),
    quality: (source, signal) =>
      reportQuality((deck, o, s) => exportPool.quality(deck, o, s), source, {
        budgetMs: QUALITY_BUDGET_MS.inline,
        signal,
        onFault: (err) => logger.error({ err }, "quality report failed"),
      }),
    pictures,
  };
  const slidePictures: SlidePictureDeps = {
    brands,
    assets,
    slidePng: (deck, index, width) => exportPool.slidePng(deck, index, width),
    deckPool,
  };
  const shares: ShareDeps = {
    repo: repos.shares,
    documents: repos.documents,
    versions: repos.documentVersions,
    publicUrl: config.PUBLIC_URL,
    tokenPrefix: config.API_KEY_PREFIX,
    unlockSecret: createHmac("sha256", config.AUTH_SECRET ?? resolveAuthSecret(config))
      .update("quire share unlock keys")
      .digest("base64url"),
  };
  return {
    config,
    logger,
    database,
    repos,
    auth,
    limiter,
    idempotency,
    showcase,
    blobs,
    parseSource: (input, signal) => exportPool.parseSource(input, new CpuBudget(config.RENDER_TIMEOUT_MS), signal),
    workSlots: createWorkSlots({
      documents: config.WORK_PER_CALLER,
      pictures: config.SLIDE_PICTURES_PER_CALLER,
      pictureLine: SLIDE_PICTURES_LINE,
      pictureWaitMs: SLIDE_PICTURES_WAIT_MS,
    }),
    assets,
    webhooks,
    events: webhooks.events,
    deckPool,
    exportPool,
    jobs,
    metrics,
    identity,
    brands,
    exports,
    render,
    slidePictures,
    shares,
    sharedView: sharedView({
      shares,
      pictures: slidePictures,
      render,
      exports,
      pictureCacheBytes: config.SHARE_PICTURE_CACHE_MB * 1024 * 1024,
      serviceVersion: config.version,
    }),
    pictures,
    agent,
    async close() {
      // Lanes first: an item still in flight is handed back (a drain, server.ts or `quire worker`, let it finish first).
      await jobs.stop();
      await webhooks.dispatcher.stop();
      await deckPool.close();
      await exportPool.close();
      await processes.close();
      auth.close();
      await limiter.close();
      blobs.close?.();
      await database.close();
    },
  };
}

/** What generating decks on a brand needs (the generate and batch routes, job items, `quire worker`), from deps. */
export function brandGenerateDeps(
  deps: Deps,
  composeDeck: ComposeDeck = composeDeckWith(deps.agent.provider),
): GenerateDeps & { pool: DeckPool } {
  const inlineImages = async (deck: Deck, spaceId: SpaceId) =>
    (await resolveImages(deps.assets, deck, async () => spaceId)).source as Deck;
  return { ...deps.brands, documents: deps.repos.documents, parseSource: deps.parseSource, inlineImages, composeDeck };
}

/** Starts this process's job lanes on brand batch items (a serving process and `quire worker` alike). */
export function startJobLanes(deps: Deps): void {
  deps.jobs.start(brandBatchItem(brandGenerateDeps(deps)));
}

async function createBlobStore(config: Config, database: Database): Promise<BlobStore> {
  if (config.BLOB_STORE === "db") return createDatabaseBlobStore(database.db);
  if (config.BLOB_STORE === "s3") {
    // The AWS SDK is loaded only where S3 is the store.
    const { createS3BlobStore } = await import("./store/blobs/s3-blob-store.js");
    const credentials =
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined;
    // The schema already refused BLOB_STORE=s3 without S3_BUCKET.
    return createS3BlobStore({
      bucket: config.S3_BUCKET!,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      credentials,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createFileBlobStore(join(config.DATA_DIR, "blobs"));
}
