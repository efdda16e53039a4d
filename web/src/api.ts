// The web app's way to the server: one @quire/sdk client for every call under /api, plus what only a browser does
// with the answers (saving a downloaded file, a slide picture's address) and the public demo's NDJSON stream.
import { createQuireClient, ndjson, type AgentLine, type DownloadedFile, type Schemas } from "@quire/sdk";

/**
 * `quire.ok(quire.api.GET("/api/…", …))`: the typed answer, or a QuireError. Its fetches are same-origin, so the
 * session cookie goes with them; the client adds only the Quire-Version header (no API key, so no Authorization).
 */
export const quire = createQuireClient({ baseUrl: window.location.origin });

export type Kind = Schemas["DocumentSummary"]["kind"];

/** Saves a file the API answered with (quire.export, generateOnBrand, batch) under its Content-Disposition name. */
export function saveFile(file: DownloadedFile): DownloadedFile {
  const url = URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.mimeType }));
  const a = document.createElement("a");
  a.href = url;
  a.download = file.filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return file;
}

/** POST /api/agent/demo (quire.agent runs /api/agent): the public demo's lines as they arrive; a refusal before the stream is a QuireError. */
export async function* demoRun(request: Schemas["AgentDemoRequest"], signal: AbortSignal): AsyncGenerator<AgentLine> {
  const stream = await quire.ok(quire.api.POST("/api/agent/demo", { body: request, parseAs: "stream", signal }));
  yield* ndjson<AgentLine>(new Response(stream));
}

/** A slide of a saved deck as a PNG drawn by the server, `width` pixels wide: an <img> address, loaded by the browser. */
export const slideImageUrl = (documentId: string, n: number, width: number) =>
  `/api/workspace/documents/${encodeURIComponent(documentId)}/slides/${n}.png?width=${width}`;

/** Page `n` of a brand's template drawn as itself (1 its master, 2.. each layout), `width` pixels wide: an <img> address. */
export const templatePageUrl = (brandId: string, n: number, width: number) =>
  `/api/brands/${encodeURIComponent(brandId)}/template/${n}.png?width=${width}`;
