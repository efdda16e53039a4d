// Document history: records a version inside the transaction that changes a document, lists versions, rebuilds one.
import type { Kysely, Transaction } from "kysely";
import type { DB, DocumentChange } from "../schema.js";
import { decodeChain, encodeVersion, type StoredVersion } from "./version-chain.js";

/** How much history each document keeps (docs/api/history.md): a snapshot every `snapshotEvery` versions, the last `keep`. */
export interface HistoryPolicy {
  snapshotEvery: number;
  keep: number;
}

export const DEFAULT_HISTORY_POLICY: HistoryPolicy = { snapshotEvery: 10, keep: 100 };

/** An edit the agent applied (agent/edits/edit-schema.ts AppliedEdit), kept with its revision. */
export interface StoredEdit {
  op: string;
  target: string;
  message: string;
}

/** What made a change and who: recorded with the version it makes. */
export interface VersionChange {
  change: DocumentChange;
  userId: string;
  edits?: readonly StoredEdit[];
  restoredFrom?: number;
}

export interface VersionSummaryRecord {
  documentId: string;
  version: number;
  change: DocumentChange;
  userId: string;
  title: string;
  edits: StoredEdit[] | null;
  restoredFrom: number | null;
  createdAt: string;
  /** The changer's name (or address when they gave none); null once their account is gone. */
  author: string | null;
}

/** `S`: what a stored source is, as for the documents (documents.ts DocumentRecord). */
export interface VersionRecord<S = unknown> extends VersionSummaryRecord {
  source: S;
  /** The part ids this version had (workspace/part-ids.ts), or null for a version from before part ids. */
  parts: unknown;
}

export interface VersionEntry {
  documentId: string;
  version: number;
  title: string;
  /** The source before this change (null for a new document). */
  before: unknown;
  after: unknown;
  /** `after` as the document row stores it: a snapshot is this text, not a second serialisation. */
  afterJson?: string;
  /**
   * The change already encoded (encodeVersion, no snapshot due) from `before` where it was computed — a worker — so the
   * event loop does not compare the two; used unless a snapshot is due.
   */
  encoded?: StoredVersion;
  /** JSON of the part ids after this change, or null. */
  parts: string | null;
  createdAt: string;
}

export interface DocumentVersionRepo<S = unknown> {
  /** Newest first; `before` is the last version of the previous page. */
  list(
    documentId: string,
    page: { limit: number; before?: number },
  ): Promise<{ items: VersionSummaryRecord[]; hasMore: boolean }>;
  read(documentId: string, version: number): Promise<VersionRecord<S> | null>;
  /** The oldest and newest versions kept, how many, and the bytes they store. */
  extent(documentId: string): Promise<{ oldest: number; newest: number; count: number; bytes: number } | null>;
}

type Db = Kysely<DB> | Transaction<DB>;

const SUMMARY = [
  "v.documentId",
  "v.version",
  "v.change",
  "v.userId",
  "v.title",
  "v.edits",
  "v.restoredFrom",
  "v.createdAt",
  "u.name",
  "u.email",
] as const;

type SummaryRow = Pick<
  DB["document_version"],
  "documentId" | "version" | "change" | "userId" | "title" | "edits" | "restoredFrom" | "createdAt"
> & { name: string | null; email: string | null };

/** Writes the version `entry` makes, then drops what falls out of the policy's window (its new oldest made whole). */
export async function recordVersion(
  db: Db,
  policy: HistoryPolicy,
  entry: VersionEntry,
  change: VersionChange,
): Promise<void> {
  // One read for both questions: when the last snapshot was, and where the history now starts.
  const kept = await db
    .selectFrom("document_version")
    .select((eb) => [
      eb.fn.min("version").as("oldest"),
      eb.fn.max(eb.case().when("snapshot", "is not", null).then(eb.ref("version")).end()).as("lastSnapshot"),
    ])
    .where("documentId", "=", entry.documentId)
    .executeTakeFirst();
  const snapshotDue = kept?.lastSnapshot == null || entry.version - Number(kept.lastSnapshot) >= policy.snapshotEvery;
  const stored =
    !snapshotDue && entry.encoded
      ? entry.encoded
      : encodeVersion(entry.before, entry.after, snapshotDue, entry.afterJson);
  const edits = change.edits?.length ? JSON.stringify(change.edits) : null;
  const bytes = (stored.snapshot?.length ?? 0) + (stored.delta?.length ?? 0) + (edits?.length ?? 0);
  await db
    .insertInto("document_version")
    .values({
      documentId: entry.documentId,
      version: entry.version,
      change: change.change,
      userId: change.userId,
      title: entry.title,
      snapshot: stored.snapshot,
      delta: stored.delta,
      edits,
      restoredFrom: change.restoredFrom ?? null,
      parts: entry.parts,
      bytes,
      createdAt: entry.createdAt,
    })
    .execute();
  if (kept?.oldest != null) await prune(db, policy, entry.documentId, Number(kept.oldest), entry.version);
}

async function prune(db: Db, policy: HistoryPolicy, documentId: string, oldest: number, newest: number): Promise<void> {
  const cutoff = newest - policy.keep + 1;
  if (oldest >= cutoff) return;
  const first = await db
    .selectFrom("document_version")
    .select(["snapshot"])
    .where("documentId", "=", documentId)
    .where("version", "=", cutoff)
    .executeTakeFirst();
  if (first && first.snapshot === null) {
    const source = await rebuild(db, documentId, cutoff);
    const snapshot = JSON.stringify(source);
    await db
      .updateTable("document_version")
      .set({ snapshot, delta: null, bytes: snapshot.length })
      .where("documentId", "=", documentId)
      .where("version", "=", cutoff)
      .execute();
  }
  await db.deleteFrom("document_version").where("documentId", "=", documentId).where("version", "<", cutoff).execute();
}

async function rebuild<S>(db: Db, documentId: string, version: number): Promise<S | undefined> {
  const base = await db
    .selectFrom("document_version")
    .select((eb) => eb.fn.max("version").as("version"))
    .where("documentId", "=", documentId)
    .where("version", "<=", version)
    .where("snapshot", "is not", null)
    .executeTakeFirst();
  if (base?.version == null) return undefined;
  const rows = await db
    .selectFrom("document_version")
    .select(["version", "snapshot", "delta"])
    .where("documentId", "=", documentId)
    .where("version", ">=", Number(base.version))
    .where("version", "<=", version)
    .orderBy("version", "asc")
    .execute();
  if (rows.length === 0 || Number(rows.at(-1)!.version) !== version) return undefined;
  return decodeChain<S>(
    rows[0]!.snapshot!,
    rows.slice(1).map((r) => r.delta),
  );
}

function toSummary({ name, email, ...row }: SummaryRow): VersionSummaryRecord {
  return {
    ...row,
    version: Number(row.version),
    restoredFrom: row.restoredFrom == null ? null : Number(row.restoredFrom),
    edits: row.edits ? (JSON.parse(row.edits) as StoredEdit[]) : null,
    author: name || email || null,
  };
}

export function createDocumentVersionRepo<S = unknown>(db: Kysely<DB>): DocumentVersionRepo<S> {
  const summaries = () =>
    db.selectFrom("document_version as v").leftJoin("user as u", "u.id", "v.userId").select(SUMMARY);
  return {
    async list(documentId, { limit, before }) {
      let query = summaries().where("v.documentId", "=", documentId);
      if (before !== undefined) query = query.where("v.version", "<", before);
      const rows = await query
        .orderBy("v.version", "desc")
        .limit(limit + 1)
        .execute();
      return { items: rows.slice(0, limit).map(toSummary), hasMore: rows.length > limit };
    },

    async read(documentId, version) {
      const row = await summaries()
        .where("v.documentId", "=", documentId)
        .where("v.version", "=", version)
        .executeTakeFirst();
      if (!row) return null;
      const source = await rebuild<S>(db, documentId, version);
      if (source === undefined) return null;
      const parts = await db
        .selectFrom("document_version")
        .select("parts")
        .where("documentId", "=", documentId)
        .where("version", "=", version)
        .executeTakeFirst();
      return { ...toSummary(row), source, parts: parts?.parts ? JSON.parse(parts.parts) : null };
    },

    async extent(documentId) {
      const row = await db
        .selectFrom("document_version")
        .select((eb) => [
          eb.fn.min("version").as("oldest"),
          eb.fn.max("version").as("newest"),
          eb.fn.countAll().as("count"),
          eb.fn.sum("bytes").as("bytes"),
        ])
        .where("documentId", "=", documentId)
        .executeTakeFirst();
      if (!row || row.newest == null) return null;
      return {
        oldest: Number(row.oldest),
        newest: Number(row.newest),
        count: Number(row.count),
        bytes: Number(row.bytes),
      };
    },
  };
}
