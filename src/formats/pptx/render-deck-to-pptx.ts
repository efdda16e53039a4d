// renderDeckToPptx: a deck source → .pptx bytes on a template (a built-in theme unless one is given).
import type { Deck } from "../model/source.js";
import { resolveTheme } from "../model/themes.js";
import { documentLanguage } from "../model/language.js";
import { pictureCredits } from "../model/picture-credits.js";
import { escapeAttr } from "../ooxml/xml-escape.js";
import { sizeSpec, type SlideSize } from "../model/slide-size.js";
import { builtinTemplate } from "./builtin-templates.js";
import { fontWidthFactor } from "./fit-text.js";
import { renderSlide } from "./render-slides.js";
import { slideHeading } from "./slide-heading.js";
import { withTheme, type PptxTemplate } from "./template.js";
import { themeXml } from "./theme-xml.js";
import { DeckWriter, type WriterOptions } from "./write-deck.js";

export interface PptxRenderOptions {
  /** A template from loadTemplate (a brand). Without it, the deck's built-in theme is used. */
  template?: PptxTemplate;
  /** Which of the template's masters to build on (default: the one its own slides use). */
  master?: WriterOptions["master"];
  /** The date date fields show (default: now). */
  today?: Date;
}

export interface PptxResult {
  bytes: Uint8Array;
  warnings: string[];
  /**
   * The 0-based pptx slide each source slide starts at, one per source slide (its continuation slides follow it, up to
   * the next one's start): what draws one source slide of the pptx, or tells its pages apart.
   */
  slideStarts: number[];
}

/** Deck → pptx. Built-in themes: the deck's colour/font overrides rewrite the template's theme part for this file only. */
export async function renderDeckToPptx(deck: Deck, options: PptxRenderOptions = {}): Promise<PptxResult> {
  return renderDeckToPptxSync(deck, options);
}

export function renderDeckToPptxSync(deck: Deck, options: PptxRenderOptions = {}): PptxResult {
  const resolved = resolveTheme(deck.theme);
  let template = options.template ?? builtinTemplate(deck.theme?.name, deck.size);
  const replaceParts = new Map<string, string>();
  if (!options.template && (deck.theme?.colors || deck.theme?.fonts) && template.masterTheme) {
    const xml = themeXml(resolved);
    replaceParts.set(template.masterTheme, xml);
    // Colours are chosen against the deck's own theme, not the one the built-in template ships with.
    template = withTheme(template, template.masterTheme, xml);
  }
  const widthFactor = replaceParts.size
    ? fontWidthFactor(resolved.fonts.heading.office, resolved.fonts.body.office)
    : undefined;
  const lang = escapeAttr(documentLanguage(deck));
  const writer = new DeckWriter(template, {
    master: options.master,
    chrome: deck.chrome,
    today: options.today,
    mono: resolved.fonts.mono.office,
    replaceParts,
    widthFactor,
    lang,
    brand: !!options.template,
  });
  if (options.template && deck.size && !sameSize(options.template, deck.size))
    writer.ctx.warnings.push(`The deck asks for ${deck.size} slides; the brand template's own slide size is kept.`);
  const slideStarts: number[] = [];
  deck.slides.forEach((slide, index) => {
    const first = writer.slideCount;
    slideStarts.push(first);
    renderSlide(writer, slide, { index, count: deck.slides.length });
    writer.nameSlidesFrom(first, slideHeading(slide));
  });
  const bytes = writer.toBytes(deck.title, pictureCredits(deck));
  return { bytes, warnings: [...new Set(writer.ctx.warnings)], slideStarts };
}

function sameSize(t: PptxTemplate, size: SlideSize): boolean {
  const s = sizeSpec(size);
  return t.slideSize.cx === s.cx && t.slideSize.cy === s.cy;
}
