// WCAG 2.2 A/AA for every page of the web app, checked by axe-core in headless Chromium: public pages, the signed-in
// pages with real content (documents of each kind, the History panel, a brand, keys, an organization, an invitation),
// and a few at a phone's width. Beside axe: exactly one h1 per page, and a title naming the page (2.4.2).
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, uniqueEmail, type CookieSession } from "../auth-helpers.js";
import { DOCS, TEST_ENV } from "../workspace/workspace-app.js";
import { axeViolations, describeViolations } from "./axe.js";
import { buildWeb, chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "./browser.js";
import { thirdPartyFile } from "../fixtures.js";

const BRAND_TEMPLATE = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const showcase = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../content/showcase/${id}.json`, import.meta.url), "utf8")) as {
    kind: string;
    title: string;
    source: unknown;
  };

describe.skipIf(chromiumSkipReason !== null)("the web app meets WCAG 2.2 A/AA (axe-core)", { timeout: 120_000 }, () => {
  let server: LiveServer;
  let browser: Browser;
  let owner: CookieSession;
  let signedIn: BrowserContext;
  let anonymous: BrowserContext;
  let page: Page;
  const ids: Record<"deck" | "doc" | "sheet" | "org" | "invitation" | "brandDeck", string> = {
    deck: "",
    doc: "",
    sheet: "",
    org: "",
    invitation: "",
    brandDeck: "",
  };
  let invitee: CookieSession;

  async function call<T>(session: CookieSession, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(server.url + path, {
      method,
      headers: { ...session.headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** A context signed in as `session`; bypassCSP lets axe in as an inline script (the app's CSP forbids those). */
  async function contextFor(session: CookieSession | null): Promise<BrowserContext> {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    if (session) {
      const [name, value] = session.cookie.split(/=(.*)/s) as [string, string];
      await context.addCookies([{ name, value, url: server.url }]);
    }
    return context;
  }

  beforeAll(async () => {
    buildWeb();
    server = await startLiveServer({ ...TEST_ENV, RATE_LIMIT_DEMO_PER_MINUTE: "100", RATE_LIMIT_DEMO_PER_DAY: "100" });
    owner = await signInWithCookie(server.t);
    invitee = await signInWithCookie(server.t, uniqueEmail("invited"));
    for (const [kind, id] of [
      ["deck", "quarterly-business-review"],
      ["doc", "research-brief"],
      ["sheet", "cafe-budget"],
    ] as const) {
      const demo = showcase(id);
      ids[kind] = (
        await call<{ document: { id: string } }>(owner, "POST", DOCS, {
          kind: demo.kind,
          title: demo.title,
          source: demo.source,
        })
      ).document.id;
    }
    await call(owner, "PATCH", `${DOCS}/${ids.deck}`, { title: `${showcase("quarterly-business-review").title} (v2)` });
    await call(owner, "POST", "/api/auth/api-key/create", { name: "CI export script" });
    ids.org = (await call<{ id: string }>(owner, "POST", "/api/organizations", { name: "Harbour ferries" })).id;
    ids.invitation = (
      await call<{ id: string }>(owner, "POST", `/api/organizations/${ids.org}/invitations`, {
        email: invitee.email,
        role: "member",
      })
    ).id;
    const form = new FormData();
    form.append("file", new Blob([readFileSync(BRAND_TEMPLATE)]), "template.pptx");
    form.append("name", "Python default");
    const uploaded = await fetch(`${server.url}/api/brands`, { method: "POST", headers: owner.headers, body: form });
    if (uploaded.status !== 201) throw new Error(`brand upload: ${uploaded.status} ${await uploaded.text()}`);
    const brandId = ((await uploaded.json()) as { brand: { id: string } }).brand.id;
    const demo = showcase("quarterly-business-review");
    const generated = await fetch(`${server.url}/api/brands/${brandId}/generate`, {
      method: "POST",
      headers: { ...owner.headers, "content-type": "application/json" },
      body: JSON.stringify({ source: demo.source, save: true }),
    });
    if (generated.status !== 200) throw new Error(`brand generate: ${generated.status} ${await generated.text()}`);
    ids.brandDeck = generated.headers.get("x-document-id")!;

    browser = await launchBrowser();
    signedIn = await contextFor(owner);
    anonymous = await contextFor(null);
    page = await signedIn.newPage();
    page.setDefaultTimeout(60_000);
    page.on("pageerror", (err) => console.error("[page error]", err.message));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Axe's violations on `target` as lines ("rule (impact) selector: why"), and the page's own structure; empty when it passes. */
  async function violationsOn(target: Page): Promise<string[]> {
    const found = describeViolations(await axeViolations(target));
    const h1s = await target.locator("h1").allTextContents();
    if (h1s.length !== 1) found.push(`expected one h1, found ${h1s.length}: ${JSON.stringify(h1s)}`);
    const title = await target.title();
    if (!/^.+ — Quire$/.test(title)) found.push(`the page's title does not name it: "${title}"`);
    return found;
  }

  async function open(target: Page, path: string, ready: (p: Page) => Promise<unknown>): Promise<void> {
    await target.goto(server.url + path);
    await ready(target);
    await target.waitForLoadState("networkidle");
  }

  it("landing page, before and after a demo run (live result, quality report, preview)", async () => {
    const visitor = await anonymous.newPage();
    await open(visitor, "/", (p) => p.locator(".cards .card").first().waitFor());
    expect.soft(await violationsOn(visitor), "/").toEqual([]);
    await visitor.getByLabel("What should Quire make?").fill("A pitch deck for a neighbourhood bike-repair co-op");
    await visitor.getByRole("button", { name: "Make it" }).click();
    await visitor
      .locator(".live")
      .getByRole("region", { name: "Quality check" })
      .getByRole("status")
      .waitFor({ timeout: 60_000 });
    expect.soft(await violationsOn(visitor), "/ after the demo").toEqual([]);
    await visitor.close();
  });

  it("sign-in, its check-your-inbox state, a showcase demo and the not-found page", async () => {
    const visitor = await anonymous.newPage();
    await open(visitor, "/sign-in", (p) => p.getByLabel("E-mail address").waitFor());
    expect.soft(await violationsOn(visitor), "/sign-in").toEqual([]);
    await visitor.getByLabel("E-mail address").fill(uniqueEmail("visitor"));
    await visitor.getByRole("button", { name: "Email me a sign-in link" }).click();
    await visitor.getByRole("heading", { name: "Check your inbox" }).waitFor();
    expect.soft(await violationsOn(visitor), "/sign-in: check your inbox").toEqual([]);
    await open(visitor, "/showcase/startup-pitch", (p) => p.locator("iframe.preview").waitFor());
    expect.soft(await violationsOn(visitor), "/showcase/startup-pitch").toEqual([]);
    await open(visitor, "/no/such/page", (p) => p.getByRole("heading", { level: 1 }).waitFor());
    expect.soft(await violationsOn(visitor), "not found").toEqual([]);
    await visitor.close();
  });

  it("workspace with documents, and the new-document box with a file attached", async () => {
    await open(page, "/app", (p) => p.getByRole("list", { name: "Documents" }).locator("img").first().waitFor());
    expect.soft(await violationsOn(page), "/app").toEqual([]);
    const box = page.locator("form[aria-label='New document']");
    await box
      .getByRole("textbox", { name: "New document" })
      .fill("Turn these notes into a deck:\n## Sales\nSales grew 18% in October.");
    await box.getByText("Keep my text").click();
    await box
      .getByLabel("Files to attach")
      .setInputFiles({ name: "notes.md", mimeType: "text/markdown", buffer: Buffer.from("# Notes\n\nText.\n") });
    await box.getByRole("list", { name: "Attached files" }).waitFor();
    expect.soft(await violationsOn(page), "/app: new document filled in").toEqual([]);
  });

  it("a deck (preview, quality report, History opened), a doc and a sheet", async () => {
    await open(page, `/app/d/${ids.deck}`, (p) => p.getByText(/Slide 1 of \d+/).waitFor());
    await page.getByRole("region", { name: "Quality check" }).getByRole("status").waitFor();
    await page.getByRole("button", { name: "History", exact: true }).click();
    await page.getByRole("list", { name: "Versions, newest first" }).locator("li").first().waitFor();
    expect.soft(await violationsOn(page), "deck page").toEqual([]);
    await page.getByRole("button", { name: "Edit the source" }).click();
    expect.soft(await violationsOn(page), "deck page: source editor").toEqual([]);
    for (const kind of ["doc", "sheet"] as const) {
      await open(page, `/app/d/${ids[kind]}`, (p) => p.locator("iframe.preview").waitFor());
      expect.soft(await violationsOn(page), `${kind} page`).toEqual([]);
    }
  });

  it("a deck on a brand, its preview the brand's picture of the slide", async () => {
    await open(page, `/app/d/${ids.brandDeck}`, (p) => p.locator("figure.brand-slide img").waitFor());
    expect.soft(await violationsOn(page), "brand deck page").toEqual([]);
  });

  it("brands with a brand's analysis open", async () => {
    await open(page, "/app/brands", (p) => p.getByRole("button", { name: /^Python default/ }).waitFor());
    await page.getByRole("button", { name: /^Python default/ }).click();
    await page.getByText("Layout per slide role").click();
    expect.soft(await violationsOn(page), "/app/brands").toEqual([]);
  });

  it("account (API keys), organizations, an organization's page", async () => {
    await open(page, "/account", (p) =>
      p.getByRole("list", { name: "Your API keys" }).getByText("CI export script").waitFor(),
    );
    expect.soft(await violationsOn(page), "/account").toEqual([]);
    await open(page, "/organizations", (p) =>
      p.getByRole("list", { name: "Your organizations" }).getByRole("link", { name: "Harbour ferries" }).waitFor(),
    );
    expect.soft(await violationsOn(page), "/organizations").toEqual([]);
    await open(page, `/organizations/${ids.org}`, (p) =>
      p.getByRole("list", { name: "Pending invitations" }).getByText(invitee.email).waitFor(),
    );
    expect.soft(await violationsOn(page), "/organizations/:id").toEqual([]);
  });

  it("an invitation opened by the invited person", async () => {
    const context = await contextFor(invitee);
    const invited = await context.newPage();
    await open(invited, `/invitations/${ids.invitation}`, (p) =>
      p.getByRole("button", { name: /^Accept and switch to/ }).waitFor(),
    );
    expect.soft(await violationsOn(invited), "/invitations/:id").toEqual([]);
    await context.close();
  });

  it("landing, the workspace and a deck's page at a phone's width (320 CSS px: reflow and target size)", async () => {
    const phone = await signedIn.newPage();
    await phone.setViewportSize({ width: 320, height: 720 });
    const pages = [
      ["/", (p: Page) => p.locator(".cards .card").first().waitFor()],
      // Its heading names the person by their e-mail address: one long word.
      ["/app", (p: Page) => p.getByRole("heading", { level: 1, name: /workspace/ }).waitFor()],
      [`/app/d/${ids.deck}`, (p: Page) => p.getByText(/Slide 1 of \d+/).waitFor()],
    ] as const;
    for (const [path, ready] of pages) {
      await open(phone, path, ready);
      expect.soft(await violationsOn(phone), `${path} at 320 px`).toEqual([]);
      // Reflow (1.4.10): nothing scrolls sideways at 320 px.
      expect
        .soft(await phone.evaluate(() => document.documentElement.scrollWidth), `${path} scroll width`)
        .toBeLessThanOrEqual(320);
    }
    await phone.close();
  });
});
