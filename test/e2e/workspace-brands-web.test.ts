// The workspace list in headless Chromium names the brand each deck was made on, so decks of the same title on
// different brands tell apart: the name under the title (measured: below it, aligned with it, inside its row at a
// desktop and a phone width, a long name wrapped), "Brand deleted" for a deck whose brand is gone, nothing for a deck
// made on no brand; a deck on a brand is shown as the brand draws it (its thumbnail and its document's preview); the
// brand page shows the template's master and layouts as pictures.
import { readFileSync } from "node:fs";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { thirdPartyFile } from "../fixtures.js";
import { buildWeb, chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "./browser.js";

const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const LONG_NAME = "Bean & Bloom Coffee Roasters International Wholesale Kit 2026";
const TITLE = "Quarterly update";
const deck = {
  kind: "deck",
  title: TITLE,
  slides: [
    { layout: "title", title: TITLE },
    { layout: "bullets", title: "Highlights", bullets: ["Revenue up 12%"] },
  ],
};

describe.skipIf(chromiumSkipReason !== null)("brands in the workspace list, in Chromium", { timeout: 120_000 }, () => {
  let server: LiveServer;
  let session: CookieSession;
  let browser: Browser;
  const ids: Record<"northwind" | "long" | "deleted" | "plain", string> = {
    northwind: "",
    long: "",
    deleted: "",
    plain: "",
  };
  let northwindBrand = "";

  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(server.url + path, {
      method,
      headers: { ...session.headers, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, path).toBeLessThan(300);
    return res;
  };
  const upload = async (name: string) => {
    const template = new Uint8Array(readFileSync(thirdPartyFile("brands/pypptx-default-4x3.pptx")));
    const res = await fetch(`${server.url}/api/brands?name=${encodeURIComponent(name)}`, {
      method: "POST",
      headers: { ...session.headers, "content-type": PPTX },
      body: template,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { brand: { id: string } }).brand.id;
  };
  const generate = async (brandId: string) => {
    const res = await call("POST", `/api/brands/${brandId}/generate`, { source: deck, save: true });
    await res.arrayBuffer();
    return res.headers.get("x-document-id")!;
  };

  beforeAll(async () => {
    buildWeb();
    server = await startLiveServer({ RATE_LIMIT_BRANDS_PER_MINUTE: "100", RATE_LIMIT_GENERATE_PER_MINUTE: "100" });
    session = await signInWithCookie(server.t);
    const gone = await upload("Old kit");
    ids.deleted = await generate(gone);
    await call("DELETE", `/api/brands/${gone}`);
    northwindBrand = await upload("Northwind Traders");
    ids.northwind = await generate(northwindBrand);
    ids.long = await generate(await upload(LONG_NAME));
    ids.plain = (
      (await (await call("POST", "/api/workspace/documents", { kind: "deck", title: TITLE, source: deck })).json()) as {
        document: { id: string };
      }
    ).document.id;
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function workspace(width: number, height: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    const [name, value] = session.cookie.split(/=(.*)/s) as [string, string];
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await page.goto(server.url + "/app");
    await page.locator(`a[href="/app/d/${ids.plain}"]`).waitFor();
    return page;
  }
  const row = (page: Page, id: string) =>
    page
      .getByRole("list", { name: "Documents" })
      .getByRole("listitem")
      .filter({ has: page.locator(`a[href="/app/d/${id}"]`) });
  const box = async (l: Locator) => (await l.boundingBox())!;

  it("names each deck's brand under its title, says when the brand is deleted, and says nothing for a deck on no brand", async () => {
    const page = await workspace(1280, 900);
    await expect(row(page, ids.northwind).locator(".doc-brand").textContent()).resolves.toBe(
      "Brand: Northwind Traders",
    );
    await expect(row(page, ids.long).locator(".doc-brand").textContent()).resolves.toBe(`Brand: ${LONG_NAME}`);
    await expect(row(page, ids.deleted).locator(".doc-brand").textContent()).resolves.toBe("Brand deleted");
    expect(await row(page, ids.plain).locator(".doc-brand").count()).toBe(0);
    // The link's name carries it too, so a screen reader tells the four same-titled decks apart.
    await expect(page.getByRole("link", { name: /Quarterly update\s*Brand: Northwind Traders/ }).count()).resolves.toBe(
      1,
    );
    await page.context().close();
  });

  it("shows a deck on a brand as the brand draws it: the list's first slide and the document's preview are the brand's 4:3 pictures", async () => {
    const page = await workspace(1280, 900);
    // The list's thumbnail: the slide picture route, which draws the brand's 4:3 slide.
    const thumb = row(page, ids.northwind).locator(".thumb img");
    await expect
      .poll(
        () => thumb.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth / img.naturalHeight : 0)),
        { timeout: 30_000 },
      )
      .toBeCloseTo(4 / 3, 2);
    // Letterboxed inside the list's 16:9 box, not cut off at its foot.
    const [picture16, box16] = await thumb.evaluate((img) => [
      img.getBoundingClientRect().height,
      img.parentElement!.getBoundingClientRect().height,
    ]);
    expect(picture16).toBeLessThanOrEqual(box16!);
    // The document's preview: a picture of the slide shown, not Quire's own HTML in its theme; paging draws the next.
    await page.goto(`${server.url}/app/d/${ids.northwind}`);
    const picture = page.locator("figure.brand-slide img");
    await picture.waitFor();
    expect(await page.locator("iframe.preview").count()).toBe(0);
    await expect
      .poll(
        () => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth / img.naturalHeight : 0)),
        { timeout: 30_000 },
      )
      .toBeCloseTo(4 / 3, 2);
    await expect(picture.getAttribute("alt")).resolves.toMatch(/^Slide 1 of 2: Quarterly update/);
    await expect(page.locator("figure.brand-slide figcaption").textContent()).resolves.toContain("Northwind Traders");
    await page.getByRole("button", { name: "Next →" }).click();
    await expect
      .poll(() => picture.getAttribute("alt"), { timeout: 30_000 })
      .toMatch(/^Slide 2 of 2: Highlights\. Revenue up 12%/);
    // A deck on no brand, and one whose brand is deleted, keep Quire's own preview.
    for (const id of [ids.plain, ids.deleted]) {
      await page.goto(`${server.url}/app/d/${id}`);
      await page.locator("iframe.preview.tall").waitFor();
      expect(await page.locator("figure.brand-slide").count()).toBe(0);
    }
    await page.context().close();
  });

  it("shows a brand's master and layouts on the brand page: lazy pictures named by their alt text, drawn at the template's 4:3", async () => {
    const page = await workspace(1280, 900);
    const { brand } = (await (await call("GET", `/api/brands/${northwindBrand}`)).json()) as {
      brand: { templatePages: { n: number; name: string; layout: string | null }[] };
    };
    expect(brand.templatePages.length).toBeGreaterThan(1);
    await page.goto(`${server.url}/app/brands`);
    await page
      .getByRole("list", { name: "Brands" })
      .getByRole("button", { name: /Northwind Traders/ })
      .click();
    const pictures = page.locator(".template-pages img");
    await pictures.first().waitFor();
    const alts = brand.templatePages.map((p) => `${p.n === 1 ? "Master" : "Layout"}: ${p.name}`);
    expect(alts.slice(0, 3)).toEqual(["Master: Office Theme", "Layout: Title Slide", "Layout: Title and Content"]);
    expect(await pictures.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.alt))).toEqual(alts);
    expect(await pictures.evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => img.loading))).toEqual(
      alts.map(() => "lazy"),
    );
    await expect(page.getByRole("img", { name: "Layout: Title and Content" }).count()).resolves.toBe(1);
    // Each caption names its page for the eye; the alt text is what a screen reader hears.
    await expect(page.locator(".template-pages figcaption").nth(1).textContent()).resolves.toBe("Title Slide");
    // Scrolled to, each picture is the route's drawing of that page at the template's 4:3, twice its CSS width.
    for (const n of [0, 1, alts.length - 1]) {
      const img = pictures.nth(n);
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth / el.naturalHeight : 0)), {
          timeout: 30_000,
        })
        .toBeCloseTo(4 / 3, 2);
      expect(await img.evaluate((el: HTMLImageElement) => [el.naturalWidth, new URL(el.src).pathname])).toEqual([
        400,
        `/api/brands/${northwindBrand}/template/${n + 1}.png`,
      ]);
    }
    await page.context().close();
  });

  for (const [label, width, height] of [
    ["desktop", 1280, 900],
    ["phone", 390, 844],
  ] as const) {
    it(`sets the brand on its own line under the title, aligned with it and inside the row (${label})`, async () => {
      const page = await workspace(width, height);
      for (const id of [ids.northwind, ids.long, ids.deleted]) {
        const item = row(page, id);
        const [kind, title, brand, whole] = await Promise.all([
          box(item.locator(".kind")),
          box(item.locator("strong")),
          box(item.locator(".doc-brand")),
          box(item),
        ]);
        expect(brand.y, "below the title").toBeGreaterThanOrEqual(title.y + title.height - 1);
        expect(Math.abs(brand.x - kind.x), "starts where the title line starts").toBeLessThanOrEqual(1);
        expect(brand.x + brand.width, "inside its row").toBeLessThanOrEqual(whole.x + whole.width);
        expect(brand.y + brand.height).toBeLessThanOrEqual(whole.y + whole.height);
        expect(brand.height).toBeGreaterThan(0);
      }
      // A long name wraps inside its row, and the list stays inside the window.
      const list = await box(page.getByRole("list", { name: "Documents" }));
      expect(list.x + list.width).toBeLessThanOrEqual(width);
      const longName = await box(row(page, ids.long).locator(".doc-brand"));
      const lineHeight = parseFloat(
        await row(page, ids.long)
          .locator(".doc-brand")
          .evaluate((el) => getComputedStyle(el).lineHeight),
      );
      if (label === "phone") expect(longName.height, "wrapped").toBeGreaterThan(1.5 * lineHeight);
      await page.context().close();
    });
  }
});
