// A brand batch as a job: submitted with up to JOB_MAX_ITEMS items (each a prompt or a deck source with variables),
// each item one deck built on the brand's own template by the deck pool, its file named like the streamed batch's.
import { spaceOf, type Owner } from "../lib/space-id.js";
import {
  type TemplateAnalysis,
  deckForItem,
  masterRequest,
  renderTask,
  type GenerateDeps,
  type GenerateItem,
  type DeckPool,
  loadBrandBytes,
  readBrand,
} from "../brands/index.js";
import type { BrandRecord } from "../store/repos/brands.js";
import { isAppError } from "../lib/errors.js";
import { safeFilename } from "../lib/filename.js";
import { newId } from "../lib/ids.js";
import type { ClaimedItem, JobRecord, JobRepo, JobSubject } from "../store/repos/jobs.js";
import { ItemFailure, type ItemOutput } from "./item-work.js";

export interface BrandBatchDeps extends GenerateDeps {
  pool: DeckPool;
}

/** Who submits a job, whose space it works in, and whose job limits it counts against (an organization key's, else the user's). */
export type JobOwner = Owner & JobSubject;

const width = (total: number) => Math.max(3, String(total).length);
const prefix = (idx: number, total: number) => String(idx).padStart(width(total), "0");

/**
 * Checks the brand and each item's master before anything is queued, then stores the job and its items (queued).
 * `streamUntil`: the job is streamed to its requester (heartbeat until then); null while the user streams another.
 */
export async function submitBrandBatch(
  deps: BrandBatchDeps,
  jobs: JobRepo,
  owner: JobOwner,
  brandId: string,
  items: GenerateItem[],
  brandVersion?: number,
): Promise<JobRecord>;
export async function submitBrandBatch(
  deps: BrandBatchDeps,
  jobs: JobRepo,
  owner: JobOwner,
  brandId: string,
  items: GenerateItem[],
  brandVersion: number | undefined,
  streamUntil: string,
): Promise<JobRecord | null>;
export async function submitBrandBatch(
  deps: BrandBatchDeps,
  jobs: JobRepo,
  owner: JobOwner,
  brandId: string,
  items: GenerateItem[],
  brandVersion?: number,
  streamUntil?: string,
): Promise<JobRecord | null> {
  const brand = await readBrand(deps, owner.spaceId, brandId, brandVersion);
  for (const item of items) masterRequest(brand.analysis as TemplateAnalysis, item);
  const now = new Date().toISOString();
  const record: JobRecord = {
    id: newId("job"),
    userId: owner.userId,
    spaceId: owner.spaceId,
    type: "brand_batch",
    state: "queued",
    brandId,
    total: items.length,
    succeeded: 0,
    failed: 0,
    // Every item is built on the version current at submission: a replacement meanwhile changes nothing in this job.
    options: JSON.stringify({ brandVersion: brand.version }),
    resultKey: null,
    resultBytes: null,
    createdAt: now,
    updatedAt: now,
    finishedAt: null,
    expiresAt: null,
    streamOwner: null,
    streamUntil: null,
    keyId: owner.keyId ?? null,
  };
  if (streamUntil === undefined) await jobs.create(record, items);
  else if (!(await jobs.createStreamed(record, items, streamUntil))) return null;
  await jobs.addEvent(record.id, "job.queued", { total: items.length }, now);
  return record;
}

/**
 * Runs one item: the deck from its prompt or source, drawn on the brand (template bytes loaded once per job here).
 * The brand is read for each item (a brand deleted mid-job fails the rest), or once with `brandOnce` (one request's
 * batch, which checked it at submission).
 */
export function brandBatchItem(deps: BrandBatchDeps, options: { brandOnce?: boolean } = {}) {
  const templates = new Map<string, Uint8Array>();
  let brandOfJob: Promise<BrandRecord> | undefined;
  const brandFor = (job: JobRecord) => {
    const read = () => readBrand(deps, spaceOf(job), job.brandId!, jobBrandVersion(job));
    if (!options.brandOnce) return read();
    return (brandOfJob ??= read().catch((err: unknown) => {
      brandOfJob = undefined;
      throw err;
    }));
  };
  return async (job: JobRecord, item: ClaimedItem, signal: AbortSignal): Promise<ItemOutput> => {
    const input = item.input as GenerateItem;
    const lead = prefix(item.idx, job.total);
    let filename = `${lead}-${safeFilename(input.filename, `deck-${item.idx}`, "pptx", "deck")}.pptx`;
    try {
      const brand = await brandFor(job);
      let template = templates.get(brand.sha256);
      if (!template) {
        const loaded = await loadBrandBytes(deps, brand);
        template = new Uint8Array(new SharedArrayBuffer(loaded.byteLength));
        template.set(loaded);
        if (templates.size > 8) templates.clear();
        templates.set(brand.sha256, template);
      }
      const master = masterRequest(brand.analysis as TemplateAnalysis, input);
      const deck = await deckForItem(deps, job.userId, brand, input, signal);
      filename = `${lead}-${safeFilename(input.filename, deck.title, "pptx", "deck")}.pptx`;
      const shown = deps.inlineImages ? await deps.inlineImages(deck, spaceOf(job)) : deck;
      return { filename, bytes: await deps.pool.render(renderTask(brand, template, shown, master), signal) };
    } catch (err) {
      // What the item asked for is wrong (a bad source, a deleted brand): no retry. A busy pool or a crash: retry.
      if (isAppError(err)) throw new ItemFailure(filename, err.code, err.message, err.code === "unavailable");
      throw new ItemFailure(
        filename,
        "internal_error",
        "This deck could not be built; the others are unaffected.",
        true,
      );
    }
  };
}

/** The brand version a job was submitted on (jobs made before versions carry none: the latest). */
function jobBrandVersion(job: JobRecord): number | undefined {
  const version = (JSON.parse(job.options || "{}") as { brandVersion?: unknown }).brandVersion;
  return typeof version === "number" ? version : undefined;
}
