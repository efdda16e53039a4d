// Asset repository on a real SQLite file and, when TEST_DATABASE_URL is set, on PostgreSQL: rows scoped by owner.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { createAssetRepo, type AssetRecord, type AssetRepo } from "../../src/store/repos/assets.js";
import { newId } from "../../src/lib/ids.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { createTempPgDatabase, DIALECTS, type TempPgDatabase } from "../pg.js";

describe.each(DIALECTS)("asset repository on %s", (dialect) => {
  let database: Database;
  let assets: AssetRepo;
  let dir: string | undefined;
  let pgDb: TempPgDatabase | undefined;
  const alice = newId("user");
  const bob = newId("user");

  beforeAll(async () => {
    if (dialect === "postgres") {
      pgDb = await createTempPgDatabase("assets");
      database = await openDatabase(pgDb.url);
    } else {
      dir = mkdtempSync(join(tmpdir(), "quire-assets-"));
      database = await openDatabase(`sqlite:${join(dir, "q.db")}`);
    }
    expect(await migrateToLatest(database)).toContain("005-assets");
    assets = createAssetRepo(database.db);
    const now = dialect === "postgres" ? new Date() : new Date().toISOString();
    for (const id of [alice, bob]) {
      await database.db.insertInto("user").values({ id, name: id, email: `${id}@example.com`, emailVerified: dialect === "postgres" ? true : 1, image: null, createdAt: now, updatedAt: now }).execute();
    }
  });

  afterAll(async () => {
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await pgDb?.drop();
  });

  const asset = (userId: string): AssetRecord => {
    const id = newId("asset");
    return { id, userId, spaceId: personalSpace(userId), type: "image/png", width: 640, height: 480, bytes: 12_345, sha256: "ab".repeat(32), blobKey: `assets/${id}.png`, createdAt: new Date().toISOString() };
  };

  it("stores, finds, lists by page and deletes, each only for the owner", async () => {
    const mine = [asset(alice), asset(alice), asset(alice)];
    for (const a of mine) await assets.insert(a);
    const theirs = asset(bob);
    await assets.insert(theirs);
    expect(await assets.findById(personalSpace(alice), mine[0]!.id)).toEqual(mine[0]);
    expect(await assets.findById(personalSpace(alice), theirs.id)).toBeNull();
    expect((await assets.findManyByIds(personalSpace(alice), [mine[1]!.id, theirs.id])).map((a) => a.id)).toEqual([mine[1]!.id]);
    const first = await assets.list({ spaceId: personalSpace(alice), limit: 2 });
    expect([first.items.map((a) => a.id), first.hasMore]).toEqual([[mine[2]!.id, mine[1]!.id], true]);
    const second = await assets.list({ spaceId: personalSpace(alice), limit: 2, after: mine[1]!.id });
    expect([second.items.map((a) => a.id), second.hasMore]).toEqual([[mine[0]!.id], false]);
    expect(await assets.delete(personalSpace(bob), mine[0]!.id)).toBeNull();
    expect(await assets.delete(personalSpace(alice), mine[0]!.id)).toEqual(mine[0]);
    expect(await assets.findById(personalSpace(alice), mine[0]!.id)).toBeNull();
  });
});
