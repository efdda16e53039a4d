// Where the embedded default keeps its data (the SQLite file, blob files under DATA_DIR), or why there is nothing here to copy.
import { join } from "node:path";
import type { Config } from "../../config/load.js";
import { BACKUP_EXIT, BackupError } from "./backup-error.js";

export interface EmbeddedStore {
  dataDir: string;
  databaseFile: string;
  /** fs: blob files under `blobsDir`; db: blobs are rows of the database itself. */
  blobStore: "fs" | "db";
  blobsDir: string;
}

/** The embedded store `config` describes; throws a BackupError naming the right tool when the data lives elsewhere. */
export function embeddedStoreOf(config: Config, command: "backup" | "restore"): EmbeddedStore {
  if (!config.DATABASE_URL.startsWith("sqlite:")) {
    throw new BackupError(
      `DATABASE_URL is PostgreSQL: \`quire ${command}\` handles only the embedded SQLite database. Back PostgreSQL up with its own tools — pg_dump (or pg_basebackup, or your provider's snapshots) — and keep AUTH_SECRET and the rest of the environment with it.`,
      BACKUP_EXIT.config,
    );
  }
  if (config.BLOB_STORE === "s3") {
    throw new BackupError(
      `BLOB_STORE=s3: the uploaded templates live in the bucket ${config.S3_BUCKET ?? ""}, which \`quire ${command}\` does not copy. Turn on the bucket's versioning (or replication), and back the database up on its own.`,
      BACKUP_EXIT.config,
    );
  }
  const databaseFile = config.DATABASE_URL.slice("sqlite:".length);
  if (databaseFile === ":memory:" || databaseFile === "")
    throw new BackupError(
      `DATABASE_URL is ${config.DATABASE_URL}: there is no database file to ${command}.`,
      BACKUP_EXIT.config,
    );
  return {
    dataDir: config.DATA_DIR,
    databaseFile,
    blobStore: config.BLOB_STORE,
    blobsDir: join(config.DATA_DIR, "blobs"),
  };
}
