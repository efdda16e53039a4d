// A download is named from the title in any script: RFC 6266 `filename*=UTF-8''…` carries the name as written
// (Japanese, Arabic, accented Latin), and `filename="…"` an ASCII fallback that is never empty — the kind
// ("deck.pptx") when nothing ASCII remains. Unit checks of the helpers, then POST /api/export end to end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Source } from "../../src/formats/model/source.js";
import { attachmentHeader, safeFilename, titleSlug } from "../../src/lib/filename.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";

const JAPANESE = "四半期レビュー";
const ARABIC = "مراجعة ربع سنوية";

/** The two names of a Content-Disposition: `filename` (ASCII) and `filename*` decoded. */
function names(header: string): { ascii: string; utf8: string } {
  const ascii = /filename="([^"]*)"/.exec(header)?.[1];
  const star = /filename\*=UTF-8''([^;\s]+)/.exec(header)?.[1];
  expect(ascii, header).toBeDefined();
  expect(star, header).toBeDefined();
  return { ascii: ascii!, utf8: decodeURIComponent(star!) };
}

describe("the names", () => {
  it("slugs a title in its own script", () => {
    expect(titleSlug(JAPANESE)).toBe(JAPANESE);
    expect(titleSlug(ARABIC)).toBe("مراجعة-ربع-سنوية");
    expect(titleSlug("Q3 budget")).toBe("q3-budget");
    expect(titleSlug("Plan für 2027 — 计划")).toBe("plan-für-2027-计划");
    expect(titleSlug("!!! ???")).toBe("");
    expect(safeFilename(undefined, JAPANESE, "pptx", "export")).toBe(JAPANESE);
    expect(safeFilename(undefined, "—", "pptx", "export")).toBe("export");
    expect(safeFilename("My file", JAPANESE, "pptx", "export")).toBe("My file");
  });

  it("gives an ASCII fallback that is never empty, and the UTF-8 name in filename*", () => {
    for (const [name, ext, kind, ascii] of [
      [JAPANESE, "pptx", "deck", "deck.pptx"],
      [ARABIC, "docx", "doc", "doc.docx"],
      ["plan-für-2027-计划", "pdf", "deck", "plan-fur-2027.pdf"],
      ["Q3 四半期 review", "pptx", "deck", "Q3-review.pptx"],
      ["résumé 2027", "md", "doc", "resume 2027.md"],
      ['a"b\\c', "md", "doc", "a_b_c.md"],
      [JAPANESE, "zip", undefined, "download.zip"],
    ] as const) {
      const header = attachmentHeader(name, ext, kind);
      expect(header).toMatch(/^[\x20-\x7e]+$/);
      const got = names(header);
      expect(got.ascii, name).toBe(ascii);
      expect(got.utf8).toBe(`${name}.${ext}`);
    }
  });
});

describe("POST /api/export names the file from a title in any script", () => {
  let t: TestApp;
  let alice: KeySession;
  beforeAll(async () => {
    t = await createTestApp({
      env: { EXPORT_WORKERS: "1", RATE_LIMIT_EXPORT_PER_MINUTE: "1000", RATE_LIMIT_EXPORT_PER_DAY: "10000" },
    });
    alice = await signUpWithKey(t);
  });
  afterAll(() => t?.close());
  const exportCall = (body: unknown) => t.app.request("/api/export", jsonRequest("POST", body, alice.headers));

  it("a saved Japanese deck: 四半期レビュー.pptx, deck.pptx in ASCII", async () => {
    const source: Source = {
      kind: "deck",
      title: JAPANESE,
      slides: [{ layout: "title", title: JAPANESE, subtitle: "2027年" }],
    };
    const created = await t.app.request(
      "/api/workspace/documents",
      jsonRequest("POST", { kind: "deck", title: JAPANESE, source }, alice.headers),
    );
    expect(created.status).toBe(201);
    const { document } = await created.json();
    const res = await exportCall({ documentId: document.id, format: "pptx" });
    expect(res.status).toBe(200);
    expect(names(res.headers.get("content-disposition")!)).toEqual({ ascii: "deck.pptx", utf8: `${JAPANESE}.pptx` });
  });

  it("an Arabic doc: its title as the name, doc.md in ASCII", async () => {
    const res = await exportCall({
      source: { kind: "doc", title: ARABIC, markdown: `# ${ARABIC}\n\nنص قصير.` },
      format: "md",
    });
    expect(res.status).toBe(200);
    expect(names(res.headers.get("content-disposition")!)).toEqual({ ascii: "doc.md", utf8: "مراجعة-ربع-سنوية.md" });
  });

  it("an ASCII title keeps its slug in both", async () => {
    const res = await exportCall({
      source: { kind: "doc", title: "Q3 budget", markdown: "# Q3\n\nText." },
      format: "md",
    });
    expect(names(res.headers.get("content-disposition")!)).toEqual({ ascii: "q3-budget.md", utf8: "q3-budget.md" });
  });
});
