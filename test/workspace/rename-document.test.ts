// Renaming a document (a new title, no new source) renames what showed the old title: a deck's opening title slide, a
// doc's opening `# ` heading; wording of the author's own, and a source sent with the rename, are left as they are.
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { jsonRequest, type TestApp } from "../harness.js";
import { DIALECTS } from "../pg.js";
import { createDoc, DOCS, openWorkspaceApp, type DocumentBody } from "./workspace-app.js";

const deckTitled = (title: string, opening: string) => ({
  kind: "deck",
  title,
  slides: [
    { layout: "title", title: opening, subtitle: "Board, March" },
    { layout: "bullets", title: title, bullets: ["Hives on three roofs", "Honey sold out"] },
  ],
});

describe.each(DIALECTS)("renaming a document on %s", (dialect) => {
  let t: TestApp;
  let alice: KeySession;
  beforeAll(async () => {
    t = await openWorkspaceApp(dialect);
    alice = await signUpWithKey(t);
  });
  afterAll(async () => t?.close());

  const rename = async (id: string, body: Record<string, unknown>, how: "PATCH" | "POST" = "PATCH") => {
    const res =
      how === "PATCH"
        ? await t.app.request(`${DOCS}/${id}`, jsonRequest("PATCH", body, alice.headers))
        : await t.app.request(DOCS, jsonRequest("POST", { action: "update", id, ...body }, alice.headers));
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { document: DocumentBody }).document;
  };
  const slides = (doc: DocumentBody) => doc.source.slides as { layout: string; title?: string; subtitle?: string }[];

  test("a deck's title slide that read the old title reads the new one, in the source and in its pptx", async () => {
    const created = await createDoc(t, alice.headers, {
      kind: "deck",
      title: "Rooftop bees",
      source: deckTitled("Rooftop bees", "Rooftop bees"),
    });
    const renamed = await rename(created.id, { title: "Rooftop bees: year one" });
    expect(renamed).toMatchObject({ title: "Rooftop bees: year one", version: 2 });
    expect(slides(renamed)[0]).toEqual({ layout: "title", title: "Rooftop bees: year one", subtitle: "Board, March" });
    expect(slides(renamed)[1]).toEqual(slides(created)[1]); // a content slide that happens to use the title is content
    const pptx = await t.app.request(
      "/api/export",
      jsonRequest("POST", { documentId: created.id, format: "pptx" }, alice.headers),
    );
    expect(pptx.status).toBe(200);
    const slide1 = strFromU8(unzipSync(new Uint8Array(await pptx.arrayBuffer()))["ppt/slides/slide1.xml"]!);
    const text = [...slide1.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join("");
    expect(text).toContain("Rooftop bees: year one");
  });

  test("by POST {action: update} as by PATCH, and again at the next rename", async () => {
    const created = await createDoc(t, alice.headers, {
      kind: "deck",
      title: "Q3 review",
      source: deckTitled("Q3 review", "Q3 review"),
    });
    expect(slides(await rename(created.id, { title: "Q3 business review" }, "POST"))[0]!.title).toBe(
      "Q3 business review",
    );
    expect(slides(await rename(created.id, { title: "Q3 review, final" }))[0]!.title).toBe("Q3 review, final");
  });

  test("a title slide the author worded otherwise, or one that does not open the deck, is left alone", async () => {
    const worded = await createDoc(t, alice.headers, {
      kind: "deck",
      title: "Seed round",
      source: deckTitled("Seed round", "Fieldnote"),
    });
    expect(slides(await rename(worded.id, { title: "Seed round 2026" }))[0]!.title).toBe("Fieldnote");
    const later = {
      kind: "deck",
      title: "Plan",
      slides: [
        { layout: "bullets", title: "Why", bullets: ["Cost"] },
        { layout: "title", title: "Plan" },
      ],
    };
    const created = await createDoc(t, alice.headers, { kind: "deck", title: "Plan", source: later });
    expect(slides(await rename(created.id, { title: "Plan B" }))[1]!.title).toBe("Plan");
  });

  test("a source sent with the new title is kept as sent", async () => {
    const created = await createDoc(t, alice.headers, {
      kind: "deck",
      title: "Launch",
      source: deckTitled("Launch", "Launch"),
    });
    const renamed = await rename(created.id, { title: "Launch day", source: deckTitled("Launch", "Launch") });
    expect(renamed.title).toBe("Launch day");
    expect(slides(renamed)[0]!.title).toBe("Launch");
  });

  test("a doc's opening heading that read the old title reads the new one; a heading of its own is left alone", async () => {
    const doc = await createDoc(t, alice.headers, {
      kind: "doc",
      title: "Heat islands",
      source: "# Heat islands\n\nTrees cool streets.\n\n## Heat islands in Lyon\n\nMore.",
    });
    expect((await rename(doc.id, { title: "Urban heat islands" })).source.markdown).toBe(
      "# Urban heat islands\n\nTrees cool streets.\n\n## Heat islands in Lyon\n\nMore.",
    );
    const own = await createDoc(t, alice.headers, {
      kind: "doc",
      title: "Brief",
      source: "# A brief for the council\n\nText.",
    });
    expect((await rename(own.id, { title: "Council brief" })).source.markdown).toBe(
      "# A brief for the council\n\nText.",
    );
  });
});
