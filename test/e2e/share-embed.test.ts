// A share link embedded in another site, in Chromium: the host page (another origin, with a strict policy of its own
// that allows nothing but framing Quire) shows the deck through the create answer's snippet, and the frame loads
// nothing from the host; the ordinary page refuses to be framed; the shared page and its pictures come from Quire alone.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, type CookieSession } from "../auth-helpers.js";
import { chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "./browser.js";

const DECK = {
  kind: "deck",
  title: "Ferry timetable",
  source: {
    kind: "deck",
    title: "Ferry timetable",
    slides: [
      { layout: "title", title: "Ferry timetable" },
      { layout: "bullets", title: "Winter", bullets: ["First boat 06:10", "Last boat 22:40"] },
    ],
  },
};

describe.skipIf(chromiumSkipReason !== null)(
  "a share link embedded in another site, in Chromium",
  { timeout: 120_000 },
  () => {
    let server: LiveServer;
    let session: CookieSession;
    let browser: Browser;
    let host: Server;
    let hostUrl = "";
    let page = "";

    beforeAll(async () => {
      server = await startLiveServer();
      session = await signInWithCookie(server.t);
      browser = await launchBrowser();
      host = createServer((req, res) => {
        // The host site's own policy: it runs nothing and loads nothing, and frames only Quire.
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-security-policy": `default-src 'none'; frame-src ${server.url}`,
        });
        res.end(page);
      });
      await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
      hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
    }, 60_000);

    afterAll(async () => {
      await browser?.close();
      await server?.close();
      await new Promise((resolve) => host?.close(resolve));
    });

    async function share(): Promise<{ url: string; embed: string }> {
      const call = async (path: string, body: unknown) => {
        const res = await fetch(server.url + path, {
          method: "POST",
          headers: { ...session.headers, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        expect(res.status).toBe(201);
        return res.json();
      };
      const doc = await call("/api/workspace/documents", DECK);
      return call(`/api/workspace/documents/${doc.document.id}/shares`, {});
    }

    async function hostPage(html: string) {
      page = `<!doctype html><html lang="en"><head><title>Harbour news</title></head><body><h1>Harbour news</h1>${html}</body></html>`;
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const tab = await context.newPage();
      const refused: string[] = [];
      const requests: string[] = [];
      tab.on("console", (m) => void (/Content.Security.Policy|Refused/i.test(m.text()) && refused.push(m.text())));
      tab.on("request", (r) => requests.push(r.url()));
      await tab.goto(hostUrl);
      return { tab, refused, requests, close: () => context.close() };
    }

    const frameAt = (tab: { frames(): Frame[] }, prefix: string) =>
      tab.frames().find((f) => f.url().startsWith(prefix));

    it("shows the deck through the snippet inside a host page whose policy allows only framing Quire", async () => {
      const { url, embed } = await share();
      const { tab, refused, requests, close } = await hostPage(embed);
      await expect.poll(() => frameAt(tab, `${url}?embed=1`) !== undefined).toBe(true);
      const frame = frameAt(tab, `${url}?embed=1`)!;
      const slide = frame.locator("img#slide");
      await expect
        .poll(() => slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 60_000,
        })
        .toBe(true);
      await expect(slide.getAttribute("alt")).resolves.toContain("Ferry timetable");
      // The embedded page pages through with its own script, which its policy allows.
      await frame.locator("a[rel=next]").click();
      await expect.poll(() => slide.getAttribute("data-slide")).toBe("2");
      await expect(frame.locator("header").isVisible()).resolves.toBe(false);
      expect(refused).toEqual([]);
      // Everything the frame fetched came from Quire; the host page fetched only itself.
      expect(requests.filter((r) => !r.startsWith(server.url) && !r.startsWith(hostUrl))).toEqual([]);
      expect(requests.filter((r) => r.startsWith(hostUrl))).toEqual([`${hostUrl}/`]);
      await close();
    });

    it("refuses to be framed as the ordinary page", async () => {
      const { url } = await share();
      const { tab, refused, close } = await hostPage(
        `<iframe src="${url}" title="Not the embed" width="800" height="500"></iframe>`,
      );
      await expect.poll(() => refused.some((m) => /frame-ancestors/.test(m)), { timeout: 30_000 }).toBe(true);
      const frame = frameAt(tab, url);
      const shown = frame
        ? await frame
            .locator("img#slide")
            .count()
            .catch(() => 0)
        : 0;
      expect(shown).toBe(0);
      await close();
    });
  },
);
