// Sheet names: Excel's forbidden characters, 31-character limit, reserved "History", uniqueness ignoring case.
import { describe, expect, it } from "vitest";
import { quoteSheetName, uniqueSheetNames } from "./sheet-names.js";

describe("uniqueSheetNames", () => {
  it("replaces forbidden characters and trims edge apostrophes", () => {
    expect(uniqueSheetNames(["a[b]c:d*e?f/g\\h", "'quoted'", "  "])).toEqual(["a b c d e f g h", "quoted", "Sheet3"]);
  });

  it("keeps at most 31 characters without splitting a surrogate pair", () => {
    const [name] = uniqueSheetNames(["😀".repeat(40)]);
    expect([...name!]).toHaveLength(31);
    expect(name).toBe("😀".repeat(31));
  });

  it("makes names unique case-insensitively within 31 characters and avoids History", () => {
    const long = "x".repeat(31);
    expect(uniqueSheetNames(["Data", "data", "DATA", long, long, "History"])).toEqual([
      "Data",
      "data (2)",
      "DATA (3)",
      long,
      `${"x".repeat(27)} (2)`,
      "Sheet6",
    ]);
  });

  it("quotes names for formulas", () => {
    expect(quoteSheetName("It's")).toBe("'It''s'");
  });
});
