// The web app's only way to the server: JSON calls, file downloads and NDJSON streams under /api.

export interface ApiErrorBody {
  error: string;
  message: string;
  details?: { path: string; message: string }[];
  traceId?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
  get code() {
    return this.body.error;
  }
}

async function failure(res: Response): Promise<ApiError> {
  let body: ApiErrorBody;
  try {
    body = (await res.json()) as ApiErrorBody;
  } catch {
    body = { error: "internal_error", message: `The server answered ${res.status}.` };
  }
  return new ApiError(res.status, body);
}

export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const res = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: init.body === undefined ? {} : { "content-type": "application/json" },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: "same-origin",
    signal: init.signal,
  });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as T;
}

/** POSTs a multipart form (a file upload) and reads the JSON answer. */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  const res = await fetch(path, { method: "POST", body: form, credentials: "same-origin" });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as T;
}

/** POSTs JSON and saves the answer as a file named by Content-Disposition; returns that name and X-Document-Id (when saved). */
export async function download(path: string, body: unknown, fallbackName: string): Promise<{ filename: string; documentId: string | null }> {
  const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
  if (!res.ok) throw await failure(res);
  const filename = dispositionName(res.headers.get("content-disposition") ?? "") ?? fallbackName;
  saveBlob(await res.blob(), filename);
  return { filename, documentId: res.headers.get("x-document-id") };
}

/** The file name of a Content-Disposition: the UTF-8 `filename*` (any script) when there is one, else `filename`. */
export function dispositionName(header: string): string | null {
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // a malformed escape: the ASCII name below
    }
  }
  return /filename="([^"]+)"/.exec(header)?.[1] ?? null;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export type StreamLine = { type: string; seq: number } & Record<string, unknown>;

/** POSTs JSON (or a FormData as multipart, for files) and calls `onLine` for each NDJSON line as it arrives; errors before the stream are ApiErrors. */
export async function streamLines(path: string, body: unknown, onLine: (line: StreamLine) => void, signal?: AbortSignal): Promise<void> {
  // The browser sets a FormData's multipart Content-Type with its boundary itself.
  const payload = body instanceof FormData ? { body } : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  const res = await fetch(path, { method: "POST", ...payload, credentials: "same-origin", signal });
  if (!res.ok || !res.body) throw await failure(res);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const text = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (text) onLine(JSON.parse(text) as StreamLine);
    }
  }
  if (buffer.trim()) onLine(JSON.parse(buffer) as StreamLine);
}

export type Kind = "deck" | "doc" | "sheet";

export interface DocumentSummary {
  id: string;
  kind: Kind;
  title: string;
  origin: string;
  brandId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface QuireDocument extends DocumentSummary {
  source: unknown;
}

export interface Session {
  session: { id: string; expiresAt: string };
  user: { id: string; email: string; name: string; image: string | null; createdAt: string };
}

export interface ShowcaseDemo {
  id: string;
  kind: Kind;
  title: string;
  description: string;
  tags: string[];
  source?: unknown;
}

/** Renders a source to safe HTML through the public render route. */
export function renderHtml(source: unknown): Promise<{ html: string; warnings: string[]; title: string }> {
  return api("/api/render", { body: { source } });
}

/** A deck's quality report (GET …/quality, and the agent's `done` line): findings per slide with stable codes. */
export interface QualityFinding {
  code: string;
  severity: "warning" | "info";
  slide: number;
  message: string;
}

export interface QualityReport {
  status: "complete" | "partial" | "skipped";
  slides: number;
  measured: number;
  findings: QualityFinding[];
  /** Pictures without alt text, slides without a title, low contrast by slide (from the source, so also when skipped). */
  accessibility?: QualityFinding[];
  notes: string[];
}

/** A slide of a saved deck as a PNG drawn by the server, `width` pixels wide. */
export const slideImageUrl = (documentId: string, n: number, width: number) => `/api/workspace/documents/${encodeURIComponent(documentId)}/slides/${n}.png?width=${width}`;

/** What made a version of a document (docs/api/history.md); `baseline` is where history began for an older document. */
export type VersionChange = "created" | "edited" | "revised" | "imported" | "restored" | "moved" | "baseline";

/** One edit line of an agent's revision, as it streamed. */
export interface VersionEdit {
  op: string;
  target: string;
  message: string;
}

export interface VersionSummary {
  version: number;
  change: VersionChange;
  title: string;
  /** Their name, or their address when they gave none. */
  author: string | null;
  edits: VersionEdit[] | null;
  restoredFrom: number | null;
  createdAt: string;
}

/** GET …/versions: newest first; `oldest` is the oldest version still kept, `current` the document's version. */
export interface VersionPage {
  items: VersionSummary[];
  nextCursor: string | null;
  oldest: number;
  current: number;
}

/** One part that changed: `from` and `to` count from 1; a row's or cell's are its sheet row (the header is row 1). */
export interface PartChange {
  change: "added" | "removed" | "changed" | "moved";
  part: "slide" | "section" | "tab" | "row" | "cell";
  from?: number;
  to?: number;
  /** The slide's title, the section's heading or the tab's name; a row's or cell's tab. */
  label: string;
  cell?: string;
  before?: unknown;
  after?: unknown;
}

/** GET …/diff?from=m&to=n: what changed from version `from` to `to`; `truncated` past 500 changes. */
export interface VersionDiff {
  from: number;
  to: number;
  kind: Kind;
  title: { before: string; after: string } | null;
  changes: PartChange[];
  truncated: boolean;
}
