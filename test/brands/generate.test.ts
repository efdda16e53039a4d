// POST /api/brands/{id}/generate: decks on every fixture template are valid, keep the brand's parts byte-identical, open in LibreOffice.
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalSpace } from "../../src/lib/space-id.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { convertToPdf, sofficeSkipReason } from "../office/soffice.js";
import { fixture } from "./hostile-zips.js";
import { tenSlideDeck } from "./deck-fixture.js";

const FIXTURES = [
  "pypptx-default-4x3.pptx",
  "automizer-SlidesWithAdditionalMaster.pptx",
  "poi-themes-7-masters.pptx",
  "oxsdk-zh-hans-notes.pptx",
  "shapecrawler-google-slides.pptx",
];
const KEPT = /^ppt\/(slideMasters|slideLayouts|theme|fonts|media)\/[^/]+$/;

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
const brands = new Map<string, string>();
const outputs = new Map<string, Uint8Array>();

beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_GENERATE_PER_MINUTE: "10000",
      RATE_LIMIT_GENERATE_PER_DAY: "10000",
      RATE_LIMIT_BRANDS_PER_MINUTE: "1000",
    },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
  for (const name of FIXTURES) {
    const form = new FormData();
    form.append("file", new File([fixture(name)], name));
    const res = await t.app.request("/api/brands", { method: "POST", headers: alice.headers, body: form });
    brands.set(name, (await res.json()).brand.id);
  }
});
afterAll(async () => t?.close());

const generate = (who: KeySession, brandId: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api/brands/${brandId}/generate`, jsonRequest("POST", body, { ...who.headers, ...headers }));

describe("generate (happy)", () => {
  for (const name of FIXTURES) {
    it(`builds a valid 10-slide deck on ${name}, brand parts byte-identical`, async () => {
      const res = await generate(alice, brands.get(name)!, {
        source: tenSlideDeck(),
        variables: { company: "Acme GmbH" },
        filename: "Q3 review",
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      );
      expect(res.headers.get("content-disposition")).toContain('filename="Q3 review.pptx"');
      expect(res.headers.get("x-document-id")).toBeNull();
      const bytes = new Uint8Array(await res.arrayBuffer());
      outputs.set(name, bytes);
      expect(validateOoxml(bytes)).toEqual([]);
      const out = unzipSync(bytes);
      const upload = unzipSync(fixture(name));
      const slides = Object.keys(out).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n));
      expect(slides).toHaveLength(10);
      const kept = Object.keys(out).filter((n) => KEPT.test(n));
      expect(kept.some((n) => n.startsWith("ppt/slideMasters/"))).toBe(true);
      expect(kept.some((n) => n.startsWith("ppt/theme/"))).toBe(true);
      // Every master and layout of the upload is kept; every kept part of the upload is byte-identical.
      // (A part the upload lacks, such as the theme of a notes master generated for speaker notes, is new.)
      for (const n of Object.keys(upload).filter((x) => /^ppt\/(slideMasters|slideLayouts)\/[^/]+$/.test(x)))
        expect(out[n], n).toBeDefined();
      for (const n of kept.filter((x) => upload[x]))
        expect(Buffer.compare(Buffer.from(out[n]!), Buffer.from(upload[n]!)), n).toBe(0);
      const text = slides.map((n) => new TextDecoder().decode(out[n]!)).join("");
      expect(text).toContain("Prepared for Acme GmbH");
      expect(text).not.toContain("{{company}}");
    });
  }

  it("uses the brand's layouts by role: the title slide sits on the title layout", async () => {
    const out = unzipSync(outputs.get("pypptx-default-4x3.pptx")!);
    const rels = new TextDecoder().decode(out["ppt/slides/_rels/slide1.xml.rels"]!);
    expect(rels).toContain("slideLayout1.xml");
    const rels3 = new TextDecoder().decode(out["ppt/slides/_rels/slide3.xml.rels"]!);
    expect(rels3).toContain("slideLayout2.xml");
  });

  it("save stores a document with origin brand and sets X-Document-Id", async () => {
    const brandId = brands.get("shapecrawler-google-slides.pptx")!;
    const res = await generate(alice, brandId, { source: tenSlideDeck("Saved deck"), save: true });
    expect(res.status).toBe(200);
    const id = res.headers.get("x-document-id")!;
    expect(id).toMatch(/^doc_/);
    const doc = await t.app.request(`/api/workspace/documents/${id}`, { headers: alice.headers });
    const { document } = await doc.json();
    expect(document).toMatchObject({ origin: "brand", brandId, kind: "deck", title: "Saved deck" });
  });

  it("accepts a Markdown deck source and sanitises the filename", async () => {
    const res = await generate(alice, brands.get("pypptx-default-4x3.pptx")!, {
      source: "# Hello {{who}}\n\n- one\n- two\n\n---\n\n# Second\n\nText",
      variables: { who: "world" },
      filename: '../../etc/pa"ss\u0000wd',
    });
    expect(res.status).toBe(200);
    const cd = res.headers.get("content-disposition")!;
    expect(cd).not.toMatch(/\.\.\/|\\|\u0000/);
    expect(cd).toMatch(/filename="etc-pa-ss-wd\.pptx"/);
    const out = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(new TextDecoder().decode(out["ppt/slides/slide1.xml"]!)).toContain("Hello world");
  });

  it("writes a deck from a prompt through the agent (builtin model) on the brand", async () => {
    const res = await generate(alice, brands.get("automizer-SlidesWithAdditionalMaster.pptx")!, {
      prompt: "A short deck about ocean currents for {{team}}",
      variables: { team: "the sales team" },
      save: true,
    });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(validateOoxml(bytes)).toEqual([]);
    const out = unzipSync(bytes);
    expect(Object.keys(out).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n)).length).toBeGreaterThan(1);
    expect(res.headers.get("x-document-id")).toMatch(/^doc_/);
  });

  it("keeps what a prompt states on the brand as on the builtin theme: figures with their labels, lists under their own titles, never a fact as a title", async () => {
    const prompt =
      "QBR for Bean & Bloom coffee roasters. Headline numbers: revenue $2.1M, up 12%, gross margin 38%, 3 new wholesale accounts (Café Nord, Hotel Lumen, Grain Market). Risks: green coffee prices, a roaster retiring. Q4 priorities: subscription launch, Lyon roastery.";
    const res = await generate(alice, brands.get("poi-themes-7-masters.pptx")!, { prompt, save: true });
    expect(res.status).toBe(200);
    const saved = await t.deps.repos.documents.findById(personalSpace(alice.userId), res.headers.get("x-document-id")!);
    const slides = (
      saved!.source as {
        slides: { layout: string; title?: string; metrics?: { value: string; label: string; change?: string }[] }[];
      }
    ).slides;
    expect(slides.find((s) => s.layout === "kpi")?.metrics).toMatchObject([
      { value: "$2.1M", label: "Revenue", change: "up 12%" },
      { value: "38%", label: "Gross margin" },
      { value: "3", label: "New wholesale accounts" },
    ]);
    expect(slides.map((s) => s.title)).toEqual(
      expect.arrayContaining(["Headline numbers", "3 new wholesale accounts", "Risks", "Q4 priorities"]),
    );
    for (const s of slides) expect(s.title ?? "", "a title made of a fact").not.toMatch(/:|\$|\d+%/);
    const text = Object.entries(unzipSync(new Uint8Array(await res.arrayBuffer())))
      .filter(([n]) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
      .map(([, x]) => new TextDecoder().decode(x))
      .join("");
    for (const words of [
      "Café Nord",
      "Hotel Lumen",
      "Grain Market",
      "green coffee prices",
      "a roaster retiring",
      "Subscription launch",
      "Lyon roastery",
    ])
      expect(text.toLowerCase()).toContain(words.toLowerCase());
    expect(text).not.toMatch(/\[[^\]]*(?:Risks|Q4 priorities)[^\]]*\]/);
  });

  it.skipIf(sofficeSkipReason)(
    "opens in LibreOffice with one page per slide on every template",
    () => {
      for (const name of FIXTURES) {
        const pdf = convertToPdf(outputs.get(name)!, "pptx");
        try {
          expect(pdf.pages, name).toBe(10);
          expect(pdf.text()).toContain("Acme GmbH");
        } finally {
          pdf.cleanup();
        }
      }
    },
    300_000,
  );
});

describe("generate (errors)", () => {
  const brand = () => brands.get("pypptx-default-4x3.pptx")!;
  it("400 when both or neither of prompt and source are sent", async () => {
    for (const body of [{}, { prompt: "A deck about the ocean", source: tenSlideDeck() }]) {
      const res = await generate(alice, brand(), body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("invalid_request");
    }
  });
  it("400 for an invalid deck source, with details", async () => {
    const res = await generate(alice, brand(), { source: { kind: "deck", title: "x", slides: [{ layout: "nope" }] } });
    expect(res.status).toBe(400);
    expect((await res.json()).details.length).toBeGreaterThan(0);
  });
  it("prompt bounds: 400 prompt_too_short, 413 prompt_too_long", async () => {
    expect((await (await generate(alice, brand(), { prompt: "  short " })).json()).error).toBe("prompt_too_short");
    const long = await generate(alice, brand(), { prompt: "é".repeat(8_001) });
    expect(long.status).toBe(413);
  });
  it("400 invalid_brand_id, 404 for a missing brand", async () => {
    expect((await (await generate(alice, "brand_x", { source: tenSlideDeck() })).json()).error).toBe(
      "invalid_brand_id",
    );
    expect((await generate(alice, "brand_01JD8X3K5Q2W7Y9Z0ABCDEFGHJ", { source: tenSlideDeck() })).status).toBe(404);
  });
});

describe("generate (security)", () => {
  it("401 without credentials; 404 on another user's brand", async () => {
    const id = brands.get("pypptx-default-4x3.pptx")!;
    expect(
      (await t.app.request(`/api/brands/${id}/generate`, jsonRequest("POST", { source: tenSlideDeck() }))).status,
    ).toBe(401);
    expect((await generate(bob, id, { source: tenSlideDeck() })).status).toBe(404);
  });
  it("variables are text: markup in a value is escaped in the slide XML", async () => {
    const res = await generate(alice, brands.get("pypptx-default-4x3.pptx")!, {
      source: tenSlideDeck(),
      variables: { company: '<a:r>"&' },
    });
    const out = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const xml = new TextDecoder().decode(out["ppt/slides/slide1.xml"]!);
    expect(xml).toContain("&lt;a:r&gt;");
    expect(
      validateOoxml(
        new Uint8Array(
          await (
            await generate(alice, brands.get("pypptx-default-4x3.pptx")!, {
              source: tenSlideDeck(),
              variables: { company: '<a:r>"&' },
            })
          ).arrayBuffer(),
        ),
      ),
    ).toEqual([]);
  });
});
