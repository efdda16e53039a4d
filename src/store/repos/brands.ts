// Brand repository: uploaded templates' metadata and analysis, scoped by owner.
import type { Kysely } from "kysely";
import type { DB, BrandTable } from "../schema.js";

export interface BrandRecord extends Omit<BrandTable, "analysis"> {
  analysis: unknown;
}

export interface BrandRepo {
  insert(brand: BrandRecord): Promise<void>;
  findById(userId: string, id: string): Promise<BrandRecord | null>;
  list(userId: string): Promise<BrandRecord[]>;
  delete(userId: string, id: string): Promise<BrandRecord | null>;
  /** Replaces a brand's analysis (after the analysis itself changed). */
  updateAnalysis(userId: string, id: string, analysis: unknown): Promise<void>;
}

function toRecord(row: BrandTable): BrandRecord {
  return { ...row, bytes: Number(row.bytes), analysis: JSON.parse(row.analysis) };
}

export function createBrandRepo(db: Kysely<DB>): BrandRepo {
  return {
    async insert(brand) {
      await db.insertInto("brand").values({ ...brand, analysis: JSON.stringify(brand.analysis) }).execute();
    },
    async findById(userId, id) {
      const row = await db.selectFrom("brand").selectAll().where("id", "=", id).where("userId", "=", userId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async list(userId) {
      const rows = await db.selectFrom("brand").selectAll().where("userId", "=", userId).orderBy("id", "desc").execute();
      return rows.map(toRecord);
    },
    async updateAnalysis(userId, id, analysis) {
      await db.updateTable("brand").set({ analysis: JSON.stringify(analysis) }).where("id", "=", id).where("userId", "=", userId).execute();
    },
    async delete(userId, id) {
      const row = await db.deleteFrom("brand").where("id", "=", id).where("userId", "=", userId).returningAll().executeTakeFirst();
      return row ? toRecord(row) : null;
    },
  };
}
