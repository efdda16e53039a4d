// Role escalation and invitation misuse, refused: an admin cannot invite an owner, make one or unmake one; nobody
// changes their own role (an owner beside another owner neither); an invitation is single-use, expires, and opens only
// for its address; a revoked one is dead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { json } from "./answers.js";

let t: TestApp;
let owner: CookieSession;
let admin: CookieSession;
let member: CookieSession;
let stranger: CookieSession;
let coOwner: CookieSession;
let orgId: string;

type Who = { headers: Record<string, string> };
const call = (who: Who, method: string, path: string, body?: unknown) =>
  t.app.request(path, jsonRequest(method, body, who.headers));
const invite = (who: Who, email: string, role: string) =>
  call(who, "POST", `/api/organizations/${orgId}/invitations`, { email, role });
const memberId = async (userId: string) =>
  (await json(await call(owner, "GET", `/api/organizations/${orgId}/members`), 200)).find(
    (m: { userId: string }) => m.userId === userId,
  ).id as string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100" } });
  [owner, admin, member, stranger, coOwner] = [
    await signInWithCookie(t),
    await signInWithCookie(t),
    await signInWithCookie(t),
    await signInWithCookie(t),
    await signInWithCookie(t),
  ];
  orgId = (await json(await call(owner, "POST", "/api/organizations", { name: "Grain Market" }), 201)).id;
  for (const [who, role] of [
    [admin, "admin"],
    [member, "member"],
    [coOwner, "owner"],
  ] as const) {
    const invitation = await json(await invite(owner, who.email, role), 201);
    await json(await call(who, "POST", `/api/invitations/${invitation.id}/accept`), 200);
  }
});
afterAll(async () => t?.close());

describe("role escalation", () => {
  it("keeps owners an owner's business: an admin can neither invite, make nor unmake one", async () => {
    expect((await json(await invite(admin, "boss@example.test", "owner"), 403)).error).toBe("forbidden");
    expect(
      (
        await json(
          await call(admin, "PATCH", `/api/organizations/${orgId}/members/${await memberId(member.userId)}`, {
            role: "owner",
          }),
          403,
        )
      ).error,
    ).toBe("forbidden");
    expect(
      (
        await json(
          await call(admin, "PATCH", `/api/organizations/${orgId}/members/${await memberId(owner.userId)}`, {
            role: "member",
          }),
          403,
        )
      ).error,
    ).toBe("forbidden");
    expect(
      (
        await json(
          await call(admin, "DELETE", `/api/organizations/${orgId}/members/${await memberId(owner.userId)}`),
          403,
        )
      ).message,
    ).toMatch(/Only an owner removes an owner/);
    expect(
      (
        await json(
          await call(member, "DELETE", `/api/organizations/${orgId}/members/${await memberId(admin.userId)}`),
          403,
        )
      ).message,
    ).toMatch(/\(member\) does not allow it/);
    const roles = (await json(await call(owner, "GET", `/api/organizations/${orgId}/members`), 200))
      .map((m: { role: string }) => m.role)
      .sort();
    expect(roles).toEqual(["admin", "member", "owner", "owner"]);
  });

  it("lets nobody below owner change their own role, and an admin manages members", async () => {
    expect(
      (
        await json(
          await call(admin, "PATCH", `/api/organizations/${orgId}/members/${await memberId(admin.userId)}`, {
            role: "owner",
          }),
          403,
        )
      ).error,
    ).toBe("forbidden");
    expect(
      (
        await json(
          await call(member, "PATCH", `/api/organizations/${orgId}/members/${await memberId(member.userId)}`, {
            role: "admin",
          }),
          403,
        )
      ).error,
    ).toBe("forbidden");
    await json(await invite(admin, "analyst@example.test", "member"), 201);
  });

  it("lets nobody change their own role: not an admin stepping down, not an owner beside another owner; the refusal says the rule", async () => {
    const selfChanges = [
      [admin, "member"],
      [owner, "admin"],
      [coOwner, "member"],
      [owner, "owner"],
    ] as const;
    for (const [who, role] of selfChanges) {
      const refused = await json(
        await call(who, "PATCH", `/api/organizations/${orgId}/members/${await memberId(who.userId)}`, { role }),
        403,
      );
      expect(refused.error).toBe("forbidden");
      expect(refused.message).toMatch(/Nobody changes their own role/);
      expect(refused.message).not.toMatch(/sign-in service/);
    }
    const roles = Object.fromEntries(
      (await json(await call(owner, "GET", `/api/organizations/${orgId}/members`), 200)).map(
        (m: { userId: string; role: string }) => [m.userId, m.role],
      ),
    );
    expect([roles[admin.userId], roles[owner.userId], roles[coOwner.userId]]).toEqual(["admin", "owner", "owner"]);
    expect(
      (
        await json(
          await call(admin, "PATCH", `/api/organizations/${orgId}/members/${await memberId(coOwner.userId)}`, {
            role: "member",
          }),
          403,
        )
      ).message,
    ).toBe("Only an owner makes or unmakes an owner.");
  });

  it("answers a role change with the whole member, e-mail and name included", async () => {
    await t.deps.database.db.updateTable("user").set({ name: "Sam Baker" }).where("id", "=", member.userId).execute();
    const id = await memberId(member.userId);
    const listed = (await json(await call(owner, "GET", `/api/organizations/${orgId}/members`), 200)).find(
      (m: { id: string }) => m.id === id,
    );
    const changed = await json(
      await call(coOwner, "PATCH", `/api/organizations/${orgId}/members/${id}`, { role: "admin" }),
      200,
    );
    expect(changed).toEqual({ ...listed, role: "admin" });
    expect(changed.email).toBe(member.email);
    expect(changed.name).toBe("Sam Baker");
    await json(await call(coOwner, "PATCH", `/api/organizations/${orgId}/members/${id}`, { role: "member" }), 200);
  });
});

describe("invitations", () => {
  it("open for their address only, work once, and not after they are revoked", async () => {
    const forStranger = await json(await invite(owner, stranger.email, "member"), 201);
    expect((await json(await call(member, "POST", `/api/invitations/${forStranger.id}/accept`), 404)).error).toBe(
      "not_found",
    );
    await json(await call(owner, "DELETE", `/api/organizations/${orgId}/invitations/${forStranger.id}`), 200);
    expect((await json(await call(stranger, "POST", `/api/invitations/${forStranger.id}/accept`), 404)).error).toBe(
      "not_found",
    );
    expect((await json(await call(stranger, "GET", `/api/organizations/${orgId}`), 404)).error).toBe("not_found");
  });

  it("expire", async () => {
    const invitation = await json(await invite(owner, stranger.email, "member"), 201);
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeGreaterThan(47 * 3600_000);
    expect(Date.parse(invitation.expiresAt) - Date.now()).toBeLessThanOrEqual(48 * 3600_000);
    const past = new Date(Date.now() - 60_000);
    await t.deps.database.db
      .updateTable("invitation")
      .set({ expiresAt: t.deps.database.dialect === "postgres" ? past : past.toISOString() })
      .where("id", "=", invitation.id)
      .execute();
    const refused = await call(stranger, "POST", `/api/invitations/${invitation.id}/accept`);
    expect([400, 404]).toContain(refused.status);
    expect((await json(await call(stranger, "GET", `/api/organizations/${orgId}`), 404)).error).toBe("not_found");
  });
});
