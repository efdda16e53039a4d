// Share links: a document's links (scoped by space for the owner; by token hash for a viewer), their views by day and
// time by slide, and a space's sharing setting. Changes write their audit events in the same transaction.
import { sql, type Kysely } from "kysely";
import type { SpaceId } from "../../lib/space-id.js";
import type { DB } from "../schema.js";
import type { ShareTable } from "../schema-shares.js";
import { writeAuditEvents, type AuditEventRecord } from "./audit.js";

export interface ShareRecord extends Omit<ShareTable, "downloads" | "present"> {
  downloads: boolean;
  present: boolean;
}

export type ShareChanges = Partial<
  Pick<ShareRecord, "label" | "version" | "expiresAt" | "passwordHash" | "downloads" | "present">
>;

/** A link opened by its token, with what the viewer's page needs of its document and space in the same read. */
export interface OpenedShare {
  share: ShareRecord;
  /** The space's setting: false when its organization stopped sharing. */
  sharing: boolean;
}

export interface ShareViews {
  days: { date: string; views: number; seconds: number }[];
  slides: { slide: number; seconds: number }[];
}

export interface ShareRepo {
  insert(share: ShareRecord, audit?: readonly (AuditEventRecord | null)[]): Promise<void>;
  find(spaceId: SpaceId, documentId: string, id: string): Promise<ShareRecord | null>;
  /** A document's links, newest first. */
  list(query: {
    spaceId: SpaceId;
    documentId: string;
    limit: number;
    after?: string;
  }): Promise<{ items: ShareRecord[]; hasMore: boolean }>;
  /** A document's links neither revoked nor expired at `now`. */
  countLive(spaceId: SpaceId, documentId: string, now: string): Promise<number>;
  update(
    spaceId: SpaceId,
    documentId: string,
    id: string,
    changes: ShareChanges,
    now: string,
    audit?: readonly (AuditEventRecord | null)[],
  ): Promise<ShareRecord | null>;
  /** Sets revokedAt once; false when there is no such live link. */
  revoke(
    spaceId: SpaceId,
    documentId: string,
    id: string,
    now: string,
    audit?: readonly (AuditEventRecord | null)[],
  ): Promise<boolean>;
  /** Any space's link by its token's hash, with its space's sharing setting. */
  byTokenHash(tokenHash: string): Promise<OpenedShare | null>;
  /** One more view today (UTC). */
  countView(shareId: string, day: string): Promise<void>;
  /** Seconds seen on a slide, added to the day and the slide. */
  addTime(shareId: string, day: string, slide: number, seconds: number): Promise<void>;
  views(shareId: string, since: string): Promise<ShareViews>;
  /** Whether the space lets its members share (true without a row). */
  sharing(spaceId: SpaceId): Promise<boolean>;
  setSharing(
    spaceId: SpaceId,
    sharing: boolean,
    now: string,
    audit?: readonly (AuditEventRecord | null)[],
  ): Promise<void>;
}

const flag = (b: boolean) => (b ? 1 : 0);

function toRecord(row: ShareTable): ShareRecord {
  return {
    ...row,
    version: row.version === null ? null : Number(row.version),
    views: Number(row.views),
    downloads: Number(row.downloads) === 1,
    present: Number(row.present) === 1,
  };
}

function toRow(record: ShareRecord): ShareTable {
  return { ...record, downloads: flag(record.downloads), present: flag(record.present) };
}

export function createShareRepo(db: Kysely<DB>): ShareRepo {
  const own = (spaceId: SpaceId, documentId: string, id: string) =>
    db
      .selectFrom("share")
      .selectAll()
      .where("spaceId", "=", spaceId)
      .where("documentId", "=", documentId)
      .where("id", "=", id);
  return {
    async insert(share, audit = []) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto("share").values(toRow(share)).execute();
        await writeAuditEvents(trx, audit);
      });
    },
    async find(spaceId, documentId, id) {
      const row = await own(spaceId, documentId, id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async list({ spaceId, documentId, limit, after }) {
      let q = db.selectFrom("share").selectAll().where("spaceId", "=", spaceId).where("documentId", "=", documentId);
      if (after) q = q.where("id", "<", after);
      const rows = await q
        .orderBy("id", "desc")
        .limit(limit + 1)
        .execute();
      return { items: rows.slice(0, limit).map(toRecord), hasMore: rows.length > limit };
    },
    async countLive(spaceId, documentId, now) {
      const row = await db
        .selectFrom("share")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("spaceId", "=", spaceId)
        .where("documentId", "=", documentId)
        .where("revokedAt", "is", null)
        .where((eb) => eb.or([eb("expiresAt", "is", null), eb("expiresAt", ">", now)]))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async update(spaceId, documentId, id, changes, now, audit = []) {
      return db.transaction().execute(async (trx) => {
        const set: Partial<ShareTable> = { updatedAt: now };
        if (changes.label !== undefined) set.label = changes.label;
        if (changes.version !== undefined) set.version = changes.version;
        if (changes.expiresAt !== undefined) set.expiresAt = changes.expiresAt;
        if (changes.passwordHash !== undefined) set.passwordHash = changes.passwordHash;
        if (changes.downloads !== undefined) set.downloads = flag(changes.downloads);
        if (changes.present !== undefined) set.present = flag(changes.present);
        const result = await trx
          .updateTable("share")
          .set(set)
          .where("spaceId", "=", spaceId)
          .where("documentId", "=", documentId)
          .where("id", "=", id)
          .where("revokedAt", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return null;
        await writeAuditEvents(trx, audit);
        const row = await trx.selectFrom("share").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
        return toRecord(row);
      });
    },
    async revoke(spaceId, documentId, id, now, audit = []) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("share")
          .set({ revokedAt: now, updatedAt: now })
          .where("spaceId", "=", spaceId)
          .where("documentId", "=", documentId)
          .where("id", "=", id)
          .where("revokedAt", "is", null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await writeAuditEvents(trx, audit);
        return true;
      });
    },
    async byTokenHash(tokenHash) {
      const row = await db
        .selectFrom("share as s")
        .leftJoin("space_setting as p", "p.spaceId", "s.spaceId")
        .selectAll("s")
        .select("p.sharing as spaceSharing")
        .where("s.tokenHash", "=", tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      const { spaceSharing, ...share } = row;
      return { share: toRecord(share), sharing: spaceSharing === null || Number(spaceSharing) === 1 };
    },
    async countView(shareId, day) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("share")
          .set({ views: sql`views + 1` })
          .where("id", "=", shareId)
          .execute();
        await trx
          .insertInto("share_day")
          .values({ shareId, day, views: 1, seconds: 0 })
          .onConflict((oc) => oc.columns(["shareId", "day"]).doUpdateSet({ views: sql`share_day.views + 1` }))
          .execute();
      });
    },
    async addTime(shareId, day, slide, seconds) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("share_day")
          .values({ shareId, day, views: 0, seconds })
          .onConflict((oc) =>
            oc.columns(["shareId", "day"]).doUpdateSet({ seconds: sql`share_day.seconds + ${seconds}` }),
          )
          .execute();
        await trx
          .insertInto("share_slide")
          .values({ shareId, slide, seconds })
          .onConflict((oc) =>
            oc.columns(["shareId", "slide"]).doUpdateSet({ seconds: sql`share_slide.seconds + ${seconds}` }),
          )
          .execute();
      });
    },
    async views(shareId, since) {
      const days = await db
        .selectFrom("share_day")
        .select(["day", "views", "seconds"])
        .where("shareId", "=", shareId)
        .where("day", ">=", since)
        .orderBy("day", "asc")
        .execute();
      const slides = await db
        .selectFrom("share_slide")
        .select(["slide", "seconds"])
        .where("shareId", "=", shareId)
        .orderBy("slide", "asc")
        .execute();
      return {
        days: days.map((d) => ({ date: d.day, views: Number(d.views), seconds: Number(d.seconds) })),
        slides: slides.map((s) => ({ slide: Number(s.slide), seconds: Number(s.seconds) })),
      };
    },
    async sharing(spaceId) {
      const row = await db
        .selectFrom("space_setting")
        .select("sharing")
        .where("spaceId", "=", spaceId)
        .executeTakeFirst();
      return row === undefined || Number(row.sharing) === 1;
    },
    async setSharing(spaceId, sharing, now, audit = []) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("space_setting")
          .values({ spaceId, sharing: flag(sharing), updatedAt: now })
          .onConflict((oc) => oc.column("spaceId").doUpdateSet({ sharing: flag(sharing), updatedAt: now }))
          .execute();
        await writeAuditEvents(trx, audit);
      });
    },
  };
}
