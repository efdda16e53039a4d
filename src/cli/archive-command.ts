// What `quire backup` and `quire restore` share: FILE and --force from the command line, and a failure as a message and exit code.
import { parseArgs } from "node:util";
import { BackupError } from "../store/backup/backup-error.js";

export const USAGE_EXIT = 64;
const FILE_EXIT = 74;
const INTERNAL_EXIT = 70;
/** Node's codes for a file that could not be read or written (a full disk, no permission…). */
const FILE_ERRORS = new Set(["ENOENT", "EACCES", "EPERM", "EEXIST", "EISDIR", "ENOTDIR", "EROFS", "ENOSPC", "EXDEV"]);

/** `<file> [--force]`, or null after printing the usage (exit 64). */
export function fileAndForce(args: string[], usage: string): { file: string; force: boolean } | null {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { force: { type: "boolean" } },
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length === 1) return { file: positionals[0]!, force: !!values.force };
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
  }
  process.stderr.write(`${usage}\n`);
  return null;
}

/** Prints why `command` failed and returns its exit code. */
export function reportFailure(command: string, err: unknown): number {
  if (err instanceof BackupError) {
    process.stderr.write(`quire ${command}: ${err.message}\n`);
    return err.exitCode;
  }
  const code = (err as NodeJS.ErrnoException).code ?? "";
  process.stderr.write(`quire ${command} failed: ${err instanceof Error ? err.message : String(err)}\n`);
  return FILE_ERRORS.has(code) ? FILE_EXIT : INTERNAL_EXIT;
}

export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** "12 documents, 2 brands, 5 blob files" from a manifest's counts. */
export function describeCounts(counts: Record<string, number>): string {
  const n = (key: string, one: string, many: string) => `${counts[key] ?? 0} ${counts[key] === 1 ? one : many}`;
  return [
    n("documents", "document", "documents"),
    n("brands", "brand", "brands"),
    n("users", "user", "users"),
    n("blobs", "blob file", "blob files"),
  ].join(", ");
}
