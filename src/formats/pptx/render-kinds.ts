// The designed slide kinds as native shapes on the template's own layouts: KPI, cards, timeline, comparison, agenda,
// image + text, full-bleed, team and closing. Geometry comes from slide-kinds/arrange.ts, as in the PDF.
import type { ImageRef, Slide } from "../model/source.js";
import { FRAME_WIDTH } from "../model/slide-size.js";
import { EMU_PER_PT } from "../model/units.js";
import { agendaRows, agendaTextSize } from "../slide-kinds/agenda.js";
import {
  besideTextTop,
  cardGrid,
  comparisonColumns,
  initials,
  kindType,
  scaleType,
  splitImage,
  teamGrid,
  timeline,
  TYPE,
  type Rect,
} from "../slide-kinds/arrange.js";
import { metricRow } from "../slide-kinds/metrics.js";
import { iconSegments } from "../slide-kinds/icons.js";
import { kindPalette, type KindPalette } from "../slide-kinds/palette.js";
import {
  renderDesigned,
  TREND_ARROW,
  trendOf,
  type DesignedKind,
  type DesignedRenderers,
} from "../model/slide-outline.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import { AA_TEXT, mix } from "../model/colour.js";
import { readableOnAll } from "../model/slide-colour-rules.js";
import { largestFreeRect } from "./design/free-region.js";
import { overlapArea } from "./design/backdrop.js";
import type { LayoutFacts } from "./design/layout-facts.js";
import { backdropFor, coloursUnder, textColour, themeCandidates } from "./design/slide-colours.js";
import { fitScale } from "./fit-text.js";
import { floorFor, minBodySize, writeText, writeTitle } from "./flow-text.js";
import { decodeDataImage } from "../model/data-image.js";
import type { Box, Placeholder } from "./placeholders.js";
import { clearArea, coverRegion, pictureFrame } from "./picture-frames.js";
import type { SlideBuilder } from "./slide-builder.js";
import { graphicTarget, type TextRegion } from "./slide-targets.js";
import { blockParas, textPara, type Para } from "./text-model.js";
import type { DeckWriter } from "./write-deck.js";

/** The slide width the type scale is drawn for (960 pt, a 16:9 widescreen slide). */
const REFERENCE_WIDTH = FRAME_WIDTH * EMU_PER_PT;

const toBox = (r: Rect): Box => ({ x: Math.round(r.x), y: Math.round(r.y), cx: Math.round(r.w), cy: Math.round(r.h) });
const toRect = (b: Box): Rect => ({ x: b.x, y: b.y, w: b.cx, h: b.cy });

interface KindCtx {
  w: DeckWriter;
  b: SlideBuilder;
  f: LayoutFacts;
  /** One point, scaled to the slide's width. */
  pt: number;
  p: KindPalette & { text: string; muted: string; background: string };
}

const bold = (text: string): Para => ({
  ...textPara(text),
  runs: textPara(text).runs.map((r) => (r.br ? r : { ...r, bold: true })),
});

/** Text of a designed kind is never shrunk below this (frame points): past it, it may run over rather than turn unreadable. */
const MIN_PT = 16;

function text(
  k: KindCtx,
  r: Rect,
  paras: Para[],
  size: number,
  rgb: string,
  o: { align?: "l" | "ctr" | "r"; anchor?: "t" | "ctr" | "b"; heading?: boolean; spread?: boolean } = {},
): void {
  if (!paras.length || r.w <= 0 || r.h <= 0) return;
  // Free text boxes keep PowerPoint's default insets out of the way: the geometry already leaves the room.
  const floor = Math.min(1, Math.max(0.55, MIN_PT / size));
  k.b.text({ ph: null, box: toBox(r) }, paras, {
    sizes: [Math.round(size * (k.pt / EMU_PER_PT) * 100)],
    floor,
    rgb,
    align: o.align,
    anchor: o.anchor ?? "t",
    heading: o.heading,
    spread: o.spread,
  });
}

/** One size for a row of parallel boxes (card titles, step texts): the largest at which every one of them fits, 16 pt at least. */
function sharedSize(k: KindCtx, items: { r: Rect; paras: Para[] }[], size: number): number {
  const hundredths = Math.round(size * (k.pt / EMU_PER_PT) * 100);
  const floor = Math.min(1, Math.max(0.55, MIN_PT / size));
  const scales = items.map(({ r, paras }) => fitScale(paras, toBox(r), [hundredths], floor, k.w.ctx.widthFactor).scale);
  return size * Math.min(1, ...scales);
}

const ICON_GRID = 24_000;
const iconXml = new Map<string, string[]>();

/** An icon's outlines as DrawingML path commands on a 24,000-unit grid (the same for every slide, so built once). */
function iconPathXml(name: string | undefined): string[] {
  const key = name ?? "";
  const cached = iconXml.get(key);
  if (cached) return cached;
  const pt = (x: number, y: number) => `<a:pt x="${Math.round(x * 1000)}" y="${Math.round(y * 1000)}"/>`;
  const paths = iconSegments(name).map((segments) =>
    segments
      .map((s) =>
        s[0] === "M"
          ? `<a:moveTo>${pt(s[1], s[2])}</a:moveTo>`
          : s[0] === "L"
            ? `<a:lnTo>${pt(s[1], s[2])}</a:lnTo>`
            : s[0] === "C"
              ? `<a:cubicBezTo>${pt(s[1], s[2])}${pt(s[3], s[4])}${pt(s[5], s[6])}</a:cubicBezTo>`
              : "<a:close/>",
      )
      .join(""),
  );
  iconXml.set(key, paths);
  return paths;
}

function icon(k: KindCtx, name: string | undefined, r: Rect, rgb: string): void {
  const grid = ICON_GRID;
  const paths = iconPathXml(name);
  const side = Math.min(r.w, r.h);
  const box = toBox({ x: r.x + (r.w - side) / 2, y: r.y + (r.h - side) / 2, w: side, h: side });
  k.b.vector(box, paths, { rgb, grid, strokeEmu: Math.round((side / 24) * 2), name: `Icon ${name ?? "dot"}` });
}

function paletteFor(f: LayoutFacts, box: Box): KindCtx["p"] {
  const background = backdropFor(f.layout, box).rgb;
  const textRgb = textColour(f.layout, box, null, false, null) ?? f.layout.colours.scheme("tx1") ?? "000000";
  const accent = f.layout.colours.scheme("accent1") ?? textRgb;
  const palette = kindPalette({ background, text: textRgb, muted: mix(textRgb, background, 0.72), accent });
  return { ...palette, text: textRgb, muted: palette.mutedOnBackground, background };
}

/**
 * The colour of words set on the slide itself in `r` (not on a card): on a background that changes across the slide (a
 * gradient), one that reads on every colour under their own box, since the palette's reads on one stop of it.
 */
function onSlide(k: KindCtx, r: Rect, rgb: string): string {
  const under = coloursUnder(k.f.layout, toBox(r));
  return under ? readableOnAll(themeCandidates(k.f.layout), rgb, under, AA_TEXT) : rgb;
}

/** The content area under the title: where the layout puts its body (or its free area). */
function contentArea(w: DeckWriter, f: LayoutFacts): Rect {
  return toRect(graphicTarget(w.template, f, "chart").box);
}

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

/** Where a kind's pictures may go: on a brand, the part of `area` that covers none of the layout's artwork or footer fields. */
const pictureArea = (k: KindCtx, area: Rect): Rect => (k.w.brand ? toRect(clearArea(k.f, toBox(area))) : area);

/** A picture covering `r` (in the layout's picture placeholder `ph` when given; decoration when `alt` is empty), or a marked frame with the alt text when the source is not an embeddable image. */
function picture(k: KindCtx, image: ImageRef, r: Rect, alt = image.alt, ph?: Placeholder): boolean {
  const img = decodeDataImage(image.src);
  if (img) {
    k.b.pictureCover(toBox(r), img, alt, "rect", image.focus, ph);
    return true;
  }
  k.w.ctx.warnings.push(
    `slide ${k.w.slideCount}: image is not a png/jpeg/gif data: URL; its alt text is shown instead`,
  );
  k.b.shape(toBox(r), { geom: "rect", fill: k.p.card, name: "Image placeholder" });
  text(
    k,
    { x: r.x + 24 * k.pt, y: r.y, w: r.w - 48 * k.pt, h: r.h },
    [textPara(`Image: ${alt || "untitled"}`)],
    TYPE.small,
    k.p.mutedOnCard,
    { align: "ctr", anchor: "ctr" },
  );
  return false;
}

function slideRect(w: DeckWriter): Rect {
  return { x: 0, y: 0, w: w.slideSize.cx, h: w.slideSize.cy };
}

/** Where a designed slide goes: the writer, its speaker notes, one point at this slide's width, the whole slide, its margin. */
interface SlideFrame {
  w: DeckWriter;
  notes: Para[] | null;
  pt: number;
  whole: Rect;
  margin: number;
}

/**
 * Picture and words on a brand: the template's picture frame (or a two-content column, or the region clear of its
 * artwork) for the picture, its title placeholder for the title and its text placeholder (or the room left) for the words.
 */
function brandImageText({ w, notes, pt }: SlideFrame, slide: DesignedKind<"image-text">): void {
  const fr = pictureFrame(w, (slide.side ?? "right") === "right");
  const b = w.newSlide(fr.f.layout, notes);
  writeTitle(w, b, fr.f, slide.title, true);
  const k: KindCtx = { w, b, f: fr.f, pt, p: paletteFor(fr.f, fr.picture.box) };
  picture(
    k,
    slide.image,
    toRect(fr.picture.box),
    slide.image.alt.trim() || (slide.title ?? ""),
    fr.picture.ph ?? undefined,
  );
  const parsed = parseMarkdown(slide.body);
  w.ctx.warnings.push(...parsed.warnings);
  const paras = blockParas(parsed.blocks);
  if (fr.text) writeText(b, fr.f, fr.text, paras, floorFor(fr.text.sizes, minBodySize(fr.f)));
  else if (paras.length)
    w.ctx.warnings.push(
      `slide ${w.slideCount}: the template leaves no room beside the picture for the text; it was left out`,
    );
}

/**
 * A cover picture on a brand: the title layout with its title and subtitle in their placeholders and the picture in the
 * region its artwork leaves free, else the template's picture frame with the subtitle as its words — never behind the
 * whole slide, where it would hide the template's artwork.
 */
function brandFullBleed({ w, notes, pt }: SlideFrame, slide: DesignedKind<"full-bleed">): void {
  const cover = w.layoutFor("title");
  const region = coverRegion(cover);
  const fr = region ? null : pictureFrame(w, true, !!slide.subtitle);
  const f = fr?.f ?? cover;
  const b = w.newSlide(f.layout, notes, w.slideCount === 0);
  writeTitle(w, b, f, slide.title, !!fr);
  const box = region ?? fr!.picture.box;
  const k: KindCtx = { w, b, f, pt, p: paletteFor(f, box) };
  picture(k, slide.image, toRect(box), slide.image.alt.trim() || (slide.title ?? ""), fr?.picture.ph ?? undefined);
  w.ctx.warnings.push(
    `slide ${w.slideCount}: the picture is set where the template's artwork leaves room, not behind the whole slide, so the artwork stays in view`,
  );
  if (!slide.subtitle) return;
  const sub = [f.subtitle, ...f.bodies].find((p) => p?.box);
  const words: TextRegion | null = fr
    ? fr.text
    : sub
      ? { target: { ph: sub, box: sub.box! }, sizes: sub.sizes, intended: sub.colour ?? null }
      : null;
  if (words) writeText(b, f, words, [textPara(slide.subtitle)], 0.5);
  else
    w.ctx.warnings.push(`slide ${w.slideCount}: the template's cover has no place for the subtitle; it was left out`);
}

function imageText(frame: SlideFrame, slide: DesignedKind<"image-text">): void {
  if (frame.w.brand) return brandImageText(frame, slide);
  const { w, notes, pt, whole, margin } = frame;
  const f = w.layoutFor("image");
  // A picture the slide's full height leaves no room for footers (a brand's pictures go in its frames: brandImageText).
  const b = w.newSlide(f.layout, notes, false, true);
  const parts = splitImage(whole, margin, slide.side ?? "right");
  const k: KindCtx = { w, b, f, pt, p: paletteFor(f, toBox(parts.text)) };
  picture(k, slide.image, parts.image, slide.image.alt.trim() || (slide.title ?? ""));
  const titleH = slide.title ? 110 * pt : 0;
  // Quire's split centres the words down their column.
  const y = besideTextTop(parts.text, titleH, slide.body, pt);
  if (slide.title) {
    text(k, { ...parts.text, y, h: titleH }, [bold(slide.title)], TYPE.title, k.p.text, { anchor: "b", heading: true });
    k.b.shape(toBox({ x: parts.text.x + 8 * pt, y: y + titleH + 8 * pt, w: 64 * pt, h: 3 * pt }), {
      geom: "rect",
      fill: k.p.accent,
      name: "Title rule",
    });
  }
  const parsed = parseMarkdown(slide.body);
  w.ctx.warnings.push(...parsed.warnings);
  const top = y + titleH + 28 * pt;
  text(k, { ...parts.text, y: top, h: parts.text.y + parts.text.h - top }, blockParas(parsed.blocks), 20, k.p.text);
}

function fullBleed(frame: SlideFrame, slide: DesignedKind<"full-bleed">): void {
  if (frame.w.brand) return brandFullBleed(frame, slide);
  const { w, notes, pt, whole, margin } = frame;
  const f = w.layoutFor("title");
  const b = w.newSlide(f.layout, notes, false, true);
  const k: KindCtx = { w, b, f, pt, p: paletteFor(f, toBox(whole)) };
  const shown = picture(k, slide.image, whole);
  if (!slide.title && !slide.subtitle) return;
  // Words over a photograph sit on a dark band, so they read whatever the picture holds.
  const band = { x: 0, y: whole.h * 0.62, w: whole.w, h: whole.h * 0.38 };
  b.shape(toBox(band), { geom: "rect", fill: "000000", alpha: shown ? 0.62 : 1, name: "Caption band" });
  if (slide.title)
    text(
      k,
      { x: margin, y: band.y + 24 * pt, w: whole.w - 2 * margin, h: band.h * 0.5 },
      [bold(slide.title)],
      TYPE.display - 8,
      "FFFFFF",
      { anchor: "b", heading: true },
    );
  if (slide.subtitle)
    text(
      k,
      { x: margin, y: band.y + 28 * pt + band.h * 0.5, w: whole.w - 2 * margin, h: band.h * 0.5 - 40 * pt },
      [textPara(slide.subtitle)],
      TYPE.subheading,
      "FFFFFF",
    );
}

function closing({ w, notes, pt, whole, margin }: SlideFrame, slide: DesignedKind<"closing">): void {
  const f = w.layoutFor("closing");
  // On a plain layout the closing slide is set on the accent; a designed closing layout keeps its own look.
  const slideArea = whole.w * whole.h;
  const plain =
    f.layout.artwork.reduce((sum, a) => sum + a.box.cx * a.box.cy, 0) < slideArea * 0.05 && f.layout.backgroundKnown;
  const b = w.newSlide(f.layout, notes, false, plain);
  // On a designed layout the words go in the largest area its artwork leaves free (never over a swoosh or a logo).
  const inner = { x: margin, y: whole.h * 0.08, w: whole.w - 2 * margin, h: whole.h * 0.84 };
  const obstacles = f.layout.artwork.filter((a) => a.box.cx * a.box.cy < slideArea * 0.6).map((a) => a.box);
  // Where the layout sets its own title, when no artwork crosses it: the words stand where a title slide's would.
  const titleBox = f.title?.box;
  const titleClear = titleBox && !obstacles.some((o) => overlapArea(o, titleBox) > 0);
  // Marks above the title (a rule over it) belong to the title's treatment: the words go below them.
  const above = titleClear
    ? obstacles.filter((o) => o.x < titleBox.x + titleBox.cx && o.x + o.cx > titleBox.x && o.y + o.cy <= titleBox.y)
    : [];
  const stripTop = Math.max(toBox(inner).y, ...above.map((o) => o.y + o.cy));
  const stripBottom = toBox(inner).y + toBox(inner).cy;
  const strip = titleClear ? { x: titleBox.x, y: stripTop, cx: titleBox.cx, cy: stripBottom - stripTop } : null;
  const open = plain
    ? null
    : (strip && largestFreeRect(strip, obstacles, w.slideSize)) ||
      largestFreeRect(toBox(inner), obstacles, w.slideSize);
  const room = open && open.cx > whole.w * 0.35 && open.cy > whole.h * 0.4 ? toRect(open) : inner;
  // The colours of what is behind the words, not of the whole slide (artwork may cover much of it).
  const k: KindCtx = { w, b, f, pt, p: paletteFor(f, toBox(plain ? whole : room)) };
  const fg = plain ? k.p.onAccent : k.p.text;
  if (plain) b.shape(toBox(whole), { geom: "rect", fill: k.p.accent, name: "Closing background" });
  const contact = slide.contact ?? [];
  const rows = [0.42, slide.subtitle ? 0.16 : 0, contact.length ? Math.min(0.34, 0.07 * contact.length + 0.04) : 0];
  const used = rows.reduce((a, r) => a + r, 0);
  let y = room.y + (room.h * (1 - used)) / 2;
  text(k, { x: room.x, y, w: room.w, h: room.h * rows[0]! }, [bold(slide.title)], TYPE.display + 6, fg, {
    anchor: "b",
    heading: true,
  });
  y += room.h * rows[0]!;
  if (slide.subtitle)
    text(
      k,
      { x: room.x, y: y + 8 * pt, w: room.w, h: room.h * rows[1]! },
      [textPara(slide.subtitle)],
      TYPE.heading,
      fg,
    );
  y += room.h * rows[1]!;
  if (contact.length)
    text(
      k,
      { x: room.x, y: y + 8 * pt, w: room.w, h: room.h * rows[2]! },
      contact.map((c) => textPara(c)),
      TYPE.body,
      fg,
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
