// Webhook repository: endpoints (always scoped by space for the API) and their deliveries, which dispatchers in any
// number of processes claim with a lease — a compare-and-set on the row, so two never hold the same attempt — renewed
// while the attempt runs, and taken back at once by a restart of the process that held it.
import type { Kysely } from "kysely";
import type { LeaseOwner } from "../../lib/process-identity.js";
import type { SpaceId } from "../../lib/space-id.js";
import type { DB } from "../schema.js";
import type { WebhookDeliveryTable, WebhookDisabledReason, WebhookEndpointTable } from "../schema-webhooks.js";
import { writeAuditEvents, type AuditEventRecord } from "./audit.js";

export interface WebhookEndpointRecord extends Omit<WebhookEndpointTable, "events" | "enabled"> {
  events: string[];
  enabled: boolean;
}

export type WebhookDeliveryRecord = WebhookDeliveryTable;

export interface EndpointChanges {
  url?: string;
  events?: string[];
  description?: string | null;
  enabled?: boolean;
}

export interface PageQuery {
  spaceId: SpaceId;
  limit: number;
  /** The id of the last item of the previous page. */
  after?: string;
}

export interface ClaimQuery {
  /** Names this dispatcher; only it may complete what it claimed. */
  holder: string;
  now: Date;
  leaseMs: number;
  limit: number;
  /** The holder's process, recorded so a restart of it takes the attempt back at once. */
  owner?: LeaseOwner;
}

/** What an attempt's end writes: the outcome, and when the delivery is due again (null: it is over). */
export type AttemptOutcome = Pick<
  WebhookDeliveryTable,
  "status" | "nextAttemptAt" | "responseStatus" | "durationMs" | "error"
>;

export interface WebhookRepo {
  insertEndpoint(endpoint: WebhookEndpointRecord, audit?: readonly (AuditEventRecord | null)[]): Promise<void>;
  findEndpoint(spaceId: SpaceId, id: string): Promise<WebhookEndpointRecord | null>;
  /** For the dispatcher: any space's endpoint. */
  endpointById(id: string): Promise<WebhookEndpointRecord | null>;
  listEndpoints(query: PageQuery): Promise<{ items: WebhookEndpointRecord[]; hasMore: boolean }>;
  countEndpoints(spaceId: SpaceId): Promise<number>;
  /** The space's enabled endpoints that receive `eventType`. */
  subscribers(spaceId: SpaceId, eventType: string): Promise<WebhookEndpointRecord[]>;
  /** Enabling clears the reason and the failure count; disabling by hand records "manual". */
  updateEndpoint(
    spaceId: SpaceId,
    id: string,
    changes: EndpointChanges,
    now: string,
    audit?: (updated: WebhookEndpointRecord) => AuditEventRecord | null,
  ): Promise<WebhookEndpointRecord | null>;
  deleteEndpoint(spaceId: SpaceId, id: string, audit?: readonly (AuditEventRecord | null)[]): Promise<boolean>;
  /** A 2xx ends any run of failures. */
  recordSuccess(endpointId: string): Promise<void>;
  /** One more delivery out of retries; answers the endpoint as it now stands. */
  recordFailedDelivery(endpointId: string, since: string): Promise<WebhookEndpointRecord | null>;
  /** Turns an enabled endpoint off; false when it already was. */
  disableEndpoint(endpointId: string, reason: WebhookDisabledReason, now: string): Promise<boolean>;

  insertDeliveries(deliveries: WebhookDeliveryRecord[]): Promise<void>;
  findDelivery(spaceId: SpaceId, endpointId: string, id: string): Promise<WebhookDeliveryRecord | null>;
  /** One endpoint's deliveries, newest first. */
  listDeliveries(
    query: PageQuery & { endpointId: string },
  ): Promise<{ items: WebhookDeliveryRecord[]; hasMore: boolean }>;
  /** Leases up to `limit` due deliveries of enabled endpoints to `holder`, counting the attempt; an expired lease is taken over. */
  claimDue(query: ClaimQuery): Promise<WebhookDeliveryRecord[]>;
  /** Ends the attempt `holder` claimed; false when its lease had passed to another dispatcher (nothing written). */
  completeAttempt(id: string, holder: string, outcome: AttemptOutcome, now: string): Promise<boolean>;
  /** Gives a claimed attempt back uncounted (its endpoint was disabled meanwhile, or the dispatcher is stopping). */
  releaseAttempt(id: string, holder: string, now: string): Promise<void>;
  /** Pushes the attempt's lease out to `until` while `holder` has it; false when it was lost. */
  renewAttempt(id: string, holder: string, until: string): Promise<boolean>;
  /** Frees the attempts `owner.instance` holds under an earlier boot `gone` says is over (counted: they may have been sent). */
  releaseEarlierRuns(owner: LeaseOwner, gone: (boot: string) => boolean, now: string): Promise<number>;
  /** Deletes finished deliveries created before `before`; answers how many. */
  sweepFinished(before: string): Promise<number>;
  /** Deliveries still to be sent or retried, over every endpoint (the metrics). */
  countPending(): Promise<number>;
}

/** What a delivery's row holds when no dispatcher holds it. */
const UNLEASED = { leaseHolder: null, leaseUntil: null, leaseInstance: null, leaseBoot: null } as const;

function toEndpoint(row: WebhookEndpointTable): WebhookEndpointRecord {
  return {
    ...row,
    events: JSON.parse(row.events) as string[],
    enabled: Number(row.enabled) === 1,
    failureCount: Number(row.failureCount),
  };
}

function toDelivery(row: WebhookDeliveryTable): WebhookDeliveryRecord {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    ...row,
    attempts: Number(row.attempts),
    responseStatus: n(row.responseStatus),
    durationMs: n(row.durationMs),
  };
}

export function createWebhookRepo(db: Kysely<DB>): WebhookRepo {
  const endpointRow = (id: string) => db.selectFrom("webhook_endpoint").selectAll().where("id", "=", id);
  return {
    async insertEndpoint(endpoint, audit = []) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("webhook_endpoint")
          .values({ ...endpoint, events: JSON.stringify(endpoint.events), enabled: endpoint.enabled ? 1 : 0 })
          .execute();
        await writeAuditEvents(trx, audit);
      });
    },
    async findEndpoint(spaceId, id) {
      const row = await endpointRow(id).where("spaceId", "=", spaceId).executeTakeFirst();
      return row ? toEndpoint(row) : null;
    },
    async endpointById(id) {
      const row = await endpointRow(id).executeTakeFirst();
      return row ? toEndpoint(row) : null;
    },
    async listEndpoints({ spaceId, limit, after }) {
      let query = db.selectFrom("webhook_endpoint").selectAll().where("spaceId", "=", spaceId);
      if (after) query = query.where("id", "<", after);
      const rows = await query
        .orderBy("id", "desc")
        .limit(limit + 1)
        .execute();
      return { items: rows.slice(0, limit).map(toEndpoint), hasMore: rows.length > limit };
    },
    async countEndpoints(spaceId) {
      const row = await db
        .selectFrom("webhook_endpoint")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("spaceId", "=", spaceId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async subscribers(spaceId, eventType) {
      const rows = await db
        .selectFrom("webhook_endpoint")
        .selectAll()
        .where("spaceId", "=", spaceId)
        .where("enabled", "=", 1)
        .execute();
      return rows.map(toEndpoint).filter((e) => e.events.includes(eventType));
    },
    async updateEndpoint(spaceId, id, changes, now, audit) {
      const set: Partial<WebhookEndpointTable> = { updatedAt: now };
      if (changes.url !== undefined) set.url = changes.url;
      if (changes.events !== undefined) set.events = JSON.stringify(changes.events);
      if (changes.description !== undefined) set.description = changes.description;
      if (changes.enabled === true)
        Object.assign(set, { enabled: 1, disabledReason: null, disabledAt: null, failureCount: 0, failingSince: null });
      if (changes.enabled === false) Object.assign(set, { enabled: 0, disabledReason: "manual", disabledAt: now });
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("webhook_endpoint")
          .set(set)
          .where("id", "=", id)
          .where("spaceId", "=", spaceId)
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        const updated = toEndpoint(row);
        await writeAuditEvents(trx, [audit?.(updated) ?? null]);
        return updated;
      });
    },
    async deleteEndpoint(spaceId, id, audit = []) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom("webhook_endpoint")
          .where("id", "=", id)
          .where("spaceId", "=", spaceId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await writeAuditEvents(trx, audit);
        return true;
      });
    },
    async recordSuccess(endpointId) {
      await db
        .updateTable("webhook_endpoint")
        .set({ failureCount: 0, failingSince: null })
        .where("id", "=", endpointId)
        .where("failureCount", ">", 0)
        .execute();
    },
    async recordFailedDelivery(endpointId, since) {
      const row = await db
        .updateTable("webhook_endpoint")
        .set((eb) => ({
          failureCount: eb("failureCount", "+", 1),
          failingSince: eb.fn.coalesce("failingSince", eb.val(since)),
        }))
        .where("id", "=", endpointId)
        .returningAll()
        .executeTakeFirst();
      return row ? toEndpoint(row) : null;
    },
    async disableEndpoint(endpointId, reason, now) {
      const result = await db
        .updateTable("webhook_endpoint")
        .set({ enabled: 0, disabledReason: reason, disabledAt: now, updatedAt: now })
        .where("id", "=", endpointId)
        .where("enabled", "=", 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async insertDeliveries(deliveries) {
      if (deliveries.length) await db.insertInto("webhook_delivery").values(deliveries).execute();
    },
    async findDelivery(spaceId, endpointId, id) {
      const row = await db
        .selectFrom("webhook_delivery")
        .selectAll()
        .where("id", "=", id)
        .where("endpointId", "=", endpointId)
        .where("spaceId", "=", spaceId)
        .executeTakeFirst();
      return row ? toDelivery(row) : null;
    },
    async listDeliveries({ spaceId, endpointId, limit, after }) {
      let query = db
        .selectFrom("webhook_delivery")
        .selectAll()
        .where("endpointId", "=", endpointId)
        .where("spaceId", "=", spaceId);
      if (after) query = query.where("id", "<", after);
      const rows = await query
        .orderBy("id", "desc")
        .limit(limit + 1)
        .execute();
      return { items: rows.slice(0, limit).map(toDelivery), hasMore: rows.length > limit };
    },
    async claimDue({ holder, now, leaseMs, limit, owner }) {
      const at = now.toISOString();
      const until = new Date(now.getTime() + leaseMs).toISOString();
      const due = await db
        .selectFrom("webhook_delivery as d")
        .innerJoin("webhook_endpoint as e", "e.id", "d.endpointId")
        .select("d.id")
        .where("d.status", "=", "pending")
        .where("d.nextAttemptAt", "<=", at)
        .where((eb) => eb.or([eb("d.leaseUntil", "is", null), eb("d.leaseUntil", "<", at)]))
        .where("e.enabled", "=", 1)
        .orderBy("d.nextAttemptAt")
        .limit(limit)
        .execute();
      const claimed: WebhookDeliveryRecord[] = [];
      for (const { id } of due) {
        // Compare-and-set: only one dispatcher's update finds the row still unleased (or its lease expired).
        const row = await db
          .updateTable("webhook_delivery")
          .set((eb) => ({
            leaseHolder: holder,
            leaseUntil: until,
            leaseInstance: owner?.instance ?? null,
            leaseBoot: owner?.boot ?? null,
            attempts: eb("attempts", "+", 1),
            lastAttemptAt: at,
            updatedAt: at,
          }))
          .where("id", "=", id)
          .where("status", "=", "pending")
          .where((eb) => eb.or([eb("leaseUntil", "is", null), eb("leaseUntil", "<", at)]))
          .returningAll()
          .executeTakeFirst();
        if (row) claimed.push(toDelivery(row));
      }
      return claimed;
    },
    async completeAttempt(id, holder, outcome, now) {
      const result = await db
        .updateTable("webhook_delivery")
        .set({ ...outcome, ...UNLEASED, updatedAt: now })
        .where("id", "=", id)
        .where("leaseHolder", "=", holder)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async releaseAttempt(id, holder, now) {
      await db
        .updateTable("webhook_delivery")
        .set((eb) => ({ ...UNLEASED, attempts: eb("attempts", "-", 1), updatedAt: now }))
        .where("id", "=", id)
        .where("leaseHolder", "=", holder)
        .execute();
    },
    async renewAttempt(id, holder, until) {
      const result = await db
        .updateTable("webhook_delivery")
        .set({ leaseUntil: until })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .where("leaseHolder", "=", holder)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async releaseEarlierRuns(owner, gone, now) {
      const boots = await db
        .selectFrom("webhook_delivery")
        .select("leaseBoot")
        .distinct()
        .where("status", "=", "pending")
        .where("leaseInstance", "=", owner.instance)
        .where("leaseBoot", "!=", owner.boot)
        .execute();
      const over = boots.map((b) => b.leaseBoot).filter((b): b is string => b !== null && gone(b));
      if (!over.length) return 0;
      const result = await db
        .updateTable("webhook_delivery")
        .set({ ...UNLEASED, updatedAt: now })
        .where("status", "=", "pending")
        .where("leaseInstance", "=", owner.instance)
        .where("leaseBoot", "in", over)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    async sweepFinished(before) {
      const result = await db
        .deleteFrom("webhook_delivery")
        .where("status", "!=", "pending")
        .where("createdAt", "<", before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async countPending() {
      const row = await db
        .selectFrom("webhook_delivery")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "pending")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
