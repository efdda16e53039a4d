// The operator's allow-list of remote image hosts (IMAGE_HOSTS) and the address rule every fetch obeys.
//
// An entry is `host`, `*.domain` (any subdomain), `host:port` or `http://host:port`; without a scheme only https on
// port 443 is allowed. A listed name must resolve to public addresses only; a private, loopback or link-local server
// is reachable only when its address itself is listed (`http://10.0.0.5:8080`), so DNS cannot steer a fetch inside.
import { BlockList, isIP } from "node:net";

export interface ImageHost {
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
export function parseImageHosts(text: string | undefined): { hosts: ImageHost[]; problems: string[] } {
  const hosts: ImageHost[] = [];
  const problems: string[] = [];
  for (const entry of (text ?? "").split(/[\s,]+/).filter(Boolean)) {
    const host = parseEntry(entry);
    if (typeof host === "string") problems.push(`"${entry}": ${host}`);
    else hosts.push(host);
  }
  return { hosts, problems };
}

function parseEntry(entry: string): ImageHost | string {
  const scheme = /^(https?):\/\//i.exec(entry);
  const protocol = scheme ? (`${scheme[1]!.toLowerCase()}:` as ImageHost["protocol"]) : "https:";
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

const unbracket = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();

/** The entry that allows `url`, or null: scheme, port and host must all match. */
export function allowedHost(hosts: readonly ImageHost[], url: URL): ImageHost | null {
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = unbracket(url.hostname);
  const port = url.port || DEFAULT_PORT[url.protocol];
  return hosts.find((h) => h.protocol === url.protocol && h.port === port && (h.wildcard ? host.endsWith(`.${h.host}`) : host === h.host)) ?? null;
}

const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12], ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4]] as const) {
  NOT_PUBLIC.addSubnet(net, bits, "ipv4");
}
for (const [net, bits] of [["::", 128], ["::1", 128], ["64:ff9b::", 96], ["100::", 64], ["2001:db8::", 32], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8]] as const) {
  NOT_PUBLIC.addSubnet(net, bits, "ipv6");
}

/** False for private, loopback, link-local, carrier-grade NAT, documentation, multicast and reserved addresses. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}
