// Prepared queries on a real SQLite file and (TEST_DATABASE_URL) PostgreSQL: built once, run with each run's values —
// a slot named twice takes one value, constants stay as built, a transaction runs them too — and the same rows as the
// query built anew.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../../test/pg.js";
import { twoConnections, type TwoConnections } from "../../test/store-connections.js";
import { prepare, type SlotOf } from "./prepared-query.js";

describe.each(DIALECTS)("prepared queries on %s", (dialect) => {
  let db: TwoConnections;
  const users = ["user_prep_a", "user_prep_b", "user_prep_c"];
  beforeAll(async () => {
    db = await twoConnections(dialect, "prepared", users);
  });
  afterAll(async () => db?.close());

  it("runs with each run's values, a slot named twice taking one value, constants as built", async () => {
    let builds = 0;
    const named = prepare((q, s: SlotOf<{ id: string; name: string }>) => {
      builds++;
      return q
        .selectFrom("user")
        .select(["id", "name"])
        .where((eb) => eb.or([eb("id", "=", s("id")), eb("name", "=", s("name"))]))
        .where("id", "!=", "user_prep_c")
        .where("id", "=", s("id"));
    });
    const { db: kysely } = db.a;
    expect((await named(kysely, { id: "user_prep_a", name: "nobody" })).rows).toEqual([
      { id: "user_prep_a", name: "user_prep_a" },
    ]);
    expect((await named(kysely, { id: "user_prep_b", name: "nobody" })).rows).toEqual([
      { id: "user_prep_b", name: "user_prep_b" },
    ]);
    // The constant stays: user_prep_c is never answered, whatever the values.
    expect((await named(kysely, { id: "user_prep_c", name: "user_prep_c" })).rows).toEqual([]);
    expect(builds).toBe(1);
  });

  it("writes in a transaction, as the query built anew would, and reports the rows it changed", async () => {
    const rename = prepare((q, s: SlotOf<{ id: string; name: string }>) =>
      q
        .updateTable("user")
        .set({ name: s("name") })
        .where("id", "=", s("id")),
    );
    const { db: kysely } = db.a;
    const changed = await kysely.transaction().execute(async (tx) => {
      const a = await rename(tx, { id: "user_prep_a", name: "Ada" });
      const none = await rename(tx, { id: "user_nobody", name: "x" });
      return [Number(a.numAffectedRows), Number(none.numAffectedRows)];
    });
    expect(changed).toEqual([1, 0]);
    const row = await kysely
      .selectFrom("user")
      .select("name")
      .where("id", "=", "user_prep_a")
      .executeTakeFirstOrThrow();
    expect(row.name).toBe("Ada");
  });

  it("takes LIMIT from a slot (SQLite: through its LIMIT plugin)", async () => {
    const first = prepare((q, s: SlotOf<{ limit: number }>) =>
      q.selectFrom("user").select("id").where("id", "like", "user_prep_%").orderBy("id").limit(s("limit")),
    );
    expect((await first(db.a.db, { limit: 2 })).rows.map((r) => r.id)).toEqual(["user_prep_a", "user_prep_b"]);
    expect((await first(db.a.db, { limit: 1 })).rows.map((r) => r.id)).toEqual(["user_prep_a"]);
  });
});
