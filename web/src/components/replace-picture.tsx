// "Replace picture" for one slide: the space's own pictures (GET /api/assets?origin=upload) to choose from; the chosen
// one becomes the slide's picture, with its alt text (else its name) and a credit, as one `replace` edit.
import { useEffect, useRef, useState } from "react";
import type { Asset, Schemas } from "@quire/sdk";
import { quire } from "../api";
import { editSlides, type Slide } from "../slide-api";
import { ErrorNote } from "./layout";
import { SlideDialog } from "./slide-dialog";

type QuireDocument = Schemas["Document"];
type ImageRef = { src: string; alt: string; credit?: string; focus?: { x: number; y: number } };

/** The layouts whose picture is the slide's own (`image`): the ones this dialog replaces. */
export const hasOwnPicture = (slide: Slide | undefined): boolean =>
  !!slide && "image" in slide && !!(slide as { image?: ImageRef }).image;

/** Pictures listed at most: one page of the library, newest first. */
const LIBRARY_PAGE = 60;

/** An asset's bytes for an <img>: same-origin, so the session cookie goes with it. */
const assetUrl = (id: string) => `/api/assets/${encodeURIComponent(id)}`;

/** The slide with `asset` as its picture: its alt (else its name, else the old alt), its credit, its focal point. */
function withPicture(slide: Slide, asset: Asset): Slide {
  const old = (slide as { image: ImageRef }).image;
  const image: ImageRef = {
    src: asset.id,
    alt: asset.alt?.trim() || asset.name?.trim() || old.alt,
    credit: asset.credit ?? `Your library: ${asset.name ?? asset.id}`,
    ...(asset.focus ? { focus: asset.focus } : {}),
  };
  return { ...slide, image } as Slide;
}

export function ReplacePicture({
  doc,
  n,
  onReplaced,
  onFailed,
  onClose,
}: {
  doc: QuireDocument;
  n: number;
  onReplaced: (d: QuireDocument, said: string) => void;
  onFailed: (e: unknown) => Promise<unknown>;
  onClose: () => void;
}) {
  const [assets, setAssets] = useState<Asset[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const first = useRef<HTMLButtonElement>(null);
  const slide = (doc.source.kind === "deck" ? doc.source.slides[n - 1] : undefined) as Slide;
  const current = (slide as { image?: ImageRef }).image?.src;

  useEffect(() => {
    const controller = new AbortController();
    quire.listAssets({ origin: "upload", limit: LIBRARY_PAGE, signal: controller.signal }).then(
      (page) => setAssets(page.items),
      (e: unknown) => !controller.signal.aborted && setError(e),
    );
    return () => controller.abort();
  }, []);

  // The first picture takes the focus once the list is there (until then the dialog has only Close).
  useEffect(() => first.current?.focus(), [assets]);

  async function choose(asset: Asset) {
    if (saving) return;
    setSaving(asset.id);
    setError(null);
    try {
      const d = await editSlides(doc, [{ op: "replace", part: n, slide: withPicture(slide, asset) }]);
      onReplaced(d, `Slide ${n} now shows “${asset.name ?? asset.id}”.`);
    } catch (e) {
      setError(await onFailed(e));
    } finally {
      setSaving(null);
    }
  }

  return (
    <SlideDialog title={`Replace the picture on slide ${n}`} onClose={onClose} wide>
      <ErrorNote error={error} />
      {!assets && !error && (
        <p className="hint" role="status">
          Reading your library…
        </p>
      )}
      {assets && (
        <>
          <p className="hint">
            {assets.length === 0
              ? "Your library has no pictures yet: upload them with quire assets upload, or POST /api/assets."
              : "Your library, newest first — choose a picture to put on this slide (History can undo it):"}
          </p>
          <ul className="picture-grid" aria-busy={saving !== null}>
            {assets.map((a, i) => {
              const name = a.name ?? "Unnamed picture";
              return (
                <li key={a.id}>
                  {/* The alt text describes the choice; the button is named by the picture's name, as it shows it. */}
                  <button
                    ref={i === 0 ? first : undefined}
                    type="button"
                    className="picture-choice"
                    aria-label={`Use “${name}”`}
                    aria-describedby={a.alt ? `alt-${a.id}` : undefined}
                    aria-current={a.id === current ? "true" : undefined}
                    aria-disabled={saving !== null}
                    onClick={() => void choose(a)}
                  >
                    <img src={assetUrl(a.id)} alt="" loading="lazy" />
                    <span className="picture-name">{saving === a.id ? "Saving…" : name}</span>
                  </button>
                  {a.id === current && <span className="picture-current">On this slide now</span>}
                  {a.alt && (
                    <span id={`alt-${a.id}`} className="picture-alt">
                      {a.alt}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <div className="row dialog-actions">
        <button type="button" className="button ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </SlideDialog>
  );
}
