// A job's result as one zip, made as it is read: each made item's file from the blob store (stored, not compressed
// again) as its row comes — in index order for a finished job, as they finish for a streamed batch — then manifest.json
// listing every item once, in index order. Memory stays flat in the job's size.
import { webStreamOf } from "../lib/web-stream.js";
import { createZipStream } from "../lib/zip-stream.js";
import type { BlobStore } from "../store/blobs/blob-store.js";
import type { JobItemRecord, JobRecord, JobRepo } from "../store/repos/jobs.js";

/** Items read from the database at a time while the zip is written. */
const PAGE = 200;
const MAX_BUFFERED = 16 * 1024 * 1024;

export interface ManifestRow {
  index: number;
  filename: string | null;
  status: "ok" | "error" | "cancelled";
  error?: string;
  message?: string;
}

/** The row of an item whose file was deleted after its keep time. */
const gone = (row: ManifestRow): ManifestRow => ({
  ...row,
  status: "error",
  error: "gone",
  message: "The result was deleted after its keep time.",
});

/** One item for the zip: its manifest row and, when it made a file, how to read the file (null once it is gone). */
export interface ResultRow {
  row: ManifestRow;
  file?: () => Promise<Uint8Array | null>;
}

/** An item's row as the store holds it: made (with its file), failed, cancelled, or made but deleted after its keep time. */
export function resultRowOf(item: JobItemRecord, blobs: BlobStore): ResultRow {
  const key = item.resultKey;
  if (item.state === "succeeded" && key)
    return { row: { index: item.idx, filename: item.filename, status: "ok" }, file: () => blobs.get(key) };
  const status = item.state === "cancelled" ? "cancelled" : "error";
  const row: ManifestRow = { index: item.idx, filename: item.filename, status };
  if (item.error) return { row: { ...row, error: item.error, message: item.message ?? "" } };
  return { row: status === "error" ? gone(row) : row };
}

/** Every item of a job, in index order, a page at a time. */
export async function* jobRows(
  jobs: JobRepo,
  blobs: BlobStore,
  job: Pick<JobRecord, "id" | "total">,
  skip?: (idx: number) => boolean,
): AsyncGenerator<ResultRow> {
  for (let after = 0; after < job.total; after += PAGE) {
    for (const item of await jobs.items(job.id, after, PAGE)) if (!skip?.(item.idx)) yield resultRowOf(item, blobs);
  }
}

/**
 * The zip of `rows`: each file added as its row comes (a file gone from the store becomes an error row), then the
 * manifest. Cancelling the stream (the reader went away) stops reading rows and calls `onCancel`.
 */
export function resultZip(rows: AsyncIterable<ResultRow>, onCancel?: () => void): ReadableStream<Uint8Array> {
  const zip = createZipStream();
  const out = zip.output;
  const abort = new AbortController();
  void (async () => {
    const manifest: ManifestRow[] = [];
    for await (const { row, file } of rows) {
      if (abort.signal.aborted) return;
      const bytes = file ? await file() : null;
      if (bytes && row.filename) {
        zip.add(row.filename, bytes);
        manifest.push(row);
        while (out.readableLength > MAX_BUFFERED && !abort.signal.aborted) await new Promise((r) => setTimeout(r, 5));
      } else manifest.push(file ? gone(row) : row);
    }
    if (abort.signal.aborted) return;
    manifest.sort((a, b) => a.index - b.index);
    zip.add("manifest.json", Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), { deflate: true });
    zip.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return webStreamOf(out, () => {
    abort.abort();
    onCancel?.();
  });
}

/** A finished job's zip, from its items in index order. */
export const jobResultZip = (jobs: JobRepo, blobs: BlobStore, job: JobRecord) => resultZip(jobRows(jobs, blobs, job));
