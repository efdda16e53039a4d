// Where a webhook may be sent. A receiver must be a public address: no private, loopback, link-local, unique-local,
// carrier-grade NAT, multicast, metadata or reserved address, IPv4 or IPv6 (IPv4-mapped included). The URL is checked
// when it is registered (its address, and what its name resolves to then) and again before every attempt, where the
// connection is made only to a public address the name resolves to at that moment (outbound/pinned-lookup.ts).
// Redirects are never followed: a 3xx is a failed attempt. In production the URL must be https.
//
// WEBHOOK_ALLOW_HOSTS (the IMAGE_HOSTS form, outbound/host-list.ts) lets an operator reach a receiver anyway: a listed
// address is reached whatever its range (`http://10.0.0.5:8080` for a private deployment, `http://127.0.0.1:4000` in
// tests), and a listed host may be reached over plain http in production. A listed name must still resolve to public
// addresses — list the address itself to reach a private one.
import { lookup } from "node:dns/promises";
import { isIP, type LookupFunction } from "node:net";
import { allowedHost, unbracket, type HostEntry, publicOnlyLookup, isPublicAddress } from "../outbound/index.js";

export interface UrlPolicy {
  /** WEBHOOK_ALLOW_HOSTS. */
  allow: readonly HostEntry[];
  /** NODE_ENV=production: https only, unless the host is listed with http. */
  httpsOnly: boolean;
}

/** `inside`: refused for where it points (not its form), which an operator can allow with WEBHOOK_ALLOW_HOSTS. */
export type UrlVerdict =
  { ok: true; url: URL; lookup: LookupFunction | undefined } | { ok: false; reason: string; inside?: true };

const NOT_PUBLIC = "a private, loopback, link-local or metadata address, where a webhook is never sent";

/** The checks that need no DNS: scheme, credentials, https in production, and an address written in the URL. */
export function checkWebhookUrl(policy: UrlPolicy, text: string): UrlVerdict {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: "is not a URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "must be an https:// URL" };
  if (url.username || url.password) return { ok: false, reason: "must not hold a user name or password" };
  const listed = allowedHost(policy.allow, url);
  if (url.protocol === "http:" && policy.httpsOnly && !listed) return { ok: false, reason: "must be an https:// URL" };
  // A listed address is connected to as listed; anything else only to a public address.
  if (listed?.address) return { ok: true, url, lookup: undefined };
  const host = unbracket(url.hostname).replace(/\.$/, "");
  if (isIP(host))
    return isPublicAddress(host)
      ? { ok: true, url, lookup: undefined }
      : { ok: false, reason: `points to ${host}, ${NOT_PUBLIC}`, inside: true };
  if (host === "localhost" || host.endsWith(".localhost"))
    return {
      ok: false,
      reason: `names ${host}, which is always a loopback address, where a webhook is never sent`,
      inside: true,
    };
  return { ok: true, url, lookup: publicOnlyLookup };
}

/**
 * At registration: the checks above, then the name's addresses as they resolve now — any that is not public refuses
 * the URL. A name that does not resolve (yet) is accepted; every attempt resolves it again and refuses it then.
 */
export async function checkWebhookUrlNow(policy: UrlPolicy, text: string, timeoutMs = 1_000): Promise<UrlVerdict> {
  const verdict = checkWebhookUrl(policy, text);
  if (!verdict.ok || !verdict.lookup) return verdict;
  const host = unbracket(verdict.url.hostname);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs).unref()));
  const addresses = await Promise.race([lookup(host, { all: true }).catch(() => null), late]);
  clearTimeout(timer);
  const inside = addresses?.find((a) => !isPublicAddress(a.address));
  return inside
    ? { ok: false, reason: `names ${host}, which resolves to ${inside.address}, ${NOT_PUBLIC}`, inside: true }
    : verdict;
}
