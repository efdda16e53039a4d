// Organization API keys on SQLite: issued by admins only, working in the organization's space whoever made them and
// after their maker leaves, refused outside their scopes (403 naming the scope) and on people's routes, metered by a
// quota (429 quota_exhausted with Retry-After at the refill, then refilled), revoked at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { json, refused } from "./answers.js";

let t: TestApp;
let owner: CookieSession;
let admin: CookieSession;
let member: CookieSession;
let outsider: CookieSession;
let orgId: string;

type Who = { headers: Record<string, string> };
const call = (who: Who | null, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, who?.headers ?? {}));
const bearer = (key: string): Who => ({ headers: { authorization: `Bearer ${key}` } });

async function join(who: CookieSession, role: string) {
  const invitation = await json(
    await call(owner, "POST", `/api/organizations/${orgId}/invitations`, { email: who.email, role }),
    201,
  );
  await json(await call(who, "POST", `/api/invitations/${invitation.id}/accept`), 200);
}
const issue = async (who: Who, body: unknown) => call(who, "POST", `/api/organizations/${orgId}/keys`, body);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100" } });
  [owner, admin, member, outsider] = [
    await signInWithCookie(t),
    await signInWithCookie(t),
    await signInWithCookie(t),
    await signInWithCookie(t),
  ];
  orgId = (await json(await call(owner, "POST", "/api/organizations", { name: "Lumen hotels" }), 201)).id;
  await join(admin, "admin");
  await join(member, "member");
  await call(owner, "PUT", "/api/organizations/active", { organizationId: orgId });
  await json(
    await call(owner, "POST", "/api/workspace/documents", {
      kind: "doc",
      title: "Shared rate card",
      source: "# Shared rate card\n\nRooms.",
    }),
    201,
  );
  await call(owner, "PUT", "/api/organizations/active", { organizationId: null });
  await json(
    await call(owner, "POST", "/api/workspace/documents", {
      kind: "doc",
      title: "Owner private",
      source: "# Owner private\n\nMine.",
    }),
    201,
  );
});
afterAll(async () => t?.close());

describe("organization API keys", () => {
  it("are issued by owners and admins only; a member is refused and an outsider sees no organization", async () => {
    await refused(await issue(member, { name: "mine", scopes: ["documents:read"] }), 403, "forbidden");
    await refused(await issue(outsider, { name: "mine", scopes: ["documents:read"] }), 404, "not_found");
    await refused(await issue(admin, { name: "none", scopes: [] }), 400, "invalid_request");
    await refused(await issue(admin, { name: "bad", scopes: ["everything"] }), 400, "invalid_request");
    await refused(
      await issue(bearer((await createApiKey(t, admin)).apiKey), { name: "by key", scopes: ["documents:read"] }),
      403,
      "forbidden",
    );
    await refused(await call(member, "GET", `/api/organizations/${orgId}/keys`), 403, "forbidden");
  });

  it("work in the organization's space within their scopes, and name the scope a refused route needs", async () => {
    const made = await json(
      await issue(admin, { name: "CMS sync", scopes: ["documents:read", "documents:write"] }),
      201,
    );
    expect(made).toMatchObject({
      name: "CMS sync",
      scopes: ["documents:read", "documents:write"],
      quota: null,
      createdBy: admin.userId,
      key: expect.stringMatching(/^quire_ok_/),
    });
    const key = bearer(made.key);
    const list = await json(await call(key, "GET", "/api/workspace/documents"), 200);
    expect(list.items.map((d: { title: string }) => d.title)).toEqual(["Shared rate card"]);
    const created = await json(
      await call(key, "POST", "/api/workspace/documents", {
        kind: "doc",
        title: "From the CMS",
        source: "# From the CMS\n\nSynced.",
      }),
      201,
    );
    expect(created.document.title).toBe("From the CMS");

    const ownerPersonal = (await json(await call(owner, "GET", "/api/workspace/documents"), 200)).items[0].id;
    await refused(await call(key, "GET", `/api/workspace/documents/${ownerPersonal}`), 404, "not_found");
    expect(
      (
        await refused(
          await call(key, "POST", "/api/agent", { prompt: "A deck about room rates for the spring" }),
          403,
          "forbidden",
        )
      ).message,
    ).toMatch(/`agent`/);
    expect((await refused(await call(key, "GET", "/api/jobs"), 403, "forbidden")).message).toMatch(/`jobs`/);
    expect((await refused(await call(key, "GET", "/api/webhooks"), 403, "forbidden")).message).toMatch(/`webhooks`/);
    await refused(await call(key, "GET", "/api/auth/api-key/list"), 403, "forbidden");
    await refused(await call(key, "GET", "/api/organizations"), 403, "forbidden");

    const listed = await json(await call(admin, "GET", `/api/organizations/${orgId}/keys`), 200);
    expect(listed.map((k: { name: string }) => k.name)).toContain("CMS sync");
    expect(JSON.stringify(listed)).not.toContain(made.key);
  });

  it("keep working when their maker leaves; the maker's personal key never reached the organization", async () => {
    const made = await json(await issue(admin, { name: "Reporting", scopes: ["documents:read"] }), 201);
    const personal = bearer((await createApiKey(t, admin)).apiKey);
    expect((await json(await call(personal, "GET", "/api/workspace/documents"), 200)).items).toEqual([]);
    const members = await json(await call(owner, "GET", `/api/organizations/${orgId}/members`), 200);
    const adminMember = members.find((m: { userId: string }) => m.userId === admin.userId);
    await json(await call(owner, "DELETE", `/api/organizations/${orgId}/members/${adminMember.id}`), 200);
    expect(
      (await json(await call(bearer(made.key), "GET", "/api/workspace/documents"), 200)).items.map(
        (d: { title: string }) => d.title,
      ),
    ).toContain("Shared rate card");
    await refused(await call(admin, "GET", `/api/organizations/${orgId}/keys`), 404, "not_found");
  });

  it("spend a quota: the call past it is 429 quota_exhausted with Retry-After at the refill, and the refill restores it", async () => {
    const made = await json(
      await issue(owner, { name: "Metered", scopes: ["documents:read"], quota: { limit: 3, refillSeconds: 3600 } }),
      201,
    );
    expect(made.quota).toMatchObject({ limit: 3, refillSeconds: 3600, remaining: 3 });
    const key = bearer(made.key);
    for (let i = 0; i < 3; i++) await json(await call(key, "GET", "/api/workspace/documents"), 200);
    const spent = await call(key, "GET", "/api/workspace/documents");
    expect((await refused(spent, 429, "quota_exhausted")).message).toMatch(/quota is used up until/);
    const retryAfter = Number(spent.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const listed = (await json(await call(owner, "GET", `/api/organizations/${orgId}/keys`), 200)).find(
      (k: { id: string }) => k.id === made.id,
    );
    expect(listed.quota.remaining).toBe(0);

    const hourAgo = new Date(Date.now() - 3_601_000).toISOString();
    await t.deps.database.db
      .updateTable("organization_api_key" as never)
      .set({ quotaRefilledAt: hourAgo } as never)
      .where("id" as never, "=", made.id as never)
      .execute();
    await json(await call(key, "GET", "/api/workspace/documents"), 200);
    expect(
      (await json(await call(owner, "GET", `/api/organizations/${orgId}/keys`), 200)).find(
        (k: { id: string }) => k.id === made.id,
      ).quota.remaining,
    ).toBe(2);
  });

  it("stop at once when revoked, and a revoked or another organization's key id is 404", async () => {
    const made = await json(await issue(owner, { name: "Temporary", scopes: ["documents:read"] }), 201);
    await json(await call(bearer(made.key), "GET", "/api/workspace/documents"), 200);
    await json(await call(owner, "DELETE", `/api/organizations/${orgId}/keys/${made.id}`), 200);
    await refused(await call(bearer(made.key), "GET", "/api/workspace/documents"), 401, "unauthorized");
    await refused(await call(owner, "DELETE", `/api/organizations/${orgId}/keys/${made.id}`), 404, "not_found");
    const other = (await json(await call(outsider, "POST", "/api/organizations", { name: "Elsewhere" }), 201)).id;
    await refused(await call(outsider, "DELETE", `/api/organizations/${other}/keys/${made.id}`), 404, "not_found");
  });
});
