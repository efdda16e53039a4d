// End to end in headless Chromium with a real SMTP sink: sign in by the mailed magic link, create an organization
// on the Organizations page, switch to it with the header's switcher (its workspace is empty: the personal document
// is not there), invite an address (pending, mailed), issue an organization key with one scope (shown once, then
// listed without its secret; it works within its scope only), read the audit log, see a refusal's message, change
// a member's role with the role select (and a member's read-only view), and switch back to Personal. Onboarding stays
// the personal space's: no welcome in the organization's workspace, and the account page's reset waits for Personal.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mimeParts, startSmtpSink, type SmtpSink } from "../auth/smtp-sink.js";
import { sessionCookieFrom } from "../auth-helpers.js";
import { buildWeb, chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "./browser.js";

const textOf = (raw: string) => mimeParts(raw).find((p) => p.contentType === "text/plain")!.body;
const SIGN_IN_LINK = /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/;

describe.skipIf(chromiumSkipReason !== null)("organizations in Chromium", { timeout: 180_000 }, () => {
  let server: LiveServer;
  let smtp: SmtpSink;
  let browser: Browser;
  let page: Page;
  let mails = 0;
  let orgId = "";
  const stamp = Date.now();
  const email = `org-owner-${stamp}@example.com`;
  const invited = `sam-${stamp}@example.com`;
  const personalTitle = `Personal ledger ${stamp}`;

  beforeAll(async () => {
    buildWeb();
    smtp = await startSmtpSink();
    server = await startLiveServer({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    page.on("pageerror", (err) => console.error("[page error]", err.message));
    // Leave and remove ask "are you sure?" first.
    page.on("dialog", (d) => void d.accept());
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  /** Reloads caused by the switcher: waits for the new page's document list (when on /app) to answer. */
  async function switchTo(label: string): Promise<void> {
    const switcher = page.getByLabel("Active space");
    await Promise.all([page.waitForEvent("load"), switcher.selectOption({ label })]);
    await page.waitForFunction((l) => {
      const select = document.querySelector<HTMLSelectElement>("header select");
      return select?.selectedOptions[0]?.textContent === l;
    }, label);
  }

  it("signs in with the mailed magic link and has a personal document", async () => {
    await page.goto(server.url + "/sign-in");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    await page.goto(textOf((await smtp.waitFor(++mails)).raw).match(SIGN_IN_LINK)![0]);
    await page.waitForURL(/\/app$/);
    const status = await page.evaluate(
      async (title) =>
        (
          await fetch("/api/workspace/documents", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ kind: "doc", title, source: `# ${title}\n\nMine alone.` }),
          })
        ).status,
      personalTitle,
    );
    expect(status).toBe(201);
    await page.reload();
    await page.getByRole("list", { name: "Documents" }).getByText(personalTitle).waitFor();
    // Signed in: the header shows the active space, Personal to begin with.
    await expect(page.getByLabel("Active space").locator("option:checked").textContent()).resolves.toBe("Personal");
  });

  it("creates an organization from the Organizations page linked from Account; creating does not switch", async () => {
    await page.goto(server.url + "/account");
    await page.getByRole("main").getByRole("link", { name: "Manage organizations" }).click();
    await page.waitForURL(/\/organizations$/);
    await page
      .getByRole("list", { name: "Your organizations" })
      .getByText("You are not in any organization yet.")
      .waitFor();
    await page.getByLabel("Organization name").fill("Harbour ferries");
    await page.getByRole("button", { name: "Create organization" }).click();
    await page.waitForURL(/\/organizations\/[^/]+$/);
    orgId = page.url().split("/").pop()!;
    await page.getByRole("heading", { level: 1, name: "Harbour ferries" }).waitFor();
    await page.getByText(/you are an\s+owner/).waitFor();
    // Still in the personal space, and the switcher now offers the organization.
    await expect(page.getByLabel("Active space").locator("option:checked").textContent()).resolves.toBe("Personal");
    await expect(page.getByLabel("Active space").locator("option").allTextContents()).resolves.toEqual([
      "Personal",
      "Harbour ferries",
    ]);
    await page.getByRole("button", { name: "Switch to Harbour ferries" }).waitFor();
  });

  it("switches to the organization with the header's switcher: its workspace is empty", async () => {
    await page.goto(server.url + "/app");
    await page.getByRole("list", { name: "Documents" }).getByText(personalTitle).waitFor();
    // The reloaded page's answers: asked for after the switch was answered. A request the old page still had in
    // flight is answered in the personal space, and its body is gone with the page.
    const switched = page.waitForResponse(
      (r) => r.url().endsWith("/api/organizations/active") && r.request().method() === "PUT",
    );
    const askedAfterSwitch = (matches: (url: string) => boolean) =>
      page.waitForResponse(async (r) => {
        if (!matches(r.url()) || r.request().method() !== "GET") return false;
        const put = (await switched).request().timing();
        return r.request().timing().startTime >= put.startTime + put.responseStart;
      });
    const listed = askedAfterSwitch((url) => url.includes("/api/workspace/documents?"));
    const onboarding = askedAfterSwitch((url) => url.endsWith("/api/onboarding"));
    await switchTo("Harbour ferries");
    const answer = (await (await listed).json()) as { items: { title: string }[] };
    expect(answer.items).toEqual([]);
    await page.getByRole("heading", { level: 1, name: "Harbour ferries workspace" }).waitFor();
    const list = page.getByRole("list", { name: "Documents" });
    await expect(list.locator("li:not(.empty)").count()).resolves.toBe(0);
    expect(await list.textContent()).not.toContain(personalTitle);
    const active = await page.evaluate(
      async () => (await (await fetch("/api/organizations")).json()) as { activeOrganizationId: string | null },
    );
    expect(active.activeOrganizationId).toBe(orgId);
    // Onboarding is the personal space's: refused here, so no welcome offers to make starter documents in the organization.
    expect((await onboarding).status()).toBe(403);
    expect(await page.getByRole("heading", { name: "Welcome to Quire" }).count()).toBe(0);
  });

  it("keeps the account page's reset for the personal space while an organization is active", async () => {
    await page.goto(server.url + "/account");
    const settings = page.getByRole("region", { name: "Settings" });
    await settings
      .getByText("You are working in Harbour ferries: switch to your personal space to reset it.")
      .waitFor();
    await expect(settings.getByRole("button", { name: "Reset my workspace" }).isDisabled()).resolves.toBe(true);
    // Back where the next step starts: the organization's workspace.
    await page.goto(server.url + "/app");
    await page.getByRole("heading", { level: 1, name: "Harbour ferries workspace" }).waitFor();
  });

  it("invites an address: the invitation is pending and mailed", async () => {
    await page.getByRole("link", { name: "Manage organizations" }).click();
    await page.waitForURL(/\/organizations$/);
    await page.getByRole("list", { name: "Your organizations" }).getByRole("link", { name: "Harbour ferries" }).click();
    await page.waitForURL(new RegExp(`/organizations/${orgId}$`));
    await page.locator("main .current").filter({ hasText: "Active space" }).waitFor();
    const form = page.getByRole("form", { name: "Invite someone" });
    await form.getByLabel("E-mail").fill(invited);
    await form.getByLabel("Role").selectOption("member");
    await form.getByRole("button", { name: "Send invitation" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Invitation sent to ${invited}.` })
      .waitFor();
    const pending = page.getByRole("list", { name: "Pending invitations" });
    await pending.getByText(invited).waitFor();
    await expect(pending.textContent()).resolves.toMatch(/member\s*pending · expires/);
    const mail = await smtp.waitFor(++mails);
    expect(mail.to).toContain(invited);
    expect(textOf(mail.raw)).toMatch(new RegExp(`${server.url.replace(/[.:/]/g, "\\$&")}/invitations/\\S+`));
  });

  it("issues an organization key with one scope: shown once, listed without the secret, working within its scope", async () => {
    const form = page.getByRole("form", { name: "New organization key" });
    // No scope chosen: the form says so instead of sending.
    await form.getByLabel("Key name").fill("CMS sync");
    await form.getByRole("button", { name: "Create key" }).click();
    await form.getByRole("alert").filter({ hasText: "Choose at least one scope" }).waitFor();
    await form.getByRole("checkbox", { name: /documents:read/ }).check();
    const quota = form.getByRole("group", { name: "Quota (optional)" });
    await quota.getByRole("spinbutton", { name: "Calls" }).fill("1000");
    await quota.locator("select").selectOption({ label: "day" });
    await form.getByRole("button", { name: "Create key" }).click();
    const key = (await page.getByTestId("new-org-key").textContent())!.trim();
    expect(key).toMatch(/^quire_ok_\S{20,}$/);
    await page.getByRole("button", { name: "Copy", exact: true }).waitFor();
    const list = page.getByRole("list", { name: "Organization API keys" });
    await list.getByText("CMS sync").waitFor();
    const row = await list.locator("li").filter({ hasText: "CMS sync" }).textContent();
    expect(row).toContain("documents:read");
    expect(row).toMatch(/1000 of 1000 calls left per day/);
    expect(row).not.toContain(key);
    expect(key.startsWith((await list.locator("li code").first().textContent())!.replace(/…$/, ""))).toBe(true);

    // The key works in the organization's space, within its one scope.
    const read = await fetch(`${server.url}/api/workspace/documents`, { headers: { authorization: `Bearer ${key}` } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { items: unknown[] }).items).toEqual([]);
    const write = await fetch(`${server.url}/api/workspace/documents`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ kind: "doc", title: "x", source: "# x" }),
    });
    expect(write.status).toBe(403);

    // Shown once: after a reload the secret is gone and the key is still listed.
    await page.reload();
    await page.getByRole("list", { name: "Organization API keys" }).getByText("CMS sync").waitFor();
    expect(await page.getByTestId("new-org-key").count()).toBe(0);
    expect(await page.content()).not.toContain(key);
  });

  it("shows the audit log newest first, in words and with each action", async () => {
    const log = page.getByRole("list", { name: "Audit log" });
    await log.locator("li[data-action]").first().waitFor();
    await expect(
      log.locator("li[data-action]").evaluateAll((lis) => lis.map((li) => li.getAttribute("data-action"))),
    ).resolves.toEqual(["key.created", "member.invited", "organization.created"]);
    const rows = await log.locator("li[data-action]").allTextContents();
    expect(rows[0]).toContain(`${email} issued the API key “CMS sync” (documents:read)`);
    expect(rows[0]).toContain("key.created");
    expect(rows[1]).toContain(`${email} invited ${invited} as member`);
    expect(rows[1]).toContain("member.invited");
    expect(rows[2]).toContain(`${email} created the organization “Harbour ferries”`);
    // Fewer than a page: no "Load more".
    expect(await page.getByRole("button", { name: "Load more" }).count()).toBe(0);
  });

  it("shows the API's message when something is refused: the last owner cannot leave", async () => {
    await page.getByRole("button", { name: "Leave Harbour ferries" }).click();
    // The refusal is shown where it was asked, in the Settings section, in the API's words.
    const alert = page.getByRole("region", { name: "Settings" }).getByRole("alert");
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toMatch(/only owner|last owner/i);
    expect(page.url()).toMatch(new RegExp(`/organizations/${orgId}$`));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: "/tmp/org-page.png", fullPage: true });
  });

  it("changes a member's role with the role select; a member sees the organization read-only", async () => {
    // The invited person signs in (by the mailed link) and accepts, through the API with their own cookie.
    await fetch(server.url + "/api/auth/sign-in/magic-link", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: invited }),
    });
    const signIn = textOf((await smtp.waitFor(++mails)).raw).match(SIGN_IN_LINK)![0];
    const cookie = sessionCookieFrom((await fetch(signIn, { redirect: "manual" })).headers)!;
    expect(cookie).toBeTruthy();
    const invitationId = await page.evaluate(
      async (id) => ((await (await fetch(`/api/organizations/${id}/invitations`)).json()) as { id: string }[])[0]!.id,
      orgId,
    );
    const accepted = await fetch(`${server.url}/api/invitations/${invitationId}/accept`, {
      method: "POST",
      headers: { cookie, origin: server.url },
    });
    expect(accepted.status).toBe(200);

    await page.reload();
    await page.getByRole("list", { name: "Pending invitations" }).getByText("No pending invitations.").waitFor();
    const role = page.getByLabel(`Role of ${invited}`);
    await expect(role.inputValue()).resolves.toBe("member");
    // The owner's own role is shown, never editable.
    expect(await page.getByLabel(`Role of ${email}`).count()).toBe(0);
    await role.selectOption("admin");
    await page
      .getByRole("list", { name: "Audit log" })
      .locator('li[data-action="member.role_changed"]')
      .filter({ hasText: `made ${invited} admin` })
      .waitFor();
    await expect(page.getByLabel(`Role of ${invited}`).inputValue()).resolves.toBe("admin");
    await page.getByLabel(`Role of ${invited}`).selectOption("member");
    await page
      .getByRole("list", { name: "Audit log" })
      .locator('li[data-action="member.role_changed"]')
      .filter({ hasText: `made ${invited} member` })
      .waitFor();

    // The member's view: members and invitations to read, nothing to manage.
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name, value, url: server.url }]);
    const member = await context.newPage();
    member.setDefaultTimeout(60_000);
    await member.goto(`${server.url}/organizations/${orgId}`);
    await member.getByRole("heading", { level: 1, name: "Harbour ferries" }).waitFor();
    await member.getByText(/Only owners and admins manage members/).waitFor();
    await member.getByRole("list", { name: "Members" }).getByText(email).waitFor();
    expect(await member.locator("select.role-select").count()).toBe(0);
    expect(await member.getByRole("form", { name: "Invite someone" }).count()).toBe(0);
    expect(await member.getByRole("list", { name: "Organization API keys" }).count()).toBe(0);
    expect(await member.getByRole("list", { name: "Audit log" }).count()).toBe(0);
    // Accepting switched their session: the switcher says so.
    await expect(member.getByLabel("Active space").locator("option:checked").textContent()).resolves.toBe(
      "Harbour ferries",
    );
    await context.close();

    // Removing the member: gone from the list.
    await page.getByRole("button", { name: `Remove ${invited}` }).click();
    await page.getByRole("list", { name: "Audit log" }).locator('li[data-action="member.removed"]').waitFor();
    expect(await page.getByRole("list", { name: "Members" }).getByText(invited).count()).toBe(0);
  });

  it("switches back to Personal: the personal document is there again", async () => {
    await page.goto(server.url + "/app");
    await page.getByRole("heading", { level: 1, name: "Harbour ferries workspace" }).waitFor();
    await switchTo("Personal");
    await page.getByRole("list", { name: "Documents" }).getByText(personalTitle).waitFor();
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(`${email}'s workspace`);
    const active = await page.evaluate(
      async () => (await (await fetch("/api/organizations")).json()) as { activeOrganizationId: string | null },
    );
    expect(active.activeOrganizationId).toBeNull();
  });
});
