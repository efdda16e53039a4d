// An organization deleted takes every row of its space with it, in every table SPACE_RESOURCES declares (and their
// children), and every blob those rows held; the members' personal spaces keep theirs. A resource added to the
// declaration alone is purged too: a fake one, a table made for this test, on SQLite and PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { purgeSpace } from "../../src/store/repos/organizations.js";
import { SPACE_RESOURCES, type SpaceResource } from "../../src/store/space-resources.js";
import { organizationSpace, personalSpace } from "../../src/lib/space-id.js";
import { createTempPgDatabase, DIALECTS, type TempPgDatabase } from "../pg.js";
import { buildWorld, type World } from "./key-reach/world.js";
import { json } from "./answers.js";

type AnyDb = Kysely<Record<string, Record<string, string | null>>>;

/** Every declared table and child table, with the blob-key columns the declaration names. */
const TABLES = SPACE_RESOURCES.flatMap((r) => [
  {
    table: r.table as string,
    blobs: ((r as SpaceResource).blobs ?? []) as readonly string[],
    parent: null as null | { table: string; column: string },
  },
  ...((r as SpaceResource).children ?? []).map((c) => ({
    table: c.table as string,
    blobs: c.blobs ?? [],
    parent: { table: r.table as string, column: c.parent },
  })),
]);

/** A space's rows in one table (children: through their parent row) and the blob keys they hold. */
async function holdings(db: AnyDb, space: string): Promise<{ rows: Record<string, number>; blobKeys: string[] }> {
  const rows: Record<string, number> = {};
  const blobKeys: string[] = [];
  for (const { table, blobs, parent } of TABLES) {
    const found = parent
      ? await db
          .selectFrom(table)
          .selectAll()
          .where(parent.column, "in", db.selectFrom(parent.table).select("id").where("spaceId", "=", space))
          .execute()
      : await db.selectFrom(table).selectAll().where("spaceId", "=", space).execute();
    rows[table] = found.length;
    for (const row of found) for (const c of blobs) if (row[c]) blobKeys.push(row[c]!);
  }
  return { rows, blobKeys };
}

describe("an organization's deletion purges its space", { timeout: 120_000 }, () => {
  let world: World;
  beforeAll(async () => void (world = await buildWorld()), 120_000);
  afterAll(async () => world?.t.close());

  it("leaves no row in any declared table and no blob they held; personal spaces keep theirs", async () => {
    const { t, owner, orgId, makers } = world;
    const db = t.deps.database.db as unknown as AnyDb;
    const before = await holdings(db, organizationSpace(orgId));
    // The world holds one of each thing: every declared table has rows of the space, so the check below reads them.
    for (const { table } of TABLES) expect(before.rows[table], table).toBeGreaterThan(0);
    // The keys whose blobs are stored (a streamed batch's zip is made as it is sent, so its key names no stored blob).
    const stored = [];
    for (const key of before.blobKeys) if (await t.deps.blobs.get(key)) stored.push(key);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    const personal = await Promise.all(makers.map((m) => holdings(db, personalSpace(m.session.userId))));

    const { slug } = await json(await t.app.request(`/api/organizations/${orgId}`, { headers: owner.headers }), 200);
    await json(
      await t.app.request(`/api/organizations/${orgId}`, {
        method: "DELETE",
        headers: { ...owner.headers, "content-type": "application/json" },
        body: JSON.stringify({ confirm: slug }),
      }),
      200,
    );

    const after = await holdings(db, organizationSpace(orgId));
    expect(after.rows).toEqual(Object.fromEntries(TABLES.map(({ table }) => [table, 0])));
    for (const key of stored) expect(await t.deps.blobs.get(key), key).toBeNull();
    expect(await Promise.all(makers.map((m) => holdings(db, personalSpace(m.session.userId))))).toEqual(personal);
  });
});

describe.each(DIALECTS)("a resource added to SPACE_RESOURCES alone is purged (%s)", (dialect) => {
  let database: Database;
  let dir: string | undefined;
  let pg: TempPgDatabase | undefined;
  const FAKE = { table: "fake_note", blobs: ["noteKey"] } as unknown as SpaceResource;

  beforeAll(async () => {
    if (dialect === "postgres") database = await openDatabase((pg = await createTempPgDatabase("purge")).url);
    else database = await openDatabase(`sqlite:${join((dir = mkdtempSync(join(tmpdir(), "quire-purge-"))), "q.db")}`);
    await migrateToLatest(database);
    const db = database.db as unknown as AnyDb;
    await db.schema
      .createTable("fake_note")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("spaceId", "text", (c) => c.notNull())
      .addColumn("noteKey", "text")
      .execute();
    await db
      .insertInto("fake_note")
      .values([
        { id: "n1", spaceId: "org_gone", noteKey: "notes/n1" },
        { id: "n2", spaceId: "org_gone", noteKey: null },
        { id: "n3", spaceId: "org_kept", noteKey: "notes/n3" },
      ])
      .execute();
  });
  afterAll(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await pg?.drop();
  });

  it("deletes its rows of the space and hands back the blob keys they held, and no other space's", async () => {
    const keys = await purgeSpace(database.db, "org_gone" as never, [...SPACE_RESOURCES, FAKE]);
    expect(keys).toEqual(["notes/n1"]);
    const db = database.db as unknown as AnyDb;
    expect(await db.selectFrom("fake_note").select(["id", "spaceId"]).orderBy("id").execute()).toEqual([
      { id: "n3", spaceId: "org_kept" },
    ]);
  });
});
