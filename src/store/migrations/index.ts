// Runs the in-code migrations in order at boot (Kysely's Migrator keeps the ledger in both dialects).
import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Database } from "../database.js";
import { initialMigration } from "./001-initial.js";
import { apiKeysMigration } from "./002-api-keys.js";
import { blobsMigration } from "./003-blobs.js";
import { leasesMigration } from "./004-leases.js";
import { assetsMigration } from "./005-assets.js";
import { webhooksMigration } from "./006-webhooks.js";
import { jobsMigration } from "./007-jobs.js";
import { organizationsMigration } from "./008-organizations.js";
import { organizationKeysMigration } from "./009-organization-keys.js";
import { brandVersionsMigration } from "./010-brand-versions.js";
import { keyApiVersionsMigration } from "./011-key-api-versions.js";
import { documentVersionsMigration } from "./012-document-versions.js";
import { leaseOwnersMigration } from "./013-lease-owners.js";
import { jobStreamsMigration } from "./014-job-streams.js";
import { jobKeysMigration } from "./015-job-keys.js";
import { partIdsMigration } from "./016-part-ids.js";
import { assetDetailsMigration } from "./017-asset-details.js";
import { sharesMigration } from "./018-shares.js";

/** Ordered list of migrations; append only, never edit a landed one. */
function migrationsFor(dialect: Database["dialect"]): Record<string, Migration> {
  return {
    "001-initial": initialMigration(dialect),
    "002-api-keys": apiKeysMigration(),
    "003-blobs": blobsMigration(dialect),
    "004-leases": leasesMigration(),
    "005-assets": assetsMigration(),
    "006-webhooks": webhooksMigration(),
    "007-jobs": jobsMigration(),
    "008-organizations": organizationsMigration(dialect),
    "009-organization-keys": organizationKeysMigration(),
    "010-brand-versions": brandVersionsMigration(),
    "011-key-api-versions": keyApiVersionsMigration(),
    "012-document-versions": documentVersionsMigration(),
    "013-lease-owners": leaseOwnersMigration(),
    "014-job-streams": jobStreamsMigration(),
    "015-job-keys": jobKeysMigration(),
    "016-part-ids": partIdsMigration(),
    "017-asset-details": assetDetailsMigration(),
    "018-shares": sharesMigration(),
  };
}

export async function migrateToLatest(database: Database): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(database.dialect) };
  const migrator = new Migrator({
    db: database.db,
    provider,
    migrationTableName: "quire_migration",
    migrationLockTableName: "quire_migration_lock",
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
