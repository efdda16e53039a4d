// Generate: Idempotency-Key replays (no second document), Strict OOXML templates render, unused fallbacks stay valid.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { analyseTemplate } from "../../src/brands/analyse-template.js";
import { renderBrandDeck } from "../../src/brands/render-brand-deck.js";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { decode, editFixture, fixture, text } from "./hostile-zips.js";
import { tenSlideDeck } from "./deck-fixture.js";

let t: TestApp;
let alice: KeySession;
let brandId: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpWithKey(t);
  const form = new FormData();
  form.append("file", new File([fixture("pypptx-default-4x3.pptx") as BlobPart], "p.pptx"));
  brandId = (await (await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form })).json())
    .brand.id;
});
afterAll(async () => t?.close());

describe("Idempotency-Key on generate", () => {
  it("a repeat with the same key and body returns the same file and document id without saving twice; another body is 409", async () => {
    const body = { source: tenSlideDeck("Idempotent deck"), save: true };
    const headers = { ...alice.headers, "idempotency-key": "gen-key-1" };
    const first = await t.app.request(`/api/brands/${brandId}/generate`, jsonRequest("POST", body, headers));
    expect(first.status).toBe(200);
    const firstBytes = new Uint8Array(await first.arrayBuffer());
    const second = await t.app.request(`/api/brands/${brandId}/generate`, jsonRequest("POST", body, headers));
    expect(second.status).toBe(200);
    expect(second.headers.get("x-document-id")).toBe(first.headers.get("x-document-id"));
    expect(Buffer.compare(Buffer.from(await second.arrayBuffer()), Buffer.from(firstBytes))).toBe(0);
    const docs = await (
      await t.app.request("/api/workspace/documents?q=Idempotent", { headers: alice.headers })
    ).json();
    expect(docs.items).toHaveLength(1);
    const other = await t.app.request(
      `/api/brands/${brandId}/generate`,
      jsonRequest("POST", { ...body, filename: "x" }, headers),
    );
    expect(other.status).toBe(409);
  });
});

describe("rendering on unusual templates", () => {
  it("a Strict OOXML template renders to a valid transitional deck", () => {
    const strict = editFixture("pypptx-default-4x3.pptx", (p) => {
      for (const name of Object.keys(p)) {
        if (!/\.(xml|rels)$/.test(name)) continue;
        p[name] = text(
          decode(p[name]!)
            .replaceAll(
              "http://schemas.openxmlformats.org/presentationml/2006/main",
              "http://purl.oclc.org/ooxml/presentationml/main",
            )
            .replaceAll(
              "http://schemas.openxmlformats.org/drawingml/2006/main",
              "http://purl.oclc.org/ooxml/drawingml/main",
            )
            .replaceAll(
              "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
              "http://purl.oclc.org/ooxml/officeDocument/relationships",
            ),
        );
      }
    });
    const analysis = analyseTemplate(validateUpload(strict));
    const out = renderBrandDeck({ key: "strict-test", bytes: strict, strict: analysis.strict, deck: tenSlideDeck() });
    expect(validateOoxml(out)).toEqual([]);
    const files = unzipSync(out);
    expect(decode(files["ppt/slides/slide1.xml"]!)).toContain(
      "http://schemas.openxmlformats.org/presentationml/2006/main",
    );
  });

  it("external targets in the template are dropped from generated decks", () => {
    const linked = editFixture("pypptx-default-4x3.pptx", (p) => {
      const name = "ppt/slideLayouts/_rels/slideLayout1.xml.rels";
      p[name] = text(
        decode(p[name]!).replace(
          "</Relationships>",
          '<Relationship Id="rId90" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="file:///C:/secret/logo.png" TargetMode="External"/></Relationships>',
        ),
      );
    });
    const out = renderBrandDeck({ key: "linked-test", bytes: linked, strict: false, deck: tenSlideDeck() });
    const files = unzipSync(out);
    for (const [name, data] of Object.entries(files))
      if (name.endsWith(".rels")) expect(decode(data), name).not.toContain("file:///");
    expect(validateOoxml(out)).toEqual([]);
  });
});
