// The XSS corpus through every renderer and every field: no script, handler, frame, base, meta refresh or request.
import { describe, expect, it } from "vitest";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { parseSource } from "../../src/formats/model/parse-source.js";
import { PAYLOADS, sourcesFor, staticProblems, withCanary } from "./xss-corpus.js";

const PORT = 9;

describe("XSS corpus", () => {
  it("has at least 40 payloads", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  for (const [i, raw] of PAYLOADS.entries()) {
    const payload = withCanary(raw, PORT);
    it(`payload ${i + 1}: ${raw.slice(0, 50).replace(/\n/g, "⏎")}`, () => {
      const s = sourcesFor(payload);
      const pages = {
        doc: renderHtml(parseSource({ source: s.doc }).source).html,
        markdownDoc: renderHtml(parseSource({ source: s.doc.markdown }).source).html,
        deck: renderHtml(s.deck).html,
        markdownDeck: renderHtml(
          parseSource({
            source: `# ${payload}\n\n${payload}\n\n---\n\n## T\n\n- ${payload}\n\nNote: ${payload}`,
            kind: "deck",
          }).source,
        ).html,
        sheet: renderHtml(s.sheet).html,
        csvSheet: renderHtml(
          parseSource({
            source: `h,"${payload.replace(/"/g, '""')}"\n"${payload.replace(/"/g, '""')}",1`,
            format: "csv",
          }).source,
        ).html,
        theme: renderHtml(s.doc, { name: payload.slice(0, 64), fonts: { heading: s.themeFont, body: s.themeFont } })
          .html,
      };
      for (const [where, html] of Object.entries(pages)) expect(staticProblems(html), where).toEqual([]);
    });
  }

  it("the checker itself catches what it must (so a pass means something)", () => {
    const page = (body: string) =>
      `<html><head><meta charset="utf-8"><style>a{}</style></head><body>${body}</body></html>`;
    expect(staticProblems(page("<script>x</script>"))).not.toEqual([]);
    expect(staticProblems(page('<img src="http://x/y.png">'))).not.toEqual([]);
    expect(staticProblems(page('<a href="javascript:x">'))).not.toEqual([]);
    expect(staticProblems(page('<p onclick="x">'))).not.toEqual([]);
    expect(staticProblems(page('<meta http-equiv="refresh" content="0">'))).not.toEqual([]);
    expect(staticProblems(page('<div style="background:url(http://x)">'))).not.toEqual([]);
    expect(staticProblems(page("<base href=x>"))).not.toEqual([]);
    expect(staticProblems(page('<img src="data:image/png;base64,AAAA">'))).toEqual([]);
  });

  it("unsafe links keep their text, not their URL; remote images become placeholders with warnings", () => {
    const r = renderHtml(
      parseSource({ source: "[click](javascript:alert(1)) ![logo](http://127.0.0.1:9/x.png)" }).source,
    );
    expect(r.html).toContain('<span class="link-removed">click</span>');
    expect(r.html).toContain("Image not shown: logo");
    expect(r.html).not.toContain("127.0.0.1");
    expect(r.warnings.join("\n")).toMatch(/never fetched/);
    expect(r.warnings.join("\n")).toMatch(/only http, https and mailto/);
  });
});
