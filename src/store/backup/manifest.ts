// The archive's layout and its manifest.json: which Quire made it, its database's migrations, when, and what it holds.
import { z } from "zod";

export const MANIFEST_ENTRY = "manifest.json";
export const DATABASE_ENTRY = "quire.db";
/** Blob files sit under this folder, by key (`blobs/brands/brand_….pptx`). */
export const BLOBS_PREFIX = "blobs/";
/** The AUTH_SECRET Quire generated into DATA_DIR (none when the environment sets one). */
export const SECRET_ENTRY = "auth-secret";
export const BACKUP_FORMAT = "quire-backup";

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  quireVersion: z.string(),
  /** When the database was copied (ISO 8601): everything committed before it is in the archive. */
  createdAt: z.string(),
  /** The database's quire_migration names, in order. */
  migrations: z.array(z.string()),
  blobStore: z.enum(["fs", "db"]),
  counts: z.record(z.string(), z.number().int().nonnegative()),
});

export type BackupManifest = z.infer<typeof ManifestSchema>;

/** The manifest in `bytes`, or null when they are not one this Quire reads. */
export function parseManifest(bytes: Buffer): BackupManifest | null {
  try {
    const parsed = ManifestSchema.safeParse(JSON.parse(bytes.toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isPrefixOf(head: readonly string[], list: readonly string[]): boolean {
  return head.length <= list.length && head.every((name, i) => list[i] === name);
}
