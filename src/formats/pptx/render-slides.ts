// One deck slide → one or more slides on the layout the design plan chose, each part placed and coloured for its layout.
import { emu } from "../../lib/units.js";
import { emuBox } from "../ooxml/drawingml.js";
import { notesWithSources } from "../model/slide-notes.js";
import { inlineText } from "../model/blocks.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import type { Slide } from "../model/source.js";
import { chartColours, tableColours, textColour } from "./design/slide-colours.js";
import { overlapArea } from "./design/backdrop.js";
import { GAP } from "./design/free-region.js";
import { floorFor, flowText, minBodySize, writeColumns, writeText, writeTitle } from "./flow-text.js";
import { decodeDataImage } from "../model/data-image.js";
import { columnTargets, graphicTarget, textRegion, type TextRegion } from "./slide-targets.js";
import { planTable } from "./table-xml.js";
import { describeChart } from "../model/describe-chart.js";
import { describeTable } from "./describe-table.js";
import { blockParas, bulletParas, textPara, type Para } from "./text-model.js";
import type { DeckWriter } from "./write-deck.js";
import { renderDesignedSlide } from "./render-kinds.js";
import { clearArea } from "./picture-frames.js";
import { pointsPerFrameUnit } from "../model/slide-size.js";

const CONT = " (cont.)";

function notesParas(notes: string | undefined, warnings: string[]): Para[] | null {
  if (!notes?.trim()) return null;
  const parsed = parseMarkdown(notes);
  warnings.push(...parsed.warnings);
  return blockParas(parsed.blocks);
}

function markdownParas(w: DeckWriter, md: string): Para[] {
  const parsed = parseMarkdown(md);
  w.ctx.warnings.push(...parsed.warnings);
  return blockParas(parsed.blocks);
}

/** Renders one source slide; `position` tells a closing title slide (the deck's last) from an opening one. */
export function renderSlide(
  w: DeckWriter,
  slide: Slide,
  position: { index: number; count: number } = { index: 0, count: 1 },
): void {
  const notes = notesParas(notesWithSources(slide), w.ctx.warnings);
  switch (slide.layout) {
    case "title":
    case "section":
      return renderTitleSlide(w, slide, notes, position);
    case "bullets":
      return flowText(w, "bullets", slide.title, bulletParas(slide.bullets, w.ctx.warnings), notes);
    case "content": {
      // Markdown tables become native table slides after the text (same title), never pipe-separated text.
      const parsed = parseMarkdown(slide.body);
      w.ctx.warnings.push(...parsed.warnings);
      const tables = parsed.blocks.filter((b) => b.type === "table");
      const text = parsed.blocks.filter((b) => b.type !== "table");
      if (text.length || !tables.length) flowText(w, "content", slide.title, blockParas(text), notes);
      tables.forEach((t, i) => {
        if (t.type !== "table") return;
        const table = {
          columns: t.header.map((c) => inlineText(c)),
          rows: t.rows.map((r) => t.header.map((_, k) => inlineText(r[k] ?? []))),
        };
        renderSlide(w, {
          layout: "table",
          title: slide.title,
          table,
          ...(!text.length && i === 0 ? { notes: slide.notes, sources: slide.sources } : {}),
        });
      });
      return;
    }
    case "two-column":
      return renderColumns(w, slide.title, markdownParas(w, slide.left), markdownParas(w, slide.right), notes);
    case "table": {
      const f = w.layoutFor("table");
      const target = graphicTarget(w.template, f, "tbl");
      const plan = planTable(
        slide.table,
        target.box,
        w.ctx.widthFactor,
        pointsPerFrameUnit(w.slideSize.cx),
        w.ctx.lang,
      );
      const colours = tableColours(f.layout, target.box);
      plan.chunks.forEach((_, i) => {
        const b = w.newSlide(f.layout, i === 0 ? notes : null);
        writeTitle(w, b, f, slide.title && i ? `${slide.title}${CONT}` : slide.title, true);
        b.table(target, slide.table, plan, i, colours, describeTable(slide.title, slide.table, plan.chunks[i] ?? []));
      });
      return;
    }
    case "chart": {
      const f = w.layoutFor("chart");
      const target = graphicTarget(w.template, f, "chart");
      const b = w.newSlide(f.layout, notes);
      writeTitle(w, b, f, slide.title, true);
      const count = slide.chart.type === "pie" ? slide.chart.categories.length : slide.chart.series.length;
      b.chart(
        target,
        slide.chart,
        chartColours(f.layout, target.box, count, pointsPerFrameUnit(w.slideSize.cx)),
        describeChart(slide.chart, slide.title),
      );
      return;
    }
    case "quote":
      return renderQuote(w, slide.quote, slide.attribution, notes);
    case "image": {
      const f = w.layoutFor("image");
      const b = w.newSlide(f.layout, notes);
      writeTitle(w, b, f, slide.title, true);
      const frame = graphicTarget(w.template, f, "pic");
      // On a brand the picture keeps clear of the layout's artwork and footer fields (a rule across its frame stays in view).
      const clear = w.brand ? clearArea(f, frame.box) : frame.box;
      const target = clear === frame.box ? frame : { ...frame, box: clear, pin: true };
      const img = decodeDataImage(slide.image.src);
      // A picture without alt text is named by the slide's title; with neither it is decoration.
      if (img) b.picture(target, img, slide.image.alt.trim() || (slide.title ?? ""));
      else {
        w.ctx.warnings.push(
          `slide ${w.slideCount}: image is not a png/jpeg/gif data: URL; its alt text is shown instead`,
        );
        const region: TextRegion = { target: { ph: null, box: target.box }, sizes: [2000], intended: null };
        writeText(b, f, region, [textPara(slide.image.alt ? `[${slide.image.alt}]` : "[image]")], 0.5);
      }
      const caption = f.bodies.find((p) => p !== target.ph && p.box && !overlapArea(p.box, target.box));
      if (caption && slide.image.alt && img)
        writeText(
          b,
          f,
          { target: { ph: caption, box: caption.box! }, sizes: caption.sizes, intended: caption.colour ?? null },
          [textPara(slide.image.alt)],
          0.5,
        );
      return;
    }
    default:
      return renderDesignedSlide(w, slide, notes);
  }
}

function renderTitleSlide(
  w: DeckWriter,
  slide: Extract<Slide, { layout: "title" | "section" }>,
  notes: Para[] | null,
  position: { index: number; count: number },
): void {
  const closing = slide.layout === "title" && position.index > 0 && position.index === position.count - 1;
  const role = slide.layout === "section" ? "section" : closing ? "closing" : "title";
  const f = w.layoutFor(role);
  const b = w.newSlide(f.layout, notes, role === "title");
  writeTitle(w, b, f, slide.title, false);
  if (!slide.subtitle) return;
  const sub = f.subtitle ?? f.bodies.find((p) => p.box);
  const region: TextRegion | null = sub?.box
    ? { target: { ph: sub, box: sub.box }, sizes: sub.sizes, intended: sub.colour ?? null }
    : belowTitle(w, f);
  if (region) writeText(b, f, region, [textPara(slide.subtitle)], 0.5);
}

/** A free box under the title for a subtitle on a layout that has no place for one. */
function belowTitle(w: DeckWriter, f: ReturnType<DeckWriter["layoutFor"]>): TextRegion | null {
  const t = f.title?.box ?? f.contentTitleBox;
  if (!t) return null;
  const y = t.y + t.cy + GAP;
  const cy = Math.min(Math.round(w.slideSize.cy * 0.15), w.slideSize.cy - y - Math.round(w.slideSize.cy * 0.05));
  return cy > w.slideSize.cy * 0.05
    ? { target: { ph: null, box: emuBox(t.x, y, t.cx, cy) }, sizes: [2000], intended: f.title?.colour ?? null }
    : null;
}

function renderColumns(
  w: DeckWriter,
  title: string | undefined,
  left: Para[],
  right: Para[],
  notes: Para[] | null,
): void {
  const f = w.layoutFor("two-column");
  const b = w.newSlide(f.layout, notes);
  writeTitle(w, b, f, title, true);
  const columns = columnTargets(w.template, f);
  if (!columns) {
    w.ctx.warnings.push(`slide ${w.slideCount}: the template has no place for body text; the columns were left out`);
    return;
  }
  writeColumns(w, b, f, columns, left, right);
}

function renderQuote(w: DeckWriter, quote: string, attribution: string | undefined, notes: Para[] | null): void {
  const f = w.layoutFor("quote");
  const b = w.newSlide(f.layout, notes);
  const text = [textPara(`“${quote}”`)];
  const by = attribution ? [textPara(`— ${attribution}`)] : null;
  const untitled = !f.title ? f.bodies.filter((p) => p.box) : [];
  if (untitled.length) {
    const [q, a] = untitled;
    writeText(
      b,
      f,
      { target: { ph: q!, box: q!.box! }, sizes: q!.sizes, intended: q!.colour ?? null },
      a || !by ? text : [...text, ...by],
      floorFor(q!.sizes, minBodySize(f)),
    );
    if (a && by)
      writeText(
        b,
        f,
        { target: { ph: a, box: a.box! }, sizes: a.sizes, intended: a.colour ?? null },
        by,
        floorFor(a.sizes, minBodySize(f)),
      );
    return;
  }
  const region = f.free ? { box: f.free, intended: textRegion(w.template, f)?.intended ?? null } : null;
  if (region) {
    // A quote is set large in the open area beside the title, the attribution under it.
    const attributionHeight = by ? Math.round(region.box.cy * 0.22) : 0;
    const quoteBox = { ...region.box, cy: emu(region.box.cy - attributionHeight) };
    const rgb = textColour(f.layout, quoteBox, null, true, region.intended);
    b.text({ ph: null, box: quoteBox }, text, {
      sizes: [3200],
      floor: 0.55,
      rgb,
      italic: true,
      anchor: "ctr",
      heading: true,
    });
    if (by) {
      const byBox = { ...region.box, y: emu(quoteBox.y + quoteBox.cy), cy: emu(attributionHeight) };
      b.text({ ph: null, box: byBox }, by, {
        sizes: [2000],
        floor: 0.6,
        rgb: textColour(f.layout, byBox, null, false, region.intended),
        align: "r",
        anchor: "t",
      });
    }
    return;
  }
  // Section-like layouts: the quote is the title, the attribution its subtitle.
  writeTitle(w, b, f, `“${quote}”`, false);
  const sub = f.subtitle ?? f.bodies.find((p) => p.box);
  if (by && sub?.box)
    writeText(
      b,
      f,
      { target: { ph: sub, box: sub.box }, sizes: sub.sizes, intended: sub.colour ?? null },
      by,
      floorFor(sub.sizes, minBodySize(f)),
    );
}
