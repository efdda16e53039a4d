// An operator's allow-list of hosts the service may reach (IMAGE_HOSTS for remote images, WEBHOOK_ALLOW_HOSTS for
// webhook receivers): the entry form both lists share and the match of a URL against them.
//
// An entry is `host`, `*.domain` (any subdomain), `host:port` or `http://host:port`; without a scheme only https on
// port 443 is matched. A listed name must still resolve to public addresses (outbound/pinned-lookup.ts); a private,
// loopback or link-local server is reachable only when its address itself is listed (`http://10.0.0.5:8080`), so DNS
// cannot steer a request inside.
import { isIP } from "node:net";

export interface HostEntry {
  protocol: "https:" | "http:";
  /** Lower-case host name or IP address (an IPv6 address without brackets). */
  host: string;
  /** `*.domain`: any subdomain of `host`, not `host` itself. */
  wildcard: boolean;
  port: string;
  /** The entry names an IP address: that address is allowed whatever range it is in. */
  address: boolean;
}

const DEFAULT_PORT = { "https:": "443", "http:": "80" } as const;

/** The entries of a comma- or space-separated list, with one problem per entry that is not of a form above. */
export function parseHostList(text: string | undefined): { hosts: HostEntry[]; problems: string[] } {
  const hosts: HostEntry[] = [];
  const problems: string[] = [];
  for (const entry of (text ?? "").split(/[\s,]+/).filter(Boolean)) {
    const host = parseEntry(entry);
    if (typeof host === "string") problems.push(`"${entry}": ${host}`);
    else hosts.push(host);
  }
  return { hosts, problems };
}

function parseEntry(entry: string): HostEntry | string {
  const scheme = /^(https?):\/\//i.exec(entry);
  const protocol = scheme ? (`${scheme[1]!.toLowerCase()}:` as HostEntry["protocol"]) : "https:";
  let rest = entry.slice(scheme ? scheme[0].length : 0).replace(/\/$/, "");
  if (/[/?#@\\]/.test(rest)) return "a host (and port), without a path, query or user name";
  const wildcard = rest.startsWith("*.");
  if (wildcard) rest = rest.slice(2);
  let url: URL;
  try {
    url = new URL(`${protocol}//${rest}`);
  } catch {
    return "not a host name or address";
  }
  const host = unbracket(url.hostname);
  if (!host || host.includes("*")) return "not a host name or address";
  const address = isIP(host) !== 0;
  if (wildcard && address) return "a wildcard needs a domain, not an address";
  return { protocol, host, wildcard, port: url.port || DEFAULT_PORT[protocol], address };
}

/** A URL's host as compared and connected to: lower case, an IPv6 address without its brackets. */
export const unbracket = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();

/** The entry that allows `url`, or null: scheme, port and host must all match. */
export function allowedHost(hosts: readonly HostEntry[], url: URL): HostEntry | null {
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = unbracket(url.hostname);
  const port = url.port || DEFAULT_PORT[url.protocol];
  return (
    hosts.find(
      (h) =>
        h.protocol === url.protocol && h.port === port && (h.wildcard ? host.endsWith(`.${h.host}`) : host === h.host),
    ) ?? null
  );
}
