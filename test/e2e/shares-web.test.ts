// Share links from the web app, end to end in headless Chromium: the Share dialog on a deck's page makes a link (its
// address and embed code shown once, copied); someone without an account pages through the link's page with the
// arrow keys and presents it — every picture loaded first, so paging needs no network, the notes, the next slide, an
// audience window kept in step — and the owner sees the view and the time on each slide in the dialog; a link changed
// to ask for a password opens the presenter only with it; a revoked one is gone. A deck on a brand is shared as its
// brand draws it: the link's picture is the owner's slide picture, byte for byte.
import { mkdirSync, readFileSync } from "node:fs";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { thirdPartyFile } from "../fixtures.js";
import { DOCS, TEST_ENV } from "../workspace/workspace-app.js";
import { axeViolations, describeViolations } from "./axe.js";
import {
  buildWeb,
  chromiumSkipReason,
  launchBrowser,
  signedInPage,
  startLiveServer,
  type LiveServer,
} from "./browser.js";

/** The pictures: kept in the docs with QUIRE_SCREENSHOTS=1, else left in /tmp to look at. */
const SHOTS =
  process.env.QUIRE_SCREENSHOTS === "1" ? new URL("../../docs/screenshots/web/", import.meta.url).pathname : "/tmp/";
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";

const hives = {
  kind: "deck",
  title: "Hive report",
  slides: [
    { layout: "title", title: "Hive report", subtitle: "Spring 2027", notes: "Welcome everyone; introduce the team." },
    {
      layout: "bullets",
      title: "Results",
      bullets: ["42 hives in Kraków", "Honey up 12% on last year"],
      notes: "Stress the honey numbers.",
    },
    { layout: "bullets", title: "Costs", bullets: ["€380 a hive", "Transport €40 a visit"] },
    { layout: "closing", title: "Thank you", subtitle: "Questions welcome", notes: "Take questions for ten minutes." },
  ],
};

type Views = { total: { views: number; seconds: number }; slides: { slide: number; seconds: number }[] };

describe.skipIf(chromiumSkipReason !== null)("share links in the web app, in Chromium", { timeout: 240_000 }, () => {
  let server: LiveServer;
  let session: CookieSession;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    buildWeb();
    mkdirSync(SHOTS, { recursive: true });
    server = await startLiveServer({
      ...TEST_ENV,
      RATE_LIMIT_BRANDS_PER_MINUTE: "100",
      RATE_LIMIT_GENERATE_PER_MINUTE: "100",
    });
    session = await signInWithCookie(server.t);
    browser = await launchBrowser();
    page = await signedInPage(browser, server.url, session.cookie);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(server.url + path, {
      method,
      headers: { ...session.headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    expect(res.status, text).toBeLessThan(300);
    return (text ? JSON.parse(text) : null) as T;
  }

  /** What a stranger's pages were refused by their own policy: nothing, ever. */
  const blocked: string[] = [];
  afterAll(() => expect(blocked).toEqual([]));
  /** A context with no session and no cookie: someone the link was sent to. */
  async function stranger(): Promise<{ context: BrowserContext; page: Page }> {
    // The pages' own Content-Security-Policy holds here: the viewer's script and the presenter run under it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const p = await context.newPage();
    p.setDefaultTimeout(60_000);
    p.on("pageerror", (err) => console.error("[stranger page error]", err.message));
    p.on("console", (m) => void (/Content.Security.Policy/i.test(m.text()) && blocked.push(m.text())));
    return { context, page: p };
  }

  const dialogOf = (title: string) => page.getByRole("dialog", { name: `Share “${title}”` });
  const violations = async (p: Page) => describeViolations(await axeViolations(p));

  /** Opens the Share dialog on the document's page and makes a link through it: its address. */
  async function makeLink(id: string, title: string, label: string): Promise<string> {
    await page.goto(`${server.url}/app/d/${id}`);
    await page.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = dialogOf(title);
    await dialog.getByRole("button", { name: "New link" }).click();
    await dialog.getByLabel("Label (optional)").fill(label);
    await dialog.getByRole("button", { name: "Make the link" }).click();
    const address = dialog.getByRole("textbox", { name: "Address" });
    await address.waitFor();
    return address.inputValue();
  }

  it("makes a link in the dialog; a stranger pages through it and presents it offline; the owner sees the views and the time per slide", async () => {
    const id = (
      await call<{ document: { id: string } }>("POST", DOCS, { kind: "deck", title: hives.title, source: hives })
    ).document.id;

    // The dialog: the new link's address and embed code, shown once, each with a copy button.
    const url = await makeLink(id, hives.title, "Board pre-read");
    const dialog = dialogOf(hives.title);
    expect(url).toMatch(new RegExp(`^${server.url}/s/[A-Za-z0-9_]{40,}$`));
    await expect(dialog.getByRole("textbox", { name: "Embed in a web page" }).inputValue()).resolves.toContain(
      `src="${url}?embed=1"`,
    );
    await dialog.getByRole("button", { name: "Copy the address" }).click();
    await dialog.getByText("The address is copied.").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}share-made-desktop.png` });
    await dialog.getByRole("button", { name: "Done" }).click();
    const row = dialog.getByRole("row", { name: /Board pre-read/ });
    await expect
      .poll(() => row.getByRole("cell").allTextContents())
      .toEqual(["Active", "Never", "No", "No", "0", expect.stringContaining("Views")]);
    // Escape closes it, and the keyboard is back on Share.
    await page.keyboard.press("Escape");
    await expect(dialog.count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("share-open");

    // Someone with the link: the viewer page (served by the server), paged with the arrow keys.
    const { context, page: viewer } = await stranger();
    await viewer.goto(url);
    const slide = viewer.locator("img#slide");
    await expect.poll(() => slide.getAttribute("data-slide")).toBe("1");
    await expect(slide.getAttribute("alt")).resolves.toMatch(/Hive report/);
    await viewer.keyboard.press("ArrowRight");
    await expect.poll(() => slide.getAttribute("data-slide")).toBe("2");
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await viewer.keyboard.press("ArrowRight");
    await expect.poll(() => slide.getAttribute("data-slide")).toBe("3");
    await viewer.keyboard.press("ArrowLeft");
    await expect.poll(() => slide.getAttribute("data-slide")).toBe("2");
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await viewer.screenshot({ path: `${SHOTS}share-viewer-desktop.png` });
    // axe is injected as an inline script, which the page's policy refuses: it reads the same page in a context that lets it.
    const audit = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const audited = await audit.newPage();
    await audited.goto(`${url}?slide=2`);
    expect(await violations(audited)).toEqual([]);
    await audited.setViewportSize({ width: 390, height: 844 });
    expect(await violations(audited)).toEqual([]);
    await audited.screenshot({ path: `${SHOTS}share-viewer-phone.png` });
    await audit.close();

    // The presenter view of the link: every picture loaded first, then the notes, the next slide, where you are.
    await viewer.goto(`${url}/present`);
    const presenter = viewer.locator(".presenter");
    await presenter.waitFor();
    const notes = viewer.getByRole("region", { name: /^Notes/ });
    await expect(notes.textContent()).resolves.toContain("Welcome everyone; introduce the team.");
    await expect(viewer.getByRole("img", { name: "Next: Slide 2 of 4: Results" }).count()).resolves.toBe(1);
    await expect(viewer.getByText("Slide 1 of 4", { exact: true }).count()).resolves.toBe(1);
    // From here on nothing is fetched but the time reports: offline, paging still shows each slide's picture.
    const fetched: string[] = [];
    // (blob: addresses are the pictures already in memory.)
    viewer.on(
      "request",
      (r) => void (r.url().startsWith("blob:") || fetched.push(`${r.method()} ${new URL(r.url()).pathname}`)),
    );
    await context.setOffline(true);
    await viewer.keyboard.press("ArrowRight");
    await viewer.getByText("Slide 2 of 4", { exact: true }).waitFor();
    await expect(notes.textContent()).resolves.toContain("Stress the honey numbers.");
    const shown = viewer.getByRole("img", { name: "Slide 2 of 4: Results" });
    await expect
      .poll(() =>
        shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src.startsWith("blob:")),
      )
      .toBe(true);
    await viewer.keyboard.press("End");
    await viewer.getByText("Slide 4 of 4", { exact: true }).waitFor();
    await expect(viewer.getByText("The end of the deck.").count()).resolves.toBe(1);
    await viewer.keyboard.press("Home");
    await viewer.getByText("Slide 1 of 4", { exact: true }).waitFor();
    expect(fetched.filter((f) => !f.endsWith("/views"))).toEqual([]);
    await context.setOffline(false);
    const presenterAudit = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const auditedPresenter = await presenterAudit.newPage();
    await auditedPresenter.goto(`${url}/present`);
    await auditedPresenter.locator(".presenter").waitFor();
    expect(await violations(auditedPresenter)).toEqual([]);
    await presenterAudit.close();

    // The second window: the slides alone, moved by the presenter's keys.
    const [audience] = await Promise.all([
      context.waitForEvent("page"),
      viewer.getByRole("button", { name: "Second window" }).click(),
    ]);
    await audience.locator(".presenter.audience img").waitFor({ timeout: 60_000 });
    expect(new URL(audience.url()).searchParams.get("audience")).toBe("1");
    await expect
      .poll(() => audience.locator(".presenter.audience img").getAttribute("alt"))
      .toBe("Slide 1 of 4: Hive report");
    await viewer.bringToFront();
    await viewer.keyboard.press("ArrowRight");
    await expect
      .poll(() => audience.locator(".presenter.audience img").getAttribute("alt"))
      .toBe("Slide 2 of 4: Results");
    await audience.close();

    // The timer runs and pauses.
    await viewer.getByRole("button", { name: "Start" }).click();
    await expect.poll(() => viewer.getByRole("timer").textContent(), { timeout: 5_000 }).not.toBe("00:00");
    await viewer.getByRole("button", { name: "Pause" }).click();
    await viewer.screenshot({ path: `${SHOTS}share-presenter-desktop.png` });
    // A few seconds on slide 2, then the page is left: its time is reported as it goes.
    await viewer.waitForTimeout(2_500);
    await viewer.goto("about:blank");
    await context.close();

    // The owner: the link's views and the time on each slide, in the dialog.
    await expect
      .poll(async () => (await call<{ items: { id: string }[] }>("GET", `${DOCS}/${id}/shares`)).items.length)
      .toBe(1);
    const shareId = (await call<{ items: { id: string }[] }>("GET", `${DOCS}/${id}/shares`)).items[0]!.id;
    await expect
      .poll(
        async () =>
          (await call<Views>("GET", `${DOCS}/${id}/shares/${shareId}/views`)).slides.find((s) => s.slide === 2)
            ?.seconds ?? 0,
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(2);
    await page.reload();
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await dialog.getByRole("button", { name: "Views of Board pre-read" }).click();
    await dialog.getByRole("heading", { name: "Who looked at “Board pre-read”" }).waitFor();
    // One opening of the page: the accessibility check's, at ?slide=2, is a page of the same opening.
    await dialog.getByText(/^1 view$/).waitFor();
    await expect(dialog.getByRole("table", { name: "Views by day" }).getByRole("row").count()).resolves.toBe(2);
    const perSlide = await dialog
      .getByRole("list", { name: "Time on each slide" })
      .getByRole("listitem")
      .allTextContents();
    expect(perSlide.some((line) => /^Slide 2 — \d+ s$/.test(line))).toBe(true);
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}share-views-desktop.png` });
    await dialog.getByRole("button", { name: "Back to the links" }).click();
    await expect
      .poll(() =>
        dialog
          .getByRole("row", { name: /Board pre-read/ })
          .getByRole("cell")
          .nth(4)
          .textContent(),
      )
      .toBe("1");

    // Changed to ask for a password: the presenter view opens only with it.
    await dialog.getByRole("button", { name: "Change Board pre-read" }).click();
    await dialog.getByRole("radio", { name: "Ask for a password" }).check();
    await dialog.getByLabel("New password").fill("harbour-lights");
    await dialog.getByRole("checkbox", { name: /Offer downloads/ }).check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("“Board pre-read” saved.").waitFor();
    await expect
      .poll(() =>
        dialog
          .getByRole("row", { name: /Board pre-read/ })
          .getByRole("cell")
          .allTextContents(),
      )
      .toEqual(["Active", "Never", "Yes", "Yes", "1", expect.any(String)]);
    const locked = await stranger();
    await locked.page.goto(`${url}/present`);
    await locked.page.getByRole("heading", { name: "This link does not open" }).waitFor();
    await locked.page.getByLabel("Password, if the link has one").fill("not-the-one");
    await locked.page.getByRole("button", { name: "Open" }).click();
    await locked.page.getByRole("alert").getByText("That is not the password.").waitFor();
    await locked.page.getByLabel("Password, if the link has one").fill("harbour-lights");
    await locked.page.getByRole("button", { name: "Open" }).click();
    await locked.page.locator(".presenter").waitFor();
    expect(new URL(locked.page.url()).searchParams.get("k")).toBeTruthy();
    await expect(locked.page.getByRole("region", { name: /^Notes/ }).textContent()).resolves.toContain(
      "Welcome everyone",
    );

    // A change refused by the API says why: the link revoked meanwhile.
    await dialog.getByRole("button", { name: "Change Board pre-read" }).click();
    await call("DELETE", `${DOCS}/${id}/shares/${shareId}`);
    await dialog.getByLabel("Label", { exact: true }).fill("Board pre-read (final)");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("alert").textContent()).resolves.toMatch(/revoked/i);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect
      .poll(() =>
        dialog
          .getByRole("row", { name: /Board pre-read/ })
          .getByRole("cell")
          .first()
          .textContent(),
      )
      .toBe("Revoked");
    await locked.page.reload();
    await locked.page.getByRole("heading", { name: "This link does not open" }).waitFor();
    await locked.context.close();
  });

  it("revokes a link from the dialog after asking, and the link is gone at once", async () => {
    const id = (
      await call<{ document: { id: string } }>("POST", DOCS, {
        kind: "deck",
        title: "Costs",
        source: { ...hives, title: "Costs" },
      })
    ).document.id;
    const url = await makeLink(id, "Costs", "Press");
    const dialog = dialogOf("Costs");
    await dialog.getByRole("button", { name: "Done" }).click();
    // At a phone's width each link is a card, its buttons in reach.
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole("row", { name: /Press/ }).waitFor();
    expect(await violations(page)).toEqual([]);
    const revoke = await dialog.getByRole("button", { name: "Revoke Press" }).boundingBox();
    expect(revoke!.x + revoke!.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    let asked = "";
    page.once("dialog", (d) => ((asked = d.message()), void d.accept()));
    await dialog.getByRole("button", { name: "Revoke Press" }).click();
    await dialog.getByText("“Press” revoked.").waitFor();
    expect(asked).toMatch(/^Revoke “Press”\?/);
    await expect
      .poll(() => dialog.getByRole("row", { name: /Press/ }).getByRole("cell").first().textContent())
      .toBe("Revoked");
    await expect(dialog.getByRole("button", { name: "Revoke Press" }).count()).resolves.toBe(0);
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(`${server.url}/api/shared/${url.split("/s/")[1]}`)).status).toBe(404);
  });

  it("shares a deck on a brand as the brand draws it: the link's slide is the owner's slide picture, byte for byte", async () => {
    const template = new Uint8Array(readFileSync(thirdPartyFile("brands/pypptx-default-4x3.pptx")));
    const uploaded = await fetch(`${server.url}/api/brands?name=Northwind`, {
      method: "POST",
      headers: { ...session.headers, "content-type": PPTX },
      body: template,
    });
    expect(uploaded.status).toBe(201);
    const brandId = ((await uploaded.json()) as { brand: { id: string } }).brand.id;
    const generated = await fetch(`${server.url}/api/brands/${brandId}/generate`, {
      method: "POST",
      headers: { ...session.headers, "content-type": "application/json" },
      body: JSON.stringify({ source: hives, save: true }),
    });
    expect(generated.status).toBe(200);
    await generated.arrayBuffer();
    const id = generated.headers.get("x-document-id")!;
    const url = await makeLink(id, hives.title, "Northwind board");
    const token = url.split("/s/")[1]!;

    const { context, page: viewer } = await stranger();
    await viewer.goto(url);
    const slide = viewer.locator("img#slide");
    await expect
      .poll(
        () => slide.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth / img.naturalHeight : 0)),
        { timeout: 60_000 },
      )
      .toBeCloseTo(4 / 3, 2);
    const width = new URL(await slide.evaluate((img: HTMLImageElement) => img.src)).searchParams.get("width") ?? "1600";
    const shared = new Uint8Array(
      await (await fetch(`${server.url}/api/shared/${token}/slides/1.png?width=${width}`)).arrayBuffer(),
    );
    const own = await fetch(`${server.url}${DOCS}/${id}/slides/1.png?width=${width}`, { headers: session.headers });
    expect(own.status).toBe(200);
    expect(Buffer.from(shared).equals(Buffer.from(await own.arrayBuffer()))).toBe(true);

    // The presenter view of the link shows the same 4:3 drawing.
    await viewer.goto(`${url}/present`);
    const big = viewer.getByRole("img", { name: "Slide 1 of 4: Hive report" });
    await expect
      .poll(() => big.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth / img.naturalHeight : 0)), {
        timeout: 60_000,
      })
      .toBeCloseTo(4 / 3, 2);
    await context.close();
  });

  it("presents the owner's own deck from its page: notes from its source, the next slide, keys and swipes", async () => {
    const id = (
      await call<{ document: { id: string } }>("POST", DOCS, {
        kind: "deck",
        title: "Own talk",
        source: { ...hives, title: "Own talk" },
      })
    ).document.id;
    // The owner's own presenting is nobody's view: nothing is reported.
    const reports: string[] = [];
    const onRequest = (r: { url(): string }) => void (r.url().includes("/views") && reports.push(r.url()));
    page.on("request", onRequest);
    await page.goto(`${server.url}/app/d/${id}`);
    await page.getByRole("link", { name: "Present" }).click();
    await page.locator(".presenter").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app/d/${id}/present`);
    await expect(page.getByRole("region", { name: /^Notes/ }).textContent()).resolves.toContain("Welcome everyone");
    await page.keyboard.press("PageDown");
    await page.getByText("Slide 2 of 4", { exact: true }).waitFor();
    await page.keyboard.press("Space");
    await page.getByText("Slide 3 of 4", { exact: true }).waitFor();
    await expect(page.getByRole("region", { name: /^Notes/ }).textContent()).resolves.toContain(
      "No speaker notes for this slide.",
    );
    await page.keyboard.press("PageUp");
    await page.getByText("Slide 2 of 4", { exact: true }).waitFor();
    // A swipe to the left is the next slide.
    await page
      .locator(".presenter-stage")
      .first()
      .dispatchEvent("touchstart", {
        touches: [{ identifier: 1, clientX: 600, clientY: 300 }],
        changedTouches: [{ identifier: 1, clientX: 600, clientY: 300 }],
      });
    await page
      .locator(".presenter-stage")
      .first()
      .dispatchEvent("touchend", { touches: [], changedTouches: [{ identifier: 1, clientX: 400, clientY: 310 }] });
    await page.getByText("Slide 3 of 4", { exact: true }).waitFor();
    // f asks for full screen; Escape leaves it.
    await page.keyboard.press("f");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
    await page.getByRole("button", { name: "Leave full screen" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(false);
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("link", { name: "Leave" }).click();
    await page.getByRole("heading", { name: "Own talk" }).waitFor();
    page.off("request", onRequest);
    expect(reports).toEqual([]);
  });
});
