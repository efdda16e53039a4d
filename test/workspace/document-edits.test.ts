// Typed edits, layout variants and slide regeneration over HTTP: happy paths, errors, version guards and isolation.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createDoc, DOCS, openWorkspaceApp } from "./workspace-app.js";
import { DIALECTS } from "../pg.js";
import { decodePng } from "../slides/png-pixels.js";
import { BRAND_BACKGROUND, colouredTemplate, hex, near, pixelAt } from "../brands/drawn-pages.js";

const DECK = {
  kind: "deck",
  title: "Bakery review",
  slides: [
    { layout: "title", title: "Bakery review", subtitle: "Spring 2027" },
    {
      layout: "bullets",
      title: "Priorities",
      bullets: ["Open the Leith shop in May", "Hire two bakers by June", "Cut flour waste by 8%"],
    },
    { layout: "bullets", title: "Risks", bullets: ["Flour prices up 12%", "Oven lead time 10 weeks"] },
    { layout: "closing", title: "Thank you" },
  ],
};
const SHEET = {
  kind: "sheet",
  title: "Budget",
  sheets: [
    {
      name: "Costs",
      columns: [{ header: "Item" }, { header: "Cost", type: "currency" }],
      rows: [
        ["Flour", 1200],
        ["Rent", 3000],
        ["Wages", 9000],
      ],
    },
  ],
};

describe.each(DIALECTS)("typed edits over HTTP on %s", (dialect) => {
  let t: TestApp;
  let alice: KeySession;
  let bob: KeySession;
  const post = (path: string, body: unknown, who = alice) =>
    t.app.request(path, jsonRequest("POST", body, who.headers));
  const json = async (res: Response, status: number) => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text);
  };

  beforeAll(async () => {
    t = await openWorkspaceApp(dialect);
    alice = await signUpWithKey(t);
    bob = await signUpWithKey(t);
  });
  afterAll(async () => t?.close());

  test("a deck's parts have stable ids; edits by number, id and title apply as one version, recorded in the history", async () => {
    const doc = await createDoc(t, alice.headers, { kind: "deck", title: DECK.title, source: DECK });
    expect(doc.parts.map((p: { id: string }) => p.id)).toEqual(["sl_1", "sl_2", "sl_3", "sl_4"]);
    const out = await json(
      await post(`${DOCS}/${doc.id}/edits`, {
        version: 1,
        edits: [
          { op: "move", part: "Risks", to: 2 },
          { op: "replace-text", part: "sl_2", find: "8%", replace: "10%" },
          { op: "insert", after: 3, slide: { layout: "bullets", title: "Next steps", bullets: ["Sign the lease"] } },
          { op: "remove", part: 1 },
        ],
      }),
      200,
    );
    expect(out.document.version).toBe(2);
    expect(out.document.parts.map((p: { id: string; title: string }) => [p.id, p.title])).toEqual([
      ["sl_3", "Risks"],
      ["sl_2", "Priorities"],
      ["sl_5", "Next steps"],
      ["sl_4", "Thank you"],
    ]);
    expect(out.document.source.slides[1].bullets).toContain("Cut flour waste by 10%");
    expect(out.document.source.slides[0]).toEqual(DECK.slides[2]);
    expect(out.applied.map((a: { op: string }) => a.op)).toEqual(["move", "replace-text", "insert", "remove"]);
    const history = await json(await t.app.request(`${DOCS}/${doc.id}/versions`, { headers: alice.headers }), 200);
    expect(history.items[0]).toMatchObject({ version: 2, change: "edited" });
    expect(history.items[0].edits).toHaveLength(4);
  });

  test("the history diff of an edit pairs slides by their ids: a slide rewritten and moved is one change, named by its id", async () => {
    const doc = await createDoc(t, alice.headers, { kind: "deck", title: DECK.title, source: DECK });
    const rewritten = { layout: "bullets", title: "What could go wrong", bullets: ["Rye supply from one mill"] };
    await json(
      await post(`${DOCS}/${doc.id}/edits`, {
        version: 1,
        edits: [
          { op: "replace", part: "Risks", slide: rewritten },
          { op: "move", part: "sl_3", to: 2 },
          { op: "remove", part: "Thank you" },
        ],
      }),
      200,
    );
    const diff = await json(await t.app.request(`${DOCS}/${doc.id}/diff?from=1`, { headers: alice.headers }), 200);
    expect(
      diff.changes.map((c: { change: string; id?: string; from?: number; to?: number }) => [
        c.change,
        c.id,
        c.from,
        c.to,
      ]),
    ).toEqual([
      // Slide 2 was pushed along, not moved: only the slide out of its order is listed.
      ["changed", "sl_3", 3, 2],
      ["removed", "sl_4", 4, undefined],
    ]);
  });

  test("a stale version is 409 and a bad edit anywhere is a 400 naming it; nothing changes", async () => {
    const doc = await createDoc(t, alice.headers, { kind: "deck", title: DECK.title, source: DECK });
    const stale = await json(
      await post(`${DOCS}/${doc.id}/edits`, { version: 5, edits: [{ op: "remove", part: 2 }] }),
      409,
    );
    expect(stale.error).toBe("conflict");
    const bad = await json(
      await post(`${DOCS}/${doc.id}/edits`, {
        edits: [
          { op: "remove", part: 2 },
          { op: "rename", part: 12, title: "X" },
        ],
      }),
      400,
    );
    expect(bad.message).toMatch(/^Edit 2 \(rename\): there is no slide 12; the deck has 3 slides\./);
    expect(bad.details[0].path).toBe("edits.1.part");
    const unknown = await json(
      await post(`${DOCS}/${doc.id}/edits`, { edits: [{ op: "remove", part: "sl_99" }] }),
      400,
    );
    expect(unknown.message).toMatch(/no slide has the id sl_99/);
    const typo = await json(await post(`${DOCS}/${doc.id}/edits`, { edits: [{ op: "remove", index: 2 }] }), 400);
    expect(typo.error).toBe("invalid_request");
    const cells = await json(
      await post(`${DOCS}/${doc.id}/edits`, {
        edits: [{ op: "set-cells", tab: 1, cells: [{ cell: "B2", value: 1 }] }],
      }),
      400,
    );
    expect(cells.message).toMatch(/set-cells applies to sheets/);
    const now = await json(await t.app.request(`${DOCS}/${doc.id}`, { headers: alice.headers }), 200);
    expect(now.document.version).toBe(1);
    expect(now.document.source).toEqual(DECK);
  });

  test("sheets: cells by A1 and by row id, rows inserted and removed by id, row ids kept", async () => {
    const doc = await createDoc(t, alice.headers, { kind: "sheet", title: SHEET.title, source: SHEET });
    const rows = doc.parts[0]!.rows!;
    expect(rows).toHaveLength(3);
    const out = await json(
      await post(`${DOCS}/${doc.id}/edits`, {
        version: 1,
        edits: [
          {
            op: "set-cells",
            tab: "Costs",
            cells: [
              { cell: "B3", value: 3100 },
              { row: rows[2], column: "Cost", value: 9500 },
            ],
          },
          { op: "insert-rows", tab: 1, after: rows[0], rows: [["Butter", 800]] },
          { op: "remove-rows", tab: 1, rows: [rows[1]] },
        ],
      }),
      200,
    );
    expect(out.document.source.sheets[0].rows).toEqual([
      ["Flour", 1200],
      ["Butter", 800],
      ["Wages", 9500],
    ]);
    const after = out.document.parts[0].rows as string[];
    expect(after[0]).toBe(rows[0]);
    expect(after[2]).toBe(rows[2]);
    expect(rows).not.toContain(after[1]);
  });

  test("layout variants: pictures of each, one applied as a version, every other slide byte-identical", async () => {
    const doc = await createDoc(t, alice.headers, { kind: "deck", title: DECK.title, source: DECK });
    const list = await json(
      await t.app.request(`${DOCS}/${doc.id}/slides/2/variants?width=240`, { headers: alice.headers }),
      200,
    );
    expect(list.slide).toMatchObject({ n: 2, id: "sl_2", layout: "bullets" });
    expect(list.variants.length).toBeGreaterThan(0);
    expect(list.variants.length).toBeLessThanOrEqual(4);
    for (const v of list.variants) expect(v.picture).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    const byId = await json(
      await t.app.request(`${DOCS}/${doc.id}/slides/sl_2/variants?pictures=false`, { headers: alice.headers }),
      200,
    );
    expect(byId.variants.map((v: { slide: unknown }) => v.slide)).toEqual(
      list.variants.map((v: { slide: unknown }) => v.slide),
    );
    expect(byId.variants[0].picture).toBeNull();
    const applied = await json(await post(`${DOCS}/${doc.id}/slides/2/variants/1`, { version: 1 }), 200);
    expect(applied.document.version).toBe(2);
    expect(applied.document.source.slides[1]).toEqual(list.variants[0].slide);
    for (const i of [0, 2, 3])
      expect(JSON.stringify(applied.document.source.slides[i])).toBe(JSON.stringify(DECK.slides[i]));
    expect(applied.document.parts[1].id).toBe("sl_2");
    // The picture shown for the variant is the slide that applying it draws.
    const drawn = Buffer.from(
      await (await t.app.request(`${DOCS}/${doc.id}/slides/2.png?width=240`, { headers: alice.headers })).arrayBuffer(),
    );
    expect(drawn.toString("base64")).toBe(list.variants[0].picture.replace(/^data:image\/png;base64,/, ""));
    await json(await post(`${DOCS}/${doc.id}/slides/2/variants/1`, { version: 1 }), 409);
    await json(await post(`${DOCS}/${doc.id}/slides/2/variants/9`, {}), 400);
    await json(await t.app.request(`${DOCS}/${doc.id}/slides/9/variants`, { headers: alice.headers }), 400);
  });

  test(
    "a deck on a brand: each variant's picture is drawn on the brand's 4:3 template, as its slide picture is once applied",
    { timeout: 120_000 },
    async () => {
      const form = new FormData();
      form.append("file", new File([colouredTemplate() as BlobPart], "teal-4x3.pptx"));
      const brand = await json(
        await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form }),
        201,
      );
      const generated = await t.app.request(
        `/api/brands/${brand.brand.id}/generate`,
        jsonRequest("POST", { source: DECK, save: true }, alice.headers),
      );
      expect(generated.status).toBe(200);
      const id = generated.headers.get("x-document-id")!;
      const list = await json(
        await t.app.request(`${DOCS}/${id}/slides/2/variants?width=480`, { headers: alice.headers }),
        200,
      );
      expect(list.variants.length).toBeGreaterThan(0);
      const picture = Buffer.from(list.variants[0].picture.replace(/^data:image\/png;base64,/, ""), "base64");
      const pixels = await decodePng(picture);
      expect([pixels.width, pixels.height]).toEqual([480, 360]);
      expect(near(pixelAt(pixels, 0.01, 0.01), BRAND_BACKGROUND), hex(pixelAt(pixels, 0.01, 0.01))).toBe(true);
      await json(await post(`${DOCS}/${id}/slides/2/variants/1`, { version: list.version }), 200);
      const drawn = Buffer.from(
        await (await t.app.request(`${DOCS}/${id}/slides/2.png?width=480`, { headers: alice.headers })).arrayBuffer(),
      );
      expect(Buffer.compare(drawn, picture)).toBe(0);
    },
  );

  test("regenerate one slide with the builtin: shorter, a stated figure, and nothing else changes", async () => {
    const doc = await createDoc(t, alice.headers, { kind: "deck", title: DECK.title, source: DECK });
    const out = await json(
      await post(`${DOCS}/${doc.id}/slides/2/regenerate`, { instruction: "add the Q3 figure: 2.1M", version: 1 }),
      200,
    );
    expect(out.document.version).toBe(2);
    expect(JSON.stringify(out.document.source.slides[1])).toContain("2.1M");
    for (const i of [0, 2, 3])
      expect(JSON.stringify(out.document.source.slides[i])).toBe(JSON.stringify(DECK.slides[i]));
    const another = await json(await post(`${DOCS}/${doc.id}/slides/3/regenerate`, {}), 200);
    expect(another.document.version).toBe(3);
    expect(another.document.source.slides[2].layout).not.toBe("bullets");
    // Each is kept as an agent run on the document, as any call of the model is.
    const runs = await t.deps.database.db
      .selectFrom("agent_run")
      .selectAll()
      .where("documentId", "=", doc.id)
      .execute();
    expect(runs.map((r) => [r.status, r.model])).toEqual([
      ["done", "builtin"],
      ["done", "builtin"],
    ]);
    // The history says a slide was regenerated, not edited by hand.
    const history = await json(await t.app.request(`${DOCS}/${doc.id}/versions`, { headers: alice.headers }), 200);
    expect(history.items.slice(0, 2).map((v: { change: string }) => v.change)).toEqual(["regenerated", "regenerated"]);
    const unchanged = await json(
      await post(`${DOCS}/${doc.id}/slides/1/regenerate`, { instruction: "make it sing like a bird" }),
      200,
    );
    expect(unchanged.document.version).toBe(3);
    expect(unchanged.applied).toEqual([]);
    expect(unchanged.warnings.join(" ")).toMatch(/left as it was/);
  });

  test("an agenda that listed the slides lists them after edits rename, insert and move them; one written by hand stays", async () => {
    const slides = [
      DECK.slides[0],
      { layout: "agenda", title: "Agenda", items: ["Priorities", "Risks"] },
      ...DECK.slides.slice(1),
    ];
    const doc = await createDoc(t, alice.headers, { kind: "deck", title: DECK.title, source: { ...DECK, slides } });
    const edits = [
      { op: "rename", part: "Risks", title: "Threats" },
      { op: "insert", at: 5, slide: { layout: "bullets", title: "Hiring", bullets: ["Two bakers by June"] } },
      { op: "move", part: "Priorities", to: 5 },
    ];
    const out = await json(await post(`${DOCS}/${doc.id}/edits`, { edits }), 200);
    expect(out.document.source.slides[1]).toEqual({
      layout: "agenda",
      title: "Agenda",
      items: ["Threats", "Hiring", "Priorities"],
    });
    expect(out.applied.at(-1).message).toBe("Updated the agenda on slide 2 to list the slides as they now are");
    const hand = await createDoc(t, alice.headers, {
      kind: "deck",
      title: DECK.title,
      source: { ...DECK, slides: slides.map((s, i) => (i === 1 ? { ...s, items: ["Welcome", "Our year"] } : s)) },
    });
    const kept = await json(
      await post(`${DOCS}/${hand.id}/edits`, { edits: [{ op: "rename", part: "Risks", title: "Threats" }] }),
      200,
    );
    expect(kept.document.source.slides[1].items).toEqual(["Welcome", "Our year"]);
    expect(kept.applied).toHaveLength(1);
  });

  test("another user's document: 404 on every route, and it stays untouched", async () => {
    const doc = await createDoc(t, alice.headers, { kind: "deck", title: DECK.title, source: DECK });
    for (const res of [
      await post(`${DOCS}/${doc.id}/edits`, { edits: [{ op: "remove", part: 2 }] }, bob),
      await t.app.request(`${DOCS}/${doc.id}/slides/2/variants`, { headers: bob.headers }),
      await post(`${DOCS}/${doc.id}/slides/2/variants/1`, {}, bob),
      await post(`${DOCS}/${doc.id}/slides/2/regenerate`, { instruction: "shorter" }, bob),
    ]) {
      expect(res.status).toBe(404);
    }
    const now = await json(await t.app.request(`${DOCS}/${doc.id}`, { headers: alice.headers }), 200);
    expect(now.document.version).toBe(1);
  });
});
