// The client IP for limits: the socket address, X-Forwarded-For only for TRUST_PROXY hops; IPv6 grouped by /64.
import { isIP } from "node:net";

/**
 * `forwardedFor` is the raw X-Forwarded-For header. Each trusted proxy appends the address it saw, so with n
 * trusted hops the client is the n-th address from the right of [...forwardedFor, socket]; anything further left
 * was written by the client and is ignored.
 */
export function clientIp(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: number,
): string {
  const socket = socketAddress || "unknown";
  if (trustProxy <= 0 || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    socket,
  ];
  const candidate = chain[Math.max(0, chain.length - 1 - trustProxy)]!;
  return isIP(stripPort(candidate)) ? stripPort(candidate) : socket;
}

/** The limiter key for an address: IPv4 as is, IPv6 by its /64 (one customer usually owns a whole /64). */
export function ipKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = "", tail = ""] = ip.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  let right = ip.includes("::") && tail ? tail.split(":") : [];
  if (!ip.includes("::")) right = [];
  // An embedded IPv4 tail counts as two groups.
  const last = (right.length ? right : left).at(-1);
  if (last && last.includes(".")) {
    const parts = last.split(".").map(Number);
    const groups = [((parts[0]! << 8) | parts[1]!).toString(16), ((parts[2]! << 8) | parts[3]!).toString(16)];
    if (right.length) right.splice(-1, 1, ...groups);
    else left.splice(-1, 1, ...groups);
  }
  const fill = Array(Math.max(0, 8 - left.length - right.length)).fill("0");
  return [...left, ...fill, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""));
}

function stripPort(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(value);
  return v4 ? v4[1]! : value;
}
