// A document never grows past its limits, whoever writes it (issue 65): typed edits, a rename, a restore, a move, an
// import and the agent's revisions over the source limits are 413 document_too_large naming the limit, nothing stored
// and no version written; typed edits are computed on the export pool, a bulk row edit in one task.
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { jsonRequest, type TestApp } from "../harness.js";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { createDoc, DOCS, openWorkspaceApp } from "./workspace-app.js";
import { DIALECTS } from "../pg.js";
import { SOURCE_LIMITS } from "../../src/formats/model/source.js";
import { parseLines } from "../agent/stream-lines.js";
import { parseSourceHere } from "../../src/documents/normalise-source.js";

const MAX = SOURCE_LIMITS.maxBytes;
/** Documents of 100,000 cells or 2 MiB, made and read over HTTP: seconds each on a busy machine. */
const HEAVY = { timeout: 120_000 };
const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const sheetOf = (rows: number, cell: (i: number) => string) => ({
  kind: "sheet" as const,
  title: "Letters",
  sheets: [{ name: "T", columns: [{ header: "Col" }], rows: Array.from({ length: rows }, (_, i) => [cell(i)]) }],
});

/** A doc `missing` bytes short of the limit once serialised. */
function nearlyFullDoc(missing: number) {
  const base = { kind: "doc", title: "Notes", markdown: "# Notes\n\nIntro.\n\n## Body\n\n" };
  return { ...base, markdown: base.markdown + "a".repeat(MAX - missing - bytes(base)) };
}

/** A deck of eleven long slides and a short one `missing` bytes short of the limit once serialised (a body holds 200,000). */
function nearlyFullDeck(missing: number) {
  const long = Array.from({ length: 11 }, (_, i) => ({ layout: "content", title: `Part ${i + 1}`, body: "" }));
  const slides = [
    { layout: "title", title: "Plans" },
    { layout: "bullets", title: "Priorities", bullets: ["Open the Leith shop in May"] },
    ...long,
  ];
  const room = MAX - missing - bytes({ kind: "deck", title: "Plans", slides });
  return {
    kind: "deck",
    title: "Plans",
    slides: [
      ...slides.slice(0, 2),
      ...long.map((s, i) => ({ ...s, body: "a".repeat(Math.floor(room / 11) + (i === 0 ? room % 11 : 0)) })),
    ],
  };
}

describe.each(DIALECTS)("a document's limits, held by the store, on %s", (dialect) => {
  let t: TestApp;
  let alice: KeySession;
  let carol: CookieSession;
  const post = (path: string, body: unknown, who: { headers: Record<string, string> } = alice) =>
    t.app.request(path, jsonRequest("POST", body, who.headers));
  const answer = async (res: Response, status: number) => {
    const text = await res.text();
    expect(res.status, text.slice(0, 500)).toBe(status);
    return JSON.parse(text);
  };
  const read = async (id: string, who: { headers: Record<string, string> } = alice) =>
    (await answer(await t.app.request(`${DOCS}/${id}`, { headers: who.headers }), 200)).document;
  const versions = async (id: string, who: { headers: Record<string, string> } = alice) =>
    (await answer(await t.app.request(`${DOCS}/${id}/versions`, { headers: who.headers }), 200)).items.map(
      (v: { version: number; change: string }) => [v.version, v.change],
    );

  /** Makes the stored document `source`, past the limits, as one written before the store checked them was. */
  async function storeAsBefore(id: string, source: unknown, userId: string) {
    const db = t.deps.database.db;
    const row = await db.selectFrom("document").select(["version"]).where("id", "=", id).executeTakeFirstOrThrow();
    const version = Number(row.version) + 1;
    const json = JSON.stringify(source);
    await db.updateTable("document").set({ source: json, version, parts: null }).where("id", "=", id).execute();
    await db
      .insertInto("document_version")
      .values({
        documentId: id,
        version,
        change: "edited",
        userId,
        title: "Letters",
        snapshot: json,
        delta: null,
        edits: null,
        restoredFrom: null,
        parts: null,
        bytes: json.length,
        createdAt: new Date().toISOString(),
      })
      .execute();
    return version;
  }

  beforeAll(async () => {
    t = await openWorkspaceApp(dialect, {
      RATE_LIMIT_AGENT_PER_MINUTE: "1000",
      RATE_LIMIT_AGENT_PER_DAY: "1000",
      RATE_LIMIT_IMPORT_PER_MINUTE: "1000",
      RATE_LIMIT_IMPORT_PER_DAY: "1000",
    });
    alice = await signUpWithKey(t);
    carol = await signInWithCookie(t);
  });
  afterAll(async () => t?.close());

  test(
    "replace-text of a letter by 200 on a sheet of 100,000 one-letter cells: 413 naming the size, nothing stored",
    HEAVY,
    async () => {
      const doc = await createDoc(t, alice.headers, {
        kind: "sheet",
        title: "Letters",
        source: sheetOf(100_000, () => "x"),
      });
      const refused = await answer(
        await post(`${DOCS}/${doc.id}/edits`, {
          version: 1,
          edits: [{ op: "replace-text", find: "x", replace: "x".repeat(200) }],
        }),
        413,
      );
      expect(refused.error).toBe("document_too_large");
      expect(refused.message).toMatch(
        /^Edit 1 \(replace-text\): the document would be 20\.\d MB; a document may be at most 2 MiB\.$/,
      );
      expect((await read(doc.id)).version).toBe(1);
      expect(await versions(doc.id)).toEqual([[1, "created"]]);
    },
  );

  test("two chained 40× edits: the second is refused before it is made, and the server goes on answering", async () => {
    const doc = await createDoc(t, alice.headers, {
      kind: "sheet",
      title: "Letters",
      source: sheetOf(20_000, () => "x"),
    });
    const forty = { op: "replace-text", find: "x", replace: "x".repeat(40) };
    const refused = await answer(await post(`${DOCS}/${doc.id}/edits`, { version: 1, edits: [forty, forty] }), 413);
    expect(refused).toMatchObject({
      error: "document_too_large",
      message: expect.stringMatching(
        /^Edit 2 \(replace-text\): the document would be 3\d\.\d MB; a document may be at most 2 MiB\.$/,
      ),
    });
    expect((await t.app.request("/api/health")).status).toBe(200);
    // One at a time, the first fits and the second does not.
    await answer(await post(`${DOCS}/${doc.id}/edits`, { version: 1, edits: [forty] }), 200);
    expect((await answer(await post(`${DOCS}/${doc.id}/edits`, { version: 2, edits: [forty] }), 413)).error).toBe(
      "document_too_large",
    );
    expect(await versions(doc.id)).toEqual([
      [2, "edited"],
      [1, "created"],
    ]);
  });

  test(
    "remove-rows of 100 ids on a 100,000-row sheet: one task on the export pool, the rows and their ids gone",
    HEAVY,
    async () => {
      const doc = await createDoc(t, alice.headers, {
        kind: "sheet",
        title: "Rows",
        source: sheetOf(100_000, (i) => `r${i}`),
      });
      const ids = doc.parts[0]!.rows!;
      const gone = Array.from({ length: 100 }, (_, k) => ids[k * 997 + 3]!);
      const onPool = vi.spyOn(t.deps.exportPool, "applyEdits");
      try {
        const out = await answer(
          await post(`${DOCS}/${doc.id}/edits`, { version: 1, edits: [{ op: "remove-rows", tab: 1, rows: gone }] }),
          200,
        );
        expect(onPool).toHaveBeenCalledTimes(1);
        const rows = out.document.source.sheets[0].rows as string[][];
        expect(rows).toHaveLength(99_900);
        expect(rows[3]).toEqual(["r4"]);
        const left = new Set(out.document.parts[0].rows as string[]);
        expect(gone.filter((id) => left.has(id))).toEqual([]);
        expect(left.size).toBe(99_900);
        expect(out.applied).toEqual([
          { op: "remove-rows", target: "tab 1, row 4", message: "Removed 100 rows from tab 1 “T”" },
        ]);
      } finally {
        onPool.mockRestore();
      }
    },
  );

  test("an edit's schema error names the edit and its operation", async () => {
    const doc = await createDoc(t, alice.headers, { kind: "sheet", title: "Rows", source: sheetOf(3, (i) => `r${i}`) });
    const bad = await answer(
      await post(`${DOCS}/${doc.id}/edits`, {
        edits: [
          { op: "remove-rows", tab: 1, from: 2 },
          { op: "remove-rows", tab: 1, rows: ["row 3"] },
        ],
      }),
      400,
    );
    expect(bad.message).toMatch(/^Edit 2 \(remove-rows\): `rows\.0` must match pattern /);
    expect(bad.details[0].path).toBe("edits.1.rows.0");
    const unknown = await answer(await post(`${DOCS}/${doc.id}/edits`, { edits: [{ op: "remove", index: 2 }] }), 400);
    expect(unknown.message).toMatch(/^Edit 1 \(remove\): /);
    expect(unknown.details.map((d: { path: string }) => d.path).sort()).toEqual(["edits.0", "edits.0.part"]);
    const noOp = await answer(await post(`${DOCS}/${doc.id}/edits`, { edits: [{ op: "frob" }] }), 400);
    expect(noOp.message).toMatch(/^Edit 1: `op` must be one of retitle, insert, /);
  });

  test("a rename that takes a document past 2 MiB (its title and its opening heading) is 413; nothing stored", async () => {
    const doc = await createDoc(t, alice.headers, { kind: "doc", title: "Notes", source: nearlyFullDoc(500) });
    expect(bytes(doc.source)).toBe(MAX - 500);
    const refused = await answer(
      await t.app.request(`${DOCS}/${doc.id}`, jsonRequest("PATCH", { title: "T".repeat(400) }, alice.headers)),
      413,
    );
    expect(refused).toEqual({
      error: "document_too_large",
      message: "The document would be 2.1 MB; a document may be at most 2 MiB.",
    });
    expect(await read(doc.id)).toMatchObject({ version: 1, title: "Notes" });
    expect(await versions(doc.id)).toEqual([[1, "created"]]);
  });

  test("the store refuses any writer: an insert past the limits throws document_too_large and stores nothing", async () => {
    const now = new Date().toISOString();
    const record = {
      id: "doc_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ",
      userId: alice.userId,
      spaceId: alice.userId,
      kind: "sheet" as const,
      title: "Letters",
      origin: "manual" as const,
      brandId: null,
      brandVersion: null,
      version: 1,
      parts: null,
      createdAt: now,
      updatedAt: now,
    };
    const cells = { ...sheetOf(100_001, () => "x"), title: "Letters" };
    await expect(
      t.deps.repos.documents.insert({ ...record, source: cells }, { change: "created", userId: alice.userId }),
    ).rejects.toMatchObject({
      code: "document_too_large",
      message: "The document would have 100,001 cells in sheet “T”; a sheet may hold at most 100,000.",
    });
    const slides = {
      kind: "deck" as const,
      title: "Long",
      slides: Array.from({ length: 61 }, () => ({ layout: "title" as const, title: "S" })),
    };
    await expect(
      t.deps.repos.documents.insert(
        { ...record, kind: "deck", source: slides },
        { change: "created", userId: alice.userId },
      ),
    ).rejects.toMatchObject({ message: "The deck would have 61 slides; a deck may have at most 60." });
    expect(await t.deps.database.db.selectFrom("document").select("id").where("id", "=", record.id).execute()).toEqual(
      [],
    );
    expect(
      await t.deps.database.db
        .selectFrom("document_version")
        .select("version")
        .where("documentId", "=", record.id)
        .execute(),
    ).toEqual([]);
  });

  test(
    "a version past the limits (kept from before the store checked) is not restored; nothing stored",
    HEAVY,
    async () => {
      const doc = await createDoc(t, alice.headers, { kind: "sheet", title: "Letters", source: sheetOf(3, () => "x") });
      const big = await storeAsBefore(
        doc.id,
        sheetOf(100_500, () => "x"),
        alice.userId,
      );
      await answer(
        await t.app.request(
          `${DOCS}/${doc.id}`,
          jsonRequest("PATCH", { source: sheetOf(2, () => "y") }, alice.headers),
        ),
        200,
      );
      const refused = await answer(await post(`${DOCS}/${doc.id}/versions/${big}/restore`, {}), 413);
      expect(refused).toEqual({
        error: "document_too_large",
        message: "The document would have 100,500 cells in sheet “T”; a sheet may hold at most 100,000.",
      });
      expect((await read(doc.id)).version).toBe(3);
      expect(await versions(doc.id)).toEqual([
        [3, "edited"],
        [2, "edited"],
        [1, "created"],
      ]);
    },
  );

  test("a document past the limits (kept from before) cannot move: 413, it stays where it was", async () => {
    const org = (await answer(await post("/api/organizations", { name: "Limits Ltd" }, carol), 201)).id as string;
    const doc = await createDoc(t, carol.headers, { kind: "sheet", title: "Letters", source: sheetOf(3, () => "x") });
    await storeAsBefore(
      doc.id,
      sheetOf(80, () => "x".repeat(30_000)),
      carol.userId,
    );
    const refused = await answer(await post(`${DOCS}/${doc.id}/move`, { organizationId: org }, carol), 413);
    expect(refused).toEqual({
      error: "document_too_large",
      message: "The document would be 2.4 MB; a document may be at most 2 MiB.",
    });
    expect((await read(doc.id, carol)).version).toBe(2);
  });

  test(
    "an import saved as a document past 2 MiB once serialised is 413 document_too_large; nothing stored",
    HEAVY,
    async () => {
      const line = 'He said "yes" and "no"\n';
      const text = `# Quotes\n\n${line.repeat(Math.floor((MAX - 200) / line.length))}`;
      const form = new FormData();
      form.append("file", new File([text], "quotes.md"));
      form.append("save", "true");
      const refused = await answer(
        await t.app.request("/api/import", { method: "POST", headers: alice.headers, body: form }),
        413,
      );
      expect(refused).toEqual({
        error: "document_too_large",
        message: "The document would be 2.6 MB; a document may be at most 2 MiB.",
      });
      const list = await answer(await t.app.request(`${DOCS}?q=Quotes`, { headers: alice.headers }), 200);
      expect(list.items).toEqual([]);
    },
  );

  test(
    "an agent revision (the builtin) that would take a deck past 2 MiB ends with a document_too_large line; nothing stored",
    HEAVY,
    async () => {
      const doc = await createDoc(t, alice.headers, { kind: "deck", title: "Plans", source: nearlyFullDeck(4) });
      expect(bytes(doc.source)).toBe(MAX - 4);
      const res = await post("/api/agent", { prompt: "Add a slide about pricing", documentId: doc.id });
      const lines = parseLines(await res.text());
      expect(lines.at(-1)).toMatchObject({
        type: "error",
        error: "document_too_large",
        retryable: false,
        message: expect.stringMatching(/^The document would be 2\.1 MB; a document may be at most 2 MiB\.$/),
      });
      expect(await versions(doc.id)).toEqual([[1, "created"]]);
    },
  );

  test("a slide regenerated past 2 MiB is 413 document_too_large; nothing stored", HEAVY, async () => {
    const doc = await createDoc(t, alice.headers, { kind: "deck", title: "Plans", source: nearlyFullDeck(4) });
    const refused = await answer(
      await post(`${DOCS}/${doc.id}/slides/2/regenerate`, { instruction: "add the Q3 figure: 2.1M", version: 1 }),
      413,
    );
    expect(refused).toEqual({
      error: "document_too_large",
      message: "The document would be 2.1 MB; a document may be at most 2 MiB.",
    });
    expect(await versions(doc.id)).toEqual([[1, "created"]]);
  });
});

describe("typed edits past their budget", () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  test(
    "edits that run past RENDER_TIMEOUT_MS on the pool are 413 naming the edits, never a 500; nothing stored",
    HEAVY,
    async () => {
      t = await openWorkspaceApp("sqlite", { RENDER_TIMEOUT_MS: "5" });
      const alice = await signUpWithKey(t);
      // The sheet itself is made within a budget of its own: it is its edits this bound is for.
      const onPool = t.deps.parseSource;
      t.deps.parseSource = parseSourceHere;
      const doc = await createDoc(t, alice.headers, {
        kind: "sheet",
        title: "Rows",
        source: sheetOf(50_000, (i) => `r${i}`),
      });
      t.deps.parseSource = onPool;
      const res = await t.app.request(
        `${DOCS}/${doc.id}/edits`,
        jsonRequest(
          "POST",
          { edits: [{ op: "set-cells", tab: 1, cells: [{ cell: "A2", value: "first" }] }] },
          alice.headers,
        ),
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: "body_too_large",
        message: "The edits take more than 0.005 s to apply to this document; send fewer at a time.",
      });
      const now = await (await t.app.request(`${DOCS}/${doc.id}`, { headers: alice.headers })).json();
      expect(now.document.version).toBe(1);
    },
  );
});
