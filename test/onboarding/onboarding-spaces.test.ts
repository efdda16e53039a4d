// Onboarding is the personal space's: an organization key (whatever its scopes, before and after its maker leaves)
// and a session working in an organization are refused with 403 saying why, and nothing of the personal space — its
// documents, its onboarding state — is read, made or deleted; back in the personal space, the session onboards as before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { organizationSpace, personalSpace } from "../../src/lib/space-id.js";
import { json, refused } from "../organizations/answers.js";

let t: TestApp;
let owner: CookieSession;
let maker: CookieSession;
let orgId: string;
let orgKey: Record<string, string>;

type Headers = Record<string, string>;
const call = (headers: Headers, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, headers));
const ROUTES: [string, string, unknown?][] = [
  ["GET", "/api/onboarding"],
  ["POST", "/api/onboarding/seed", {}],
  ["POST", "/api/onboarding/reset", { confirm: true }],
];

/** Every document of a space, by id and version, and the maker's onboarding record: what no refused call may change. */
async function spaceState(spaceId: string) {
  const docs = await t.deps.repos.documents.list({ spaceId: spaceId as never, limit: 100 });
  return {
    docs: docs.items.map((d) => `${d.id}@${d.version}`).sort(),
    onboarding: await t.deps.repos.onboarding.get(maker.userId),
  };
}

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_ONBOARDING_PER_MINUTE: "1000", RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100" },
  });
  [owner, maker] = [await signInWithCookie(t), await signInWithCookie(t)];
  orgId = (await json(await call(owner.headers, "POST", "/api/organizations", { name: "Tide tables" }), 201)).id;
  const invitation = await json(
    await call(owner.headers, "POST", `/api/organizations/${orgId}/invitations`, { email: maker.email, role: "admin" }),
    201,
  );
  await json(await call(maker.headers, "POST", `/api/invitations/${invitation.id}/accept`), 200);
  const scopes = ["documents:read", "documents:write", "agent", "brands:generate", "brands:manage", "jobs", "webhooks"];
  orgKey = {
    authorization: `Bearer ${(await json(await call(maker.headers, "POST", `/api/organizations/${orgId}/keys`, { name: "All of it", scopes }), 201)).key}`,
  };
  // The maker's personal space: seeded, plus a document of their own; the organization has one document.
  await json(await call(maker.headers, "PUT", "/api/organizations/active", { organizationId: null }), 200);
  await json(await call(maker.headers, "POST", "/api/onboarding/seed", {}), 201);
  await json(
    await call(maker.headers, "POST", "/api/workspace/documents", {
      kind: "doc",
      title: "Maker's diary",
      source: "# Maker's diary\n\nPrivate.",
    }),
    201,
  );
  await json(
    await call(orgKey, "POST", "/api/workspace/documents", {
      kind: "doc",
      title: "Tide table",
      source: "# Tide table\n\nHigh water.",
    }),
    201,
  );
}, 60_000);
afterAll(async () => t?.close());

async function expectRefusedEverywhere(headers: Headers, why: RegExp) {
  const personal = await spaceState(personalSpace(maker.userId));
  const organization = await spaceState(organizationSpace(orgId));
  expect(personal.docs).toHaveLength(4);
  for (const [method, path, body] of ROUTES) {
    const answer = await refused(await call(headers, method, path, body), 403, "forbidden");
    expect(answer.message, `${method} ${path}`).toMatch(why);
    expect(Object.keys(answer).sort()).toEqual(["error", "message"]);
    expect(answer.message).not.toContain("Maker's diary");
  }
  expect(await spaceState(personalSpace(maker.userId))).toEqual(personal);
  expect(await spaceState(organizationSpace(orgId))).toEqual(organization);
}

describe("onboarding in an organization's space", () => {
  it("refuses an organization key on every onboarding route, naming why; the maker's personal space is untouched", async () => {
    await expectRefusedEverywhere(
      orgKey,
      /a person's own workspace: an organization API key works in its organization's space only/,
    );
  });

  it("refuses a session whose active organization is set, saying how to switch; back in the personal space it works", async () => {
    await json(await call(maker.headers, "PUT", "/api/organizations/active", { organizationId: orgId }), 200);
    await expectRefusedEverywhere(maker.headers, /Switch to your personal space first/);
    await json(await call(maker.headers, "PUT", "/api/organizations/active", { organizationId: null }), 200);
    const state = await json(await call(maker.headers, "GET", "/api/onboarding"), 200);
    expect(state.state).toBe("seeded");
    expect(state.items).toHaveLength(3);
  });

  it("still refuses the organization key after its maker leaves the organization", async () => {
    await json(await call(maker.headers, "POST", `/api/organizations/${orgId}/leave`), 200);
    await json(await call(orgKey, "GET", "/api/workspace/documents"), 200);
    await expectRefusedEverywhere(orgKey, /never in its maker's personal one/);
  });
});
