// HTTP: POST /api/import — files read into sources (multipart and raw), saved as documents, refused with clear errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.js";
import { signInWithCookie, signUpWithKey, type CookieSession, type KeySession } from "../auth-helpers.js";
import { strFromU8, unzipSync, zipSync } from "fflate";
import { renderDocToDocx } from "../../src/formats/docx/render-doc-to-docx.js";
import { renderDeckToPptx } from "../../src/formats/pptx/index.js";
import { fixture } from "../brands/hostile-zips.js";
import { sampleDeck } from "../render/samples.js";

const MAX = 1024 * 1024;
const BRAND = "pypptx-default-4x3.pptx";
let t: TestApp;
let alice: KeySession;
let bob: KeySession;
let carol: CookieSession;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      UPLOAD_MAX_BYTES: String(MAX),
      RATE_LIMIT_IMPORT_PER_MINUTE: "1000",
      RATE_LIMIT_IMPORT_PER_DAY: "1000",
      RATE_LIMIT_BRANDS_PER_MINUTE: "100",
    },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  carol = await signInWithCookie(t);
});
afterAll(async () => t?.close());

const enc = (s: string) => new TextEncoder().encode(s);
const NOTES = "# Field notes\n\nTrucks turn in **38 minutes**.\n\n## Findings\n\n- one\n- two\n";

function multipart(
  headers: Record<string, string>,
  bytes: Uint8Array,
  filename: string,
  fields: Record<string, string> = {},
  query = "",
) {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], filename));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return t.app.request(`/api/import${query}`, { method: "POST", headers, body: form });
}
/** A Word document under the upload limit whose XML unpacks to 3 MiB: four-letter noise in a comment packs about 4:1. */
async function longDocx(): Promise<Uint8Array> {
  const parts = unzipSync((await renderDocToDocx({ kind: "doc", title: "Long", markdown: "Some text." })).bytes);
  let seed = 7;
  const noise = Array.from(
    { length: 3 << 20 },
    () => "acgt"[(seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) >>> 30],
  ).join("");
  parts["word/document.xml"] = enc(
    strFromU8(parts["word/document.xml"]!).replace("</w:document>", `<!-- ${noise} --></w:document>`),
  );
  return zipSync(parts);
}
const raw = (headers: Record<string, string>, bytes: Uint8Array, query: string, type = "application/octet-stream") =>
  t.app.request(`/api/import?${query}`, {
    method: "POST",
    headers: { ...headers, "content-type": type },
    body: bytes as BodyInit,
  });

describe("POST /api/import (happy)", () => {
  it("reads a Markdown file into a doc source without storing it", async () => {
    const res = await multipart(alice.headers, enc(NOTES), "notes.md");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      kind: "doc",
      title: "Field notes",
      format: "md",
      warnings: [],
      units: { kind: "page", count: 0 },
      source: { kind: "doc", title: "Field notes" },
    });
    expect(body.source.markdown).toContain("## Findings");
    expect(body.refs).toEqual([{ file: "notes.md" }]);
    const list = await (await t.app.request("/api/workspace/documents", { headers: alice.headers })).json();
    expect(list.items).toEqual([]);
  });

  it("reads a raw CSV body with ?filename= into a sheet, and saves it with save=true and a title", async () => {
    const res = await raw(
      alice.headers,
      enc("Region,Q1\nNorth,12\nSouth,9\n"),
      "filename=regions.csv&save=true&title=Regions%202026",
    );
    expect(res.status).toBe(201);
    const { document, format, refs } = await res.json();
    expect(format).toBe("csv");
    expect(refs).toEqual([{ file: "regions.csv", sheet: "regions" }]);
    expect(document).toMatchObject({ kind: "sheet", title: "Regions 2026", origin: "manual", version: 1 });
    const read = await t.app.request(`/api/workspace/documents/${document.id}`, { headers: alice.headers });
    expect((await read.json()).document.source.sheets[0].rows).toEqual([
      ["North", 12],
      ["South", 9],
    ]);
    // Someone else's saved import is not found, never forbidden.
    expect((await t.app.request(`/api/workspace/documents/${document.id}`, { headers: bob.headers })).status).toBe(404);
    // And it exports like any document.
    const xlsx = await t.app.request("/api/export", {
      method: "POST",
      headers: { ...alice.headers, "content-type": "application/json" },
      body: JSON.stringify({ documentId: document.id, format: "xlsx" }),
    });
    expect(xlsx.status).toBe(200);
  });

  it("takes save and title from the query string with a multipart body too, the form's own fields first", async () => {
    const saved = await multipart(alice.headers, enc(NOTES), "notes.md", {}, "?save=true&title=From%20the%20query");
    expect(saved.status).toBe(201);
    expect((await saved.json()).document).toMatchObject({ kind: "doc", title: "From the query" });
    const formWins = await multipart(
      alice.headers,
      enc(NOTES),
      "notes.md",
      { save: "false", title: "From the form" },
      "?save=true&title=From%20the%20query",
    );
    expect(formWins.status).toBe(200);
    expect((await formWins.json()).title).toBe("From the form");
    const tooLong = await multipart(alice.headers, enc(NOTES), "notes.md", {}, `?title=${"t".repeat(501)}`);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).details[0].path).toBe("title");
  });

  it("takes a cookie session from this site and sanitises HTML: no script, frame or remote image survives", async () => {
    const html =
      '<html><head><title>Page</title><script>alert(1)</script></head><body><h1>Page</h1><p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><iframe src="https://evil.example"></iframe><img src="https://tracker.example/p.gif"></body></html>';
    const res = await multipart(carol.headers, enc(html), "page.html", { save: "true" });
    expect(res.status).toBe(201);
    const { document, warnings } = await res.json();
    expect(JSON.stringify(document.source)).not.toMatch(/alert|javascript|evil\.example|tracker\.example|onclick/);
    expect(warnings.length).toBeGreaterThanOrEqual(2);
  });
});

describe("POST /api/import: an old deck on a new brand", () => {
  it("imports a pptx as a deck, saves it, and exports it on an uploaded brand — rebranding in three calls", async () => {
    const old = (await renderDeckToPptx(sampleDeck())).bytes;
    const imported = await multipart(alice.headers, old, "q3-review.pptx", { save: "true" });
    expect(imported.status).toBe(201);
    const { document, format, units, refs } = await imported.json();
    expect({ format, units }).toEqual({ format: "pptx", units: { kind: "slide", count: sampleDeck().slides.length } });
    expect(document.kind).toBe("deck");
    expect(document.source.slides.map((s: { title?: string }) => s.title ?? null)).toEqual(
      sampleDeck().slides.map((s) => ("title" in s ? (s.title ?? null) : null)),
    );
    expect(refs[0]).toEqual({ file: "q3-review.pptx", slide: 1 });

    const form = new FormData();
    form.append("file", new File([fixture(BRAND)], BRAND));
    const brand = await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form });
    expect(brand.status).toBe(201);
    const brandId = (await brand.json()).brand.id;
    const rebranded = await t.app.request("/api/export", {
      method: "POST",
      headers: { ...alice.headers, "content-type": "application/json" },
      body: JSON.stringify({ documentId: document.id, format: "pptx", brandId }),
    });
    expect(rebranded.status).toBe(200);
    const parts = unzipSync(new Uint8Array(await rebranded.arrayBuffer()));
    // On the brand's own 4:3 slide size, with every slide of the old deck.
    expect(strFromU8(parts["ppt/presentation.xml"]!)).toMatch(/<p:sldSz cx="9144000" cy="6858000"/);
    expect(Object.keys(parts).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).length).toBeGreaterThanOrEqual(
      sampleDeck().slides.length,
    );
  });
});

describe("POST /api/import (refused)", () => {
  const cases: [string, () => Response | Promise<Response>, number, string, RegExp?][] = [
    ["no credentials", () => multipart({}, enc(NOTES), "notes.md"), 401, "unauthorized"],
    [
      "a cookie without this site's Origin",
      () => multipart({ cookie: carol.cookie, origin: "https://evil.example" }, enc(NOTES), "notes.md"),
      403,
      "forbidden",
    ],
    [
      "a JSON body",
      () => raw(alice.headers, enc("{}"), "filename=a.md", "application/json"),
      415,
      "unsupported_media_type",
      /multipart\/form-data/,
    ],
    [
      "a form without a file",
      () =>
        t.app.request("/api/import", {
          method: "POST",
          headers: alice.headers,
          body: (() => {
            const f = new FormData();
            f.append("save", "true");
            return f;
          })(),
        }),
      400,
      "invalid_request",
      /no file/,
    ],
    ["an empty file", () => multipart(alice.headers, new Uint8Array(), "empty.md"), 400, "invalid_request", /empty/],
    [
      "a file over the upload limit",
      () => multipart(alice.headers, new Uint8Array(MAX + 1), "big.txt"),
      413,
      "file_too_large",
    ],
    [
      "a Word document whose XML unpacks past what an import holds",
      async () => multipart(alice.headers, await longDocx(), "long.docx"),
      413,
      "file_too_large",
      /unpack to 3 MiB; Quire reads Word documents whose XML comes to at most 2 MiB/,
    ],
    [
      "a format Quire does not read",
      () => multipart(alice.headers, enc("GIF89a"), "photo.heic"),
      415,
      "unsupported_media_type",
      /cannot import/,
    ],
    [
      "a plain zip archive",
      () => multipart(alice.headers, new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), "files.zip"),
      415,
      "unsupported_media_type",
      /zip archive/,
    ],
    [
      "a text file named .pdf",
      () => multipart(alice.headers, enc("hello"), "report.pdf"),
      400,
      "invalid_request",
      /damaged or renamed/,
    ],
    [
      "binary bytes named .txt",
      () => multipart(alice.headers, new Uint8Array([1, 0, 2, 0]), "a.txt"),
      400,
      "invalid_request",
      /binary/,
    ],
    [
      "an over-long title",
      () => multipart(alice.headers, enc(NOTES), "notes.md", { title: "x".repeat(501) }),
      400,
      "invalid_request",
      /title/,
    ],
  ];
  for (const [what, call, status, code, message] of cases) {
    it(`${what} → ${status} ${code}`, async () => {
      const res = await call();
      expect(res.status).toBe(status);
      const body = await res.json();
      expect(body.error).toBe(code);
      if (message) expect(body.message).toMatch(message);
    });
  }
});
