// The designed slide kinds in HTML: the same pieces as pptx and pdf (cards, badges, Lucide icons as inline SVG), laid out by CSS.
import { AGENDA_TILES_MAX, BODY_FRAME, cardGrid, initials, splitImage, stepsRunDown } from "../slide-kinds/arrange.js";
import { coverCrop, objectPosition } from "../slide-kinds/cover-crop.js";
import { FRAME_WIDTH, REFERENCE_HEIGHT, frameHeight, type SlideSize } from "../model/slide-size.js";
import type { ImageRef } from "../model/source.js";
import { decodeDataImage } from "../model/data-image.js";
import { agendaTileColumns } from "../slide-kinds/agenda.js";
import { metricRow } from "../slide-kinds/metrics.js";

/** Frame points (the 960-wide slide) as container units of the slide. */
const cqw = (pt: number) => `${Math.round((pt / 9.6) * 100) / 100}cqw`;
import { iconPaths } from "../slide-kinds/icons.js";
import {
  renderDesigned,
  TREND_ARROW,
  trendOf,
  type DesignedKind,
  type DesignedRenderers,
} from "../model/slide-outline.js";
import { parseInlineMarkdown, parseMarkdown } from "../model/markdown/parse-markdown.js";
import { imageWarning } from "../model/markdown/convert-inline.js";
import { safeImageSrc } from "../model/markdown/safe-url.js";
import { esc } from "./escape.js";
import { renderBlocks, renderImage, renderInlines } from "./render-blocks.js";

/** The id of slide `n`'s heading, which names its section. */
export const slideHeadingId = (n: number) => `slide-${n}-title`;

export function iconSvg(name: string | undefined, out: string[]): void {
  out.push(
    '<svg class="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">',
  );
  for (const d of iconPaths(name)) out.push('<path d="', esc(d), '"/>');
  out.push("</svg>");
}

function badge(icon: string, out: string[]): void {
  out.push('<span class="badge">');
  iconSvg(icon, out);
  out.push("</span>");
}

/** A line of inline Markdown (bold, links, code) as HTML. */
export function inline(text: string, out: string[], warnings: string[]): void {
  renderInlines(parseInlineMarkdown(text, warnings), out);
}

/** A slide's subtitle line, when it has one. */
export function subtitle(text: string | undefined, out: string[], warnings: string[]): void {
  if (!text) return;
  out.push('<p class="sub">');
  inline(text, out, warnings);
  out.push("</p>");
}

/**
 * A slide's picture, or its placeholder and a warning when the source is not a safe image; true when shown. A picture
 * cropped to a frame (`cover`, the frame in any units) shows the part pptx and PDF show: its focus kept in view.
 */
export function image(
  src: string,
  alt: string,
  n: number,
  out: string[],
  warnings: string[],
  cover?: { frame: { w: number; h: number }; picture: ImageRef; style?: string },
): boolean {
  const safe = safeImageSrc(src);
  const warning = safe === null ? imageWarning(src, alt) : null;
  if (warning) warnings.push(`Slide ${n}: ${warning}`);
  const style = cover && safe !== null ? coverStyle(safe, cover.frame, cover.picture.focus) + (cover.style ?? "") : "";
  if (style) out.push('<img src="', esc(safe!), '" alt="', esc(alt), '" style="', style, '">');
  else renderImage(safe, alt, out);
  return safe !== null;
}

/** object-position for a picture with a focus (centred, CSS's default, without one): from the crop every writer shares. */
function coverStyle(src: string, frame: { w: number; h: number }, focus: ImageRef["focus"]): string {
  if (!focus) return "";
  const size = decodeDataImage(src);
  // A picture whose size cannot be read (webp) keeps its focus in view, if not centred.
  const at = size ? objectPosition(coverCrop(size, frame, focus)) : { x: focus.x * 100, y: focus.y * 100 };
  return `object-position:${+at.x.toFixed(2)}% ${+at.y.toFixed(2)}%;`;
}

/** Where a designed slide's inside is written: the slide's number, the HTML so far, the warnings. */
interface BodyCtx {
  n: number;
  out: string[];
  warnings: string[];
  /** The slide in frame units (960 wide). */
  frame: { w: number; h: number };
}

/** Every designed kind's inside. */
const BODIES = {
  kpi: ({ out }, slide) => {
    // One size for the figures of the slide, the one pptx and PDF set (in frame points; a container unit is 9.6 of them).
    const { size, columns } = metricRow(BODY_FRAME, slide.metrics, 1);
    out.push(`<div class="metrics n${slide.metrics.length}${columns < slide.metrics.length ? " square" : ""}">`);
    for (const m of slide.metrics) {
      const trend = trendOf(m);
      out.push(
        '<div class="metric"><p class="value" style="font-size:',
        cqw(size),
        '">',
        esc(m.value),
        '</p><p class="label">',
        esc(m.label),
        "</p>",
      );
      if (m.change)
        out.push(
          `<p class="change${trend ? ` ${trend}` : ""}">`,
          trend ? `<span aria-hidden="true">${TREND_ARROW[trend]}</span> ` : "",
          esc(m.change),
          "</p>",
        );
      out.push("</div>");
    }
    out.push("</div>");
  },
  cards: ({ n, out, warnings, frame }, slide) => {
    const pictures = slide.cards.some((c) => c.image);
    const lines = slide.cards.some((c) => c.text);
    // The pictures' frames as pptx and PDF draw them: the card's width by the share of its height arrange.ts gives them.
    const boxes = pictures
      ? cardGrid(
          {
            ...BODY_FRAME,
            y: BODY_FRAME.y * (frame.h / REFERENCE_HEIGHT),
            h: BODY_FRAME.h * (frame.h / REFERENCE_HEIGHT),
          },
          slide.cards.length,
          1,
          lines,
          [],
          true,
          true,
        )
      : [];
    out.push(`<div class="cards n${slide.cards.length}${lines ? "" : " tiles"}${pictures ? " pics" : ""}">`);
    slide.cards.forEach((c, i) => {
      out.push('<div class="card">');
      const box = boxes[i]?.picture;
      if (box) {
        out.push('<div class="pic" style="aspect-ratio:', `${Math.round(box.w)}/${Math.round(box.h)}`, '">');
        if (c.image) image(c.image.src, c.image.alt, n, out, warnings, { frame: box, picture: c.image });
        else if (c.icon) badge(c.icon, out);
        out.push("</div>");
      } else if (c.icon) badge(c.icon, out);
      out.push("<h3>", esc(c.title), "</h3>");
      if (c.text) {
        out.push("<p>");
        inline(c.text, out, warnings);
        out.push("</p>");
      }
      out.push("</div>");
    });
    out.push("</div>");
  },
  timeline: ({ out, warnings }, slide) => {
    const down = stepsRunDown(
      BODY_FRAME,
      slide.steps.length,
      slide.steps.some((s) => s.text),
    );
    out.push(`<ol class="steps n${slide.steps.length}${down ? " down" : ""}">`);
    for (const s of slide.steps) {
      out.push(
        '<li><p class="date">',
        esc(s.date ?? ""),
        '</p><span class="dot" aria-hidden="true"></span><h3>',
        esc(s.title),
        "</h3>",
      );
      if (s.text) {
        out.push("<p>");
        inline(s.text, out, warnings);
        out.push("</p>");
      }
      out.push("</li>");
    }
    out.push("</ol>");
  },
  comparison: ({ out, warnings }, slide) => {
    out.push(`<div class="compare n${slide.columns.length}">`);
    for (const c of slide.columns) {
      out.push('<div class="option"><h3>', esc(c.heading), '</h3><ul class="b">');
      for (const p of c.points) {
        out.push("<li>");
        inline(p, out, warnings);
        out.push("</li>");
      }
      out.push("</ul></div>");
    }
    out.push("</div>");
  },
  agenda: ({ out, warnings }, slide) => {
    const n = slide.items.length;
    const columns = agendaTileColumns(slide.items);
    const shape = columns ? ` tiles n${n}` : n > AGENDA_TILES_MAX ? " two" : "";
    const style =
      n > AGENDA_TILES_MAX
        ? ` style="--r:${Math.ceil(n / 2)}"`
        : columns && columns !== (n <= 4 ? n : 3)
          ? ` style="--c:${columns}"`
          : "";
    out.push(`<ol class="agenda${shape}"${style}>`);
    slide.items.forEach((item, i) => {
      out.push('<li><span class="num">', String(i + 1), "</span><span>");
      inline(item, out, warnings);
      out.push("</span></li>");
    });
    out.push("</ol>");
  },
  team: ({ n, out, warnings }, slide) => {
    out.push(`<ul class="people n${slide.people.length}">`);
    for (const p of slide.people) {
      out.push("<li>");
      if (p.image) {
        out.push('<span class="avatar photo">');
        image(p.image.src, p.image.alt || p.name, n, out, warnings, { frame: { w: 1, h: 1 }, picture: p.image });
        out.push("</span>");
      } else out.push('<span class="avatar" aria-hidden="true">', esc(initials(p.name)), "</span>");
      out.push('<p class="name">', esc(p.name), "</p>");
      if (p.role) out.push('<p class="role">', esc(p.role), "</p>");
      out.push("</li>");
    }
    out.push("</ul>");
  },
  "image-text": ({ n, out, warnings, frame }, slide) => {
    out.push(`<div class="split ${slide.side ?? "right"}"><div class="text">`);
    if (slide.title) out.push('<h2 class="t" id="', slideHeadingId(n), '">', esc(slide.title), "</h2>");
    const parsed = parseMarkdown(slide.body);
    warnings.push(...parsed.warnings);
    out.push('<div class="body">');
    renderBlocks(parsed.blocks, out, { headingTop: slide.title ? 3 : 2 });
    out.push('</div></div><figure class="pic">');
    image(slide.image.src, slide.image.alt, n, out, warnings, {
      frame: splitImage({ x: 0, y: 0, ...frame }, 0, slide.side ?? "right").image,
      picture: slide.image,
    });
    out.push("</figure></div>");
  },
  "full-bleed": ({ n, out, warnings, frame }, slide) => {
    out.push('<figure class="bleed">');
    image(slide.image.src, slide.image.alt, n, out, warnings, { frame, picture: slide.image });
    out.push("</figure>");
    if (slide.title || slide.subtitle) {
      out.push('<div class="band">');
      if (slide.title) out.push('<h2 id="', slideHeadingId(n), '">', esc(slide.title), "</h2>");
      subtitle(slide.subtitle, out, warnings);
      out.push("</div>");
    }
  },
  closing: ({ n, out, warnings }, slide) => {
    out.push('<h2 id="', slideHeadingId(n), '">', esc(slide.title), "</h2>");
    subtitle(slide.subtitle, out, warnings);
    if (slide.contact?.length) {
      out.push('<ul class="contact">');
      for (const c of slide.contact) {
        out.push("<li>");
        inline(c, out, warnings);
        out.push("</li>");
      }
      out.push("</ul>");
    }
  },
} satisfies DesignedRenderers<BodyCtx>;

/** The inside of one designed slide (the title is written by the caller for kinds that have one). */
export function renderDesignedBody(
  slide: DesignedKind,
  n: number,
  out: string[],
  warnings: string[],
  size?: SlideSize,
): void {
  renderDesigned(BODIES, { n, out, warnings, frame: { w: FRAME_WIDTH, h: frameHeight(size) } }, slide);
}

/** Kinds whose title is part of their own design (not the standard heading). */
export const OWN_TITLE = new Set(["image-text", "full-bleed", "closing"]);

export const KINDS_CSS = `.slide .icon{width:1em;height:1em;display:block}
.metrics,.cards,.compare,.people{flex:1;min-height:0;display:grid;gap:2.5cqw;align-content:center}
.metrics{grid-template-columns:repeat(var(--n),minmax(0,1fr))}.metrics.n1{--n:1}.metrics.n2{--n:2}.metrics.n3{--n:3}.metrics.n4{--n:4}
.metric{background:var(--card);border-radius:1cqw;padding:2.5cqw;border-left:.5cqw solid var(--accent-deep);min-height:22cqw;display:flex;flex-direction:column;justify-content:center}
.metric p{margin:0}.metric .value{font-family:var(--font-heading);font-weight:700;font-size:5cqw;line-height:1.1;color:var(--accent-text);white-space:nowrap}
.metrics.n3 .value{font-size:4.3cqw}.metrics.n4 .value{font-size:3.4cqw}
.metrics.square{grid-template-columns:repeat(2,minmax(0,1fr));align-content:stretch}.metrics.square .metric{min-height:0}.metrics.square .value{font-size:4.6cqw}
.metric .label{font-size:1.9cqw;margin-top:1cqw}.metric{color:var(--on-card)}.metric .change{font-size:1.55cqw;font-weight:700;margin-top:1.4cqw;color:var(--muted-card)}
.metric .change.up{color:var(--up)}.metric .change.down{color:var(--down)}
.cards{grid-template-columns:repeat(3,1fr)}.cards.n2{grid-template-columns:repeat(2,1fr)}.cards.n4{grid-template-columns:repeat(2,1fr)}
.card{background:var(--card);border-radius:1cqw;padding:2cqw;display:flex;flex-direction:column;gap:.8cqw;min-height:0;overflow:hidden}
.cards.n2 .card,.cards.n3 .card{min-height:28cqw;padding:2.5cqw}
.card .badge{width:4.4cqw;height:4.4cqw;border-radius:50%;background:var(--accent-deep);color:var(--on-deep);display:flex;align-items:center;justify-content:center;font-size:2.4cqw;flex:none}
.card h3{margin:.6cqw 0 0;font-size:2.1cqw;line-height:1.2}.card{color:var(--on-card)}.card p{margin:0;font-size:1.75cqw;line-height:1.4;color:var(--muted-card)}
.cards.n2 .card p,.cards.n3 .card p{font-size:1.75cqw}
.cards.tiles .card{align-items:center;justify-content:center;text-align:center;min-height:26cqw}.cards.tiles .badge{width:7cqw;height:7cqw;font-size:3.6cqw}.cards.tiles h3{font-size:2.4cqw}
.cards.tiles.n4 .card,.cards.tiles.n5 .card,.cards.tiles.n6 .card{min-height:12cqw}.cards.tiles.n4 h3,.cards.tiles.n5 h3,.cards.tiles.n6 h3{font-size:2.1cqw}
.steps{flex:1;list-style:none;margin:0;padding:0;display:grid;grid-auto-flow:column;grid-auto-columns:1fr;align-content:center;position:relative}
.steps li{position:relative;text-align:center;padding:0 .6cqw}
.steps li::before{content:"";position:absolute;top:calc(3.6cqw + .85cqw);left:0;right:0;height:.28cqw;background:var(--accent-deep)}
.steps li:first-child::before{left:50%}.steps li:last-child::before{right:50%}
.steps .date{margin:0;height:3.6cqw;display:flex;align-items:flex-end;justify-content:center;font-weight:700;color:var(--accent-text);font-size:1.75cqw}
.steps .dot{position:relative;display:block;width:1.7cqw;height:1.7cqw;margin:.2cqw auto 1.6cqw;border-radius:50%;background:var(--bg);border:.5cqw solid var(--accent-deep);box-sizing:border-box}
.steps h3{margin:0 0 .6cqw;font-size:2.1cqw;line-height:1.2}.steps p{margin:0;font-size:1.75cqw;color:var(--muted);line-height:1.4}
.steps.down{grid-auto-flow:row;grid-auto-columns:auto;grid-template-columns:1fr;align-content:center}
.steps.down li{display:grid;grid-template-columns:15cqw 2.3cqw 1fr;column-gap:2.4cqw;align-items:center;text-align:left;padding:1.8cqw 0}
.steps.down li::before,.steps.down li:first-child::before,.steps.down li:last-child::before{top:0;bottom:0;left:calc(15cqw + 2.4cqw + 1.01cqw);right:auto;width:.28cqw;height:auto}
.steps.down li:first-child::before{top:50%}.steps.down li:last-child::before{bottom:50%}.steps.down li:only-child::before{display:none}
.steps.down .date{grid-column:1;grid-row:1;height:auto;justify-content:flex-end;text-align:right;font-size:2.5cqw}
.steps.down .dot{grid-column:2;grid-row:1;margin:0;width:2.3cqw;height:2.3cqw}
.steps.down h3{grid-column:3;grid-row:1;margin:0;font-size:2.9cqw}.steps.down p{grid-column:3;grid-row:2;font-size:2.1cqw}
.steps.n6 h3,.steps.n7 h3,.steps.n8 h3{font-size:1.9cqw}.steps.n6 p,.steps.n7 p,.steps.n8 p{font-size:1.67cqw}
.compare{grid-template-columns:repeat(2,1fr);align-content:stretch}.compare.n3{grid-template-columns:repeat(3,1fr)}
.option{color:var(--on-card);background:var(--card);border-radius:1cqw;overflow:hidden;display:flex;flex-direction:column}
.option h3{margin:0;background:var(--accent-deep);color:var(--on-deep);font-size:1.9cqw;padding:1.3cqw 2cqw;line-height:1.2}
.option ul.b{padding:2cqw}
.agenda{flex:1;list-style:none;margin:0;padding:0;display:grid;align-content:center;gap:1.6cqw;font-size:2.5cqw}
.agenda.two{grid-template-columns:1fr 1fr;grid-auto-flow:column;grid-template-rows:repeat(var(--r,4),auto);font-size:1.9cqw;column-gap:4cqw}
.agenda li{display:flex;align-items:center;gap:2cqw}
.agenda .num{flex:none;width:2.2em;height:2.2em;border-radius:50%;background:var(--accent-deep);color:var(--on-deep);font-weight:700;display:flex;align-items:center;justify-content:center;font-size:.8em}
.agenda.tiles{grid-template-columns:repeat(var(--c),1fr);align-content:stretch;gap:1.7cqw;font-size:2.6cqw;--c:3}.agenda.tiles.n3{--c:3}.agenda.tiles.n4{--c:4;font-size:2.5cqw}.agenda.tiles.n2{--c:2}.agenda.tiles.n5,.agenda.tiles.n6{font-size:2.3cqw}
.agenda.tiles.n3,.agenda.tiles.n4{align-content:center;grid-auto-rows:26cqw}
.agenda.tiles li{flex-direction:column;align-items:flex-start;justify-content:flex-start;background:var(--card);color:var(--on-card);border-radius:1cqw;padding:1.7cqw;font-weight:700;line-height:1.25;overflow:hidden}
.agenda.tiles .num{font-size:1.1em}
.people{list-style:none;margin:0;padding:0;grid-template-columns:repeat(4,1fr);text-align:center}
.people.n1{grid-template-columns:1fr}.people.n2{grid-template-columns:repeat(2,1fr)}.people.n3{grid-template-columns:repeat(3,1fr)}
.people .avatar{width:9cqw;height:9cqw;margin:0 auto 1.2cqw;border-radius:50%;background:var(--accent-deep);color:var(--on-deep);display:flex;align-items:center;justify-content:center;font-weight:700;font-size:3.2cqw;overflow:hidden}
.people .avatar img{width:100%;height:100%;object-fit:cover}
.cards.pics .card{padding:0;gap:0}.cards.pics .card>h3{margin:1.6cqw 2cqw .8cqw}.cards.pics .card>p{margin:0 2cqw 2cqw}.cards.pics.tiles .card{justify-content:flex-start}
.cards.pics .pic{flex:none;width:100%;background:var(--card);display:flex;align-items:center;justify-content:center;overflow:hidden}
.cards.pics .pic img{width:100%;height:100%;object-fit:cover;display:block}
.people p{margin:0}.people .name{font-weight:700;font-size:1.9cqw}.people .role{font-size:1.5cqw;color:var(--muted)}
.L-image-text .in{padding:0}
.split{position:absolute;inset:0;display:grid;grid-template-columns:52% 48%}.split.left{grid-template-columns:48% 52%}
.split.left .pic{order:-1}
.split .text{padding:6.4cqw;display:flex;flex-direction:column;justify-content:center;min-height:0;overflow:hidden}.split .text .body{flex:0 1 auto}
.split .pic{margin:0;min-height:0}.split .pic img{width:100%;height:100%;object-fit:cover;display:block}
.L-full-bleed .in{padding:0}
.bleed{position:absolute;inset:0;margin:0}.bleed img{width:100%;height:100%;object-fit:cover;display:block}
.band{position:absolute;left:0;right:0;bottom:0;height:38%;background:rgba(0,0,0,.62);color:#fff;padding:2.5cqw 6.9cqw;display:flex;flex-direction:column;justify-content:center}
.band h2{font-family:var(--font-heading);font-size:4.2cqw;margin:0;line-height:1.1}.band .sub{margin:.8cqw 0 0;font-size:2cqw}
.L-full-bleed .foot{color:#fff}
.L-closing .in{justify-content:center;background:var(--accent-deep);color:var(--on-deep)}
.L-closing h2{font-family:var(--font-heading);font-size:5.4cqw;margin:0;line-height:1.05}
.L-closing .sub{font-size:2.4cqw;margin:1.6cqw 0 0}
.L-closing .contact{list-style:none;padding:0;margin:3.5cqw 0 0;font-size:1.8cqw;line-height:1.6}
.L-closing a{color:inherit}.L-closing .foot{color:var(--on-deep);opacity:.75}`;
