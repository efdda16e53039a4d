// POST /api/export: every kind × format through the worker pool (valid packages, LibreOffice opens them), errors, security.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import type { Source } from "../../src/formats/model/source.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { validateOoxml } from "../ooxml/validate-package.js";
import { convertToPdf, sofficeSkipReason } from "../office/soffice.js";

const deck: Source = {
  kind: "deck",
  title: "Plan für 2027 — 计划",
  slides: [
    { layout: "title", title: "Plan für 2027", subtitle: "Шаги и цели", notes: "Say hello 👋" },
    { layout: "bullets", title: "Goals", bullets: ["Grow", { text: "Hire", children: ["Design", "Sales"] }] },
    {
      layout: "table",
      title: "Numbers",
      table: {
        columns: ["Region", "Q1"],
        rows: [
          ["北京", 12],
          ["القاهرة", 7],
        ],
      },
    },
    {
      layout: "chart",
      title: "Trend",
      chart: { type: "column", categories: ["Q1", "Q2"], series: [{ name: "Revenue", values: [3, 5] }] },
    },
  ],
};
const doc: Source = {
  kind: "doc",
  title: "Notes",
  markdown:
    "# Notes\n\nSome **bold** text, 中文, русский, العربية.\n\n## Next\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
};
const sheet: Source = {
  kind: "sheet",
  title: "Budget",
  sheets: [
    {
      name: "Budget",
      columns: [{ header: "Item" }, { header: "Cost", type: "currency" }],
      rows: [
        ["Rent", 1200],
        ['=HYPERLINK("http://evil")', 3],
        ["Total", { formula: "SUM(B2:B3)" }],
      ],
    },
  ],
};

const CASES: [Source, string, string][] = [
  [deck, "pptx", "PK"],
  [deck, "pdf", "%PDF"],
  [deck, "docx", "PK"],
  [deck, "html", "<!doctype"],
  [deck, "md", "# "],
  [doc, "docx", "PK"],
  [doc, "pdf", "%PDF"],
  [doc, "pptx", "PK"],
  [doc, "html", "<!doctype"],
  [doc, "md", "# "],
  [sheet, "xlsx", "PK"],
  [sheet, "csv", "\uFEFF"],
  [sheet, "pdf", "%PDF"],
  [sheet, "html", "<!doctype"],
];

let t: TestApp;
let alice: KeySession;
let bob: KeySession;
beforeAll(async () => {
  t = await createTestApp({
    env: { EXPORT_WORKERS: "2", RATE_LIMIT_EXPORT_PER_MINUTE: "1000", RATE_LIMIT_EXPORT_PER_DAY: "10000" },
  });
  alice = await signUpWithKey(t);
  bob = await signUpWithKey(t);
});
afterAll(() => t.close());

const exportCall = (body: unknown, who: KeySession = alice, headers: Record<string, string> = {}) =>
  t.app.request("/api/export", jsonRequest("POST", body, { ...who.headers, ...headers }));

describe("POST /api/export — happy", () => {
  const files: Record<string, Uint8Array> = {};

  it.each(CASES.map(([s, f, m]) => [`${s.kind} → ${f}`, s, f, m] as const))(
    "%s",
    async (_label, source, format, magic) => {
      const res = await exportCall({ source, format });
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const head = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(0, 12));
      expect(head.toLowerCase().startsWith(magic.toLowerCase()), head).toBe(true);
      expect(res.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="[^"]+\\.${format}"; filename\\*=UTF-8''`),
      );
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      if (["pptx", "docx", "xlsx"].includes(format)) {
        expect(validateOoxml(bytes), `${source.kind}→${format}`).toEqual([]);
        files[`${source.kind}.${format}`] = bytes;
      }
      if (format === "html") expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    },
  );

  it.skipIf(sofficeSkipReason !== null)(
    "LibreOffice opens every office export with the right page count",
    () => {
      const pptx = convertToPdf(files["deck.pptx"]!, "pptx");
      expect(pptx.pages).toBe(4);
      expect(pptx.text()).toContain("Plan für 2027");
      pptx.cleanup();
      for (const name of ["deck.docx", "doc.docx", "doc.pptx", "sheet.xlsx"]) {
        const pdf = convertToPdf(files[name]!, name.split(".")[1]!);
        expect(pdf.pages, name).toBeGreaterThan(0);
        pdf.cleanup();
      }
    },
    240_000,
  );

  it("exports a saved document by id without regenerating it, and names it after the title", async () => {
    const created = await t.app.request(
      "/api/workspace/documents",
      jsonRequest("POST", { kind: "sheet", title: "Q3 budget", source: sheet }, alice.headers),
    );
    expect(created.status).toBe(201);
    const { document } = await created.json();
    const res = await exportCall({ documentId: document.id, format: "csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="q3-budget.csv"');
    const csv = await res.text();
    expect(csv).toContain("Rent,1200");
    // Formula-looking strings are neutralised in CSV.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it("accepts Markdown and CSV shorthands", async () => {
    const md = await exportCall({
      source: "# Slides\n\n- a\n- b\n\n---\n\n# Two\n\nText",
      kind: "deck",
      format: "pptx",
    });
    expect(md.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await md.arrayBuffer()));
    expect(Object.keys(entries).filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))).toHaveLength(2);
    const csv = await exportCall({ source: "name,amount\nA,1\nB,2", sourceFormat: "csv", format: "xlsx" });
    expect(csv.status).toBe(200);
  });

  it("replays an Idempotency-Key with the same file", async () => {
    const first = await (await exportCall({ source: doc, format: "md" }, alice, { "idempotency-key": "exp-1" })).text();
    expect(first.match(/^# Notes$/gm)).toHaveLength(1);
    const again = await exportCall({ source: doc, format: "md" }, alice, { "idempotency-key": "exp-1" });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(first);
    const different = await exportCall({ source: doc, format: "html" }, alice, { "idempotency-key": "exp-1" });
    expect(different.status).toBe(409);
  });
});

describe("POST /api/export — errors", () => {
  it("refuses formats a kind cannot take with unsupported_format", async () => {
    for (const [source, format] of [
      [sheet, "pptx"],
      [sheet, "docx"],
      [sheet, "md"],
      [deck, "xlsx"],
      [doc, "csv"],
    ] as const) {
      const res = await exportCall({ source, format });
      expect(res.status, `${source.kind}→${format}`).toBe(400);
      expect((await res.json()).error).toBe("unsupported_format");
    }
  });

  it("needs exactly one of source or documentId, a known format, and a valid source", async () => {
    for (const body of [
      { format: "pdf" },
      { source: doc, documentId: "doc_01ARZ3NDEKTSV4RRFFQ69G5FAV", format: "pdf" },
      { source: doc, format: "exe" },
      { source: { kind: "deck", title: "x", slides: [] }, format: "pptx" },
    ]) {
      const res = await exportCall(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await res.json()).error).toBe("invalid_request");
    }
  });

  it("needs credentials", async () => {
    const res = await t.app.request("/api/export", jsonRequest("POST", { source: doc, format: "md" }));
    expect(res.status).toBe(401);
  });
});

describe("POST /api/export — security", () => {
  it("answers another user's document exactly like a missing one, and refuses malformed ids before lookup", async () => {
    const created = await t.app.request(
      "/api/workspace/documents",
      jsonRequest("POST", { kind: "doc", title: "Private", source: doc }, alice.headers),
    );
    const { document } = await created.json();
    const theirs = await exportCall({ documentId: document.id, format: "pdf" }, bob);
    const missing = await exportCall({ documentId: "doc_01ARZ3NDEKTSV4RRFFQ69G5FAV", format: "pdf" }, bob);
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error).toBe((await missing.json()).error);
    for (const id of ["../../etc/passwd", "doc_%2F..", "doc_\u0000", "x".repeat(99)]) {
      const res = await exportCall({ documentId: id, format: "pdf" });
      expect(res.status, id).toBe(400);
    }
  });

  it("sanitises the filename: no paths, quotes, control characters or header injection", async () => {
    for (const filename of ["../../etc/passwd", 'a"b\r\nSet-Cookie: x=1', "CON\u0000.txt", "..", "résumé 2027"]) {
      const res = await exportCall({ source: doc, format: "md", filename });
      const disposition = res.headers.get("content-disposition")!;
      expect(disposition).not.toMatch(/[\r\n]|\.\.\/|\\|\/etc/);
      expect(res.headers.get("set-cookie")).toBeNull();
      const ascii = /filename="([^"]*)"/.exec(disposition)![1]!;
      expect(ascii).toMatch(/\.md$/);
      expect(ascii).not.toMatch(/["/\\\x00-\x1f]/);
    }
    const unicode = await exportCall({ source: doc, format: "md", filename: "résumé 2027" });
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(unicode.headers.get("content-disposition")!)![1]!)).toBe(
      "résumé 2027.md",
    );
  });

  it("exports HTML with no script even from hostile Markdown", async () => {
    const res = await exportCall({
      source: {
        kind: "doc",
        title: "<script>alert(1)</script>",
        markdown: "<img src=x onerror=alert(1)> [x](javascript:alert(1))",
      },
      format: "html",
    });
    const html = await res.text();
    expect(html).not.toMatch(/<script|<img[^>]*onerror|href="javascript:/i);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it.skipIf(!hasPdfToText())("keeps CJK, Arabic and Cyrillic text in the PDF", async () => {
    const res = await exportCall({ source: doc, format: "pdf" });
    const { writeFileSync, mkdtempSync } = await import("node:fs");
    const dir = mkdtempSync("/tmp/quire-exp-");
    writeFileSync(`${dir}/d.pdf`, new Uint8Array(await res.arrayBuffer()));
    const text = execFileSync("pdftotext", [`${dir}/d.pdf`, "-"], { encoding: "utf8" });
    for (const word of ["中文", "русский", "Notes"]) expect(text).toContain(word);
  });
});

function hasPdfToText(): boolean {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
