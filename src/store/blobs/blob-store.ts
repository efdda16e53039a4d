// The blob store role: uploaded files kept unchanged by key (files under DATA_DIR, rows in the database, or S3 objects).

export interface BlobStore {
  /** Stores bytes unchanged under `key`; readers never see a partial blob. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /** Releases connections (the S3 client); absent when there is nothing to release. */
  close?(): void;
}
