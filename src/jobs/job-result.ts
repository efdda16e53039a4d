// A finished job's result as one zip, made as it is read: each succeeded item's file from the blob store in order
// (stored, not compressed again), then manifest.json listing every item once. Memory stays flat in the job's size.
import type { Readable } from "node:stream";
import yazl from "yazl";
import { webStreamOf } from "../lib/web-stream.js";
import type { BlobStore } from "../store/blobs/blob-store.js";
import type { JobRecord, JobRepo } from "../store/repos/jobs.js";

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

export function jobResultZip(jobs: JobRepo, blobs: BlobStore, job: JobRecord): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  const out = zip.outputStream as Readable;
  const abort = new AbortController();
  void (async () => {
    const manifest: ManifestRow[] = [];
    for (let after = 0; after < job.total && !abort.signal.aborted; after += PAGE) {
      for (const item of await jobs.items(job.id, after, PAGE)) {
        if (item.state === "succeeded" && item.resultKey) {
          const bytes = await blobs.get(item.resultKey);
          if (bytes) {
            zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), item.filename!, { compress: false });
            manifest.push({ index: item.idx, filename: item.filename, status: "ok" });
            while (out.readableLength > MAX_BUFFERED && !abort.signal.aborted) await new Promise((r) => setTimeout(r, 5));
            continue;
          }
        }
        const status = item.state === "cancelled" ? "cancelled" : "error";
        manifest.push({ index: item.idx, filename: item.filename, status, ...(item.error ? { error: item.error, message: item.message ?? "" } : status === "error" ? { error: "gone", message: "The result was deleted after its keep time." } : {}) });
      }
    }
    if (abort.signal.aborted) return;
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), "manifest.json");
    zip.end();
  })().catch((err: unknown) => out.destroy(err as Error));
  return webStreamOf(out, () => abort.abort());
}
