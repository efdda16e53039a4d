// A render: any accepted input → one safe HTML page. Parsed and drawn on the export pool within the request's CPU
// budget (RENDER_TIMEOUT_MS over both), its images resolved in between on the event loop, where the database is.
import type { AssetDeps } from "../assets/asset-deps.js";
import { resolveImages, type AssetOwner } from "../assets/resolve-images.js";
import type { RenderedHtml } from "../formats/html/render-html.js";
import type { ParsedSource, ParseSourceInput } from "../formats/model/parse-source.js";
import type { Source, SourceKind, Theme } from "../formats/model/source.js";
import { CpuBudget } from "../lib/cpu-budget.js";

export interface RenderDeps {
  assets: AssetDeps;
  /** The time one render's work may take on the pool; past it, 413 body_too_large. */
  budgetMs: number;
  parseSource(input: ParseSourceInput, budget: CpuBudget, signal?: AbortSignal): Promise<ParsedSource>;
  renderHtml(source: Source, theme: Theme | undefined, budget: CpuBudget, signal?: AbortSignal): Promise<RenderedHtml>;
}

export interface RenderRequest extends ParseSourceInput {
  theme?: Theme;
}

export interface RenderedPage extends RenderedHtml {
  kind: SourceKind;
  title: string;
}

export async function renderPage(deps: RenderDeps, request: RenderRequest, owner: AssetOwner, signal?: AbortSignal): Promise<RenderedPage> {
  const budget = new CpuBudget(deps.budgetMs);
  const parsed = await deps.parseSource({ source: request.source, kind: request.kind, format: request.format }, budget, signal);
  const images = await resolveImages(deps.assets, parsed.source, owner);
  const rendered = await deps.renderHtml(images.source, request.theme, budget, signal);
  const warnings = [...new Set([...parsed.warnings, ...images.warnings, ...rendered.warnings])];
  return { kind: images.source.kind, title: images.source.title, html: rendered.html, warnings };
}
