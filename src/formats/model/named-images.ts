// Whether a source may name an image the image pre-pass would resolve (an uploaded picture's id, or a remote URL):
// a quick, generous look, so a source that certainly names none is drawn without the round trip through the pre-pass.
import type { Source } from "./source.js";

/** False only when no image of the source can be an asset id (`asset_…`) or, with `remote`, an http(s) URL. */
export function mayNameImages(source: Source, remote: boolean): boolean {
  if (source.kind === "sheet") return false;
  const text = source.kind === "doc" ? source.markdown : JSON.stringify(source.slides);
  return text.includes("asset_") || (remote && /https?:/i.test(text));
}
