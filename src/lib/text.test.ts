// Code-point length: a surrogate pair counts once, a lone surrogate once, everything else by its UTF-16 unit.
import { describe, expect, it } from "vitest";
import { codePointLength } from "./text.js";

describe("codePointLength", () => {
  it("counts code points as the string's iterator does", () => {
    for (const text of [
      "",
      "abc",
      "😀",
      "a😀b",
      "\ud800",
      "\udc00\ud800",
      "😀\ud83d",
      "é字\u0000",
      "👩‍👩‍👧".repeat(3),
      "x".repeat(100_000) + "😀",
    ]) {
      expect(codePointLength(text), JSON.stringify(text.slice(0, 20))).toBe([...text].length);
    }
  });
});
