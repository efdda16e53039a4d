// Every brand fixture (except neg-*) loads as a template, and a 3-slide deck rendered on it passes the validator.
import { describe, expect, it } from "vitest";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { packEntry, writeZip } from "../ooxml/zip-write.js";
import type { Deck } from "../model/source.js";
import { loadTemplate, renderDeckToPptx } from "./index.js";
import { absentFrom, needs, readThirdParty, thirdPartyNames } from "../../../test/fixtures.js";
import { assertValidOoxml } from "../../../test/ooxml/validate-package.js";

// The third-party templates in test/fixtures/third-party/brands, plus ../shared/fixtures/brands' extra decks when it is
// beside the repository (as CI places it); without it, one skipped test names each deck kept there.
const isTemplate = (f: string) => f.endsWith(".pptx") && !f.startsWith("neg-");
const fixtures = thirdPartyNames("brands", isTemplate);
const brand = (name: string) => readThirdParty(`brands/${name}`);

const deck: Deck = {
  kind: "deck",
  title: "On a brand",
  slides: [
    { layout: "title", title: "Brand deck", subtitle: "Generated", notes: "Say hello" },
    { layout: "bullets", title: "Points", bullets: ["One", { text: "Two", children: ["Two a"] }] },
    {
      layout: "table",
      title: "Numbers",
      table: {
        columns: ["A", "B"],
        rows: [
          ["x", 1],
          ["y", 2],
        ],
      },
    },
  ],
};

describe.skipIf(!fixtures.length)("brand fixtures as templates", () => {
  for (const name of fixtures) {
    it(`${name}: loads, drops sample slides, renders a valid 3-slide deck`, async () => {
      const original = brand(name);
      const template = loadTemplate(original);
      expect(template.layouts.length).toBeGreaterThan(0);
      expect([...template.pkg.parts.keys()].some((p) => /^ppt\/slides\//.test(p))).toBe(false);
      const { bytes } = await renderDeckToPptx(deck, { template });
      assertValidOoxml(bytes, name);
      const out = unzipSync(bytes);
      const src = unzipSync(original);
      // Masters, layouts and themes stay byte-identical to the upload.
      for (const part of Object.keys(out).filter((p) =>
        /^ppt\/(slideMasters|slideLayouts|theme)\/[^/]+\.xml$/.test(p),
      )) {
        if (src[part]) expect(Buffer.compare(Buffer.from(out[part]!), Buffer.from(src[part]!)), part).toBe(0);
      }
      const slides = Object.keys(out).filter((p) => /^ppt\/slides\/slide\d+\.xml$/.test(p));
      expect(slides).toHaveLength(3);
      expect(strFromU8(out["ppt/presentation.xml"]!)).toContain('<p:sldId id="258"');
    });
  }
  for (const rel of absentFrom("brands", isTemplate))
    it.skip(
      needs(`${rel.slice("brands/".length)}: loads, drops sample slides, renders a valid 3-slide deck`, rel),
      () => {},
    );

  it("a master request builds on that master instead of the one the template's slides use", async () => {
    const template = loadTemplate(brand("automizer-SlidesWithAdditionalMaster.pptx"));
    const layoutOf = (bytes: Uint8Array) => strFromU8(unzipSync(bytes)["ppt/slides/_rels/slide1.xml.rels"]!);
    const masterOf = (rels: string) =>
      template.layouts.find((l) => rels.includes(`/${l.part.split("/").pop()}"`))!.masterIndex;
    const byEvidence = await renderDeckToPptx({ ...deck, slides: [deck.slides[1]!] }, { template });
    expect(masterOf(layoutOf(byEvidence.bytes))).toBe(1);
    const asked = await renderDeckToPptx(
      { ...deck, slides: [deck.slides[1]!] },
      { template, master: { masterIndex: 0 } },
    );
    assertValidOoxml(asked.bytes);
    expect(masterOf(layoutOf(asked.bytes))).toBe(0);
    const byName = await renderDeckToPptx(
      { ...deck, slides: [deck.slides[1]!] },
      { template, master: { masterName: "Blue Design" } },
    );
    expect(masterOf(layoutOf(byName.bytes))).toBe(0);
  });

  it("drops external targets other than http(s)/mailto hyperlinks and unlinks their references", async () => {
    const files = unzipSync(brand("pypptx-default-4x3.pptx"));
    const relsName = "ppt/slideLayouts/_rels/slideLayout1.xml.rels";
    files[relsName] = strToU8(
      strFromU8(files[relsName]!).replace(
        "</Relationships>",
        '<Relationship Id="rId90" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="file:///C:/secret/logo.png" TargetMode="External"/>' +
          '<Relationship Id="rId91" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.com/" TargetMode="External"/></Relationships>',
      ),
    );
    const layout = "ppt/slideLayouts/slideLayout1.xml";
    files[layout] = strToU8(
      strFromU8(files[layout]!).replace(
        "</p:spTree>",
        '<p:pic><p:nvPicPr><p:cNvPr id="90" name="Linked"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:link="rId90"/></p:blipFill><p:spPr/></p:pic></p:spTree>',
      ),
    );
    const names = Object.keys(files).sort((a, b) =>
      a === "[Content_Types].xml" ? -1 : b === "[Content_Types].xml" ? 1 : 0,
    );
    const template = loadTemplate(writeZip(names.map((n) => packEntry({ name: n, data: files[n]! }))));
    expect(template.droppedExternal).toEqual([`${layout}: file:///C:/secret/logo.png`]);
    const { bytes } = await renderDeckToPptx(deck, { template });
    assertValidOoxml(bytes, "external");
    const out = unzipSync(bytes);
    expect(strFromU8(out[relsName]!)).not.toContain("file:");
    expect(strFromU8(out[relsName]!)).toContain("https://example.com/");
    expect(strFromU8(out[layout]!)).not.toContain('r:link="rId90"');
  });

  it("removes custom shows and section lists that name the removed sample slides", async () => {
    const files = unzipSync(brand("automizer-SlidesWithAdditionalMaster.pptx"));
    const pres = strFromU8(files["ppt/presentation.xml"]!);
    const [, slideId, slideRid] = /<p:sldId id="(\d+)" r:id="(\w+)"/.exec(pres)!;
    const section = `<p:ext uri="{521415D9-36F7-43E2-AB2F-B90AF26B5E84}"><p14:sectionLst xmlns:p14="http://schemas.microsoft.com/office/powerpoint/2010/main"><p14:section name="S" id="{00000000-0000-0000-0000-000000000001}"><p14:sldIdLst><p14:sldId id="${slideId}"/></p14:sldIdLst></p14:section></p14:sectionLst></p:ext>`;
    const custShow = `<p:custShowLst><p:custShow name="Short" id="0"><p:sldLst><p:sld r:id="${slideRid}"/></p:sldLst></p:custShow></p:custShowLst>`;
    files["ppt/presentation.xml"] = strToU8(
      pres
        .replace(/(<p:notesSz[^>]*\/>)/, `$1${custShow}`)
        .replace("</p:extLst></p:presentation>", `${section}</p:extLst></p:presentation>`),
    );
    expect(strFromU8(files["ppt/presentation.xml"]!)).toContain("sectionLst");
    const names = Object.keys(files).sort((a, b) =>
      a === "[Content_Types].xml" ? -1 : b === "[Content_Types].xml" ? 1 : 0,
    );
    const template = loadTemplate(writeZip(names.map((n) => packEntry({ name: n, data: files[n]! }))));
    const { bytes } = await renderDeckToPptx(deck, { template });
    assertValidOoxml(bytes, "sections");
    const out = strFromU8(unzipSync(bytes)["ppt/presentation.xml"]!);
    expect(out).not.toContain("custShowLst");
    expect(out).not.toContain("sectionLst");
  });
});
