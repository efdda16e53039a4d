// Prefixed ULID ids (doc_…, brand_…, run_…, req_…) and their validators.
import { randomFillSync } from "node:crypto";

export const ID_PREFIXES = [
  "doc",
  "brand",
  "run",
  "req",
  "user",
  "key",
  "asset",
  "mail",
  "job",
  "hook",
  "dlv",
  "msg",
  "audit",
  "org",
  "shr",
] as const;
export type IdPrefix = (typeof ID_PREFIXES)[number];

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** The 26 Crockford base32 characters of a ULID, as regex source. */
export const ULID_BODY = "[0-9A-HJKMNP-TV-Z]{26}";
const patterns = new Map(ID_PREFIXES.map((p) => [p, new RegExp(`^${p}_${ULID_BODY}$`)]));

// Hand-made rather than ulid's monotonicFactory, which cost health 11% of its throughput (62% of bare Hono against
// 70%, npm run bench -- http): its ids are ropes that every header check and log line copies.
// Random bytes are drawn in pools: one syscall per 256 ids instead of one per id.
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;

const DIGIT_CODES = Uint8Array.from(CROCKFORD, (c) => c.charCodeAt(0));
let lastTime = -1;
const lastRandom = new Uint8Array(16);
// The 26 characters of the last id (10 of time, 16 random), as character codes: each id rewrites only the digits
// that changed, and is read out as one flat string. A string joined from parts is a rope, which every later
// reader (a header check, a regex) first has to copy.
const body: number[] = new Array<number>(26).fill(48);
// Per prefix, the codes of "prefix_" followed by room for the body: String.fromCharCode over it makes the flat id
// in one builtin call, with no trip into C++ as a Buffer's write and toString each take.
const idCodes = new Map<string, number[]>();

/** Monotonic within a process: ids made in the same millisecond increment the previous random part. */
function nextBody(now: number): void {
  if (now <= lastTime) {
    let i = 15;
    for (; i >= 0; i--) {
      if (lastRandom[i]! < 31) {
        lastRandom[i]!++;
        break;
      }
      lastRandom[i] = 0;
    }
    for (; i < 16; i++) body[10 + i] = DIGIT_CODES[lastRandom[i]!]!;
    return;
  }
  lastTime = now;
  if (poolOffset + 16 > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  for (let i = 0; i < 16; i++) lastRandom[i] = pool[poolOffset + i]! & 31;
  // Leave headroom so increments within one millisecond never overflow the top digit.
  lastRandom[0] = lastRandom[0]! & 15;
  poolOffset += 16;
  for (let i = 9, t = now; i >= 0; i--, t = Math.floor(t / 32)) body[i] = DIGIT_CODES[t % 32]!;
  for (let i = 0; i < 16; i++) body[10 + i] = DIGIT_CODES[lastRandom[i]!]!;
}

/** A new time-sortable id such as `doc_01JD…` (48-bit millisecond time + 80 random bits, Crockford base32). */
export function newId(prefix: IdPrefix): string {
  nextBody(Date.now());
  let codes = idCodes.get(prefix);
  if (!codes) {
    codes = [...`${prefix}_`].map((c) => c.charCodeAt(0)).concat(body);
    idCodes.set(prefix, codes);
  }
  const offset = prefix.length + 1;
  for (let i = 0; i < 26; i++) codes[offset + i] = body[i]!;
  return String.fromCharCode.apply(null, codes);
}

/** True when `value` is an id of this prefix; checked before any lookup so bad ids never reach the store. */
export function isId(prefix: IdPrefix, value: unknown): value is string {
  return typeof value === "string" && value.length === idLength(prefix) && patterns.get(prefix)!.test(value);
}

/** The regex source, for OpenAPI `pattern` fields. */
export function idPattern(prefix: IdPrefix): string {
  return `^${prefix}_${ULID_BODY}$`;
}

/** An id's length, for OpenAPI `maxLength` fields: the prefix, `_` and the ULID's 26 characters. */
export function idLength(prefix: IdPrefix): number {
  return prefix.length + 27;
}
