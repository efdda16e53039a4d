// The blob store role: uploaded files kept unchanged by key (files under DATA_DIR, rows in the database, or S3 objects).

/** Blobs appended one after another to one file (one file system entry for many blobs), each read back by its own key. */
export interface BlobPack {
  /** Writes `bytes` at the pack's end (the file is made by the first); answers the key they are read back by. */
  append(bytes: Uint8Array): Promise<string>;
  /** Closes the file once the appends in flight are written; later appends are refused. */
  close(): Promise<void>;
}

export interface BlobStore {
  /** Stores bytes unchanged under `key`; readers never see a partial blob. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when there is no such blob. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /**
   * A pack under `key` (files under DATA_DIR only), for many blobs of one owner where a file each would cost a file
   * system entry each (a job's items). `get` reads each blob by the key its append answered; `delete` of any of them
   * deletes the whole pack.
   */
  openPack?(key: string): BlobPack;
  /**
   * Reaches the store once, rejecting when it does not answer (S3: the bucket); absent where the store is the database
   * or files under DATA_DIR, whose health is the database's or this process's own.
   */
  check?(): Promise<void>;
  /** Releases connections (the S3 client); absent when there is nothing to release. */
  close?(): void;
}
