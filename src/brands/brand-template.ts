// A brand's template loaded for rendering, cached by content hash (its design plan is computed once on it).
import { loadTemplate, type PptxTemplate } from "../formats/pptx/index.js";
import { OpcPackage } from "../formats/ooxml/package.js";
import { validateUpload } from "./validate-upload.js";

const CACHE_MAX = 16;
const cache = new Map<string, PptxTemplate>();

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
  // A Strict OOXML upload is read through its transitional namespaces, as its analysis was.
  const entry = loadTemplate(strict ? OpcPackage.fromChecked(validateUpload(bytes)) : bytes);
  cache.set(key, entry);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return entry;
}
