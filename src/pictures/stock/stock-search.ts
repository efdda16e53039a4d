// One stock picture from any provider: the search call to its JSON API, the choice of the photo whose shape is
// nearest the frame's, and the download of its bytes from the provider's image hosts (checked like any remote image).
import { fetchRemoteImage, RemoteImageRefused } from "../../assets/index.js";
import { linkedAbort } from "../../lib/linked-abort.js";
import { parseHostList, type HostEntry } from "../../outbound/index.js";
import { checkedPicture, type CheckedPicture, type PictureCheck } from "../check-picture.js";
import { PictureFailed, type FoundPicture, type PictureQuery, type PictureSource } from "../picture-source.js";

/** One photo of a search answer, in the provider's order of relevance. */
export interface StockCandidate {
  imageUrl: string;
  /** The photo's own size: its shape decides which candidate is taken. */
  width: number;
  height: number;
  /** Empty when the provider has none. */
  alt: string;
  author: string;
  sourceUrl: string;
  /** A URL on the provider's API to call once the photo is used (Unsplash counts downloads so). */
  usedUrl?: string;
}

export interface StockProvider {
  /** "Pexels". */
  name: string;
  license: string;
  /** The API root when STOCK_BASE_URL is unset. */
  publicApi: string;
  /** The hosts its photos are served from. */
  imageHosts: readonly string[];
  /** The search request for these words; `api` ends with a slash. */
  searchRequest(api: URL, apiKey: string, query: PictureQuery): { url: URL; headers: Record<string, string> };
  /** The answer's photos, or null when it is not the documented answer. */
  candidates(answer: unknown): StockCandidate[] | null;
  /** A refused key the provider answers with something other than 401 or 403. */
  refusedKey?(status: number, body: string): boolean;
}

export interface StockSettings {
  /** STOCK_BASE_URL; unset, the provider's public API. */
  apiUrl?: string;
  apiKey: string;
  /** STOCK_IMAGE_HOSTS: where photos may come from besides the provider's own image hosts. */
  extraImageHosts: readonly HostEntry[];
  timeoutMs: number;
  maxBytes: number;
  /** How a photo is checked and stripped, like an upload, once it arrives. */
  check: PictureCheck;
}

/** How many photos a search asks for: enough to find one of the frame's shape, few enough to stay relevant. */
export const CANDIDATES = 10;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

export function stockPictureSource(provider: StockProvider, settings: StockSettings): PictureSource {
  const root = settings.apiUrl ?? provider.publicApi;
  const api = new URL(root.endsWith("/") ? root : `${root}/`);
  const imageHosts = [...parseHostList(provider.imageHosts.join(",")).hosts, ...settings.extraImageHosts];
  return {
    provider: provider.name,
    origin: "stock",
    cacheTag: `stock:${provider.name.toLowerCase()}`,
    async find(query) {
      const deadline = Date.now() + settings.timeoutMs;
      const request = provider.searchRequest(api, settings.apiKey, query);
      const candidates = await search(provider, settings, request, query.signal);
      if (candidates.length === 0)
        throw new PictureFailed("not-found", `no stock photo on ${provider.name} matched “${query.words}”`);
      const chosen = nearestInShape(candidates, query.aspect);
      const image = await download(provider, settings, imageHosts, chosen.imageUrl, deadline, query);
      if (chosen.usedUrl && new URL(chosen.usedUrl).origin === api.origin) reportUse(chosen.usedUrl, request.headers);
      return picture(provider, chosen, image, query);
    },
  };
}

async function search(
  provider: StockProvider,
  settings: StockSettings,
  request: { url: URL; headers: Record<string, string> },
  signal: AbortSignal,
): Promise<StockCandidate[]> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const linked = linkedAbort(signal, timeout);
  try {
    const res = await fetch(request.url, {
      headers: { accept: "application/json", ...request.headers },
      signal: linked.signal,
      redirect: "error",
    });
    const body = await res.text();
    if (!res.ok) throw answered(provider, res, body);
    let answer: unknown;
    try {
      answer = JSON.parse(body);
    } catch {
      answer = undefined;
    }
    const candidates = provider.candidates(answer);
    if (!candidates)
      throw new PictureFailed("invalid-answer", `${provider.name} sent a search answer Quire cannot read`);
    return candidates;
  } catch (err) {
    if (err instanceof PictureFailed) throw err;
    if (signal.aborted) throw signal.reason;
    if (timeout.aborted)
      throw new PictureFailed("timeout", `${provider.name} did not answer within ${seconds(settings.timeoutMs)}`);
    const inner = (err as { cause?: { code?: string; message?: string } }).cause;
    const cause = inner?.code ?? inner?.message ?? (err as Error).message;
    throw new PictureFailed("http", `${provider.name} could not be reached (${cause})`);
  } finally {
    linked.dispose();
  }
}

/** The failure a search answer other than 2xx stands for. */
function answered(provider: StockProvider, res: Response, body: string): PictureFailed {
  const { name } = provider;
  // Unsplash says a spent hourly quota with 403 and no requests remaining.
  if (res.status === 429 || (res.status === 403 && res.headers.get("x-ratelimit-remaining") === "0")) {
    const wait = retryAfterSeconds(res.headers.get("retry-after"));
    return new PictureFailed(
      "rate-limited",
      `${name} answered ${res.status} (rate limited${wait === null ? "" : `; retry in ${wait} s`})`,
    );
  }
  if (res.status === 401 || res.status === 403 || provider.refusedKey?.(res.status, body)) {
    return new PictureFailed("refused", `${name} refused the API key (${res.status})`);
  }
  return new PictureFailed("http", `${name} answered ${res.status}`);
}

/** Retry-After in seconds, given as seconds or as an HTTP date; null when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/** The candidate whose width / height is nearest the frame's (as a ratio, so 2:1 and 1:2 are as far from 1:1); the more relevant one on a tie. */
function nearestInShape(candidates: StockCandidate[], aspect: number): StockCandidate {
  const distance = (c: StockCandidate) => Math.abs(Math.log(c.width / c.height / aspect));
  return candidates.reduce((best, c) => (distance(c) < distance(best) ? c : best));
}

async function download(
  provider: StockProvider,
  settings: StockSettings,
  imageHosts: HostEntry[],
  url: string,
  deadline: number,
  { signal, fetched }: PictureQuery,
): Promise<CheckedPicture> {
  const late = new PictureFailed(
    "timeout",
    `the ${provider.name} picture did not arrive within ${seconds(settings.timeoutMs)}`,
  );
  const left = deadline - Date.now();
  if (left <= 0) throw late;
  let answer;
  try {
    answer = await fetchRemoteImage(url, { hosts: imageHosts, timeoutMs: left, maxBytes: settings.maxBytes, signal });
  } catch (err) {
    if (!(err instanceof RemoteImageRefused)) throw err;
    if (err.reason === "timeout") throw late;
    const failure = err.reason === "too-large" ? "too-large" : err.reason === "http" ? "http" : "refused";
    throw new PictureFailed(failure, `the ${provider.name} picture was not fetched: ${err.message}`);
  }
  fetched?.();
  const declared = answer.contentType.split(";")[0]!.trim().toLowerCase();
  return checkedPicture(
    provider.name,
    answer.bytes,
    declared && !declared.endsWith("octet-stream") ? declared : null,
    settings.check,
  );
}

/** Tells the provider the photo was used; nothing waits for it and nothing depends on it. */
function reportUse(url: string, headers: Record<string, string>): void {
  fetch(url, { headers, signal: AbortSignal.timeout(10_000), redirect: "error" }).then(
    (res) => void res.body?.cancel().catch(() => {}),
    () => {},
  );
}

function picture(
  provider: StockProvider,
  chosen: StockCandidate,
  image: CheckedPicture,
  query: PictureQuery,
): FoundPicture {
  return {
    bytes: image.bytes,
    type: image.type,
    width: image.width,
    height: image.height,
    alt: chosen.alt.trim() || query.alt,
    credit: `Photo: ${chosen.author} on ${provider.name} (${provider.license})`,
    license: provider.license,
    sourceUrl: chosen.sourceUrl,
    provider: provider.name,
    origin: "stock",
    ...(image.focus ? { focus: image.focus } : {}),
  };
}
