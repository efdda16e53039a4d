// "Other layouts" for one slide: up to four other layouts of the same words, drawn as applying them would draw them;
// choosing one applies it as a new version.
import { useEffect, useRef, useState } from "react";
import type { Schemas } from "@quire/sdk";
import { applySlideVariant, slideVariants, type SlideVariantList } from "../slide-api";
import { aSlideOf, layoutName } from "../slide-fields";
import { ErrorNote } from "./layout";
import { SlideDialog } from "./slide-dialog";

type QuireDocument = Schemas["Document"];

/** Pixels wide each picture is drawn at: two to a row in the dialog, sharp on a high-density screen at half that. */
const PICTURE_WIDTH = 480;

export function SlideVariants({
  doc,
  n,
  onApplied,
  onFailed,
  onClose,
}: {
  doc: QuireDocument;
  n: number;
  onApplied: (d: QuireDocument, said: string) => void;
  onFailed: (e: unknown) => Promise<unknown>;
  onClose: () => void;
}) {
  const [list, setList] = useState<SlideVariantList | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [applying, setApplying] = useState<number | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  const focusedOnce = useRef(false);

  // Read again for each version: after a conflict reloads the deck, the choices are those of its slide now.
  useEffect(() => {
    const controller = new AbortController();
    // The error is left as it is: a conflict's message arrives with the reloaded deck and must stay on screen.
    setList(null);
    slideVariants(doc.id, n, PICTURE_WIDTH, controller.signal).then(
      setList,
      (e: unknown) => !controller.signal.aborted && setError(e),
    );
    return () => controller.abort();
  }, [doc.id, doc.version, n]);

  // The first choice takes the focus once the pictures are there (until then the dialog has only Close).
  useEffect(() => {
    if (!list || focusedOnce.current || !first.current) return;
    focusedOnce.current = true;
    first.current.focus();
  }, [list]);

  async function apply(variant: SlideVariantList["variants"][number]) {
    if (!list || applying !== null) return;
    setApplying(variant.k);
    setError(null);
    try {
      // The version the choices were drawn from: if the deck changed since, the server refuses (409).
      onApplied(
        await applySlideVariant(doc.id, n, variant.k, list.version),
        `Slide ${n} is now ${aSlideOf(variant.layout)}.`,
      );
    } catch (e) {
      setError(await onFailed(e));
    } finally {
      setApplying(null);
    }
  }

  return (
    <SlideDialog title={`Other layouts for slide ${n}`} onClose={onClose} wide>
      <ErrorNote error={error} />
      {!list && !error && (
        <p className="hint" role="status">
          Drawing the other layouts…
        </p>
      )}
      {list && (
        <>
          <p className="hint">
            {list.variants.length === 0
              ? `No other layout fits this slide's words: it stays ${aSlideOf(list.slide.layout)}.`
              : `Now ${aSlideOf(list.slide.layout)}. The same words in another layout — choose one to use it (History can undo it):`}
          </p>
          <ul className="variant-grid" aria-busy={applying !== null}>
            {list.variants.map((v, i) => (
              <li key={v.k}>
                <button
                  ref={i === 0 ? first : undefined}
                  type="button"
                  className="variant"
                  aria-label={`Use the ${layoutName(v.layout)} layout`}
                  data-layout={v.layout}
                  aria-disabled={applying !== null}
                  onClick={() => void apply(v)}
                >
                  {v.picture ? (
                    <img src={v.picture} alt="" width={PICTURE_WIDTH / 2} />
                  ) : (
                    <span className="variant-nopicture">No picture</span>
                  )}
                  <span>{applying === v.k ? "Applying…" : layoutName(v.layout)}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="row dialog-actions">
        <button type="button" className="button ghost" onClick={onClose}>
          {list?.variants.length === 0 ? "Done" : "Cancel"}
        </button>
      </div>
    </SlideDialog>
  );
}
