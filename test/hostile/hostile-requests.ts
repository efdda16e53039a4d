// The requests the hostile suite sends one route: its schema's worst case at real ids (so the request goes past the
// id checks into the work), its path at the longest ids the schema allows, and each file of the decoder corpus it reads.
import { DECODER_CORPUS, type CorpusEntry } from "./decoder-corpus.js";
import type { RouteCase } from "./route-cases.js";
import { resolveRef, worstCases, type KnownIds } from "./worst-case.js";

type Json = Record<string, unknown>;

export interface HostileRequest {
  label: string;
  path: string;
  /** The request, made when it is sent: a corpus file is built once, on its first use. */
  init: () => RequestInit;
  /** The corpus file it carries, when it carries one: what its answer must be. */
  entry?: CorpusEntry;
  judged?: "entry" | "no-5xx";
}

export interface Fixtures {
  /** Real ids by prefix: the caller's deck, brand and picture. */
  ids: KnownIds;
  headers: Record<string, string>;
}

const EXTENSIONS: Record<CorpusEntry["format"], string> = {
  pptx: "pptx",
  potx: "potx",
  docx: "docx",
  xlsx: "xlsx",
  pdf: "pdf",
  png: "png",
  jpeg: "jpg",
  gif: "gif",
  webp: "webp",
  svg: "svg",
};
/** Header values are ASCII: the worst case of a header parameter is its longest run of one letter. */
const headerValue = (schema: Json | undefined) =>
  "h".repeat(typeof schema?.maxLength === "number" ? schema.maxLength : 256);

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema?: Json;
}

function parametersOf(doc: Json, op: Json): Parameter[] {
  const list = (op.parameters as Json[] | undefined) ?? [];
  return list.map((p) => (typeof p.$ref === "string" ? resolveRef(doc, p.$ref) : p) as unknown as Parameter);
}

/** A path parameter's real value: the caller's document, brand or picture for `{id}` by the route's noun; 1 for counts. */
function realParam(path: string, name: string, ids: KnownIds): string | undefined {
  if (name === "brand_id") return ids.brand;
  if (name === "id" && path.startsWith("/api/workspace/documents")) return ids.doc;
  if (name === "id" && path.startsWith("/api/assets")) return ids.asset;
  if (["n", "k", "version"].includes(name)) return "1";
  return undefined;
}

const longest = (schema: Json | undefined) =>
  (worstCases({}, { ...schema, pattern: undefined }, 16 * 1024)[0] as string | number | boolean | null) ?? "x";

function fillPath(path: string, params: Parameter[], value: (p: Parameter) => string): string {
  return params
    .filter((p) => p.in === "path")
    .reduce((at, p) => at.replace(`{${p.name}}`, encodeURIComponent(value(p))), path);
}

function query(doc: Json, params: Parameter[]): string {
  const search = new URLSearchParams();
  for (const p of params.filter((p) => p.in === "query"))
    search.set(p.name, String(worstCases(doc, p.schema ?? {}, 16 * 1024)[0]));
  return search.size ? `?${search}` : "";
}

const builtFiles = new Map<string, Uint8Array>();
/** A corpus file's bytes, built once however many routes are sent it (the largest take seconds to zip). */
function built(name: string, entry: CorpusEntry): Uint8Array {
  let bytes = builtFiles.get(name);
  if (!bytes) builtFiles.set(name, (bytes = entry.bytes()));
  return bytes;
}

/** Every request the suite sends `method path`. */
export function hostileRequests(
  doc: Json,
  path: string,
  method: string,
  op: Json,
  routeCase: RouteCase,
  fixtures: Fixtures,
): HostileRequest[] {
  if (routeCase.skip) return [];
  const params = parametersOf(doc, op);
  const ids = routeCase.destructive ? {} : fixtures.ids;
  const headers: Record<string, string> = { ...fixtures.headers };
  for (const p of params.filter((p) => p.in === "header" && p.name.toLowerCase() !== "quire-version"))
    headers[p.name] = headerValue(p.schema);
  const real = fillPath(
    path,
    params,
    (p) => (routeCase.destructive ? undefined : realParam(path, p.name, ids)) ?? String(longest(p.schema)),
  );
  const out: HostileRequest[] = [];
  const content = ((op.requestBody as Json | undefined)?.content ?? {}) as Record<string, { schema?: unknown }>;
  const json = content["application/json"]?.schema;
  const upper = method.toUpperCase();
  if (json) {
    worstCases(doc, json, routeCase.maxBytes ?? 4 * 1024 * 1024, ids).forEach((body, i) => {
      // Encoded once here: the client's own UTF-8 encoding of a 2.8 MB string, on the two cores the server runs on, is
      // not the server's time.
      const bytes = Buffer.from(JSON.stringify(body));
      out.push({
        label: `${upper} ${path} worst body ${i + 1}`,
        path: `${real}${query(doc, params)}`,
        init: () => ({ method: upper, headers: { ...headers, "content-type": "application/json" }, body: bytes }),
      });
    });
  } else if (!routeCase.files) {
    out.push({
      label: `${upper} ${path} worst query`,
      path: `${real}${query(doc, params)}`,
      init: () => ({ method: upper, headers }),
    });
  }
  if (params.some((p) => p.in === "path")) {
    const garbage = fillPath(path, params, (p) => String(longest(p.schema)).replace(/[^\x20-\x7e]/g, "z"));
    out.push({ label: `${upper} ${path} longest ids`, path: garbage, init: () => ({ method: upper, headers }) });
  }
  const files = routeCase.files;
  if (!files) return out;
  const sent = new Set<string>();
  for (const [name, entry] of Object.entries(DECODER_CORPUS)) {
    if (!files.formats.includes(entry.format) || (files.sample && sent.has(entry.format))) continue;
    sent.add(entry.format);
    const filename = `${name}.${EXTENSIONS[entry.format]}`;
    const init = (): RequestInit => {
      const bytes = built(name, entry);
      if (files.as === "raw")
        return {
          method: upper,
          headers: { ...headers, "content-type": "application/octet-stream" },
          body: bytes as BodyInit,
        };
      const form = new FormData();
      for (const [k, v] of Object.entries(files.fields ?? {})) form.append(k, v);
      form.append(files.as, new File([bytes as BlobPart], filename));
      return { method: upper, headers, body: form };
    };
    out.push({ label: `${upper} ${path} ${name}`, path: real, init, entry, judged: files.judged });
  }
  return out;
}
