// The SQLite LIMIT plugin: a select's LIMIT and OFFSET bound through an expression (one plan), a write left as built.
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { SqliteLimitPlugin } from "./sqlite-limit-plugin.js";

interface Tables {
  item: { id: number; name: string };
}

describe("SqliteLimitPlugin", () => {
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: new Database(":memory:") }),
    plugins: [new SqliteLimitPlugin()],
  });

  it("casts a select's LIMIT and OFFSET parameters, in a subquery too", () => {
    const { sql } = db
      .selectFrom("item")
      .selectAll()
      .where("id", "in", db.selectFrom("item").select("id").limit(3))
      .limit(10)
      .offset(5)
      .compile();
    expect(sql).toBe(
      'select * from "item" where "id" in (select "id" from "item" limit cast(? as integer)) limit cast(? as integer) offset cast(? as integer)',
    );
  });

  it("leaves a write as built, and it runs", async () => {
    await db.schema
      .createTable("item")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text")
      .execute();
    const update = db.updateTable("item").set({ name: "b" }).where("id", "=", 1);
    expect(update.compile().sql).toBe('update "item" set "name" = ? where "id" = ?');
    await db.insertInto("item").values({ id: 1, name: "a" }).execute();
    await update.execute();
    expect(await db.selectFrom("item").select("name").limit(1).executeTakeFirst()).toEqual({ name: "b" });
  });
});
