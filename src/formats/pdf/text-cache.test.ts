// The PDF writer's text caches: one byte bound for every font together, the words in use kept.
import { afterAll, describe, expect, it } from "vitest";
import { setTextCacheBytes, shapedWords, textCacheBytes, wordWidths } from "./text-cache.js";

describe("text caches", () => {
  afterAll(() => setTextCacheBytes(32 * 1024 * 1024));

  it("hold at most their bound across fonts, and keep a word still in use when older ones go", () => {
    setTextCacheBytes(256 * 1024);
    const regular = shapedWords("sans-regular");
    const bold = shapedWords("sans-bold");
    const widths = wordWidths("sans-regular");
    const kept = { glyphs: [] };
    regular.set("kept", kept);
    for (let i = 0; i < 2_000; i++) {
      regular.set(`r${i}`, {});
      bold.set(`b${i}`, {});
      widths.set(`w${i}`, i);
      expect(regular.get("kept")).toBe(kept);
      expect(textCacheBytes()).toBeLessThanOrEqual(256 * 1024);
    }
    expect(regular.get("r0")).toBeUndefined();
    expect(widths.get("w1999")).toBe(1999);
  });

  it("start empty under a new bound", () => {
    shapedWords("mono-regular").set("x", {});
    setTextCacheBytes(1024 * 1024);
    expect(textCacheBytes()).toBe(0);
    expect(shapedWords("mono-regular").get("x")).toBeUndefined();
  });
});
