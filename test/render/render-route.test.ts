// POST /api/render through the real app: happy paths, errors, and the security headers of served HTML.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { staticProblems } from "./xss-corpus.js";
import { SAMPLE_CSV, sampleDeck } from "./samples.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_RENDER_PER_MINUTE: "10000" } });
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.request("/api/render", jsonRequest("POST", body, headers));

describe("POST /api/render — happy", () => {
  it("renders a Markdown string as a doc (public: no credentials)", async () => {
    const res = await post({ source: "# Hello\n\nSome *text*." });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ kind: "doc", title: "Hello", warnings: [] });
    expect(body.html).toContain("<em>text</em>");
    expect(Object.keys(body).sort()).toEqual(["html", "kind", "title", "warnings"]);
  });

  it("renders a JSON deck with a theme, a Markdown deck, and a CSV sheet", async () => {
    const deck = await (await post({ source: sampleDeck(), theme: { name: "aurora" } })).json();
    expect(deck).toMatchObject({ kind: "deck", title: "Quire 2027 Strategy" });
    expect(deck.html).toContain("--bg:#14102A");
    const md = await (await post({ source: "# A\n\n---\n\n## B\n\n- x", kind: "deck" })).json();
    expect(md.html.match(/<section class="slide /g)).toHaveLength(2);
    const sheet = await (await post({ source: SAMPLE_CSV, format: "csv" })).json();
    expect(sheet).toMatchObject({ kind: "sheet", title: "Untitled sheet" });
    expect(sheet.html).toContain('<td class="num">$1,250.00</td>');
  });

  it("reports what was dropped as warnings", async () => {
    const body = await (
      await post({ source: "![x](https://tracker.example/p.png) <b>hi</b> [x](javascript:alert(1))" })
    ).json();
    expect(body.warnings).toHaveLength(3);
    expect(body.html).not.toContain("tracker.example");
  });

  it("with Accept: text/html returns the page itself with CSP and nosniff", async () => {
    const res = await post({ source: "# Page" }, { accept: "text/html" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await res.text();
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(staticProblems(html)).toEqual([]);
  });

  it("is rate limited as RENDER and says so in headers", async () => {
    const res = await post({ source: "x" });
    expect(res.headers.get("ratelimit-limit")).toBe("10000");
  });
});

describe("POST /api/render — errors", () => {
  it("invalid_json for a broken body or a non-object", async () => {
    for (const body of ["{nope", "[1,2]", "null"]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("invalid_json");
    }
  });

  it("invalid_request with details for a schema failure inside the source", async () => {
    const res = await post({
      source: { kind: "deck", title: "t", slides: [{ layout: "bullets", title: "x", bullets: "nope" }] },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe("invalid_request");
    expect(body.details).toEqual([expect.objectContaining({ path: "source.slides.0.bullets" })]);
  });

  it("invalid_request with details for a bad request shape (missing source, bad kind, bad theme colour)", async () => {
    for (const payload of [
      {},
      { source: "x", kind: "poster" },
      { source: "x", theme: { colors: { accent: "red;background:url(x)" } } },
    ]) {
      const res = await post(payload);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error).toBe("invalid_request");
      expect(body.details.length).toBeGreaterThan(0);
    }
  });

  it("415 for a non-JSON content type", async () => {
    const res = await t.app.request("/api/render", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "# hi",
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe("unsupported_media_type");
  });

  it("413 body_too_large past the body limit, and past the 2 MiB source limit", async () => {
    const huge = JSON.stringify({ source: "x".repeat(t.config.BODY_MAX_BYTES + 10) });
    const res = await post(huge);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe("body_too_large");
    const source = await post({ source: "y".repeat(2 * 1024 * 1024 + 5) });
    expect(source.status).toBe(413);
    expect((await source.json()).error).toBe("body_too_large");
  });

  it("a theme's colours are the six a theme has: other names dropped, 265,000 of them (5 MB) refused before they are read", async () => {
    const dropped = await post({
      source: "# Hello",
      theme: { name: "dark", colors: { accent: "#FF0000", primary: "#00FF00" } },
    });
    expect(dropped.status).toBe(200);
    expect((await dropped.json()).html).toContain("--accent:#FF0000");
    const long = await post({ source: "# Hello", theme: { colors: { accent: `#${"F".repeat(1_000)}` } } });
    expect((await long.json()).details).toContainEqual({
      path: "theme.colors.accent",
      message: expect.stringMatching(/<=7 characters/),
    });
    const colours: Record<string, string> = {};
    for (let i = 0; i < 265_000; i++) colours[`c${i}`] = "#112233";
    const flood = await post({ source: "# Hello", theme: { name: "dark", colors: colours } });
    expect(flood.status).toBe(413);
    expect(await flood.json()).toMatchObject({
      error: "body_too_large",
      message: expect.stringMatching(/Besides `source`, the body may hold at most 64 KiB/),
    });
    // Under 64 KiB a body is read whole: its colours then only as many as the schema names.
    const few = Object.fromEntries(Object.entries(colours).slice(0, 2_000));
    expect((await post({ source: "# Hello", theme: { name: "dark", colors: few } })).status).toBe(200);
  });

  it("a source past 64 KiB in non-ASCII text, read from the body's bytes on the pool, renders every character, with the theme after it", async () => {
    const line = 'Größe — 日本語の段落 🚀 "quoted" \\ back\n\n';
    const source = `# Überblick 字\n\n${line.repeat(Math.ceil((80 * 1024) / line.length))}`;
    const body = `{"source":${JSON.stringify(source)},"theme":{"name":"dark","colors":{"accent":"#FF0000"}}}`;
    expect(Buffer.byteLength(body)).toBeGreaterThan(64 * 1024);
    const res = await post(body);
    expect(res.status, await res.clone().text()).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain('Überblick <span lang="zh">字</span>');
    const paragraph = '<p>Größe — <span lang="ja">日本語の<wbr>段落</span> 🚀 &quot;quoted&quot; \\ back</p>';
    expect(html.split(paragraph).length - 1).toBe(Math.ceil((80 * 1024) / line.length));
    expect(html).toContain("--accent:#FF0000");
  });

  it("405 for GET", async () => {
    const res = await t.app.request("/api/render");
    expect(res.status).toBe(405);
  });
});

describe("POST /api/render — security", () => {
  it("script in every kind comes back escaped, in JSON and as a page", async () => {
    const payload = "<script>alert(1)</script><img src=x onerror=alert(1)>";
    for (const body of [
      { source: payload },
      { source: `# ${payload}\n\n- ${payload}`, kind: "deck" },
      { source: `a\n"${payload.replace(/"/g, '""')}"`, format: "csv" },
    ]) {
      const json = await (await post(body)).json();
      expect(staticProblems(json.html)).toEqual([]);
      const page = await (await post(body, { accept: "text/html" })).text();
      expect(staticProblems(page)).toEqual([]);
      expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    }
  });

  it("__proto__ and unknown fields are ignored, never a 500", async () => {
    const res = await post(
      '{"source":{"kind":"doc","title":"t","markdown":"m","__proto__":{"polluted":true}},"extra":1,"__proto__":{"x":1}}',
    );
    expect(res.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("theme fonts cannot break out of the style sheet", async () => {
    const html = await (
      await post(
        {
          source: "x",
          theme: {
            fonts: { heading: "x</style><script>alert(1)</script>", body: "a;}body{background:url(http://evil)}" },
          },
        },
        { accept: "text/html" },
      )
    ).text();
    expect(staticProblems(html)).toEqual([]);
  });
});
