// `quire restore`: a backup file put back into DATA_DIR (operators), or — given a document id — the client's version restore.
import { isId } from "../lib/ids.js";
import { BACKUP_EXIT } from "../store/backup/backup-error.js";
import { describeCounts, fileAndForce, reportFailure, USAGE_EXIT } from "./archive-command.js";
import { readConfig } from "./read-config.js";

export const RESTORE_USAGE = `usage: quire restore <file.zip> [--force]        a backup into DATA_DIR; stop the service first
       quire restore <document id> <version>     a document's old version made current again (client)`;

/** `quire restore doc_… 2` is the client command; anything else names a backup file. */
export function isDocumentRestore(args: string[]): boolean {
  return args.some((arg) => isId("doc", arg));
}

export async function restoreCommand(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const parsed = fileAndForce(args, RESTORE_USAGE);
  if (!parsed) return USAGE_EXIT;
  const config = readConfig(env);
  if (!config) return 78;
  try {
    const { restoreBackup } = await import("../store/backup/restore-backup.js");
    const result = await restoreBackup(config, parsed.file, { force: parsed.force });
    const { manifest } = result;
    process.stdout.write(
      `restored ${parsed.file} (as of ${manifest.createdAt}, Quire ${manifest.quireVersion}: ${describeCounts(manifest.counts)}) into ${result.databaseFile}\n`,
    );
    process.stdout.write(
      result.applied.length ? `applied ${result.applied.join(", ")}\n` : "its migrations are up to date\n",
    );
    if (result.previous) process.stdout.write(`the database it replaced is kept as ${result.previous}\n`);
    if (result.secretRestored && env.AUTH_SECRET)
      process.stdout.write(
        "the backup's generated AUTH_SECRET is in DATA_DIR/auth-secret, but AUTH_SECRET in the environment takes precedence: if it differs, the webhook signing secrets sealed under the backup's will not open\n",
      );
    return 0;
  } catch (err) {
    const failed = reportFailure("restore", err);
    if (failed === BACKUP_EXIT.notFound && parsed.file.startsWith("doc_"))
      process.stderr.write("(to restore a document's version: quire restore <document id> <version>)\n");
    return failed;
  }
}
