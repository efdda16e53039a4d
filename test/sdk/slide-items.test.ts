// @quire/sdk's SLIDE_ITEM_COUNTS (the web app's slide form offers them) are the service's own: each layout's fewest
// and most items as its slide kind declares them (src/formats/slide-kinds/kinds/).
import { describe, expect, it } from "vitest";
import { SLIDE_ITEM_COUNTS } from "@quire/sdk";
import { SLIDE_KINDS } from "../../src/formats/slide-kinds/slide-kinds.js";

describe("@quire/sdk SLIDE_ITEM_COUNTS", () => {
  it("are the counts each slide kind declares, for every layout", () => {
    const declared = Object.fromEntries(
      Object.entries(SLIDE_KINDS).map(([layout, kind]) => [
        layout,
        "count" in kind.capacity ? kind.capacity.count : null,
      ]),
    );
    expect(SLIDE_ITEM_COUNTS).toEqual(declared);
  });
});
