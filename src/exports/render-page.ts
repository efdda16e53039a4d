// A render: any accepted input → one safe HTML page. Parsed and drawn on the export pool within the request's CPU
// budget (RENDER_TIMEOUT_MS over both), in one task that also makes the answer's bytes; a source that may name images
// goes back to the event loop between the two, where the database is, to have them resolved.
import { type AssetDeps, resolveImages, type AssetOwner } from "../assets/index.js";
import type { ParsedSource, ParseSourceInput, SourceRequestText } from "../formats/model/parse-source.js";
import type { Source, SourceKind, Theme } from "../formats/model/source.js";
import { CpuBudget } from "../lib/cpu-budget.js";

/** A render's answer: the body to send as it is, and what its headers need. */
export interface RenderedPage {
  kind: SourceKind;
  title: string;
  warnings: string[];
  body: Uint8Array;
}

export interface PageTask {
  input: ParseSourceInput | { requestJson: SourceRequestText["requestJson"] } | { parsed: Source };
  theme?: Theme;
  as: "json" | "html";
  warnings: string[];
  remoteImages: boolean;
}

export interface RenderDeps {
  assets: AssetDeps;
  /** The time one render's work may take on the pool; past it, 413 body_too_large. */
  budgetMs: number;
  /** Parses (unless given a parsed source) and draws on a worker; answers the parsed source when it may name images. */
  renderPage(
    task: PageTask,
    budget: CpuBudget,
    signal?: AbortSignal,
  ): Promise<{ page: RenderedPage } | { parsed: ParsedSource }>;
}

export interface RenderRequest extends ParseSourceInput {
  theme?: Theme;
  /** The JSON envelope {kind, title, html, warnings}, or the page itself. */
  as: "json" | "html";
  /** The request's JSON text (its `source`, `kind` and `format` as above), sent to the worker in place of the objects. */
  requestJson?: SourceRequestText["requestJson"];
}

export async function renderPage(
  deps: RenderDeps,
  request: RenderRequest,
  owner: AssetOwner,
  signal?: AbortSignal,
): Promise<RenderedPage> {
  const budget = new CpuBudget(deps.budgetMs);
  const task = { theme: request.theme, as: request.as, remoteImages: deps.assets.remote.hosts.length > 0 };
  const input =
    request.requestJson !== undefined
      ? { requestJson: request.requestJson }
      : { source: request.source, kind: request.kind, format: request.format };
  const first = await deps.renderPage({ ...task, input, warnings: [] }, budget, signal);
  if ("page" in first) return first.page;
  const images = await resolveImages(deps.assets, first.parsed.source, owner);
  const second = await deps.renderPage(
    { ...task, input: { parsed: images.source }, warnings: [...first.parsed.warnings, ...images.warnings] },
    budget,
    signal,
  );
  if (!("page" in second)) throw new Error("a parsed source came back from drawing");
  return second.page;
}
