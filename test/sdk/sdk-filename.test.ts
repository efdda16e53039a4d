// The SDK names a downloaded file from Content-Disposition's filename* (any script) before the ASCII fallback.
import { describe, expect, it } from "vitest";
import { filenameOf } from "@quire/sdk";

describe("filenameOf", () => {
  it("prefers RFC 6266's UTF-8 filename*, falls back to filename, and to nothing", () => {
    expect(
      filenameOf(
        `attachment; filename="deck.pptx"; filename*=UTF-8''%E5%9B%9B%E5%8D%8A%E6%9C%9F%E3%83%AC%E3%83%93%E3%83%A5%E3%83%BC.pptx`,
      ),
    ).toBe("四半期レビュー.pptx");
    expect(filenameOf(`attachment; filename="report.pdf"`)).toBe("report.pdf");
    expect(filenameOf(`attachment; filename="ok.pdf"; filename*=UTF-8''%E0%A4`)).toBe("ok.pdf");
    expect(filenameOf("")).toBeUndefined();
  });
});
