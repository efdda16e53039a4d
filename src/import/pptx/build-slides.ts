// One PowerPoint slide's shapes → the Quire slides that carry it: its kind read from its layout role and what it holds.
import type { Box } from "../../formats/ooxml/drawingml.js";
import type { ChartData, Slide, TableData } from "../../formats/model/source.js";
import type { LeftOut, LeftOutKind } from "./left-out.js";
import type { Para } from "./read-paragraphs.js";
import type { Item, PictureRef, SlideShapes, TextItem } from "./read-shapes.js";
import { area, readingOrder } from "./reading-order.js";
import { asBullets, clip, plainText, TEXT_LIMITS, toMarkdown, wordCount } from "./slide-text.js";

export interface SlideSource {
  /** 1-based position in the presentation. */
  number: number;
  /** The layout's type: "title", "secHead", "obj", … */
  layout: string;
  shapes: SlideShapes;
  /** Tables and charts already read, in the order they sit on the slide. */
  data: { box: Box | null; table?: TableData; chart?: ChartData; title?: string }[];
  /** Loads a picture; null when it cannot be kept (the loss is noted). */
  picture(ref: PictureRef): { src: string; alt: string } | null;
  notes?: string;
  slideSize: { cx: number; cy: number };
}

/** Pictures smaller than this share of the slide are icons, logos and bullets: decoration, not content. */
const DECORATION = 0.02;
/** A picture covering this share of a title or section slide makes it a picture slide. */
const BACKDROP = 0.4;
/** Text beside a picture up to this length, not a list, is its caption (an image slide's alt text, as Quire shows it). */
const CAPTION_WORDS = 30;
/** Text beside a table or chart up to this length is a caption or source line (kept in the notes). */
const DATA_CAPTION_WORDS = 20;
const QUOTE = /^\s*[“"„«‘'](?<quote>[\s\S]+)[”"“»’']\s*$/;

export function buildSlides(s: SlideSource, lost: LeftOut): Slide[] {
  const note = (kind: LeftOutKind) => lost.add(kind, s.number);
  const cut = () => note("textCut");
  s.shapes.lost.forEach(note);
  let texts = flatten(s.shapes.items);
  let titleParas = s.shapes.title;
  if (!plainText(titleParas)) {
    const promoted = promotedTitle(texts);
    if (promoted) {
      titleParas = promoted.paras;
      texts = texts.filter((t) => t !== promoted);
    }
  }
  let title = clip(plainText(titleParas, " "), TEXT_LIMITS.title, cut) || undefined;
  const body = texts.flatMap((t) => t.paras);
  const notes = s.notes ? clip(s.notes, TEXT_LIMITS.markdown, cut) : undefined;
  const slideArea = s.slideSize.cx * s.slideSize.cy;
  const pictures = s.shapes.pictures.filter((p) => !p.box || area(p.box) >= DECORATION * slideArea);

  if (s.data.length) {
    title ??= s.data.find((d) => d.title)?.title;
    // The slide's notes go with its first Quire slide; a short caption beside the data joins them.
    if (pictures.length) note("pictureBesideData");
    const out: Slide[] = [];
    let dataNotes = notes;
    if (body.length && wordCount(body) <= DATA_CAPTION_WORDS) {
      note("captionBesideData");
      dataNotes = [notes, toMarkdown(body, cut)].filter(Boolean).join("\n\n");
    } else if (body.length) {
      note("textBesideData");
      out.push(textSlide(title, body, cut));
    }
    if (s.data.length > 1) note("extraData");
    const titled = title ? { title } : {};
    for (const d of s.data)
      out.push(
        d.table ? { layout: "table", ...titled, table: d.table } : { layout: "chart", ...titled, chart: d.chart! },
      );
    if (dataNotes) out[0] = { ...out[0]!, notes: dataNotes };
    return out;
  }

  const withNotes = (slide: Slide): Slide => (notes ? { ...slide, notes } : slide);
  const subtitleParas = [...s.shapes.subtitle, ...body];
  // A picture filling much of a title slide (a full-bleed photo) is its content, not decoration.
  const backdrop = pictures.some((p) => p.box && area(p.box) >= BACKDROP * slideArea);
  const titled = (s.layout === "title" || s.layout === "secHead" || s.shapes.subtitle.length > 0) && !backdrop;
  if (titled && (title || s.shapes.subtitle.length) && plainText(subtitleParas).length <= TEXT_LIMITS.subtitle) {
    if (pictures.length) note("pictureOnTitle");
    const [head, ...rest] = title ? [title, ...lines(subtitleParas)] : lines(subtitleParas);
    const subtitle = rest.join("\n");
    return [
      withNotes({
        layout: s.layout === "secHead" ? "section" : "title",
        title: clip(head ?? "", TEXT_LIMITS.title, cut),
        ...(subtitle ? { subtitle } : {}),
      }),
    ];
  }

  const picture = pictures.length ? pickPicture(pictures, s, note) : null;
  if (picture) {
    const { image, box } = picture;
    if (!body.length || isCaption(body)) {
      const alt = plainText(body, " ") || image.alt;
      return [
        withNotes({
          layout: "image",
          ...(title ? { title } : {}),
          image: { src: image.src, alt: clip(alt, 1_000, cut) },
        }),
      ];
    }
    const textBox = texts.find((t) => t.box.cx > 0)?.box;
    const side = box && textBox && box.x + box.cx / 2 < textBox.x + textBox.cx / 2 ? "left" : "right";
    return [
      withNotes({
        layout: "image-text",
        ...(title ? { title } : {}),
        image: { src: image.src, alt: clip(image.alt, 1_000, cut) },
        body: toMarkdown(body, cut),
        side,
      }),
    ];
  }

  const quote = !title ? asQuote(texts) : null;
  if (quote)
    return [
      withNotes({
        layout: "quote",
        quote: clip(quote.quote, 5_000, cut),
        ...(quote.attribution ? { attribution: clip(quote.attribution, 500, cut) } : {}),
      }),
    ];

  const columns = twoColumns(s.shapes.items);
  if (columns)
    return [
      withNotes({
        layout: "two-column",
        ...(title ? { title } : {}),
        left: toMarkdown(columns[0], cut),
        right: toMarkdown(columns[1], cut),
      }),
    ];

  if (!title && !body.length) note("empty");
  return [withNotes(textSlide(title, body, cut))];
}

const isCaption = (body: Para[]) =>
  body.length <= 2 &&
  body.every((p) => p.list === "none") &&
  wordCount(body) <= CAPTION_WORDS &&
  plainText(body).length <= 1_000;

/** A list under a title is bullets; anything else (or untitled) is Markdown content. */
function textSlide(title: string | undefined, body: Para[], cut: () => void): Slide {
  const bullets = title ? asBullets(body) : null;
  if (title && bullets) return { layout: "bullets", title, bullets };
  return { layout: "content", ...(title ? { title } : {}), body: toMarkdown(body, cut) };
}

/** Texts in reading order, wholes (groups, panels, SmartArt) opened in their own reading order. */
export function flatten(items: Item[]): TextItem[] {
  return items.flatMap((i) => (i.members ? flatten(readingOrder(i.members)) : [i]));
}

const lines = (paras: Para[]) =>
  plainText(paras)
    .split("\n")
    .filter((l) => l.trim());

/**
 * A slide without a title placeholder often has its title in a text box: the first text, one short line, set
 * clearly larger than everything else on the slide.
 */
function promotedTitle(texts: TextItem[]): TextItem | null {
  const [first, ...rest] = texts;
  if (!first || first.paras.length !== 1 || first.ph) return null;
  const [p] = first.paras;
  const text = plainText(first.paras);
  if (!p || !p.size || p.list !== "none" || text.length > 150 || !/\p{L}/u.test(text)) return null;
  const others = rest.flatMap((t) => t.paras.map((q) => q.size));
  if (!others.length) return p.size >= 2800 ? first : null;
  return others.every((size) => size > 0 && p.size >= size * 1.2) ? first : null;
}

/** The largest picture that can be kept; a slide keeps one. */
function pickPicture(
  pictures: PictureRef[],
  s: SlideSource,
  note: (kind: LeftOutKind) => void,
): { image: { src: string; alt: string }; box: Box | null } | null {
  const sorted = [...pictures].sort((a, b) => (b.box ? area(b.box) : 0) - (a.box ? area(a.box) : 0));
  for (const ref of sorted) {
    const image = s.picture(ref);
    if (!image) continue;
    if (pictures.length > 1) note("pictureExtra");
    return { image, box: ref.box };
  }
  return null;
}

/** An untitled slide of one quoted text and, optionally, one line naming who said it. */
function asQuote(texts: TextItem[]): { quote: string; attribution?: string } | null {
  if (!texts.length || texts.length > 2) return null;
  const m = QUOTE.exec(plainText(texts[0]!.paras, " "));
  if (!m) return null;
  const by = texts[1] ? plainText(texts[1].paras, " ") : "";
  if (by && (texts[1]!.paras.length > 1 || !/^\s*[—–-]/.test(by))) return null;
  return { quote: m.groups!.quote!.trim(), ...(by ? { attribution: by.replace(/^\s*[—–-]+\s*/, "") } : {}) };
}

/** Two body placeholders side by side (with whatever else sits in their columns) → left and right texts. */
function twoColumns(items: Item[]): [Para[], Para[]] | null {
  const placeholders = items.filter((i) => !i.members && i.ph && i.box.cx > 0);
  if (placeholders.length < 2 || items.length > 50) return null;
  const sorted = [...items].sort((a, b) => a.box.x - b.box.x);
  // Exactly one clear vertical gap: three columns are not two.
  const splits = sorted.flatMap((item, i) =>
    i > 0 && sorted.slice(0, i).every((left) => left.box.x + left.box.cx <= item.box.x + 0.02 * item.box.cx) ? [i] : [],
  );
  if (splits.length !== 1) return null;
  const split = splits[0]!;
  const left = sorted.slice(0, split);
  const right = sorted.slice(split);
  if (!left.some((i) => placeholders.includes(i)) || !right.some((i) => placeholders.includes(i))) return null;
  // Both sides must share rows, or it is one column above another.
  const top = (g: Item[]) => Math.min(...g.map((i) => i.box.y));
  const bottom = (g: Item[]) => Math.max(...g.map((i) => i.box.y + i.box.cy));
  if (top(left) >= bottom(right) || top(right) >= bottom(left)) return null;
  const paras = (g: Item[]) => flatten(readingOrder(g)).flatMap((t) => t.paras);
  return [paras(left), paras(right)];
}
