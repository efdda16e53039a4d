// Prefixed ULIDs: form, validation before lookups, and ordering within one millisecond.
import { describe, expect, it } from "vitest";
import { idPattern, isId, newId } from "./ids.js";

describe("ids", () => {
  it("makes prefixed Crockford ULIDs that validate", () => {
    const id = newId("doc");
    expect(id).toMatch(new RegExp(idPattern("doc")));
    expect(isId("doc", id)).toBe(true);
    expect(isId("brand", id)).toBe(false);
  });

  it("sorts in creation order, even thousands within one millisecond", () => {
    const ids = Array.from({ length: 5000 }, () => newId("doc"));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("rejects traversal, encoded slashes, NUL, wrong alphabet and huge values", () => {
    const good = newId("doc");
    for (const bad of [
      "../etc/passwd",
      "doc_..%2F..%2Fx",
      `${good}\u0000`,
      good.toLowerCase(),
      good.replace(/.$/, "U"),
      "doc_" + "0".repeat(10_000),
      "",
      null,
      42,
      { id: good },
    ]) {
      expect(isId("doc", bad)).toBe(false);
    }
  });
});
