// A document's history over HTTP on SQLite and PostgreSQL: versions of every change, paging, diff, restore, the kept window, errors, isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { DIALECTS, createTempPgDatabase, type TempPgDatabase } from "../pg.js";
import { createTestApp } from "../harness.js";
import { DOCS, sampleDeck, sampleSheet, TEST_ENV } from "../workspace/workspace-app.js";
import { linesOfType, parseLines } from "../agent/stream-lines.js";

interface Summary {
  version: number;
  change: string;
  title: string;
  author: string | null;
  edits: { op: string; message: string }[] | null;
  restoredFrom: number | null;
}

describe.each(DIALECTS)("document history on %s", (dialect) => {
  let t: TestApp;
  let pg: TempPgDatabase | undefined;
  let alice: KeySession;
  let bob: KeySession;
  const call = (method: string, path: string, body?: unknown, who: KeySession = alice) =>
    t.app.request(path, jsonRequest(method, body, who.headers));
  const json = async (res: Response, status: number) => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text);
  };
  const create = async (body: unknown) => (await json(await call("POST", DOCS, body), 201)).document;
  const patch = async (id: string, body: unknown) =>
    (await json(await call("PATCH", `${DOCS}/${id}`, body), 200)).document;
  const versions = async (id: string, query = "") => json(await call("GET", `${DOCS}/${id}/versions${query}`), 200);

  beforeAll(async () => {
    if (dialect === "postgres") pg = await createTempPgDatabase("history");
    // A small window so the suite can see history being dropped: a snapshot every 3 versions, the newest 6 kept.
    t = await createTestApp({
      env: {
        ...TEST_ENV,
        HISTORY_SNAPSHOT_EVERY: "3",
        HISTORY_KEEP_VERSIONS: "6",
        RATE_LIMIT_AGENT_PER_MINUTE: "1000",
      },
      databaseUrl: pg?.url,
    });
    alice = await signUpWithKey(t);
    bob = await signUpWithKey(t);
  });
  afterAll(async () => {
    await t?.close();
    await pg?.drop();
  });

  it("keeps a version of every change, newest first, and reads each one back whole", async () => {
    const doc = await create({ kind: "deck", title: "Launch plan", source: sampleDeck });
    const v2 = await patch(doc.id, { title: "Launch plan 2027" });
    const slides = [
      ...sampleDeck.slides,
      { layout: "content", title: "Risks", body: "Supplier in Kraków may slip by 3 weeks." },
    ];
    const v3 = await patch(doc.id, { source: { ...sampleDeck, slides } });
    const page = await versions(doc.id);
    expect(page.items.map((v: Summary) => [v.version, v.change, v.title])).toEqual([
      // A JSON source brings its own title.
      [3, "edited", "Launch plan"],
      [2, "edited", "Launch plan 2027"],
      [1, "created", "Launch plan"],
    ]);
    expect(page).toMatchObject({ current: 3, oldest: 1, nextCursor: null });
    expect(page.items[0].author).toBe(alice.email);
    for (const [n, expected] of [
      [1, doc],
      [2, v2],
      [3, v3],
    ] as const) {
      const { documentVersion } = await json(await call("GET", `${DOCS}/${doc.id}/versions/${n}`), 200);
      expect(documentVersion).toMatchObject({ documentId: doc.id, version: n, title: expected.title });
      expect(documentVersion.source).toEqual(expected.source);
    }
  });

  it("diffs two versions per slide and restores an old one as a new version, losing nothing", async () => {
    const doc = await create({ kind: "deck", title: "Launch plan", source: sampleDeck });
    const reordered = {
      ...sampleDeck,
      slides: [
        sampleDeck.slides[0],
        sampleDeck.slides[2],
        sampleDeck.slides[1],
        { layout: "content", title: "Hives", body: "They cost €380." },
      ],
    };
    await patch(doc.id, { source: reordered });
    const diff = await json(await call("GET", `${DOCS}/${doc.id}/diff?from=1`), 200);
    expect(diff).toMatchObject({ from: 1, to: 2, kind: "deck", title: null, truncated: false });
    expect(diff.changes.map((c: { change: string; label: string }) => `${c.change} ${c.label}`)).toEqual([
      "moved slide 2",
      "added Hives",
    ]);
    expect(diff.changes.find((c: { change: string }) => c.change === "added")).toMatchObject({
      part: "slide",
      to: 4,
      after: reordered.slides[3],
    });

    const restored = (await json(await call("POST", `${DOCS}/${doc.id}/versions/1/restore`), 200)).document;
    expect(restored).toMatchObject({ id: doc.id, version: 3 });
    expect(restored.source).toEqual(doc.source);
    const page = await versions(doc.id);
    expect(page.items.map((v: Summary) => [v.version, v.change, v.restoredFrom])).toEqual([
      [3, "restored", 1],
      [2, "edited", null],
      [1, "created", null],
    ]);
    // The version restored over is still there to go back to.
    expect((await json(await call("GET", `${DOCS}/${doc.id}/versions/2`), 200)).documentVersion.source).toEqual(
      reordered,
    );
    expect((await json(await call("GET", `${DOCS}/${doc.id}/diff?from=2&to=3`), 200)).changes.length).toBeGreaterThan(
      0,
    );
    expect((await json(await call("GET", `${DOCS}/${doc.id}/diff?from=1&to=3`), 200)).changes).toEqual([]);
  });

  it("diffs a sheet per cell", async () => {
    const doc = await create({ kind: "sheet", title: "Costs", source: sampleSheet });
    const changed = structuredClone(sampleSheet);
    (changed.sheets[0]!.rows[0] as unknown[])[1] = 1350;
    await patch(doc.id, { source: changed });
    const diff = await json(await call("GET", `${DOCS}/${doc.id}/diff?from=1&to=2`), 200);
    expect(diff.changes).toEqual([
      { change: "changed", part: "cell", from: 2, to: 2, label: "Costs", cell: "B2", before: 1200, after: 1350 },
    ]);
  });

  it("keeps the agent's revision with its edit lines, and the import's version as imported", async () => {
    const first = parseLines(
      await (
        await call("POST", "/api/agent", { prompt: "A deck about composting at home", kind: "deck", slides: 5 })
      ).text(),
    );
    const id = linesOfType(first, "document")[0]!.document.id!;
    parseLines(
      await (
        await call("POST", "/api/agent", { prompt: "Rename the introduction to Getting started", documentId: id })
      ).text(),
    );
    const [revision, created] = (await versions(id)).items as Summary[];
    expect(created!.change).toBe("created");
    expect(revision).toMatchObject({ version: 2, change: "revised" });
    expect(revision!.edits!.length).toBeGreaterThan(0);
    expect(revision!.edits![0]!.message).toMatch(/Getting started/);

    const form = new FormData();
    form.set("save", "true");
    form.set("file", new File(["# Field notes\n\nThe pilot ran in Tromsø.\n"], "notes.md", { type: "text/markdown" }));
    const imported = await json(
      await t.app.request("/api/import", { method: "POST", body: form, headers: alice.headers }),
      201,
    );
    expect((await versions(imported.document.id)).items.map((v: Summary) => v.change)).toEqual(["imported"]);
  });

  it("pages with an opaque cursor and keeps only the newest versions, the oldest kept made whole", async () => {
    const doc = await create({ kind: "doc", title: "Minutes", source: "# Minutes\n\nStart." });
    for (let i = 1; i <= 9; i++)
      await patch(doc.id, { source: `# Minutes\n\nStart.\n\n## Item ${i}\n\nDecided ${i}.` });
    const first = await versions(doc.id, "?limit=4");
    expect(first.items.map((v: Summary) => v.version)).toEqual([10, 9, 8, 7]);
    expect(first).toMatchObject({ current: 10, oldest: 5 });
    const second = await versions(doc.id, `?limit=4&cursor=${first.nextCursor}`);
    expect(second.items.map((v: Summary) => v.version)).toEqual([6, 5]);
    expect(second.nextCursor).toBeNull();
    // Version 5 was stored as a delta; when the older ones went it became a snapshot and still reads back.
    expect(
      (await json(await call("GET", `${DOCS}/${doc.id}/versions/5`), 200)).documentVersion.source.markdown,
    ).toContain("Decided 4.");
    const gone = await json(await call("GET", `${DOCS}/${doc.id}/versions/4`), 404);
    expect(gone.message).toBe("Version 4 is no longer kept: this document's history starts at version 5.");
    const rows = await t.deps.repos.documentVersions.extent(doc.id);
    expect(rows).toMatchObject({ oldest: 5, newest: 10, count: 6 });
  });

  it("answers bad requests with the API's codes", async () => {
    const doc = await create({ kind: "deck", title: "Launch plan", source: sampleDeck });
    expect((await json(await call("GET", `${DOCS}/not-an-id/versions`), 400)).error).toBe("invalid_request");
    expect((await json(await call("GET", `${DOCS}/${doc.id}/versions/0`), 400)).error).toBe("invalid_request");
    expect((await json(await call("GET", `${DOCS}/${doc.id}/versions/abc`), 400)).error).toBe("invalid_request");
    expect((await json(await call("GET", `${DOCS}/${doc.id}/versions?cursor=bogus`), 400)).details[0].path).toBe(
      "cursor",
    );
    expect((await json(await call("GET", `${DOCS}/${doc.id}/versions?limit=101`), 400)).error).toBe("invalid_request");
    expect((await json(await call("GET", `${DOCS}/${doc.id}/diff`), 400)).error).toBe("invalid_request");
    const missing = await json(await call("GET", `${DOCS}/${doc.id}/versions/7`), 404);
    expect(missing.message).toBe("This document has no version 7 (it has versions 1 to 1).");
    expect((await json(await call("GET", `${DOCS}/${doc.id}/diff?from=1&to=9`), 404)).details[0].path).toBe("to");
    expect((await json(await call("POST", `${DOCS}/${doc.id}/versions/3/restore`), 404)).error).toBe("not_found");
    await patch(doc.id, { title: "Renamed" });
    expect((await json(await call("POST", `${DOCS}/${doc.id}/versions/1/restore`, { version: 1 }), 409)).error).toBe(
      "conflict",
    );
    const text = await t.app.request(`${DOCS}/${doc.id}/versions/1/restore`, {
      method: "POST",
      body: "x",
      headers: { ...alice.headers, "content-type": "text/plain" },
    });
    expect((await json(text, 415)).error).toBe("unsupported_media_type");
    expect(
      (await json(await call("POST", `${DOCS}/${doc.id}/versions/1/restore`, { version: 2 }), 200)).document.version,
    ).toBe(3);
  });

  it("shows nothing of another person's document, and nothing without a key", async () => {
    const doc = await create({ kind: "deck", title: "Private plan", source: sampleDeck });
    for (const [method, path] of [
      ["GET", `${DOCS}/${doc.id}/versions`],
      ["GET", `${DOCS}/${doc.id}/versions/1`],
      ["GET", `${DOCS}/${doc.id}/diff?from=1`],
      ["POST", `${DOCS}/${doc.id}/versions/1/restore`],
    ] as const) {
      const res = await call(method, path, undefined, bob);
      expect((await json(res, 404)).error, path).toBe("not_found");
      expect((await t.app.request(path, { method })).status, path).toBe(401);
    }
    expect((await versions(doc.id)).items).toHaveLength(1);
  });

  it("drops a document's history with the document", async () => {
    const doc = await create({ kind: "deck", title: "Short-lived", source: sampleDeck });
    await patch(doc.id, { title: "Short-lived 2" });
    await json(await call("DELETE", `${DOCS}/${doc.id}`), 200);
    expect(await t.deps.repos.documentVersions.extent(doc.id)).toBeNull();
  });
});
