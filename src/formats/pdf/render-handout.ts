// A deck's handout as PDF: portrait pages (A4, or Letter where the deck's language names a Letter country), each slide's
// picture with its speaker notes (and sources) below it, most slides two to a page. Tags: the deck's title the H1, each
// slide a Sect with its H2, its pictures Figures with the slide's title as alt, its notes paragraphs and lists.
import type { Deck } from "../model/source.js";
import { documentLanguage } from "../model/language.js";
import { parseMarkdown } from "../model/markdown/parse-markdown.js";
import { notesWithSources } from "../model/slide-notes.js";
import { resolveTheme } from "../model/themes.js";
import { renderBlocks, type BlockStyle } from "./flow-blocks.js";
import { Flow, type FlowBox } from "./flow.js";
import { createPdf } from "./pdf-document.js";
import { pictureCredits } from "../model/picture-credits.js";
import { slideLabel } from "./slide-label.js";
import { drawLine, layoutSpans, linesHeight } from "./text-layout.js";
import type { Span } from "./text-runs.js";

/** A slide page's picture: PNG bytes and its size in pixels. */
export interface HandoutPicture {
  png: Uint8Array;
  width: number;
  height: number;
}

const A4: [number, number] = [595.28, 841.89];
const LETTER: [number, number] = [612, 792];
/** Regions that print on US Letter; everywhere else A4. */
const LETTER_REGIONS = new Set([
  "US",
  "CA",
  "MX",
  "PH",
  "CL",
  "CO",
  "VE",
  "PR",
  "GT",
  "CR",
  "PA",
  "DO",
  "SV",
  "NI",
  "BZ",
]);
const MARGIN = { top: 54, bottom: 64, side: 54 };
/** The space each slide keeps for its heading, three lines of notes and the gap after it: two slides fit a page. */
const SLIDE_ROOM = 20 + 3 * 13.2 + 28;
const NO_NOTES = "No speaker notes.";

export function paperFor(lang: string): [number, number] {
  const region = lang.split("-").find((part, i) => i > 0 && /^[A-Za-z]{2}$/.test(part));
  return region && LETTER_REGIONS.has(region.toUpperCase()) ? LETTER : A4;
}

function notesStyle(): BlockStyle {
  const c = resolveTheme({ name: "light" }).colors;
  return {
    size: 10,
    headings: [13, 12, 11, 10.5, 10, 10],
    headingShift: 2,
    colors: {
      text: c.text,
      heading: c.text,
      muted: c.muted,
      accent: c.accent,
      link: c.accent,
      codeShade: "#F1F3F6",
      rule: "#CBD2DC",
      headerFill: "#E8EDF5",
      stripe: "#F7F9FC",
    },
  };
}

/**
 * The handout of `deck` from the pictures of its slide pages: `pages` in the deck PDF's order, `slideStarts` the index of
 * each source slide's first page (its continuation pages follow up to the next one's start).
 */
export async function renderHandoutPdf(
  deck: Deck,
  pages: HandoutPicture[],
  slideStarts: number[],
): Promise<{ bytes: Uint8Array; warnings: string[] }> {
  const lang = documentLanguage(deck);
  const paper = paperFor(lang);
  const pdf = createPdf({ title: deck.title, lang, bufferPages: true, credits: pictureCredits(deck) });
  const { doc, tags, warn } = pdf.ctx;
  const st = notesStyle();
  const box = (): FlowBox => ({
    x: MARGIN.side,
    width: paper[0] - MARGIN.side * 2,
    top: MARGIN.top,
    bottom: paper[1] - MARGIN.bottom,
  });
  const newPage = () => {
    doc.addPage({ size: paper, margin: 0 });
    return box();
  };
  newPage();
  const flow = new Flow(pdf.ctx, box(), false, newPage);
  const outline = (doc as unknown as { outline: { addItem(title: string): unknown } }).outline;
  const text = (words: string, extra: Partial<Span["style"]> = {}): Span => ({
    text: words,
    style: { size: st.size, color: st.colors.text, ...extra },
  });
  // Two slides of the commonest shape to a page: the picture's height is what is left of half the page.
  const pictureHeight = Math.min(260, (flow.box.bottom - flow.box.top - 2 * SLIDE_ROOM - 40) / 2);

  flow.tagHeading(1, () =>
    flow.lines(layoutSpans([text(deck.title || "Untitled", { size: 18, weight: "bold" })], flow.box.width, warn)),
  );
  flow.y += 14;

  deck.slides.forEach((slide, i) => {
    const label = slideLabel(slide, i);
    const own = pages.slice(slideStarts[i] ?? pages.length, slideStarts[i + 1] ?? pages.length);
    tags.setContext(label);
    tags.block(
      "Sect",
      () => {
        const heading = layoutSpans(
          [
            text(`${i + 1}`, { weight: "bold", color: st.colors.muted }),
            text(`   ${label}`, { weight: "bold", size: 11 }),
          ],
          flow.box.width,
          warn,
        );
        const first = own[0] ? fitted(own[0], flow.box.width, pictureHeight) : { w: 0, h: 0 };
        flow.ensure(linesHeight(heading) + 6 + first.h + st.size * 1.32);
        outline.addItem(label);
        flow.tagHeading(2, () => flow.lines(heading));
        flow.y += 6;
        own.forEach((picture, p) => {
          const { w, h } = fitted(picture, flow.box.width, pictureHeight);
          const alt = p === 0 ? label : `${label} (continued, page ${p + 1} of ${own.length})`;
          flow.block(h + 10, (y) =>
            tags.figure(alt, { x: flow.box.x, y, w, h }, () => {
              const image = (doc as unknown as { openImage(b: Buffer): unknown }).openImage(
                Buffer.from(picture.png.buffer, picture.png.byteOffset, picture.png.byteLength),
              );
              doc.image(image as never, flow.box.x, y, { width: w, height: h });
              doc.save().lineWidth(0.5).strokeColor(st.colors.rule).rect(flow.box.x, y, w, h).stroke().restore();
            }),
          );
        });
        const notes = notesWithSources(slide);
        if (notes) renderBlocks(flow, parseMarkdown(notes).blocks, st);
        else
          flow.tag("P", () =>
            flow.lines(
              layoutSpans([text(NO_NOTES, { color: st.colors.muted, weight: "italic" })], flow.box.width, warn),
            ),
          );
      },
      { title: label },
    );
    flow.gap(22);
  });

  // The footer, once the page count is known: the deck's title and the page number, as pagination.
  const range = doc.bufferedPageRange();
  const small = { size: 8.5, color: st.colors.muted };
  for (let n = 0; n < range.count; n++) {
    doc.switchToPage(range.start + n);
    const y = paper[1] - MARGIN.bottom / 2 - 4;
    const width = paper[0] - MARGIN.side * 2;
    const title = layoutSpans([{ text: deck.title, style: small }], width * 0.75, warn)[0];
    tags.artifact("Pagination", () => {
      if (title) drawLine(doc, title, MARGIN.side, y, width * 0.75);
      drawLine(
        doc,
        layoutSpans([{ text: `${n + 1} / ${range.count}`, style: small }], 80, warn)[0]!,
        paper[0] - MARGIN.side - 80,
        y,
        80,
        "right",
      );
    });
  }
  return { bytes: await pdf.finish(), warnings: pdf.warnings };
}

/** A picture's size in points within `maxW` × `maxH`, its aspect kept. */
function fitted(picture: HandoutPicture, maxW: number, maxH: number): { w: number; h: number } {
  const scale = Math.min(maxW / picture.width, maxH / picture.height);
  return { w: picture.width * scale, h: picture.height * scale };
}
