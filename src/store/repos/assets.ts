// Asset repository: images' metadata (their bytes are in the blob store) — uploads and fetched pictures — always scoped by space.
import type { Kysely } from "kysely";
import type { SpaceId } from "../../lib/space-id.js";
import type { AssetTable, DB } from "../schema.js";

/** Where a picture came from: the user's upload, a stock provider, or an image model. */
export type AssetOrigin = "upload" | "stock" | "generated";

export interface AssetRecord extends Omit<AssetTable, "tags" | "origin" | "focusX" | "focusY"> {
  tags: string[];
  origin: AssetOrigin;
  /** The point kept in view when the picture is cropped (0..1 from the left and top); null for the centre. */
  focus: { x: number; y: number } | null;
}

/** What a user may change of an asset; an absent key is left as it is. */
export interface AssetPatch {
  name?: string | null;
  alt?: string | null;
  tags?: string[];
  focus?: { x: number; y: number } | null;
}

export interface ListAssetsQuery {
  spaceId: SpaceId;
  limit: number;
  /** The id of the last item of the previous page. */
  after?: string;
  origin?: AssetOrigin;
}

export interface AssetRepo {
  insert(asset: AssetRecord): Promise<void>;
  findById(spaceId: SpaceId, id: string): Promise<AssetRecord | null>;
  /** The caller's assets among `ids`; someone else's ids are simply absent. */
  findManyByIds(spaceId: SpaceId, ids: string[]): Promise<AssetRecord[]>;
  /** This space's pictures whose bytes hash to one of `sha256s` (hex). */
  findManyByHashes(spaceId: SpaceId, sha256s: string[]): Promise<AssetRecord[]>;
  /** The newest picture of this space fetched or generated under `cacheKey`, or null. */
  findByCacheKey(spaceId: SpaceId, cacheKey: string): Promise<AssetRecord | null>;
  /** The space's uploads (never fetched pictures), newest first: the candidates for matching pictures to slides. */
  listForMatching(spaceId: SpaceId, limit: number): Promise<AssetRecord[]>;
  list(query: ListAssetsQuery): Promise<{ items: AssetRecord[]; hasMore: boolean }>;
  /** The asset as changed, or null when this space has none with this id. */
  update(spaceId: SpaceId, id: string, patch: AssetPatch): Promise<AssetRecord | null>;
  /** The deleted row (so its blob can go too), or null when there was none of this space's. */
  delete(spaceId: SpaceId, id: string): Promise<AssetRecord | null>;
}

function parseTags(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string") : [];
}

function toRecord({ tags, origin, focusX, focusY, ...row }: AssetTable): AssetRecord {
  return {
    ...row,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    tags: parseTags(tags),
    origin: origin as AssetOrigin,
    focus: focusX === null || focusY === null ? null : { x: Number(focusX), y: Number(focusY) },
  };
}

function toRow({ tags, focus, ...record }: AssetRecord): AssetTable {
  return { ...record, tags: JSON.stringify(tags), focusX: focus?.x ?? null, focusY: focus?.y ?? null };
}

function patchColumns(patch: AssetPatch): Partial<AssetTable> {
  const columns: Partial<AssetTable> = {};
  if (patch.name !== undefined) columns.name = patch.name;
  if (patch.alt !== undefined) columns.alt = patch.alt;
  if (patch.tags !== undefined) columns.tags = JSON.stringify(patch.tags);
  if (patch.focus !== undefined)
    Object.assign(columns, { focusX: patch.focus?.x ?? null, focusY: patch.focus?.y ?? null });
  return columns;
}

export function createAssetRepo(db: Kysely<DB>): AssetRepo {
  const repo: AssetRepo = {
    async insert(asset) {
      await db.insertInto("asset").values(toRow(asset)).execute();
    },
    async findById(spaceId, id) {
      const row = await db
        .selectFrom("asset")
        .selectAll()
        .where("id", "=", id)
        .where("spaceId", "=", spaceId)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async findManyByIds(spaceId, ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom("asset")
        .selectAll()
        .where("spaceId", "=", spaceId)
        .where("id", "in", ids)
        .execute();
      return rows.map(toRecord);
    },
    async findManyByHashes(spaceId, sha256s) {
      if (sha256s.length === 0) return [];
      const rows = await db
        .selectFrom("asset")
        .selectAll()
        .where("spaceId", "=", spaceId)
        .where("sha256", "in", sha256s)
        .orderBy("id")
        .execute();
      return rows.map(toRecord);
    },
    async findByCacheKey(spaceId, cacheKey) {
      const row = await db
        .selectFrom("asset")
        .selectAll()
        .where("spaceId", "=", spaceId)
        .where("cacheKey", "=", cacheKey)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async listForMatching(spaceId, limit) {
      const rows = await db
        .selectFrom("asset")
        .selectAll()
        .where("spaceId", "=", spaceId)
        .where("origin", "=", "upload")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },
    async list({ spaceId, limit, after, origin }) {
      let query = db.selectFrom("asset").selectAll().where("spaceId", "=", spaceId);
      if (after) query = query.where("id", "<", after);
      if (origin) query = query.where("origin", "=", origin);
      const rows = await query
        .orderBy("id", "desc")
        .limit(limit + 1)
        .execute();
      return { items: rows.slice(0, limit).map(toRecord), hasMore: rows.length > limit };
    },
    async update(spaceId, id, patch) {
      const columns = patchColumns(patch);
      if (Object.keys(columns).length === 0) return repo.findById(spaceId, id);
      const row = await db
        .updateTable("asset")
        .set(columns)
        .where("id", "=", id)
        .where("spaceId", "=", spaceId)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async delete(spaceId, id) {
      const row = await db
        .deleteFrom("asset")
        .where("id", "=", id)
        .where("spaceId", "=", spaceId)
        .returningAll()
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },
  };
  return repo;
}
