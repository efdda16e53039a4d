// scanJson over JSON it did not write: random objects (strings full of quotes, backslashes, brackets and non-ASCII
// text; nested objects and arrays; compact and indented), each scan checked against JSON.parse of the same text. Then
// the render route, which parses a large body without its source: the answer is the same as for a small one, and a
// broken or mistyped source is still 400.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanJson, scanJsonYielding } from "../../src/http/json-scan.js";
import { createTestApp, type TestApp } from "../harness.js";

/** A small seeded generator (mulberry32): the same cases on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '"',
  "\\",
  "\\\\",
  "{",
  "}",
  "[",
  "]",
  ",",
  ":",
  "source",
  " ",
  "\n",
  "é",
  "日本",
  "\u2028",
  "a",
  '\\"',
  '"source":',
];

function value(r: () => number, depth: number): unknown {
  const pick = Math.floor(r() * (depth > 4 ? 4 : 7));
  if (pick === 0)
    return Array.from({ length: Math.floor(r() * 6) }, () => PIECES[Math.floor(r() * PIECES.length)]).join("");
  if (pick === 1) return Math.round(r() * 1e6) / 100;
  if (pick === 2) return r() < 0.5 ? null : r() < 0.5;
  if (pick === 3) return "";
  if (pick === 4) return Array.from({ length: Math.floor(r() * 4) }, () => value(r, depth + 1));
  return object(r, depth + 1);
}

function object(r: () => number, depth: number): Record<string, unknown> {
  const keys = ["source", "kind", "theme", "sourc", "sources", 'so"urce', "x"];
  const out: Record<string, unknown> = {};
  for (let i = Math.floor(r() * 5); i > 0; i--) out[keys[Math.floor(r() * keys.length)]!] = value(r, depth);
  return out;
}

function depthOf(v: unknown): number {
  if (v === null || typeof v !== "object") return 0;
  const children = Array.isArray(v) ? v : Object.values(v);
  return 1 + Math.max(0, ...children.map(depthOf));
}

describe("scanJson", () => {
  it("finds the top-level key's value and the nesting depth in 3,000 random objects, compact and indented", () => {
    const r = random(48);
    for (let n = 0; n < 3_000; n++) {
      const body = object(r, 0);
      const text = JSON.stringify(body, null, n % 3 === 0 ? 2 : n % 3 === 1 ? undefined : "\t");
      const scan = scanJson(text, "source");
      expect(scan.depth, text).toBe(depthOf(body));
      const own = body.source;
      if (typeof own === "string" || (own !== null && typeof own === "object")) {
        expect(scan.span, text).not.toBeNull();
        expect(JSON.parse(text.slice(...scan.span!)), text).toEqual(own);
      } else expect(scan.span, text).toBeNull();
    }
  });

  it("finds the same places in the text's UTF-8 bytes, counted in bytes, in 3,000 random objects", () => {
    const r = random(49);
    for (let n = 0; n < 3_000; n++) {
      const body = object(r, 0);
      const text = JSON.stringify(body, null, n % 2 === 0 ? 2 : undefined);
      const bytes = new TextEncoder().encode(text);
      const scan = scanJson(bytes, "source");
      const own = scanJson(text, "source");
      expect(scan.depth, text).toBe(own.depth);
      if (!own.span) expect(scan.span, text).toBeNull();
      else {
        expect(new TextDecoder().decode(bytes.subarray(...scan.span!)), text).toBe(text.slice(...own.span));
        expect(Buffer.byteLength(text.slice(0, own.span[0])), text).toBe(scan.span![0]);
      }
    }
  });

  it("finds no span without a key to look for", () => {
    expect(scanJson('{"source":"x"}')).toEqual({ depth: 1, span: null });
  });

  it("scans a 2 MiB body in slices, letting other work run between them, to the same answer", async () => {
    const r = random(7);
    const rows = Array.from({ length: 21_000 }, () => [object(r, 3), "x".repeat(40), [1, [2, [3]]]]);
    const text = JSON.stringify({ kind: "sheet", source: { rows }, theme: "dark" });
    expect(text.length).toBeGreaterThan(2 * 1024 * 1024);
    let turns = 0;
    const count = (): void => {
      turns++;
      if (!done) setImmediate(count);
    };
    let done = false;
    setImmediate(count);
    const scan = await scanJsonYielding(text, "source");
    done = true;
    expect(scan).toEqual(scanJson(text, "source"));
    expect(JSON.parse(text.slice(...scan.span!))).toEqual({ rows });
    // One turn at least for each 64 Ki characters walked outside strings: the loop was never held for the whole body.
    expect(turns).toBeGreaterThan(10);
  });
});

describe("render with a body past 64 KiB (its source read on a worker only)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const render = (body: string) =>
    t.app.request("/api/render", { method: "POST", headers: { "content-type": "application/json" }, body });
  const markdown = `# Big\n\n${'A paragraph with "quotes", \\backslashes\\, {braces} and [brackets]. '.repeat(2_000)}`;

  it("answers as for the same source sent small, theme and kind read from the body", async () => {
    const text = JSON.stringify({ kind: "doc", source: markdown, theme: { name: "dark" } });
    expect(text.length).toBeGreaterThan(64 * 1024);
    const res = await render(text);
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page).toMatchObject({ kind: "doc", title: "Big" });
    expect(page.html).toContain("A paragraph with");
    const small = await (
      await render(JSON.stringify({ kind: "doc", source: "# Big\n\nA paragraph.", theme: { name: "dark" } }))
    ).json();
    // The theme came through: the same page background as the small render's.
    const background = (html: string) => /--bg:\s*(#[0-9A-F]+)/i.exec(html)?.[1];
    expect(background(page.html)).toBe("#0F141B");
    expect(background(small.html)).toBe("#0F141B");
  });

  it("is 400 invalid_json when the source itself is broken, 400 invalid_request when it is of the wrong type", async () => {
    const broken = `{"kind":"doc","source":{"kind":"doc","title":"T","markdown":"${"x".repeat(70_000)}"` + ",}}";
    const res = await render(broken);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("invalid_json");
    const list = await render(JSON.stringify({ source: Array.from({ length: 20_000 }, () => "row") }));
    expect(list.status).toBe(400);
    expect((await list.json()).error).toBe("invalid_request");
  });

  it("still refuses a source nested past 64 levels", async () => {
    const deep = `{"source":${"[".repeat(70)}"${"x".repeat(70_000)}"${"]".repeat(70)}}`;
    const res = await render(deep);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("invalid_request");
  });
});
