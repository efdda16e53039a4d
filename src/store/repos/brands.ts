// Brand repository: uploaded templates' metadata and analysis, scoped by space, with every version a replacement made.
import type { Kysely } from "kysely";
import type { SpaceId } from "../../lib/space-id.js";
import type { DB, BrandTable, BrandVersionTable } from "../schema.js";
import { writeAuditEvents, type AuditEventRecord } from "./audit.js";

export interface BrandRecord extends Omit<BrandTable, "analysis"> {
  analysis: unknown;
}

export interface BrandVersionInfo {
  version: number;
  name: string;
  bytes: number;
  sha256: string;
  createdBy: string;
  createdAt: string;
}

/** A replacement template: what the brand's next version holds. */
export interface BrandContent {
  name: string;
  bytes: number;
  sha256: string;
  blobKey: string;
  analysis: unknown;
  createdBy: string;
  createdAt: string;
}

export interface BrandRepo {
  /** The brand and its version 1, in one transaction. */
  insert(brand: BrandRecord, audit?: readonly (AuditEventRecord | null)[]): Promise<void>;
  findById(spaceId: SpaceId, id: string): Promise<BrandRecord | null>;
  /** The brand as it was at `version` (its id, space and name history kept; that version's template and analysis). */
  findVersion(spaceId: SpaceId, id: string, version: number): Promise<BrandRecord | null>;
  versions(spaceId: SpaceId, id: string): Promise<BrandVersionInfo[] | null>;
  /** Adds the next version and makes it current; null when the brand is not in the space. */
  replace(
    spaceId: SpaceId,
    id: string,
    content: BrandContent,
    audit?: (replaced: BrandRecord) => AuditEventRecord | null,
  ): Promise<BrandRecord | null>;
  list(spaceId: SpaceId): Promise<BrandRecord[]>;
  /** The deleted brand and the blob keys of all its versions (to delete from the blob store). */
  delete(
    spaceId: SpaceId,
    id: string,
    audit?: readonly (AuditEventRecord | null)[],
  ): Promise<{ brand: BrandRecord; blobKeys: string[] } | null>;
  /** Replaces a version's analysis (after the analysis itself changed); the brand row too when it is the current one. */
  updateAnalysis(spaceId: SpaceId, id: string, analysis: unknown, version?: number): Promise<void>;
}

function toRecord(row: BrandTable): BrandRecord {
  return { ...row, bytes: Number(row.bytes), version: Number(row.version ?? 1), analysis: JSON.parse(row.analysis) };
}

function versionRow(brand: BrandRecord): BrandVersionTable {
  return {
    brandId: brand.id,
    version: brand.version,
    name: brand.name,
    bytes: brand.bytes,
    sha256: brand.sha256,
    blobKey: brand.blobKey,
    analysis: JSON.stringify(brand.analysis),
    createdBy: brand.userId,
    createdAt: brand.createdAt,
  };
}

export function createBrandRepo(db: Kysely<DB>): BrandRepo {
  const current = (spaceId: SpaceId, id: string) =>
    db.selectFrom("brand").selectAll().where("id", "=", id).where("spaceId", "=", spaceId).executeTakeFirst();
  return {
    async insert(brand, audit = []) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("brand")
          .values({ ...brand, analysis: JSON.stringify(brand.analysis) })
          .execute();
        await trx.insertInto("brand_version").values(versionRow(brand)).execute();
        await writeAuditEvents(trx, audit);
      });
    },
    async findById(spaceId, id) {
      const row = await current(spaceId, id);
      return row ? toRecord(row) : null;
    },
    async findVersion(spaceId, id, version) {
      const row = await db
        .selectFrom("brand_version as v")
        .innerJoin("brand as b", "b.id", "v.brandId")
        .select([
          "b.id",
          "b.userId",
          "b.spaceId",
          "v.name",
          "v.bytes",
          "v.sha256",
          "v.blobKey",
          "v.analysis",
          "v.createdAt",
          "v.version",
        ])
        .where("b.id", "=", id)
        .where("b.spaceId", "=", spaceId)
        .where("v.version", "=", version)
        .executeTakeFirst();
      return row ? toRecord(row as BrandTable) : null;
    },
    async versions(spaceId, id) {
      if (!(await current(spaceId, id))) return null;
      const rows = await db
        .selectFrom("brand_version")
        .select(["version", "name", "bytes", "sha256", "createdBy", "createdAt"])
        .where("brandId", "=", id)
        .orderBy("version", "desc")
        .execute();
      return rows.map((r) => ({ ...r, version: Number(r.version), bytes: Number(r.bytes) }));
    },
    async replace(spaceId, id, content, audit) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom("brand")
          .selectAll()
          .where("id", "=", id)
          .where("spaceId", "=", spaceId)
          .executeTakeFirst();
        if (!row) return null;
        const version = Number(row.version ?? 1) + 1;
        const analysis = JSON.stringify(content.analysis);
        // The version in the WHERE: two replacements racing make two versions, never one lost.
        const updated = await trx
          .updateTable("brand")
          .set({
            name: content.name,
            bytes: content.bytes,
            sha256: content.sha256,
            blobKey: content.blobKey,
            analysis,
            version,
          })
          .where("id", "=", id)
          .where("version", "=", version - 1)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new Error(`brand ${id} changed while it was being replaced`);
        await trx
          .insertInto("brand_version")
          .values({
            brandId: id,
            version,
            name: content.name,
            bytes: content.bytes,
            sha256: content.sha256,
            blobKey: content.blobKey,
            analysis,
            createdBy: content.createdBy,
            createdAt: content.createdAt,
          })
          .execute();
        const replaced = toRecord({
          ...row,
          name: content.name,
          bytes: content.bytes,
          sha256: content.sha256,
          blobKey: content.blobKey,
          analysis,
          version,
        });
        await writeAuditEvents(trx, [audit?.(replaced) ?? null]);
        return replaced;
      });
    },
    async list(spaceId) {
      const rows = await db
        .selectFrom("brand")
        .selectAll()
        .where("spaceId", "=", spaceId)
        .orderBy("id", "desc")
        .execute();
      return rows.map(toRecord);
    },
    async updateAnalysis(spaceId, id, analysis, version) {
      const json = JSON.stringify(analysis);
      const row = await current(spaceId, id);
      if (!row) return;
      const at = version ?? Number(row.version ?? 1);
      await db
        .updateTable("brand_version")
        .set({ analysis: json })
        .where("brandId", "=", id)
        .where("version", "=", at)
        .execute();
      if (at === Number(row.version ?? 1))
        await db
          .updateTable("brand")
          .set({ analysis: json })
          .where("id", "=", id)
          .where("spaceId", "=", spaceId)
          .execute();
    },
    async delete(spaceId, id, audit = []) {
      return db.transaction().execute(async (trx) => {
        const keys = await trx.selectFrom("brand_version").select("blobKey").where("brandId", "=", id).execute();
        const row = await trx
          .deleteFrom("brand")
          .where("id", "=", id)
          .where("spaceId", "=", spaceId)
          .returningAll()
          .executeTakeFirst();
        if (!row) return null;
        await trx.deleteFrom("brand_version").where("brandId", "=", id).execute();
        await writeAuditEvents(trx, audit);
        return { brand: toRecord(row), blobKeys: [...new Set([row.blobKey, ...keys.map((k) => k.blobKey)])] };
      });
    },
  };
}
