// Screenshots of every web page at desktop and phone widths (docs/screenshots/web-*.png), on a throwaway server.
// Names after the command render only those pages: `node --import tsx scripts/web-screenshots.ts share present`.
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { createApp } from "../src/app.js";
import { loadConfig, resolveAuthSecret } from "../src/config/load.js";
import { buildDeps } from "../src/deps.js";
import { createLogger } from "../src/lib/logger.js";
import { startServer } from "../src/server.js";
import { freePort } from "../bench/http-harness.js";
import { thirdPartyFile } from "../test/fixtures.js";

const OUT = new URL("../docs/screenshots/", import.meta.url).pathname;
const FIXTURE = thirdPartyFile("brands/pypptx-default-4x3.pptx");
const VIEWPORTS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const config = loadConfig(
  { DATA_DIR: mkdtempSync(join(tmpdir(), "quire-shots-")), PORT: String(port), PUBLIC_URL: url, LOG_LEVEL: "warn" },
  "screenshots",
);
config.AUTH_SECRET = resolveAuthSecret(config);
const deps = await buildDeps(config, createLogger("warn"));
const server = await startServer(createApp(deps), deps, port, "127.0.0.1");
mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const email = "ada@example.com";
  // Sign in through the real magic link, read from the outbox (no SMTP configured here).
  await page.request.post(`${url}/api/auth/sign-in/magic-link`, {
    data: { email, callbackURL: "/app" },
    headers: { origin: url },
  });
  const [mail] = await deps.repos.outbox.listFor(email);
  await page.goto(/https?:\/\/\S+\/api\/auth\/magic-link\/verify\?[^\s"<]+/.exec(mail!.text)![0]);
  await page.request.post(`${url}/api/onboarding/seed`, { data: {}, headers: { origin: url } });
  const docs = await (await page.request.get(`${url}/api/workspace/documents`)).json();
  const deckId = docs.items.find((d: { kind: string }) => d.kind === "deck").id;
  // A share link of the deck, opened once and read for a while, so the dialog has views and time per slide to show.
  const made = await (
    await page.request.post(`${url}/api/workspace/documents/${deckId}/shares`, {
      data: { label: "Board pre-read", downloads: true },
      headers: { origin: url },
    })
  ).json();
  const token = new URL(made.url).pathname.split("/")[2];
  await page.request.get(made.url);
  for (const [slide, seconds] of [
    [1, 42],
    [2, 130],
    [3, 75],
    [1, 20],
  ])
    await page.request.post(`${url}/api/shared/${token}/views`, { data: { slide, seconds }, headers: { origin: url } });
  await page.request.post(`${url}/api/brands?name=Python%20default`, {
    data: readFileSync(FIXTURE),
    headers: {
      origin: url,
      "content-type": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    },
  });

  const pages: [string, string, (p: typeof page) => Promise<void>][] = [
    ["landing", "/", async (p) => void (await p.locator(".cards .card").first().waitFor())],
    ["workspace", "/app", async (p) => void (await p.locator(".doc-list li a").first().waitFor())],
    [
      "document",
      `/app/d/${deckId}`,
      async (p) => void (await p.frameLocator("iframe.preview").locator("body").waitFor()),
    ],
    [
      "brands",
      "/app/brands",
      async (p) => {
        await p.locator(".doc-list button").first().click();
        await p.getByRole("heading", { name: "Python default" }).waitFor();
        await p.getByText("Layout per slide role").click();
        // The template's pictures load lazily: all of them now, and the shot waits until each is drawn.
        await p.evaluate(() =>
          document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((i) => (i.loading = "eager")),
        );
        await p.waitForFunction(
          () =>
            [...document.querySelectorAll<HTMLImageElement>('img[src*="/template/"]')].every(
              (i) => i.complete && i.naturalWidth > 0,
            ),
          undefined,
          { timeout: 30_000 },
        );
      },
    ],
    ["account", "/account", async (p) => void (await p.getByRole("heading", { name: "API keys" }).waitFor())],
    [
      "share",
      `/app/d/${deckId}`,
      async (p) => {
        await p.getByRole("button", { name: "Share", exact: true }).click();
        await p.getByRole("row", { name: /Board pre-read/ }).waitFor();
      },
    ],
    [
      "share-views",
      `/app/d/${deckId}`,
      async (p) => {
        await p.getByRole("button", { name: "Share", exact: true }).click();
        await p.getByRole("button", { name: "Views of Board pre-read" }).click();
        await p.getByRole("list", { name: "Time on each slide" }).waitFor();
      },
    ],
    [
      "present",
      `/app/d/${deckId}/present`,
      async (p) => {
        await p.locator(".presenter").waitFor({ timeout: 60_000 });
        await p.keyboard.press("ArrowRight");
        await p.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>(".presenter img")].every(
            (i) => i.complete && i.naturalWidth > 0,
          ),
        );
      },
    ],
  ];
  const only = process.argv.slice(2);
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    for (const [name, path, ready] of pages) {
      if (only.length && !only.includes(name)) continue;
      await page.goto(url + path);
      await ready(page);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}web-${name}-${size}.png` });
    }
  }
  if (!only.length || only.includes("sign-in")) {
    const signedOut = await browser.newPage({ viewport: VIEWPORTS.desktop });
    await signedOut.goto(`${url}/sign-in`);
    await signedOut.screenshot({ path: `${OUT}web-sign-in-desktop.png` });
    await signedOut.setViewportSize(VIEWPORTS.phone);
    await signedOut.screenshot({ path: `${OUT}web-sign-in-phone.png` });
  }
  console.log(`screenshots written to ${OUT}`);
} finally {
  await browser.close();
  await server.stop();
}
