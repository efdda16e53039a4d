// The audit log on SQLite: what people and organization keys did in an organization, newest first with paging, each
// event naming its actor and the request it came from; owners and admins read it, members and outsiders do not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { json } from "./answers.js";

let t: TestApp;
let owner: CookieSession;
let member: CookieSession;
let outsider: CookieSession;
let orgId: string;

type Who = { headers: Record<string, string> };
const call = (who: Who | null, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, who?.headers ?? {}));

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100", WEBHOOK_ALLOW_HOSTS: "http://127.0.0.1:9" },
  });
  [owner, member, outsider] = [await signInWithCookie(t), await signInWithCookie(t), await signInWithCookie(t)];
});
afterAll(async () => t?.close());

describe("the audit log", () => {
  it("records who did what, from which request, newest first", async () => {
    orgId = (await json(await call(owner, "POST", "/api/organizations", { name: "Grain Market" }), 201)).id;
    const invited = await call(owner, "POST", `/api/organizations/${orgId}/invitations`, {
      email: member.email,
      role: "member",
    });
    const inviteRequest = invited.headers.get("x-request-id");
    const invitation = await json(invited, 201);
    await json(await call(member, "POST", `/api/invitations/${invitation.id}/accept`), 200);
    const members = await json(await call(owner, "GET", `/api/organizations/${orgId}/members`), 200);
    const joined = members.find((m: { userId: string }) => m.userId === member.userId);
    await json(await call(owner, "PATCH", `/api/organizations/${orgId}/members/${joined.id}`, { role: "admin" }), 200);
    await json(await call(owner, "PATCH", `/api/organizations/${orgId}/members/${joined.id}`, { role: "member" }), 200);

    const doc = (
      await json(
        await call(member, "POST", "/api/workspace/documents", {
          kind: "doc",
          title: "Stall map",
          source: "# Stall map\n\nRows.",
        }),
        201,
      )
    ).document.id;
    await json(await call(member, "DELETE", `/api/workspace/documents/${doc}`), 200);
    await call(owner, "PUT", "/api/organizations/active", { organizationId: orgId });
    const hook = (
      await json(
        await call(owner, "POST", "/api/webhooks", { url: "http://127.0.0.1:9/hook", events: ["document.created"] }),
        201,
      )
    ).endpoint.id;
    await json(await call(owner, "DELETE", `/api/webhooks/${hook}`), 200);

    const key = await json(
      await call(owner, "POST", `/api/organizations/${orgId}/keys`, {
        name: "Importer",
        scopes: ["documents:read", "documents:write"],
      }),
      201,
    );
    const bykey = { headers: { authorization: `Bearer ${key.key}` } };
    const made = (
      await json(
        await call(bykey, "POST", "/api/workspace/documents", {
          kind: "doc",
          title: "Imported",
          source: "# Imported\n\nRows.",
        }),
        201,
      )
    ).document.id;
    await json(await call(bykey, "DELETE", `/api/workspace/documents/${made}`), 200);
    await json(await call(owner, "DELETE", `/api/organizations/${orgId}/keys/${key.id}`), 200);
    // Personal-space work is nobody's organization's business.
    await call(member, "PUT", "/api/organizations/active", { organizationId: null });
    const mine = (
      await json(
        await call(member, "POST", "/api/workspace/documents", {
          kind: "doc",
          title: "Personal",
          source: "# Personal\n\nMine.",
        }),
        201,
      )
    ).document.id;
    await json(await call(member, "DELETE", `/api/workspace/documents/${mine}`), 200);

    const log = await json(await call(owner, "GET", `/api/organizations/${orgId}/audit?limit=100`), 200);
    expect(log.items.map((e: { action: string }) => e.action)).toEqual([
      "key.revoked",
      "document.deleted",
      "key.created",
      "webhook.deleted",
      "webhook.created",
      "document.deleted",
      "member.role_changed",
      "member.role_changed",
      "member.joined",
      "member.invited",
      "organization.created",
    ]);
    const byAction = (action: string) => log.items.filter((e: { action: string }) => e.action === action);
    expect(byAction("member.invited")[0]).toMatchObject({
      actor: { type: "user", id: owner.userId, label: owner.email },
      targetId: invitation.id,
      data: { email: member.email, role: "member" },
      requestId: inviteRequest,
    });
    expect(byAction("member.joined")[0].actor).toMatchObject({ type: "user", id: member.userId });
    expect(byAction("member.role_changed").map((e: { data: { role: string } }) => e.data.role)).toEqual([
      "member",
      "admin",
    ]);
    expect(byAction("document.deleted")[0]).toMatchObject({
      actor: { type: "key", id: key.id, label: "Importer" },
      targetId: made,
    });
    expect(byAction("document.deleted")[1]).toMatchObject({
      actor: { type: "user", id: member.userId },
      targetId: doc,
    });
    expect(byAction("key.created")[0].data).toEqual({
      name: "Importer",
      scopes: ["documents:read", "documents:write"],
      quota: null,
    });
    expect(JSON.stringify(log)).not.toContain(key.key);
  });

  it("pages with a cursor", async () => {
    const first = await json(await call(owner, "GET", `/api/organizations/${orgId}/audit?limit=4`), 200);
    expect(first.items).toHaveLength(4);
    const second = await json(
      await call(owner, "GET", `/api/organizations/${orgId}/audit?limit=4&cursor=${first.nextCursor}`),
      200,
    );
    expect(second.items[0].id < first.items[3].id).toBe(true);
    const all = await json(await call(owner, "GET", `/api/organizations/${orgId}/audit?limit=100`), 200);
    expect([...first.items, ...second.items].map((e: { id: string }) => e.id)).toEqual(
      all.items.slice(0, 8).map((e: { id: string }) => e.id),
    );
    expect((await json(await call(owner, "GET", `/api/organizations/${orgId}/audit?cursor=nonsense`), 400)).error).toBe(
      "invalid_request",
    );
  });

  it("is read by owners and admins only", async () => {
    expect((await json(await call(member, "GET", `/api/organizations/${orgId}/audit`), 403)).error).toBe("forbidden");
    expect((await json(await call(outsider, "GET", `/api/organizations/${orgId}/audit`), 404)).error).toBe("not_found");
  });
});
