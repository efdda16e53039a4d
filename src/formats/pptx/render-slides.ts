// One deck slide → one or more slides on its layout: placeholders filled by idx, text fitted, continuation on overflow.
import { inlineText } from "../blocks.js";
import { parseMarkdown } from "../markdown/parse-markdown.js";
import type { Slide } from "../source.js";
import { bodyPhs, subtitlePh, titlePh, typedPh } from "./choose-layout.js";
import { fitScale, splitToFit } from "./fit-text.js";
import { decodeDataImage } from "./image.js";
import type { Box, Placeholder } from "./placeholders.js";
import { planTable } from "./table-xml.js";
import type { TemplateLayout } from "./template.js";
import { blockParas, bulletParas, textPara, type Para } from "./text-model.js";
import type { SlideBuilder } from "./slide-builder.js";
import type { DeckWriter } from "./write-deck.js";

const CONT = " (cont.)";

function contentBox(w: DeckWriter, layout: TemplateLayout): Box {
  const { cx, cy } = w.slideSize;
  const t = titlePh(layout)?.box;
  const top = t ? t.y + t.cy + Math.round(cy * 0.02) : Math.round(cy * 0.2);
  // A title that fills the slide leaves only a strip at the bottom.
  if (top > cy * 0.75) return { x: t?.x ?? Math.round(cx * 0.07), y: Math.round(cy * 0.82), cx: t?.cx ?? Math.round(cx * 0.86), cy: Math.round(cy * 0.12) };
  return { x: t?.x ?? Math.round(cx * 0.07), y: top, cx: t?.cx ?? Math.round(cx * 0.86), cy: Math.max(Math.round(cy * 0.92) - top, Math.round(cy * 0.3)) };
}

function boxOf(w: DeckWriter, layout: TemplateLayout, ph: Placeholder | undefined): Box {
  return ph?.box ?? contentBox(w, layout);
}

function setTitle(w: DeckWriter, b: SlideBuilder, layout: TemplateLayout, title: string | undefined): void {
  if (!title) return;
  const ph = titlePh(layout);
  const box = ph?.box ?? { x: Math.round(w.slideSize.cx * 0.07), y: Math.round(w.slideSize.cy * 0.05), cx: Math.round(w.slideSize.cx * 0.86), cy: Math.round(w.slideSize.cy * 0.15) };
  b.text(ph ?? null, box, [textPara(title)], ph?.sizes ?? [3600], 0.5);
}

function notesParas(notes: string | undefined, warnings: string[]): Para[] | null {
  if (!notes?.trim()) return null;
  const parsed = parseMarkdown(notes);
  warnings.push(...parsed.warnings);
  return blockParas(parsed.blocks);
}

/** Text that flows: shrinks to the floor, then continues on further slides with the title marked "(cont.)". */
function flow(w: DeckWriter, layout: TemplateLayout, title: string | undefined, paras: Para[], notes: Para[] | null): void {
  const ph = bodyPhs(layout)[0];
  const box = boxOf(w, layout, ph);
  const sizes = ph?.sizes ?? [2400, 2000, 1800, 1600, 1600];
  const k = w.ctx.widthFactor;
  const chunks = fitScale(paras, box, sizes, 0.6, k).fits ? [paras] : splitToFit(paras, box, sizes, 0.6, k);
  chunks.forEach((chunk, i) => {
    const b = w.newSlide(layout, i === 0 ? notes : null);
    setTitle(w, b, layout, title && i ? `${title}${CONT}` : title);
    b.text(ph ?? null, box, chunk, sizes);
  });
}

function markdownParas(w: DeckWriter, md: string): Para[] {
  const parsed = parseMarkdown(md);
  w.ctx.warnings.push(...parsed.warnings);
  return blockParas(parsed.blocks);
}

export function renderSlide(w: DeckWriter, slide: Slide): void {
  const layout = w.layoutFor(slide.layout);
  const notes = notesParas(slide.notes, w.ctx.warnings);
  switch (slide.layout) {
    case "title":
    case "section": {
      const b = w.newSlide(layout, notes);
      setTitle(w, b, layout, slide.title);
      const sub = subtitlePh(layout) ?? bodyPhs(layout)[0];
      if (slide.subtitle) b.text(sub ?? null, boxOf(w, layout, sub), [textPara(slide.subtitle)], sub?.sizes ?? [2400], 0.5);
      return;
    }
    case "bullets":
      return flow(w, layout, slide.title, bulletParas(slide.bullets), notes);
    case "content": {
      // Markdown tables become native table slides after the text (same title), never pipe-separated text.
      const parsed = parseMarkdown(slide.body);
      w.ctx.warnings.push(...parsed.warnings);
      const tables = parsed.blocks.filter((b) => b.type === "table");
      const text = parsed.blocks.filter((b) => b.type !== "table");
      if (text.length || !tables.length) flow(w, layout, slide.title, blockParas(text), notes);
      tables.forEach((t, i) => {
        if (t.type !== "table") return;
        const table = { columns: t.header.map((c) => inlineText(c)), rows: t.rows.map((r) => t.header.map((_, k) => inlineText(r[k] ?? []))) };
        renderSlide(w, { layout: "table", title: slide.title, table, notes: !text.length && i === 0 ? slide.notes : undefined });
      });
      return;
    }
    case "two-column": {
      const b = w.newSlide(layout, notes);
      setTitle(w, b, layout, slide.title);
      const [l, r] = bodyPhs(layout);
      const whole = boxOf(w, layout, l);
      const half = { ...whole, cx: Math.round(whole.cx / 2 - 91440) };
      const leftBox = r ? whole : half;
      const rightBox = r ? boxOf(w, layout, r) : { ...half, x: whole.x + whole.cx - half.cx };
      b.text(l ?? null, leftBox, markdownParas(w, slide.left), l?.sizes ?? [2000, 1800, 1600], 0.5);
      b.text(r ?? null, rightBox, markdownParas(w, slide.right), r?.sizes ?? l?.sizes ?? [2000, 1800, 1600], 0.5);
      return;
    }
    case "table": {
      const ph = typedPh(layout, "tbl") ?? bodyPhs(layout).find((p) => p.type === "obj");
      const box = boxOf(w, layout, ph ?? bodyPhs(layout)[0]);
      const plan = planTable(slide.table, box, w.ctx.widthFactor);
      plan.chunks.forEach((rows, i) => {
        const b = w.newSlide(layout, i === 0 ? notes : null);
        setTitle(w, b, layout, slide.title && i ? `${slide.title}${CONT}` : slide.title);
        b.table(ph ?? null, box, slide.table, plan, rows);
      });
      return;
    }
    case "chart": {
      const ph = typedPh(layout, "chart") ?? bodyPhs(layout).find((p) => p.type === "obj");
      const b = w.newSlide(layout, notes);
      setTitle(w, b, layout, slide.title);
      b.chart(ph ?? null, boxOf(w, layout, ph ?? bodyPhs(layout)[0]), slide.chart);
      return;
    }
    case "quote": {
      const b = w.newSlide(layout, notes);
      const bodies = bodyPhs(layout);
      const title = titlePh(layout);
      const quote = [textPara(`“${slide.quote}”`)];
      const attribution = slide.attribution ? [textPara(`— ${slide.attribution}`)] : null;
      if (!title) {
        const [q, a] = bodies;
        b.text(q ?? null, boxOf(w, layout, q), a || !attribution ? quote : [...quote, ...attribution], q?.sizes ?? [3200], 0.5);
        if (a && attribution) b.text(a, boxOf(w, layout, a), attribution, a.sizes, 0.5);
      } else {
        // Layouts with a title (section header, big-statement): the quote is the title, the attribution its subtitle.
        b.text(title, boxOf(w, layout, title), quote, title.sizes, 0.4);
        const a = subtitlePh(layout) ?? bodies[0];
        if (attribution) b.text(a ?? null, boxOf(w, layout, a), attribution, a?.sizes ?? [1800], 0.5);
      }
      return;
    }
    case "image": {
      const b = w.newSlide(layout, notes);
      setTitle(w, b, layout, slide.title);
      const pic = typedPh(layout, "pic") ?? bodyPhs(layout).find((p) => p.type === "obj");
      const box = boxOf(w, layout, pic ?? bodyPhs(layout)[0]);
      const img = decodeDataImage(slide.image.src);
      const caption = bodyPhs(layout).find((p) => p !== pic);
      if (img) b.picture(pic ?? null, box, img, slide.image.alt);
      else {
        w.ctx.warnings.push(`slide ${w.slideCount}: image is not a png/jpeg/gif data: URL; its alt text is shown instead`);
        b.text(null, box, [textPara(slide.image.alt ? `[${slide.image.alt}]` : "[image]")], [2000]);
      }
      if (caption && slide.image.alt && img) b.text(caption, boxOf(w, layout, caption), [textPara(slide.image.alt)], caption.sizes, 0.5);
      return;
    }
  }
}
