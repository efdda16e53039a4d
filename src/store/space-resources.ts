// Every table whose rows belong to a space (a person's or an organization's), declared once: an organization's purge
// reads it, the audit actions and the key scopes (auth/api-keys/key-scopes.ts) are keyed by it, the files that may
// query it are checked from it (test/foundation/space-resource-queries.test.ts), and a table given a `spaceId` column
// without its entry here fails to compile (below), so a new resource cannot outlive its organization unnoticed.
import type { DB } from "./schema.js";

/** The tables with a `spaceId` column. */
export type SpacedTable = { [T in keyof DB]: DB[T] extends { spaceId: string } ? T : never }[keyof DB];

/** The columns of a table that hold blob-store keys (what the purge hands back to delete from the blob store). */
type BlobColumn<T extends keyof DB> = {
  [C in keyof DB[T]]: C extends `${string}Key` | "blobKey" ? C : never;
}[keyof DB[T]] &
  string;

/** A table whose rows hang off a spaced row (`parent` names its column of the spaced row's id), deleted with it. */
interface ChildRows {
  table: keyof DB;
  parent: string;
  /** Its blob-key columns (of nullable keys, only those set are handed back). */
  blobs?: readonly string[];
}

/** A file of store/repos/. */
type RepoFile = `${string}.ts`;

interface ResourceOf<T extends SpacedTable> {
  table: T;
  /**
   * The files of store/repos/ that query it and its children, where its space is applied, its history and audit are
   * written in the change's transaction; no other file names its tables (the purge reads this declaration instead).
   * `readBy`: other repositories that read it alongside their own rows (a document's brand name).
   */
  repos: { own: readonly RepoFile[]; readBy?: readonly RepoFile[] };
  blobs?: readonly BlobColumn<T>[];
  /** Rows that hold blobs of their own and go with each row (rows without blobs go by their foreign key's cascade). */
  children?: readonly ChildRows[];
  /** What the organization's audit log records of it: `noun.verb` for each verb (store/repos/audit.ts's AuditAction). */
  audit?: { noun: string; verbs: readonly string[] };
}

/** One spaced table's entry: its blob-key columns checked against that table's own. */
export type SpaceResource = { [T in SpacedTable]: ResourceOf<T> }[SpacedTable];

/** In purge order: a table whose rows others point at comes after them. */
export const SPACE_RESOURCES = [
  // A document moved out of its space drops its links in the move's transaction (documents.ts); deleted, by cascade.
  {
    table: "share",
    repos: { own: ["shares.ts", "documents.ts"] },
    audit: { noun: "share", verbs: ["created", "updated", "revoked"] },
  },
  { table: "space_setting", repos: { own: ["shares.ts"] }, audit: { noun: "sharing", verbs: ["changed"] } },
  { table: "document", repos: { own: ["documents.ts"] }, audit: { noun: "document", verbs: ["deleted", "moved"] } },
  {
    table: "brand",
    repos: { own: ["brands.ts"], readBy: ["documents.ts"] },
    blobs: ["blobKey"],
    children: [{ table: "brand_version", parent: "brandId", blobs: ["blobKey"] }],
    audit: { noun: "brand", verbs: ["uploaded", "replaced", "deleted"] },
  },
  { table: "asset", repos: { own: ["assets.ts"] }, blobs: ["blobKey"] },
  {
    table: "job",
    repos: { own: ["jobs.ts", "job-item-queries.ts", "job-events.ts"] },
    blobs: ["resultKey"],
    children: [{ table: "job_item", parent: "jobId", blobs: ["resultKey"] }],
  },
  { table: "webhook_delivery", repos: { own: ["webhooks.ts"] } },
  {
    table: "webhook_endpoint",
    repos: { own: ["webhooks.ts"] },
    audit: { noun: "webhook", verbs: ["created", "updated", "deleted"] },
  },
] as const satisfies readonly SpaceResource[];

/** The audit actions of the space-owned resources, read from their entries ("brand.replaced", …). */
export type ResourceAuditAction = (typeof SPACE_RESOURCES)[number] extends infer R
  ? R extends { audit: { noun: infer N extends string; verbs: readonly (infer V extends string)[] } }
    ? `${N}.${V}`
    : never
  : never;

/** Every spaced table is declared: a name in this error is a table with a `spaceId` missing from SPACE_RESOURCES. */
type Undeclared = Exclude<SpacedTable, (typeof SPACE_RESOURCES)[number]["table"]>;
const _everySpacedTableDeclared: [Undeclared] extends [never] ? true : Undeclared = true;
