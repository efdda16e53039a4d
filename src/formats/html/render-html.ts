// Any source → one self-contained, script-free HTML page plus warnings for what was dropped or substituted.
import type { Source, Theme } from "../model/source.js";
import { resolveTheme, THEME_NAMES } from "../model/themes.js";
import { renderDeck } from "./render-deck.js";
import { renderDoc } from "./render-doc.js";
import { renderSheet } from "./render-sheet.js";

export interface RenderedHtml {
  html: string;
  warnings: string[];
}

/** Renders a validated source; `theme` (from the request) is laid over the deck's own theme. */
export function renderHtml(source: Source, theme?: Theme): RenderedHtml {
  const warnings: string[] = [];
  const own = source.kind === "deck" ? source.theme : undefined;
  const merged: Theme | undefined =
    theme || own
      ? { ...own, ...theme, colors: { ...own?.colors, ...theme?.colors }, fonts: { ...own?.fonts, ...theme?.fonts } }
      : undefined;
  if (merged?.name && !THEME_NAMES.includes(merged.name))
    warnings.push(
      `Unknown theme "${merged.name.slice(0, 64)}"; the light theme is used (have: ${THEME_NAMES.join(", ")}).`,
    );
  const resolved = resolveTheme(merged);
  const body =
    source.kind === "deck"
      ? renderDeck(source, resolved)
      : source.kind === "doc"
        ? renderDoc(source, resolved)
        : renderSheet(source, resolved);
  return { html: body.html, warnings: [...warnings, ...body.warnings] };
}
