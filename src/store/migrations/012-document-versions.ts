// Document history: every change of a document keeps a version (a snapshot every few versions, deltas between).
import { sql, type Kysely } from "kysely";

export function documentVersionsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable("document_version")
        .addColumn("documentId", "text", (c) => c.notNull().references("document.id").onDelete("cascade"))
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("change", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("snapshot", "text")
        .addColumn("delta", "text")
        .addColumn("edits", "text")
        .addColumn("restoredFrom", "integer")
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("createdAt", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("document_version_pk", ["documentId", "version"])
        .execute();
      // History starts where each existing document stands: its current version, as a snapshot.
      await sql`insert into "document_version" ("documentId", "version", "change", "userId", "title", "snapshot", "delta", "edits", "restoredFrom", "bytes", "createdAt")
        select "id", "version", 'baseline', "userId", "title", "source", null, null, null, length("source"), "updatedAt" from "document"`.execute(
        db,
      );
    },
  };
}
