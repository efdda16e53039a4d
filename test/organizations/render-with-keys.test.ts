// POST /api/render with an organization key is held to the key as every route is: its quota is spent (429
// quota_exhausted once used up), and an uploaded picture is shown only with `documents:read` — the organization's, never
// its maker's personal one; a narrow key still renders what names no picture. Found by a probe: a `webhooks`-only key
// with its quota spent got an organization picture's bytes inline.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { rgbPng } from "../png.js";
import { json, refused } from "./answers.js";

let t: TestApp;
let maker: CookieSession;
let orgId: string;
const pictures = { organization: { id: "", base64: "" }, personal: { id: "", base64: "" } };

type Headers = Record<string, string>;
const call = (headers: Headers, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, headers));
const render = (headers: Headers, assetId: string) =>
  call(headers, "POST", "/api/render", { source: `# Floor plan\n\n![Lobby](${assetId})` });
const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

async function upload(headers: Headers, rgb: [number, number, number]) {
  const png = rgbPng(4, 4, () => rgb);
  const id = (
    await json(
      await t.app.request("/api/assets", {
        method: "POST",
        headers: { ...headers, "content-type": "image/png" },
        body: new Uint8Array(png),
      }),
      201,
    )
  ).id as string;
  // What the answer would carry inline: the stored (stripped) bytes, read back as the owner sees them.
  const stored = Buffer.from(await (await t.app.request(`/api/assets/${id}`, { headers })).arrayBuffer()).toString(
    "base64",
  );
  return { id, base64: stored };
}
async function organizationKey(
  scopes: string[],
  quota?: { limit: number; refillSeconds: number },
): Promise<{ id: string; headers: Headers }> {
  const made = await json(
    await call(maker.headers, "POST", `/api/organizations/${orgId}/keys`, {
      name: scopes.join("+"),
      scopes,
      ...(quota ? { quota } : {}),
    }),
    201,
  );
  return { id: made.id, headers: bearer(made.key) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_RENDER_PER_MINUTE: "1000" } });
  maker = await signInWithCookie(t);
  pictures.personal = await upload(maker.headers, [200, 30, 30]);
  orgId = (await json(await call(maker.headers, "POST", "/api/organizations", { name: "Atrium architects" }), 201)).id;
  pictures.organization = await upload(
    (await organizationKey(["documents:write", "documents:read"])).headers,
    [30, 30, 200],
  );
});
afterAll(async () => t?.close());

describe("POST /api/render with an organization key", () => {
  it("spends the key's quota: once used up, 429 quota_exhausted with Retry-After — and no picture", async () => {
    const key = await organizationKey(["webhooks"], { limit: 1, refillSeconds: 3600 });
    await json(await call(key.headers, "GET", "/api/webhooks"), 200);
    const spent = await render(key.headers, pictures.organization.id);
    const answer = await refused(spent, 429, "quota_exhausted");
    expect(Number(spent.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(JSON.stringify(answer)).not.toContain(pictures.organization.base64);
  });

  it("counts each render against the quota, with or without a picture", async () => {
    const key = await organizationKey(["documents:read"], { limit: 5, refillSeconds: 3600 });
    await json(await call(key.headers, "POST", "/api/render", { source: "# Plain\n\nNo pictures." }), 200);
    await json(await render(key.headers, pictures.organization.id), 200);
    const usage = await json(await call(key.headers, "GET", "/api/usage"), 200);
    expect(usage.key.quota.remaining).toBe(2);
    expect(usage.limits.RENDER.minute.used).toBe(2);
  });

  it("refuses a picture to a key without documents:read, naming the scope; a source without one renders", async () => {
    const key = await organizationKey(["webhooks"]);
    const refusal = await refused(await render(key.headers, pictures.organization.id), 403, "forbidden");
    expect(refusal.message).toMatch(/`documents:read`/);
    expect(JSON.stringify(refusal)).not.toContain(pictures.organization.base64);
    const plain = await json(
      await call(key.headers, "POST", "/api/render", { source: "# Plain\n\nNo pictures." }),
      200,
    );
    expect(plain.title).toBe("Plain");
  });

  it("shows the organization's picture with documents:read, and never the maker's personal one", async () => {
    const key = await organizationKey(["documents:read"]);
    const shown = await json(await render(key.headers, pictures.organization.id), 200);
    expect(shown.html).toContain(pictures.organization.base64);
    const personal = await json(await render(key.headers, pictures.personal.id), 200);
    expect(personal.html).not.toContain(pictures.personal.base64);
    expect(personal.warnings.join(" ")).toMatch(/is not an image in this space/);
    // The maker, in their personal space, still sees their own.
    expect((await json(await render(maker.headers, pictures.personal.id), 200)).html).toContain(
      pictures.personal.base64,
    );
  });
});
