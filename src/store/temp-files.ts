// Temp files for write-then-rename, named after their writer, and the boot-time sweep of those a crash (kill -9) left.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { join } from "node:path";
import { readdir, rm, stat } from "node:fs/promises";
import { pidRuns } from "../lib/pid-runs.js";

const PREFIX = ".tmp-";
const HOST =
  hostname()
    .replace(/[^A-Za-z0-9.]/g, "_")
    .slice(0, 64) || "host";
// Only names Quire writes are ever touched, so a DATA_DIR shared with other software (say /tmp) loses nothing else.
/** `.tmp-<host>-<pid>-<random>`: the blob stores' temps. */
const OURS = /^\.tmp-([A-Za-z0-9._]+)-(\d+)-[0-9a-f]{16}$/;
/** `.tmp-<random>`: blob temps written before they carried their writer's name (judged by age alone). */
const UNNAMED = /^\.tmp-[0-9a-f]{16}$/;
/** The generated AUTH_SECRET's temp (config/load.ts). */
const SECRET = /^auth-secret\.(\d+)\.tmp$/;
/** A temp whose writer we cannot ask about (another host, or an unnamed one) is stale after this long. */
const FOREIGN_MAX_AGE_MS = 60 * 60_000;
const MAX_DEPTH = 4;
const UNREADABLE = new Set(["ENOENT", "ENOTDIR", "EACCES", "EPERM"]);

/** A fresh temp path in `folder` (same file system as the target, so the rename is atomic). */
export function tempPathIn(folder: string): string {
  return join(folder, `${PREFIX}${HOST}-${process.pid}-${randomBytes(8).toString("hex")}`);
}

/**
 * Removes temp files under `dir` whose writer is gone: one of this host whose process no longer runs is removed at
 * once (a restart after kill -9 leaves nothing behind); others only once they are an hour old, so a sibling process
 * sharing DATA_DIR never loses a write in flight. Call it at boot, before this process writes. Returns the paths removed.
 */
export async function sweepTempFiles(dir: string, now = Date.now()): Promise<string[]> {
  const removed: string[] = [];
  await walk(dir, 0, async (path, name) => {
    if (!(await isStale(path, name, now))) return;
    await rm(path, { force: true });
    removed.push(path);
  });
  return removed;
}

async function walk(dir: string, depth: number, visit: (path: string, name: string) => Promise<void>): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    // A folder that vanished or that we may not read (someone else's, in a shared DATA_DIR) holds no temp of ours.
    if (UNREADABLE.has((err as NodeJS.ErrnoException).code ?? "")) return;
    throw err;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && depth < MAX_DEPTH) await walk(path, depth + 1, visit);
    else if (entry.isFile() && isTempName(entry.name)) await visit(path, entry.name);
  }
}

function isTempName(name: string): boolean {
  return OURS.test(name) || UNNAMED.test(name) || SECRET.test(name);
}

async function isStale(path: string, name: string, now: number): Promise<boolean> {
  const ours = OURS.exec(name);
  const pid = ours ? (ours[1] === HOST ? Number(ours[2]) : undefined) : Number(SECRET.exec(name)?.[1] ?? NaN);
  // Our own pid counts as gone: the sweep runs before this process writes anything, so such a temp is a previous
  // process's that had the same pid (common in containers, which restart as the same pid).
  if (pid !== undefined && Number.isSafeInteger(pid) && (pid === process.pid || !pidRuns(pid))) return true;
  try {
    return now - (await stat(path)).mtimeMs > FOREIGN_MAX_AGE_MS;
  } catch {
    return false;
  }
}
