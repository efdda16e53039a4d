// Part ids: the stable ids of a document's slides, sections, tabs and rows (workspace/part-ids.ts), kept with the
// document and with each version, so an edit can address a part after others moved and a restore brings them back.
import type { Kysely } from "kysely";

export function partIdsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      // Null: never edited since; its ids are its parts' positions (sl_1…sl_N), written on its next change.
      await db.schema.alterTable("document").addColumn("parts", "text").execute();
      await db.schema.alterTable("document_version").addColumn("parts", "text").execute();
    },
  };
}
