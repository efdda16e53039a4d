// A document moved between spaces takes the pictures it shows from its space's library: copied into the space it goes
// to (name, alt, tags and focus kept), drawn there with no warning, left in place where they came from; moved back, it
// finds the pictures already there. Another person's picture is never copied, and a purged organization's copies go
// without the originals.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { rgbPng } from "../png.js";
import { json } from "./answers.js";

let t: TestApp;
let owner: CookieSession;
let stranger: CookieSession;
let orgId: string;

type Who = { headers: Record<string, string> };
type Asset = {
  id: string;
  name: string | null;
  alt: string | null;
  tags: string[];
  focus: { x: number; y: number } | null;
  bytes: number;
};
const call = (who: Who, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, who.headers));
const activate = async (organizationId: string | null) =>
  json(await call(owner, "PUT", "/api/organizations/active", { organizationId }), 200);
const assets = async (who: Who): Promise<Asset[]> =>
  (await json(await call(who, "GET", "/api/assets?limit=100"), 200)).items;
const source = async (id: string) =>
  (await json(await call(owner, "GET", `/api/workspace/documents/${id}`), 200)).document.source;

async function upload(who: Who, name: string, rgb: [number, number, number], query = ""): Promise<string> {
  const res = await t.app.request(`/api/assets?name=${encodeURIComponent(name)}${query}`, {
    method: "POST",
    headers: { ...who.headers, "content-type": "image/png" },
    body: new Uint8Array(rgbPng(80, 60, () => rgb)),
  });
  return (await json(res, 201)).id;
}

/** The export's file and how many things it could not carry (a picture it could not find is one). */
async function exported(documentId: string, format: "pptx" | "html"): Promise<{ bytes: Uint8Array; warnings: number }> {
  const res = await call(owner, "POST", "/api/export", { documentId, format });
  expect(res.status).toBe(200);
  return { bytes: new Uint8Array(await res.arrayBuffer()), warnings: Number(res.headers.get("x-export-warnings")) };
}

const pictureBytes = (pptx: Uint8Array) =>
  Object.entries(unzipSync(pptx))
    .filter(([name]) => /^ppt\/media\/.+\.png$/.test(name))
    .map(([, bytes]) => Buffer.from(bytes).toString("base64"));

const deck = (crane: string, ferry: string, foreign: string) => ({
  kind: "deck",
  title: "Harbour works",
  slides: [
    { layout: "title", title: "Harbour works" },
    {
      layout: "image-text",
      title: "The new crane",
      image: { src: crane, alt: "A red crane on the quay" },
      body: "- Lifts 40 t\n- In service since May",
    },
    {
      layout: "cards",
      title: "Crossings",
      cards: [
        { title: "Ferry", text: "Every 20 minutes", image: { src: ferry, alt: "The blue ferry" } },
        { title: "Not ours", text: "Someone else's picture", image: { src: foreign, alt: "" } },
      ],
    },
  ],
});

let crane: string;
let ferry: string;
let foreign: string;
let deckId: string;
let docId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100" } });
  [owner, stranger] = [await signInWithCookie(t), await signInWithCookie(t)];
  orgId = (await json(await call(owner, "POST", "/api/organizations", { name: "Harbour board" }), 201)).id;
  crane = await upload(owner, "crane", [200, 30, 30], "&alt=A%20red%20crane&tags=quay,crane");
  ferry = await upload(owner, "ferry", [30, 30, 200]);
  await json(await call(owner, "PATCH", `/api/assets/${ferry}`, { focus: { x: 0.2, y: 0.7 } }), 200);
  foreign = await upload(stranger, "stranger", [30, 200, 30]);
  deckId = (
    await json(
      await call(owner, "POST", "/api/workspace/documents", {
        kind: "deck",
        title: "Harbour works",
        source: deck(crane, ferry, foreign),
      }),
      201,
    )
  ).document.id;
  // A second document of the personal space shows the crane too: it must keep it after the deck moves.
  docId = (
    await json(
      await call(owner, "POST", "/api/workspace/documents", {
        kind: "doc",
        title: "Crane notes",
        source: `# Crane notes\n\n![A red crane](${crane})\n\nIt lifts 40 t.`,
      }),
      201,
    )
  ).document.id;
});
afterAll(async () => t?.close());

describe("a document's pictures move with it", () => {
  it("copies the pictures it shows into the organization, where it exports with them", async () => {
    const before = await exported(deckId, "pptx");
    // The stranger's picture is a placeholder in any space: the one picture warning, before the move and after.
    const render = async () =>
      (await json(await call(owner, "POST", "/api/render", { source: await source(deckId) }), 200)).warnings;
    expect(await render()).toEqual([
      expect.stringMatching(new RegExp(`^Slide 3: image ${foreign} is not an image in this space`)),
    ]);
    const personal = await assets(owner);

    const moved = (
      await json(await call(owner, "POST", `/api/workspace/documents/${deckId}/move`, { organizationId: orgId }), 200)
    ).document;
    await activate(orgId);
    const copies = await assets(owner);
    expect(copies).toHaveLength(2);
    const byName = new Map(copies.map((a) => [a.name, a]));
    const original = new Map(personal.map((a) => [a.name, a]));
    for (const name of ["crane", "ferry"]) {
      const { id, ...details } = byName.get(name)!;
      const { id: originalId, ...originalDetails } = original.get(name)!;
      expect(id).not.toBe(originalId);
      expect({ ...details, createdAt: undefined }).toEqual({ ...originalDetails, createdAt: undefined });
    }
    expect(byName.get("crane")).toMatchObject({ alt: "A red crane", tags: ["quay", "crane"] });
    expect(byName.get("ferry")!.focus).toEqual({ x: 0.2, y: 0.7 });

    // The deck now names the copies, and nothing else of it changed.
    const now = await source(deckId);
    expect(now).toEqual(deck(byName.get("crane")!.id, byName.get("ferry")!.id, foreign));
    expect(moved.version).toBe(2);
    const after = await exported(deckId, "pptx");
    expect(after.warnings).toBe(before.warnings);
    expect(await render()).toEqual([
      expect.stringMatching(new RegExp(`^Slide 3: image ${foreign} is not an image in this space`)),
    ]);
    expect(new Set(pictureBytes(after.bytes))).toEqual(new Set(pictureBytes(before.bytes)));
    expect(pictureBytes(after.bytes)).toHaveLength(2);
  });

  it("leaves the personal space its pictures: its other document still shows the crane", async () => {
    await activate(null);
    expect((await assets(owner)).map((a) => a.id).sort()).toEqual([crane, ferry].sort());
    const html = await exported(docId, "html");
    expect(html.warnings).toBe(0);
    expect(Buffer.from(html.bytes).toString()).toContain("data:image/png;base64,");
  });

  it("keeps the move in the history: the moved version's content names the copies", async () => {
    await activate(orgId);
    const versions = (await json(await call(owner, "GET", `/api/workspace/documents/${deckId}/versions`), 200)).items;
    expect(versions.map((v: { change: string }) => v.change)).toEqual(["moved", "created"]);
    const v1 = await json(await call(owner, "GET", `/api/workspace/documents/${deckId}/versions/1`), 200);
    const v2 = await json(await call(owner, "GET", `/api/workspace/documents/${deckId}/versions/2`), 200);
    expect(JSON.stringify(v1)).toContain(crane);
    expect(JSON.stringify(v2)).not.toContain(crane);
    expect(JSON.stringify(v2)).toContain(foreign);
  });

  it("moved back, it finds its pictures already there: no second copy is made", async () => {
    await json(await call(owner, "POST", `/api/workspace/documents/${deckId}/move`, { organizationId: null }), 200);
    await activate(null);
    expect((await assets(owner)).map((a) => a.id).sort()).toEqual([crane, ferry].sort());
    expect(await source(deckId)).toEqual(deck(crane, ferry, foreign));
    expect(
      (await json(await call(owner, "POST", "/api/render", { source: await source(deckId) }), 200)).warnings,
    ).toHaveLength(1);
  });

  it("a purged organization takes its copies and their bytes, never the originals", async () => {
    await json(await call(owner, "POST", `/api/workspace/documents/${deckId}/move`, { organizationId: orgId }), 200);
    await activate(orgId);
    const copies = await assets(owner);
    const keys = await t.deps.database.db.selectFrom("asset").select(["id", "blobKey"]).execute();
    const copyKeys = keys.filter((k) => copies.some((c) => c.id === k.id)).map((k) => k.blobKey);
    const originalKeys = keys.filter((k) => k.id === crane || k.id === ferry).map((k) => k.blobKey);
    expect(copyKeys).toHaveLength(2);
    const { slug } = await json(await call(owner, "GET", `/api/organizations/${orgId}`), 200);
    await json(await call(owner, "DELETE", `/api/organizations/${orgId}`, { confirm: slug }), 200);
    for (const key of copyKeys) expect(await t.deps.blobs.get(key)).toBeNull();
    for (const key of originalKeys) expect(await t.deps.blobs.get(key)).not.toBeNull();
  });
});
