// Client IP for limits: socket address, X-Forwarded-For only for trusted hops, IPv6 grouped by /64.
import { describe, expect, test } from "vitest";
import { clientIp, ipKey } from "../../src/limits/client-ip.js";

describe("clientIp", () => {
  test("ignores X-Forwarded-For unless TRUST_PROXY allows hops", () => {
    expect(clientIp("10.0.0.9", "1.2.3.4", 0)).toBe("10.0.0.9");
    expect(clientIp("10.0.0.9", undefined, 1)).toBe("10.0.0.9");
    expect(clientIp("10.0.0.9", "1.2.3.4", 1)).toBe("1.2.3.4");
    // The client prepends a spoofed address; the proxy appends the real one: the spoof is ignored.
    expect(clientIp("10.0.0.9", "6.6.6.6, 1.2.3.4", 1)).toBe("1.2.3.4");
    expect(clientIp("10.0.0.9", "6.6.6.6, 1.2.3.4, 10.0.0.8", 2)).toBe("1.2.3.4");
    expect(clientIp("10.0.0.9", "1.2.3.4", 5)).toBe("1.2.3.4");
    expect(clientIp("10.0.0.9", "not-an-ip", 1)).toBe("10.0.0.9");
    expect(clientIp("10.0.0.9", "[2001:db8::1]:443", 1)).toBe("2001:db8::1");
    expect(clientIp(undefined, undefined, 0)).toBe("unknown");
  });

  test("groups IPv6 by /64 and unwraps IPv4-mapped addresses", () => {
    expect(ipKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(ipKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(ipKey("2001:db8:1:3::1")).not.toBe(ipKey("2001:db8:1:2::1"));
    expect(ipKey("::1")).toBe("0:0:0:0::/64");
    expect(ipKey("2001:db8::")).toBe("2001:db8:0:0::/64");
    expect(ipKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(ipKey("192.0.2.7")).toBe("192.0.2.7");
  });
});
