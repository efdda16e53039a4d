// renderDeckToPptx: a deck source → .pptx bytes on a template (a built-in theme unless one is given).
import type { Deck } from "../source.js";
import { resolveTheme } from "../themes.js";
import { builtinTemplate } from "./builtin-templates.js";
import { fontWidthFactor } from "./fit-text.js";
import { renderSlide } from "./render-slides.js";
import type { PptxTemplate } from "./template.js";
import { themeXml } from "./theme-xml.js";
import { DeckWriter, type WriterOptions } from "./write-deck.js";

export interface PptxRenderOptions {
  /** A template from loadTemplate (a brand). Without it, the deck's built-in theme is used. */
  template?: PptxTemplate;
  /** Which layout part to use per slide role, e.g. role => "ppt/slideLayouts/slideLayout2.xml". */
  layoutFor?: WriterOptions["layoutFor"];
}

export interface PptxResult {
  bytes: Uint8Array;
  warnings: string[];
}

/** Deck → pptx. Built-in themes: the deck's colour/font overrides rewrite the template's theme part for this file only. */
export async function renderDeckToPptx(deck: Deck, options: PptxRenderOptions = {}): Promise<PptxResult> {
  return renderDeckToPptxSync(deck, options);
}

export function renderDeckToPptxSync(deck: Deck, options: PptxRenderOptions = {}): PptxResult {
  const resolved = resolveTheme(deck.theme);
  const template = options.template ?? builtinTemplate(deck.theme?.name);
  const replaceParts = new Map<string, string>();
  if (!options.template && (deck.theme?.colors || deck.theme?.fonts) && template.masterTheme) {
    replaceParts.set(template.masterTheme, themeXml(resolved));
  }
  const widthFactor = replaceParts.size ? fontWidthFactor(resolved.fonts.heading.office, resolved.fonts.body.office) : undefined;
  const writer = new DeckWriter(template, { layoutFor: options.layoutFor, mono: resolved.fonts.mono.office, replaceParts, widthFactor });
  for (const slide of deck.slides) renderSlide(writer, slide);
  const bytes = writer.toBytes(deck.title);
  return { bytes, warnings: [...new Set(writer.ctx.warnings)] };
}
