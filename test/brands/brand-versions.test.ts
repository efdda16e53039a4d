// Brand kits with versions on SQLite: replacing a template keeps the brand's id and adds a version; generate uses the
// latest unless brandVersion pins one; a saved deck records its version and exports on it; older versions stay
// readable; in an organization only owners and admins replace; deleting a brand deletes every version's template.
import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobKeyFor } from "../../src/brands/brand-deps.js";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";

const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const template = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../assets/themes/${name}.pptx`, import.meta.url)));
const themeXml = (pptx: Uint8Array) => new TextDecoder().decode(unzipSync(pptx)["ppt/theme/theme1.xml"]!);
const DECK = {
  kind: "deck",
  title: "Spring menu",
  slides: [
    { layout: "title", title: "Spring menu" },
    { layout: "bullets", title: "New roasts", bullets: ["Ethiopia Guji", "Colombia Huila"] },
  ],
};

let t: TestApp;
let owner: CookieSession;
let member: CookieSession;

type Who = { headers: Record<string, string> };
const call = (who: Who, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, who.headers));
const upload = (who: Who, method: "POST" | "PUT", path: string, bytes: Uint8Array, name?: string) => {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], "template.pptx", { type: PPTX }));
  if (name) form.append("name", name);
  return t.app.request(path, { method, headers: who.headers, body: form });
};
async function json(res: Response, status: number) {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as any;
}

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100",
      RATE_LIMIT_BRANDS_PER_MINUTE: "100",
      RATE_LIMIT_GENERATE_PER_MINUTE: "100",
    },
  });
  owner = await signInWithCookie(t);
  member = await signInWithCookie(t);
});
afterAll(async () => t?.close());

describe("brand versions", () => {
  let brandId: string;

  it("replaces a template under the same id as the next version, and keeps every version readable", async () => {
    const v1 = (await json(await upload(owner, "POST", "/api/brands", template("ocean"), "Bean & Bloom"), 201)).brand;
    brandId = v1.id;
    expect(v1.version).toBe(1);
    const v2 = (await json(await upload(owner, "PUT", `/api/brands/${brandId}`, template("forest")), 200)).brand;
    expect(v2).toMatchObject({ id: brandId, version: 2, name: "Bean & Bloom" });
    expect(v2.sha256).not.toBe(v1.sha256);
    expect(
      (await json(await call(owner, "GET", "/api/brands"), 200)).items.map((b: { id: string; version: number }) => [
        b.id,
        b.version,
      ]),
    ).toEqual([[brandId, 2]]);
    const versions = (await json(await call(owner, "GET", `/api/brands/${brandId}/versions`), 200)).items;
    expect(
      versions.map((v: { version: number; sha256: string; createdBy: string }) => [v.version, v.sha256, v.createdBy]),
    ).toEqual([
      [2, v2.sha256, owner.userId],
      [1, v1.sha256, owner.userId],
    ]);
    expect((await json(await call(owner, "GET", `/api/brands/${brandId}/versions/1`), 200)).brand).toMatchObject({
      id: brandId,
      version: 1,
      sha256: v1.sha256,
      theme: v1.theme,
    });
    expect((await json(await call(owner, "GET", `/api/brands/${brandId}/versions/3`), 404)).error).toBe("not_found");
    expect((await json(await call(member, "GET", `/api/brands/${brandId}/versions`), 404)).error).toBe("not_found");
    expect((await json(await upload(member, "PUT", `/api/brands/${brandId}`, template("mono")), 404)).error).toBe(
      "not_found",
    );
    // A refused upload changes nothing.
    expect(
      (await json(await upload(owner, "PUT", `/api/brands/${brandId}`, new TextEncoder().encode("not a pptx")), 400))
        .error,
    ).toBe("invalid_template");
    expect((await json(await call(owner, "GET", `/api/brands/${brandId}`), 200)).brand.version).toBe(2);
  });

  it("generates on the latest version unless brandVersion pins one; a saved deck records its version and exports on it", async () => {
    const latest = await t.app.request(
      `/api/brands/${brandId}/generate`,
      jsonRequest("POST", { source: DECK }, owner.headers),
    );
    expect(latest.status).toBe(200);
    expect(latest.headers.get("x-brand-version")).toBe("2");
    const pinned = await t.app.request(
      `/api/brands/${brandId}/generate`,
      jsonRequest("POST", { source: DECK, brandVersion: 1, save: true }, owner.headers),
    );
    expect(pinned.status, await pinned.clone().text()).toBe(200);
    expect(pinned.headers.get("x-brand-version")).toBe("1");
    const v1Theme = themeXml(template("ocean"));
    expect(themeXml(new Uint8Array(await pinned.arrayBuffer()))).toBe(v1Theme);
    expect(themeXml(new Uint8Array(await latest.arrayBuffer()))).toBe(themeXml(template("forest")));

    const documentId = pinned.headers.get("x-document-id")!;
    const saved = (await json(await call(owner, "GET", `/api/workspace/documents/${documentId}`), 200)).document;
    expect(saved).toMatchObject({ brandId, brandVersion: 1 });
    const exported = await t.app.request(
      "/api/export",
      jsonRequest("POST", { documentId, format: "pptx" }, owner.headers),
    );
    expect(exported.status, await exported.clone().text()).toBe(200);
    expect(themeXml(new Uint8Array(await exported.arrayBuffer()))).toBe(v1Theme);

    const bad = await json(
      await t.app.request(
        `/api/brands/${brandId}/generate`,
        jsonRequest("POST", { source: DECK, brandVersion: 9 }, owner.headers),
      ),
      400,
    );
    expect(bad).toMatchObject({ error: "invalid_request", details: [{ path: "brandVersion" }] });
  });

  it("keeps a job on the version current when it was submitted", async () => {
    const res = await t.app.request(
      `/api/brands/${brandId}/batch`,
      jsonRequest("POST", { items: [{ source: DECK }], async: true }, owner.headers),
    );
    const job = (await json(res, 202)).job;
    const row = await t.deps.database.db
      .selectFrom("job")
      .select("options")
      .where("id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.options)).toEqual({ brandVersion: 2 });
    const pinned = await t.app.request(
      `/api/brands/${brandId}/batch`,
      jsonRequest("POST", { items: [{ source: DECK }], async: true, brandVersion: 1 }, owner.headers),
    );
    const pinnedRow = await t.deps.database.db
      .selectFrom("job")
      .select("options")
      .where("id", "=", (await json(pinned, 202)).job.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(pinnedRow.options)).toEqual({ brandVersion: 1 });
  });

  it("lets only owners and admins of an organization replace its brand, and audits it", async () => {
    const orgId = (await json(await call(owner, "POST", "/api/organizations", { name: "Bean & Bloom" }), 201)).id;
    const invitation = await json(
      await call(owner, "POST", `/api/organizations/${orgId}/invitations`, { email: member.email, role: "member" }),
      201,
    );
    await json(await call(member, "POST", `/api/invitations/${invitation.id}/accept`), 200);
    await json(await call(owner, "PUT", "/api/organizations/active", { organizationId: orgId }), 200);
    const kit = (await json(await upload(owner, "POST", "/api/brands", template("light"), "Company kit"), 201)).brand;
    expect((await json(await upload(member, "PUT", `/api/brands/${kit.id}`, template("dark")), 403)).error).toBe(
      "forbidden",
    );
    const generated = await t.app.request(
      `/api/brands/${kit.id}/generate`,
      jsonRequest("POST", { source: DECK }, member.headers),
    );
    expect(generated.status).toBe(200);
    expect((await json(await upload(owner, "PUT", `/api/brands/${kit.id}`, template("dark")), 200)).brand.version).toBe(
      2,
    );
    const log = (await json(await call(owner, "GET", `/api/organizations/${orgId}/audit`), 200)).items;
    expect(log[0]).toMatchObject({ action: "brand.replaced", targetId: kit.id, data: { version: 2 } });
  });

  it("deletes every version's template with the brand", async () => {
    await call(owner, "PUT", "/api/organizations/active", { organizationId: null });
    expect(await t.deps.blobs.get(blobKeyFor(brandId, 1))).not.toBeNull();
    expect(await t.deps.blobs.get(blobKeyFor(brandId, 2))).not.toBeNull();
    await json(await call(owner, "DELETE", `/api/brands/${brandId}`), 200);
    expect(await t.deps.blobs.get(blobKeyFor(brandId, 1))).toBeNull();
    expect(await t.deps.blobs.get(blobKeyFor(brandId, 2))).toBeNull();
  });
});
