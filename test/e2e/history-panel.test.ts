// End to end in headless Chromium: a deck's History panel on its page — versions newest first with what made each,
// what changed in plain words, restoring an old version (the page shows it, the list gains it), a stale restore's 409
// message, the panel following the page's own edits, and Load more past the first 20.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { DOCS, TEST_ENV } from "../workspace/workspace-app.js";
import { buildWeb, chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "./browser.js";

const SCREENSHOT = "/tmp/history-panel.png";

const pilot = {
  kind: "deck",
  title: "Pilot review",
  slides: [
    { layout: "title", title: "Pilot review", subtitle: "Spring hives" },
    { layout: "bullets", title: "Results", bullets: ["42 hives in Kraków", "Honey up 12% on last year"] },
    { layout: "bullets", title: "Costs", bullets: ["€380 a hive", "Transport €40 a visit"] },
  ],
};
const risks = { layout: "bullets", title: "Risks", bullets: ["Late frost", "Supplier may slip by 3 weeks"] };

describe.skipIf(chromiumSkipReason !== null)("document history in Chromium", { timeout: 120_000 }, () => {
  let server: LiveServer;
  let session: CookieSession;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    buildWeb();
    server = await startLiveServer(TEST_ENV);
    session = await signInWithCookie(server.t);
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = session.cookie.split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    page = await context.newPage();
    page.setDefaultTimeout(60_000);
    page.on("pageerror", (err) => console.error("[page error]", err.message));
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
  const create = async (source: typeof pilot) =>
    (await call<{ document: { id: string } }>("POST", DOCS, { kind: "deck", title: source.title, source })).document.id;
  const patch = (id: string, body: unknown) => call("PATCH", `${DOCS}/${id}`, body);

  async function openHistory(id: string) {
    await page.goto(`${server.url}/app/d/${id}`);
    const history = page.getByRole("region", { name: "History" });
    const toggle = history.getByRole("button", { name: "History", exact: true });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    // Opened from the keyboard, as anyone tabbing through the page would.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    return history;
  }

  const versionsOf = (history: Locator) =>
    history.getByRole("list", { name: "Versions, newest first" }).locator(":scope > li");
  const headingsOf = async (history: Locator) => versionsOf(history).locator("h3").allTextContents();

  it("lists versions with what made each, says what changed, and restores version 1 as version 4", async () => {
    const id = await create(pilot);
    // A rename alone renames the title slide that showed the old title too (docs/api/workspace.md).
    await patch(id, { title: "Pilot review 2027" });
    const [opening, ...rest] = pilot.slides;
    await patch(id, {
      source: {
        ...pilot,
        title: "Pilot review 2027",
        slides: [{ ...opening, title: "Pilot review 2027" }, ...rest, risks],
      },
    });

    const history = await openHistory(id);
    const versions = versionsOf(history);
    await versions.first().waitFor();
    await expect(headingsOf(history)).resolves.toEqual(["Version 3", "Version 2", "Version 1"]);
    const metas = await versions.locator(".version-meta").allTextContents();
    expect(metas.map((m) => m.split(" by ")[0])).toEqual(["Edited", "Edited", "Created"]);
    for (const meta of metas) expect(meta).toMatch(new RegExp(` by ${session.email} · (just now|\\d+ minutes? ago)$`));
    // The current version is marked and has nothing to restore; the first kept has nothing to compare with.
    await expect(versions.nth(0).locator(".version-current").textContent()).resolves.toBe("Current");
    expect(
      await versions
        .nth(0)
        .getByRole("button", { name: /^Restore/ })
        .count(),
    ).toBe(0);
    expect(
      await versions
        .nth(2)
        .getByRole("button", { name: /^What changed/ })
        .count(),
    ).toBe(0);

    await history.getByRole("button", { name: "What changed in version 3" }).click();
    // The changes arrive after the click; poll rather than read the list once.
    await expect
      .poll(() => history.getByRole("list", { name: "Changes from version 2 to 3" }).locator("li").allTextContents(), {
        timeout: 10_000,
      })
      .toEqual(["Slide 4 “Risks” added"]);
    await history.getByRole("button", { name: "What changed in version 2" }).click();
    await expect
      .poll(() => history.getByRole("list", { name: "Changes from version 1 to 2" }).locator("li").allTextContents(), {
        timeout: 10_000,
      })
      .toEqual([
        "Title: “Pilot review” → “Pilot review 2027”",
        "Slide 1 “Pilot review 2027” changed (was “Pilot review”)",
      ]);

    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Pilot review 2027");
    await page.getByText("Slide 1 of 4").waitFor();
    const asked: string[] = [];
    page.once("dialog", (d) => void (asked.push(d.message()), d.accept()));
    await history.getByRole("button", { name: "Restore version 1" }).click();
    // The page shows version 1 again, and the list gains the restore at the top.
    await page.getByRole("heading", { level: 1, name: "Pilot review", exact: true }).waitFor();
    await page.getByText("Slide 1 of 3").waitFor();
    const preview = page.frameLocator("iframe.preview");
    // The preview is drawn again after the restore (a worker thread's first render loads its entry): give it time.
    await expect.poll(() => preview.locator("section.slide").count(), { timeout: 10_000 }).toBe(3);
    await expect(preview.locator("section.slide:visible").textContent()).resolves.toContain("Pilot review");
    expect(asked).toEqual([expect.stringMatching(/^Restore version 1 \(“Pilot review”\)\?/)]);
    await history.getByRole("heading", { name: "Version 4", exact: true }).waitFor();
    await expect(headingsOf(history)).resolves.toEqual(["Version 4", "Version 3", "Version 2", "Version 1"]);
    await expect(versions.nth(0).locator(".version-meta strong").textContent()).resolves.toBe(
      "Restored from version 1",
    );
    await expect(versions.nth(0).locator(".version-current").textContent()).resolves.toBe("Current");
    const saved = await call<{ document: { version: number; title: string; source: { slides: unknown[] } } }>(
      "GET",
      `${DOCS}/${id}`,
    );
    expect(saved.document).toMatchObject({ version: 4, title: "Pilot review" });
    expect(saved.document.source.slides).toHaveLength(3);
    // Diffs already read stay open; the restore's own says what it undid.
    await history.getByRole("button", { name: "What changed in version 4" }).click();
    await expect
      .poll(() => history.getByRole("list", { name: "Changes from version 3 to 4" }).locator("li").allTextContents(), {
        timeout: 10_000,
      })
      .toEqual([
        "Title: “Pilot review 2027” → “Pilot review”",
        "Slide 1 “Pilot review” changed (was “Pilot review 2027”)",
        "Slide 4 “Risks” removed",
      ]);

    await history.screenshot({ path: SCREENSHOT });
  });

  it("shows a stale restore's conflict, and follows the page's own edits", async () => {
    const id = await create({ ...pilot, title: "Costs review" });
    await patch(id, { title: "Costs review, revised" });
    await patch(id, { title: "Costs review, final" });
    const history = await openHistory(id);
    await history.getByRole("heading", { name: "Version 3", exact: true }).waitFor();

    // Someone else edits the deck after the list was read: restoring from it is refused with the server's reason.
    await patch(id, { title: "Costs review, after the meeting" });
    page.once("dialog", (d) => void d.accept());
    await history.getByRole("button", { name: "Restore version 1" }).click();
    await history
      .getByRole("alert")
      .filter({ hasText: "The document changed since that version; read its history again and retry." })
      .waitFor();
    await expect(headingsOf(history)).resolves.toEqual(["Version 3", "Version 2", "Version 1"]);

    // An edit made on the page itself shows in the open panel at once.
    await page.reload();
    await page.getByRole("region", { name: "History" }).getByRole("button", { name: "History", exact: true }).click();
    await history.getByRole("heading", { name: "Version 4", exact: true }).waitFor();
    await page.getByRole("radio", { name: "forest" }).click();
    await history.getByRole("heading", { name: "Version 5", exact: true }).waitFor();
    await expect(versionsOf(history).nth(0).locator(".version-meta strong").textContent()).resolves.toBe("Edited");
    // A theme is not a slide: the diff lists nothing, and says so.
    await history.getByRole("button", { name: "What changed in version 5" }).click();
    await history.getByText("No slide changed.").waitFor();
  });

  it("pages with Load more past the first 20 versions", async () => {
    const id = await create({ ...pilot, title: "Counting" });
    for (let n = 2; n <= 23; n++) await patch(id, { title: `Counting ${n}` });
    const history = await openHistory(id);
    await history.getByRole("heading", { name: "Version 23", exact: true }).waitFor();
    expect(await versionsOf(history).count()).toBe(20);
    await history.getByRole("button", { name: "Load more" }).click();
    await history.getByRole("heading", { name: "Version 1", exact: true }).waitFor();
    const headings = await headingsOf(history);
    expect(headings).toEqual(Array.from({ length: 23 }, (_, i) => `Version ${23 - i}`));
    expect(await history.getByRole("button", { name: "Load more" }).count()).toBe(0);
  });
});
