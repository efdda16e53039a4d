// The landing page's demo, past its per-minute limit, in headless Chromium: the notice names that limit (a minute, how
// many, the wait) in the server's words, and nothing else (not "at once", not "today").
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWeb, chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "./browser.js";

describe.skipIf(chromiumSkipReason !== null)("the demo's limits in the web app", { timeout: 120_000 }, () => {
  let server: LiveServer;
  let browser: Browser;

  beforeAll(async () => {
    buildWeb();
    server = await startLiveServer({ RATE_LIMIT_DEMO_PER_MINUTE: "1", RATE_LIMIT_DEMO_PER_DAY: "100" });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("says the per-minute limit was reached, with its size and the wait", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url + "/");
    const ask = async () => {
      await page.getByLabel("What should Quire make?").fill("A short plan for a community garden");
      await page.getByRole("button", { name: "Make it" }).click();
    };
    await ask();
    await page.locator("iframe.preview").waitFor({ timeout: 60_000 });
    await ask();
    const notice = page.getByRole("alert").filter({ hasText: "limit reached" });
    await notice.waitFor({ timeout: 10_000 });
    const text = (await notice.textContent())!;
    expect(text).toMatch(
      /^Per-minute limit reached for demo runs: at most 1 a minute\. Try again in (\d+ s|1 min)\. Sign in to keep going: it's free\.$/,
    );
    expect(text).not.toMatch(/at once|today/);
    expect(await notice.getAttribute("class")).toBe("notice");
    await page.close();
  });
});
