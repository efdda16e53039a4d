// Repository suite: the same tests on a real SQLite file and, when TEST_DATABASE_URL is set, on PostgreSQL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type BetterSqlite3 from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { createRepos, type Repos } from "../../src/store/repos/index.js";
import type { DocumentRecord } from "../../src/store/repos/documents.js";
import { newId } from "../../src/lib/ids.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { createTempPgDatabase, DIALECTS, type TempPgDatabase } from "../pg.js";

describe.each(DIALECTS)("repositories on %s", (dialect) => {
  let database: Database;
  let repos: Repos;
  let dir: string | undefined;
  let pgDb: TempPgDatabase | undefined;
  const alice = newId("user");
  const bob = newId("user");

  beforeAll(async () => {
    if (dialect === "postgres") {
      pgDb = await createTempPgDatabase("repos");
      database = await openDatabase(pgDb.url);
    } else {
      dir = mkdtempSync(join(tmpdir(), "quire-repos-"));
      database = await openDatabase(`sqlite:${join(dir, "q.db")}`);
    }
    expect(await migrateToLatest(database)).toContain("001-initial");
    expect(await migrateToLatest(database)).toEqual([]);
    repos = createRepos(database.db);
    const now = new Date();
    for (const [id, email] of [
      [alice, "alice@example.com"],
      [bob, "bob@example.com"],
    ] as const) {
      await database.db
        .insertInto("user")
        .values({
          id,
          name: email.split("@")[0]!,
          email,
          emailVerified: dialect === "postgres" ? true : 1,
          image: null,
          createdAt: dialect === "postgres" ? now : now.toISOString(),
          updatedAt: dialect === "postgres" ? now : now.toISOString(),
        })
        .execute();
    }
  });

  afterAll(async () => {
    await database.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await pgDb?.drop();
  });

  function doc(userId: string, title: string, kind: DocumentRecord["kind"] = "doc"): DocumentRecord {
    const now = new Date().toISOString();
    return {
      id: newId("doc"),
      userId,
      spaceId: personalSpace(userId),
      kind,
      title,
      source: { kind, title, markdown: `# ${title}\n\nÜnïcødé 中文 ✓` },
      origin: "manual",
      brandId: null,
      brandVersion: null,
      brandName: null,
      version: 1,
      parts: null,
      createdAt: now,
      updatedAt: now,
    };
  }

  it("stores and reads a document with its source intact, scoped to its owner", async () => {
    const d = doc(alice, "Plan 🚀");
    await repos.documents.insert(d, { change: "created", userId: d.userId });
    expect(await repos.documents.findById(personalSpace(alice), d.id)).toEqual(d);
    expect(await repos.documents.findById(personalSpace(bob), d.id)).toBeNull();
  });

  it("lists newest first with a cursor, filters by kind and searches titles", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const d = doc(bob, `Report ${i}${i === 3 ? " 100%_done" : ""}`, i % 2 ? "sheet" : "doc");
      await repos.documents.insert(d, { change: "created", userId: d.userId });
      ids.push(d.id);
    }
    const page1 = await repos.documents.list({ spaceId: personalSpace(bob), limit: 3 });
    expect(page1.items.map((d) => d.id)).toEqual(ids.slice(-3).reverse());
    expect(page1.hasMore).toBe(true);
    expect("source" in page1.items[0]!).toBe(false);
    const page3 = await repos.documents.list({ spaceId: personalSpace(bob), limit: 3, after: ids[1] });
    expect(page3.items.map((d) => d.id)).toEqual([ids[0]]);
    expect(page3.hasMore).toBe(false);
    expect((await repos.documents.list({ spaceId: personalSpace(bob), limit: 10, kind: "sheet" })).items).toHaveLength(
      3,
    );
    expect((await repos.documents.list({ spaceId: personalSpace(bob), limit: 10, q: "REPORT 3" })).items).toHaveLength(
      1,
    );
    // LIKE wildcards in the query are literal characters.
    expect((await repos.documents.list({ spaceId: personalSpace(bob), limit: 10, q: "100%_" })).items).toHaveLength(1);
    expect((await repos.documents.list({ spaceId: personalSpace(bob), limit: 10, q: "%" })).items).toHaveLength(1);
    expect((await repos.documents.list({ spaceId: personalSpace(alice), limit: 10, q: "Report" })).items).toHaveLength(
      0,
    );
  });

  it.runIf(dialect === "sqlite")(
    "gives SQLite list statements no bare LIMIT parameter, which would be re-planned at every run",
    async () => {
      const handle = database.driver as BetterSqlite3.Database;
      const prepared: string[] = [];
      const prepare = handle.prepare.bind(handle);
      const spy = vi.spyOn(handle, "prepare").mockImplementation((sql: string) => (prepared.push(sql), prepare(sql)));
      try {
        // A shape not listed before, so the statement cache prepares it now.
        await repos.documents.list({
          spaceId: personalSpace(alice),
          limit: 5,
          kind: "deck",
          q: "x",
          after: newId("doc"),
        });
      } finally {
        spy.mockRestore();
      }
      const list = prepared.find((sql) => sql.includes('from "document"'));
      expect(list).toMatch(/ limit /i);
      expect(list).not.toMatch(/ limit \?/i);
    },
  );

  it("updates with version checks; racing updates of one version end in one conflict", async () => {
    const d = doc(alice, "Draft");
    await repos.documents.insert(d, { change: "created", userId: d.userId });
    const edit = { change: "edited", userId: alice } as const;
    const updated = await repos.documents.update(personalSpace(alice), d.id, { title: "Final" }, edit, 1);
    expect(updated).toMatchObject({ title: "Final", version: 2 });
    expect(await repos.documents.update(personalSpace(alice), d.id, { title: "Stale" }, edit, 1)).toBe("conflict");
    expect(
      await repos.documents.update(personalSpace(bob), d.id, { title: "Not mine" }, { change: "edited", userId: bob }),
    ).toBeNull();
    const race = await Promise.all([
      repos.documents.update(personalSpace(alice), d.id, { title: "A" }, edit, 2),
      repos.documents.update(personalSpace(alice), d.id, { title: "B" }, edit, 2),
    ]);
    expect(race.filter((r) => r === "conflict")).toHaveLength(1);
    expect((await repos.documents.findById(personalSpace(alice), d.id))!.version).toBe(3);
  });

  it("deletes only the owner's documents", async () => {
    const d = doc(alice, "Temp");
    await repos.documents.insert(d, { change: "created", userId: d.userId });
    expect(await repos.documents.delete(personalSpace(bob), d.id)).toBe(false);
    expect(await repos.documents.delete(personalSpace(alice), d.id)).toBe(true);
    expect(await repos.documents.findById(personalSpace(alice), d.id)).toBeNull();
    const before = (await repos.documents.list({ spaceId: personalSpace(bob), limit: 100 })).items.length;
    expect(await repos.documents.deleteAllInSpace(personalSpace(bob))).toBe(before);
    expect((await repos.documents.list({ spaceId: personalSpace(alice), limit: 100 })).items.length).toBeGreaterThan(0);
  });

  it("keeps brands per owner", async () => {
    const brand = {
      id: newId("brand"),
      userId: alice,
      spaceId: personalSpace(alice),
      name: "Acme",
      bytes: 1234,
      sha256: "ab".repeat(32),
      blobKey: "brands/x.pptx",
      analysis: { layouts: [{ id: "l1" }] },
      createdAt: new Date().toISOString(),
      version: 1,
    };
    await repos.brands.insert(brand);
    expect(await repos.brands.findById(personalSpace(alice), brand.id)).toEqual(brand);
    expect(await repos.brands.findById(personalSpace(bob), brand.id)).toBeNull();
    expect(await repos.brands.list(personalSpace(alice))).toHaveLength(1);
    expect(await repos.brands.delete(personalSpace(bob), brand.id)).toBeNull();
    const next = {
      name: "Acme 2027",
      bytes: 2345,
      sha256: "cd".repeat(32),
      blobKey: "brands/x-v2.pptx",
      analysis: { layouts: [{ id: "l2" }] },
      createdBy: alice,
      createdAt: new Date().toISOString(),
    };
    expect(await repos.brands.replace(personalSpace(bob), brand.id, next)).toBeNull();
    const replaced = await repos.brands.replace(personalSpace(alice), brand.id, next);
    expect(replaced).toMatchObject({
      id: brand.id,
      version: 2,
      name: "Acme 2027",
      blobKey: "brands/x-v2.pptx",
      analysis: { layouts: [{ id: "l2" }] },
    });
    expect(await repos.brands.findVersion(personalSpace(alice), brand.id, 1)).toMatchObject({
      id: brand.id,
      version: 1,
      name: "Acme",
      blobKey: "brands/x.pptx",
    });
    expect(await repos.brands.findVersion(personalSpace(bob), brand.id, 1)).toBeNull();
    expect((await repos.brands.versions(personalSpace(alice), brand.id))!.map((v) => v.version)).toEqual([2, 1]);
    expect(await repos.brands.versions(personalSpace(bob), brand.id)).toBeNull();
    expect(await repos.brands.delete(personalSpace(alice), brand.id)).toEqual({
      brand: replaced,
      blobKeys: ["brands/x-v2.pptx", "brands/x.pptx"],
    });
  });

  it("claims an idempotency key once, completes it, and lets it expire", async () => {
    const now = new Date();
    const rec = {
      userId: alice,
      key: "k-1",
      route: "export",
      requestHash: "h1",
      state: "pending" as const,
      status: null,
      contentType: null,
      body: null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
    };
    expect(await repos.idempotency.claim(rec)).toBe(true);
    expect(await repos.idempotency.claim(rec)).toBe(false);
    await repos.idempotency.complete(alice, "k-1", {
      status: 200,
      contentType: "application/json",
      body: '{"ok":true}',
    });
    expect(await repos.idempotency.find(alice, "k-1", now.toISOString())).toMatchObject({
      state: "done",
      status: 200,
      body: '{"ok":true}',
    });
    expect(await repos.idempotency.find(bob, "k-1", now.toISOString())).toBeNull();
    const later = new Date(now.getTime() + 2 * 86_400_000).toISOString();
    expect(await repos.idempotency.find(alice, "k-1", later)).toBeNull();
    expect(await repos.idempotency.claim({ ...rec, createdAt: later, expiresAt: later + "z" })).toBe(true);
    await repos.idempotency.release(alice, "k-1");
    expect(await repos.idempotency.find(alice, "k-1", now.toISOString())).toBeNull();
  });

  it("records agent runs and counts them", async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const run = {
      id: newId("run"),
      userId: null,
      kind: "deck",
      model: "builtin",
      status: "running" as const,
      inputTokens: 0,
      outputTokens: 0,
      ms: 0,
      error: null,
      documentId: null,
      createdAt: new Date().toISOString(),
    };
    await repos.agentRuns.insert(run);
    await repos.agentRuns.update(run.id, { status: "done", inputTokens: 12, outputTokens: 340, ms: 9 });
    expect(await repos.agentRuns.findById(run.id)).toMatchObject({ status: "done", outputTokens: 340 });
    expect(await repos.agentRuns.countSince(since, null)).toBe(1);
    expect(await repos.agentRuns.countSince(since, alice)).toBe(0);
  });

  it("keeps onboarding state and outbox mail", async () => {
    await repos.onboarding.put({
      userId: alice,
      state: "seeded",
      itemIds: ["doc_1"],
      updatedAt: new Date().toISOString(),
    });
    await repos.onboarding.put({ userId: alice, state: "dismissed", itemIds: [], updatedAt: new Date().toISOString() });
    expect(await repos.onboarding.get(alice)).toMatchObject({ state: "dismissed", itemIds: [] });
    expect(await repos.onboarding.get(bob)).toBeNull();
    await repos.outbox.insert({
      id: newId("mail"),
      to: "alice@example.com",
      subject: "Sign in",
      text: "t",
      html: "<p>h</p>",
      createdAt: new Date().toISOString(),
    });
    expect(await repos.outbox.listFor("Alice@Example.com")).toHaveLength(1);
  });
});
