// A share link's secrets: its token (kept only as a hash), its password (scrypt), and the unlock key a right password gives for 12 hours.
import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { randomBase62 } from "../lib/random-base62.js";

const TOKEN_RANDOM_CHARS = 48;
/** How long a right password opens a link. */
export const UNLOCK_SECONDS = 12 * 60 * 60;

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;
// OWASP's scrypt floor (N=2^17, r=8, p=1) takes ~128 MiB a hash: N=2^15 (32 MiB, ~60 ms on one core) with the
// per-link and per-client limits on attempts keeps guessing slow without letting a burst of attempts take the memory.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export function newShareToken(prefix: string): { token: string; hash: string; start: string } {
  const token = `${prefix}_sh_${randomBase62(TOKEN_RANDOM_CHARS)}`;
  return { token, hash: hashShareToken(token), start: token.slice(0, prefix.length + 4 + 6) };
}

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Cheap shape check before any database work: anything else is answered 404 without a lookup. */
export function looksLikeShareToken(value: string, prefix: string): boolean {
  const head = `${prefix}_sh_`;
  return (
    value.length === head.length + TOKEN_RANDOM_CHARS &&
    value.startsWith(head) &&
    /^[0-9A-Za-z]+$/.test(value.slice(head.length))
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize("NFC"), salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(password.normalize("NFC"), Buffer.from(salt, "base64url"), expected.length, {
    ...SCRYPT,
    N: Number(n),
  });
  return timingSafeEqual(actual, expected);
}

/** What an unlock key is bound to: the link and its password as it is now (a new password ends every key). */
const unlockMac = (secret: string, shareId: string, passwordHash: string, until: number) =>
  createHmac("sha256", secret).update(`${shareId}\n${passwordHash}\n${until}`).digest("base64url");

export function unlockKey(secret: string, shareId: string, passwordHash: string, now = Date.now()): string {
  const until = Math.floor(now / 1000) + UNLOCK_SECONDS;
  return `${until}.${unlockMac(secret, shareId, passwordHash, until)}`;
}

export function unlockKeyOpens(
  key: string | undefined,
  secret: string,
  shareId: string,
  passwordHash: string,
  now = Date.now(),
): boolean {
  const m = /^(?<until>[0-9]{10})\.(?<mac>[A-Za-z0-9_-]{43})$/.exec(key ?? "");
  if (!m?.groups) return false;
  const until = Number(m.groups.until);
  if (until * 1000 < now) return false;
  const expected = Buffer.from(unlockMac(secret, shareId, passwordHash, until));
  const given = Buffer.from(m.groups.mac!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
