// @quire/sdk's export formats (checked by the compiler against the API's ExportFormat enum) are the service's own:
// the same formats for each kind, in the same order, as the one table in src/formats/model/export-formats.ts.
import { describe, expect, it } from "vitest";
import { EXPORT_FORMATS_BY_KIND } from "@quire/sdk";
import { FORMATS_BY_KIND } from "../../src/formats/model/export-formats.js";

describe("@quire/sdk EXPORT_FORMATS_BY_KIND", () => {
  it("lists the service's formats of each kind, in its order", () => {
    expect(EXPORT_FORMATS_BY_KIND).toEqual(FORMATS_BY_KIND);
  });
});
