// A brand's template shown as itself — GET /api/brands/{id}/template/{n}.png and the brand's `templatePages` — and the
// lint its drawing adds at upload (drawing_substituted_font, drawing_not_drawn): happy paths, caching, errors, security.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { decodePng } from "../slides/png-pixels.js";
import { json, refused } from "../organizations/answers.js";
import { BRAND_BACKGROUND, colouredTemplate, hex, near, pixelAt } from "./drawn-pages.js";
import { fixture } from "./hostile-zips.js";
import { tinyEmf, withMasterPicture } from "./template-kit/master-picture.js";
import { thirdPartyFile } from "../fixtures.js";
import { ANALYSIS_VERSION } from "../../src/brands/analyse-template.js";
import { personalSpace } from "../../src/lib/space-id.js";

const DEFAULT_4X3 = "pypptx-default-4x3.pptx";
const MISSING_BRAND = "brand_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ";

interface Brand {
  id: string;
  version: number;
  master: { index: number; name: string };
  masters: { layouts: string[] }[];
  layouts: { id: string; name: string }[];
  lint: { code: string; severity: string; message: string }[];
  templatePages: { n: number; name: string; layout: string | null }[];
}

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
const brands: Record<"teal" | "plain" | "emf", Brand> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_BRANDS_PER_MINUTE: "1000", RATE_LIMIT_WORKSPACE_PER_MINUTE: "1000" } });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  brands.teal = await upload(alice.headers, colouredTemplate(), "teal-4x3.pptx");
  brands.plain = await upload(alice.headers, fixture(DEFAULT_4X3), DEFAULT_4X3);
  brands.emf = await upload(alice.headers, withMasterPicture(fixture(DEFAULT_4X3), tinyEmf(), "emf"), "emf-logo.pptx");
}, 60_000);
afterAll(async () => t?.close());

async function upload(
  headers: Record<string, string>,
  bytes: Uint8Array,
  name: string,
  brandId?: string,
): Promise<Brand> {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], name));
  const res = await t.app.request(brandId ? `/api/brands/${brandId}` : "/api/brands", {
    method: brandId ? "PUT" : "POST",
    headers,
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(brandId ? 200 : 201);
  return (await res.json()).brand as Brand;
}

const page = (id: string, n: number | string, headers: Record<string, string> = alice.headers, query = "") =>
  t.app.request(`/api/brands/${id}/template/${n}.png${query}`, { headers });

async function png(res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get("content-type")).toBe("image/png");
  return decodePng(new Uint8Array(await res.arrayBuffer()));
}

describe("the template as itself — happy", () => {
  it("lists its pages: the chosen master, then each of its layouts in the template's order", () => {
    const b = brands.plain;
    const layouts = b.masters[b.master.index]!.layouts;
    expect(b.templatePages[0]).toEqual({ n: 1, name: b.master.name, layout: null });
    expect(b.templatePages.slice(1).map((p) => p.layout)).toEqual(layouts);
    expect(b.templatePages.slice(1).map((p) => p.name)).toEqual(
      layouts.map((id) => b.layouts.find((l) => l.id === id)!.name),
    );
    expect(b.templatePages.map((p) => p.n)).toEqual(b.templatePages.map((_, i) => i + 1));
    expect(b.templatePages.map((p) => p.name).slice(0, 3)).toEqual([
      "Office Theme",
      "Title Slide",
      "Title and Content",
    ]);
  });

  it("page 1 is the master at the template's aspect: 4:3 for python-pptx's default, 480 px wide by default", async () => {
    const master = await png(await page(brands.plain.id, 1));
    expect([master.width, master.height]).toEqual([480, 360]);
    const wide = await png(await page(brands.plain.id, 1, alice.headers, "?width=1600"));
    expect([wide.width, wide.height]).toEqual([1600, 1200]);
  }, 60_000);

  it("a layout page is drawn on the template's own background, as is the master; every page answers", async () => {
    for (const n of [1, 2, brands.teal.templatePages.length]) {
      const picture = await png(await page(brands.teal.id, n, alice.headers, "?width=200"));
      expect([picture.width, picture.height]).toEqual([200, 150]);
      const corner = pixelAt(picture, 0.01, 0.01);
      expect(near(corner, BRAND_BACKGROUND), `page ${n}: ${hex(corner)}`).toBe(true);
    }
  }, 60_000);

  it("a layout shows its placeholders' prompt text: ink on the title slide, more than on the blank layout", async () => {
    const inked = (p: Awaited<ReturnType<typeof png>>) => {
      let n = 0;
      for (let i = 0; i < p.rgba.length; i += 4) if (p.rgba[i]! < 200) n++;
      return n;
    };
    const blank = brands.plain.templatePages.find((p) => p.name === "Blank")!.n;
    const title = await png(await page(brands.plain.id, 2, alice.headers, "?width=240"));
    const empty = await png(await page(brands.plain.id, blank, alice.headers, "?width=240"));
    expect(inked(title)).toBeGreaterThan(inked(empty) + 200);
  }, 60_000);

  it("ETag names the brand version: If-None-Match answers 304; a replaced template a new ETag and picture", async () => {
    const brand = await upload(alice.headers, colouredTemplate(), "teal-again.pptx");
    const first = await page(brand.id, 2);
    await png(first);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"b1-/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await page(brand.id, 2, { ...alice.headers, "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    await upload(alice.headers, fixture(DEFAULT_4X3), DEFAULT_4X3, brand.id);
    const replaced = await page(brand.id, 2, { ...alice.headers, "if-none-match": etag });
    const picture = await png(replaced);
    expect(replaced.headers.get("etag")).toMatch(/^"b2-/);
    // Version 2 is python-pptx's white template, not the teal one.
    expect(near(pixelAt(picture, 0.01, 0.01), BRAND_BACKGROUND)).toBe(false);
  }, 60_000);
});

describe("the template's drawing in the brand's lint", () => {
  const drawing = (b: Brand) => b.lint.filter((l) => l.code.startsWith("drawing_"));

  it("a template naming Calibri: drawing_substituted_font naming Carlito (info: the same metrics), once", () => {
    const calibri = drawing(brands.plain).filter((l) => l.code === "drawing_substituted_font");
    expect(calibri).toEqual([
      {
        code: "drawing_substituted_font",
        severity: "info",
        message: expect.stringMatching(/font Calibri is drawn with Carlito, which has the same metrics/),
      },
    ]);
  });

  it("a font Quire does not ship is a warning naming the family it is drawn with", async () => {
    const b = await upload(
      alice.headers,
      new Uint8Array(readFileSync(thirdPartyFile("brands/poi-themes-7-masters.pptx"))),
      "themes.pptx",
    );
    expect(drawing(b)).toContainEqual({
      code: "drawing_substituted_font",
      severity: "warning",
      message: expect.stringMatching(/font Century Gothic is not one Quire ships; .* Noto Sans/),
    });
  }, 60_000);

  it("an EMF logo on the master: drawing_not_drawn (a warning naming the picture), once; the master's picture still answers", async () => {
    const emf = drawing(brands.emf).filter((l) => /metafile/.test(l.message));
    expect(emf).toEqual([
      {
        code: "drawing_not_drawn",
        severity: "warning",
        message: expect.stringMatching(/logo\.emf is a Windows metafile/),
      },
    ]);
    expect(drawing(brands.plain).some((l) => /metafile/.test(l.message))).toBe(false);
    // Vertical text in the template's unused vertical layouts: said, as info.
    expect(drawing(brands.plain)).toContainEqual({
      code: "drawing_not_drawn",
      severity: "info",
      message: "Vertical text is drawn horizontally in the PDF.",
    });
    const messages = brands.emf.lint.map((l) => l.message);
    expect(new Set(messages).size).toBe(messages.length);
    await png(await page(brands.emf.id, 1, alice.headers, "?width=120"));
  }, 60_000);

  it("a brand analysed before the drawing (an older ANALYSIS_VERSION) is analysed again on read, its pages and drawing lint with it", async () => {
    const repo = t.deps.brands.brands;
    const space = personalSpace(alice.userId);
    const b = await upload(alice.headers, fixture(DEFAULT_4X3), "old-analysis.pptx");
    const stored = (await repo.findById(space, b.id))!.analysis as Record<string, unknown> & { lint: Brand["lint"] };
    const older: Record<string, unknown> = {
      ...stored,
      version: 2,
      lint: stored.lint.filter((l) => !l.code.startsWith("drawing_")),
    };
    delete older.templatePages;
    await repo.updateAnalysis(space, b.id, older, 1);
    const read = (await json(await t.app.request(`/api/brands/${b.id}`, { headers: alice.headers }), 200))
      .brand as Brand;
    expect(read.templatePages).toEqual(b.templatePages);
    expect(read.lint.filter((l) => l.code === "drawing_substituted_font")).toHaveLength(1);
    expect(((await repo.findById(space, b.id))!.analysis as { version: number }).version).toBe(ANALYSIS_VERSION);
  }, 60_000);
});

describe("the template as itself — errors", () => {
  it("a bad brand id: 400 invalid_brand_id; an unknown brand: 404", async () => {
    await refused(await page("acme", 1), 400, "invalid_brand_id");
    await refused(await page(MISSING_BRAND, 1), 404, "not_found");
  });

  it("a page beyond templatePages, page 0 or not a number: 400 invalid_request naming the range", async () => {
    const pages = brands.plain.templatePages.length;
    const beyond = await refused(await page(brands.plain.id, pages + 1), 400, "invalid_request");
    expect(beyond.message).toContain(`has ${pages} pages`);
    await refused(await page(brands.plain.id, 0), 400, "invalid_request");
    await refused(await page(brands.plain.id, "first"), 400, "invalid_request");
    await refused(
      await t.app.request(`/api/brands/${brands.plain.id}/template/1`, { headers: alice.headers }),
      400,
      "invalid_request",
    );
  });

  it("width outside 120..1600 or not a number: 400 invalid_request", async () => {
    for (const width of ["119", "1601", "wide", "2.5"])
      await refused(await page(brands.plain.id, 1, alice.headers, `?width=${width}`), 400, "invalid_request");
  });
});

describe("the template as itself — security", () => {
  it("someone else's brand is 404, with or without an ETag; no credentials 401", async () => {
    await refused(await page(brands.plain.id, 1, bob.headers), 404, "not_found");
    const etag = (await page(brands.plain.id, 1)).headers.get("etag")!;
    await refused(await page(brands.plain.id, 1, { ...bob.headers, "if-none-match": etag }), 404, "not_found");
    await refused(await page(brands.plain.id, 1, {}), 401, "unauthorized");
  }, 60_000);

  it("an organization key needs brands:generate, as reading the brand does: 403 naming it without, 200 with", async () => {
    const maker: CookieSession = await signInWithCookie(t);
    const orgId = (
      await json(
        await t.app.request("/api/organizations", jsonRequest("POST", { name: "Teal & Co" }, maker.headers)),
        201,
      )
    ).id as string;
    const key = async (...scopes: string[]) => ({
      authorization: `Bearer ${(await json(await t.app.request(`/api/organizations/${orgId}/keys`, jsonRequest("POST", { name: scopes.join("+"), scopes }, maker.headers)), 201)).key}`,
    });
    const brand = await upload(await key("brands:manage"), colouredTemplate(), "org-teal.pptx");
    const denied = await refused(
      await page(brand.id, 2, await key("documents:read", "brands:manage")),
      403,
      "forbidden",
    );
    expect(denied.message).toContain("`brands:generate`");
    await png(await page(brand.id, 2, await key("brands:generate")));
    // The organization's brand is not the maker's personal one, nor anyone else's.
    await refused(await page(brand.id, 2, alice.headers), 404, "not_found");
  }, 60_000);
});
