// The address rule every outbound request obeys: only public unicast addresses, never the service's own network.
import { BlockList, isIP } from "node:net";

const NOT_PUBLIC = new BlockList();
// IPv4: "this" network, private (RFC 1918), carrier-grade NAT (incl. cloud metadata at 100.100.100.200), loopback,
// link-local (incl. 169.254.169.254 metadata), IETF protocol assignments, documentation, 6to4 relay, benchmarking,
// multicast and reserved (incl. broadcast).
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, "ipv4");
}
// IPv6: unspecified, loopback and the IPv4-compatible block (::/96), NAT64 (well-known and local-use), discard-only,
// IETF protocol assignments (Teredo among them), documentation, 6to4, unique-local (incl. fd00:ec2::254 metadata),
// link-local, site-local and multicast. IPv4-mapped addresses (::ffff:a.b.c.d) are judged by their IPv4 address.
for (const [net, bits] of [
  ["::", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, "ipv6");
}
const MAPPED = new BlockList();
MAPPED.addSubnet("::ffff:0:0", 96, "ipv6");

/** False for private, loopback, link-local, unique-local, carrier-grade NAT, metadata, documentation, multicast and reserved addresses, and for anything that is not an IP address. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !NOT_PUBLIC.check(address, "ipv4");
  if (MAPPED.check(address, "ipv6")) return isPublicAddress(embeddedIpv4(address));
  return !NOT_PUBLIC.check(address, "ipv6");
}

/** The IPv4 address in the last 32 bits of an IPv6 address, written either way (::ffff:127.0.0.1 or ::ffff:7f00:1). */
function embeddedIpv4(address: string): string {
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) return dotted[1]!;
  const groups = address.split(":");
  const low = parseInt(groups.at(-1) || "0", 16);
  const high = parseInt(groups.at(-2) || "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}
