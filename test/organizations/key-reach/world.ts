// The world the key-reach suite calls into: an organization with one of each thing (a deck, a picture, a brand, a
// finished job, a webhook and a delivery), and two makers of its keys — one still an admin, one who has left — each
// with a personal space holding the same kinds of things, marked so that any answer showing them is caught.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { KEY_SCOPES, type KeyScope } from "../../../src/auth/api-keys/key-scopes.js";
import { signInWithCookie, type CookieSession } from "../../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../../harness.js";
import { rgbPng } from "../../png.js";

export type Headers = Record<string, string>;
/** The keys a maker issues: one of each single scope, and one with every scope. */
export type KeyName = KeyScope | "all";
export const KEY_NAMES: readonly KeyName[] = [...KEY_SCOPES, "all"];

/** One space's things, by id; `marks` are strings that appear only in this space's things (titles, text, bytes, URLs). */
export interface Things {
  deck: string;
  asset: string;
  brand: string;
  job: string;
  hook: string;
  delivery: string;
  /** A share link of the deck, and its token. */
  share: string;
  shareToken: string;
  marks: string[];
}

export interface Maker {
  label: string;
  session: CookieSession;
  personal: Things;
  keys: Record<KeyName, Headers>;
}

export interface World {
  t: TestApp;
  owner: CookieSession;
  orgId: string;
  org: Things & { assetBase64: string; deckText: string };
  makers: Maker[];
  /** Things made afresh in the organization for a call that deletes or cancels one. */
  fresh: {
    deck(): Promise<string>;
    asset(): Promise<string>;
    brand(): Promise<string>;
    hook(): Promise<string>;
    queuedJob(): Promise<string>;
  };
  /** A picture of the space's own colour (the organization's is blue, a personal one red). */
  png(): Buffer;
  template: Uint8Array<ArrayBuffer>;
  showcaseId: string;
}

const TEMPLATE = new Uint8Array(readFileSync(new URL("../../../assets/themes/light.pptx", import.meta.url)));
const LIMITS = [
  "SHARED",
  "WORKSPACE",
  "BRANDS",
  "ASSETS",
  "GENERATE",
  "BATCH",
  "WEBHOOKS",
  "EXPORT",
  "AGENT",
  "RENDER",
  "IMPORT",
  "ONBOARDING",
  "MAGIC_LINK",
];

async function ok(res: Response, status: number): Promise<any> {
  if (res.status !== status) throw new Error(`setup: ${res.url} answered ${res.status} ${await res.text()}`);
  return res.json();
}

/** Makes one of each thing in the space `headers` works in, its texts carrying `mark`. */
async function fill(
  t: TestApp,
  headers: Headers,
  mark: string,
  rgb: [number, number, number],
): Promise<Things & { assetBase64: string; deckText: string }> {
  const send = (method: string, path: string, body?: unknown) =>
    t.app.request(path, jsonRequest(method, body, headers));
  const deckText = `${mark}-figures`;
  const deck = {
    kind: "deck",
    title: `${mark} plan`,
    slides: [
      { layout: "title", title: `${mark} plan` },
      { layout: "bullets", title: "Steps", bullets: [deckText, "Second step"] },
    ],
  };
  const docId = (
    await ok(await send("POST", "/api/workspace/documents", { kind: "deck", title: deck.title, source: deck }), 201)
  ).document.id;
  const png = rgbPng(4, 4, () => rgb);
  const asset = (
    await ok(
      await t.app.request("/api/assets", {
        method: "POST",
        headers: { ...headers, "content-type": "image/png" },
        body: new Uint8Array(png),
      }),
      201,
    )
  ).id;
  const assetBase64 = Buffer.from(
    await (await t.app.request(`/api/assets/${asset}`, { headers })).arrayBuffer(),
  ).toString("base64");
  const form = new FormData();
  form.append("file", new File([TEMPLATE], "light.pptx"));
  form.append("name", `${mark} brand`);
  const brand = (await ok(await t.app.request("/api/brands", { method: "POST", headers, body: form }), 201)).brand.id;
  // A finished job: a streamed batch is worked by its own request.
  const batch = await t.app.request(
    `/api/brands/${brand}/batch`,
    jsonRequest(
      "POST",
      { items: [{ source: `# ${mark} deck\n\n---\n\n## ${deckText}`, filename: `${mark}-deck` }] },
      headers,
    ),
  );
  if (batch.status !== 200) throw new Error(`setup: batch ${batch.status}`);
  const job = batch.headers.get("x-job-id")!;
  await batch.arrayBuffer();
  const hook = (
    await ok(
      await send("POST", "/api/webhooks", {
        url: `http://127.0.0.1:9/${mark}`,
        events: ["document.created"],
        description: `${mark} hook`,
      }),
      201,
    )
  ).endpoint.id;
  const delivery = (await ok(await send("POST", `/api/webhooks/${hook}/test`), 202)).delivery.id;
  const shared = await ok(
    await send("POST", `/api/workspace/documents/${docId}/shares`, { label: `${mark} link` }),
    201,
  );
  const shareToken = new URL(shared.url as string).pathname.split("/")[2]!;
  return {
    deck: docId,
    asset,
    brand,
    job,
    hook,
    delivery,
    share: shared.share.id,
    shareToken,
    assetBase64,
    deckText,
    marks: [mark, docId, asset, assetBase64, brand, job, hook, delivery, shared.share.id, shareToken],
  };
}

async function issueKeys(t: TestApp, maker: CookieSession, orgId: string): Promise<Record<KeyName, Headers>> {
  const keys = {} as Record<KeyName, Headers>;
  for (const name of KEY_NAMES) {
    const scopes = name === "all" ? [...KEY_SCOPES] : [name];
    const made = await ok(
      await t.app.request(
        `/api/organizations/${orgId}/keys`,
        jsonRequest("POST", { name: `${name} key`, scopes }, maker.headers),
      ),
      201,
    );
    keys[name] = { authorization: `Bearer ${made.key}` };
  }
  return keys;
}

/** Builds the world on a fresh app; the leaving maker leaves after issuing their keys. */
export async function buildWorld(): Promise<World> {
  const env = Object.fromEntries(LIMITS.map((n) => [`RATE_LIMIT_${n}_PER_MINUTE`, "100000"]));
  const t = await createTestApp({ env: { ...env, JOB_CONCURRENCY: "0", WEBHOOK_ALLOW_HOSTS: "http://127.0.0.1:9" } });
  const [owner, staying, leaving] = [await signInWithCookie(t), await signInWithCookie(t), await signInWithCookie(t)];
  const orgId = (
    await ok(
      await t.app.request("/api/organizations", jsonRequest("POST", { name: "Harbour authority" }, owner.headers)),
      201,
    )
  ).id;
  const makers: Maker[] = [];
  for (const [label, session] of [
    ["staying", staying],
    ["left", leaving],
  ] as const) {
    const invitation = await ok(
      await t.app.request(
        `/api/organizations/${orgId}/invitations`,
        jsonRequest("POST", { email: session.email, role: "admin" }, owner.headers),
      ),
      201,
    );
    await ok(
      await t.app.request(`/api/invitations/${invitation.id}/accept`, jsonRequest("POST", undefined, session.headers)),
      200,
    );
    // Accepting switched the session into the organization; the maker's own things go in the personal space.
    await ok(
      await t.app.request("/api/organizations/active", jsonRequest("PUT", { organizationId: null }, session.headers)),
      200,
    );
    const personal = await fill(
      t,
      session.headers,
      `PERSONAL-${label}-${randomBytes(4).toString("hex")}`,
      [200, 40, 40],
    );
    makers.push({ label, session, personal, keys: await issueKeys(t, session, orgId) });
  }
  await ok(
    await t.app.request(`/api/organizations/${orgId}/leave`, jsonRequest("POST", undefined, leaving.headers)),
    200,
  );
  await ok(
    await t.app.request("/api/organizations/active", jsonRequest("PUT", { organizationId: orgId }, owner.headers)),
    200,
  );
  const org = await fill(t, owner.headers, `ORG-${randomBytes(4).toString("hex")}`, [40, 40, 200]);
  // Its sharing setting set once, so the space holds a settings row too.
  await ok(
    await t.app.request(`/api/organizations/${orgId}`, jsonRequest("PATCH", { sharing: true }, owner.headers)),
    200,
  );
  const inOrg = (method: string, path: string, body?: unknown) =>
    t.app.request(path, jsonRequest(method, body, owner.headers));
  const fresh = {
    deck: async () =>
      (
        await ok(
          await inOrg("POST", "/api/workspace/documents", {
            kind: "deck",
            title: "Scratch",
            source: "# Scratch\n\n---\n\n## To change\n\n- Open the Leith shop\n- Hire two bakers",
          }),
          201,
        )
      ).document.id,
    asset: async () =>
      (
        await ok(
          await t.app.request("/api/assets", {
            method: "POST",
            headers: { ...owner.headers, "content-type": "image/png" },
            body: new Uint8Array(rgbPng(2, 2, () => [1, 2, 3])),
          }),
          201,
        )
      ).id,
    brand: async () => {
      const form = new FormData();
      form.append("file", new File([TEMPLATE], "light.pptx"));
      return (await ok(await t.app.request("/api/brands", { method: "POST", headers: owner.headers, body: form }), 201))
        .brand.id;
    },
    hook: async () =>
      (
        await ok(
          await inOrg("POST", "/api/webhooks", { url: "http://127.0.0.1:9/scratch", events: ["brand.created"] }),
          201,
        )
      ).endpoint.id,
    queuedJob: async () =>
      (
        await ok(
          await inOrg("POST", `/api/brands/${org.brand}/batch`, {
            items: [{ source: "# Queued\n\n---\n\n## Waits" }],
            async: true,
          }),
          202,
        )
      ).job.id,
  };
  const showcaseId = (await ok(await t.app.request("/api/showcase"), 200)).items[0].id;
  return {
    t,
    owner,
    orgId,
    org,
    makers,
    fresh,
    png: () => rgbPng(3, 3, () => [40, 200, 40]),
    template: TEMPLATE,
    showcaseId,
  };
}

/** Everything of a personal space a call could change: its rows by id and version, and its owner's onboarding. */
export async function personalState(t: TestApp, maker: Maker): Promise<string> {
  const db = t.deps.database.db as any;
  const space = maker.session.userId;
  const rows = async (table: string, columns: string[]) =>
    (await db.selectFrom(table).select(columns).where("spaceId", "=", space).orderBy("id").execute()).map((r: object) =>
      Object.values(r).join("@"),
    );
  return JSON.stringify({
    documents: await rows("document", ["id", "version", "title"]),
    assets: await rows("asset", ["id", "name", "tags"]),
    brands: await rows("brand", ["id", "version", "name"]),
    jobs: await rows("job", ["id", "state"]),
    hooks: await rows("webhook_endpoint", ["id", "url", "enabled", "description"]),
    onboarding: (await t.deps.repos.onboarding.get(space)) ?? null,
  });
}
