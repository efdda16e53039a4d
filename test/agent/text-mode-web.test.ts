// The web app's new-document box in headless Chromium: the kind defaults to "Let Quire decide" (a budget spreadsheet
// prompt makes a sheet), and "Keep my text" turns pasted notes into a deck with every line on it.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Deck } from "../../src/formats/model/source.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { signInWithCookie } from "../auth-helpers.js";
import { buildWeb, chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "../e2e/browser.js";
import { deckWords } from "./text-mode-check.js";

const NOTES =
  "Turn these notes into a deck:\nRoastery update\n\nKey figures:\nRevenue: $2.1M (+12% vs Q2)\nBags sold: 4,200\nChurn: 2.1%\n\nMilestones\nMarch 2026: Pilot in Lyon\nJune 2026: Second roaster hired\nSeptember 2026: Café opens";

describe.skipIf(chromiumSkipReason !== null)("the new-document box", () => {
  let server: LiveServer;
  let browser: Browser;
  let page: Page;
  let userId: string;

  beforeAll(async () => {
    buildWeb();
    server = await startLiveServer({ RATE_LIMIT_AGENT_PER_MINUTE: "1000" });
    const session = await signInWithCookie(server.t);
    userId = session.userId;
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const [name, value] = session.cookie.split(";")[0]!.split("=");
    await context.addCookies([{ name: name!, value: value!, url: server.url }]);
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const box = () => page.locator("form[aria-label='New document']");
  const docId = () => /\/app\/d\/(doc_[0-9A-Z]+)/.exec(page.url())![1]!;

  it(
    "lets Quire decide the kind by default: a 12-month budget spreadsheet prompt makes a sheet",
    { timeout: 60_000 },
    async () => {
      await page.goto(`${server.url}/app`);
      await expect(box().getByRole("combobox", { name: "Kind" }).inputValue()).resolves.toBe("");
      await expect(box().getByLabel("Write from my prompt").isChecked()).resolves.toBe(true);
      await box()
        .getByRole("textbox", { name: "New document" })
        .fill("A 12-month budget spreadsheet for a small bakery: rent, flour, staff and energy, with monthly totals");
      await box().getByRole("button", { name: "Create", exact: true }).click();
      await page.waitForURL(/\/app\/d\/doc_/, { timeout: 30_000 });
      expect((await server.t.deps.repos.documents.findById(personalSpace(userId), docId()))!.kind).toBe("sheet");
    },
  );

  it("keeps pasted notes word for word as a deck", { timeout: 60_000 }, async () => {
    await page.goto(`${server.url}/app`);
    await box().getByLabel("Keep my text").check();
    await expect(
      box()
        .getByText(/every sentence is kept word for word/)
        .isVisible(),
    ).resolves.toBe(true);
    await box().getByRole("textbox", { name: "New document" }).fill(NOTES);
    await box().getByRole("button", { name: "Create", exact: true }).click();
    await page.waitForURL(/\/app\/d\/doc_/, { timeout: 30_000 });
    const deck = (await server.t.deps.repos.documents.findById(personalSpace(userId), docId()))!.source as Deck;
    expect(deck.slides.map((s) => s.layout)).toEqual(["title", "kpi", "timeline"]);
    expect(deckWords(deck).replace(/\s+/g, " ")).toContain("March 2026 Pilot in Lyon");
  });
});
