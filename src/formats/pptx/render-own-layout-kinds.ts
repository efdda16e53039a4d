// The designed kinds on layouts of their own: image + text and full-bleed (on a brand, in its picture frames and the
// regions its artwork leaves free) and the closing slide.
import { besideTextTop, splitImage, TYPE } from "../slide-kinds/arrange.js";
import type { DesignedKind } from "../model/slide-outline.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import { largestFreeRect } from "./design/free-region.js";
import { overlapArea } from "./design/backdrop.js";
import { floorFor, minBodySize, writeText, writeTitle } from "./flow-text.js";
import { emuBox } from "../ooxml/drawingml.js";
import { coverRegion, pictureFrame } from "./picture-frames.js";
import type { TextRegion } from "./slide-targets.js";
import { blockParas, textPara } from "./text-model.js";
import { bold, paletteFor, picture, text, toBox, toRect, type KindCtx, type SlideFrame } from "./kind-shapes.js";

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

export function imageText(frame: SlideFrame, slide: DesignedKind<"image-text">): void {
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

export function fullBleed(frame: SlideFrame, slide: DesignedKind<"full-bleed">): void {
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

export function closing({ w, notes, pt, whole, margin }: SlideFrame, slide: DesignedKind<"closing">): void {
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
  const strip = titleClear ? emuBox(titleBox.x, stripTop, titleBox.cx, stripBottom - stripTop) : null;
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
