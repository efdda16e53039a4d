// Asset details: a picture's name, alt text and tags (so slides can be matched to it), where it came from (an upload,
// a stock provider, an image model) with its licence and credit, a cache key for fetched pictures, and a focal point.
import type { Kysely } from "kysely";

export function assetDetailsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      const add = (column: string, type: "text" | "real", notNullDefault?: string) =>
        db.schema
          .alterTable("asset")
          .addColumn(column, type, (c) => (notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault)))
          .execute();
      await add("name", "text");
      await add("alt", "text");
      // A JSON array of strings.
      await add("tags", "text", "[]");
      await add("origin", "text", "upload");
      for (const column of ["provider", "license", "credit", "sourceUrl", "cacheKey"]) await add(column, "text");
      await add("focusX", "real");
      await add("focusY", "real");
      await db.schema.createIndex("asset_space_cache_key").on("asset").columns(["spaceId", "cacheKey"]).execute();
    },
  };
}
