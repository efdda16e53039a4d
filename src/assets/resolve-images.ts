// The image pre-pass of render and export: asset ids (the owner's only) and images on the operator's allowed hosts
// become data: URLs of their stripped bytes, so every writer (which embeds data: URLs only) shows them. What cannot be
// resolved is left as written: the writers draw their placeholder, and a warning here says why.
import type { SpaceId } from "../lib/space-id.js";
import type { Source } from "../formats/model/source.js";
import { AppError } from "../lib/errors.js";
import { isId } from "../lib/ids.js";
import type { AssetDeps } from "./asset-deps.js";
import { fetchRemoteImage, RemoteImageRefused } from "./fetch-remote-image.js";
import { allowedHost } from "../outbound/index.js";
import { loadAssetBytes } from "./manage-assets.js";
import { forEachImage, rewriteImages, type Where } from "./source-images.js";
import { mapLimited } from "../lib/map-limited.js";

/** Inlined bytes per source: beyond, images stay placeholders (each is also base64-copied to the export worker). */
export const INLINE_BUDGET_BYTES = 64 * 1024 * 1024;
/** Remote images fetched per source, at most `REMOTE_PARALLEL` at once. */
export const REMOTE_MAX = 16;
const REMOTE_PARALLEL = 4;

export interface ResolvedImages {
  source: Source;
  warnings: string[];
}

/** The user whose assets may be used, asked only when the source names an asset (null: nobody signed in). */
/** The space whose assets a source may show, asked only when it names one (null: an anonymous caller). */
export type AssetOwner = () => Promise<SpaceId | null>;

export async function resolveImages(deps: AssetDeps, source: Source, owner: AssetOwner): Promise<ResolvedImages> {
  const firstSeen = new Map<string, Where>();
  const note = (src: string, where: Where) => {
    if (!firstSeen.has(src)) firstSeen.set(src, where);
  };
  // Markdown is scanned only when it could name an asset or an allowed host: most sources cost one substring search.
  const mayHold = (text: string) => text.includes("asset_") || (deps.remote.hosts.length > 0 && /https?:/i.test(text));
  forEachImage(source, mayHold, (src, where) => note(src.trim(), where));
  const assetIds = [...firstSeen.keys()].filter((src) => isId("asset", src));
  const remote = [...firstSeen.keys()].filter((src) => isRemoteAllowed(deps, src));
  if (assetIds.length === 0 && remote.length === 0) return { source, warnings: [] };

  const warnings: string[] = [];
  const inlined = new Map<string, string>();
  let budget = INLINE_BUDGET_BYTES;
  const keep = (src: string, type: string, bytes: Uint8Array) => {
    if (bytes.length > budget) {
      warnings.push(
        `${firstSeen.get(src)}image ${shortSrc(src)} was not embedded: the images of one document may hold ${INLINE_BUDGET_BYTES / 1024 / 1024} MiB in all; a placeholder is shown.`,
      );
      return;
    }
    budget -= bytes.length;
    inlined.set(src, `data:${type};base64,${Buffer.from(bytes).toString("base64")}`);
  };

  if (assetIds.length) {
    const spaceId = await owner();
    const found = spaceId
      ? new Map((await deps.assets.findManyByIds(spaceId, assetIds)).map((a) => [a.id, a]))
      : new Map();
    for (const id of assetIds) {
      const asset = found.get(id);
      if (!asset) {
        const why = spaceId
          ? "is not an image in this space (deleted, or never uploaded here)"
          : "is an uploaded image; sign in or send your API key to show it";
        warnings.push(`${firstSeen.get(id)}image ${id} ${why}; a placeholder is shown.`);
        continue;
      }
      keep(id, asset.type, await loadAssetBytes(deps, asset));
    }
  }

  const fetchable = remote.slice(0, REMOTE_MAX);
  for (const src of remote.slice(REMOTE_MAX))
    warnings.push(
      `${firstSeen.get(src)}image ${shortSrc(src)} was not fetched: at most ${REMOTE_MAX} remote images are fetched per document; a placeholder is shown.`,
    );
  const fetched = await mapLimited(fetchable, REMOTE_PARALLEL, (src) => fetchImage(deps, src));
  fetchable.forEach((src, i) => {
    const result = fetched[i]!;
    if (typeof result === "string")
      warnings.push(`${firstSeen.get(src)}image ${shortSrc(src)} was not embedded: ${result}; a placeholder is shown.`);
    else keep(src, result.type, result.bytes);
  });

  const swap = (src: string) => inlined.get(src.trim());
  return { source: inlined.size ? rewriteImages(source, swap) : source, warnings };
}

function isRemoteAllowed(deps: AssetDeps, src: string): boolean {
  if (deps.remote.hosts.length === 0 || !/^https?:\/\//i.test(src)) return false;
  try {
    return allowedHost(deps.remote.hosts, new URL(src)) !== null;
  } catch {
    return false;
  }
}

/** The remote image checked and stripped like an upload, or why not. */
async function fetchImage(deps: AssetDeps, src: string): Promise<{ type: string; bytes: Uint8Array } | string> {
  try {
    const answer = await fetchRemoteImage(src, {
      hosts: deps.remote.hosts,
      timeoutMs: deps.remote.timeoutMs,
      maxBytes: deps.limits.maxBytes,
    });
    const declared = answer.contentType.split(";")[0]!.trim().toLowerCase();
    if (!["image/png", "image/jpeg", "image/jpg", "image/gif"].includes(declared))
      return `the server sent ${declared || "no type"}, not a PNG, JPEG or GIF`;
    const image = await deps.prepare(answer.bytes, declared, deps.limits);
    return { type: image.type, bytes: image.bytes };
  } catch (err) {
    if (err instanceof RemoteImageRefused || err instanceof AppError) return err.message.replace(/\.$/, "");
    throw err;
  }
}

const shortSrc = (src: string) => (src.length > 80 ? `${src.slice(0, 77)}...` : src);
