// The web app's main flows with the keyboard alone (Tab, Enter, Space, Escape) in headless Chromium: sign-in, a new
// document, paging the preview's slides, an export, the History panel, the brands upload and the import control. Each
// control is reached by Tab, shows a visible focus ring (:focus-visible with a computed outline), and does its work.
import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, uniqueEmail, type CookieSession } from "../auth-helpers.js";
import { TEST_ENV } from "../workspace/workspace-app.js";
import { buildWeb, chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "./browser.js";
import { thirdPartyFile } from "../fixtures.js";

const BRAND_TEMPLATE = thirdPartyFile("brands/pypptx-default-4x3.pptx");

/** Presses Tab until `target` has the focus (at most `limit` times); fails naming where the focus went instead. */
async function tabTo(page: Page, target: Locator, limit = 60, key = "Tab"): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
    seen.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? "none"));
  }
  throw new Error(`${key} never reached ${target}; the focus went to: ${seen.slice(-8).join(" | ")}`);
}

/**
 * The focused element's ring: it matches :focus-visible and has a computed outline of 2 px or more, on itself or, for
 * an input hidden inside a styled label, on that label, in a colour 3:1 or more against the page (WCAG 1.4.11). Null
 * when so, else what is wrong.
 */
async function missingFocusRing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return "nothing is focused";
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? [])
        .slice(0, 3)
        .map((v) => Number(v) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const page = luminance(getComputedStyle(document.body).backgroundColor);
    const ringOf = (e: Element) => {
      const s = getComputedStyle(e);
      if (s.outlineStyle === "none" || parseFloat(s.outlineWidth) < 2) return null;
      const [hi, lo] = [luminance(s.outlineColor), page].sort((a, b) => b - a);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const label = el.closest("label");
    const contrast = ringOf(el) ?? (label ? ringOf(label) : null);
    const what = el.outerHTML.slice(0, 80);
    if (!el.matches(":focus-visible") || contrast === null) return `no visible focus on ${what}`;
    return contrast >= 3 ? null : `focus ring ${contrast.toFixed(2)}:1 against the page on ${what}`;
  });
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

describe.skipIf(chromiumSkipReason !== null)("the web app by keyboard alone", { timeout: 120_000 }, () => {
  let server: LiveServer;
  let browser: Browser;
  let session: CookieSession;
  let signedIn: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    buildWeb();
    server = await startLiveServer(TEST_ENV);
    session = await signInWithCookie(server.t);
    browser = await launchBrowser();
    signedIn = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
    const [name, value] = session.cookie.split(/=(.*)/s) as [string, string];
    await signedIn.addCookies([{ name, value, url: server.url }]);
    page = await signedIn.newPage();
    page.setDefaultTimeout(60_000);
    page.on("pageerror", (err) => console.error("[page error]", err.message));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("signs in: skip link, e-mail field, send button, the check-your-inbox note and back", async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(server.url + "/sign-in");
    await visitor.getByLabel("E-mail address").waitFor();
    const skip = visitor.getByRole("link", { name: "Skip to content" });
    await tabTo(visitor, skip, 1);
    expect(await missingFocusRing(visitor)).toBeNull();
    await visitor.keyboard.press("Enter");
    const email = visitor.getByLabel("E-mail address");
    await tabTo(visitor, email, 1);
    expect(await missingFocusRing(visitor)).toBeNull();
    await visitor.keyboard.type(uniqueEmail("keyboard"));
    const send = visitor.getByRole("button", { name: "Email me a sign-in link" });
    await tabTo(visitor, send, 1);
    expect(await missingFocusRing(visitor)).toBeNull();
    await visitor.keyboard.press("Enter");
    // The form is gone: the focus moves to the note that replaced it, not to the page's start.
    const note = visitor
      .getByRole("status")
      .filter({ has: visitor.getByRole("heading", { name: "Check your inbox" }) });
    await note.waitFor();
    await expect.poll(() => isFocused(note)).toBe(true);
    await expect(visitor.title()).resolves.toBe("Check your inbox — Quire");
    await tabTo(visitor, visitor.getByRole("button", { name: "Use another address" }), 1);
    expect(await missingFocusRing(visitor)).toBeNull();
    await visitor.keyboard.press("Space");
    await expect.poll(() => isFocused(email)).toBe(true);
    await context.close();
  });

  it("creates a document from the new-document box, then pages through its slides", async () => {
    await page.goto(server.url + "/app");
    const box = page.getByRole("textbox", { name: "New document" });
    await box.waitFor();
    await tabTo(page, box);
    expect(await missingFocusRing(page)).toBeNull();
    await page.keyboard.type("A 5-slide deck about composting for a primary school class");
    // On the way: the text-mode choice and the attach button are reachable too.
    await tabTo(page, page.getByRole("button", { name: "Attach files" }), 3);
    expect(await missingFocusRing(page)).toBeNull();
    const create = page.getByRole("button", { name: "Create", exact: true });
    await tabTo(page, create, 8);
    expect(await missingFocusRing(page)).toBeNull();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/app\/d\/doc_/, { timeout: 60_000 });
    const position = page.getByText(/^Slide \d+ of \d+$/);
    await position.waitFor();
    const total = Number(/of (\d+)/.exec((await position.textContent())!)![1]);
    expect(total).toBeGreaterThan(2);

    const next = page.getByRole("button", { name: "Next →" });
    await tabTo(page, next);
    expect(await missingFocusRing(page)).toBeNull();
    await page.keyboard.press("Enter");
    await page.getByText(`Slide 2 of ${total}`).waitFor();
    await page.keyboard.press("Space");
    await page.getByText(`Slide 3 of ${total}`).waitFor();
    await page.frameLocator("iframe.preview").locator("#slide-3").waitFor();
    for (let n = 4; n <= total; n++) await page.keyboard.press("Enter");
    await page.getByText(`Slide ${total} of ${total}`).waitFor();
    // At the last slide Next says it is unavailable but keeps the focus: pressing on does nothing.
    await expect(next.getAttribute("aria-disabled")).resolves.toBe("true");
    await page.keyboard.press("Enter");
    expect(await isFocused(next)).toBe(true);
    await page.getByText(`Slide ${total} of ${total}`).waitFor();
    await tabTo(page, page.getByRole("button", { name: "← Previous" }), 2, "Shift+Tab");
    await page.keyboard.press("Enter");
    await page.getByText(`Slide ${total - 1} of ${total}`).waitFor();
  });

  it("exports by keyboard and keeps the focus on the export button", async () => {
    const pptx = page.getByRole("button", { name: ".pptx" });
    await tabTo(page, pptx);
    expect(await missingFocusRing(page)).toBeNull();
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(download.suggestedFilename()).toMatch(/\.pptx$/);
    await page.getByRole("status").filter({ hasText: "Downloaded the .pptx file." }).waitFor({ state: "attached" });
    expect(await isFocused(pptx)).toBe(true);
  });

  it("chooses a theme by keyboard and keeps the focus on it while it saves", async () => {
    const forest = page.getByRole("radio", { name: "forest" });
    await tabTo(page, forest);
    expect(await missingFocusRing(page)).toBeNull();
    await page.keyboard.press("Enter");
    await expect.poll(() => forest.getAttribute("aria-checked")).toBe("true");
    expect(await isFocused(forest)).toBe(true);
  });

  it("opens the History panel with Enter (the theme change is version 2) and closes it with Escape, back on its toggle", async () => {
    const toggle = page.getByRole("button", { name: "History", exact: true });
    await tabTo(page, toggle);
    expect(await missingFocusRing(page)).toBeNull();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li").nth(1).waitFor();
    await tabTo(page, page.getByRole("button", { name: "What changed in version 2" }), 10);
    expect(await missingFocusRing(page)).toBeNull();
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await isFocused(toggle)).toBe(true);
  });

  it("reaches the workspace's import control and the brands upload, and uploads a template", async () => {
    await page.goto(server.url + "/app");
    const importFile = page.getByLabel("Import a file");
    await importFile.waitFor({ state: "attached" });
    await tabTo(page, importFile);
    expect(await missingFocusRing(page)).toBeNull();

    // Playwright turns on Chromium's file-chooser interception without waiting for it, so the listener is
    // added a navigation ahead of the key press: pressed first, the native dialog opens and no event comes.
    const choosing = page.waitForEvent("filechooser");
    await page.goto(server.url + "/app/brands");
    const template = page.getByLabel("Template (.pptx or .potx, up to 25 MB)");
    await tabTo(page, template);
    expect(await missingFocusRing(page)).toBeNull();
    const [chooser] = await Promise.all([choosing, page.keyboard.press("Space")]);
    await chooser.setFiles({
      name: "template.pptx",
      mimeType: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      buffer: readFileSync(BRAND_TEMPLATE),
    });
    await tabTo(page, page.getByLabel("Name (optional)"), 1);
    await page.keyboard.type("Keyboard brand");
    await tabTo(page, page.getByRole("button", { name: "Upload" }), 1);
    expect(await missingFocusRing(page)).toBeNull();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Keyboard brand" }).waitFor({ timeout: 60_000 });
    await page
      .getByRole("status")
      .filter({ hasText: /^Uploaded Keyboard brand: \d+ layouts\.$/ })
      .waitFor({ state: "attached" });
  });
});
