// The structural validator itself: it accepts a good package and names each kind of breakage.
import { describe, expect, it } from "vitest";
import { strToU8, unzipSync, zipSync } from "fflate";
import { renderDeckToPptx } from "../../src/formats/pptx/index.js";
import { packEntry, writeZip } from "../../src/formats/ooxml/zip-write.js";
import { validateOoxml } from "./validate-package.js";

const { bytes: good } = await renderDeckToPptx({
  kind: "deck",
  title: "v",
  slides: [
    { layout: "title", title: "Hello", notes: "n" },
    { layout: "bullets", title: "B", bullets: ["x"] },
  ],
});

/** Rebuilds the package with an edit applied to its parts (order kept, DEFLATE). */
function edit(fn: (parts: Record<string, Uint8Array>) => void): Uint8Array {
  const parts = unzipSync(good);
  fn(parts);
  return writeZip(Object.entries(parts).map(([n, d]) => packEntry({ name: n, data: d })));
}
const text = (parts: Record<string, Uint8Array>, n: string) => new TextDecoder().decode(parts[n]);

describe("validateOoxml", () => {
  it("accepts a generated deck", () => {
    expect(validateOoxml(good)).toEqual([]);
  });

  it("flags STORED entries and a wrong first entry", () => {
    const parts = unzipSync(good);
    const { "[Content_Types].xml": ct, ...rest } = parts;
    const stored = zipSync({ ...rest, "[Content_Types].xml": ct! }, { level: 0 });
    const errors = validateOoxml(stored);
    expect(errors.some((e) => /not DEFLATE/.test(e))).toBe(true);
    expect(errors.some((e) => /first zip entry/.test(e))).toBe(true);
  });

  it("flags a missing relationship target, an orphan part and an unresolved r:id", () => {
    const errors = validateOoxml(
      edit((p) => {
        delete p["ppt/slides/slide2.xml"];
        p["ppt/orphan.xml"] = strToU8("<x/>");
        p["ppt/slides/slide1.xml"] = strToU8(
          text(p, "ppt/slides/slide1.xml").replace(
            "</p:spTree>",
            '<p:pic><p:nvPicPr><p:cNvPr id="99" name="x"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed="rId42"/></p:blipFill><p:spPr/></p:pic></p:spTree>',
          ),
        );
      }),
    );
    expect(errors.some((e) => /slide2\.xml does not exist/.test(e))).toBe(true);
    expect(errors.some((e) => /orphan part ppt\/orphan\.xml/.test(e))).toBe(true);
    expect(errors.some((e) => /rId42.*does not resolve/.test(e))).toBe(true);
    expect(errors.some((e) => /Override for missing part \/ppt\/slides\/slide2\.xml/.test(e))).toBe(true);
  });

  it("flags duplicate shape ids, bad slide ids, unmatched placeholders and notes without a notes master", () => {
    const errors = validateOoxml(
      edit((p) => {
        p["ppt/slides/slide2.xml"] = strToU8(
          text(p, "ppt/slides/slide2.xml")
            .replace('id="3"', 'id="2"')
            .replace('<p:ph idx="1"/>', '<p:ph type="body" idx="7"/>'),
        );
        p["ppt/presentation.xml"] = strToU8(
          text(p, "ppt/presentation.xml")
            .replace('sldId id="256"', 'sldId id="12"')
            .replace(/<p:notesMasterIdLst>.*<\/p:notesMasterIdLst>/, ""),
        );
      }),
    );
    expect(errors.some((e) => /duplicate shape id 2/.test(e))).toBe(true);
    expect(errors.some((e) => /slide id 12 out of range/.test(e))).toBe(true);
    expect(errors.some((e) => /idx=7 has no match/.test(e))).toBe(true);
    expect(errors.some((e) => /notes but the presentation has no notes master/.test(e))).toBe(true);
  });

  it("flags a part without a content type and a DOCTYPE", () => {
    const errors = validateOoxml(
      edit((p) => {
        p["ppt/media/blob.weird"] = new Uint8Array([1, 2, 3]);
        p["ppt/slides/slide1.xml"] = strToU8(
          `<!DOCTYPE x [<!ENTITY a "b">]>${text(p, "ppt/slides/slide1.xml").replace(/^<\?xml[^>]*\?>\n?/, "")}`,
        );
      }),
    );
    expect(errors.some((e) => /blob\.weird: no content type/.test(e))).toBe(true);
    expect(errors.some((e) => /DOCTYPE/.test(e))).toBe(true);
  });
});
