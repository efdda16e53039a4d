// Every deck layout, every block type and every sheet cell type renders into the page, themed and self-contained.
import { describe, expect, it } from "vitest";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { SLIDE_LAYOUTS, type Sheet } from "../../src/formats/model/source.js";
import { THEME_NAMES } from "../../src/formats/model/themes.js";
import { staticProblems } from "./xss-corpus.js";
import { designedDeck } from "./designed-deck.js";
import { PNG_DATA_URL, SAMPLE_DOC_MARKDOWN, sampleDeck, sampleDoc, sampleSheet } from "./samples.js";

describe("deck", () => {
  const deck = sampleDeck();
  const { html, warnings } = renderHtml(deck);

  it("renders every layout as a 16:9 slide", () => {
    const designed = renderHtml(designedDeck()).html;
    for (const layout of SLIDE_LAYOUTS) expect(html + designed, layout).toContain(`class="slide L-${layout}`);
    expect(html.match(/<section class="slide /g)?.length).toBe(deck.slides.length);
    expect(html).toContain("aspect-ratio:16/9");
    expect(warnings).toEqual([]);
  });

  it("puts speaker notes in hidden asides", () => {
    expect(html).toContain(
      '<aside class="notes" hidden aria-label="Speaker notes"><p>Welcome everyone; 20 minutes, then questions.</p></aside>',
    );
    expect(html).toContain("aside.notes{display:none}");
  });

  it("draws charts as inline SVG of every type, coloured by the theme series", () => {
    expect(html.match(/<svg class="chart"/g)?.length).toBe(4);
    // The light theme's first series colour, on lines and slices alike.
    expect(html).toContain('<polyline class="line" stroke="#2F6FEB"');
    expect(html).toMatch(/<path class="slice" d="M[^"]+" fill="#2F6FEB">/);
    expect(html).toContain("--s0:#2F6FEB");
  });

  it("shows each layout's content", () => {
    expect(html).toContain("<h1>Quire 2027 Strategy</h1>");
    expect(html).toMatch(/<h2 id="slide-\d+-title">Where we are<\/h2>/);
    expect(html).toContain("<li>Revenue grew <strong>42%</strong> to $18.4M</li>");
    expect(html).toContain('<div class="cols"><div><p><strong>Build</strong></p>');
    expect(html).toContain('<td class="num">2,840</td>');
    expect(html).toContain("<blockquote>Quire turned a week");
    expect(html).toContain('<p class="by">Dana Whitfield, COO at Northwind</p>');
    expect(html).toContain(`<img src="${PNG_DATA_URL}" alt="Brand studio preview">`);
  });

  it("an image slide with a remote URL gets a placeholder and a warning, never the URL", () => {
    const r = renderHtml({
      kind: "deck",
      title: "t",
      slides: [{ layout: "image", image: { src: "https://cdn.example.com/logo.png", alt: "Logo" } }],
    });
    expect(r.html).toContain("Image not shown: Logo");
    expect(r.html).not.toContain("cdn.example.com");
    expect(r.warnings).toEqual([expect.stringMatching(/^Slide 1: .*never fetched/)]);
  });

  it("dense slides step the type down instead of overflowing", () => {
    const many = Array.from({ length: 16 }, (_, i) => `Point number ${i + 1} with a fair amount of text to read`);
    const r = renderHtml({ kind: "deck", title: "t", slides: [{ layout: "bullets", title: "Many", bullets: many }] });
    expect(r.html).toContain('class="slide L-bullets xdense"');
  });
});

describe("doc", () => {
  const { html, warnings } = renderHtml(sampleDoc());

  it("renders every block type", () => {
    expect(html).toContain('<h2 id="summary">Summary</h2>');
    expect(html).toContain('<h3 id="what-shipped">What shipped</h3>');
    expect(html).toContain("<strong>42%</strong>");
    expect(html).toContain("<em>121%</em>");
    expect(html).toContain('<th scope="col" class="left">Region</th><th scope="col" class="right">2025</th>');
    expect(html).toContain('<pre class="code" data-lang="ts"><code>export function renderDoc(doc: Doc): string {');
    expect(html).toContain("<blockquote><p>&quot;We replaced three tools and a contractor.&quot;");
    expect(html).toContain(
      '<ul class="tasks"><li class="task done"><span class="check" role="img" aria-label="done"></span>Hire a second design engineer</li>',
    );
    expect(html).toContain(
      '<li class="task"><span class="check" role="img" aria-label="to do"></span>SOC 2 Type II</li>',
    );
    expect(html).toContain(
      '<a href="https://example.com/roadmap" rel="noopener noreferrer nofollow">public roadmap</a>',
    );
    expect(html).toContain("<code>.pptx</code>");
    expect(html).toContain("<ol><li>Brand templates");
    expect(warnings).toEqual([]);
  });

  it("has footnotes with links both ways", () => {
    expect(html).toContain('<sup class="fnref"><a href="#fn-1">1</a></sup>');
    expect(html).toContain(
      '<section class="footnotes" aria-label="Footnotes"><hr><ol><li id="fn-1"><p>Figures are unaudited',
    );
  });

  it("adds a table of contents to long docs only", () => {
    expect(html).toContain('<nav class="toc" aria-label="Contents">');
    expect(html).toContain(
      '<li><a href="#product">Product</a><ol class="sub"><li><a href="#what-shipped">What shipped</a></li>',
    );
    expect(renderHtml({ kind: "doc", title: "Short", markdown: "## One\n\ntext" }).html).not.toContain('class="toc"');
  });

  it("does not repeat a title the Markdown already opens with", () => {
    const r = renderHtml({ kind: "doc", title: "Operating Review 2026", markdown: SAMPLE_DOC_MARKDOWN });
    expect(r.html.match(/Operating Review 2026<\/h1>/g)?.length).toBe(1);
  });

  it("renders strike, hard breaks, images, rules and ordered starts", () => {
    const r = renderHtml({
      kind: "doc",
      title: "x",
      markdown: `~~old~~ line  \nbreak\n\n---\n\n5. five\n6. six\n\n![pic](${PNG_DATA_URL})`,
    });
    expect(r.html).toContain("<del>old</del> line<br>break");
    expect(r.html).toContain("<hr>");
    expect(r.html).toContain('<ol start="5">');
    expect(r.html).toContain(`<img src="${PNG_DATA_URL}" alt="pic">`);
  });
});

describe("sheet", () => {
  const { html } = renderHtml(sampleSheet());

  it("renders one table per sheet with a sticky header", () => {
    expect(html.match(/<table class="grid">/g)?.length).toBe(2);
    expect(html).toContain(".grid thead th{position:sticky;top:0");
    expect(html).toContain('<nav class="tabs" aria-label="Sheets"><ul><li><a href="#sheet-1">Orders</a></li>');
  });

  it("formats typed cells and aligns numbers right", () => {
    expect(html).toContain('<td class="date">2026-01-04</td>');
    expect(html).toContain('<td class="num">12</td>');
    expect(html).toContain('<td class="num">$1,250.00</td>');
    expect(html).toContain('<td class="num">12.5%</td>');
    expect(html).toContain('<td class="bool">TRUE</td>');
    // Formulas show their computed values, with the formula as the cell's tooltip.
    expect(html).toContain('<td class="f num" title="=D2*E2*(1-F2)">$547.20</td>');
    expect(html).toContain('<td class="f num" title="=SUM(D2:D6)">80</td>');
  });

  it("shows a formula-looking string as plain data", () => {
    expect(html).toContain("<td>=HYPERLINK(&quot;http://evil.test&quot;)</td>");
  });

  it("infers number and boolean columns when no type is given", () => {
    const sheet: Sheet = {
      kind: "sheet",
      title: "t",
      sheets: [
        {
          name: "S",
          columns: [{ header: "a" }, { header: "b" }],
          rows: [
            [1234.5, true],
            [null, false],
          ],
        },
      ],
    };
    const r = renderHtml(sheet).html;
    expect(r).toContain('<th scope="col" class="num"><span class="ref">A</span>a<span class="ty">number</span></th>');
    expect(r).toContain('<td class="num">1,234.5</td><td class="bool">TRUE</td>');
  });
});

describe("themes", () => {
  it("every built-in theme renders every kind as one self-contained page", () => {
    for (const name of THEME_NAMES) {
      for (const source of [sampleDeck(), sampleDoc(), sampleSheet()]) {
        const { html, warnings } = renderHtml(source, { name });
        expect(staticProblems(html), `${name} ${source.kind}`).toEqual([]);
        expect(html.startsWith("<!doctype html>")).toBe(true);
        expect(warnings).toEqual([]);
      }
    }
  });

  it("colour and font overrides reach the CSS; unknown names fall back with a warning", () => {
    const r = renderHtml(sampleDoc(), { name: "nope", colors: { accent: "#112233" }, fonts: { heading: "Inter" } });
    expect(r.html).toContain("--accent:#112233");
    expect(r.html).toContain('--font-heading:"Inter", Calibri');
    expect(r.warnings[0]).toMatch(/Unknown theme "nope"/);
  });

  it("a deck's own theme applies, and the request's theme wins", () => {
    const deck = { ...sampleDeck(), theme: { name: "dark" } };
    expect(renderHtml(deck).html).toContain("--bg:#0F141B");
    expect(renderHtml(deck, { name: "terracotta" }).html).toContain("--bg:#FBF6EF");
  });
});
