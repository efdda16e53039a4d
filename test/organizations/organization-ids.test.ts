// Organization ids: a new organization's is `org_` and a ULID, like the API's other ids; one made before (better-auth's
// unprefixed 32 characters, its rows as better-auth wrote them) keeps working under that id. Each goes through the same
// round: its paths, the active space and the documents stored in it, moving a document in, an organization key, an
// invitation accepted, and the audit log.
import { generateRandomString } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isId } from "../../src/lib/ids.js";
import { organizationSpace } from "../../src/lib/space-id.js";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { json } from "./answers.js";

let t: TestApp;
type Who = { headers: Record<string, string> };
const call = (who: Who, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, who.headers));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/** Creates an organization through the API; its id. */
async function createdOrganization(owner: CookieSession, name: string): Promise<string> {
  return (await json(await call(owner, "POST", "/api/organizations", { name }), 201)).id;
}

/**
 * An organization as it was stored before ids had a prefix: better-auth's own id form, its organization and owner rows
 * copied from ones better-auth wrote (so dates and columns are as it writes them), only the ids changed.
 */
async function organizationMadeBefore(owner: CookieSession, name: string): Promise<string> {
  const db = t.deps.database.db;
  const template = await createdOrganization(owner, `${name} template`);
  const org = await db.selectFrom("organization").selectAll().where("id", "=", template).executeTakeFirstOrThrow();
  const member = await db
    .selectFrom("member")
    .selectAll()
    .where("organizationId", "=", template)
    .executeTakeFirstOrThrow();
  const id = generateRandomString(32, "a-z", "A-Z", "0-9");
  await db
    .insertInto("organization")
    .values({ ...org, id, name, slug: `${org.slug}-old` })
    .execute();
  await db
    .insertInto("member")
    .values({ ...member, id: generateRandomString(32, "a-z", "A-Z", "0-9"), organizationId: id })
    .execute();
  return id;
}

/** The organization works under `orgId` everywhere an organization's id goes. */
async function worksEverywhere(
  orgId: string,
  owner: CookieSession,
  invited: CookieSession,
  name: string,
): Promise<void> {
  // Its paths and the list.
  expect(await json(await call(owner, "GET", `/api/organizations/${orgId}`), 200)).toMatchObject({ id: orgId, name });
  expect(
    (await json(await call(owner, "GET", "/api/organizations"), 200)).items.map((o: { id: string }) => o.id),
  ).toContain(orgId);
  // A document moved in from the personal space, and one made in it as the active space: both stored under its id.
  const personal = (
    await json(
      await call(owner, "POST", "/api/workspace/documents", {
        kind: "doc",
        title: `${name} memo`,
        source: "# Memo\n\nBody.",
      }),
      201,
    )
  ).document.id;
  await json(await call(owner, "POST", `/api/workspace/documents/${personal}/move`, { organizationId: orgId }), 200);
  expect(await json(await call(owner, "PUT", "/api/organizations/active", { organizationId: orgId }), 200)).toEqual({
    activeOrganizationId: orgId,
    role: "owner",
  });
  const made = (
    await json(
      await call(owner, "POST", "/api/workspace/documents", {
        kind: "doc",
        title: `${name} plan`,
        source: "# Plan\n\nBody.",
      }),
      201,
    )
  ).document.id;
  for (const id of [personal, made])
    expect(await t.deps.repos.documents.findById(organizationSpace(orgId), id)).toMatchObject({ id, spaceId: orgId });
  // An organization key reads that space.
  const key = await json(
    await call(owner, "POST", `/api/organizations/${orgId}/keys`, { name: "reader", scopes: ["documents:read"] }),
    201,
  );
  expect(key.organizationId).toBe(orgId);
  const listed = await json(
    await call({ headers: { authorization: `Bearer ${key.key}` } }, "GET", "/api/workspace/documents"),
    200,
  );
  expect(listed.items.map((d: { title: string }) => d.title).sort()).toEqual([`${name} memo`, `${name} plan`]);
  // An invitation to it, accepted: the invited person's session is in it and sees its documents.
  const invitation = await json(
    await call(owner, "POST", `/api/organizations/${orgId}/invitations`, { email: invited.email, role: "member" }),
    201,
  );
  expect(invitation.organizationId).toBe(orgId);
  expect(await json(await call(invited, "GET", `/api/invitations/${invitation.id}`), 200)).toMatchObject({
    organizationId: orgId,
    organizationName: name,
  });
  expect(await json(await call(invited, "POST", `/api/invitations/${invitation.id}/accept`), 200)).toMatchObject({
    organizationId: orgId,
  });
  expect((await json(await call(invited, "GET", "/api/workspace/documents"), 200)).items).toHaveLength(2);
  // The audit log holds what was done under its id.
  const audit = await json(await call(owner, "GET", `/api/organizations/${orgId}/audit`), 200);
  expect(audit.items.map((e: { action: string }) => e.action)).toEqual(
    expect.arrayContaining(["document.moved", "key.created", "member.invited", "member.joined"]),
  );
  await json(await call(owner, "PUT", "/api/organizations/active", { organizationId: null }), 200);
}

describe("organization ids", () => {
  it("gives a new organization an org_ id (a ULID, like doc_ and brand_), which works everywhere", async () => {
    const owner = await signInWithCookie(t);
    const id = await createdOrganization(owner, "Bean & Bloom roasting");
    expect(id).toMatch(/^org_/);
    expect(isId("org", id)).toBe(true);
    await worksEverywhere(id, owner, await signInWithCookie(t), "Bean & Bloom roasting");
  });

  it("keeps an organization made before ids had a prefix working under its old id", async () => {
    const owner = await signInWithCookie(t);
    const id = await organizationMadeBefore(owner, "Old roastery");
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    await worksEverywhere(id, owner, await signInWithCookie(t), "Old roastery");
  });
});
