// Headless Debian Chromium through playwright-core (never a downloaded browser), and a real Quire server for it.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { freePort } from "../../bench/http-harness.js";
import { startServer, type RunningServer } from "../../src/server.js";
import { createTestApp, type TestApp } from "../harness.js";

export const CHROMIUM = "/usr/bin/chromium";
export const chromiumSkipReason: string | null = existsSync(CHROMIUM)
  ? null
  : "Chromium is not installed (apt-get install chromium): browser tests skipped";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * A page signed in with `cookie` (a session's Cookie header value), 1280 × 900, a minute's patience for each step, page
 * errors printed; bypassCSP lets axe in as an inline script (the app's CSP forbids those).
 */
export async function signedInPage(browser: Browser, url: string, cookie: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  const [name, value] = cookie.split(/=(.*)/s) as [string, string];
  await context.addCookies([{ name, value, url }]);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  page.on("pageerror", (err) => console.error("[page error]", err.message));
  return page;
}

/** Builds web/dist if its sources changed (the same script `npm start` runs). */
export function buildWeb(): void {
  execFileSync(process.execPath, [new URL("../../scripts/build-web.mjs", import.meta.url).pathname], {
    stdio: "inherit",
  });
}

export interface LiveServer {
  t: TestApp;
  url: string;
  running: RunningServer;
  close(): Promise<void>;
}

/** A real listening Quire whose PUBLIC_URL is its own address (links in mail and the Origin check line up). */
export async function startLiveServer(env: Record<string, string> = {}): Promise<LiveServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ env: { PORT: String(port), PUBLIC_URL: url, ...env } });
  const running = await startServer(t.app, t.deps, port, "127.0.0.1");
  return {
    t,
    url,
    running,
    async close() {
      await running.stop();
      await t.close().catch(() => {});
    },
  };
}
