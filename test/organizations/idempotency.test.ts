// Idempotency-Keys per space: a key replays within the space it was used in; the same key after switching to an
// organization (or from an organization's key) is a new call there, never an answer about another space's document.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { json } from "./answers.js";

let t: TestApp;
let owner: CookieSession;

const create = (headers: Record<string, string>, title: string, key: string) =>
  t.app.request(
    "/api/workspace/documents",
    jsonRequest("POST", { kind: "doc", title, source: `# ${title}\n\nText.` }, { ...headers, "idempotency-key": key }),
  );

beforeAll(async () => {
  t = await createTestApp();
  owner = await signInWithCookie(t);
});
afterAll(async () => t?.close());

describe("Idempotency-Key across spaces", () => {
  it("replays within a space and starts afresh in another", async () => {
    const personal = (await json(await create(owner.headers, "Plan", "key-1"), 201)).document.id;
    expect((await json(await create(owner.headers, "Plan", "key-1"), 201)).document.id).toBe(personal);

    const orgId = (
      await json(await t.app.request("/api/organizations", jsonRequest("POST", { name: "Team" }, owner.headers)), 201)
    ).id;
    await json(
      await t.app.request("/api/organizations/active", jsonRequest("PUT", { organizationId: orgId }, owner.headers)),
      200,
    );
    const shared = (await json(await create(owner.headers, "Plan", "key-1"), 201)).document.id;
    expect(shared).not.toBe(personal);
    expect((await json(await create(owner.headers, "Plan", "key-1"), 201)).document.id).toBe(shared);

    const made = await json(
      await t.app.request(
        `/api/organizations/${orgId}/keys`,
        jsonRequest("POST", { name: "k", scopes: ["documents:write"] }, owner.headers),
      ),
      201,
    );
    const byKey = (await json(await create({ authorization: `Bearer ${made.key}` }, "Plan", "key-1"), 201)).document.id;
    expect([personal, shared]).not.toContain(byKey);
  });
});
