// Job keys: a job an organization API key submitted names the key, so the job limits count it against the key — as its
// rate limits are — rather than against its maker (whose personal jobs it would crowd, and who may have left).
import type { Kysely } from "kysely";

export function jobKeysMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable("job").addColumn("keyId", "text").execute();
      // The key's open jobs and its jobs of the last day; a person's own (keyId null) keep the job_user index.
      await db.schema.createIndex("job_key").on("job").columns(["keyId", "createdAt"]).execute();
    },
  };
}
