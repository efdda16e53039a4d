// GET /api/themes: every built-in theme with its colours, fonts and an SVG preview; public, cacheable, script-free;
// and each theme named there renders a deck to HTML without a warning.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { THEME_NAMES } from "../../src/formats/model/themes.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface ThemeInfo {
  name: string;
  dark: boolean;
  default: boolean;
  colors: Record<string, unknown>;
  fonts: { heading: string; body: string };
  preview: string;
}

describe("GET /api/themes", () => {
  it("lists every built-in theme with a preview, without signing in, cacheable", async () => {
    const res = await t.app.request("/api/themes");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const { items, sizes } = (await res.json()) as { items: ThemeInfo[]; sizes: string[] };
    expect(sizes).toEqual(["16:9", "4:3", "16:10", "A4"]);
    expect(items.map((i) => i.name)).toEqual(THEME_NAMES);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.filter((i) => i.default).map((i) => i.name)).toEqual(["light"]);
    for (const item of items) {
      expect(item.colors.background).toMatch(/^#[0-9A-F]{6}$/);
      expect(item.fonts.heading.length).toBeGreaterThan(2);
      expect(item.preview).toMatch(/^data:image\/svg\+xml;base64,/);
      const svg = Buffer.from(item.preview.split(",")[1]!, "base64").toString("utf8");
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="180"/);
      expect(svg).toContain(`fill="${item.colors.background as string}"`);
      // A picture, nothing more: no script, no event handler, no external reference.
      expect(svg).not.toMatch(/<script|on\w+=|href=|xlink:|url\(/i);
    }
  });

  it("answers 405 with Allow to other methods", async () => {
    const res = await t.app.request("/api/themes", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
  });

  it.each(THEME_NAMES)("%s renders a deck without a warning", async (name) => {
    const res = await t.app.request(
      "/api/render",
      jsonRequest("POST", {
        source: { kind: "deck", title: "T", theme: { name }, slides: [{ layout: "title", title: "Hello" }] },
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { warnings: string[] };
    expect(body.warnings).toEqual([]);
  });
});
