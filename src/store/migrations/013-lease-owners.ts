// Lease owners: a job item's and a webhook attempt's lease record the holder's instance and boot, so a restarted
// process takes back at once what its earlier run held (lib/process-identity.ts).
import type { Kysely } from "kysely";

export function leaseOwnersMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable("job_item").addColumn("lockedInstance", "text").execute();
      await db.schema.alterTable("job_item").addColumn("lockedBoot", "text").execute();
      await db.schema.alterTable("webhook_delivery").addColumn("leaseInstance", "text").execute();
      await db.schema.alterTable("webhook_delivery").addColumn("leaseBoot", "text").execute();
      // A backlog of pending deliveries can be long; the items running are at most a few per process (the state index).
      await db.schema
        .createIndex("webhook_delivery_lease_owner")
        .on("webhook_delivery")
        .columns(["leaseInstance", "leaseBoot"])
        .execute();
    },
  };
}
