// The .pptx/.potx reader: every slide in presentation order → Quire deck slides (title, text, tables, charts, pictures,
// notes, kind from the layout role), with what could not be carried over said in warnings.
import { child, children, relAttr } from "../../formats/ooxml/xml.js";
import { DeckSchema, SOURCE_LIMITS, type Deck, type Slide } from "../../formats/model/source.js";
import { AppError } from "../../lib/errors.js";
import { checkBudget } from "../check-package.js";
import type { ImportBudget, ImportResult, Reader, SourceRef } from "../import-types.js";
import { coreTitle } from "../office-props.js";
import { buildSlides, type SlideSource } from "./build-slides.js";
import { fitDeckSize } from "./fit-deck-size.js";
import { LeftOut, slideList } from "./left-out.js";
import { PRESENTATION_PACKAGE } from "../../formats/ooxml/package-specs.js";
import { DamagedPart, openPptx, type PptxPackage } from "./open-package.js";
import { pictureData } from "./picture-data.js";
import { LayoutCache } from "./placeholder-styles.js";
import { readChart } from "./read-chart.js";
import { readNotes } from "./read-notes.js";
import { ShapeReader } from "./read-shapes.js";
import { tableData } from "./read-table.js";
import { clip, TEXT_LIMITS } from "./slide-text.js";

/** Titles programs stamp on every new file: they name no deck. */
const DEFAULT_TITLES = /^(PowerPoint Presentation|Presentation\s*\d*|Impress)$/i;

export const readPptx: Reader = async (bytes, file, budget) => {
  return readDeck(openPptx(bytes, budget), file, budget);
};

function readDeck(pp: PptxPackage, file: string, budget: ImportBudget): ImportResult {
  const main = pp.pkg.mainPart;
  const pres = pp.root(main)!;
  const slideParts = children(child(pres, "sldIdLst"), "sldId")
    .map((el) => pp.target(main, relAttr(el)))
    .filter((part): part is string => !!part && pp.pkg.xml.has(part));
  const size = child(pres, "sldSz");
  const slideSize = {
    cx: Number(size?.getAttribute("cx")) || 12_192_000,
    cy: Number(size?.getAttribute("cy")) || 6_858_000,
  };
  const layouts = new LayoutCache(pp);
  const lost = new LeftOut();
  const warnings: string[] = [];
  const slides: Slide[] = [];
  const refs: SourceRef[] = [];

  for (let i = 0; i < slideParts.length; i++) {
    const number = i + 1;
    const rest = slideList(Array.from({ length: slideParts.length - i }, (_, k) => number + k));
    if (slides.length >= SOURCE_LIMITS.maxSlides) {
      warnings.push(
        `A Quire deck holds at most ${SOURCE_LIMITS.maxSlides} slides; the rest of the presentation was left out (${rest}).`,
      );
      break;
    }
    if (budget.signal?.aborted || Date.now() > budget.deadline) {
      if (!slides.length) checkBudget(budget, PRESENTATION_PACKAGE.wording);
      warnings.push(`Reading the presentation took longer than its time budget; the rest was left out (${rest}).`);
      break;
    }
    let produced: Slide[];
    try {
      produced = readSlide(pp, slideParts[i]!, number, { layouts, lost, slideSize });
    } catch (err) {
      // A slide the reader cannot make sense of (damaged or unusual XML) costs that slide, not the import.
      if (err instanceof AppError && !(err instanceof DamagedPart)) throw err;
      lost.add("unreadable", number);
      continue;
    }
    const room = SOURCE_LIMITS.maxSlides - slides.length;
    for (const slide of produced.slice(0, room)) {
      slides.push(slide);
      refs.push({ file, slide: number });
    }
    if (produced.length > room) {
      warnings.push(
        `A Quire deck holds at most ${SOURCE_LIMITS.maxSlides} slides; the rest of the presentation was left out (from part of slide ${number} on).`,
      );
      break;
    }
  }

  const title = deckTitle(pp, slides, file);
  if (!slides.length) {
    slides.push({ layout: "title", title });
    refs.push({ file });
    warnings.push(
      slideParts.length
        ? "No slide of the presentation could be read; the deck holds only its title."
        : "The file has no slides (it is a template or an empty presentation); the deck holds only its title.",
    );
  }
  const deck: Deck = { kind: "deck", title, slides };
  const sizeWarnings = fitDeckSize(deck, refs, lost);
  return {
    source: DeckSchema.parse(deck),
    warnings: [...lost.warnings(), ...warnings, ...sizeWarnings],
    units: { kind: "slide", count: slideParts.length },
    refs,
  };
}

interface DeckContext {
  layouts: LayoutCache;
  lost: LeftOut;
  slideSize: { cx: number; cy: number };
}

function readSlide(pp: PptxPackage, part: string, number: number, ctx: DeckContext): Slide[] {
  const root = pp.root(part);
  if (!root) throw new DamagedPart(`${part} is missing`);
  if (root.getAttribute("show") === "0" || root.getAttribute("show") === "false") ctx.lost.add("hidden", number);
  const layout = ctx.layouts.forSlide(part);
  const shapes = new ShapeReader(pp, part, layout, ctx.slideSize.cx * ctx.slideSize.cy).read(root);
  const cut = () => ctx.lost.add("textCut", number);
  const source: SlideSource = {
    number,
    layout: layout.type,
    shapes,
    data: readData(pp, shapes, number, ctx.lost),
    picture: (ref) => {
      const read = pictureData(pp, ref);
      if ("lost" in read) {
        ctx.lost.add(read.lost, number);
        return null;
      }
      return { src: read.src, alt: ref.alt };
    },
    notes: readNotes(pp, part, cut),
    slideSize: ctx.slideSize,
  };
  return buildSlides(source, ctx.lost);
}

/** The slide's tables and charts in reading order (top to bottom, then left to right). */
function readData(pp: PptxPackage, shapes: SlideSource["shapes"], number: number, lost: LeftOut): SlideSource["data"] {
  const out: SlideSource["data"] = [];
  for (const t of shapes.tables) {
    const read = tableData(t.grid);
    if (read?.cut) lost.add("tableCut", number);
    if (read) out.push({ box: t.box, table: read.table });
  }
  for (const c of shapes.charts) {
    const space = pp.root(c.part);
    const read = space ? readChart(space) : { lost: ["chartUnreadable" as const] };
    read.lost.forEach((kind) => lost.add(kind, number));
    if ("chart" in read && read.chart) out.push({ box: c.box, chart: read.chart, title: read.title });
    else if ("table" in read && read.table) out.push({ box: c.box, table: read.table, title: read.title });
  }
  return out.sort((a, b) => (a.box?.y ?? 0) - (b.box?.y ?? 0) || (a.box?.x ?? 0) - (b.box?.x ?? 0));
}

/** docProps/core.xml's title unless it is a program's default, else the first slide's title, else the file's name. */
function deckTitle(pp: PptxPackage, slides: Slide[], file: string): string {
  const fromProps = coreTitle(pp.pkg);
  const fromSlide = slides.map((s) => ("title" in s ? s.title : undefined)).find((t) => t?.trim());
  const stem = file
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]+$/, "")
    .trim();
  const title =
    (fromProps && !DEFAULT_TITLES.test(fromProps) ? fromProps : undefined) ??
    fromSlide ??
    (stem || "Imported presentation");
  return clip(title, TEXT_LIMITS.title, () => undefined);
}
