// Cross-space isolation on every route that takes an id, on SQLite and (when configured) PostgreSQL + Redis, with two
// app instances on one database: a member of organization A — by cookie on one instance, by A's key on the other —
// reading, changing or deleting organization B's document, brand, image, job, webhook or delivery gets 404 as for a
// missing id, and A's lists hold none of it; a removal and a demotion made on one instance hold on the other's next call.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { BACKENDS, createBackendApp } from "../auth/backends.js";
import { jsonRequest, type TestApp } from "../harness.js";
import { rgbPng } from "../png.js";
import { json } from "./answers.js";

const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const DECK = {
  kind: "deck",
  title: "Harbour plan",
  slides: [
    { layout: "title", title: "Harbour plan" },
    { layout: "bullets", title: "Steps", bullets: ["Ramp", "Crossing"] },
  ],
};
const LIMITS = Object.fromEntries(
  ["WORKSPACE", "BRANDS", "ASSETS", "GENERATE", "BATCH", "WEBHOOKS", "EXPORT", "AGENT", "MAGIC_LINK"].map((n) => [
    `RATE_LIMIT_${n}_PER_MINUTE`,
    "1000",
  ]),
);

type Who = { headers: Record<string, string> };

describe.each(BACKENDS)("cross-space isolation (%s)", (backend) => {
  let one: TestApp;
  let two: TestApp;
  let ownerA: CookieSession;
  let memberA: CookieSession;
  let ownerB: CookieSession;
  let orgA: string;
  let keyA: Who;
  const b: Record<string, string> = {};

  const on = (t: TestApp, who: Who, method: string, path: string, body?: unknown) =>
    t.app.request(path, jsonRequest(method, body, who.headers));
  async function join(t: TestApp, owner: CookieSession, orgId: string, who: CookieSession, role: string) {
    const invitation = await json(
      await on(t, owner, "POST", `/api/organizations/${orgId}/invitations`, { email: who.email, role }),
      201,
    );
    await json(await on(t, who, "POST", `/api/invitations/${invitation.id}/accept`), 200);
  }

  beforeAll(async () => {
    // One secret for both instances, as for processes of one deployment: a cookie signed by one is read by the other.
    const env = {
      ...LIMITS,
      WEBHOOK_ALLOW_HOSTS: "http://127.0.0.1:9",
      AUTH_SECRET: "isolation-test-secret-0123456789abcdef",
    };
    one = await createBackendApp(backend, { env });
    two = await createBackendApp(backend, { env, databaseUrl: one.config.DATABASE_URL });
    [ownerA, memberA, ownerB] = [await signInWithCookie(one), await signInWithCookie(one), await signInWithCookie(one)];
    orgA = (await json(await on(one, ownerA, "POST", "/api/organizations", { name: "Org A" }), 201)).id;
    const orgB = (await json(await on(one, ownerB, "POST", "/api/organizations", { name: "Org B" }), 201)).id;
    await json(await on(one, ownerA, "PUT", "/api/organizations/active", { organizationId: orgA }), 200);
    await json(await on(one, ownerB, "PUT", "/api/organizations/active", { organizationId: orgB }), 200);
    await join(one, ownerA, orgA, memberA, "member");
    const scopes = [
      "documents:read",
      "documents:write",
      "agent",
      "brands:generate",
      "brands:manage",
      "jobs",
      "webhooks",
    ];
    keyA = {
      headers: {
        authorization: `Bearer ${(await json(await on(one, ownerA, "POST", `/api/organizations/${orgA}/keys`, { name: "A all", scopes }), 201)).key}`,
      },
    };

    // Organization B's things, one of each.
    b.doc = (
      await json(
        await on(one, ownerB, "POST", "/api/workspace/documents", {
          kind: "deck",
          title: "Harbour plan",
          source: DECK,
        }),
        201,
      )
    ).document.id;
    const form = new FormData();
    form.append(
      "file",
      new File(
        [new Uint8Array(readFileSync(new URL("../../assets/themes/light.pptx", import.meta.url)))],
        "light.pptx",
        { type: PPTX },
      ),
    );
    b.brand = (
      await json(await one.app.request("/api/brands", { method: "POST", headers: ownerB.headers, body: form }), 201)
    ).brand.id;
    b.asset = (
      await json(
        await one.app.request("/api/assets", {
          method: "POST",
          headers: { ...ownerB.headers, "content-type": "image/png" },
          body: new Uint8Array(rgbPng(8, 8, () => [10, 20, 30])),
        }),
        201,
      )
    ).id;
    b.job = (
      await json(
        await on(one, ownerB, "POST", `/api/brands/${b.brand}/batch`, { items: [{ source: DECK }], async: true }),
        202,
      )
    ).job.id;
    b.hook = (
      await json(
        await on(one, ownerB, "POST", "/api/webhooks", { url: "http://127.0.0.1:9/b", events: ["document.created"] }),
        201,
      )
    ).endpoint.id;
    b.delivery = (await json(await on(one, ownerB, "POST", `/api/webhooks/${b.hook}/test`), 202)).delivery.id;
  }, 120_000);
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  const attempts = () =>
    [
      ["GET", `/api/workspace/documents/${b.doc}`],
      ["PATCH", `/api/workspace/documents/${b.doc}`, { title: "Mine" }],
      ["DELETE", `/api/workspace/documents/${b.doc}`],
      ["POST", "/api/workspace/documents", { action: "update", id: b.doc, title: "Mine" }],
      ["POST", "/api/workspace/documents", { action: "delete", id: b.doc }],
      ["GET", `/api/workspace/documents/${b.doc}/slides/1.png`],
      ["GET", `/api/workspace/documents/${b.doc}/quality`],
      ["POST", `/api/workspace/documents/${b.doc}/edits`, { edits: [{ op: "retitle", title: "Mine" }] }],
      ["GET", `/api/workspace/documents/${b.doc}/slides/2/variants`],
      ["POST", `/api/workspace/documents/${b.doc}/slides/2/variants/1`, {}],
      ["POST", `/api/workspace/documents/${b.doc}/slides/2/regenerate`, { instruction: "shorter" }],
      ["GET", `/api/workspace/documents/${b.doc}/diff?from=1`],
      ["POST", "/api/export", { documentId: b.doc, format: "pptx" }],
      ["GET", `/api/brands/${b.brand}`],
      ["GET", `/api/brands/${b.brand}/versions`],
      ["GET", `/api/brands/${b.brand}/versions/1`],
      ["DELETE", `/api/brands/${b.brand}`],
      ["POST", `/api/brands/${b.brand}/generate`, { source: DECK }],
      ["POST", `/api/brands/${b.brand}/batch`, { items: [{ source: DECK }] }],
      ["POST", "/api/export", { source: DECK, format: "pptx", brandId: b.brand }],
      ["GET", `/api/assets/${b.asset}`],
      ["PATCH", `/api/assets/${b.asset}`, { name: "Mine" }],
      ["DELETE", `/api/assets/${b.asset}`],
      ["GET", `/api/jobs/${b.job}`],
      ["GET", `/api/jobs/${b.job}/events?follow=false`],
      ["GET", `/api/jobs/${b.job}/result`],
      ["POST", `/api/jobs/${b.job}/cancel`],
      ["GET", `/api/webhooks/${b.hook}`],
      ["PATCH", `/api/webhooks/${b.hook}`, { enabled: false }],
      ["DELETE", `/api/webhooks/${b.hook}`],
      ["GET", `/api/webhooks/${b.hook}/deliveries`],
      ["POST", `/api/webhooks/${b.hook}/deliveries/${b.delivery}/redeliver`],
      ["POST", `/api/webhooks/${b.hook}/test`],
    ] as [string, string, unknown?][];

  it("answers 404 for organization B's every id, by A's owner's cookie on one instance and A's key on the other", async () => {
    for (const [who, t, label] of [
      [ownerA, one, "cookie"],
      [keyA, two, "key"],
    ] as const) {
      for (const [method, path, body] of attempts()) {
        const res = await on(t, who, method, path, body);
        expect(res.status, `${label}: ${method} ${path} → ${await res.clone().text()}`).toBe(404);
      }
    }
    const moved = await on(one, ownerA, "POST", `/api/workspace/documents/${b.doc}/move`, { organizationId: null });
    expect(moved.status).toBe(404);
    // Everything of B's is still there, unchanged.
    expect((await json(await on(one, ownerB, "GET", `/api/workspace/documents/${b.doc}`), 200)).document.title).toBe(
      "Harbour plan",
    );
    expect((await json(await on(one, ownerB, "GET", `/api/webhooks/${b.hook}`), 200)).endpoint.enabled).toBe(true);
    expect((await on(one, ownerB, "GET", `/api/assets/${b.asset}`)).status).toBe(200);
  });

  it("never lists B's things in A's lists", async () => {
    const lists = ["/api/workspace/documents", "/api/brands", "/api/assets", "/api/jobs", "/api/webhooks"];
    for (const [who, t] of [
      [ownerA, one],
      [keyA, two],
    ] as const) {
      for (const path of lists) {
        const text = await (await on(t, who, "GET", path)).text();
        for (const id of Object.values(b)) expect(text, `${path} lists ${id}`).not.toContain(id);
      }
    }
    const own = await json(await on(one, ownerB, "GET", "/api/workspace/documents"), 200);
    expect(own.items.map((d: { id: string }) => d.id)).toContain(b.doc);
  });

  it("takes a removal made on one instance at the member's next call on the other", async () => {
    const doc = (
      await json(
        await on(one, ownerA, "POST", "/api/workspace/documents", {
          kind: "doc",
          title: "A only",
          source: "# A only\n\nText.",
        }),
        201,
      )
    ).document.id;
    await json(await on(two, memberA, "GET", `/api/workspace/documents/${doc}`), 200);
    const members = await json(await on(one, ownerA, "GET", `/api/organizations/${orgA}/members`), 200);
    const member = members.find((m: { userId: string }) => m.userId === memberA.userId);
    await json(await on(one, ownerA, "DELETE", `/api/organizations/${orgA}/members/${member.id}`), 200);
    await json(await on(two, memberA, "GET", `/api/workspace/documents/${doc}`), 404);
    expect(await (await on(two, memberA, "GET", "/api/workspace/documents")).text()).not.toContain(doc);
    await json(await on(two, memberA, "GET", `/api/organizations/${orgA}`), 404);
    // The organization's key does not depend on anyone's membership.
    await json(await on(two, keyA, "GET", `/api/workspace/documents/${doc}`), 200);
  });

  it("takes a demotion made on one instance at once on the other", async () => {
    await join(one, ownerA, orgA, memberA, "admin");
    await json(await on(two, memberA, "GET", `/api/organizations/${orgA}/keys`), 200);
    const members = await json(await on(one, ownerA, "GET", `/api/organizations/${orgA}/members`), 200);
    const admin = members.find((m: { userId: string }) => m.userId === memberA.userId);
    await json(
      await on(one, ownerA, "PATCH", `/api/organizations/${orgA}/members/${admin.id}`, { role: "member" }),
      200,
    );
    expect((await json(await on(two, memberA, "GET", `/api/organizations/${orgA}/keys`), 403)).error).toBe("forbidden");
    expect((await json(await on(two, memberA, "GET", `/api/organizations/${orgA}/audit`), 403)).error).toBe(
      "forbidden",
    );
  });
});
