// The XSS corpus in real headless Chromium with JavaScript ON and no CSP (the worst case): no dialog fires, the live
// DOM holds no script/handler/frame/base/meta refresh, and a loopback canary server receives zero requests.
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { parseSource } from "../../src/formats/model/parse-source.js";
import { PAYLOADS, sourcesFor, withCanary } from "./xss-corpus.js";

const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Runs in the page: everything in the live DOM that could run code or load something. */
function domProblems(): string[] {
  const bad: string[] = [];
  const urlAttrs = ["href", "src", "xlink:href", "action", "formaction", "data", "srcset", "background", "poster"];
  for (const el of Array.from(document.querySelectorAll("*"))) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        "script",
        "iframe",
        "frame",
        "object",
        "embed",
        "base",
        "link",
        "form",
        "input",
        "button",
        "noscript",
        "template",
        "foreignobject",
      ].includes(tag)
    )
      bad.push(`<${tag}>`);
    if (
      tag === "meta" &&
      (el.getAttribute("http-equiv") || !(el.hasAttribute("charset") || el.getAttribute("name") === "viewport"))
    )
      bad.push("<meta>");
    for (const a of Array.from(el.attributes)) {
      if (a.name.toLowerCase().startsWith("on")) bad.push(`${tag}[${a.name}]`);
      if (a.name === "srcdoc") bad.push(`${tag}[srcdoc]`);
      if (a.name === "style" && /url\(|expression/i.test(a.value)) bad.push(`${tag}[style url]`);
      if (urlAttrs.includes(a.name.toLowerCase())) {
        const ok =
          a.name === "href"
            ? /^(#|https?:\/\/|mailto:)/i.test(a.value.trim())
            : /^data:image\/(png|jpeg|gif|webp);base64,/i.test(a.value);
        if (!ok) bad.push(`${tag}[${a.name}=${a.value.slice(0, 30)}]`);
      }
    }
  }
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules))
      if (/url\(|@import/i.test(rule.cssText)) bad.push(`css ${rule.cssText.slice(0, 40)}`);
  }
  return bad;
}

describe.skipIf(!existsSync(CHROMIUM))("XSS corpus in headless Chromium", () => {
  let browser: Browser;
  let page: Page;
  let canary: Server;
  let port = 0;
  const hits: string[] = [];
  const dialogs: string[] = [];

  beforeAll(async () => {
    canary = createServer((req, res) => {
      hits.push(req.url ?? "");
      res.writeHead(200, { "content-type": "image/png" }).end();
    });
    await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
    port = (canary.address() as AddressInfo).port;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    page = await browser.newPage({ javaScriptEnabled: true });
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => canary?.close(resolve));
  });

  it("the canary and the dialog trap work (control)", async () => {
    await page.setContent(`<img src="http://127.0.0.1:${port}/control.png"><script>alert("control")</script>`, {
      waitUntil: "load",
    });
    expect(hits).toEqual(["/control.png"]);
    expect(dialogs).toEqual(["control"]);
    expect(await page.evaluate(domProblems)).toContain("<script>");
    hits.length = 0;
    dialogs.length = 0;
  });

  it("no payload in any field runs, loads or leaves a dangerous node", async () => {
    const failures: string[] = [];
    for (const [i, raw] of PAYLOADS.entries()) {
      const payload = withCanary(raw, port);
      const s = sourcesFor(payload);
      const pages = [
        renderHtml(parseSource({ source: s.doc.markdown }).source).html,
        renderHtml(s.deck, { fonts: { heading: s.themeFont } }).html,
        renderHtml(s.sheet).html,
      ];
      for (const html of pages) {
        await page.setContent(html, { waitUntil: "load" });
        const bad = await page.evaluate(domProblems);
        if (bad.length) failures.push(`payload ${i + 1}: ${bad.join(", ")}`);
      }
    }
    await new Promise((r) => setTimeout(r, 300));
    expect(failures).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(hits).toEqual([]);
  }, 180_000);
});
