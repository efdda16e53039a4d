// A development server without mail (NODE_ENV=development, no SMTP_URL) sends no e-mail: GET /api/auth/providers says
// so with `devMailOutbox: true` (absent on any other server), and the web app's "Check your inbox" page then says
// where the link is — the server's log and the outbox_mail table. The route in each case, then the page in Chromium.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../harness.js";
import { buildWeb, chromiumSkipReason, launchBrowser, startLiveServer, type LiveServer } from "./browser.js";

const NOTE = "This server has no mail set up: the link is in the server's log (and the outbox_mail table).";

describe("GET /api/auth/providers: devMailOutbox", () => {
  for (const [label, env, expected] of [
    ["development without SMTP_URL", { NODE_ENV: "development" }, { providers: [], devMailOutbox: true }],
    ["development with SMTP_URL", { NODE_ENV: "development", SMTP_URL: "smtp://127.0.0.1:2525" }, { providers: [] }],
    ["test (no SMTP_URL)", { NODE_ENV: "test" }, { providers: [] }],
  ] as const) {
    it(`${label}: ${JSON.stringify(expected)}`, async () => {
      const t = await createTestApp({ env });
      try {
        const res = await t.app.request("/api/auth/providers");
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual(expected);
      } finally {
        await t.close();
      }
    });
  }

  it("is documented in the route's OpenAPI schema", async () => {
    const t = await createTestApp();
    try {
      const doc = await (await t.app.request("/api/openapi.json")).json();
      const schema = doc.components.schemas.AuthProviders;
      expect(schema.required).toEqual(["providers"]);
      expect(schema.properties.devMailOutbox).toMatchObject({
        description: expect.stringMatching(/NODE_ENV=development.*SMTP_URL/),
      });
      expect(doc.paths["/api/auth/providers"].get.responses["200"].content["application/json"].schema).toEqual({
        $ref: "#/components/schemas/AuthProviders",
      });
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(chromiumSkipReason !== null)(
  "the sign-in page on a development server without mail",
  { timeout: 120_000 },
  () => {
    let server: LiveServer;
    let browser: Browser;

    beforeAll(async () => {
      buildWeb();
      server = await startLiveServer({ NODE_ENV: "development", RATE_LIMIT_MAGIC_LINK_PER_MINUTE: "100" });
      browser = await launchBrowser();
    }, 120_000);
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it("says the link is in the server's log and outbox after asking for one", async () => {
      const page = await browser.newPage();
      page.setDefaultTimeout(60_000);
      await page.goto(server.url + "/sign-in");
      await page.getByLabel("E-mail address").fill(`dev-${Date.now()}@example.com`);
      await page.getByRole("button", { name: "Email me a sign-in link" }).click();
      await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
      await expect(page.getByRole("status").textContent()).resolves.toContain(NOTE);
      await page.close();
    });
  },
);
