// Leases in the `lease` table (SQLite or PostgreSQL): an upsert that overwrites a row only once its lease has expired.
import type { Kysely } from "kysely";
import type { DB } from "../schema.js";
import type { LeaseStore } from "./lease-store.js";

const at = (ms: number) => new Date(ms).toISOString();

export function createDatabaseLeaseStore(db: Kysely<DB>, now: () => number = Date.now): LeaseStore {
  return {
    async take(key, holder, ttlMs) {
      const t = now();
      // One statement, so two processes racing for a free or expired lease cannot both win.
      const row = await db
        .insertInto("lease")
        .values({ key, holder, expiresAt: at(t + ttlMs) })
        .onConflict((oc) =>
          oc
            .column("key")
            .doUpdateSet((eb) => ({ holder: eb.ref("excluded.holder"), expiresAt: eb.ref("excluded.expiresAt") }))
            .where("lease.expiresAt", "<=", at(t)),
        )
        .returning("holder")
        .executeTakeFirst();
      return row?.holder === holder;
    },
    async renew(key, holder, ttlMs) {
      const result = await db.updateTable("lease").set({ expiresAt: at(now() + ttlMs) }).where("key", "=", key).where("holder", "=", holder).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async drop(key, holder) {
      await db.deleteFrom("lease").where("key", "=", key).where("holder", "=", holder).execute();
    },
  };
}
