// Working folders of a backup or restore in progress, named after their process so the next run removes a dead one's.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pidRuns } from "../../lib/pid-runs.js";

const STAGING = /^\.quire-(?:backup|restore)-(\d+)-/;

/** A fresh folder in `parent` (the same file system as what it will be linked from or renamed into). */
export async function makeStagingDir(parent: string, kind: "backup" | "restore"): Promise<string> {
  await removeDeadStaging(parent);
  return mkdtemp(join(parent, `.quire-${kind}-${process.pid}-`));
}

/** A backup killed midway leaves a database copy behind: the next one removes it once its process is gone. */
async function removeDeadStaging(parent: string): Promise<void> {
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(STAGING.exec(name)?.[1] ?? NaN);
    if (Number.isSafeInteger(pid) && pid !== process.pid && !pidRuns(pid))
      await rm(join(parent, name), { recursive: true, force: true });
  }
}
