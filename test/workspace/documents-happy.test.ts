// Workspace documents, happy paths on SQLite and PostgreSQL: create, read, update, list with cursor, delete; key and cookie.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { jsonRequest, type TestApp } from "../harness.js";
import { signInWithCookie, signUpWithKey, type KeySession } from "../auth-helpers.js";
import { DIALECTS } from "../pg.js";
import { createDoc, DOCS, openWorkspaceApp, sampleDeck, sampleSheet, type DocumentBody } from "./workspace-app.js";

const SUMMARY_KEYS = [
  "brandId",
  "brandName",
  "brandVersion",
  "createdAt",
  "id",
  "kind",
  "origin",
  "title",
  "updatedAt",
  "version",
];

describe.each(DIALECTS)("workspace documents on %s", (dialect) => {
  let t: TestApp;
  let alice: KeySession;
  beforeAll(async () => {
    t = await openWorkspaceApp(dialect);
    alice = await signUpWithKey(t);
  });
  afterAll(async () => t?.close());

  test("create a deck → 201 {document} with the API shape; the title rules the source's title", async () => {
    const res = await t.app.request(
      DOCS,
      jsonRequest("POST", { kind: "deck", title: "Launch plan v1", source: sampleDeck }, alice.headers),
    );
    expect(res.status).toBe(201);
    const { document } = (await res.json()) as { document: DocumentBody };
    expect(Object.keys(document).sort()).toEqual([...SUMMARY_KEYS, "parts", "source"].sort());
    expect(document.id).toMatch(/^doc_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(document).toMatchObject({
      kind: "deck",
      title: "Launch plan v1",
      origin: "manual",
      brandId: null,
      version: 1,
    });
    expect(document.source.title).toBe("Launch plan v1");
    expect((document.source.slides as unknown[]).length).toBe(3);
    expect(new Date(document.createdAt).toISOString()).toBe(document.createdAt);
    expect(document.updatedAt).toBe(document.createdAt);
  });

  test("a JSON source may leave out kind and title; a Markdown string becomes a doc", async () => {
    const sheet = await createDoc(t, alice.headers, {
      kind: "sheet",
      title: "Budget",
      source: { sheets: sampleSheet.sheets },
    });
    expect(sheet.source).toMatchObject({ kind: "sheet", title: "Budget" });
    expect(sheet.source.sheets).toEqual(sampleSheet.sheets);
    const doc = await createDoc(t, alice.headers, { kind: "doc", title: "Notes", source: "# Heading\n\nSome *text*." });
    expect(doc.kind).toBe("doc");
    expect(doc.source.title).toBe("Notes");
    expect(doc.source.markdown).toContain("Some *text*.");
  });

  test("Markdown deck and CSV sheet shorthands are parsed into the source model", async () => {
    const deck = await createDoc(t, alice.headers, {
      kind: "deck",
      title: "Talk",
      source: "# Hello\n\nWelcome\n\n---\n\n# Agenda\n\n- One\n- Two\n\nNote: go slow",
    });
    expect(deck.kind).toBe("deck");
    expect(deck.source.title).toBe("Talk");
    const slides = deck.source.slides as { title?: string; notes?: string }[];
    expect(slides).toHaveLength(2);
    expect(slides[1]).toMatchObject({ title: "Agenda" });
    expect(slides[1]!.notes).toContain("go slow");
    const sheet = await createDoc(t, alice.headers, {
      kind: "sheet",
      title: "Numbers",
      format: "csv",
      source: "Item,Cost\nRent,1200\nFood,300",
    });
    const tab = (sheet.source.sheets as { columns: { header: string }[]; rows: unknown[][] }[])[0]!;
    expect(tab.columns.map((c) => c.header)).toEqual(["Item", "Cost"]);
    expect(tab.rows).toEqual([
      ["Rent", 1200],
      ["Food", 300],
    ]);
  });

  test("read by ?id= and by REST GET give the same document", async () => {
    const created = await createDoc(t, alice.headers, { kind: "deck", title: "Read me", source: sampleDeck });
    const byQuery = await t.app.request(`${DOCS}?id=${created.id}`, { headers: alice.headers });
    const byPath = await t.app.request(`${DOCS}/${created.id}`, { headers: alice.headers });
    expect(byQuery.status).toBe(200);
    expect(byPath.status).toBe(200);
    const a = (await byQuery.json()) as { document: DocumentBody };
    expect(a.document).toEqual(created);
    expect(await byPath.json()).toEqual(a);
  });

  test("update by POST {action: update} and by PATCH: version increments, titles stay in step", async () => {
    const created = await createDoc(t, alice.headers, { kind: "deck", title: "Draft", source: sampleDeck });
    const res1 = await t.app.request(
      DOCS,
      jsonRequest("POST", { action: "update", id: created.id, title: "Final", version: 1 }, alice.headers),
    );
    expect(res1.status).toBe(200);
    const v2 = ((await res1.json()) as { document: DocumentBody }).document;
    expect(v2).toMatchObject({ id: created.id, title: "Final", version: 2, createdAt: created.createdAt });
    expect(v2.source.title).toBe("Final");
    expect(v2.source.slides).toEqual(created.source.slides);

    const newSource = {
      ...sampleDeck,
      title: "From the source",
      slides: [{ layout: "quote", quote: "Less is more." }],
    };
    const res2 = await t.app.request(
      `${DOCS}/${created.id}`,
      jsonRequest("PATCH", { source: newSource, version: 2 }, alice.headers),
    );
    expect(res2.status).toBe(200);
    const v3 = ((await res2.json()) as { document: DocumentBody }).document;
    expect(v3).toMatchObject({ version: 3, title: "From the source" });
    expect(v3.source.slides).toEqual([{ layout: "quote", quote: "Less is more." }]);

    // Without a version the update applies to whatever is current.
    const res3 = await t.app.request(
      `${DOCS}/${created.id}`,
      jsonRequest("PATCH", { title: "Renamed" }, alice.headers),
    );
    expect(((await res3.json()) as { document: DocumentBody }).document).toMatchObject({
      version: 4,
      title: "Renamed",
    });
    const read = (await (await t.app.request(`${DOCS}/${created.id}`, { headers: alice.headers })).json()) as {
      document: DocumentBody;
    };
    expect(read.document).toMatchObject({
      version: 4,
      title: "Renamed",
      source: { title: "Renamed", slides: [{ layout: "quote", quote: "Less is more." }] },
    });
  });

  test("delete by POST {action: delete} and by REST DELETE; afterwards it is 404", async () => {
    const a = await createDoc(t, alice.headers, { kind: "doc", title: "Gone soon", source: "text" });
    const b = await createDoc(t, alice.headers, { kind: "doc", title: "Gone too", source: "text" });
    const r1 = await t.app.request(DOCS, jsonRequest("POST", { action: "delete", id: a.id }, alice.headers));
    expect(r1.status).toBe(200);
    expect(await r1.json()).toEqual({ deleted: true });
    const r2 = await t.app.request(`${DOCS}/${b.id}`, { method: "DELETE", headers: alice.headers });
    expect(await r2.json()).toEqual({ deleted: true });
    for (const id of [a.id, b.id]) {
      expect((await t.app.request(`${DOCS}/${id}`, { headers: alice.headers })).status).toBe(404);
    }
  });

  test("list: newest first, summaries without source, cursor pages cover everything once", async () => {
    const bob = await signUpWithKey(t);
    const made: string[] = [];
    for (let i = 0; i < 7; i++)
      made.push(
        (
          await createDoc(t, bob.headers, {
            kind: i % 2 ? "doc" : "deck",
            title: `Item ${i}`,
            source: i % 2 ? "body" : sampleDeck,
          })
        ).id,
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await t.app.request(`${DOCS}?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
        headers: bob.headers,
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as { items: Record<string, unknown>[]; nextCursor: string | null };
      for (const item of page.items) expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
      seen.push(...page.items.map((i) => i.id as string));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());

    const def = (await (await t.app.request(DOCS, { headers: bob.headers })).json()) as {
      items: unknown[];
      nextCursor: string | null;
    };
    expect(def.items).toHaveLength(7);
    expect(def.nextCursor).toBeNull();
  });

  test("list filters by kind and by a case-insensitive title search where % and _ are literal", async () => {
    const carol = await signUpWithKey(t);
    await createDoc(t, carol.headers, { kind: "deck", title: "Quarterly Review", source: sampleDeck });
    await createDoc(t, carol.headers, { kind: "doc", title: "review notes 100%", source: "x" });
    await createDoc(t, carol.headers, { kind: "sheet", title: "Budget_2027", source: sampleSheet });
    await createDoc(t, carol.headers, { kind: "doc", title: "Budget 2027 memo", source: "x" });
    const titles = async (query: string) =>
      (
        (await (await t.app.request(`${DOCS}?${query}`, { headers: carol.headers })).json()) as {
          items: { title: string }[];
        }
      ).items
        .map((i) => i.title)
        .sort();
    expect(await titles("kind=doc")).toEqual(["Budget 2027 memo", "review notes 100%"]);
    expect(await titles("q=REVIEW")).toEqual(["Quarterly Review", "review notes 100%"]);
    expect(await titles("q=review&kind=deck")).toEqual(["Quarterly Review"]);
    expect(await titles(`q=${encodeURIComponent("100%")}`)).toEqual(["review notes 100%"]);
    expect(await titles(`q=${encodeURIComponent("t_2")}`)).toEqual(["Budget_2027"]);
    expect(await titles(`q=${encodeURIComponent("%")}`)).toEqual(["review notes 100%"]);
    expect(await titles("q=nothing-like-this")).toEqual([]);
  });

  test("a cookie session works the same (with its Origin on writes)", async () => {
    const session = await signInWithCookie(t);
    const created = await createDoc(t, session.headers, { kind: "doc", title: "By cookie", source: "# Hi" });
    const res = await t.app.request(`${DOCS}/${created.id}`, { headers: { cookie: session.cookie } });
    expect(res.status).toBe(200);
    const patched = await t.app.request(
      `${DOCS}/${created.id}`,
      jsonRequest("PATCH", { title: "Still cookie" }, session.headers),
    );
    expect(patched.status).toBe(200);
  });
});
