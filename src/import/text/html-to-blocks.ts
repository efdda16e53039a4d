// HTML (parsed by parse5, never rendered or fetched) → Quire blocks: a closed set of tags mapped, everything else's text
// kept, scripts, styles, frames and forms dropped; links only http(s)/mailto, images only data: png/jpeg/gif.
import { parse, type DefaultTreeAdapterTypes as T } from "parse5";
import type { Block, Inline, ListItem } from "../../formats/model/blocks.js";

type Node = T.ChildNode;
type Element = T.Element;

const DROPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "svg",
  "math",
  "canvas",
  "audio",
  "video",
  "form",
  "input",
  "button",
  "select",
  "textarea",
  "head",
  "link",
  "meta",
  "base",
]);
const BLOCK = new Set([
  "p",
  "div",
  "section",
  "article",
  "main",
  "header",
  "footer",
  "aside",
  "nav",
  "figure",
  "figcaption",
  "address",
  "details",
  "summary",
  "dl",
  "dt",
  "dd",
  "center",
  "body",
  "html",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "td",
  "th",
  "caption",
  "pre",
  "blockquote",
  "hr",
]);
const SAFE_HREF = /^(https?:|mailto:)/i;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif);base64,[A-Za-z0-9+/=\s]+$/i;

export interface HtmlBlocks {
  title: string | null;
  blocks: Block[];
  warnings: string[];
}

const isElement = (n: Node): n is Element => "tagName" in n;
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value ?? "";
const textOf = (n: Node): string =>
  n.nodeName === "#text"
    ? (n as T.TextNode).value
    : isElement(n) && !DROPPED.has(n.tagName)
      ? n.childNodes.map(textOf).join("")
      : "";

class Converter {
  readonly warnings = new Set<string>();

  inlines(nodes: Node[]): Inline[] {
    const out: Inline[] = [];
    for (const n of nodes) {
      if (n.nodeName === "#text") out.push({ type: "text", text: (n as T.TextNode).value.replace(/\s+/g, " ") });
      else if (isElement(n)) out.push(...this.inline(n));
    }
    return out;
  }

  private inline(el: Element): Inline[] {
    const kids = () => this.inlines(el.childNodes);
    switch (el.tagName) {
      case "strong":
      case "b":
        return [{ type: "strong", children: kids() }];
      case "em":
      case "i":
        return [{ type: "em", children: kids() }];
      case "s":
      case "del":
      case "strike":
        return [{ type: "strike", children: kids() }];
      case "code":
      case "kbd":
      case "samp":
        return [{ type: "code", text: textOf(el) }];
      case "br":
        return [{ type: "break" }];
      case "a": {
        const href = attr(el, "href").trim();
        if (href && !SAFE_HREF.test(href))
          this.warnings.add("Links other than http, https and mailto were kept as plain text.");
        return [{ type: "link", href: SAFE_HREF.test(href) ? href : null, children: kids() }];
      }
      case "img": {
        const src = attr(el, "src").trim();
        if (DATA_IMAGE.test(src)) return [{ type: "image", src, alt: attr(el, "alt") }];
        this.warnings.add(
          "Images that are not embedded png, jpeg or gif data were left out (nothing is fetched); their alt text is kept.",
        );
        return attr(el, "alt") ? [{ type: "text", text: attr(el, "alt") }] : [];
      }
      default:
        if (DROPPED.has(el.tagName)) {
          this.warnings.add("Scripts, styles, frames, forms and embedded objects were left out.");
          return [];
        }
        return kids();
    }
  }

  /** Block children of a container; runs of inline content between blocks become paragraphs. */
  blocks(nodes: Node[]): Block[] {
    const out: Block[] = [];
    let run: Node[] = [];
    const flush = () => {
      const inl = trimInlines(this.inlines(run));
      if (inl.length) out.push({ type: "paragraph", children: inl });
      run = [];
    };
    for (const n of nodes) {
      if (isElement(n) && BLOCK.has(n.tagName)) {
        flush();
        out.push(...this.block(n));
      } else if (isElement(n) && DROPPED.has(n.tagName)) {
        this.warnings.add("Scripts, styles, frames, forms and embedded objects were left out.");
      } else run.push(n);
    }
    flush();
    return out;
  }

  private block(el: Element): Block[] {
    const tag = el.tagName;
    const heading = /^h(?<level>[1-6])$/.exec(tag);
    if (heading) {
      const children = trimInlines(this.inlines(el.childNodes));
      return children.length ? [{ type: "heading", level: Number(heading.groups!.level) as 1, children, id: "" }] : [];
    }
    switch (tag) {
      case "ul":
      case "ol": {
        const items: ListItem[] = el.childNodes
          .filter((c): c is Element => isElement(c) && c.tagName === "li")
          .map((li) => ({ checked: null, blocks: this.blocks(li.childNodes) }));
        const start = Number(attr(el, "start")) || 1;
        return items.length ? [{ type: "list", ordered: tag === "ol", start, items }] : [];
      }
      case "pre":
        return [{ type: "code", lang: null, text: textOf(el).replace(/\n$/, "") }];
      case "blockquote":
        return [{ type: "quote", blocks: this.blocks(el.childNodes) }];
      case "hr":
        return [{ type: "rule" }];
      case "table":
        return this.table(el);
      default:
        return this.blocks(el.childNodes);
    }
  }

  private table(el: Element): Block[] {
    const rows: Element[] = [];
    const collect = (n: Element) => {
      for (const c of n.childNodes)
        if (isElement(c))
          c.tagName === "tr" ? rows.push(c) : ["thead", "tbody", "tfoot"].includes(c.tagName) && collect(c);
    };
    collect(el);
    const cells = rows.map((r) =>
      r.childNodes
        .filter((c): c is Element => isElement(c) && (c.tagName === "td" || c.tagName === "th"))
        .map((c) => trimInlines(this.inlines(c.childNodes))),
    );
    const width = Math.max(0, ...cells.map((r) => r.length));
    if (!width) return [];
    const pad = (r: Inline[][]) => [...r, ...Array.from({ length: width - r.length }, () => [] as Inline[])];
    const caption = el.childNodes.find((c): c is Element => isElement(c) && c.tagName === "caption");
    const table: Block = {
      type: "table",
      align: Array.from({ length: width }, () => null),
      header: pad(cells[0]!),
      rows: cells.slice(1).map(pad),
    };
    return caption ? [{ type: "paragraph", children: trimInlines(this.inlines(caption.childNodes)) }, table] : [table];
  }
}

function trimInlines(inl: Inline[]): Inline[] {
  const out = inl.filter((n) => !(n.type === "text" && n.text === ""));
  const first = out[0];
  const last = out[out.length - 1];
  if (first?.type === "text") out[0] = { ...first, text: first.text.trimStart() };
  if (last?.type === "text")
    out[out.length - 1] = {
      ...(out[out.length - 1] as typeof last),
      text: (out[out.length - 1] as typeof last).text.trimEnd(),
    };
  return out.filter((n) => !(n.type === "text" && n.text === "") && !(n.type === "break" && out.length === 1));
}

/** An HTML page as blocks, with its <title> (or first h1) and what was left out. */
export function htmlToBlocks(html: string): HtmlBlocks {
  const doc = parse(html);
  const htmlEl = doc.childNodes.find((n): n is Element => isElement(n) && n.tagName === "html");
  const head = htmlEl?.childNodes.find((n): n is Element => isElement(n) && n.tagName === "head");
  const body = htmlEl?.childNodes.find((n): n is Element => isElement(n) && n.tagName === "body");
  const titleEl = head?.childNodes.find((n): n is Element => isElement(n) && n.tagName === "title");
  const converter = new Converter();
  const blocks = body ? converter.blocks(body.childNodes) : [];
  const title = titleEl ? textOf(titleEl).replace(/\s+/g, " ").trim() : "";
  return { title: title || null, blocks, warnings: [...converter.warnings] };
}
