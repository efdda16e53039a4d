// HTTP: organizations end to end on SQLite — create, switch the active space, invite by mail, accept, roles and their
// refusals, cross-space isolation of documents, brands, images, jobs and webhooks (404 like a missing id), removal taking
// effect on the next call, the last owner kept, and deletion purging the organization's space.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, createApiKey, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { json, refused } from "./answers.js";

let t: TestApp;
let alice: CookieSession;
let bob: CookieSession;
let carol: CookieSession;

type Who = { headers: Record<string, string> };
const call = (who: Who | null, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, who?.headers ?? {}));

async function newDoc(who: Who, title: string): Promise<string> {
  const body = await json(
    await call(who, "POST", "/api/workspace/documents", {
      action: "create",
      kind: "doc",
      title,
      source: `# ${title}\n\nBody.`,
    }),
    201,
  );
  return body.document.id;
}
const titles = async (who: Who) =>
  (await json(await call(who, "GET", "/api/workspace/documents"), 200)).items.map((d: { title: string }) => d.title);
const use = async (who: Who, organizationId: string | null) =>
  json(await call(who, "PUT", "/api/organizations/active", { organizationId }), 200);

async function invitationFor(email: string): Promise<string> {
  const [mail] = await t.deps.repos.outbox.listFor(email, 1);
  const id = mail?.text.match(/\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
  if (!id) throw new Error(`no invitation mail for ${email}`);
  return id;
}

let orgId: string;
let orgSlug: string;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol] = [await signInWithCookie(t), await signInWithCookie(t), await signInWithCookie(t)];
});
afterAll(async () => t?.close());

describe("organizations", () => {
  it("creates an organization with its creator as owner, without switching the session", async () => {
    const created = await json(
      await call(alice, "POST", "/api/organizations", { name: "Bean & Bloom marketing" }),
      201,
    );
    expect(created).toMatchObject({
      name: "Bean & Bloom marketing",
      slug: expect.stringMatching(/^bean-bloom-marketing-[0-9a-f]{6}$/),
    });
    orgId = created.id;
    orgSlug = created.slug;
    const list = await json(await call(alice, "GET", "/api/organizations"), 200);
    expect(list).toEqual({
      items: [expect.objectContaining({ id: orgId, role: "owner" })],
      activeOrganizationId: null,
    });
    expect(await json(await call(bob, "GET", "/api/organizations"), 200)).toEqual({
      items: [],
      activeOrganizationId: null,
    });
  });

  it("keeps the personal space and the organization's apart: lists never mix, another space's id is 404", async () => {
    const personal = await newDoc(alice, "Alice personal notes");
    expect(await use(alice, orgId)).toEqual({ activeOrganizationId: orgId, role: "owner" });
    const shared = await newDoc(alice, "Q4 launch plan");
    expect(await titles(alice)).toEqual(["Q4 launch plan"]);
    await refused(await call(alice, "GET", `/api/workspace/documents/${personal}`), 404, "not_found");
    await use(alice, null);
    expect(await titles(alice)).toContain("Alice personal notes");
    expect(await titles(alice)).not.toContain("Q4 launch plan");
    await refused(await call(alice, "GET", `/api/workspace/documents/${shared}`), 404, "not_found");
    await use(alice, orgId);
  });

  it("refuses a space the caller does not belong to, and an organization they cannot see reads as missing", async () => {
    await refused(await call(carol, "PUT", "/api/organizations/active", { organizationId: orgId }), 404, "not_found");
    await refused(await call(carol, "GET", `/api/organizations/${orgId}`), 404, "not_found");
    await refused(await call(carol, "PATCH", `/api/organizations/${orgId}`, { name: "Mine now" }), 404, "not_found");
  });

  it("invites by e-mail with a single-use link bound to the address; accepting joins and switches the session", async () => {
    const invitation = await json(
      await call(alice, "POST", `/api/organizations/${orgId}/invitations`, { email: bob.email, role: "member" }),
      201,
    );
    expect(invitation).toMatchObject({ email: bob.email, role: "member", status: "pending" });
    const id = await invitationFor(bob.email);
    expect(id).toBe(invitation.id);
    const [mail] = await t.deps.repos.outbox.listFor(bob.email, 1);
    expect(mail!.subject).toMatch(/invited you to Bean & Bloom marketing/);
    expect(mail!.text).toContain(`${t.config.PUBLIC_URL}/invitations/${id}`);
    expect(
      (await json(await call(alice, "GET", `/api/organizations/${orgId}/invitations`), 200)).map(
        (i: { id: string }) => i.id,
      ),
    ).toEqual([id]);

    await refused(await call(carol, "GET", `/api/invitations/${id}`), 404, "not_found");
    await refused(await call(carol, "POST", `/api/invitations/${id}/accept`), 404, "not_found");
    expect(await json(await call(bob, "GET", `/api/invitations/${id}`), 200)).toMatchObject({
      organizationName: "Bean & Bloom marketing",
      role: "member",
    });
    expect(await json(await call(bob, "POST", `/api/invitations/${id}/accept`), 200)).toMatchObject({
      organizationId: orgId,
    });
    await refused(await call(bob, "POST", `/api/invitations/${id}/accept`), 404, "not_found");
    expect(await titles(bob)).toEqual(["Q4 launch plan"]);
    expect(await json(await call(alice, "GET", `/api/organizations/${orgId}/invitations`), 200)).toEqual([]);
  });

  it("gives a member their own work and refuses what their role does not allow", async () => {
    const own = await newDoc(bob, "Bob's draft");
    const alices = (await json(await call(bob, "GET", "/api/workspace/documents"), 200)).items.find(
      (d: { title: string }) => d.title === "Q4 launch plan",
    ).id;
    expect(
      (await refused(await call(bob, "DELETE", `/api/workspace/documents/${alices}`), 403, "forbidden")).message,
    ).toMatch(/owners and admins/);
    await json(await call(bob, "DELETE", `/api/workspace/documents/${own}`), 200);
    await refused(
      await call(bob, "POST", `/api/organizations/${orgId}/invitations`, { email: carol.email, role: "owner" }),
      403,
      "forbidden",
    );
    const members = await json(await call(bob, "GET", `/api/organizations/${orgId}/members`), 200);
    const bobMember = members.find((m: { userId: string }) => m.userId === bob.userId);
    await refused(
      await call(bob, "PATCH", `/api/organizations/${orgId}/members/${bobMember.id}`, { role: "admin" }),
      403,
      "forbidden",
    );
    await refused(
      await call(bob, "POST", "/api/webhooks", { url: "https://example.com/hook", events: ["document.created"] }),
      403,
      "forbidden",
    );
    await refused(await call(bob, "DELETE", `/api/brands/brand_01JAAAAAAAAAAAAAAAAAAAAAAA`), 403, "forbidden");
  });

  it("takes a demotion and a removal at the next call; the last owner can neither leave nor be removed", async () => {
    const members = await json(await call(alice, "GET", `/api/organizations/${orgId}/members`), 200);
    const bobMember = members.find((m: { userId: string }) => m.userId === bob.userId);
    const aliceMember = members.find((m: { userId: string }) => m.userId === alice.userId);
    expect(
      await json(
        await call(alice, "PATCH", `/api/organizations/${orgId}/members/${bobMember.id}`, { role: "admin" }),
        200,
      ),
    ).toMatchObject({ role: "admin" });
    await json(
      await call(bob, "POST", `/api/organizations/${orgId}/invitations`, { email: carol.email, role: "member" }),
      201,
    );
    await json(
      await call(alice, "PATCH", `/api/organizations/${orgId}/members/${bobMember.id}`, { role: "member" }),
      200,
    );
    await refused(
      await call(bob, "POST", `/api/organizations/${orgId}/invitations`, { email: carol.email, role: "member" }),
      403,
      "forbidden",
    );

    const status = (await call(alice, "POST", `/api/organizations/${orgId}/leave`)).status;
    expect([400, 403]).toContain(status);
    const removeSelf = (await call(alice, "DELETE", `/api/organizations/${orgId}/members/${aliceMember.id}`)).status;
    expect([400, 403]).toContain(removeSelf);

    await json(await call(alice, "DELETE", `/api/organizations/${orgId}/members/${bobMember.id}`), 200);
    expect(await titles(bob)).not.toContain("Q4 launch plan");
    await refused(await call(bob, "GET", `/api/organizations/${orgId}`), 404, "not_found");
  });

  it("answers an API key on organization routes with 403 that says why", async () => {
    const { apiKey } = await createApiKey(t, alice);
    const res = await call({ headers: { authorization: `Bearer ${apiKey}` } }, "GET", "/api/organizations");
    expect((await refused(res, 403, "forbidden")).message).toMatch(/signed-in session/);
  });

  it("deletes an organization only with its slug typed again, and its space goes with it", async () => {
    await refused(
      await call(alice, "DELETE", `/api/organizations/${orgId}`, { confirm: "wrong" }),
      400,
      "invalid_request",
    );
    expect(await titles(alice)).toEqual(["Q4 launch plan"]);
    await json(await call(alice, "DELETE", `/api/organizations/${orgId}`, { confirm: orgSlug }), 200);
    const left = await t.deps.database.db.selectFrom("document").select("id").where("spaceId", "=", orgId).execute();
    expect(left).toEqual([]);
    expect(await json(await call(alice, "GET", "/api/organizations"), 200)).toEqual({
      items: [],
      activeOrganizationId: null,
    });
    expect(await titles(alice)).toContain("Alice personal notes");
  });
});
