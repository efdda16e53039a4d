// A request's hash is the same yielding or not, keys in any order, and a long string's slices never change it.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashRequest, hashRequestYielding } from "./service.js";

/** The canonical form as it was written at once before it was written in pieces: what stored hashes were made of. */
function canonicalAtOnce(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(canonicalAtOnce).join(",")}]`;
  return `{${Object.keys(value)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalAtOnce((value as Record<string, unknown>)[k])}`)
    .join(",")}}`;
}
const atOnce = (method: string, path: string, body: unknown) =>
  createHash("sha256")
    .update(`${method}\n${path}\n`)
    .update(typeof body === "string" ? body : canonicalAtOnce(body))
    .digest("base64url");

describe("hashRequest", () => {
  // A surrogate pair across the 64 Ki boundary of a slice, escapes, a lone surrogate, nesting.
  const long = "a".repeat(65_535) + "😀" + 'é"\\\u0000'.repeat(40_000) + "\ud800x";
  const bodies: unknown[] = [
    { b: 1, a: [1, "two", null, { z: true, y: long }] },
    long,
    { source: { slides: Array.from({ length: 3000 }, (_, i) => ({ title: `Slide ${i}`, bullets: ["x", "ü"] })) } },
    "",
    {},
  ];

  it("is the hash of the whole canonical text, yielding or not", async () => {
    for (const body of bodies) {
      expect(hashRequest("POST", "/api/x", body)).toBe(atOnce("POST", "/api/x", body));
      expect(await hashRequestYielding("POST", "/api/x", body)).toBe(atOnce("POST", "/api/x", body));
    }
  });

  it("compares bodies by value: key order does not count, a value does", () => {
    expect(hashRequest("POST", "/p", { a: 1, b: [2, 3] })).toBe(hashRequest("POST", "/p", { b: [2, 3], a: 1 }));
    expect(hashRequest("POST", "/p", { a: 1 })).not.toBe(hashRequest("POST", "/p", { a: 2 }));
    expect(hashRequest("POST", "/p", { a: 1 })).not.toBe(hashRequest("POST", "/q", { a: 1 }));
  });
});
