// Makes a new API key: `<prefix>_pk_` (personal) or `<prefix>_ok_` (an organization's) + 48 base62 characters (~285 bits) from the CSPRNG, and its storage hash.
import { createHash } from "node:crypto";
import { randomBase62 } from "../../lib/random-base62.js";

export const KEY_RANDOM_CHARS = 48;

export function generateApiKey(prefix: string, kind = "pk"): { key: string; start: string; hash: string } {
  const key = `${prefix}_${kind}_${randomBase62(KEY_RANDOM_CHARS)}`;
  return { key, start: key.slice(0, prefix.length + 4 + 6), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Cheap shape check before any database work: wrong prefix or alphabet is refused without a lookup. */
export function looksLikeApiKey(value: string, prefix: string, kind = "pk"): boolean {
  const head = `${prefix}_${kind}_`;
  return (
    value.length >= head.length + KEY_RANDOM_CHARS &&
    value.length <= 200 &&
    value.startsWith(head) &&
    /^[0-9A-Za-z]+$/.test(value.slice(head.length))
  );
}
