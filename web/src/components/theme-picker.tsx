// The built-in themes as pictures (GET /api/themes); choosing one sets the document's `theme.name`, keeping its overrides.
import { useEffect, useState } from "react";
import { api, type QuireDocument } from "../api";

interface ThemeInfo {
  name: string;
  dark: boolean;
  default: boolean;
  preview: string;
}

let themes: Promise<ThemeInfo[]> | null = null;
const loadThemes = () => (themes ??= api<{ items: ThemeInfo[] }>("/api/themes").then((r) => r.items));

export function ThemePicker({ doc, onChanged, onError }: { doc: QuireDocument; onChanged: (d: QuireDocument) => void; onError: (e: unknown) => void }) {
  const [items, setItems] = useState<ThemeInfo[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    loadThemes().then(setItems, onError);
  }, [onError]);
  const source = doc.source as { theme?: { name?: string } };
  const current = source.theme?.name ?? items.find((t) => t.default)?.name;

  async function choose(name: string) {
    if (name === current || busy) return;
    setBusy(true);
    try {
      const next = { ...(doc.source as object), theme: { ...(source.theme ?? {}), name } };
      const r = await api<{ document: QuireDocument }>(`/api/workspace/documents/${doc.id}`, { method: "PATCH", body: { source: next, version: doc.version } });
      onChanged(r.document);
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
    }
  }

  if (!items.length) return null;
  return (
    <fieldset className="themes" aria-busy={busy}>
      <legend>Theme</legend>
      <div className="theme-grid" role="radiogroup" aria-label="Theme">
        {items.map((t) => (
          <button key={t.name} type="button" role="radio" aria-checked={t.name === current} className={t.name === current ? "theme chosen" : "theme"} onClick={() => void choose(t.name)} disabled={busy}>
            <img src={t.preview} alt="" width={160} height={90} />
            <span>{t.name}</span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
