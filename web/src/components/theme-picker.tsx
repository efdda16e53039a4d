// The built-in themes as pictures (GET /api/themes); choosing one sets the document's `theme.name`, keeping its overrides.
// Decks also pick a slide size (the source's `size`).
import { useEffect, useState } from "react";
import type { paths, Schemas } from "@quire/sdk";
import { quire } from "../api";

type ThemeList = paths["/api/themes"]["get"]["responses"][200]["content"]["application/json"];

let themes: Promise<ThemeList> | null = null;
const loadThemes = () => (themes ??= quire.ok(quire.api.GET("/api/themes")));

export function ThemePicker({
  doc,
  onChanged,
  onError,
}: {
  doc: Schemas["Document"];
  onChanged: (d: Schemas["Document"]) => void;
  onError: (e: unknown) => void;
}) {
  const [list, setList] = useState<ThemeList>({ items: [], sizes: [] });
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    loadThemes().then(setList, onError);
  }, [onError]);
  const { items, sizes } = list;
  const source = doc.source as { theme?: { name?: string }; size?: string };
  const current = source.theme?.name ?? items.find((t) => t.default)?.name;
  const currentSize = source.size ?? sizes[0];

  const choose = (name: string) =>
    name !== current && save({ ...(doc.source as object), theme: { ...(source.theme ?? {}), name } });
  const chooseSize = (size: string) => size !== currentSize && save({ ...(doc.source as object), size });

  async function save(next: object) {
    if (busy) return;
    setBusy(true);
    try {
      // The source with its `theme` or `size` changed: the same kind of source as before.
      const r = await quire.ok(
        quire.api.PATCH("/api/workspace/documents/{id}", {
          params: { path: { id: doc.id } },
          body: { source: next as Schemas["Source"], version: doc.version },
        }),
      );
      onChanged(r.document);
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
    }
  }

  if (!items.length) return null;
  // aria-disabled while saving, not disabled: a disabled control would drop the keyboard focus of the one just chosen.
  return (
    <fieldset className="themes" aria-busy={busy}>
      <legend>Theme</legend>
      <div className="theme-grid" role="radiogroup" aria-label="Theme">
        {items.map((t) => (
          <button
            key={t.name}
            type="button"
            role="radio"
            aria-checked={t.name === current}
            className={t.name === current ? "theme chosen" : "theme"}
            onClick={() => void choose(t.name)}
            aria-disabled={busy}
          >
            <img src={t.preview} alt="" width={160} height={90} />
            <span>{t.name}</span>
          </button>
        ))}
      </div>
      {doc.kind === "deck" && sizes.length > 0 && (
        <label className="slide-size">
          Slide size{" "}
          <select value={currentSize} onChange={(e) => void chooseSize(e.target.value)} aria-disabled={busy}>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s === "A4" ? "A4 landscape" : s}
              </option>
            ))}
          </select>
        </label>
      )}
    </fieldset>
  );
}
