// The SQLite file itself, through better-sqlite3: a consistent online copy, what a copy holds, and whether a process has it open.
import SQLite from "better-sqlite3";
import { BACKUP_EXIT, BackupError } from "./backup-error.js";

/** Pages per backup step: all of them, so the copy is one read transaction — one moment — and never restarts halfway. */
const ALL_PAGES = 0x7fffffff;

/** What the manifest counts, by the table that holds it. */
const COUNTED = {
  users: "user",
  documents: "document",
  documentVersions: "document_version",
  brands: "brand",
  assets: "asset",
  jobs: "job",
  webhookEndpoints: "webhook_endpoint",
} as const;

export interface DatabaseFacts {
  /** quire_migration's names, in order. */
  migrations: string[];
  counts: Record<string, number>;
}

/**
 * Copies `source` to `dest` with SQLite's online backup API while the service keeps writing (in WAL mode the copy's
 * read transaction blocks no writer), then makes the copy a self-contained file with no WAL beside it.
 */
export async function snapshotDatabase(source: string, dest: string): Promise<void> {
  const handle = new SQLite(source, { fileMustExist: true, timeout: 5_000 });
  try {
    await handle.backup(dest, { progress: () => ALL_PAGES });
  } finally {
    handle.close();
  }
  makeSelfContained(dest);
}

/** Folds the WAL into `file` and leaves it in rollback-journal mode: one file that can be moved alone (Quire's next open turns WAL on again). */
export function makeSelfContained(file: string): void {
  const handle = new SQLite(file, { fileMustExist: true });
  try {
    handle.pragma("journal_mode = DELETE");
  } finally {
    handle.close();
  }
}

/** Checks that `file` is a sound Quire database and reads its migrations and counts; a BackupError says what is wrong. */
export function readDatabaseFacts(file: string, label: string): DatabaseFacts {
  const handle = new SQLite(file, { fileMustExist: true, readonly: true });
  try {
    const check = handle.pragma("quick_check", { simple: true });
    if (check !== "ok")
      throw new BackupError(`${label} is damaged (SQLite's quick_check: ${String(check)})`, BACKUP_EXIT.invalid);
    const tables = new Set(
      handle.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[],
    );
    if (!tables.has("quire_migration"))
      throw new BackupError(`${label} is not a Quire database (it has no quire_migration table)`, BACKUP_EXIT.invalid);
    const migrations = handle.prepare("select name from quire_migration order by name").pluck().all() as string[];
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries(COUNTED)) {
      if (tables.has(table)) counts[name] = handle.prepare(`select count(*) from "${table}"`).pluck().get() as number;
    }
    return { migrations, counts };
  } catch (err) {
    if (isSqliteCode(err, "SQLITE_NOTADB") || isSqliteCode(err, "SQLITE_CORRUPT"))
      throw new BackupError(
        `${label} is not a readable SQLite database (${(err as Error).message})`,
        BACKUP_EXIT.invalid,
      );
    throw err;
  } finally {
    handle.close();
  }
}

/**
 * Throws a BackupError when another process (`quire serve`, `quire worker`) has `file` open: they all hold SQLite's
 * shared lock while open, so taking the exclusive one fails. Otherwise leaves the file whole, its WAL folded in.
 */
export function assertNotInUse(file: string): void {
  const handle = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    handle.pragma("locking_mode = EXCLUSIVE");
    handle.exec("BEGIN EXCLUSIVE");
    handle.exec("COMMIT");
    handle.pragma("wal_checkpoint(TRUNCATE)");
  } catch (err) {
    if (isSqliteCode(err, "SQLITE_BUSY") || isSqliteCode(err, "SQLITE_LOCKED")) {
      throw new BackupError(
        `${file} is open in another process (a running \`quire serve\` or \`quire worker\`): stop the service, then restore.`,
        BACKUP_EXIT.busy,
      );
    }
    // Not a database SQLite can read (damaged, or not SQLite at all): nothing has it open as one.
  } finally {
    handle.close();
  }
}

function isSqliteCode(err: unknown, code: string): boolean {
  return String((err as { code?: unknown }).code ?? "").startsWith(code);
}
