// Document repository: a space's documents, always scoped by space so another space's id reads as missing.
import { CompiledQuery, sql, type Compilable, type Kysely } from "kysely";
import type { SpaceId } from "../../lib/space-id.js";
import { assertWithinSourceLimits } from "../../lib/source-limits.js";
import type { JsonOf } from "../../lib/json-of.js";
import type { DB, DocumentTable } from "../schema.js";
import { DEFAULT_HISTORY_POLICY, recordVersion, type VersionChange } from "./document-versions.js";
import type { StoredVersion } from "./version-chain.js";
import { writeAuditEvents, type AuditEventRecord } from "./audit.js";

export type DocumentOrigin = DocumentTable["origin"];
export type DocumentKind = DocumentTable["kind"];

/**
 * `S` is what a stored source is: the store keeps JSON and knows no more (unknown); the composition root makes the
 * repository with the source model (deps.ts), which every source written here was validated as.
 */
export interface DocumentRecord<S = unknown> {
  id: string;
  /** Who made it. */
  userId: string;
  /** Whose it is (lib/space-id.ts). */
  spaceId: string;
  kind: DocumentKind;
  title: string;
  source: S;
  origin: DocumentOrigin;
  brandId: string | null;
  /** The brand version a brand deck was built on. */
  brandVersion?: number | null;
  /**
   * The name of the brand `brandId` names, read with the row from the brand in the document's own space: null without
   * a brand, or when that brand was deleted (or stayed in the space the document moved out of).
   */
  brandName: string | null;
  version: number;
  /** The part ids as the domain keeps them (workspace/part-ids.ts), or null: none written yet. */
  parts: unknown;
  createdAt: string;
  updatedAt: string;
}

/** A document as it is written: what it says of its brand is read back, never stored. */
export type NewDocumentRecord<S = unknown> = Omit<DocumentRecord<S>, "brandName">;

export type DocumentSummaryRecord = Omit<DocumentRecord, "source" | "parts">;

/** A document with its source as the JSON text stored, for work done on a worker: never made objects on the event loop. */
export type DocumentTextRecord<S = unknown> = Omit<DocumentRecord<S>, "source"> & { sourceJson: JsonOf<S> };

export interface ListDocumentsQuery {
  spaceId: SpaceId;
  kind?: DocumentKind;
  q?: string;
  limit: number;
  /** The id of the last item of the previous page. */
  after?: string;
}

/**
 * A new source always comes with its part ids, so no writer can leave them behind. A writer that has the source as JSON
 * text already (work done on a worker) hands over that text as `sourceJson`, stored as it is, and may hand over the
 * version it makes already `encoded` (encodeVersion from the source it was made from): used only when the update is
 * guarded by that source's version, so it is the one replaced.
 */
export type DocumentPatch<S = unknown> =
  | { title?: string; source?: undefined; sourceJson?: undefined; parts?: undefined; encoded?: undefined }
  | { title?: string; source: S; sourceJson?: undefined; parts: unknown; encoded?: undefined }
  | { title?: string; source?: undefined; sourceJson: JsonOf<S>; parts: unknown; encoded?: StoredVersion };

/**
 * Every write says what it is and who makes it: it is kept as a version of the document (document-versions.ts). Every
 * source written is checked against the source limits (lib/source-limits.ts): past one, the write throws 413
 * document_too_large naming it, and nothing is written — whichever writer asked.
 */
export interface DocumentRepo<S = unknown> {
  /** The document as stored, with its brand's name. */
  insert(doc: NewDocumentRecord<S>, change: VersionChange): Promise<DocumentRecord<S>>;
  findById(spaceId: SpaceId, id: string): Promise<DocumentRecord<S> | null>;
  /** As findById, the source left as the JSON text stored (for work on a worker: the event loop never parses it). */
  findTextById(spaceId: SpaceId, id: string): Promise<DocumentTextRecord<S> | null>;
  findManyByIds(spaceId: SpaceId, ids: string[]): Promise<DocumentSummaryRecord[]>;
  list(query: ListDocumentsQuery): Promise<{ items: DocumentSummaryRecord[]; hasMore: boolean }>;
  /**
   * Applies the patch and bumps the version in one transaction; `expectedVersion` guards against lost updates.
   * A function patch is computed from the row read inside the transaction (for edits derived from the current source).
   */
  update(
    spaceId: SpaceId,
    id: string,
    patch: DocumentPatch<S> | ((current: DocumentRecord<S>) => DocumentPatch<S>),
    change: VersionChange,
    expectedVersion?: number,
  ): Promise<DocumentRecord<S> | "conflict" | null>;
  /** Deletes the document, writing `audit`'s events in the same transaction when it did. */
  delete(spaceId: SpaceId, id: string, audit?: readonly (AuditEventRecord | null)[]): Promise<boolean>;
  /** Puts a document of `from` in `to` (its version bumps); null when it is not in `from`. */
  /**
   * Moves it to another space as a new version. `swapSource` gives the content it has there (its pictures' ids in the
   * new space), from the content as it is when the move is made.
   */
  move(
    from: SpaceId,
    id: string,
    to: SpaceId,
    change: VersionChange,
    more?: { audit?: readonly (AuditEventRecord | null)[]; swapSource?: (source: S) => S },
  ): Promise<DocumentRecord<S> | null>;
  deleteAllInSpace(spaceId: SpaceId): Promise<number>;
}

const SUMMARY_COLUMNS = [
  "id",
  "userId",
  "spaceId",
  "kind",
  "title",
  "origin",
  "brandId",
  "brandVersion",
  "version",
  "createdAt",
  "updatedAt",
] as const;
const DOCUMENT_SUMMARY_COLUMNS = SUMMARY_COLUMNS.map((c) => `document.${c}` as const);
const BRAND_NAME = "brand.name as brandName" as const;

type Row = DocumentTable & { brandName: string | null };
type SummaryRow = Omit<Row, "source" | "parts">;

/** The one place a stored source is read back: it was validated as an `S` when it was written. */
function toRecord<S>(row: Row): DocumentRecord<S> {
  return {
    ...row,
    version: Number(row.version),
    brandVersion: row.brandVersion == null ? null : Number(row.brandVersion),
    source: JSON.parse(row.source),
    parts: row.parts ? JSON.parse(row.parts) : null,
  };
}

function toTextRecord<S>({ source, ...row }: Row): DocumentTextRecord<S> {
  return {
    ...row,
    version: Number(row.version),
    brandVersion: row.brandVersion == null ? null : Number(row.brandVersion),
    sourceJson: source,
    parts: row.parts ? JSON.parse(row.parts) : null,
  };
}

function toSummary(row: SummaryRow): DocumentSummaryRecord {
  return {
    ...row,
    version: Number(row.version),
    brandVersion: row.brandVersion == null ? null : Number(row.brandVersion),
  };
}

/** The documents with the name of their brand where it is in the document's space (a left join: most have none). */
function withBrand(db: Kysely<DB>) {
  return db
    .selectFrom("document")
    .leftJoin("brand", (join) =>
      join.onRef("brand.id", "=", "document.brandId").onRef("brand.spaceId", "=", "document.spaceId"),
    );
}

/** The name of brand `brandId` in `spaceId`, or null. */
async function brandNameIn(db: Kysely<DB>, brandId: string | null, spaceId: string): Promise<string | null> {
  if (brandId === null) return null;
  const row = await db
    .selectFrom("brand")
    .select("name")
    .where("id", "=", brandId)
    .where("spaceId", "=", spaceId)
    .executeTakeFirst();
  return row?.name ?? null;
}

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A query shape compiled once and run with new values: building and compiling a Kysely query costs more than
 * running it on the hot read paths (list, read by id). Each named value is found in the compiled parameters by a
 * marker, so the order the compiler chose is kept.
 */
function precompiled<V extends Record<string, unknown>>(
  build: (values: V) => Compilable,
  markers: V,
): (values: V) => CompiledQuery {
  const compiled = build(markers).compile();
  const slots = compiled.parameters.map((p) => {
    const name = Object.keys(markers).find((k) => markers[k] === p);
    if (name === undefined) throw new Error(`precompiled: parameter ${String(p)} has no marker`);
    return name;
  });
  return (values) =>
    CompiledQuery.raw(
      compiled.sql,
      slots.map((name) => values[name]),
    );
}

interface ListValues extends Record<string, unknown> {
  spaceId: string;
  kind: string;
  pattern: string;
  after: string;
  limit: number;
}

export function createDocumentRepo<S = unknown>(db: Kysely<DB>, history = DEFAULT_HISTORY_POLICY): DocumentRepo<S> {
  const markers: ListValues = {
    spaceId: "\u0000space",
    kind: "\u0000kind",
    pattern: "\u0000pattern",
    after: "\u0000after",
    limit: -7_654_321,
  };
  // One compiled list query per combination of filters (kind, title search, cursor): 8 shapes at most.
  const listShapes = new Map<number, (values: ListValues) => CompiledQuery>();
  const listShape = (kind: boolean, q: boolean, after: boolean) => {
    const key = (kind ? 1 : 0) | (q ? 2 : 0) | (after ? 4 : 0);
    let shape = listShapes.get(key);
    if (!shape) {
      shape = precompiled((v: ListValues) => {
        let query = withBrand(db)
          .select([...DOCUMENT_SUMMARY_COLUMNS, BRAND_NAME])
          .where("document.spaceId", "=", v.spaceId);
        if (kind) query = query.where("document.kind", "=", v.kind as DocumentKind);
        if (q) query = query.where(sql<boolean>`lower(${sql.ref("document.title")}) like ${v.pattern} escape '\\'`);
        if (after) query = query.where("document.id", "<", v.after);
        return query.orderBy("document.id", "desc").limit(v.limit);
      }, markers);
      listShapes.set(key, shape);
    }
    return shape;
  };
  const byId = precompiled(
    (v: { spaceId: string; id: string }) =>
      withBrand(db)
        .selectAll("document")
        .select(BRAND_NAME)
        .where("document.id", "=", v.id)
        .where("document.spaceId", "=", v.spaceId),
    { spaceId: "\u0000space", id: "\u0000id" },
  );

  return {
    async insert(doc, change) {
      return db.transaction().execute(async (trx) => {
        const { id, userId, spaceId, kind, title, origin, brandId, brandVersion, version, createdAt, updatedAt } = doc;
        const parts = doc.parts == null ? null : JSON.stringify(doc.parts);
        const source = JSON.stringify(doc.source);
        assertWithinSourceLimits(doc.source, source);
        await trx
          .insertInto("document")
          .values({
            id,
            userId,
            spaceId,
            kind,
            title,
            source,
            origin,
            brandId,
            brandVersion,
            version,
            parts,
            createdAt,
            updatedAt,
          })
          .execute();
        await recordVersion(
          trx,
          history,
          {
            documentId: doc.id,
            version: doc.version,
            title: doc.title,
            before: null,
            after: doc.source,
            afterJson: source,
            parts,
            createdAt: doc.updatedAt,
          },
          change,
        );
        return { ...doc, brandName: await brandNameIn(trx, doc.brandId, doc.spaceId) };
      });
    },

    async findById(spaceId, id) {
      const { rows } = await db.executeQuery<Row>(byId({ spaceId, id }));
      return rows[0] ? toRecord<S>(rows[0]) : null;
    },

    async findTextById(spaceId, id) {
      const { rows } = await db.executeQuery<Row>(byId({ spaceId, id }));
      return rows[0] ? toTextRecord<S>(rows[0]) : null;
    },

    async findManyByIds(spaceId, ids) {
      if (ids.length === 0) return [];
      const rows = await withBrand(db)
        .select([...DOCUMENT_SUMMARY_COLUMNS, BRAND_NAME])
        .where("document.spaceId", "=", spaceId)
        .where("document.id", "in", ids)
        .orderBy("document.id", "desc")
        .execute();
      return rows.map(toSummary);
    },

    async list({ spaceId, kind, q, limit, after }) {
      const query = listShape(
        Boolean(kind),
        Boolean(q),
        Boolean(after),
      )({ spaceId, kind: kind ?? "", pattern: q ? likePattern(q) : "", after: after ?? "", limit: limit + 1 });
      const { rows } = await db.executeQuery<SummaryRow>(query);
      return { items: rows.slice(0, limit).map(toSummary), hasMore: rows.length > limit };
    },

    async update(spaceId, id, patch, change, expectedVersion) {
      return db.transaction().execute(async (trx) => {
        const current = await withBrand(trx)
          .selectAll("document")
          .select(BRAND_NAME)
          .where("document.id", "=", id)
          .where("document.spaceId", "=", spaceId)
          .executeTakeFirst();
        if (!current) return null;
        const version = Number(current.version);
        if (expectedVersion !== undefined && expectedVersion !== version) return "conflict" as const;
        const changes: Partial<DocumentTable> = { version: version + 1, updatedAt: new Date().toISOString() };
        // Parsed once, and only when needed: a patch computed from it, a version that records the change from it.
        let parsed: DocumentRecord<S> | undefined;
        const before = () => (parsed ??= toRecord<S>(current));
        if (typeof patch === "function") patch = patch(before());
        if (patch.title !== undefined) changes.title = patch.title;
        if (patch.source !== undefined || patch.sourceJson !== undefined) {
          changes.source = patch.sourceJson ?? JSON.stringify(patch.source);
          changes.parts = patch.parts == null ? null : JSON.stringify(patch.parts);
        }
        const updated = toRecord<S>({ ...current, ...changes } as Row);
        if (changes.source !== undefined) assertWithinSourceLimits(updated.source, changes.source);
        // The version in the WHERE makes two racing updates of the same version end in one conflict.
        const result = await trx
          .updateTable("document")
          .set(changes)
          .where("id", "=", id)
          .where("spaceId", "=", spaceId)
          .where("version", "=", version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return "conflict" as const;
        const afterJson = changes.source ?? current.source;
        const encoded = expectedVersion === undefined ? undefined : patch.encoded;
        await recordVersion(
          trx,
          history,
          {
            documentId: id,
            version: updated.version,
            title: updated.title,
            before: encoded ? undefined : before().source,
            after: updated.source,
            afterJson,
            encoded,
            parts: changes.parts ?? current.parts ?? null,
            createdAt: updated.updatedAt,
          },
          change,
        );
        return updated;
      });
    },

    async move(from, id, to, change, { audit = [], swapSource } = {}) {
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom("document")
          .selectAll()
          .where("id", "=", id)
          .where("spaceId", "=", from)
          .executeTakeFirst();
        if (!current) return null;
        const before = toRecord<S>({ ...current, brandName: null });
        const source = swapSource ? swapSource(before.source) : before.source;
        const changes = {
          spaceId: to as string,
          version: Number(current.version) + 1,
          updatedAt: new Date().toISOString(),
          ...(source === before.source ? {} : { source: JSON.stringify(source) }),
        };
        // The version it makes holds the source too: a document from before the limits moves only once within them.
        assertWithinSourceLimits(source, changes.source ?? current.source);
        const result = await trx
          .updateTable("document")
          .set(changes)
          .where("id", "=", id)
          .where("spaceId", "=", from)
          .where("version", "=", Number(current.version))
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return null;
        // Its links were made in the space it leaves: they go with the move (docs/api/shares.md).
        await trx.deleteFrom("share").where("documentId", "=", id).execute();
        const moved = toRecord<S>({ ...current, ...changes, brandName: await brandNameIn(trx, current.brandId, to) });
        await recordVersion(
          trx,
          history,
          {
            documentId: id,
            version: moved.version,
            title: moved.title,
            before: before.source,
            after: moved.source,
            afterJson: changes.source ?? current.source,
            parts: current.parts ?? null,
            createdAt: moved.updatedAt,
          },
          change,
        );
        await writeAuditEvents(trx, audit);
        return moved;
      });
    },

    async delete(spaceId, id, audit = []) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .deleteFrom("document")
          .where("id", "=", id)
          .where("spaceId", "=", spaceId)
          .executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await writeAuditEvents(trx, audit);
        return true;
      });
    },

    async deleteAllInSpace(spaceId) {
      const result = await db.deleteFrom("document").where("spaceId", "=", spaceId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
