// Asset repository on a real SQLite file and, when TEST_DATABASE_URL is set, on PostgreSQL: rows scoped by owner,
// with their details (name, alt, tags, origin, credit, cache key, focus).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { createAssetRepo, type AssetOrigin, type AssetRecord, type AssetRepo } from "../../src/store/repos/assets.js";
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
      await database.db
        .insertInto("user")
        .values({
          id,
          name: id,
          email: `${id}@example.com`,
          emailVerified: dialect === "postgres" ? true : 1,
          image: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
  });

  afterAll(async () => {
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await pgDb?.drop();
  });

  const asset = (userId: string, details: Partial<AssetRecord> = {}): AssetRecord => {
    const id = newId("asset");
    return {
      id,
      userId,
      spaceId: personalSpace(userId),
      type: "image/png",
      width: 640,
      height: 480,
      bytes: 12_345,
      sha256: "ab".repeat(32),
      blobKey: `assets/${id}.png`,
      createdAt: new Date().toISOString(),
      name: null,
      alt: null,
      tags: [],
      origin: "upload",
      provider: null,
      license: null,
      credit: null,
      sourceUrl: null,
      cacheKey: null,
      focus: null,
      ...details,
    };
  };

  it("stores, finds, lists by page and deletes, each only for the owner", async () => {
    const mine = [asset(alice), asset(alice), asset(alice)];
    for (const a of mine) await assets.insert(a);
    const theirs = asset(bob);
    await assets.insert(theirs);
    expect(await assets.findById(personalSpace(alice), mine[0]!.id)).toEqual(mine[0]);
    expect(await assets.findById(personalSpace(alice), theirs.id)).toBeNull();
    expect((await assets.findManyByIds(personalSpace(alice), [mine[1]!.id, theirs.id])).map((a) => a.id)).toEqual([
      mine[1]!.id,
    ]);
    const first = await assets.list({ spaceId: personalSpace(alice), limit: 2 });
    expect([first.items.map((a) => a.id), first.hasMore]).toEqual([[mine[2]!.id, mine[1]!.id], true]);
    const second = await assets.list({ spaceId: personalSpace(alice), limit: 2, after: mine[1]!.id });
    expect([second.items.map((a) => a.id), second.hasMore]).toEqual([[mine[0]!.id], false]);
    expect(await assets.delete(personalSpace(bob), mine[0]!.id)).toBeNull();
    expect(await assets.delete(personalSpace(alice), mine[0]!.id)).toEqual(mine[0]);
    expect(await assets.findById(personalSpace(alice), mine[0]!.id)).toBeNull();
  });

  it("keeps a fetched picture's details, finds it by its cache key and changes what a user may change", async () => {
    const space = personalSpace(alice);
    const stock = asset(alice, {
      name: "Harbour",
      alt: "Cranes at dusk",
      tags: ["harbour", "cranes"],
      origin: "stock",
      provider: "Pexels",
      license: "Pexels License",
      credit: "Photo: Ana Lima on Pexels (Pexels License)",
      sourceUrl: "https://www.pexels.com/photo/123/",
      cacheKey: "pexels:harbour cranes:1.78",
      focus: { x: 0.25, y: 0.75 },
    });
    await assets.insert(stock);
    expect(await assets.findById(space, stock.id)).toEqual(stock);
    expect(await assets.findByCacheKey(space, "pexels:harbour cranes:1.78")).toEqual(stock);
    expect(await assets.findByCacheKey(personalSpace(bob), "pexels:harbour cranes:1.78")).toBeNull();
    expect(await assets.findByCacheKey(space, "pexels:other")).toBeNull();

    const changed = await assets.update(space, stock.id, { name: null, tags: ["port"], focus: null });
    expect(changed).toEqual({ ...stock, name: null, tags: ["port"], focus: null });
    expect(await assets.findById(space, stock.id)).toEqual(changed);
    expect(await assets.update(space, stock.id, { alt: "Two cranes", focus: { x: 0.1, y: 0.9 } })).toEqual({
      ...changed,
      alt: "Two cranes",
      focus: { x: 0.1, y: 0.9 },
    });
    expect((await assets.update(space, stock.id, {}))?.alt).toBe("Two cranes");
    expect(await assets.update(personalSpace(bob), stock.id, { name: "Mine now" })).toBeNull();
    expect((await assets.findById(space, stock.id))?.name).toBeNull();
  });

  it("lists by origin, and offers only uploads, newest first, for matching", async () => {
    const carol = newId("user");
    const now = dialect === "postgres" ? new Date() : new Date().toISOString();
    await database.db
      .insertInto("user")
      .values({
        id: carol,
        name: carol,
        email: `${carol}@example.com`,
        emailVerified: dialect === "postgres" ? true : 1,
        image: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const space = personalSpace(carol);
    const origins: AssetOrigin[] = ["upload", "stock", "upload", "generated", "upload"];
    const made: AssetRecord[] = [];
    for (const origin of origins) {
      const one = asset(carol, { origin });
      made.push(one);
      await assets.insert(one);
    }
    const ids = (origin: AssetOrigin) =>
      made
        .filter((a) => a.origin === origin)
        .map((a) => a.id)
        .reverse();
    expect((await assets.list({ spaceId: space, limit: 10, origin: "upload" })).items.map((a) => a.id)).toEqual(
      ids("upload"),
    );
    expect((await assets.list({ spaceId: space, limit: 10, origin: "generated" })).items.map((a) => a.id)).toEqual(
      ids("generated"),
    );
    expect((await assets.list({ spaceId: space, limit: 10 })).items).toHaveLength(5);
    expect((await assets.listForMatching(space, 10)).map((a) => a.id)).toEqual(ids("upload"));
    expect((await assets.listForMatching(space, 2)).map((a) => a.id)).toEqual(ids("upload").slice(0, 2));
    expect(await assets.listForMatching(personalSpace(newId("user")), 10)).toEqual([]);
  });
});
