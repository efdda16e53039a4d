// Turns a generate item into a deck: parse the source (deck JSON or Markdown), replace {{name}} variables, name the file.
import type { Deck } from "../formats/source.js";
import { slugify } from "../lib/text.js";
import { normalizeSource } from "../workspace/normalize-source.js";

export type Variables = Record<string, string>;

const VARIABLE = /\{\{\s*([A-Za-z_][A-Za-z0-9_.-]{0,63})\s*\}\}/g;
/** Fields that are not text shown to people (image data) are left alone. */
const SKIP_KEYS = new Set(["src", "layout", "kind"]);

/** A validated deck from a deck source object or a Markdown deck string (slides split by `---`). */
export function deckFromSource(source: unknown): Deck {
  return normalizeSource({ source, kind: "deck" }) as Deck;
}

/** Replaces `{{name}}` in every text of the deck; unknown names stay as written so a typo is visible, not silently blank. */
export function applyVariables<T>(value: T, variables: Variables | undefined): T {
  if (!variables || Object.keys(variables).length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return v.replace(VARIABLE, (whole, name: string) => (Object.hasOwn(variables, name) ? variables[name]! : whole));
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = SKIP_KEYS.has(k) ? x : walk(x);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

/** A safe file name without extension: the caller's (path, control and reserved characters removed) or a slug of the title. */
export function deckFilename(filename: string | undefined, title: string): string {
  const cleaned = (filename ?? "")
    .replace(/\.pptx$/i, "")
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, "-")
    .replace(/\s+/g, " ")
    .replace(/^[\s.-]+|[\s.-]+$/g, "");
  const name = [...cleaned].slice(0, 100).join("");
  return name || slugify(title, "deck");
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(name: string, ext: string): string {
  const ascii = name.normalize("NFKD").replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}.${ext}"; filename*=UTF-8''${encodeURIComponent(`${name}.${ext}`)}`;
}
