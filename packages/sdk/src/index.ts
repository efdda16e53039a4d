// @quire/sdk: a typed client for the Quire API — every route through openapi-fetch with the types of the service's
// OpenAPI document, plus what a fetch client does not do alone: the agent's NDJSON stream, file uploads and downloads.
import createFetchClient, { type Client } from "openapi-fetch";
import { API_VERSION } from "./api-version.js";
import type { components, paths } from "./openapi.js";

export type { components, paths } from "./openapi.js";
export { API_VERSION } from "./api-version.js";
export { EXPORT_FORMATS_BY_KIND, type ExportFormat } from "./export-formats.js";
export { PICTURE_MODES, type PictureMode } from "./picture-modes.js";
export { TEXT_MODES, type TextMode } from "./text-modes.js";
export { SLIDE_ITEM_COUNTS } from "./slide-items.js";
export { IMPORT_EXTENSIONS, IMPORT_EXTENSIONS_BY_FORMAT, type ImportFormat } from "./import-formats.js";
export { diffInWords, partChangeInWords, versionMadeBy, type PartChangeInput } from "./history-in-words.js";

export type Schemas = components["schemas"];
type JsonBody<P extends keyof paths> = paths[P] extends {
  post: { requestBody?: { content: { "application/json": infer B } } };
}
  ? B
  : never;
type JsonAnswer<P extends keyof paths, M extends "get" | "post"> = paths[P] extends {
  [K in M]: { responses: { 200: { content: { "application/json": infer A } } } };
}
  ? A
  : never;

/** One line of the agent's stream (docs/agent-stream.md). */
export type AgentLine = Schemas["AgentLine"];
export type AgentRequest = JsonBody<"/api/agent">;
export type ExportRequest = JsonBody<"/api/export">;
export type BrandGenerateRequest = JsonBody<"/api/brands/{brand_id}/generate">;
export type BrandBatchRequest = JsonBody<"/api/brands/{brand_id}/batch">;
export type SavedDocument = Schemas["Document"];
export type ApiErrorBody = Schemas["Error"];
/** POST /api/workspace/documents/{id}/edits: `{ edits, version? }` — edits applied in order, as one new version. */
export type EditRequest = JsonBody<"/api/workspace/documents/{id}/edits">;
/** One edit (`retitle`, `insert`, `replace`, `remove`, `move`, `rename`, `shorten`, `replace-text`; a sheet's `set-cells`, `insert-rows`, `remove-rows`). */
export type DocumentEdit = EditRequest["edits"][number];
/** The document at its new version and what each edit did (`{op, target, message}`). */
export type EditAnswer = JsonAnswer<"/api/workspace/documents/{id}/edits", "post">;
/** A slide's other layouts: `{ documentId, version, slide: {n, id, layout}, variants: [{k, layout, slide, picture}] }`. */
export type SlideVariants = JsonAnswer<"/api/workspace/documents/{id}/slides/{n}/variants", "get">;
/** A slide rewritten: the document, what was applied, and the model's warnings. */
export type RegenerateAnswer = JsonAnswer<"/api/workspace/documents/{id}/slides/{n}/regenerate", "post">;
/** A slide of a deck: its number (from 1) or its stable id (`sl_4`). */
export type SlideAddress = number | string;
/** A saved image (an image `src`): its pixels, name, alt text, tags, origin (upload, stock, generated), credit and focal point. */
export type Asset = Schemas["Asset"];
/** PATCH /api/assets/{id}: any of name, alt, tags, focus (null clears name, alt or focus). */
export type AssetChanges = Schemas["AssetChanges"];
/** GET /api/assets: a page of images, newest first, and the cursor of the next. */
export type AssetPage = Schemas["AssetPage"];
/** GET /api/pictures: the `images` modes this service offers, its default, and who provides stock and generated pictures. */
export type PictureSources = Schemas["PictureSources"];
/** A picture a run placed (the `done` line's `pictures`): its slide, asset, origin, provider, credit, licence and page. */
export type PlacedPicture = Schemas["PlacedPicture"];
/** GET /api/usage: the caller's rate limits (used/limit/reset), job limits, organization, and the key's kind, scopes and quota. */
export type Usage = Schemas["Usage"];

/**
 * An answer the API refused: its status, closed error code, message and, when it gave them, details, trace id, whether
 * the same call may succeed later (`retryable`: rate limits, `quota_exhausted`, busy or unavailable services) and
 * `retryAfter`, the seconds its Retry-After header said to wait (a 429's, such as an organization key's spent quota).
 */
export class QuireError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { path: string; message: string }[],
    readonly traceId?: string,
    readonly retryable?: boolean,
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "QuireError";
  }
}

export interface QuireClientOptions {
  /** The service, e.g. "https://quire.example.com" (no trailing /api). */
  baseUrl: string;
  /** An API key (Authorization: Bearer): a personal one (quire_pk_…), or an organization's (quire_ok_…), which works in the organization's space within its scopes. */
  apiKey?: string;
  /**
   * The API version to ask for (the `Quire-Version` header; docs/api/versions.md): by default the one this SDK's types
   * were made from (API_VERSION), so a newer service keeps answering in the shapes they describe.
   */
  apiVersion?: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
}

/** A file the API answered with: its bytes, name (from Content-Disposition) and type. */
export interface DownloadedFile {
  bytes: Uint8Array;
  filename: string;
  mimeType: string;
  /** X-Document-Id, when the call saved a document. */
  documentId: string | null;
}

/** A file to send: bytes (or a Blob) and its name. */
export interface UploadFile {
  name: string;
  data: Uint8Array | Blob;
}

type ErrorAnswer = Partial<ApiErrorBody> & {
  details?: { path: string; message: string }[];
  traceId?: string;
  retryable?: boolean;
};

/** Retry-After in seconds (it may be a number of seconds or an HTTP date), or undefined when absent or unreadable. */
export function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get("retry-after")?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function quireErrorOf(res: Response, body: ErrorAnswer | null): QuireError {
  return new QuireError(
    res.status,
    body?.error ?? "http_error",
    body?.message ?? `HTTP ${res.status}`,
    body?.details,
    body?.traceId,
    body?.retryable,
    retryAfterOf(res.headers),
  );
}

async function errorOf(res: Response): Promise<QuireError> {
  return quireErrorOf(res, (await res.json().catch(() => null)) as ErrorAnswer | null);
}

const blobOf = (f: UploadFile) => (f.data instanceof Blob ? f.data : new Blob([f.data as BlobPart]));

export class QuireClient {
  /** Every route, typed: `quire.api.GET("/api/workspace/documents", { params: { query: { limit: 10 } } })`. */
  readonly api: Client<paths>;
  private readonly fetchImpl: typeof fetch;
  private readonly headers: Record<string, string>;

  constructor(private readonly options: QuireClientOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.headers = {
      "quire-version": options.apiVersion ?? API_VERSION,
      ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
    };
    this.api = createFetchClient<paths>({ baseUrl: options.baseUrl, headers: this.headers, fetch: this.fetchImpl });
  }

  private async send(path: string, init: RequestInit): Promise<Response> {
    const res = await this.fetchImpl(new URL(path, this.options.baseUrl), {
      ...init,
      headers: { ...this.headers, ...(init.headers as Record<string, string> | undefined) },
    });
    if (!res.ok) throw await errorOf(res);
    return res;
  }

  /** The answer's data, or a QuireError: for `const doc = await quire.ok(quire.api.GET(...))`. */
  async ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
    const { data, error, response } = await call;
    if (error !== undefined || !response.ok) throw quireErrorOf(response, (error ?? {}) as ErrorAnswer);
    return data as T;
  }

  /**
   * Runs the agent and yields its lines as they arrive (run, status, outline, slide…, document, done). An `error` line
   * is yielded like the others (it is the stream's last); errors before the stream starts throw a QuireError.
   * `files` are attached (multipart): the run builds the document from them.
   */
  async *agent(
    request: AgentRequest,
    options: { files?: UploadFile[]; signal?: AbortSignal; idempotencyKey?: string } = {},
  ): AsyncGenerator<AgentLine> {
    const headers: Record<string, string> = options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {};
    let body: BodyInit;
    if (options.files?.length) {
      const form = new FormData();
      for (const [key, value] of Object.entries(request as Record<string, unknown>)) {
        if (value === undefined) continue;
        if (Array.isArray(value)) for (const v of value) form.append(key, String(v));
        else form.append(key, String(value));
      }
      for (const f of options.files) form.append("files", blobOf(f), f.name);
      body = form;
    } else {
      headers["content-type"] = "application/json";
      body = JSON.stringify(request);
    }
    const res = await this.send("/api/agent", { method: "POST", headers, body, signal: options.signal });
    yield* ndjson<AgentLine>(res);
  }

  /** Runs the agent to the end: the finished document and the `done` line; an `error` line throws a QuireError. */
  async generate(
    request: AgentRequest,
    options: { files?: UploadFile[]; signal?: AbortSignal; onLine?: (line: AgentLine) => void } = {},
  ): Promise<{ document: SavedDocument; done: Extract<AgentLine, { type: "done" }> }> {
    let document: SavedDocument | null = null;
    for await (const line of this.agent(request, options)) {
      options.onLine?.(line);
      if (line.type === "document") document = line.document as SavedDocument;
      else if (line.type === "error")
        throw new QuireError(200, line.error, line.message, undefined, line.traceId, line.retryable);
      else if (line.type === "done" && document) return { document, done: line };
    }
    throw new QuireError(200, "internal_error", "The stream ended before its done line.");
  }

  /**
   * GET /api/usage: where the caller stands — every rate limit's minute and day window ({used, limit, reset}), the
   * user's job limits, the active organization, and the calling key's kind ("personal" | "organization"), scopes and
   * quota. It counts against no rate limit, but a metered organization key spends one call of its quota on it.
   */
  async usage(options: { signal?: AbortSignal } = {}): Promise<Usage> {
    return this.ok(this.api.GET("/api/usage", { signal: options.signal }));
  }

  /** POST /api/export: the file's bytes, name and type. */
  async export(
    request: ExportRequest,
    options: { signal?: AbortSignal; idempotencyKey?: string } = {},
  ): Promise<DownloadedFile> {
    return this.download("/api/export", request, options);
  }

  /** POST /api/brands/{id}/generate: the .pptx built on the brand (documentId when `save`). */
  async generateOnBrand(
    brandId: string,
    request: BrandGenerateRequest,
    options: { files?: UploadFile[]; signal?: AbortSignal } = {},
  ): Promise<DownloadedFile> {
    if (!options.files?.length)
      return this.download(`/api/brands/${encodeURIComponent(brandId)}/generate`, request, options);
    const form = new FormData();
    for (const [key, value] of Object.entries(request as Record<string, unknown>))
      if (value !== undefined) form.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
    for (const f of options.files) form.append("files", blobOf(f), f.name);
    return fileOf(
      await this.send(`/api/brands/${encodeURIComponent(brandId)}/generate`, {
        method: "POST",
        body: form,
        signal: options.signal,
      }),
      "deck.pptx",
    );
  }

  /** POST /api/brands/{id}/batch: the zip of decks (with manifest.json), as bytes. */
  async batch(
    brandId: string,
    request: BrandBatchRequest,
    options: { signal?: AbortSignal } = {},
  ): Promise<DownloadedFile> {
    return this.download(`/api/brands/${encodeURIComponent(brandId)}/batch`, request, options);
  }

  /** POST /api/import: a file read into an editable source (saved as a document with `save`). */
  async importFile(
    file: UploadFile,
    options: { save?: boolean; title?: string; signal?: AbortSignal } = {},
  ): Promise<Record<string, unknown>> {
    const form = new FormData();
    form.append("file", blobOf(file), file.name);
    if (options.save) form.append("save", "true");
    if (options.title) form.append("title", options.title);
    return (await this.send("/api/import", { method: "POST", body: form, signal: options.signal })).json() as Promise<
      Record<string, unknown>
    >;
  }

  /** POST /api/brands: a PowerPoint template uploaded and analysed. */
  async uploadBrand(
    file: UploadFile,
    options: { name?: string; signal?: AbortSignal } = {},
  ): Promise<Record<string, unknown>> {
    const form = new FormData();
    form.append("file", blobOf(file), file.name);
    if (options.name) form.append("name", options.name);
    return (await this.send("/api/brands", { method: "POST", body: form, signal: options.signal })).json() as Promise<
      Record<string, unknown>
    >;
  }

  /**
   * POST /api/assets: an image for slides and documents (its id is an image src), with the name (default: the file's
   * name without its extension), alt text and tags that match it to slides when a deck asks for `images: "library"`.
   */
  async uploadAsset(
    file: UploadFile,
    options: { name?: string; alt?: string; tags?: string[]; signal?: AbortSignal } = {},
  ): Promise<Asset> {
    const form = new FormData();
    form.append("file", blobOf(file), file.name);
    if (options.name !== undefined) form.append("name", options.name);
    if (options.alt !== undefined) form.append("alt", options.alt);
    if (options.tags !== undefined) form.append("tags", options.tags.join(","));
    return (
      await this.send("/api/assets", { method: "POST", body: form, signal: options.signal })
    ).json() as Promise<Asset>;
  }

  /** GET /api/assets: a page of the space's images, newest first; `origin` keeps only uploads, stock or generated ones. */
  async listAssets(
    options: { origin?: Asset["origin"]; limit?: number; cursor?: string; signal?: AbortSignal } = {},
  ): Promise<AssetPage> {
    const { signal, ...query } = options;
    return this.ok(this.api.GET("/api/assets", { params: { query }, signal }));
  }

  /** PATCH /api/assets/{id}: its name, alt text, tags or focal point changed (the picture itself never changes). */
  async updateAsset(id: string, changes: AssetChanges, options: { signal?: AbortSignal } = {}): Promise<Asset> {
    return this.ok(
      this.api.PATCH("/api/assets/{id}", { params: { path: { id } }, body: changes, signal: options.signal }),
    );
  }

  /** GET /api/pictures: which `images` modes a deck may ask for here (library, stock, generated), the default and the providers. */
  async pictureSources(options: { signal?: AbortSignal } = {}): Promise<PictureSources> {
    return this.ok(this.api.GET("/api/pictures", { signal: options.signal }));
  }

  /** GET /api/workspace/documents/{id}/slides/{n}.png: slide `n` (from 1) of a saved deck as PNG bytes, `width` px wide (120..1600, default 480). */
  async slideImage(
    documentId: string,
    n: number,
    options: { width?: number; signal?: AbortSignal } = {},
  ): Promise<Uint8Array> {
    const query = options.width === undefined ? "" : `?width=${encodeURIComponent(options.width)}`;
    const res = await this.send(
      `/api/workspace/documents/${encodeURIComponent(documentId)}/slides/${encodeURIComponent(n)}.png${query}`,
      { signal: options.signal },
    );
    return new Uint8Array(await res.arrayBuffer());
  }

  /**
   * POST /api/workspace/documents/{id}/edits: the edits applied in order, all or none, as one new version. A part is
   * addressed by its number (1 = first), its id (`sl_4`, `se_2`, `tb_1`) or its exact title; `version` (the one you
   * read) refuses with 409 `conflict` if the document changed since; an edit that cannot apply is 400 naming it.
   */
  async editDocument(
    documentId: string,
    request: EditRequest,
    options: { signal?: AbortSignal } = {},
  ): Promise<EditAnswer> {
    return this.ok(
      this.api.POST("/api/workspace/documents/{id}/edits", {
        params: { path: { id: documentId } },
        body: request,
        signal: options.signal,
      }),
    );
  }

  /** GET /api/workspace/documents/{id}/slides/{n}/variants: up to four other layouts of a slide, each with its picture (a data: URL; null with `pictures: false`). */
  async slideVariants(
    documentId: string,
    slide: SlideAddress,
    options: { pictures?: boolean; width?: number; signal?: AbortSignal } = {},
  ): Promise<SlideVariants> {
    const query = {
      ...(options.pictures !== undefined ? { pictures: options.pictures } : {}),
      ...(options.width !== undefined ? { width: options.width } : {}),
    };
    return this.ok(
      this.api.GET("/api/workspace/documents/{id}/slides/{n}/variants", {
        params: { path: { id: documentId, n: String(slide) }, query },
        signal: options.signal,
      }),
    );
  }

  /** POST /api/workspace/documents/{id}/slides/{n}/variants/{k}: variant `k` (from slideVariants) made the slide, as one new version. */
  async applySlideVariant(
    documentId: string,
    slide: SlideAddress,
    k: number,
    options: { version?: number; signal?: AbortSignal } = {},
  ): Promise<EditAnswer> {
    const body = options.version !== undefined ? { version: options.version } : {};
    return this.ok(
      this.api.POST("/api/workspace/documents/{id}/slides/{n}/variants/{k}", {
        params: { path: { id: documentId, n: String(slide), k } },
        body,
        signal: options.signal,
      }),
    );
  }

  /** POST /api/workspace/documents/{id}/slides/{n}/regenerate: that slide alone rewritten by the model (by `instruction`, else another look); every other slide kept as it was. */
  async regenerateSlide(
    documentId: string,
    slide: SlideAddress,
    options: { instruction?: string; version?: number; signal?: AbortSignal } = {},
  ): Promise<RegenerateAnswer> {
    const body = {
      ...(options.instruction !== undefined ? { instruction: options.instruction } : {}),
      ...(options.version !== undefined ? { version: options.version } : {}),
    };
    return this.ok(
      this.api.POST("/api/workspace/documents/{id}/slides/{n}/regenerate", {
        params: { path: { id: documentId, n: String(slide) } },
        body,
        signal: options.signal,
      }),
    );
  }

  private async download(
    path: string,
    body: unknown,
    options: { signal?: AbortSignal; idempotencyKey?: string },
  ): Promise<DownloadedFile> {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
    };
    return fileOf(
      await this.send(path, { method: "POST", headers, body: JSON.stringify(body), signal: options.signal }),
      "download",
    );
  }
}

async function fileOf(res: Response, fallback: string): Promise<DownloadedFile> {
  return {
    bytes: new Uint8Array(await res.arrayBuffer()),
    filename: filenameOf(res.headers.get("content-disposition") ?? "") ?? fallback,
    mimeType: (res.headers.get("content-type") ?? "application/octet-stream").split(";")[0]!,
    documentId: res.headers.get("x-document-id"),
  };
}

/** A Content-Disposition's file name: RFC 6266's `filename*` (UTF-8, any script) first, else the ASCII `filename`. */
export function filenameOf(disposition: string): string | undefined {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the ASCII name below.
    }
  }
  return /filename="([^"]+)"/.exec(disposition)?.[1];
}

/** An NDJSON body as an async iterator of parsed lines, as they arrive. */
export async function* ndjson<T>(res: Response): AsyncGenerator<T> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (line) yield JSON.parse(line) as T;
    }
    if (done) break;
  }
  if (buffer.trim()) yield JSON.parse(buffer) as T;
}

export function createQuireClient(options: QuireClientOptions): QuireClient {
  return new QuireClient(options);
}
