// Generates one deck on a brand: from a deck source (or a prompt through the agent), variables replaced; optionally saved.
import type { Owner, SpaceId } from "../lib/space-id.js";
import type { Deck, Source } from "../formats/model/source.js";
import { type SourceParser, createDocument } from "../documents/index.js";
import { AppError } from "../lib/errors.js";
import { safeFilename } from "../lib/filename.js";
import type { DocumentRepo } from "../store/repos/documents.js";
import type { BrandRecord } from "../store/repos/brands.js";
import type { DesignRole, MasterRequest } from "../formats/pptx/index.js";
import type { TemplateAnalysis } from "./analyse-template.js";
import type { BrandDeps } from "./brand-deps.js";
import { isTemplateCached } from "./brand-template.js";
import type { DeckPool } from "./deck-pool.js";
import type { Material } from "../agent/index.js";
import { loadBrandBytes, readBrand } from "./manage-brands.js";
import { applyVariables, deckFromSource, type Variables } from "./prepare-deck.js";
import { renderBrandDeck, type RenderTask } from "./render-brand-deck.js";
import { skippedReport, type QualityReport, accessibilityFindings } from "../quality/index.js";

/** Writes a deck from a prompt for a brand whose layouts cover `roles` (the agent pipeline); absent until it is wired in. */
export type ComposeDeck = (input: {
  userId: string;
  prompt: string;
  roles: DesignRole[];
  material?: Material[];
  signal?: AbortSignal;
}) => Promise<Deck>;

export interface GenerateDeps extends BrandDeps {
  documents: DocumentRepo<Source>;
  /** Reads a sent deck source, and checks a deck its variables changed, on the pool's threads. */
  parseSource: SourceParser;
  composeDeck?: ComposeDeck;
  /** Renders off the event loop (a full queue answers 503); without it the deck is rendered in this thread. */
  pool?: DeckPool;
  /** The image pre-pass (src/assets): the deck to draw, its asset ids and allowed remote images made data: URLs. */
  inlineImages?: (deck: Deck, spaceId: SpaceId) => Promise<Deck>;
  /**
   * Measure the deck's quality on the brand's drawing of the very pptx returned, in the render's own task (one deck's
   * generate only, with a pool): within `budgetMs`; a fault is logged by `onFault` and the report says `skipped`.
   */
  measureQuality?: { budgetMs: number; onFault: (err: unknown) => void };
}

export interface GenerateItem extends MasterRequest {
  prompt?: string;
  source?: unknown;
  variables?: Variables;
  filename?: string;
  /** The user's files and documents the deck is made from (with a prompt only). */
  material?: Material[];
}

export interface GeneratedDeck {
  bytes: Uint8Array;
  /** Without extension. */
  filename: string;
  deck: Deck;
  documentId: string | null;
  /** With `measureQuality`: the report of the deck as its pptx is drawn (null for none). */
  quality: QualityReport | null;
  /** The brand version it was built on. */
  brandVersion: number;
}

/** The roles a brand's layouts serve directly (no stand-in), told to the agent so it plans slides the template has. */
export function availableRoles(analysis: TemplateAnalysis): DesignRole[] {
  return (Object.keys(analysis.roles) as DesignRole[]).filter((role) => !analysis.roles[role].fallbackFrom);
}

/** The caller's master, checked against the brand's: an unknown one is a clear 400, not a silent default. */
export function masterRequest(analysis: TemplateAnalysis, item: MasterRequest): MasterRequest | undefined {
  const { masterIndex, masterName } = item;
  if (masterIndex === undefined && masterName === undefined) return undefined;
  const names = analysis.masters.map((m) => `${m.index} “${m.name}”`).join(", ");
  if (masterIndex !== undefined && !analysis.masters.some((m) => m.index === masterIndex)) {
    throw new AppError("invalid_request", `This brand has no master ${masterIndex}; its masters are ${names}.`, {
      details: [{ path: "masterIndex", message: `one of ${analysis.masters.map((m) => m.index).join(", ")}` }],
    });
  }
  if (
    masterName !== undefined &&
    !analysis.masters.some((m) =>
      [m.name, m.themeName].some((n) => n.toLowerCase() === masterName.trim().toLowerCase()),
    )
  ) {
    throw new AppError("invalid_request", `This brand has no master named “${masterName}”; its masters are ${names}.`, {
      details: [{ path: "masterName", message: "a master's name or its theme's name" }],
    });
  }
  return { masterIndex, masterName };
}

/** Resolves an item to a validated deck: exactly one of prompt or source. */
export async function deckForItem(
  deps: GenerateDeps,
  userId: string,
  brand: BrandRecord,
  item: GenerateItem,
  signal?: AbortSignal,
): Promise<Deck> {
  const hasPrompt = item.prompt !== undefined;
  const hasSource = item.source !== undefined;
  if (hasPrompt === hasSource) {
    throw new AppError("invalid_request", "Send exactly one of prompt or source.", {
      details: [{ path: hasPrompt ? "prompt" : "source", message: "exactly one of prompt or source is required" }],
    });
  }
  if (hasSource && item.material?.length)
    throw new AppError("invalid_request", "Attachments go with a prompt: the deck is made from them.", {
      details: [{ path: "attachments", message: "send a prompt with the attachments, or the source alone" }],
    });
  let deck: Deck;
  if (hasSource) deck = await deckFromSource(item.source, deps.parseSource, signal);
  else {
    if (!deps.composeDeck)
      throw new AppError(
        "not_implemented",
        "Generating a brand deck from a prompt is not available yet; send a deck source instead.",
      );
    deck = await deps.composeDeck({
      userId,
      prompt: item.prompt!,
      roles: availableRoles(brand.analysis as TemplateAnalysis),
      ...(item.material ? { material: item.material } : {}),
      signal,
    });
  }
  const replaced = applyVariables(deck, item.variables);
  if (replaced === deck) return deck;
  try {
    return (await deps.parseSource({ source: replaced, kind: "deck" }, signal)).source as Deck;
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "invalid_request") throw err;
    throw new AppError("invalid_request", "The deck is not valid after replacing variables.", {
      details: err.details?.map((d) => ({ ...d, path: `source.${d.path}` })),
    });
  }
}

/** The render task for a deck on this brand (template bytes are loaded once by the caller and shared). */
export function renderTask(brand: BrandRecord, bytes: Uint8Array, deck: Deck, master?: MasterRequest): RenderTask {
  const analysis = brand.analysis as TemplateAnalysis;
  return { key: brand.sha256, bytes, strict: analysis.strict, deck, ...(master ? { master } : {}) };
}

export async function generateBrandDeck(
  deps: GenerateDeps,
  owner: Owner,
  brandId: string,
  item: GenerateItem & { save?: boolean; brandVersion?: number },
  signal?: AbortSignal,
): Promise<GeneratedDeck> {
  const brand = await readBrand(deps, owner.spaceId, brandId, item.brandVersion);
  const master = masterRequest(brand.analysis as TemplateAnalysis, item);
  const deck = await deckForItem(deps, owner.userId, brand, item, signal);
  // The saved document keeps the asset ids; only the drawn deck carries the image bytes.
  const shown = deps.inlineImages ? await deps.inlineImages(deck, owner.spaceId) : deck;
  let bytes: Uint8Array;
  let quality: QualityReport | null = null;
  let documentId: string | null = null;
  const task = async () =>
    renderTask(
      brand,
      deps.pool || !isTemplateCached(brand.sha256) ? await loadBrandBytes(deps, brand) : new Uint8Array(0),
      shown,
      master,
    );
  if (deps.pool && deps.measureQuality) {
    const started = performance.now();
    const out = await deps.pool.renderMeasured(await task(), { budgetMs: deps.measureQuality.budgetMs }, signal);
    bytes = out.bytes;
    if (out.fault) deps.measureQuality.onFault(new Error(out.fault));
    quality = out.quality ?? {
      ...skippedReport(
        deck.slides.length,
        "The deck could not be measured: a fault on our side, logged for us to fix.",
        Math.round(performance.now() - started),
      ),
      accessibility: accessibilityFindings(shown, []),
    };
  } else if (deps.pool) bytes = await deps.pool.render(await task(), signal);
  else bytes = renderBrandDeck(await task());
  if (item.save) {
    const doc = await createDocument(
      { repos: { documents: deps.documents } },
      {
        owner,
        kind: "deck",
        title: deck.title,
        source: deck,
        parsed: true,
        origin: "brand",
        brandId: brand.id,
        brandVersion: brand.version,
      },
    );
    documentId = doc.id;
  }
  return {
    bytes,
    filename: safeFilename(item.filename, deck.title, "pptx", "deck"),
    deck,
    documentId,
    quality,
    brandVersion: brand.version,
  };
}
