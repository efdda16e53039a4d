// The OpenAPI document and the guide's route table (docs/api/routes.md) list the same routes, and every documented route
// answers.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.js";

const ROUTES_PAGE = new URL("../../docs/api/routes.md", import.meta.url);

/** The `METHOD /api/…` route in the first cell of each row of the guide's route table. */
function routesOfGuide(): string[] {
  const routes = new Set<string>();
  for (const line of readFileSync(ROUTES_PAGE, "utf8").split("\n")) {
    const m = /^\| `(GET|POST|PATCH|DELETE|PUT) (\/(?:api|s)\/[^`?\s]*)`/.exec(line);
    if (m) routes.add(`${m[1]} ${m[2]}`);
  }
  return [...routes].sort();
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("OpenAPI document", () => {
  it("is OpenAPI 3.1 with the error schema", async () => {
    const res = await t.app.request("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.schemas.Error.properties.error.enum).toContain("invalid_request");
  });

  it("lists the routes of the guide's route table, and the table lists every documented route", async () => {
    const guide = routesOfGuide();
    expect(guide.length).toBeGreaterThan(35);
    const doc = await (await t.app.request("/api/openapi.json")).json();
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    expect(
      guide.filter((r) => !documented.has(r)),
      "in the guide, not in the document",
    ).toEqual([]);
    expect([...documented].filter((r) => !guide.includes(r)).sort(), "in the document, not in the guide").toEqual([]);
  });

  it("answers every documented route with something other than 404", async () => {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) {
        const concrete = path.replace(/\{[^}]+\}/g, "x");
        const res = await t.app.request(concrete, { method: method.toUpperCase() });
        expect(res.status, `${method} ${path}`).not.toBe(405);
        // A share link's page answers a token that never was with its own HTML page, as a browser opens it.
        if (res.status === 404 && path.startsWith("/s/"))
          expect(await res.text(), `${method} ${path}`).toContain("does not exist, or no longer works");
        else if (res.status === 404) expect((await res.json()).error, `${method} ${path}`).toBe("not_found");
      }
    }
  });
});

describe("API reference UI", () => {
  it("serves the page and its assets from this service only", async () => {
    const page = await t.app.request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/https?:\/\//);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    for (const src of html.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const res = await t.app.request(src[1]!);
      expect(res.status, src[1]).toBe(200);
    }
  });
});
