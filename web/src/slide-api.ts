// The calls that change one slide of a saved deck (edits, layout variants, regenerate), each guarded by the version
// the page shows, and how a refusal because someone else changed the deck first (409) is told apart.
import { QuireError, type Schemas, type SlideVariants } from "@quire/sdk";
import { quire } from "./api";

type QuireDocument = Schemas["Document"];
export type Slide = Schemas["Slide"];
export type SlideVariantList = SlideVariants;
/** One edit operation of POST …/edits, as the page sends them: the slide-level ones. */
type SlideEdit =
  | { op: "replace"; part: number; slide: Slide }
  | { op: "move"; part: number; to: number }
  | { op: "remove"; part: number };

/** Applies `edits` as one new version, refused (409) unless the document is still at the version the page shows. */
export async function editSlides(doc: QuireDocument, edits: SlideEdit[]): Promise<QuireDocument> {
  return (await quire.editDocument(doc.id, { version: doc.version, edits })).document;
}

/**
 * Up to four other layouts of slide `n` (1-based), each with its picture as applying it would draw it. Drawing them is
 * the caller's heavy work: refused while the caller's other work runs or the server is busy (429/503), it is asked
 * again after the Retry-After it was told (a few times, while the dialog stays open) rather than shown as an error.
 */
export async function slideVariants(
  id: string,
  n: number,
  width: number,
  signal?: AbortSignal,
): Promise<SlideVariantList> {
  for (let tries = 1; ; tries++) {
    try {
      return await quire.slideVariants(id, n, { pictures: true, width, signal });
    } catch (e) {
      const busy = e instanceof QuireError && (e.status === 429 || e.status === 503) && tries < BUSY_TRIES;
      if (!busy || signal?.aborted) throw e;
      await new Promise((resolve) => setTimeout(resolve, Math.min(10, e.retryAfter ?? 2) * 1000));
    }
  }
}

const BUSY_TRIES = 4;

/** Applies variant `k` of slide `n`, read at `version`: one new version. */
export async function applySlideVariant(id: string, n: number, k: number, version: number): Promise<QuireDocument> {
  return (await quire.applySlideVariant(id, n, k, { version })).document;
}

/** Rewrites slide `n` only, through the configured model, following `instruction` when given. */
export async function regenerateSlide(
  doc: QuireDocument,
  n: number,
  instruction: string,
): Promise<{ document: QuireDocument; warnings: string[] }> {
  const r = await quire.regenerateSlide(doc.id, n, {
    version: doc.version,
    ...(instruction.trim() ? { instruction: instruction.trim() } : {}),
  });
  return { document: r.document, warnings: r.warnings };
}

/** The document as it is now, read again after a refusal. */
export async function reloadDocument(id: string): Promise<QuireDocument> {
  return (await quire.ok(quire.api.GET("/api/workspace/documents/{id}", { params: { path: { id } } }))).document;
}

/** The server refused because the document's version moved on since the page read it. */
export const isConflict = (e: unknown): boolean => e instanceof QuireError && e.status === 409;

export const CONFLICT_MESSAGE =
  "This deck was changed somewhere else (another tab, person or program) since this page loaded, so nothing was changed. The page now shows the latest version: check the slide and try again.";
