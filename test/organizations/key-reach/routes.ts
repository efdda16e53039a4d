// Every route of the OpenAPI document, and how the key-reach suite calls it: a route an organization key works on, by
// its variants — each the scopes it needs (the route's own, and those of what it uses: attachments, documentId, a
// picture, saving, a brand), what it answers the organization, and what it answers with a maker's personal ids —, a
// route for people (403 for every organization key, saying why), or a public route (the key is not read).
import type { KeyScope } from "../../../src/auth/api-keys/key-scopes.js";
import type { Headers, World } from "./world.js";

/** The ids a call names: the organization's things, or a maker's personal ones. */
export interface Ids {
  deck: string;
  asset: string;
  brand: string;
  job: string;
  hook: string;
  delivery: string;
  share: string;
}

export interface Call {
  method: string;
  path: string;
  /** JSON body; or `form` (multipart), or `raw` (a body with its own type). */
  body?: unknown;
  form?: () => FormData;
  raw?: { type: string; bytes: Uint8Array };
  headers?: Headers;
}

export interface Variant {
  label: string;
  /** Every scope the call needs; [] for any key. */
  needs: readonly KeyScope[];
  call(ids: Ids, w: World): Call;
  /** The answers a key with every scope needed gets, naming the organization's things. */
  ok: readonly number[];
  /** What the organization's answer must show of the organization (its text, decoded), to a key of `scopes`. */
  shows?(text: string, w: World, scopes: readonly KeyScope[]): void;
  /** Status with a maker's personal ids instead (null: the call names no id). */
  personal: number | null;
  /** The call deletes or cancels its target: a fresh one is made for each call that may succeed. */
  consumes?: "deck" | "asset" | "brand" | "hook" | "job";
  /** An MCP tool call: refusals come as tool errors inside a 200. */
  mcp?: true;
}

export type RouteSpec =
  | { kind: "scoped"; variants: Variant[] }
  | { kind: "people"; why: RegExp; call(w: World): Call }
  | { kind: "public"; call(w: World): Call };

const contains =
  (...parts: ((w: World) => string)[]) =>
  (text: string, w: World) => {
    for (const part of parts)
      if (!text.includes(part(w))) throw new Error(`the answer does not show ${part(w).slice(0, 40)}…`);
  };
const MARK = (w: World) => w.org.marks[0]!;
const DECK_TEXT = (w: World) => w.org.deckText;
const PICTURE = (w: World) => w.org.assetBase64;
const ID = (key: keyof Ids) => (w: World) => w.org[key] as string;
const DECK_MD = "# Harbour plan\n\n---\n\n## Steps\n\n- Ramp\n- Crossing";
const PROMPT = "A short deck about the harbour's plans for the board";

/** Usage is the key's own: its organization, and job counts of its own jobs — none for a key that may submit none. */
function keysOwnUsage(text: string, w: World, scopes: readonly KeyScope[]) {
  const usage = JSON.parse(text) as {
    subject: string;
    organization: { id: string };
    jobs: Record<string, { used: number }>;
  };
  if (usage.subject !== "key" || usage.organization.id !== w.orgId)
    throw new Error(`not the key's own usage: ${text.slice(0, 200)}`);
  const counted = Object.values(usage.jobs).map((c) => c.used);
  if (!scopes.includes("brands:generate") && counted.some((n) => n > 0))
    throw new Error(`job counts of another's jobs: ${JSON.stringify(usage.jobs)}`);
}

const v = (
  label: string,
  needs: readonly KeyScope[],
  call: Variant["call"],
  rest: Partial<Omit<Variant, "label" | "needs" | "call">> = {},
): Variant => ({ label, needs, call, ok: [200], personal: 404, ...rest });
const scoped = (...variants: Variant[]): RouteSpec => ({ kind: "scoped", variants });
const get = (path: string): Call => ({ method: "GET", path });
const post = (path: string, body?: unknown): Call => ({ method: "POST", path, body });
const template = (w: World) => () => {
  const form = new FormData();
  form.append("file", new File([w.template], "light.pptx"));
  return form;
};
const mcp = (tool: string, args: Record<string, unknown>): Call => ({
  method: "POST",
  path: "/api/mcp",
  body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: tool, arguments: args } },
  headers: { accept: "application/json, text/event-stream" },
});
const tool = (
  label: string,
  needs: readonly KeyScope[],
  call: Variant["call"],
  shows?: Variant["shows"],
  personal: number | null = null,
): Variant => ({ label, needs, call, ok: [200], personal, mcp: true, ...(shows ? { shows } : {}) });

const PEOPLE = /managed by people|managed from a signed-in session|signed-in session|Sign-out ends a signed-in session/;
const people = (call: (w: World) => Call, why = PEOPLE): RouteSpec => ({ kind: "people", why, call });
const ONBOARDING = /a person's own workspace: an organization API key works in its organization's space only/;
const open = (call: (w: World) => Call): RouteSpec => ({ kind: "public", call });
const NO_KEY = "key_00000000000000000000000000";

export const ROUTES: Record<string, RouteSpec> = {
  "GET /api/health": open(() => get("/api/health")),
  "GET /api/openapi.json": open(() => get("/api/openapi.json")),
  "GET /api/docs": open(() => get("/api/docs")),
  "GET /api/metrics": open(() => get("/api/metrics")),
  "GET /api/themes": open(() => get("/api/themes")),
  "GET /api/showcase": open(() => get("/api/showcase")),
  "GET /api/showcase/{demo_id}": open((w) => get(`/api/showcase/${w.showcaseId}`)),
  "POST /api/agent/demo": open(() => post("/api/agent/demo", { prompt: PROMPT })),
  "GET /api/auth/providers": open(() => get("/api/auth/providers")),
  "GET /api/auth/get-session": open(() => get("/api/auth/get-session")),
  "POST /api/auth/sign-in/magic-link": open(() =>
    post("/api/auth/sign-in/magic-link", { email: "someone@example.test" }),
  ),
  "GET /api/auth/magic-link/verify": open(() => get("/api/auth/magic-link/verify?token=nothing")),
  "GET /api/auth/sign-in/social": open(() => get("/api/auth/sign-in/social?provider=github")),

  "POST /api/auth/sign-out": people(() => post("/api/auth/sign-out")),
  "POST /api/auth/api-key/create": people(
    () => post("/api/auth/api-key/create", { name: "more" }),
    /created from a signed-in session/,
  ),
  "GET /api/auth/api-key/list": people(() => get("/api/auth/api-key/list")),
  "POST /api/auth/api-key/update": people(() => post("/api/auth/api-key/update", { keyId: NO_KEY, apiVersion: null })),
  "POST /api/auth/api-key/delete": people(() => post("/api/auth/api-key/delete", { keyId: NO_KEY })),
  "POST /api/workspace/documents/{id}/move": people(
    (w) => post(`/api/workspace/documents/${w.org.deck}/move`, { organizationId: null }),
    /takes a signed-in session/,
  ),
  "GET /api/organizations": people(() => get("/api/organizations")),
  "POST /api/organizations": people(() => post("/api/organizations", { name: "Another" })),
  "PUT /api/organizations/active": people(() => ({
    method: "PUT",
    path: "/api/organizations/active",
    body: { organizationId: null },
  })),
  "GET /api/organizations/{id}": people((w) => get(`/api/organizations/${w.orgId}`)),
  "PATCH /api/organizations/{id}": people((w) => ({
    method: "PATCH",
    path: `/api/organizations/${w.orgId}`,
    body: { name: "Renamed" },
  })),
  "DELETE /api/organizations/{id}": people((w) => ({ method: "DELETE", path: `/api/organizations/${w.orgId}` })),
  "GET /api/organizations/{id}/members": people((w) => get(`/api/organizations/${w.orgId}/members`)),
  "PATCH /api/organizations/{id}/members/{memberId}": people((w) => ({
    method: "PATCH",
    path: `/api/organizations/${w.orgId}/members/m1`,
    body: { role: "owner" },
  })),
  "DELETE /api/organizations/{id}/members/{memberId}": people((w) => ({
    method: "DELETE",
    path: `/api/organizations/${w.orgId}/members/m1`,
  })),
  "POST /api/organizations/{id}/leave": people((w) => post(`/api/organizations/${w.orgId}/leave`)),
  "POST /api/organizations/{id}/invitations": people((w) =>
    post(`/api/organizations/${w.orgId}/invitations`, { email: "x@example.test", role: "owner" }),
  ),
  "GET /api/organizations/{id}/invitations": people((w) => get(`/api/organizations/${w.orgId}/invitations`)),
  "DELETE /api/organizations/{id}/invitations/{invitationId}": people((w) => ({
    method: "DELETE",
    path: `/api/organizations/${w.orgId}/invitations/i1`,
  })),
  "GET /api/invitations/{invitationId}": people(() => get("/api/invitations/i1")),
  "POST /api/invitations/{invitationId}/accept": people(() => post("/api/invitations/i1/accept")),
  "POST /api/organizations/{id}/keys": people((w) =>
    post(`/api/organizations/${w.orgId}/keys`, { name: "more", scopes: ["documents:read"] }),
  ),
  "GET /api/organizations/{id}/keys": people((w) => get(`/api/organizations/${w.orgId}/keys`)),
  "DELETE /api/organizations/{id}/keys/{keyId}": people((w) => ({
    method: "DELETE",
    path: `/api/organizations/${w.orgId}/keys/${NO_KEY}`,
  })),
  "GET /api/organizations/{id}/audit": people((w) => get(`/api/organizations/${w.orgId}/audit`)),
  "GET /api/onboarding": people(() => get("/api/onboarding"), ONBOARDING),
  "POST /api/onboarding/seed": people(() => post("/api/onboarding/seed", {}), ONBOARDING),
  "POST /api/onboarding/reset": people(() => post("/api/onboarding/reset", { confirm: true }), ONBOARDING),

  "GET /api/workspace/documents": scoped(
    // Searched by title: the keys' own documents soon fill the first page.
    v("list", ["documents:read"], (_i, w) => get(`/api/workspace/documents?q=${MARK(w)}`), {
      personal: null,
      shows: contains(MARK),
    }),
    v("one by ?id=", ["documents:read"], (i) => get(`/api/workspace/documents?id=${i.deck}`), {
      shows: contains(DECK_TEXT),
    }),
  ),
  "POST /api/workspace/documents": scoped(
    v(
      "create",
      ["documents:write"],
      () => post("/api/workspace/documents", { kind: "doc", title: "Made by a key", source: "# Made by a key" }),
      { ok: [201], personal: null },
    ),
    v(
      "update",
      ["documents:write"],
      (i) => post("/api/workspace/documents", { action: "update", id: i.deck, title: "Renamed by a key" }),
      { consumes: "deck" },
    ),
    v("delete", ["documents:write"], (i) => post("/api/workspace/documents", { action: "delete", id: i.deck }), {
      consumes: "deck",
    }),
  ),
  "GET /api/workspace/documents/{id}": scoped(
    v("read", ["documents:read"], (i) => get(`/api/workspace/documents/${i.deck}`), { shows: contains(DECK_TEXT) }),
  ),
  "PATCH /api/workspace/documents/{id}": scoped(
    v(
      "patch",
      ["documents:write"],
      (i) => ({ method: "PATCH", path: `/api/workspace/documents/${i.deck}`, body: { title: "Patched" } }),
      { consumes: "deck" },
    ),
  ),
  "DELETE /api/workspace/documents/{id}": scoped(
    v("delete", ["documents:write"], (i) => ({ method: "DELETE", path: `/api/workspace/documents/${i.deck}` }), {
      consumes: "deck",
    }),
  ),
  "GET /api/workspace/documents/{id}/slides/{n}.png": scoped(
    v("slide picture", ["documents:read"], (i) => get(`/api/workspace/documents/${i.deck}/slides/2.png?width=120`)),
  ),
  "GET /api/workspace/documents/{id}/quality": scoped(
    v("quality", ["documents:read"], (i) => get(`/api/workspace/documents/${i.deck}/quality`)),
  ),
  "GET /api/workspace/documents/{id}/versions": scoped(
    v("versions", ["documents:read"], (i) => get(`/api/workspace/documents/${i.deck}/versions`), {
      shows: contains(MARK),
    }),
  ),
  "GET /api/workspace/documents/{id}/versions/{n}": scoped(
    v("one version", ["documents:read"], (i) => get(`/api/workspace/documents/${i.deck}/versions/1`), {
      shows: contains(DECK_TEXT),
    }),
  ),
  "GET /api/workspace/documents/{id}/diff": scoped(
    v("diff", ["documents:read"], (i) => get(`/api/workspace/documents/${i.deck}/diff?from=1`)),
  ),
  "POST /api/workspace/documents/{id}/versions/{n}/restore": scoped(
    v("restore", ["documents:write"], (i) => post(`/api/workspace/documents/${i.deck}/versions/1/restore`, {}), {
      consumes: "deck",
    }),
  ),
  "POST /api/workspace/documents/{id}/edits": scoped(
    v(
      "edits",
      ["documents:write"],
      (i) =>
        post(`/api/workspace/documents/${i.deck}/edits`, {
          edits: [{ op: "rename", part: 2, title: "Renamed by a key" }],
        }),
      { consumes: "deck" },
    ),
  ),
  "GET /api/workspace/documents/{id}/slides/{n}/variants": scoped(
    v(
      "variants",
      ["documents:read"],
      (i) => get(`/api/workspace/documents/${i.deck}/slides/2/variants?pictures=false`),
      { shows: contains(DECK_TEXT) },
    ),
  ),
  "POST /api/workspace/documents/{id}/slides/{n}/variants/{k}": scoped(
    v(
      "apply a variant",
      ["documents:write"],
      (i) => post(`/api/workspace/documents/${i.deck}/slides/2/variants/1`, {}),
      { consumes: "deck" },
    ),
  ),
  "POST /api/workspace/documents/{id}/slides/{n}/regenerate": scoped(
    v(
      "regenerate",
      ["documents:write", "agent"],
      (i) => post(`/api/workspace/documents/${i.deck}/slides/2/regenerate`, {}),
      { consumes: "deck" },
    ),
  ),
  "POST /api/showcase/fork": scoped(
    v("fork", ["documents:write"], (_i, w) => post("/api/showcase/fork", { demoId: w.showcaseId }), {
      ok: [201],
      personal: null,
    }),
  ),

  "POST /api/render": scoped(
    v("no picture", [], () => post("/api/render", { source: DECK_MD, kind: "deck" }), { personal: null }),
    // A maker's personal picture is never shown: a placeholder, as for any image of another space.
    v("a picture", ["documents:read"], (i) => post("/api/render", { source: `# Yard\n\n![Yard](${i.asset})` }), {
      shows: contains(PICTURE),
      personal: 200,
    }),
  ),
  "POST /api/export": scoped(
    v("a document", ["documents:read"], (i) => post("/api/export", { documentId: i.deck, format: "md" }), {
      shows: contains(DECK_TEXT),
    }),
    v(
      "a picture in a source",
      ["documents:read"],
      (i) => post("/api/export", { source: `# Yard\n\n![Yard](${i.asset})`, format: "html" }),
      { shows: contains(PICTURE), personal: 200 },
    ),
    v("on a brand", ["documents:read", "brands:generate"], (i) =>
      post("/api/export", { source: DECK_MD, kind: "deck", format: "pptx", brandId: i.brand }),
    ),
  ),
  "POST /api/import": scoped(
    v(
      "read",
      ["documents:write"],
      () => ({
        method: "POST",
        path: "/api/import?filename=notes.md",
        raw: { type: "application/octet-stream", bytes: new TextEncoder().encode("# Notes\n\nImported.") },
      }),
      { personal: null },
    ),
    v(
      "saved",
      ["documents:write"],
      () => ({
        method: "POST",
        path: "/api/import?filename=notes.md&save=true",
        raw: { type: "application/octet-stream", bytes: new TextEncoder().encode("# Notes\n\nImported.") },
      }),
      { ok: [201], personal: null },
    ),
  ),
  "POST /api/agent": scoped(
    v("unsaved", ["agent"], () => post("/api/agent", { prompt: PROMPT, save: false }), { personal: null }),
    v("saved", ["agent", "documents:write"], () => post("/api/agent", { prompt: PROMPT }), { personal: null }),
    // Made from material, every slide cites its source: the attached document, by its title.
    v(
      "attachments",
      ["agent", "documents:read"],
      (i) => post("/api/agent", { prompt: PROMPT, attachments: [i.deck], save: false }),
      { shows: contains(MARK) },
    ),
    v(
      "documentId, unsaved",
      ["agent", "documents:read"],
      (i) => post("/api/agent", { prompt: "Add a slide about the risks", documentId: i.deck, save: false }),
      { shows: contains(DECK_TEXT) },
    ),
    v(
      "documentId, revised",
      ["agent", "documents:read", "documents:write"],
      (i) => post("/api/agent", { prompt: "Add a slide about the risks", documentId: i.deck }),
      { consumes: "deck" },
    ),
    v("brandId", ["agent", "brands:generate"], (i) =>
      post("/api/agent", { prompt: PROMPT, brandId: i.brand, save: false }),
    ),
  ),

  "POST /api/brands": scoped(
    v("upload", ["brands:manage"], (_i, w) => ({ method: "POST", path: "/api/brands", form: template(w) }), {
      ok: [201],
      personal: null,
    }),
  ),
  "GET /api/brands": scoped(
    v("list", ["brands:generate"], () => get("/api/brands"), { personal: null, shows: contains(MARK) }),
  ),
  "GET /api/brands/{brand_id}": scoped(
    v("read", ["brands:generate"], (i) => get(`/api/brands/${i.brand}`), { shows: contains(MARK) }),
  ),
  "PUT /api/brands/{brand_id}": scoped(
    v("replace", ["brands:manage"], (i, w) => ({ method: "PUT", path: `/api/brands/${i.brand}`, form: template(w) }), {
      consumes: "brand",
    }),
  ),
  "DELETE /api/brands/{brand_id}": scoped(
    v("delete", ["brands:manage"], (i) => ({ method: "DELETE", path: `/api/brands/${i.brand}` }), {
      consumes: "brand",
    }),
  ),
  "GET /api/brands/{brand_id}/template/{n}.png": scoped(
    v("template picture", ["brands:generate"], (i) => get(`/api/brands/${i.brand}/template/2.png?width=120`)),
  ),
  "GET /api/brands/{brand_id}/versions": scoped(
    v("versions", ["brands:generate"], (i) => get(`/api/brands/${i.brand}/versions`)),
  ),
  "GET /api/brands/{brand_id}/versions/{version}": scoped(
    v("one version", ["brands:generate"], (i) => get(`/api/brands/${i.brand}/versions/1`), { shows: contains(MARK) }),
  ),
  "POST /api/brands/{brand_id}/generate": scoped(
    v("from a source", ["brands:generate"], (i) => post(`/api/brands/${i.brand}/generate`, { source: DECK_MD })),
    v("saved", ["brands:generate", "documents:write"], (i) =>
      post(`/api/brands/${i.brand}/generate`, { source: DECK_MD, save: true }),
    ),
    v(
      "attachments",
      ["brands:generate", "documents:read"],
      (i) => post(`/api/brands/${i.brand}/generate`, { prompt: PROMPT, attachments: [i.deck] }),
      { shows: contains(MARK) },
    ),
    v("a picture", ["brands:generate", "documents:read"], (i) =>
      post(`/api/brands/${i.brand}/generate`, { source: `# Yard\n\n---\n\n## Photo\n\n![Yard](${i.asset})` }),
    ),
  ),
  "POST /api/brands/{brand_id}/batch": scoped(
    v("streamed", ["brands:generate"], (i) => post(`/api/brands/${i.brand}/batch`, { items: [{ source: DECK_MD }] })),
    v(
      "a job",
      ["brands:generate"],
      (i) => post(`/api/brands/${i.brand}/batch`, { items: [{ source: DECK_MD }], async: true }),
      { ok: [202] },
    ),
    v("a picture", ["brands:generate", "documents:read"], (i) =>
      post(`/api/brands/${i.brand}/batch`, {
        items: [{ source: `# Yard\n\n---\n\n## {{pic}}`, variables: { pic: i.asset } }],
      }),
    ),
  ),

  "GET /api/jobs": scoped(v("list", ["jobs"], () => get("/api/jobs"), { personal: null, shows: contains(ID("job")) })),
  "GET /api/jobs/{job_id}": scoped(v("read", ["jobs"], (i) => get(`/api/jobs/${i.job}`), { shows: contains(MARK) })),
  "GET /api/jobs/{job_id}/events": scoped(v("events", ["jobs"], (i) => get(`/api/jobs/${i.job}/events?follow=false`))),
  "POST /api/jobs/{job_id}/cancel": scoped(
    v("cancel", ["jobs"], (i) => post(`/api/jobs/${i.job}/cancel`), { consumes: "job" }),
  ),
  "GET /api/jobs/{job_id}/result": scoped(
    v("result", ["jobs"], (i) => get(`/api/jobs/${i.job}/result`), { shows: contains(DECK_TEXT) }),
  ),

  "POST /api/assets": scoped(
    v(
      "upload",
      ["documents:write"],
      (_i, w) => ({ method: "POST", path: "/api/assets", raw: { type: "image/png", bytes: new Uint8Array(w.png()) } }),
      { ok: [201], personal: null },
    ),
  ),
  "GET /api/assets": scoped(
    v("list", ["documents:read"], () => get("/api/assets"), { personal: null, shows: contains(ID("asset")) }),
  ),
  "GET /api/assets/{id}": scoped(
    v("read", ["documents:read"], (i) => get(`/api/assets/${i.asset}`), { shows: contains(PICTURE) }),
  ),
  "PATCH /api/assets/{id}": scoped(
    v(
      "change",
      ["documents:write"],
      (i) => ({ method: "PATCH", path: `/api/assets/${i.asset}`, body: { name: "Changed by a key", tags: ["key"] } }),
      { shows: contains(ID("asset")) },
    ),
  ),
  "DELETE /api/assets/{id}": scoped(
    v("delete", ["documents:write"], (i) => ({ method: "DELETE", path: `/api/assets/${i.asset}` }), {
      consumes: "asset",
    }),
  ),

  "POST /api/workspace/documents/{id}/shares": scoped(
    v("share", ["documents:write"], (i) => post(`/api/workspace/documents/${i.deck}/shares`, { label: "By a key" }), {
      ok: [201],
    }),
  ),
  "GET /api/workspace/documents/{id}/shares": scoped(
    v("shares", ["documents:read"], (i) => get(`/api/workspace/documents/${i.deck}/shares`), {
      shows: contains(ID("share")),
    }),
  ),
  "GET /api/workspace/documents/{id}/shares/{shareId}": scoped(
    v("one share", ["documents:read"], (i) => get(`/api/workspace/documents/${i.deck}/shares/${i.share}`), {
      shows: contains(ID("share")),
    }),
  ),
  // Revoked by an earlier call, a link no longer changes: 409.
  "PATCH /api/workspace/documents/{id}/shares/{shareId}": scoped(
    v(
      "change share",
      ["documents:write"],
      (i) => ({
        method: "PATCH",
        path: `/api/workspace/documents/${i.deck}/shares/${i.share}`,
        body: { label: "Changed by a key" },
      }),
      { ok: [200, 409] },
    ),
  ),
  "DELETE /api/workspace/documents/{id}/shares/{shareId}": scoped(
    v("revoke share", ["documents:write"], (i) => ({
      method: "DELETE",
      path: `/api/workspace/documents/${i.deck}/shares/${i.share}`,
    })),
  ),
  "GET /api/workspace/documents/{id}/shares/{shareId}/views": scoped(
    v("share views", ["documents:read"], (i) => get(`/api/workspace/documents/${i.deck}/shares/${i.share}/views`), {
      shows: contains(ID("share")),
    }),
  ),
  // A link's token is all a viewer has: a key is never read there.
  "GET /s/{token}": open((w) => get(`/s/${w.org.shareToken}`)),
  "POST /s/{token}": open((w) => ({
    method: "POST",
    path: `/s/${w.org.shareToken}`,
    raw: { type: "application/x-www-form-urlencoded", bytes: new TextEncoder().encode("password=not-this-one") },
  })),
  "GET /api/shared/{token}": open((w) => get(`/api/shared/${w.org.shareToken}`)),
  "POST /api/shared/{token}/unlock": open((w) =>
    post(`/api/shared/${w.org.shareToken}/unlock`, { password: "not-this-one" }),
  ),
  "GET /api/shared/{token}/slides/{n}.png": open((w) => get(`/api/shared/${w.org.shareToken}/slides/1.png?width=160`)),
  "GET /api/shared/{token}/content": open((w) => get(`/api/shared/${w.org.shareToken}/content`)),
  "GET /api/shared/{token}/download/{format}": open((w) => get(`/api/shared/${w.org.shareToken}/download/pdf`)),
  "POST /api/shared/{token}/views": open((w) =>
    post(`/api/shared/${w.org.shareToken}/views`, { slide: 1, seconds: 5 }),
  ),
  "POST /api/webhooks": scoped(
    v(
      "create",
      ["webhooks"],
      () => post("/api/webhooks", { url: "http://127.0.0.1:9/by-key", events: ["job.succeeded"] }),
      { ok: [201], personal: null },
    ),
  ),
  "GET /api/webhooks": scoped(
    v("list", ["webhooks"], () => get("/api/webhooks"), { personal: null, shows: contains(MARK) }),
  ),
  "GET /api/webhooks/{id}": scoped(
    v("read", ["webhooks"], (i) => get(`/api/webhooks/${i.hook}`), { shows: contains(MARK) }),
  ),
  "PATCH /api/webhooks/{id}": scoped(
    v(
      "patch",
      ["webhooks"],
      (i) => ({ method: "PATCH", path: `/api/webhooks/${i.hook}`, body: { description: "Changed by a key" } }),
      { consumes: "hook" },
    ),
  ),
  "DELETE /api/webhooks/{id}": scoped(
    v("delete", ["webhooks"], (i) => ({ method: "DELETE", path: `/api/webhooks/${i.hook}` }), { consumes: "hook" }),
  ),
  "GET /api/webhooks/{id}/deliveries": scoped(
    v("deliveries", ["webhooks"], (i) => get(`/api/webhooks/${i.hook}/deliveries`), {
      shows: contains(ID("delivery")),
    }),
  ),
  "POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver": scoped(
    v("redeliver", ["webhooks"], (i) => post(`/api/webhooks/${i.hook}/deliveries/${i.delivery}/redeliver`), {
      ok: [202, 409],
    }),
  ),
  "POST /api/webhooks/{id}/test": scoped(
    v("test", ["webhooks"], (i) => post(`/api/webhooks/${i.hook}/test`), { ok: [202] }),
  ),

  "GET /api/usage": scoped(v("usage", [], () => get("/api/usage"), { personal: null, shows: keysOwnUsage })),
  "GET /api/pictures": scoped(
    v("picture sources", [], () => get("/api/pictures"), { personal: null, shows: contains(() => "library") }),
  ),
  "POST /api/mcp": scoped(
    tool("usage", [], () => mcp("usage", {})),
    tool("list_documents", ["documents:read"], (_i, w) => mcp("list_documents", { q: MARK(w) }), contains(MARK)),
    tool(
      "read_document",
      ["documents:read"],
      (i) => mcp("read_document", { documentId: i.deck }),
      contains(DECK_TEXT),
      200,
    ),
    tool(
      "render_html with a picture",
      ["documents:read"],
      (i) => mcp("render_html", { source: `# Yard\n\n![Yard](${i.asset})` }),
      contains(PICTURE),
      200,
    ),
    tool(
      "export_document",
      ["documents:read"],
      (i) => mcp("export_document", { documentId: i.deck, format: "md" }),
      undefined,
      200,
    ),
    tool("list_brands", ["brands:generate"], () => mcp("list_brands", {}), contains(MARK)),
    tool("generate_document", ["agent"], () => mcp("generate_document", { prompt: PROMPT, save: false })),
    // The tool answers the document's kind and title; its content is the agent route's (checked above).
    tool(
      "slide_variants",
      ["documents:read"],
      (i) => mcp("slide_variants", { documentId: i.deck, slide: 2, width: 120 }),
      undefined,
      200,
    ),
    tool(
      "generate_document with attachments",
      ["agent", "documents:read"],
      (i) => mcp("generate_document", { prompt: PROMPT, attachments: [i.deck], save: false }),
      undefined,
      200,
    ),
  ),
};
