// The built web app is served by the same process: pages get index.html with a CSP, /api stays JSON.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { webApp } from "../../src/http/routes/web.js";
import { createTestApp } from "../harness.js";

function fakeDist() {
  const dir = mkdtempSync(join(tmpdir(), "quire-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    "<!doctype html><title>Quire</title><script type=module src=/assets/app-1.js></script>",
  );
  writeFileSync(join(dir, "assets", "app-1.js"), "console.log(1)");
  return dir;
}

describe("web app serving", () => {
  it("serves index.html for app paths with a strict CSP, and hashed assets with long caching", async () => {
    const web = webApp(fakeDist());
    const app = new Hono().route("/", web.routes);
    app.notFound((c) => web.page(c) ?? c.text("not found", 404));
    for (const path of ["/", "/app", "/app/d/doc_123", "/sign-in"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain("<title>Quire</title>");
      expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
      expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    }
    const asset = await app.request("/assets/app-1.js");
    expect(asset.headers.get("content-type")).toMatch(/javascript/);
    expect(asset.headers.get("cache-control")).toMatch(/immutable/);
    for (const probe of [
      "/assets/..%2Findex.html",
      "/assets/%2e%2e%2f%2e%2e%2fpackage.json",
      "/assets/app-1.js%00.png",
    ])
      expect((await app.request(probe)).status, probe).toBe(404);
    expect((await app.request("/assets/missing.js")).status).toBe(404);
  });

  it("keeps unknown /api paths as JSON 404s, not pages and not 405s", async () => {
    const t = await createTestApp();
    try {
      for (const method of ["GET", "POST", "DELETE"]) {
        const res = await t.app.request("/api/definitely-not-here", { method });
        expect(res.status, method).toBe(404);
        expect((await res.json()).error).toBe("not_found");
      }
      const providers = await t.app.request("/api/auth/providers");
      expect(await providers.json()).toEqual({ providers: [] });
    } finally {
      await t.close();
    }
  });
});
