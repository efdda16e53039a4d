// Organization API keys: issued by an organization's admins, scoped, optionally metered, working in the organization's space.
import type { Kysely } from "kysely";
import { newId } from "../../lib/ids.js";
import type { Database } from "../../store/database.js";
import type { KeyScope } from "./key-scopes.js";
import { generateApiKey, hashApiKey, looksLikeApiKey } from "./generate-key.js";
import { writeAuditEvents, type AuditEventRecord } from "../../store/repos/audit.js";

/** Organization keys read `<prefix>_ok_…`, personal ones `<prefix>_pk_…`: the prefix picks the one table to look in. */
export const ORGANIZATION_KEY_KIND = "ok";

interface OrganizationKeyTable {
  id: string;
  organizationId: string;
  createdBy: string;
  name: string;
  start: string;
  hash: string;
  scopes: string;
  quotaLimit: number | null;
  quotaRemaining: number | null;
  quotaRefillSeconds: number | null;
  quotaRefilledAt: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  apiVersion: string | null;
}

interface OrgKeyDB {
  organization_api_key: OrganizationKeyTable;
}

export interface Quota {
  /** Calls per refill period. */
  limit: number;
  /** How often the count goes back to `limit`. */
  refillSeconds: number;
}

export interface OrganizationKeyInfo {
  id: string;
  organizationId: string;
  name: string;
  start: string;
  scopes: KeyScope[];
  quota: (Quota & { remaining: number; resetAt: string }) | null;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  apiVersion: string | null;
}

export interface VerifiedOrganizationKey {
  keyId: string;
  organizationId: string;
  createdBy: string;
  name: string;
  scopes: KeyScope[];
  metered: boolean;
  apiVersion: string | null;
}

/** A call a metered key may make now, or when it may again. */
export type QuotaVerdict =
  { ok: true; remaining: number | null } | { ok: false; retryAfterSeconds: number; resetAt: string };

export interface OrganizationKeyStore {
  /** `audit`: the event of it for the organization's log, written in the same transaction; so for revoke. */
  create(
    input: {
      organizationId: string;
      createdBy: string;
      name: string;
      scopes: KeyScope[];
      quota?: Quota;
      apiVersion?: string | null;
    },
    audit?: (created: OrganizationKeyInfo) => AuditEventRecord | null,
  ): Promise<OrganizationKeyInfo & { key: string }>;
  list(organizationId: string): Promise<OrganizationKeyInfo[]>;
  find(organizationId: string, keyId: string): Promise<OrganizationKeyInfo | null>;
  revoke(
    organizationId: string,
    keyId: string,
    audit?: (revoked: OrganizationKeyInfo) => AuditEventRecord | null,
  ): Promise<OrganizationKeyInfo | null>;
  verify(rawKey: string): Promise<VerifiedOrganizationKey | null>;
  /** Spends one call of a metered key, refilling it first when its period has passed (one conditional update each). */
  spend(keyId: string, now?: Date): Promise<QuotaVerdict>;
}

const LAST_USED_RESOLUTION_MS = 60_000;

function info(row: OrganizationKeyTable, now = Date.now()): OrganizationKeyInfo {
  const quota =
    row.quotaLimit === null || row.quotaRefillSeconds === null
      ? null
      : (() => {
          const refilledAt = Date.parse(row.quotaRefilledAt ?? row.createdAt);
          const periodMs = Number(row.quotaRefillSeconds) * 1000;
          const due = now >= refilledAt + periodMs;
          const resetAt = new Date(due ? now + periodMs : refilledAt + periodMs).toISOString();
          return {
            limit: Number(row.quotaLimit),
            refillSeconds: Number(row.quotaRefillSeconds),
            remaining: due ? Number(row.quotaLimit) : Number(row.quotaRemaining ?? 0),
            resetAt,
          };
        })();
  return {
    id: row.id,
    organizationId: row.organizationId,
    name: row.name,
    start: row.start,
    scopes: JSON.parse(row.scopes) as KeyScope[],
    quota,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    apiVersion: row.apiVersion ?? null,
  };
}

export function createOrganizationKeyStore(database: Database, prefix: string): OrganizationKeyStore {
  const db = database.db as unknown as Kysely<OrgKeyDB>;
  const kindPrefix = `${prefix}_${ORGANIZATION_KEY_KIND}`;
  return {
    async create({ organizationId, createdBy, name, scopes, quota, apiVersion = null }, audit) {
      const { key, start, hash } = generateApiKey(prefix, ORGANIZATION_KEY_KIND);
      const now = new Date().toISOString();
      const row: OrganizationKeyTable = {
        id: newId("key"),
        organizationId,
        createdBy,
        name,
        start,
        hash,
        scopes: JSON.stringify([...new Set(scopes)]),
        quotaLimit: quota?.limit ?? null,
        quotaRemaining: quota?.limit ?? null,
        quotaRefillSeconds: quota?.refillSeconds ?? null,
        quotaRefilledAt: quota ? now : null,
        createdAt: now,
        lastUsedAt: null,
        apiVersion,
      };
      const created = info(row);
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("organization_api_key").values(row).execute();
        await writeAuditEvents(trx, [audit?.(created) ?? null]);
      });
      return { ...created, key };
    },
    async list(organizationId) {
      const rows = await db
        .selectFrom("organization_api_key")
        .selectAll()
        .where("organizationId", "=", organizationId)
        .orderBy("createdAt", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map((r) => info(r));
    },
    async find(organizationId, keyId) {
      const row = await db
        .selectFrom("organization_api_key")
        .selectAll()
        .where("organizationId", "=", organizationId)
        .where("id", "=", keyId)
        .executeTakeFirst();
      return row ? info(row) : null;
    },
    async revoke(organizationId, keyId, audit) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom("organization_api_key")
          .where("organizationId", "=", organizationId)
          .where("id", "=", keyId)
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        const revoked = info(row);
        await writeAuditEvents(trx, [audit?.(revoked) ?? null]);
        return revoked;
      });
    },
    async verify(rawKey) {
      if (!rawKey.startsWith(`${kindPrefix}_`) || !looksLikeApiKey(rawKey, prefix, ORGANIZATION_KEY_KIND)) return null;
      const row = await db
        .selectFrom("organization_api_key")
        .selectAll()
        .where("hash", "=", hashApiKey(rawKey))
        .executeTakeFirst();
      if (!row) return null;
      const now = Date.now();
      if (!row.lastUsedAt || now - Date.parse(row.lastUsedAt) >= LAST_USED_RESOLUTION_MS) {
        void db
          .updateTable("organization_api_key")
          .set({ lastUsedAt: new Date(now).toISOString() })
          .where("id", "=", row.id)
          .execute()
          .catch(() => {});
      }
      return {
        keyId: row.id,
        organizationId: row.organizationId,
        createdBy: row.createdBy,
        name: row.name,
        scopes: JSON.parse(row.scopes) as KeyScope[],
        metered: row.quotaLimit !== null,
        apiVersion: row.apiVersion ?? null,
      };
    },
    async spend(keyId, now = new Date()) {
      const at = now.toISOString();
      const row = await db.selectFrom("organization_api_key").selectAll().where("id", "=", keyId).executeTakeFirst();
      if (!row || row.quotaLimit === null || row.quotaRefillSeconds === null) return { ok: true, remaining: null };
      const periodMs = Number(row.quotaRefillSeconds) * 1000;
      const refilledAt = row.quotaRefilledAt ?? row.createdAt;
      if (now.getTime() >= Date.parse(refilledAt) + periodMs) {
        // The refill and this call in one update, guarded by the refill time read: two racing refills make one.
        const refilled = await db
          .updateTable("organization_api_key")
          .set({ quotaRemaining: Number(row.quotaLimit) - 1, quotaRefilledAt: at })
          .where("id", "=", keyId)
          .where("quotaRefilledAt", "=", refilledAt)
          .executeTakeFirst();
        if (Number(refilled.numUpdatedRows) === 1) return { ok: true, remaining: Number(row.quotaLimit) - 1 };
      }
      const spent = await db
        .updateTable("organization_api_key")
        .set((eb) => ({ quotaRemaining: eb("quotaRemaining", "-", 1) }))
        .where("id", "=", keyId)
        .where("quotaRemaining", ">", 0)
        .returning("quotaRemaining")
        .executeTakeFirst();
      if (spent) return { ok: true, remaining: Number(spent.quotaRemaining) };
      const current = await db
        .selectFrom("organization_api_key")
        .select(["quotaRefilledAt", "createdAt"])
        .where("id", "=", keyId)
        .executeTakeFirst();
      const resetMs = Date.parse(current?.quotaRefilledAt ?? current?.createdAt ?? at) + periodMs;
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((resetMs - now.getTime()) / 1000)),
        resetAt: new Date(resetMs).toISOString(),
      };
    },
  };
}
