// The organizations' audit log: who did what, when, from which request; newest first, kept for a set period.
import type { Kysely } from "kysely";

export interface AuditEventRecord {
  id: string;
  organizationId: string;
  actorType: "user" | "key";
  actorId: string;
  actorLabel: string;
  action: string;
  targetId: string | null;
  /** JSON of what the action changed (a role, a name, a scope list). */
  data: string;
  requestId: string | null;
  createdAt: string;
}

interface AuditDB {
  audit_event: AuditEventRecord;
}

export interface AuditRepo {
  insert(event: AuditEventRecord): Promise<void>;
  /** One organization's events, newest first, after the cursor (an event id), not older than `since`. */
  list(query: { organizationId: string; limit: number; before?: string; since: string }): Promise<{ items: AuditEventRecord[]; hasMore: boolean }>;
  /** Deletes events created before `before`; answers how many. */
  sweep(before: string): Promise<number>;
}

export function createAuditRepo(db: Kysely<AuditDB>): AuditRepo {
  return {
    async insert(event) {
      await db.insertInto("audit_event").values(event).execute();
    },
    async list({ organizationId, limit, before, since }) {
      let query = db.selectFrom("audit_event").selectAll().where("organizationId", "=", organizationId).where("createdAt", ">=", since);
      if (before) query = query.where("id", "<", before);
      const rows = await query.orderBy("id", "desc").limit(limit + 1).execute();
      return { items: rows.slice(0, limit), hasMore: rows.length > limit };
    },
    async sweep(before) {
      const result = await db.deleteFrom("audit_event").where("createdAt", "<", before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
