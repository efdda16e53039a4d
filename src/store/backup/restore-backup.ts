// `quire restore FILE`: a backup checked, migrated forward, and renamed over the embedded database, the previous one kept beside it.
import { existsSync } from "node:fs";
import { copyFile, link, mkdir, readFile, rename, rm } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Config } from "../../config/load.js";
import { openDatabase } from "../database.js";
import { migrateToLatest } from "../migrations/index.js";
import { tempPathIn } from "../temp-files.js";
import { BACKUP_EXIT, BackupError } from "./backup-error.js";
import { isBlobKey } from "./blob-files.js";
import { embeddedStoreOf } from "./embedded-store.js";
import {
  BLOBS_PREFIX,
  DATABASE_ENTRY,
  isPrefixOf,
  MANIFEST_ENTRY,
  parseManifest,
  SECRET_ENTRY,
  type BackupManifest,
} from "./manifest.js";
import { assertNotInUse, makeSelfContained, readDatabaseFacts } from "./sqlite-file.js";
import { makeStagingDir } from "./staging.js";
import { openZip, ZipFormatError, type ZipReader } from "./zip-reader.js";

const MAX_MANIFEST_BYTES = 1024 * 1024;

export interface RestoreResult {
  databaseFile: string;
  manifest: BackupManifest;
  /** Migrations this Quire ran on the restored database (it was made by an older one). */
  applied: string[];
  /** Where the database it replaced is kept, when there was one. */
  previous: string | null;
  /** The backup's generated AUTH_SECRET was put in DATA_DIR. */
  secretRestored: boolean;
}

interface Contents {
  manifest: BackupManifest;
  blobKeys: string[];
  hasSecret: boolean;
}

/**
 * Everything is checked and staged in DATA_DIR before anything there changes: a refused or damaged archive leaves
 * DATA_DIR as it was. Then the blob files are added (by rename, each whole; a blob is never changed under its key, so
 * the previous database's blobs stay too), and the database file is renamed over the old one, which is kept as
 * `<database>.before-restore`. The service must be stopped: a database another process has open is refused.
 */
export async function restoreBackup(
  config: Config,
  archivePath: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  const store = embeddedStoreOf(config, "restore");
  const archive = resolve(archivePath);
  const zip = await openArchive(archive);
  try {
    const { manifest, blobKeys, hasSecret } = await readContents(zip, archive);
    if (manifest.blobStore !== store.blobStore) {
      throw new BackupError(
        `this backup keeps its blobs with BLOB_STORE=${manifest.blobStore}, and this Quire is set to BLOB_STORE=${store.blobStore}: restore it with BLOB_STORE=${manifest.blobStore}`,
        BACKUP_EXIT.config,
      );
    }
    assertKnownMigrations(manifest, await knownMigrations(), config.version);
    const exists = existsSync(store.databaseFile);
    const previous = `${store.databaseFile}.before-restore`;
    if (exists && !options.force)
      throw new BackupError(
        `${store.databaseFile} exists: add --force to replace it (it is then kept as ${previous})`,
        BACKUP_EXIT.io,
      );
    if (exists) assertNotInUse(store.databaseFile);

    const madeDataDir = await mkdir(store.dataDir, { recursive: true });
    const staging = await makeStagingDir(store.dataDir, "restore");
    let changed = false;
    try {
      const staged = join(staging, DATABASE_ENTRY);
      await extract(zip, DATABASE_ENTRY, staged, archive);
      const facts = readDatabaseFacts(staged, "the backup's database");
      if (facts.migrations.join() !== manifest.migrations.join())
        throw new BackupError(
          `${archive} is not a backup Quire made: its manifest and its database list different migrations`,
          BACKUP_EXIT.invalid,
        );
      const applied = await migrate(staged);
      for (const key of blobKeys) await extract(zip, BLOBS_PREFIX + key, join(staging, "blobs", key), archive);
      if (hasSecret) await extract(zip, SECRET_ENTRY, join(staging, SECRET_ENTRY), archive);

      // A service started while the archive was read would now have the old database open.
      if (exists) assertNotInUse(store.databaseFile);
      changed = true;
      for (const key of blobKeys) await moveInto(join(staging, "blobs", key), join(store.blobsDir, key));
      if (exists) await keepPrevious(store.databaseFile, previous);
      await rm(`${store.databaseFile}-wal`, { force: true });
      await rm(`${store.databaseFile}-shm`, { force: true });
      await moveInto(staged, store.databaseFile);
      if (hasSecret) await restoreSecret(join(staging, SECRET_ENTRY), join(store.dataDir, "auth-secret"));
      return {
        databaseFile: store.databaseFile,
        manifest,
        applied,
        previous: exists ? previous : null,
        secretRestored: hasSecret,
      };
    } finally {
      await rm(staging, { recursive: true, force: true });
      if (!changed && madeDataDir) await rm(madeDataDir, { recursive: true, force: true });
    }
  } finally {
    await zip.close();
  }
}

async function openArchive(archive: string): Promise<ZipReader> {
  try {
    return await openZip(archive);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupError(`${archive}: no such file`, BACKUP_EXIT.notFound);
    if (code === "EISDIR") throw new BackupError(`${archive} is a folder, not a backup archive`, BACKUP_EXIT.io);
    if (err instanceof ZipFormatError)
      throw new BackupError(`${archive} is not a Quire backup: ${err.message}`, BACKUP_EXIT.invalid);
    throw err;
  }
}

/** The manifest, and every entry known: a file Quire did not write is refused rather than ignored or written anywhere. */
async function readContents(zip: ZipReader, archive: string): Promise<Contents> {
  const notOurs = (why: string) => new BackupError(`${archive} is not a Quire backup: ${why}`, BACKUP_EXIT.invalid);
  const blobKeys: string[] = [];
  for (const name of zip.entries.keys()) {
    if (name.startsWith(BLOBS_PREFIX) && isBlobKey(name.slice(BLOBS_PREFIX.length)))
      blobKeys.push(name.slice(BLOBS_PREFIX.length));
    else if (name !== MANIFEST_ENTRY && name !== DATABASE_ENTRY && name !== SECRET_ENTRY)
      throw notOurs(`it holds ${JSON.stringify(name).slice(0, 80)}`);
  }
  const manifestEntry = zip.entries.get(MANIFEST_ENTRY);
  if (!manifestEntry) throw notOurs(`it has no ${MANIFEST_ENTRY}`);
  if (manifestEntry.size > MAX_MANIFEST_BYTES) throw notOurs(`its ${MANIFEST_ENTRY} is too large`);
  const manifest = parseManifest(
    await zip
      .read(manifestEntry)
      .catch((err: unknown) => Promise.reject(err instanceof ZipFormatError ? notOurs(err.message) : err)),
  );
  if (!manifest)
    throw notOurs(`its ${MANIFEST_ENTRY} is not a Quire backup manifest (format "quire-backup", version 1)`);
  if (!zip.entries.has(DATABASE_ENTRY)) throw notOurs(`it has no ${DATABASE_ENTRY}`);
  return { manifest, blobKeys, hasSecret: zip.entries.has(SECRET_ENTRY) };
}

/** This Quire's migrations in order: what a new database gets. */
async function knownMigrations(): Promise<string[]> {
  const database = await openDatabase("sqlite::memory:");
  try {
    return await migrateToLatest(database);
  } finally {
    await database.close();
  }
}

function assertKnownMigrations(manifest: BackupManifest, known: string[], version: string): void {
  if (isPrefixOf(manifest.migrations, known)) return;
  const unknown = manifest.migrations.filter((name) => !known.includes(name));
  throw new BackupError(
    unknown.length
      ? `this backup was made by a newer Quire (${manifest.quireVersion}): its database has migrations this Quire (${version}) does not know — ${unknown.join(", ")}. Restore it with that version or a later one.`
      : `this backup's migrations (${manifest.migrations.join(", ")}) are not in this Quire's order (${known.join(", ")})`,
    BACKUP_EXIT.invalid,
  );
}

async function migrate(file: string): Promise<string[]> {
  const database = await openDatabase(`sqlite:${file}`);
  try {
    return await migrateToLatest(database);
  } finally {
    await database.close();
    makeSelfContained(file);
  }
}

async function extract(zip: ZipReader, name: string, dest: string, archive: string): Promise<void> {
  await mkdir(dirname(dest), { recursive: true });
  try {
    await zip.extract(zip.entries.get(name)!, dest);
  } catch (err) {
    if (err instanceof ZipFormatError)
      throw new BackupError(`${archive} is damaged: ${err.message}`, BACKUP_EXIT.invalid);
    throw err;
  }
}

/** The old database as `previous`, by hard link: the database's own name never stops naming a whole database. */
async function keepPrevious(file: string, previous: string): Promise<void> {
  for (const suffix of ["", "-wal", "-shm"]) await rm(previous + suffix, { force: true });
  await link(file, previous).catch(() => copyFile(file, previous));
}

/** Renames `from` over `to`; across file systems (a DATABASE_URL outside DATA_DIR), copies beside `to` first. */
async function moveInto(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV") throw err;
    const temp = tempPathIn(dirname(to));
    await copyFile(from, temp);
    await rename(temp, to);
  }
}

/** The backup's generated secret in DATA_DIR, a different one there kept as `auth-secret.before-restore`. */
async function restoreSecret(staged: string, target: string): Promise<void> {
  const current = await readFile(target).catch(() => null);
  if (current?.equals(await readFile(staged))) return;
  if (current) await copyFile(target, `${target}.before-restore`);
  await moveInto(staged, target);
}
