// The organizations' audit log: who did what, when, from which request; newest first, kept for a set period. Events of
// a change Quire's own repositories make are written in the transaction that makes it (`writeAuditEvents`).
import type { Kysely, Transaction } from "kysely";
import { newId } from "../../lib/ids.js";
import type { ResourceAuditAction } from "../space-resources.js";

/**
 * What an audit event records: what people do to an organization (better-auth's changes and its keys), and the
 * actions each space-owned resource declares (store/space-resources.ts).
 */
export type AuditAction =
  | "organization.created"
  | "organization.renamed"
  | "member.invited"
  | "invitation.revoked"
  | "member.joined"
  | "member.role_changed"
  | "member.removed"
  | "member.left"
  | "key.created"
  | "key.revoked"
  | ResourceAuditAction;

/** Who acts, and from which request: what every event of one call shares (the HTTP layer reads it from the call). */
export interface AuditStamp {
  /** The organization the call works in; none for a personal space (whose changes are not audited). */
  organizationId?: string;
  actorType: "user" | "key";
  actorId: string;
  actorLabel: string;
  requestId: string | null;
}

/** The event for `action` on `target` by the stamp's actor; null when it concerns no organization. */
export function auditEvent(
  stamp: AuditStamp | undefined,
  action: AuditAction,
  target: { organizationId?: string; id?: string | null; data?: Record<string, unknown> } = {},
): AuditEventRecord | null {
  const organizationId = target.organizationId ?? stamp?.organizationId;
  if (!stamp || !organizationId) return null;
  const { actorType, actorId, actorLabel, requestId } = stamp;
  return {
    id: newId("audit"),
    organizationId,
    actorType,
    actorId,
    actorLabel,
    action,
    targetId: target.id ?? null,
    data: JSON.stringify(target.data ?? {}),
    requestId,
    createdAt: new Date().toISOString(),
  };
}

/** Writes a change's events in the transaction that makes the change (the table is not in every repository's DB type). */
export async function writeAuditEvents(
  trx: Transaction<any>,
  events: readonly (AuditEventRecord | null)[],
): Promise<void> {
  const rows = events.filter((e): e is AuditEventRecord => e !== null);
  if (rows.length) await (trx as Transaction<AuditDB>).insertInto("audit_event").values(rows).execute();
}

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
  list(query: {
    organizationId: string;
    limit: number;
    before?: string;
    since: string;
  }): Promise<{ items: AuditEventRecord[]; hasMore: boolean }>;
  /** Deletes events created before `before`; answers how many. */
  sweep(before: string): Promise<number>;
}

export function createAuditRepo(db: Kysely<AuditDB>): AuditRepo {
  return {
    async insert(event) {
      await db.insertInto("audit_event").values(event).execute();
    },
    async list({ organizationId, limit, before, since }) {
      let query = db
        .selectFrom("audit_event")
        .selectAll()
        .where("organizationId", "=", organizationId)
        .where("createdAt", ">=", since);
      if (before) query = query.where("id", "<", before);
      const rows = await query
        .orderBy("id", "desc")
        .limit(limit + 1)
        .execute();
      return { items: rows.slice(0, limit), hasMore: rows.length > limit };
    },
    async sweep(before) {
      const result = await db.deleteFrom("audit_event").where("createdAt", "<", before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
