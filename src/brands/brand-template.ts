// A brand's template loaded for rendering, cached by content hash (its design plan is computed once on it).
import { zipSync } from "fflate";
import { loadTemplate, type PptxTemplate } from "../formats/pptx/index.js";
import { validateUpload } from "./validate-upload.js";

const CACHE_MAX = 16;
const cache = new Map<string, PptxTemplate>();

/** The bytes the engine loads: the upload itself, or for Strict OOXML the same parts with transitional namespaces. */
export function renderableBytes(bytes: Uint8Array, strict: boolean): Uint8Array {
  if (!strict) return bytes;
  const pkg = validateUpload(bytes);
  const files: Record<string, Uint8Array> = {};
  const encoder = new TextEncoder();
  for (const [name, data] of pkg.parts) files[name] = pkg.xml.has(name) ? encoder.encode(pkg.xml.get(name)!) : data;
  return zipSync(files);
}

/** True when the template for this key is already parsed in this thread (its bytes need not be read again). */
export function isTemplateCached(key: string): boolean {
  return cache.has(key);
}

/** Loads (or reuses) the parsed template for these bytes; `key` is the upload's sha256, so equal uploads share one entry. */
export function brandTemplate(key: string, bytes: Uint8Array, strict: boolean): PptxTemplate {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const entry = loadTemplate(renderableBytes(bytes, strict));
  cache.set(key, entry);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return entry;
}
