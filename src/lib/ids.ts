// Prefixed ULID ids (doc_…, brand_…, run_…, req_…) and their validators.
import { randomFillSync } from "node:crypto";

export const ID_PREFIXES = ["doc", "brand", "run", "req", "user", "key", "asset", "mail"] as const;
export type IdPrefix = (typeof ID_PREFIXES)[number];

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const ULID_BODY = "[0-9A-HJKMNP-TV-Z]{26}";
const patterns = new Map(ID_PREFIXES.map((p) => [p, new RegExp(`^${p}_${ULID_BODY}$`)]));

// Random bytes are drawn in pools: one syscall per 256 ids instead of one per id.
const pool = Buffer.alloc(16 * 256);
let poolOffset = pool.length;

let lastTime = -1;
// The time part of the last id, reused by the ids made in the same millisecond.
let timeText = "";
const lastRandom = new Uint8Array(16);
// The random part of the last id as text; an increment rewrites only the digits it changed.
let randomText = "";

/** Monotonic within a process: ids made in the same millisecond increment the previous random part. */
function ulid(now = Date.now()): string {
  if (now <= lastTime) {
    let i = 15;
    for (; i >= 0; i--) {
      if (lastRandom[i]! < 31) {
        lastRandom[i]!++;
        break;
      }
      lastRandom[i] = 0;
    }
    randomText = randomText.slice(0, i) + digits(lastRandom, i);
  } else {
    lastTime = now;
    if (poolOffset + 16 > pool.length) {
      randomFillSync(pool);
      poolOffset = 0;
    }
    for (let i = 0; i < 16; i++) lastRandom[i] = pool[poolOffset + i]! & 31;
    // Leave headroom so increments within one millisecond never overflow the top digit.
    lastRandom[0] = lastRandom[0]! & 15;
    poolOffset += 16;
    timeText = "";
    for (let i = 0, t = lastTime; i < 10; i++, t = Math.floor(t / 32)) timeText = CROCKFORD[t % 32] + timeText;
    randomText = digits(lastRandom, 0);
  }
  return timeText + randomText;
}

function digits(values: Uint8Array, from: number): string {
  let text = "";
  for (let i = from; i < values.length; i++) text += CROCKFORD[values[i]!];
  return text;
}

/** A new time-sortable id such as `doc_01JD…` (48-bit millisecond time + 80 random bits, Crockford base32). */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${ulid()}`;
}

/** True when `value` is an id of this prefix; checked before any lookup so bad ids never reach the store. */
export function isId(prefix: IdPrefix, value: unknown): value is string {
  return typeof value === "string" && value.length === prefix.length + 27 && patterns.get(prefix)!.test(value);
}

/** The regex source, for OpenAPI `pattern` fields. */
export function idPattern(prefix: IdPrefix): string {
  return `^${prefix}_${ULID_BODY}$`;
}
