// End to end in headless Chromium: the new-document form's Pictures picker lists the modes the service offers (its
// default chosen) and sends the one chosen as `images`; the deck made shows each picture's credit under its slide; and
// "Replace picture" puts another picture of the space's library on that slide (alt text and credit from it) as one version.
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { rgbPng } from "../png.js";
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

/** The pictures' screenshots: kept in the docs with QUIRE_SCREENSHOTS=1, else left in /tmp to look at. */
const SHOTS =
  process.env.QUIRE_SCREENSHOTS === "1" ? new URL("../../docs/screenshots/web/", import.meta.url).pathname : "/tmp/";

const PROMPT =
  "A 6-slide deck for our Q3 team update. Our new Lisbon office opened in September with room for 40 people and a roof terrace. " +
  "The mobile app launched in 12 countries and reached 4.6 stars. We hired three engineers and a designer. Next quarter: open the Berlin office.";

type ImageRef = { src: string; alt: string; credit?: string };
type Deck = { version: number; source: { slides: { layout: string; title?: string; image?: ImageRef }[] } };

/** A soft two-colour picture (a sky over a ground), so the library's thumbnails tell apart at a glance. */
const scene = (top: [number, number, number], bottom: [number, number, number]) =>
  rgbPng(240, 180, (_x, y) => {
    const t = y / 179;
    const mix = (i: number) => Math.round(top[i]! * (1 - t) + bottom[i]! * t);
    return y < 110 ? [mix(0), mix(1), mix(2)] : bottom;
  });

describe.skipIf(chromiumSkipReason !== null)("pictures in Chromium", { timeout: 180_000 }, () => {
  let server: LiveServer;
  let session: CookieSession;
  let browser: Browser;
  let page: Page;
  const ids: Record<string, string> = {};

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

  async function upload(query: string, png: Buffer): Promise<string> {
    const res = await fetch(`${server.url}/api/assets?${query}`, {
      method: "POST",
      headers: { ...session.headers, "content-type": "image/png" },
      body: new Uint8Array(png),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  const saved = async (id: string) => (await call<{ document: Deck }>("GET", `${DOCS}/${id}`)).document;
  const violations = async () => describeViolations(await axeViolations(page));

  beforeAll(async () => {
    buildWeb();
    mkdirSync(SHOTS, { recursive: true });
    server = await startLiveServer({
      ...TEST_ENV,
      RATE_LIMIT_AGENT_PER_MINUTE: "1000",
      RATE_LIMIT_ASSETS_PER_MINUTE: "1000",
    });
    session = await signInWithCookie(server.t);
    ids.crane = await upload(
      `name=harbour-crane&alt=${encodeURIComponent("A container crane at the harbour at dusk")}&tags=harbour`,
      scene([250, 170, 90], [30, 50, 80]),
    );
    ids.lisbon = await upload(
      `name=lisbon-office&alt=${encodeURIComponent("The Lisbon office's roof terrace at dusk")}&tags=office,lisbon`,
      scene([120, 180, 240], [200, 120, 80]),
    );
    browser = await launchBrowser();
    page = await signedInPage(browser, server.url, session.cookie);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("offers the service's picture modes, sends the one chosen, and shows each picture's credit under its slide", async () => {
    await page.goto(`${server.url}/app`);
    const form = page.getByRole("form", { name: "New document" });
    const pictures = form.getByRole("combobox", { name: "Pictures" });
    await pictures.waitFor();
    // This service has no stock provider or image model: only none (its default) and the library.
    await expect(pictures.locator("option").allTextContents()).resolves.toEqual(["No pictures", "From my library"]);
    await expect(pictures.inputValue()).resolves.toBe("none");
    // Pictures are a deck's: hidden for a document, back for a deck.
    await form.getByRole("combobox", { name: "Kind" }).selectOption("doc");
    await pictures.waitFor({ state: "detached" });
    await form.getByRole("combobox", { name: "Kind" }).selectOption("deck");
    await pictures.selectOption("library");
    await form.getByRole("textbox", { name: "New document" }).fill(PROMPT);
    await form.screenshot({ path: `${SHOTS}pictures-picker.png` });
    await expect(violations()).resolves.toEqual([]);

    const sent = page.waitForRequest((r) => r.url().endsWith("/api/agent") && r.method() === "POST");
    await form.getByRole("button", { name: "Create" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ prompt: PROMPT, kind: "deck", images: "library" });
    await page.waitForURL(/\/app\/d\/doc_/);
    const id = /\/app\/d\/(doc_\w+)/.exec(page.url())![1]!;
    const deck = await saved(id);
    const n = deck.source.slides.findIndex((s) => s.image?.src === ids.lisbon) + 1;
    expect(n).toBeGreaterThan(0);

    await page.getByText(/^Slide 1 of \d+$/).waitFor();
    for (let i = 1; i < n; i++) await page.getByRole("button", { name: "Next →" }).click();
    await page.getByText(new RegExp(`^Slide ${n} of \\d+$`)).waitFor();
    await expect.poll(() => page.locator(".slide-credit").textContent()).toBe("Your library: lisbon-office");
    const slide = page.frameLocator("iframe.preview").locator("section.slide:visible");
    await expect
      .poll(
        () =>
          slide
            .locator("img")
            .evaluateAll((imgs) =>
              imgs.some((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
            ),
        { timeout: 15_000 },
      )
      .toBe(true);
  });

  it("replaces a slide's picture with one of the library's, alt text and credit from it, as one version", async () => {
    const source = {
      kind: "deck",
      title: "Port report",
      slides: [
        { layout: "title", title: "Port report", subtitle: "Autumn" },
        {
          layout: "image-text",
          title: "The new terrace",
          image: {
            src: ids.lisbon,
            alt: "The Lisbon office's roof terrace at dusk",
            credit: "Your library: lisbon-office",
          },
          body: "Forty desks and a view over the river.",
        },
        { layout: "bullets", title: "Next", bullets: ["Open the Berlin office"] },
      ],
    };
    const id = (await call<{ document: { id: string } }>("POST", DOCS, { kind: "deck", title: source.title, source }))
      .document.id;
    await page.goto(`${server.url}/app/d/${id}`);
    await page.getByText("Slide 1 of 3").waitFor();
    // A slide without a picture has nothing to replace.
    await expect(
      page.getByRole("toolbar", { name: "Slide 1" }).getByRole("button", { name: "Replace picture" }).count(),
    ).resolves.toBe(0);
    await page.getByRole("button", { name: "Next →" }).click();
    await page.getByText("Slide 2 of 3").waitFor();
    await expect.poll(() => page.locator(".slide-credit").textContent()).toBe("Your library: lisbon-office");

    await page.getByRole("toolbar", { name: "Slide 2" }).getByRole("button", { name: "Replace picture" }).click();
    const dialog = page.getByRole("dialog", { name: "Replace the picture on slide 2" });
    const choices = dialog.getByRole("button", { name: /^Use “.+”$/ });
    await choices.first().waitFor();
    await expect(choices.evaluateAll((bs) => bs.map((b) => b.getAttribute("aria-label")))).resolves.toEqual([
      "Use “lisbon-office”",
      "Use “harbour-crane”",
    ]);
    await expect(choices.first().getAttribute("aria-current")).resolves.toBe("true");
    await expect
      .poll(() =>
        dialog
          .locator("img")
          .evaluateAll((imgs) =>
            imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 240),
          ),
      )
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Use “lisbon-office”");
    await expect(dialog.locator("li").first().textContent()).resolves.toContain("On this slide now");
    // The pointer off the choices, so the picture shows them as they rest.
    await page.mouse.move(0, 0);
    await dialog.screenshot({ path: `${SHOTS}pictures-replace.png` });
    await expect(violations()).resolves.toEqual([]);

    await dialog.getByRole("button", { name: "Use “harbour-crane”" }).click();
    await dialog.waitFor({ state: "detached" });
    await page
      .getByText("Slide 2 now shows “harbour-crane”. Saved as version 2; to undo, restore version 1 in History.")
      .waitFor();
    await expect.poll(() => page.locator(".slide-credit").textContent()).toBe("Your library: harbour-crane");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("slide-picture");
    const deck = await saved(id);
    expect(deck.version).toBe(2);
    expect(deck.source.slides[1]).toEqual({
      ...source.slides[1],
      image: { src: ids.crane, alt: "A container crane at the harbour at dusk", credit: "Your library: harbour-crane" },
    });
    expect([deck.source.slides[0], deck.source.slides[2]]).toEqual([source.slides[0], source.slides[2]]);
    const slide = page.frameLocator("iframe.preview").locator("section.slide:visible");
    await expect
      .poll(
        () =>
          slide
            .locator("img")
            .evaluateAll((imgs) =>
              imgs.some((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
            ),
        { timeout: 15_000 },
      )
      .toBe(true);
    // The slide, its credit and its actions (from the slide navigation to the note under the toolbar), all in one
    // viewport: a full-page capture stitches the sticky header and the frame in the wrong places.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = (await page.locator(".slide-nav").boundingBox())!;
    const bottom = (await page.locator(".slide-actions").boundingBox())!;
    await page.screenshot({
      path: `${SHOTS}pictures-slide-credit.png`,
      clip: { x: top.x - 12, y: top.y - 12, width: bottom.width + 24, height: bottom.y + bottom.height - top.y + 24 },
    });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
