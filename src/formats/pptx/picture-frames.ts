// On a brand, where a slide's picture goes: the template's own picture frame with its title and text placeholders, else
// a two-content layout's column, else the largest region of a layout that covers none of its artwork or footer fields.
import { emuBox } from "../ooxml/drawingml.js";
import { GAP, largestFreeRect } from "./design/free-region.js";
import type { DesignPlan } from "./design/plan-design.js";
import { columnPair, type LayoutFacts } from "./design/layout-facts.js";
import { clearOf, holds, pictureMarks } from "./design/picture-marks.js";
import type { Box, Placeholder } from "./placeholders.js";
import type { Target } from "./slide-builder.js";
import { bodySizes, type TextRegion } from "./slide-targets.js";
import type { DeckWriter } from "./write-deck.js";

/** How a layout takes a picture: its picture placeholder, or one of its two content placeholders side by side. */
export type PictureSlot = "picture placeholder" | "two-content";

/** A slide's picture and its words on a brand layout. */
export interface PictureFrame {
  f: LayoutFacts;
  slot: PictureSlot | "free region";
  picture: Target;
  /** Where the words beside the picture go (null: no room left for them). */
  text: TextRegion | null;
}

const area = (b: Box | null | undefined) => (b ? b.cx * b.cy : 0);
const apart = (a: Box, b: Box) => a.x + a.cx <= b.x || b.x + b.cx <= a.x || a.y + a.cy <= b.y || b.y + b.cy <= a.y;
const side = (a: Box, b: Box) => a.x + a.cx <= b.x || b.x + b.cx <= a.x;

/**
 * The part of a box that covers no mark (a swoosh crossing a picture frame's top is left in view), or null when less
 * than `least` of its area is left.
 */
function clearPart(box: Box, marks: Box[], slide: { cx: number; cy: number }, least = 0.6): Box | null {
  if (clearOf(box, marks)) return box;
  const part = largestFreeRect(
    box,
    marks.filter((m) => !holds(m, box)),
    slide,
  );
  return part && area(part) >= area(box) * least ? part : null;
}

/** The part of a content area that covers none of the layout's marks (the whole area when it covers none, or too little is left). */
export function clearArea(f: LayoutFacts, box: Box): Box {
  return clearPart(box, pictureMarks(f), f.slide, 0.4) ?? box;
}

/** A text region in a layout placeholder, at its own place. */
const inPlaceholder = (p: Placeholder): TextRegion => ({
  target: { ph: p, box: p.box! },
  sizes: p.sizes,
  intended: p.colour ?? null,
});

/** The slide inside a small margin: where free boxes may go. */
function safeArea(f: LayoutFacts): Box {
  const mx = Math.round(f.slide.cx * 0.035);
  const my = Math.round(f.slide.cy * 0.035);
  return emuBox(mx, my, f.slide.cx - 2 * mx, f.slide.cy - 2 * my);
}

/**
 * The largest region of the layout clear of its marks, its title and `also` (null: none worth using); `content`: a
 * content slide's, whose title may be pinned to the master's title place (a layout that centres its own).
 */
function freeOfMarks(f: LayoutFacts, also: Box[] = [], content = true): Box | null {
  const titles = [f.title?.box, content ? f.contentTitleBox : null].filter((b): b is Box => !!b);
  return largestFreeRect(safeArea(f), [...pictureMarks(f), ...titles, ...also], f.slide);
}

/** The words' region beside a picture on a layout: a body placeholder clear of it, else the free region left. */
function wordsBeside(w: DeckWriter, f: LayoutFacts, picture: Box, exclude: Placeholder[] = []): TextRegion | null {
  const marks = pictureMarks(f);
  const body = f.bodies
    .filter((p) => !exclude.includes(p) && p.box && apart(p.box, picture) && clearOf(p.box, marks))
    .sort((a, b) => area(b.box) - area(a.box))[0];
  if (body && area(body.box) >= f.slide.cx * f.slide.cy * 0.06) return inPlaceholder(body);
  const free = freeOfMarks(f, [picture]);
  return free && area(free) >= f.slide.cx * f.slide.cy * 0.08
    ? { target: { ph: null, box: free }, sizes: bodySizes(w.template, f), intended: f.bodies[0]?.colour ?? null }
    : null;
}

/** The picture slot a layout offers (a titled layout's one picture placeholder, or a pair of content columns), or null. */
export function pictureSlot(f: LayoutFacts): PictureSlot | null {
  if (!f.title || f.vertical || f.titleBar) return null;
  const marks = pictureMarks(f);
  const pic = f.pics.length === 1 ? f.pics[0]! : null;
  if (pic?.box && clearPart(pic.box, marks, f.slide)) return "picture placeholder";
  const pair = columnPair(f);
  if (pair && pair.every((p) => clearOf(p.box!, marks))) return "two-content";
  return null;
}

/** The frame a layout gives a picture beside words (`right`: the picture's side in a pair of columns), or null. */
function frameOn(w: DeckWriter, f: LayoutFacts, right: boolean): PictureFrame | null {
  const slot = pictureSlot(f);
  const marks = pictureMarks(f);
  if (slot === "picture placeholder") {
    const ph = f.pics[0]!;
    const box = clearPart(ph.box!, marks, f.slide)!;
    return { f, slot, picture: { ph, box, pin: box !== ph.box }, text: wordsBeside(w, f, box) };
  }
  if (slot === "two-content") {
    const [l, r] = columnPair(f)!;
    const [pic, words] = right ? [r, l] : [l, r];
    // The picture stands at its column's place as a picture of its own (a content placeholder is text's in every reader).
    return {
      f,
      slot,
      picture: { ph: null, box: pic.box! },
      text: { ...inPlaceholder(words), target: { ph: words, box: words.box!, pin: pic.idx === words.idx } },
    };
  }
  return null;
}

/**
 * Where a picture beside words goes on a brand: the layout the plan chose for pictures when it has a frame, else the
 * master's layout whose frame leaves the words most room (side by side before stacked), else the chosen layout's region
 * clear of its artwork, split between the picture and the words.
 */
export function pictureFrame(w: DeckWriter, right = true, withWords = true): PictureFrame {
  // The frame depends on the template's plan alone: worked out once per plan (a batch's decks share it).
  let known = framesOf.get(w.plan);
  if (!known) framesOf.set(w.plan, (known = new Map()));
  const key = `${right} ${withWords}`;
  let frame = known.get(key);
  if (!frame) known.set(key, (frame = chooseFrame(w, right, withWords)));
  return frame;
}

const framesOf = new WeakMap<DesignPlan, Map<string, PictureFrame>>();

function chooseFrame(w: DeckWriter, right: boolean, withWords: boolean): PictureFrame {
  const chosen = w.layoutFor("image");
  const layouts = [chosen, ...w.plan.facts.values()].filter(
    (f, i, all) => f.layout.masterIndex === w.plan.master && all.indexOf(f) === i,
  );
  const frames = layouts
    .map((f) => frameOn(w, f, right))
    .filter(
      (fr): fr is PictureFrame =>
        !!fr && area(fr.picture.box) >= fr.f.slide.cx * fr.f.slide.cy * 0.12 && (!withWords || !!fr.text),
    );
  // A frame whose layout leaves no text placeholder empty (no column heads left blank) before one that does.
  const used = (fr: PictureFrame) =>
    fr.f.bodies.every((p) => p === fr.picture.ph || p.box === fr.picture.box || p === fr.text?.target.ph);
  const rank = (fr: PictureFrame) =>
    (fr.f === chosen ? 8 : 0) +
    (fr.text && side(fr.text.target.box, fr.picture.box) ? 4 : 0) +
    (fr.slot === "picture placeholder" ? 2 : 0) +
    (used(fr) ? 1 : 0);
  const best = frames.sort((a, b) => rank(b) - rank(a) || area(b.text?.target.box) - area(a.text?.target.box))[0];
  if (best) return best;
  return freeFrame(w, chosen, right, withWords);
}

/** The chosen layout's region clear of its marks and title: the picture on one side (or on top), the words in the rest. */
function freeFrame(w: DeckWriter, f: LayoutFacts, right: boolean, withWords: boolean): PictureFrame {
  const region = freeOfMarks(f) ?? safeArea(f);
  const sizes = bodySizes(w.template, f);
  const intended = f.bodies[0]?.colour ?? null;
  if (!withWords) return { f, slot: "free region", picture: { ph: null, box: region }, text: null };
  const wide = region.cx >= region.cy * 1.1;
  const share = 0.5;
  const picture: Box = wide
    ? emuBox(
        right ? region.x + Math.round(region.cx * (1 - share)) + GAP : region.x,
        region.y,
        Math.round(region.cx * share) - GAP,
        region.cy,
      )
    : emuBox(region.x, region.y, region.cx, Math.round(region.cy * share) - GAP);
  const words: Box = wide
    ? emuBox(right ? region.x : picture.x + picture.cx + 2 * GAP, region.y, region.cx - picture.cx - 2 * GAP, region.cy)
    : emuBox(region.x, picture.y + picture.cy + 2 * GAP, region.cx, region.cy - picture.cy - 2 * GAP);
  return {
    f,
    slot: "free region",
    picture: { ph: null, box: picture },
    text: { target: { ph: null, box: words }, sizes, intended },
  };
}

/**
 * A cover picture on a brand's title layout: the largest region clear of its artwork, footer fields, title and subtitle
 * (a picture behind the whole slide would hide the artwork, which OOXML cannot keep above a slide's own shapes), or
 * null when the layout leaves too little room.
 */
export function coverRegion(f: LayoutFacts): Box | null {
  if (!coverOf.has(f)) coverOf.set(f, findCover(f));
  return coverOf.get(f)!;
}

const coverOf = new WeakMap<LayoutFacts, Box | null>();

function findCover(f: LayoutFacts): Box | null {
  const words = [f.subtitle?.box, ...f.bodies.map((p) => p.box)].filter((b): b is Box => !!b);
  const region = freeOfMarks(f, words, false);
  return region && area(region) >= f.slide.cx * f.slide.cy * 0.12 ? region : null;
}
