// The designed slide kinds as native shapes on the template's own layouts: KPI, cards, timeline, comparison, agenda and
// team on the bullets layout here; image + text, full-bleed and closing in render-own-layout-kinds.ts. Geometry comes
// from slide-kinds/arrange.ts, as in the PDF.
import type { Slide } from "../model/source.js";
import { EMU_PER_PT } from "../../lib/units.js";
import { agendaRows, agendaTextSize } from "../slide-kinds/agenda.js";
import {
  cardGrid,
  comparisonColumns,
  initials,
  kindType,
  scaleType,
  teamGrid,
  timeline,
  type Rect,
} from "../slide-kinds/arrange.js";
import { metricRow } from "../slide-kinds/metrics.js";
import {
  renderDesigned,
  TREND_ARROW,
  trendOf,
  type DesignedKind,
  type DesignedRenderers,
} from "../model/slide-outline.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import { writeTitle } from "./flow-text.js";
import { decodeDataImage } from "../model/data-image.js";
import { blockParas, textPara, type Para } from "./text-model.js";
import type { DeckWriter } from "./write-deck.js";
import {
  bold,
  contentArea,
  icon,
  onSlide,
  paletteFor,
  picture,
  pictureArea,
  REFERENCE_WIDTH,
  sharedSize,
  slideRect,
  text,
  toBox,
  type KindCtx,
  type SlideFrame,
} from "./kind-shapes.js";
import { closing, fullBleed, imageText } from "./render-own-layout-kinds.js";

function kpi(k: KindCtx, slide: Extract<Slide, { layout: "kpi" }>, area: Rect): void {
  const type = kindType("kpi", slide.metrics.length);
  const row = metricRow(area, slide.metrics, k.pt);
  row.metrics.forEach((m, i) => {
    const metric = slide.metrics[i]!;
    k.b.shape(toBox(m.card), { geom: "roundRect", fill: k.p.card, name: "Metric card" });
    k.b.shape(toBox({ x: m.card.x, y: m.card.y + 16 * k.pt, w: 5 * k.pt, h: m.card.h - 32 * k.pt }), {
      geom: "rect",
      fill: k.p.accent,
      name: "Metric accent",
    });
    text(k, m.value, [bold(metric.value)], row.size, k.p.accentText, { anchor: "b", heading: true });
    text(k, m.label, [textPara(metric.label)], type.text, k.p.onCard);
    const trend = trendOf(metric);
    if (metric.change)
      text(
        k,
        m.change,
        [bold(`${trend ? `${TREND_ARROW[trend]} ` : ""}${metric.change}`)],
        type.note,
        trend === "up" ? k.p.up : trend === "down" ? k.p.down : k.p.mutedOnCard,
      );
  });
}

function badge(k: KindCtx, r: Rect): void {
  k.b.shape(toBox(r), { geom: "ellipse", fill: k.p.accent, name: "Badge" });
}

function cards(k: KindCtx, slide: Extract<Slide, { layout: "cards" }>, area: Rect): void {
  const lines = slide.cards.some((c) => c.text);
  const pictures = slide.cards.some((c) => c.image);
  const grid = cardGrid(
    pictures ? pictureArea(k, area) : area,
    slide.cards.length,
    k.pt,
    lines,
    slide.cards.map((c) => c.title),
    slide.cards.some((c) => c.icon),
    pictures,
  );
  const titles = grid.map((c, i) => ({ r: c.title, paras: [bold(slide.cards[i]!.title)] }));
  const texts = grid.map((c, i) => ({
    r: c.text,
    paras: slide.cards[i]!.text ? [textPara(slide.cards[i]!.text!)] : [],
  }));
  const type = kindType(lines ? "cards" : "tiles", slide.cards.length);
  const titleSize = sharedSize(k, titles, type.head);
  const textSize = sharedSize(k, texts, type.text);
  grid.forEach((c, i) => {
    const card = slide.cards[i]!;
    k.b.shape(toBox(c.card), { geom: "roundRect", fill: k.p.card, name: "Card" });
    if (card.image && c.picture) picture(k, card.image, c.picture);
    else if (card.icon) {
      badge(k, c.icon);
      icon(
        k,
        card.icon,
        { x: c.icon.x + c.icon.w * 0.22, y: c.icon.y + c.icon.h * 0.22, w: c.icon.w * 0.56, h: c.icon.h * 0.56 },
        k.p.onAccent,
      );
    }
    text(
      k,
      c.title,
      titles[i]!.paras,
      titleSize,
      k.p.onCard,
      lines ? { anchor: pictures ? "t" : "b", heading: true } : { align: "ctr", anchor: "t", heading: true },
    );
    if (lines) text(k, c.text, texts[i]!.paras, textSize, k.p.mutedOnCard);
  });
}

function steps(k: KindCtx, slide: Extract<Slide, { layout: "timeline" }>, area: Rect): void {
  const lines = slide.steps.some((s) => s.text);
  const plan = timeline(area, slide.steps.length, k.pt, {
    lines,
    dateChars: Math.max(0, ...slide.steps.map((s) => [...(s.date ?? "")].length)),
  });
  k.b.shape(toBox(plan.line), { geom: "rect", fill: k.p.accent, name: "Timeline" });
  const type = scaleType(kindType(plan.vertical ? "timeline-rows" : "timeline", slide.steps.length), plan.scale);
  const titles = plan.steps.map((s, i) => ({ r: s.title, paras: [bold(slide.steps[i]!.title)] }));
  const texts = plan.steps.map((s, i) => ({
    r: s.text,
    paras: slide.steps[i]!.text ? [textPara(slide.steps[i]!.text!)] : [],
  }));
  const titleSize = sharedSize(k, titles, type.head);
  const textSize = sharedSize(k, texts, type.text);
  plan.steps.forEach((s, i) => {
    const step = slide.steps[i]!;
    const { cx, cy, r } = s.dot;
    if (s.card) k.b.shape(toBox(s.card), { geom: "roundRect", fill: k.p.card, name: "Step panel" });
    k.b.shape(toBox({ x: cx - r, y: cy - r, w: 2 * r, h: 2 * r }), { geom: "ellipse", fill: k.p.accent, name: "Step" });
    k.b.shape(toBox({ x: cx - r * 0.45, y: cy - r * 0.45, w: r * 0.9, h: r * 0.9 }), {
      geom: "ellipse",
      fill: k.p.background,
      name: "Step centre",
    });
    if (plan.vertical) {
      if (step.date)
        text(k, s.date, [bold(step.date)], type.note, onSlide(k, s.date, k.p.accentText), {
          align: "r",
          anchor: "ctr",
        });
      text(k, s.title, titles[i]!.paras, titleSize, s.card ? k.p.onCard : onSlide(k, s.title, k.p.text), {
        anchor: "ctr",
        heading: true,
      });
      if (step.text)
        text(k, s.text, texts[i]!.paras, textSize, s.card ? k.p.mutedOnCard : onSlide(k, s.text, k.p.muted));
      return;
    }
    if (step.date)
      text(k, s.date, [bold(step.date)], type.note, onSlide(k, s.date, k.p.accentText), { align: "ctr", anchor: "b" });
    text(k, s.title, titles[i]!.paras, titleSize, onSlide(k, s.title, k.p.text), {
      align: "ctr",
      anchor: "b",
      heading: true,
    });
    text(k, s.text, texts[i]!.paras, textSize, onSlide(k, s.text, k.p.muted), { align: "ctr" });
  });
}

function comparison(k: KindCtx, slide: Extract<Slide, { layout: "comparison" }>, area: Rect): void {
  const type = kindType("comparison", slide.columns.length);
  const cols = comparisonColumns(area, slide.columns.length, k.pt);
  const bodies = cols.map((c, i) => {
    const parsed = parseMarkdown(slide.columns[i]!.points.map((t) => `- ${t.replace(/\n/g, " ")}`).join("\n"));
    k.w.ctx.warnings.push(...parsed.warnings);
    return { r: c.body, paras: blockParas(parsed.blocks) };
  });
  const bodySize = sharedSize(k, bodies, type.text);
  cols.forEach((c, i) => {
    const col = slide.columns[i]!;
    k.b.shape(toBox(c.column), { geom: "roundRect", fill: k.p.card, name: "Column" });
    k.b.shape(toBox(c.head), { geom: "rect", fill: k.p.accent, name: "Column head" });
    text(
      k,
      { x: c.head.x + 12 * k.pt, y: c.head.y, w: c.head.w - 24 * k.pt, h: c.head.h },
      [bold(col.heading)],
      type.head,
      k.p.onAccent,
      { anchor: "ctr", heading: true },
    );
    text(k, c.body, bodies[i]!.paras, bodySize, k.p.onCard, { spread: true });
  });
}

function agenda(k: KindCtx, slide: Extract<Slide, { layout: "agenda" }>, area: Rect): void {
  const boxes = agendaRows(area, slide.items.length, k.pt, slide.items);
  const tiles = boxes.some((b) => b.tile);
  const items = boxes.map((b, i) => ({
    r: b.text,
    paras: [tiles ? bold(slide.items[i]!) : textPara(slide.items[i]!)],
  }));
  const size = sharedSize(
    k,
    items,
    tiles ? agendaTextSize(slide.items, area, k.pt) : kindType("agenda", slide.items.length).text,
  );
  boxes.forEach((row, i) => {
    if (row.tile) k.b.shape(toBox(row.tile), { geom: "roundRect", fill: k.p.card, name: "Agenda tile" });
    badge(k, row.badge);
    text(k, row.badge, [bold(String(i + 1))], (row.badge.h / k.pt) * 0.42, k.p.onAccent, {
      align: "ctr",
      anchor: "ctr",
    });
    text(k, row.text, items[i]!.paras, size, tiles ? k.p.onCard : k.p.text, { anchor: tiles ? "t" : "ctr" });
  });
}

function team(k: KindCtx, slide: Extract<Slide, { layout: "team" }>, area: Rect): void {
  const type = kindType("team", slide.people.length);
  teamGrid(slide.people.some((p) => p.image) ? pictureArea(k, area) : area, slide.people.length, k.pt).forEach(
    (cell, i) => {
      const person = slide.people[i]!;
      k.b.shape(toBox(cell.card), { geom: "roundRect", fill: k.p.card, name: "Person card" });
      const img = person.image ? decodeDataImage(person.image.src) : null;
      if (person.image && !img)
        k.w.ctx.warnings.push(
          `slide ${k.w.slideCount}: the portrait of ${person.name} is not a png/jpeg/gif data: URL; initials are shown instead`,
        );
      if (img)
        k.b.pictureCover(toBox(cell.avatar), img, person.image!.alt || person.name, "ellipse", person.image!.focus);
      else {
        k.b.shape(toBox(cell.avatar), { geom: "ellipse", fill: k.p.accent, name: "Portrait" });
        text(k, cell.avatar, [bold(initials(person.name))], (cell.avatar.h / k.pt) * 0.34, k.p.onAccent, {
          align: "ctr",
          anchor: "ctr",
          heading: true,
        });
      }
      text(k, cell.name, [bold(person.name)], type.head, k.p.onCard, { align: "ctr", anchor: "b", heading: true });
      if (person.role) text(k, cell.role, [textPara(person.role)], type.text, k.p.mutedOnCard, { align: "ctr" });
    },
  );
}

/** A designed kind on the bullets layout: its title written, the kind drawn in the area below it. */
function onContentLayout<S extends { title?: string }>(
  draw: (k: KindCtx, slide: S, area: Rect) => void,
): (frame: SlideFrame, slide: S) => void {
  return ({ w, notes, pt }, slide) => {
    const f = w.layoutFor("bullets");
    const b = w.newSlide(f.layout, notes);
    writeTitle(w, b, f, slide.title, true);
    const area = contentArea(w, f);
    const k: KindCtx = { w, b, f, pt, p: paletteFor(f, toBox(area)) };
    draw(k, slide, area);
  };
}

/** Every designed kind's drawing: image + text, full-bleed and closing on layouts of their own, the rest on the bullets layout. */
const RENDERERS = {
  kpi: onContentLayout(kpi),
  cards: onContentLayout(cards),
  timeline: onContentLayout(steps),
  comparison: onContentLayout(comparison),
  agenda: onContentLayout(agenda),
  "image-text": imageText,
  "full-bleed": fullBleed,
  team: onContentLayout(team),
  closing,
} satisfies DesignedRenderers<SlideFrame>;

/** Renders one designed slide on the layout the design plan chose for its role. */
export function renderDesignedSlide(w: DeckWriter, slide: DesignedKind, notes: Para[] | null): void {
  const pt = EMU_PER_PT * (w.slideSize.cx / REFERENCE_WIDTH);
  const whole = slideRect(w);
  renderDesigned(RENDERERS, { w, notes, pt, whole, margin: whole.w * 0.0688 }, slide);
}
