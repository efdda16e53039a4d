// Moving a document between spaces, explicitly: personal → organization → personal; a member moves only their own out;
// a space the caller is not in, or the one it is already in, is refused; an API key cannot move; each move is audited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey, signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { json } from "./answers.js";

let t: TestApp;
let owner: CookieSession;
let member: CookieSession;
let outsider: CookieSession;
let orgId: string;

type Who = { headers: Record<string, string> };
const call = (who: Who, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, who.headers));
const titles = async (who: Who) =>
  (await json(await call(who, "GET", "/api/workspace/documents"), 200)).items.map((d: { title: string }) => d.title);
const move = (who: Who, id: string, organizationId: string | null) =>
  call(who, "POST", `/api/workspace/documents/${id}/move`, { organizationId });

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100" } });
  [owner, member, outsider] = [await signInWithCookie(t), await signInWithCookie(t), await signInWithCookie(t)];
  orgId = (await json(await call(owner, "POST", "/api/organizations", { name: "Hotel Lumen" }), 201)).id;
  const invitation = await json(
    await call(owner, "POST", `/api/organizations/${orgId}/invitations`, { email: member.email, role: "member" }),
    201,
  );
  await json(await call(member, "POST", `/api/invitations/${invitation.id}/accept`), 200);
});
afterAll(async () => t?.close());

describe("moving a document between spaces", () => {
  it("moves from the personal space into an organization and back, keeping its id and bumping its version", async () => {
    const doc = (
      await json(
        await call(owner, "POST", "/api/workspace/documents", {
          kind: "doc",
          title: "Room rates 2027",
          source: "# Room rates 2027\n\nSpring.",
        }),
        201,
      )
    ).document;
    const moved = (await json(await move(owner, doc.id, orgId), 200)).document;
    expect(moved).toMatchObject({ id: doc.id, title: "Room rates 2027", version: doc.version + 1 });
    expect(await titles(owner)).not.toContain("Room rates 2027");
    expect(await titles(member)).toContain("Room rates 2027");
    await json(await call(owner, "PUT", "/api/organizations/active", { organizationId: orgId }), 200);
    await json(await move(owner, doc.id, null), 200);
    expect(await titles(owner)).not.toContain("Room rates 2027");
    await json(await call(owner, "PUT", "/api/organizations/active", { organizationId: null }), 200);
    expect(await titles(owner)).toContain("Room rates 2027");
    // Each move is a version of its own in the history that travels with the document.
    const history = (await json(await call(owner, "GET", `/api/workspace/documents/${doc.id}/versions`), 200)).items;
    expect(history.map((v: { change: string }) => v.change)).toEqual(["moved", "moved", "created"]);
    const log = (await json(await call(owner, "GET", `/api/organizations/${orgId}/audit`), 200)).items;
    expect(
      log.filter((e: { action: string }) => e.action === "document.moved").map((e: { data: unknown }) => e.data),
    ).toEqual([
      { from: orgId, to: "personal" },
      { from: "personal", to: orgId },
    ]);
  });

  it("lets a member move only their own documents out of the organization", async () => {
    await json(await call(owner, "PUT", "/api/organizations/active", { organizationId: orgId }), 200);
    const owners = (
      await json(
        await call(owner, "POST", "/api/workspace/documents", {
          kind: "doc",
          title: "Owner's brief",
          source: "# Owner's brief\n\nText.",
        }),
        201,
      )
    ).document.id;
    const mine = (
      await json(
        await call(member, "POST", "/api/workspace/documents", {
          kind: "doc",
          title: "Member's draft",
          source: "# Member's draft\n\nText.",
        }),
        201,
      )
    ).document.id;
    expect((await json(await move(member, owners, null), 403)).error).toBe("forbidden");
    await json(await move(member, mine, null), 200);
    await json(await call(member, "PUT", "/api/organizations/active", { organizationId: null }), 200);
    expect(await titles(member)).toContain("Member's draft");
  });

  it("refuses a space the caller is not in, the space it is in, another space's document, and API keys", async () => {
    await json(await call(owner, "PUT", "/api/organizations/active", { organizationId: null }), 200);
    const doc = (
      await json(
        await call(owner, "POST", "/api/workspace/documents", {
          kind: "doc",
          title: "Private",
          source: "# Private\n\nText.",
        }),
        201,
      )
    ).document.id;
    const elsewhere = (await json(await call(outsider, "POST", "/api/organizations", { name: "Elsewhere" }), 201)).id;
    expect((await json(await move(owner, doc, elsewhere), 404)).error).toBe("not_found");
    expect((await json(await move(owner, doc, null), 400)).error).toBe("invalid_request");
    expect((await json(await move(outsider, doc, null), 404)).error).toBe("not_found");
    const key = { headers: { authorization: `Bearer ${(await createApiKey(t, owner)).apiKey}` } };
    expect((await json(await move(key, doc, orgId), 403)).error).toBe("forbidden");
    expect(await titles(owner)).toContain("Private");
  });
});
