// Generates many decks on a brand on the worker pool and streams them into a zip as each finishes (memory flat in N).
import type { Owner } from "../lib/space-id.js";
import type { Readable } from "node:stream";
import type { Logger } from "pino";
import yazl from "yazl";
import { AppError, isAppError, type ErrorCode } from "../lib/errors.js";
import { safeFilename } from "../lib/filename.js";
import { webStreamOf } from "../lib/web-stream.js";
import type { BatchLease, BatchLeases } from "./batch-lease.js";
import type { DeckPool } from "./deck-pool.js";
import type { TemplateAnalysis } from "./analyse-template.js";
import { deckForItem, masterRequest, renderTask, type GenerateDeps, type GenerateItem } from "./generate-deck.js";
import { loadBrandBytes, readBrand } from "./manage-brands.js";

export interface BatchDeps extends GenerateDeps {
  pool: DeckPool;
  logger: Logger;
  /** Batches this process runs at once (all users); past it a new one is refused with 503. Unset: no cap. */
  maxRunning?: number;
  /** The one-running-batch-per-user rule shared by every process on the same database or Redis; unset: this process only. */
  leases?: BatchLeases;
}

export interface ManifestEntry {
  index: number;
  filename: string;
  status: "ok" | "error";
  error?: ErrorCode;
  message?: string;
}

// Users with a batch running in this process: a fast answer for a repeat here, and the count BATCH_MAX_RUNNING caps.
const running = new Set<string>();
/** Finished decks waiting in the zip stream beyond this pause new renders until the client reads (backpressure). */
const MAX_BUFFERED = 16 * 1024 * 1024;

/**
 * Starts a batch and returns the zip as a web stream. Checks (brand exists, one batch per user) happen before the
 * first byte, so they are ordinary error answers; after that a failing item becomes an "error" row in manifest.json.
 */
export async function generateBatch(deps: BatchDeps, owner: Owner, brandId: string, items: GenerateItem[], brandVersion?: number): Promise<ReadableStream<Uint8Array>> {
  const { userId } = owner;
  const alreadyRunning = () => new AppError("concurrency_limit", "A batch of yours is still running; wait for it to finish before starting another.", { retryAfter: 10 });
  if (running.has(userId)) throw alreadyRunning();
  if (deps.maxRunning !== undefined && running.size >= deps.maxRunning) {
    throw new AppError("unavailable", "This server is busy with other batches; try again shortly.", { retryAfter: 10 });
  }
  running.add(userId);
  let lease: BatchLease | null = null;
  let started = false;
  try {
    lease = deps.leases ? await deps.leases.acquire(userId) : null;
    if (deps.leases && !lease) throw alreadyRunning(); // running on another process
    const held = lease;
    const brand = await readBrand(deps, owner.spaceId, brandId, brandVersion);
    const loaded = await loadBrandBytes(deps, brand);
    // Shared memory: every task hands the workers the same template bytes without a copy.
    const template = new Uint8Array(new SharedArrayBuffer(loaded.byteLength));
    template.set(loaded);
    const zip = new yazl.ZipFile();
    const out = zip.outputStream as Readable;
    const abort = new AbortController();
    let released = false;
    const release = () => {
      if (!released) {
        running.delete(userId);
        void held?.release();
      }
      released = true;
    };
    out.once("end", release);
    out.once("close", release);
    out.once("error", release);

    const manifest: ManifestEntry[] = new Array(items.length);
    const width = Math.max(3, String(items.length).length);
    let next = 0;

    const runOne = async (i: number) => {
      const item = items[i]!;
      const index = i + 1;
      const prefix = String(index).padStart(width, "0");
      let filename = `${prefix}-${safeFilename(item.filename, `deck-${index}`, "pptx", "deck")}.pptx`;
      try {
        const master = masterRequest(brand.analysis as TemplateAnalysis, item);
        const deck = await deckForItem(deps, userId, brand, item, abort.signal);
        filename = `${prefix}-${safeFilename(item.filename, deck.title, "pptx", "deck")}.pptx`;
        const shown = deps.inlineImages ? await deps.inlineImages(deck, owner.spaceId) : deck;
        const bytes = await deps.pool.render(renderTask(brand, template, shown, master), abort.signal);
        if (abort.signal.aborted) return;
        // The decks are DEFLATE packages already: stored in the outer zip, not compressed twice.
        zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), filename, { compress: false });
        manifest[i] = { index, filename, status: "ok" };
      } catch (err) {
        if (abort.signal.aborted) return;
        const known = isAppError(err);
        if (!known) deps.logger.error({ err, brandId, index }, "batch item failed");
        manifest[i] = { index, filename, status: "error", error: known ? err.code : "internal_error", message: known ? err.message : "This deck could not be built; the others are unaffected." };
      }
    };

    const lane = async () => {
      while (next < items.length && !abort.signal.aborted) {
        const i = next++;
        while (out.readableLength > MAX_BUFFERED && !abort.signal.aborted) await new Promise((r) => setTimeout(r, 5));
        await runOne(i);
      }
    };

    const lanes = Math.min(deps.pool.threads * 2, items.length);
    void Promise.all(Array.from({ length: lanes }, lane)).then(() => {
      if (abort.signal.aborted) return;
      zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), "manifest.json");
      zip.end();
    });
    started = true;

    // Cancelling the response stream (client gone) stops pending renders and frees the user's slot.
    return webStreamOf(out, () => {
      abort.abort();
      release();
    });
  } finally {
    if (!started) {
      running.delete(userId);
      void lease?.release();
    }
  }
}
