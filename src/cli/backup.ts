// `quire backup FILE [--force]`: a consistent copy of the embedded database and its blob files, taken while the service runs.
import { createBackup } from "../store/backup/create-backup.js";
import { describeCounts, fileAndForce, fileSize, reportFailure, USAGE_EXIT } from "./archive-command.js";
import { readConfig } from "./read-config.js";

export const BACKUP_USAGE =
  "usage: quire backup <file.zip> [--force]   the embedded SQLite database and its blob files, while the service runs";

export async function backupCommand(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const parsed = fileAndForce(args, BACKUP_USAGE);
  if (!parsed) return USAGE_EXIT;
  const config = readConfig(env);
  if (!config) return 78;
  try {
    const { file, bytes, manifest, withSecret } = await createBackup(config, parsed.file, { force: parsed.force });
    process.stdout.write(
      `backed up ${config.DATABASE_URL.slice("sqlite:".length)} as of ${manifest.createdAt} to ${file} (${fileSize(bytes)}): ${describeCounts(manifest.counts)}; migrations up to ${manifest.migrations.at(-1) ?? "none"}\n`,
    );
    if (withSecret)
      process.stdout.write(
        "it holds the AUTH_SECRET generated in DATA_DIR (webhook signing secrets are sealed with it): keep the archive as private as DATA_DIR\n",
      );
    return 0;
  } catch (err) {
    return reportFailure("backup", err);
  }
}
