// A slide of a saved deck shown in another layout: its variants (layouts that keep every word and add none), and one
// applied as a new version through the typed edits' replace, so every other slide stays byte-identical.
import { AppError } from "../lib/errors.js";
import type { Deck, Slide, SlideLayout, Source } from "../formats/model/source.js";
import { layoutVariants } from "../formats/slide-kinds/layout-variants.js";
import type { DocumentRepo } from "../store/repos/documents.js";
import { changeDocument, type EditDocumentInput, type EditedDocument } from "./edit-document.js";
import { applyDocumentEdits, partIndexOf } from "./edits/apply-document-edits.js";
import { partId, type PartIds } from "./part-ids.js";

export interface SlideVariant {
  k: number;
  layout: SlideLayout;
  slide: Slide;
}

export function asDeck(source: Source): Deck {
  if (source.kind !== "deck")
    throw new AppError("unsupported_format", `Only decks have slides; this document is a ${source.kind}.`);
  return source;
}

/** Slide `address` (its number, id or title) of a deck: its index and id, or a 400 naming the path parameter. */
export function slideOf(deck: Deck, ids: PartIds, address: number | string): { index: number; id: string } {
  const index = partIndexOf(deck, ids, address, "n");
  return { index, id: partId("deck", ids.ids[index]!) };
}

/** The `{n}` of a slide route: a number as people count, else an id or a title. */
export const slideAddress = (raw: string): number | string =>
  /^[1-9][0-9]{0,3}$/.test(raw) ? Number(raw) : decodeURIComponent(raw);

/** Up to four other layouts of slide `index`, numbered from 1 (deterministic: the same deck gives the same list). */
export function variantsOf(deck: Deck, index: number): SlideVariant[] {
  return layoutVariants(deck.slides[index]!, deck.language).map((v, i) => ({
    k: i + 1,
    layout: v.layout,
    slide: v.slide,
  }));
}

/** Slide `address` replaced by its variant `k`, as one new version. */
export function applySlideVariant(
  repos: { documents: DocumentRepo<Source> },
  input: EditDocumentInput & { slide: number | string; k: number },
): Promise<EditedDocument> {
  return changeDocument(repos, input, ({ source, ids }) => {
    const deck = asDeck(source);
    const { index } = slideOf(deck, ids, input.slide);
    const variants = variantsOf(deck, index);
    const chosen = variants[input.k - 1];
    if (!chosen) {
      const have = variants.length ? `1 to ${variants.length}` : "none: no other layout fits its content";
      throw new AppError("invalid_request", `Slide ${index + 1} has no layout variant ${input.k} (it has ${have}).`, {
        details: [{ path: "k", message: variants.length ? `1..${variants.length}` : "no variants" }],
      });
    }
    const result = applyDocumentEdits(deck, ids, [{ op: "replace", part: index + 1, slide: chosen.slide }]);
    const applied = result.applied.map((a, i) =>
      i ? a : { ...a, message: `${a.message.replace(/^Rewrote/, "Showed")} as ${chosen.layout}` },
    );
    return { ...result, applied };
  });
}
