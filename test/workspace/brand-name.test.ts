// A document made on a brand carries the brand's id and name in its summary and in the document itself, on SQLite and
// PostgreSQL: the name as the brand is called now (a new version's name follows), null once the brand is deleted (its
// id stays) or when the document has moved out of the brand's space; a document made on no brand has null for both.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { thirdPartyFile } from "../fixtures.js";
import { jsonRequest, type TestApp } from "../harness.js";
import { DIALECTS } from "../pg.js";
import { createDoc, DOCS, openWorkspaceApp, type DocumentBody } from "./workspace-app.js";

const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const TEMPLATE = readFileSync(thirdPartyFile("brands/pypptx-default-4x3.pptx"));
const deck = (title: string) => ({
  kind: "deck",
  title,
  slides: [
    { layout: "title", title },
    { layout: "bullets", title: "Points", bullets: ["One", "Two"] },
  ],
});

describe.each(DIALECTS)("a document's brand on %s", (dialect) => {
  let t: TestApp;
  let owner: CookieSession;
  beforeAll(async () => {
    t = await openWorkspaceApp(dialect);
    owner = await signInWithCookie(t);
  });
  afterAll(async () => t?.close());

  const request = (method: string, path: string, body?: unknown) =>
    t.app.request(path, jsonRequest(method, body, owner.headers));
  const upload = async (name: string, method = "POST", path = "/api/brands") => {
    const res = await t.app.request(`${path}?name=${encodeURIComponent(name)}`, {
      method,
      headers: { ...owner.headers, "content-type": PPTX },
      body: TEMPLATE,
    });
    expect(res.status, await res.clone().text()).toBe(method === "POST" ? 201 : 200);
    return ((await res.json()) as { brand: { id: string } }).brand.id;
  };
  /** A deck generated on the brand and saved; its id. */
  const generated = async (brandId: string, title: string) => {
    const res = await request("POST", `/api/brands/${brandId}/generate`, { source: deck(title), save: true });
    expect(res.status, await res.clone().text()).toBe(200);
    await res.arrayBuffer();
    return res.headers.get("x-document-id")!;
  };
  const listed = async () => ((await (await request("GET", DOCS)).json()) as { items: DocumentBody[] }).items;
  const read = async (id: string) =>
    ((await (await request("GET", `${DOCS}/${id}`)).json()) as { document: DocumentBody }).document;

  test("the list and the document name the brand a deck was made on; other documents name none", async () => {
    const brandId = await upload("Bean & Bloom 2026");
    const onBrand = await generated(brandId, "Wholesale pitch");
    const plain = await createDoc(t, owner.headers, { kind: "deck", title: "Plain deck", source: deck("Plain deck") });
    expect(plain).toMatchObject({ brandId: null, brandName: null });
    const items = await listed();
    expect(items.find((d) => d.id === onBrand)).toMatchObject({
      origin: "brand",
      brandId,
      brandName: "Bean & Bloom 2026",
    });
    expect(items.find((d) => d.id === plain.id)).toMatchObject({ brandId: null, brandName: null });
    expect(await read(onBrand)).toMatchObject({ brandId, brandName: "Bean & Bloom 2026" });
  });

  test("follows the brand's new name, and keeps the id with a null name once the brand is deleted", async () => {
    const brandId = await upload("Harbour ferries");
    const id = await generated(brandId, "Ridership");
    await upload("Harbour ferries (2027)", "PUT", `/api/brands/${brandId}`);
    expect((await listed()).find((d) => d.id === id)).toMatchObject({ brandId, brandName: "Harbour ferries (2027)" });
    expect((await request("DELETE", `/api/brands/${brandId}`)).status).toBe(200);
    expect((await listed()).find((d) => d.id === id)).toMatchObject({ brandId, brandName: null });
    expect(await read(id)).toMatchObject({ brandId, brandName: null });
    // Renaming the deck now (its brand gone) works and still names no brand.
    const renamed = (
      (await (await request("PATCH", `${DOCS}/${id}`, { title: "Ridership 2026" })).json()) as {
        document: DocumentBody;
      }
    ).document;
    expect(renamed).toMatchObject({ title: "Ridership 2026", brandId, brandName: null });
  });

  test("a deck moved to an organization names no brand there: the brand stayed in the space it left", async () => {
    const brandId = await upload("Personal kit");
    const id = await generated(brandId, "Moving deck");
    const org = ((await (await request("POST", "/api/organizations", { name: "Moves Ltd" })).json()) as { id: string })
      .id;
    const moved = (
      (await (await request("POST", `${DOCS}/${id}/move`, { organizationId: org })).json()) as {
        document: DocumentBody;
      }
    ).document;
    expect(moved).toMatchObject({ brandId, brandName: null });
    await request("PUT", "/api/organizations/active", { organizationId: org });
    expect((await listed()).find((d) => d.id === id)).toMatchObject({ brandId, brandName: null });
    await request("PUT", "/api/organizations/active", { organizationId: null });
  });
});
