// The OpenAPI document lists every route of API.md, and the reference UI is served locally (no CDN).
import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.js";

const API_MD = new URL("../../../shared/API.md", import.meta.url);

/** Every `METHOD /api/…` route named in API.md's tables (GET/PATCH/DELETE groups expanded). */
function routesOfApiMd(): string[] {
  const text = readFileSync(API_MD, "utf8");
  const routes = new Set<string>();
  for (const line of text.split("\n")) {
    if (!line.startsWith("|")) continue;
    const cell = line.split("|")[1] ?? "";
    for (const m of cell.matchAll(/`((?:GET|POST|PATCH|DELETE|PUT)(?:\/(?:GET|POST|PATCH|DELETE|PUT))*) (\/api\/[^`?\s]*)[^`]*`/g)) {
      for (const method of m[1]!.split("/")) routes.add(`${method} ${m[2]}`);
    }
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

  it.skipIf(!existsSync(API_MD))("lists every route of API.md", async () => {
    const expected = routesOfApiMd();
    expect(expected.length).toBeGreaterThan(25);
    const doc = await (await t.app.request("/api/openapi.json")).json();
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const missing = expected.filter((r) => !documented.has(r));
    expect(missing).toEqual([]);
  });

  it("answers every documented route with something other than 404", async () => {
    const doc = await (await t.app.request("/api/openapi.json")).json();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) {
        const concrete = path.replace(/\{[^}]+\}/g, "x");
        const res = await t.app.request(concrete, { method: method.toUpperCase() });
        expect(res.status, `${method} ${path}`).not.toBe(405);
        if (res.status === 404) expect((await res.json()).error, `${method} ${path}`).toBe("not_found");
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
