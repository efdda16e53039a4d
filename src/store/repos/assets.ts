// Asset repository: uploaded images' metadata (their bytes are in the blob store), always scoped by space.
import type { Kysely } from "kysely";
import type { SpaceId } from "../../lib/space-id.js";
import type { AssetTable, DB } from "../schema.js";

export type AssetRecord = AssetTable;

export interface ListAssetsQuery {
  spaceId: SpaceId;
  limit: number;
  /** The id of the last item of the previous page. */
  after?: string;
}

export interface AssetRepo {
  insert(asset: AssetRecord): Promise<void>;
  findById(spaceId: SpaceId, id: string): Promise<AssetRecord | null>;
  /** The caller's assets among `ids`; someone else's ids are simply absent. */
  findManyByIds(spaceId: SpaceId, ids: string[]): Promise<AssetRecord[]>;
  list(query: ListAssetsQuery): Promise<{ items: AssetRecord[]; hasMore: boolean }>;
  /** The deleted row (so its blob can go too), or null when there was none of this space's. */
  delete(spaceId: SpaceId, id: string): Promise<AssetRecord | null>;
}

function toRecord(row: AssetTable): AssetRecord {
  return { ...row, width: Number(row.width), height: Number(row.height), bytes: Number(row.bytes) };
}

export function createAssetRepo(db: Kysely<DB>): AssetRepo {
  return {
    async insert(asset) {
      await db.insertInto("asset").values(asset).execute();
    },
    async findById(spaceId, id) {
      const row = await db.selectFrom("asset").selectAll().where("id", "=", id).where("spaceId", "=", spaceId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async findManyByIds(spaceId, ids) {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom("asset").selectAll().where("spaceId", "=", spaceId).where("id", "in", ids).execute();
      return rows.map(toRecord);
    },
    async list({ spaceId, limit, after }) {
      let query = db.selectFrom("asset").selectAll().where("spaceId", "=", spaceId);
      if (after) query = query.where("id", "<", after);
      const rows = await query.orderBy("id", "desc").limit(limit + 1).execute();
      return { items: rows.slice(0, limit).map(toRecord), hasMore: rows.length > limit };
    },
    async delete(spaceId, id) {
      const row = await db.deleteFrom("asset").where("id", "=", id).where("spaceId", "=", spaceId).returningAll().executeTakeFirst();
      return row ? toRecord(row) : null;
    },
  };
}
