// Brand repository: uploaded templates' metadata and analysis, scoped by space.
import type { Kysely } from "kysely";
import type { SpaceId } from "../../lib/space-id.js";
import type { DB, BrandTable } from "../schema.js";

export interface BrandRecord extends Omit<BrandTable, "analysis"> {
  analysis: unknown;
}

export interface BrandRepo {
  insert(brand: BrandRecord): Promise<void>;
  findById(spaceId: SpaceId, id: string): Promise<BrandRecord | null>;
  list(spaceId: SpaceId): Promise<BrandRecord[]>;
  delete(spaceId: SpaceId, id: string): Promise<BrandRecord | null>;
  /** Replaces a brand's analysis (after the analysis itself changed). */
  updateAnalysis(spaceId: SpaceId, id: string, analysis: unknown): Promise<void>;
}

function toRecord(row: BrandTable): BrandRecord {
  return { ...row, bytes: Number(row.bytes), analysis: JSON.parse(row.analysis) };
}

export function createBrandRepo(db: Kysely<DB>): BrandRepo {
  return {
    async insert(brand) {
      await db.insertInto("brand").values({ ...brand, analysis: JSON.stringify(brand.analysis) }).execute();
    },
    async findById(spaceId, id) {
      const row = await db.selectFrom("brand").selectAll().where("id", "=", id).where("spaceId", "=", spaceId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async list(spaceId) {
      const rows = await db.selectFrom("brand").selectAll().where("spaceId", "=", spaceId).orderBy("id", "desc").execute();
      return rows.map(toRecord);
    },
    async updateAnalysis(spaceId, id, analysis) {
      await db.updateTable("brand").set({ analysis: JSON.stringify(analysis) }).where("id", "=", id).where("spaceId", "=", spaceId).execute();
    },
    async delete(spaceId, id) {
      const row = await db.deleteFrom("brand").where("id", "=", id).where("spaceId", "=", spaceId).returningAll().executeTakeFirst();
      return row ? toRecord(row) : null;
    },
  };
}
