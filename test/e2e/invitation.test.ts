// End to end in headless Chromium with a real SMTP sink: an owner invites an address; the invited person opens the
// mailed link, signs in by the e-mailed magic link, lands back on the invitation, accepts and works in the organization.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mimeParts, startSmtpSink, type SmtpSink } from "../auth/smtp-sink.js";
import { sessionCookieFrom } from "../auth-helpers.js";
import { buildWeb, chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "./browser.js";

const textOf = (raw: string) => mimeParts(raw).find((p) => p.contentType === "text/plain")!.body;

describe.skipIf(chromiumSkipReason !== null)("an invitation in Chromium", { timeout: 120_000 }, () => {
  let server: LiveServer;
  let smtp: SmtpSink;
  let browser: Browser;
  let mails = 0;
  const owner = `owner-${Date.now()}@example.com`;
  const invited = `invited-${Date.now()}@example.com`;

  beforeAll(async () => {
    buildWeb();
    smtp = await startSmtpSink();
    server = await startLiveServer({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  const send = (path: string, cookie: string, method: string, body?: unknown) =>
    fetch(server.url + path, {
      method,
      headers: { cookie, origin: server.url, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  async function ownerCookie(): Promise<string> {
    await send("/api/auth/sign-in/magic-link", "", "POST", { email: owner });
    const link = textOf((await smtp.waitFor(++mails)).raw).match(
      /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/,
    )![0];
    const cookie = sessionCookieFrom((await fetch(link, { redirect: "manual" })).headers);
    if (!cookie) throw new Error("the owner's sign-in link set no cookie");
    return cookie;
  }

  it("joins through the mailed link after signing in with the invited address, and the session works in the organization", async () => {
    const cookie = await ownerCookie();
    const org = (await (await send("/api/organizations", cookie, "POST", { name: "Harbour ferries" })).json()) as {
      id: string;
    };
    await send("/api/organizations/active", cookie, "PUT", { organizationId: org.id });
    expect(
      (
        await send("/api/workspace/documents", cookie, "POST", {
          kind: "doc",
          title: "Ferry timetable 2027",
          source: "# Ferry timetable 2027\n\nTwo morning crossings.",
        })
      ).status,
    ).toBe(201);
    expect(
      (await send(`/api/organizations/${org.id}/invitations`, cookie, "POST", { email: invited, role: "member" }))
        .status,
    ).toBe(201);

    const invitation = await smtp.waitFor(++mails);
    expect(invitation.to).toContain(invited);
    const link = textOf(invitation.raw).match(/https?:\/\/\S+\/invitations\/\S+/)![0];

    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(link);
    await page.waitForURL(/\/sign-in\?next=/);
    await page.getByLabel("E-mail address").fill(invited);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    const signIn = textOf((await smtp.waitFor(++mails)).raw).match(
      /https?:\/\/\S+\/api\/auth\/magic-link\/verify\?\S+/,
    )![0];
    await page.goto(signIn);
    await page.waitForURL(/\/invitations\//);
    await expect(page.getByText(/invited .* to join Harbour ferries as member/).textContent()).resolves.toContain(
      invited,
    );
    await page.getByRole("button", { name: "Accept and switch to Harbour ferries" }).click();
    await page.waitForURL(/\/app$/);
    await page.getByText("Ferry timetable 2027").first().waitFor();

    const members = (await (await send(`/api/organizations/${org.id}/members`, cookie, "GET")).json()) as {
      email: string;
      role: string;
    }[];
    expect(members.map((m) => [m.email, m.role]).sort()).toEqual(
      [
        [invited, "member"],
        [owner, "owner"],
      ].sort(),
    );
    await page.goto(link);
    await page.getByRole("alert").waitFor();
    await expect(page.getByRole("alert").textContent()).resolves.toMatch(/No such invitation|already used/);
  });
});
