// `quire backup`: the embedded database copied online at one moment, with its blob files and a manifest, as one zip file.
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pipeline } from "node:stream/promises";
import yazl from "yazl";
import type { Config } from "../../config/load.js";
import { tempPathIn } from "../temp-files.js";
import { BACKUP_EXIT, BackupError } from "./backup-error.js";
import { isPackKey } from "../blobs/blob-key.js";
import { linkBlobs, listBlobKeys } from "./blob-files.js";
import { embeddedStoreOf } from "./embedded-store.js";
import {
  BACKUP_FORMAT,
  BLOBS_PREFIX,
  DATABASE_ENTRY,
  MANIFEST_ENTRY,
  SECRET_ENTRY,
  type BackupManifest,
} from "./manifest.js";
import { readDatabaseFacts, snapshotDatabase } from "./sqlite-file.js";
import { makeStagingDir } from "./staging.js";

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** The generated AUTH_SECRET went in too (the environment sets none). */
  withSecret: boolean;
}

/**
 * Writes the backup to a temp file beside `target` and renames it into place, so a failed backup leaves no partial
 * file under `target` (and an existing one untouched). Refuses to replace an existing `target` unless `force`.
 */
export async function createBackup(config: Config, target: string, options: { force: boolean }): Promise<BackupResult> {
  const store = embeddedStoreOf(config, "backup");
  if (!existsSync(store.databaseFile))
    throw new BackupError(
      `no database at ${store.databaseFile}: nothing to back up (is DATA_DIR right?)`,
      BACKUP_EXIT.notFound,
    );
  const file = resolve(target);
  await assertWritableTarget(file, options.force);
  await mkdir(store.dataDir, { recursive: true });
  // In DATA_DIR: the blob files are hard-linked from there, and the database copy needs room where the database has it.
  const staging = await makeStagingDir(store.dataDir, "backup");
  const archiveTemp = tempPathIn(dirname(file));
  try {
    const stagedBlobs = join(staging, "blobs");
    // A blob is written before the row that names it and deleted after that row, so every blob the database copy
    // names is in the list taken before the copy or the one after — unless it was made and deleted during the backup.
    // Packs are copied only after it: one copied before would lack what was appended between.
    const blobs =
      store.blobStore === "fs"
        ? await linkBlobs(
            store.blobsDir,
            stagedBlobs,
            (await listBlobKeys(store.blobsDir)).filter((key) => !isPackKey(key)),
          )
        : [];
    const databaseCopy = join(staging, DATABASE_ENTRY);
    const createdAt = new Date().toISOString();
    await snapshotDatabase(store.databaseFile, databaseCopy);
    if (store.blobStore === "fs") {
      const taken = new Set(blobs);
      blobs.push(
        ...(await linkBlobs(
          store.blobsDir,
          stagedBlobs,
          (await listBlobKeys(store.blobsDir)).filter((key) => !taken.has(key)),
        )),
      );
    }
    const facts = readDatabaseFacts(databaseCopy, "the database copy");
    // The generated secret seals the webhook signing secrets the database holds: without it they would not open.
    const secret = config.AUTH_SECRET ? null : await readFile(join(store.dataDir, "auth-secret")).catch(() => null);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      quireVersion: config.version,
      createdAt,
      migrations: facts.migrations,
      blobStore: store.blobStore,
      counts: { ...facts.counts, blobs: blobs.length },
    };
    await writeArchive(archiveTemp, { manifest, databaseCopy, stagedBlobs, blobs: blobs.sort(), secret });
    await rename(archiveTemp, file);
    return { file, bytes: (await stat(file)).size, manifest, withSecret: secret !== null };
  } finally {
    await rm(archiveTemp, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

async function assertWritableTarget(file: string, force: boolean): Promise<void> {
  const existing = await stat(file).catch(() => null);
  if (existing?.isDirectory())
    throw new BackupError(
      `${file} is a folder: name the archive file, e.g. ${join(file, "quire-backup.zip")}`,
      BACKUP_EXIT.io,
    );
  if (existing && !force) throw new BackupError(`${file} exists: add --force to replace it`, BACKUP_EXIT.io);
  if (!existsSync(dirname(file))) throw new BackupError(`${dirname(file)} does not exist`, BACKUP_EXIT.io);
}

interface ArchiveParts {
  manifest: BackupManifest;
  databaseCopy: string;
  stagedBlobs: string;
  blobs: string[];
  secret: Buffer | null;
}

async function writeArchive(path: string, parts: ArchiveParts): Promise<void> {
  const zip = new yazl.ZipFile();
  const failed = new Promise<never>((_, reject) => zip.on("error", reject));
  failed.catch(() => {});
  zip.addBuffer(Buffer.from(`${JSON.stringify(parts.manifest, null, 2)}\n`), MANIFEST_ENTRY);
  zip.addFile(parts.databaseCopy, DATABASE_ENTRY);
  // Templates and images are compressed already.
  for (const key of parts.blobs) zip.addFile(join(parts.stagedBlobs, key), BLOBS_PREFIX + key, { compress: false });
  if (parts.secret) zip.addBuffer(parts.secret, SECRET_ENTRY, { mode: 0o100600 });
  zip.end();
  // 0600: the archive holds every document, and the secret when there is one.
  await Promise.race([pipeline(zip.outputStream, createWriteStream(path, { flags: "wx", mode: 0o600 })), failed]);
  // On disk before the rename names it: a crash right after must not leave an empty file under the archive's name.
  const handle = await open(path, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
