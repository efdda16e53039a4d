// Brand kits with versions: replacing a template keeps the brand's id and adds a version; documents record the version they were built on.
import { sql, type Kysely } from "kysely";

export function brandVersionsMigration() {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .alterTable("brand")
        .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable("brand_version")
        .addColumn("brandId", "text", (c) => c.notNull().references("brand.id").onDelete("cascade"))
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("bytes", "integer", (c) => c.notNull())
        .addColumn("sha256", "text", (c) => c.notNull())
        .addColumn("blobKey", "text", (c) => c.notNull())
        .addColumn("analysis", "text", (c) => c.notNull())
        .addColumn("createdBy", "text", (c) => c.notNull())
        .addColumn("createdAt", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("brand_version_pk", ["brandId", "version"])
        .execute();
      await sql`insert into "brand_version" ("brandId", "version", "name", "bytes", "sha256", "blobKey", "analysis", "createdBy", "createdAt")
        select "id", 1, "name", "bytes", "sha256", "blobKey", "analysis", "userId", "createdAt" from "brand"`.execute(
        db,
      );
      await db.schema.alterTable("document").addColumn("brandVersion", "integer").execute();
    },
  };
}
