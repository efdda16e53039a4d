// @quire/sdk's import extensions (checked by the compiler against the API's enum of import formats) are the service's
// own: the same extensions for each format, its own first, as the one table in src/import/import-formats.ts.
import { describe, expect, it } from "vitest";
import { IMPORT_EXTENSIONS, IMPORT_EXTENSIONS_BY_FORMAT } from "@quire/sdk";
import { formatOfName, IMPORT_EXTENSIONS_BY_FORMAT as SERVICE } from "../../src/import/import-formats.js";

describe("@quire/sdk IMPORT_EXTENSIONS_BY_FORMAT", () => {
  it("lists the service's extensions of each format, in its order", () => {
    expect(IMPORT_EXTENSIONS_BY_FORMAT).toEqual(SERVICE);
  });

  it("offers only extensions the service reads a file by, each as the format it lists it under", () => {
    for (const [format, extensions] of Object.entries(IMPORT_EXTENSIONS_BY_FORMAT))
      for (const ext of extensions) expect(formatOfName(`notes${ext.toUpperCase()}`), ext).toBe(format);
    expect(IMPORT_EXTENSIONS).toEqual(Object.values(SERVICE).flat());
  });
});
