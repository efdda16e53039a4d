// End to end in headless Chromium: one slide of a saved deck changed from its page — another layout chosen from the
// pictures of "Other layouts", its title edited, regenerated "shorter" — each a new version the History panel lists;
// then a stale page's refusal (409) said plainly with the deck reloaded, and a slide moved and deleted.
import { mkdirSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
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

/** The dialogs' pictures: kept in the docs with QUIRE_SCREENSHOTS=1, else left in /tmp to look at. */
const SHOTS =
  process.env.QUIRE_SCREENSHOTS === "1" ? new URL("../../docs/screenshots/web/", import.meta.url).pathname : "/tmp/";

const hives = {
  kind: "deck",
  title: "Hive report",
  slides: [
    { layout: "title", title: "Hive report", subtitle: "Spring 2027" },
    {
      layout: "bullets",
      title: "Results",
      bullets: [
        "42 hives in Kraków",
        "Honey up 12% on last year",
        "Two new apiaries opened",
        "No colony lost over winter",
      ],
    },
    { layout: "bullets", title: "Costs", bullets: ["€380 a hive", "Transport €40 a visit"] },
    { layout: "closing", title: "Thank you", subtitle: "Questions welcome" },
  ],
};
type Deck = typeof hives & { slides: Record<string, unknown>[] };
type Saved = { document: { version: number; title: string; source: Deck } };

describe.skipIf(chromiumSkipReason !== null)("slide editing in Chromium", { timeout: 180_000 }, () => {
  let server: LiveServer;
  let session: CookieSession;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    buildWeb();
    mkdirSync(SHOTS, { recursive: true });
    server = await startLiveServer(TEST_ENV);
    session = await signInWithCookie(server.t);
    browser = await launchBrowser();
    page = await signedInPage(browser, server.url, session.cookie);
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
    return JSON.parse(text) as T;
  }
  const saved = async (id: string) => (await call<Saved>("GET", `${DOCS}/${id}`)).document;

  const shownSlide = () => page.frameLocator("iframe.preview").locator("section.slide:visible");
  const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
  /** WCAG A/AA on the page with a dialog open (the sandboxed preview frame is checked by the render suites). */
  const violations = async () => describeViolations(await axeViolations(page));
  const newestVersion = (history: Locator) =>
    history.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li").first();

  async function openDeck(id: string) {
    await page.goto(`${server.url}/app/d/${id}`);
    await page.getByText(/^Slide 1 of \d+$/).waitFor();
    const history = page.getByRole("region", { name: "History" });
    await history.getByRole("button", { name: "History", exact: true }).click();
    await history.getByRole("heading", { name: "Version 1", exact: true }).waitFor();
    return history;
  }

  it("applies another layout, edits the title and regenerates the slide, each a version History lists", async () => {
    const id = (
      await call<{ document: { id: string } }>("POST", DOCS, { kind: "deck", title: hives.title, source: hives })
    ).document.id;
    const history = await openDeck(id);
    await page.getByRole("button", { name: "Next →" }).click();
    await page.getByText("Slide 2 of 4").waitFor();
    await expect.poll(() => shownSlide().getAttribute("class"), { timeout: 15_000 }).toContain("L-bullets");
    const actions = page.getByRole("toolbar", { name: "Slide 2" });

    // Other layouts: the pictures to choose from, the first one focused; choosing applies it.
    await actions.getByRole("button", { name: "Other layouts" }).click();
    const variants = page.getByRole("dialog", { name: "Other layouts for slide 2" });
    const choices = variants.getByRole("button", { name: /^Use the .+ layout$/ });
    await choices.first().waitFor();
    const count = await choices.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(4);
    await expect
      .poll(() =>
        variants
          .locator("img")
          .evaluateAll((imgs) =>
            imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toMatch(/^Use the .+ layout$/);
    await variants.screenshot({ path: `${SHOTS}slide-editing-variants.png` });
    await expect(violations()).resolves.toEqual([]);
    const layout = (await choices.first().getAttribute("data-layout"))!;
    expect(layout).not.toBe("bullets");
    await choices.first().click();
    await variants.waitFor({ state: "detached" });
    await expect.poll(() => shownSlide().getAttribute("class"), { timeout: 15_000 }).toContain(`L-${layout}`);
    await history.getByRole("heading", { name: "Version 2", exact: true }).waitFor();
    await expect(newestVersion(history).locator(".version-current").textContent()).resolves.toBe("Current");
    await page
      .getByText(/^Slide 2 is now an? .+ slide\. Saved as version 2; to undo, restore version 1 in History\.$/)
      .waitFor();
    expect(await focusedId()).toBe("slide-variants");
    let deck = await saved(id);
    expect(deck.version).toBe(2);
    expect(deck.source.slides[1]).toMatchObject({ layout });
    expect(deck.source.slides.filter((_, i) => i !== 1)).toEqual(hives.slides.filter((_, i) => i !== 1));

    // Edit: the title field first and focused; Escape closes without a change; Save makes version 3.
    await actions.getByRole("button", { name: "Edit" }).click();
    let edit = page.getByRole("dialog", { name: "Edit slide 2" });
    const titleField = edit.getByRole("textbox", { name: "Title", exact: true }).first();
    await expect.poll(() => titleField.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect(titleField.inputValue()).resolves.toBe("Results");
    await page.keyboard.press("Escape");
    await edit.waitFor({ state: "detached" });
    expect(await focusedId()).toBe("slide-edit");
    await page.keyboard.press("Enter");
    edit = page.getByRole("dialog", { name: "Edit slide 2" });
    await titleField.fill("Results in brief");
    await edit.screenshot({ path: `${SHOTS}slide-editing-edit.png` });
    await expect(violations()).resolves.toEqual([]);
    await edit.getByRole("button", { name: "Save slide" }).click();
    await edit.waitFor({ state: "detached" });
    await history.getByRole("heading", { name: "Version 3", exact: true }).waitFor();
    await expect.poll(() => shownSlide().textContent(), { timeout: 15_000 }).toContain("Results in brief");
    deck = await saved(id);
    expect(deck.source.slides[1]).toMatchObject({ layout, title: "Results in brief" });

    // Regenerate "shorter": only slide 2 changes.
    await actions.getByRole("button", { name: "Regenerate" }).click();
    const regenerate = page.getByRole("dialog", { name: "Regenerate slide 2" });
    const instruction = regenerate.getByRole("textbox", { name: "Instruction (optional)" });
    await expect.poll(() => instruction.evaluate((el) => el === document.activeElement)).toBe(true);
    await regenerate.getByRole("group", { name: "Suggestions" }).getByRole("button", { name: "shorter" }).click();
    await expect(instruction.inputValue()).resolves.toBe("shorter");
    await regenerate.screenshot({ path: `${SHOTS}slide-editing-regenerate.png` });
    await expect(violations()).resolves.toEqual([]);
    await regenerate.getByRole("button", { name: "Regenerate slide" }).click();
    await regenerate.waitFor({ state: "detached" });
    await history.getByRole("heading", { name: "Version 4", exact: true }).waitFor();
    await page
      .getByText("Slide 2 rewritten: “shorter”. Saved as version 4; to undo, restore version 3 in History.")
      .waitFor();
    const regenerated = await saved(id);
    expect(regenerated.version).toBe(4);
    expect(regenerated.source.slides.filter((_, i) => i !== 1)).toEqual(deck.source.slides.filter((_, i) => i !== 1));
    expect(regenerated.source.slides[1]).not.toEqual(deck.source.slides[1]);
  });

  it("says plainly when the deck changed elsewhere and reloads it; moves and deletes a slide", async () => {
    const id = (
      await call<{ document: { id: string } }>("POST", DOCS, {
        kind: "deck",
        title: "Costs review",
        source: { ...hives, title: "Costs review" },
      })
    ).document.id;
    const history = await openDeck(id);
    // Someone else renames the deck after the page read it: the page's move is refused, said, and the deck read again.
    await call("PATCH", `${DOCS}/${id}`, { title: "Costs review, final" });
    const actions = page.getByRole("toolbar", { name: "Slide 1" });
    await actions.getByRole("button", { name: "Move down" }).click();
    await page.getByRole("alert").filter({ hasText: "This deck was changed somewhere else" }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Costs review, final" }).waitFor();
    await history.getByRole("heading", { name: "Version 2", exact: true }).waitFor();
    expect((await saved(id)).source.slides[0]).toEqual(hives.slides[0]);

    // Sent again on the page's new version, it goes through: the slide moves and the page follows it.
    await actions.getByRole("button", { name: "Move down" }).click();
    await page.getByText("Slide 2 of 4").waitFor();
    await history.getByRole("heading", { name: "Version 3", exact: true }).waitFor();
    expect((await saved(id)).source.slides.map((s) => s.title)).toEqual([
      "Results",
      "Hive report",
      "Costs",
      "Thank you",
    ]);

    const asked: string[] = [];
    page.once("dialog", (d) => void (asked.push(d.message()), d.accept()));
    await page.getByRole("toolbar", { name: "Slide 2" }).getByRole("button", { name: "Delete slide" }).click();
    await page.getByText("Slide 2 of 3").waitFor();
    expect(asked).toEqual([expect.stringMatching(/^Delete slide 2 \(“Hive report”\)\?/)]);
    await history.getByRole("heading", { name: "Version 4", exact: true }).waitFor();
    expect((await saved(id)).source.slides.map((s) => s.title)).toEqual(["Results", "Costs", "Thank you"]);
  });
});
