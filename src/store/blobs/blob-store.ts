// The blob store role: uploaded files kept unchanged by key (files under DATA_DIR, rows in the database, or S3 objects).

/** A blob being written to a file on this machine (by any thread), put under its key by `commit`. */
export interface StagedBlob {
  /** Where to write the bytes: a file that must not exist yet, on the blob's own file system. */
  path: string;
  /** Puts the written file under its key at once (a rename: readers never see a partial blob). */
  commit(): Promise<void>;
  /** Removes the file if it was written and not committed. */
  discard(): Promise<void>;
}

export interface BlobStore {
  /** Stores bytes unchanged under `key`; readers never see a partial blob. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /**
   * A file a writer elsewhere — a render thread — fills synchronously before `commit` (files under DATA_DIR only):
   * one write where a `put` from the event loop costs four trips through the thread pool.
   */
  stage?(key: string): StagedBlob;
  /** Releases connections (the S3 client); absent when there is nothing to release. */
  close?(): void;
}
