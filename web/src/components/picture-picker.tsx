// A new deck's pictures: the modes this service offers (GET /api/pictures) as a labelled select, its default chosen.
import { useEffect, useState } from "react";
import type { PictureMode, PictureSources } from "@quire/sdk";
import { quire } from "../api";

/** What each mode is called in the picker; stock and generated name who provides them. */
function modeLabel(mode: PictureMode, provider: string | null): string {
  if (mode === "none") return "No pictures";
  if (mode === "library") return "From my library";
  if (mode === "stock") return provider ? `Stock photos (${provider})` : "Stock photos";
  return provider ? `Generated (${provider})` : "Generated";
}

/** The service's picture sources, read once; null until they arrive (or when they cannot be read: no picker then). */
export function usePictureSources(): PictureSources | null {
  const [sources, setSources] = useState<PictureSources | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    quire.pictureSources({ signal: controller.signal }).then(setSources, () => setSources(null));
    return () => controller.abort();
  }, []);
  return sources;
}

export function PicturePicker({
  sources,
  value,
  onChange,
  disabled = false,
}: {
  sources: PictureSources;
  value: PictureMode;
  onChange: (m: PictureMode) => void;
  disabled?: boolean;
}) {
  const offered = sources.modes.filter((m) => m.available);
  return (
    <label className="inline">
      Pictures
      <select value={value} onChange={(e) => onChange(e.target.value as PictureMode)} disabled={disabled}>
        {offered.map((m) => (
          <option key={m.mode} value={m.mode}>
            {modeLabel(m.mode, m.provider)}
          </option>
        ))}
      </select>
    </label>
  );
}
