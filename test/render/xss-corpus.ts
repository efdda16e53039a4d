// XSS payloads (script, handlers, javascript: in many spellings, SVG, CSS, <base>, <meta>, mXSS, data:text/html)
// and a static checker for rendered pages. `CANARY` is replaced by a loopback URL that must never be requested.
import type { Deck, Doc, Sheet } from "../../src/formats/model/source.js";

export const PAYLOADS: string[] = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=CANARY/x.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<img src=x onerror=alert(1)>",
  "<img src=CANARY/img.png>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<body onload=alert(1)>",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="CANARY/x.swf"></object>',
  '<embed src="CANARY/x.swf">',
  '<base href="CANARY/">',
  '<meta http-equiv="refresh" content="0;url=CANARY/refresh">',
  "<link rel=stylesheet href=CANARY/x.css>",
  "<style>@import 'CANARY/x.css'; body{background:url(CANARY/bg.png)}</style>",
  '<div style="background:url(CANARY/div.png)">x</div>',
  '<div style="width:expression(alert(1))">x</div>',
  '<a href="javascript:alert(1)">click</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](javascript&#58;alert(1))",
  "[click](&#106;avascript:alert(1))",
  "[click](java\tscript:alert(1))",
  "[click](<javascript:alert(1)>)",
  "[click]( javascript:alert(1))",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](data:text/html,<script>alert(1)</script>)",
  "[click](file:///etc/passwd)",
  "[ref]\n\n[ref]: javascript:alert(1)",
  "<javascript:alert(1)>",
  "![x](CANARY/md-image.png)",
  "![x](//127.0.0.1:CANARY_PORT/protocol-relative.png)",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  '![x" onerror="alert(1)](data:image/png;base64,iVBORw0KGgo=)',
  '![x](data:image/png;base64,iVBORw0KGgo=" onerror="alert(1))',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<form action=CANARY/form><button>go</button></form>",
  "<input onfocus=alert(1) autofocus>",
  "<details open ontoggle=alert(1)>",
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;:alert(1)">x</a>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  "</style><script>alert(1)</script>",
  "</title><script>alert(1)</script>",
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  "```\n</code></pre><script>alert(1)</script>\n```",
  "`</code><script>alert(1)</script>`",
  "| a | b |\n|---|---|\n| <script>alert(1)</script> | [x](javascript:alert(1)) |",
  "- [ ] <img src=x onerror=alert(1)>",
  "Text[^1]\n\n[^1]: <script>alert(1)</script> [x](javascript:alert(1))",
];

export const withCanary = (text: string, port: number) =>
  text.replaceAll("CANARY_PORT", String(port)).replaceAll("CANARY", `http://127.0.0.1:${port}`);

/** Every place a payload can go: doc text, deck titles/bullets/notes/quotes/cells/chart labels/images, sheet cells, theme fields. */
export function sourcesFor(payload: string): { doc: Doc; deck: Deck; sheet: Sheet; themeFont: string } {
  const deck: Deck = {
    kind: "deck",
    title: payload,
    slides: [
      { layout: "title", title: payload, subtitle: payload, notes: payload },
      { layout: "section", title: payload, subtitle: payload },
      { layout: "bullets", title: payload, bullets: [payload, { text: payload, children: [payload] }], notes: payload },
      { layout: "content", title: payload, body: payload },
      { layout: "two-column", title: payload, left: payload, right: payload },
      { layout: "table", title: payload, table: { columns: [payload, "n"], rows: [[payload, 1]] } },
      {
        layout: "chart",
        title: payload,
        chart: { type: "bar", categories: [payload], series: [{ name: payload, values: [1] }] },
      },
      {
        layout: "chart",
        title: payload,
        chart: { type: "pie", categories: [payload, "b"], series: [{ name: payload, values: [1, 2] }] },
      },
      { layout: "quote", quote: payload, attribution: payload },
      { layout: "image", title: payload, image: { src: payload, alt: payload } },
    ],
  };
  const doc: Doc = {
    kind: "doc",
    title: payload,
    markdown: `# ${payload}\n\n${payload}\n\n## Section\n\n${payload}\n`,
  };
  const sheet: Sheet = {
    kind: "sheet",
    title: payload,
    sheets: [
      {
        name: "S1",
        columns: [{ header: payload }, { header: "f", type: "currency", format: payload.slice(0, 100) }],
        rows: [
          [payload, { formula: payload }],
          [payload, 3],
        ],
      },
    ],
  };
  return { doc, deck, sheet, themeFont: payload.slice(0, 128) };
}

const URL_ATTRS = new Set([
  "href",
  "src",
  "srcset",
  "xlink:href",
  "action",
  "formaction",
  "background",
  "poster",
  "data",
  "codebase",
  "cite",
  "longdesc",
  "ping",
]);
const decode = (v: string) =>
  v
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Static checks over the page text (text is escaped, so every `<` starts a tag we wrote). Returns the problems. */
export function staticProblems(html: string): string[] {
  const problems: string[] = [];
  const tags = html.match(/<[a-zA-Z!/][^>]*>/g) ?? [];
  const allowedMeta = /^<meta (charset="utf-8"|name="viewport" content="width=device-width, initial-scale=1")>$/;
  for (const tag of tags) {
    const name = /^<\/?([a-zA-Z0-9!-]+)/.exec(tag)?.[1]?.toLowerCase() ?? "";
    const short = tag.slice(0, 80);
    if (
      [
        "script",
        "iframe",
        "frame",
        "frameset",
        "base",
        "object",
        "embed",
        "link",
        "form",
        "input",
        "button",
        "applet",
        "noscript",
        "xmp",
        "math",
        "template",
        "foreignobject",
        "use",
        "animate",
        "set",
        "image",
      ].includes(name)
    )
      problems.push(`forbidden tag ${short}`);
    if (name === "meta" && !allowedMeta.test(tag)) problems.push(`meta tag ${short}`);
    // Outside our double-quoted (escaped) values nothing but attribute names may appear.
    const bare = tag.replace(/"[^"]*"/g, '""');
    if (/['`]/.test(bare)) problems.push(`unexpected quote in ${short}`);
    for (const m of tag.matchAll(/\s([^\s=>"'/]+)(?:\s*=\s*"([^"]*)")?/g)) {
      const attr = m[1]!.toLowerCase();
      const value = decode(m[2] ?? "").trim();
      if (attr.startsWith("on")) problems.push(`handler attribute in ${short}`);
      if (attr === "srcdoc" || attr === "http-equiv") problems.push(`${attr} in ${short}`);
      if (attr === "style" && /url\(|expression|@import|behavior/i.test(value))
        problems.push(`style with url in ${short}`);
      if (!URL_ATTRS.has(attr)) continue;
      if (
        attr === "href"
          ? !/^(#|https?:\/\/|mailto:)/i.test(value)
          : !/^data:image\/(png|jpeg|jpg|gif|webp);base64,/i.test(value)
      )
        problems.push(`${attr}=${value.slice(0, 40)} in ${short}`);
    }
  }
  const styles = html.match(/<style>[\s\S]*?<\/style>/g) ?? [];
  for (const css of styles) {
    if (/url\(|@import|expression\(|behavior:|-moz-binding/i.test(css))
      problems.push("style sheet loads or runs something");
  }
  if (styles.length !== 1) problems.push(`expected one <style>, got ${styles.length}`);
  return problems;
}
