// waitInWords: a Retry-After's seconds as a person reads them.
import { describe, expect, it } from "vitest";
import { waitInWords } from "./wait-words.js";

describe("waitInWords", () => {
  it("says seconds under a minute, minutes under an hour, else hours and minutes, always rounding up", () => {
    expect([0, 1, 41.2, 59].map(waitInWords)).toEqual(["1 s", "1 s", "42 s", "59 s"]);
    expect([60, 61, 540, 3599].map(waitInWords)).toEqual(["1 min", "2 min", "9 min", "1 h"]);
    expect([3600, 3601, 18_720, 86_400].map(waitInWords)).toEqual(["1 h", "1 h 1 min", "5 h 12 min", "24 h"]);
  });
});
