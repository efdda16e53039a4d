// The analysis of every real fixture template: slide sizes, masters and themes, layouts, roles and lint.
import { describe, expect, it } from "vitest";
import { analyseTemplate } from "../../src/brands/analyse-template.js";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { editFixture, fixture, text, decode } from "./hostile-zips.js";

const analyse = (name: string) => analyseTemplate(validateUpload(fixture(name)));
const roleLayouts = (a: ReturnType<typeof analyse>) =>
  Object.fromEntries(Object.entries(a.roles).map(([role, r]) => [role, r.layout]));

describe("analyseTemplate on real templates", () => {
  it("python-pptx default: 4:3, one Office master, 11 standard layouts classified by type and placeholders", () => {
    const a = analyse("pypptx-default-4x3.pptx");
    expect(a.slideSize).toEqual({ width: 9144000, height: 6858000 });
    expect(a.masters).toHaveLength(1);
    expect(a.layouts).toHaveLength(11);
    expect(a.sampleSlides).toBe(0);
    const m = a.masters[0]!;
    expect(m.themeName).toBe("Office Theme");
    expect(m.colors).toMatchObject({
      dk1: "#000000",
      lt1: "#FFFFFF",
      dk2: "#1F497D",
      lt2: "#EEECE1",
      accent1: "#4F81BD",
      accent6: "#F79646",
      hlink: "#0000FF",
      folHlink: "#800080",
    });
    expect(m.fonts.major.latin).toBe("Calibri");
    expect(m.dark).toBe(false);
    expect(a.master).toBe(0);
    const content = a.layouts[1]!;
    expect(content.type).toBe("obj");
    expect(content.placeholders.map((p) => [p.type, p.idx])).toEqual([
      ["title", 0],
      ["obj", 1],
      ["dt", 10],
      ["ftr", 11],
      ["sldNum", 12],
    ]);
    // The layout's title has no xfrm of its own: its box is inherited from the master's title placeholder.
    expect(content.placeholders[0]!.box).toEqual({ x: 457200, y: 274638, cx: 8229600, cy: 1143000 });
    expect(roleLayouts(a)).toMatchObject({
      title: "slideLayout1",
      bullets: "slideLayout2",
      content: "slideLayout2",
      section: "slideLayout3",
      "two-column": "slideLayout4",
      table: "slideLayout2",
      image: "slideLayout9",
      closing: "slideLayout1",
    });
    // Every layout is rated for every role; the chosen one is the best rated and says why.
    expect(a.layouts[1]!.ratings.bullets).toBe(a.roles.bullets.score);
    expect(a.layouts.every((l) => l.ratings.bullets <= a.roles.bullets.score)).toBe(true);
    expect(a.roles.section.reasons.join(" ")).toMatch(/secHead/);
    const lint = a.lint.map((l) => l.code);
    expect(lint).not.toContain("unusual_slide_size");
    expect(lint).not.toContain("font_not_embedded");
    expect(a.lint.find((l) => l.code === "missing_layout" && /quote slides/.test(l.message))?.severity).toBe("info");
  });

  it("pptx-automizer: 16:9, 2 masters (12 + 8 layouts); decks use the orange master the template's own slides use", () => {
    const a = analyse("automizer-SlidesWithAdditionalMaster.pptx");
    expect(a.slideSize).toEqual({ width: 12192000, height: 6858000 });
    expect(a.masters.map((m) => m.layoutIds.length)).toEqual([12, 8]);
    expect(a.masters.map((m) => m.themeName)).toEqual(["Blue Design", "Orange Design"]);
    expect(a.layouts).toHaveLength(20);
    expect(a.master).toBe(1);
    expect(a.masterReason).toMatch(/own slides use it \(2 of 3\)/);
    // Every role is filled from master 2's layouts only.
    const master2 = new Set(a.masters[1]!.layoutIds);
    expect(Object.values(a.roles).every((r) => master2.has(r.layout))).toBe(true);
    expect(a.layouts.find((l) => l.id === a.roles.content.layout)!.name).toBe("Titel und Inhalt");
    expect(a.layouts.find((l) => l.id === a.roles.section.layout)!.name).toMatch(/^Abschnitts-/);
    // Master 2 has no two-content layout: the stand-in is named and explained.
    expect(a.lint.some((l) => l.code === "missing_layout" && /two-column slides/.test(l.message))).toBe(true);
    expect(a.lint.some((l) => l.code === "master_choice")).toBe(true);
    expect(a.sampleSlides).toBe(3);
    expect(a.hasNotesMaster).toBe(true);
    expect(a.lint.some((l) => l.code === "unused_layouts" && /master 2/.test(l.message))).toBe(true);
    expect(a.lint.some((l) => l.code === "low_contrast" && /#FFC000/.test(l.message))).toBe(true);
  });

  it("Apache POI: 7 masters each with its own theme; the dark Tradeshow master resolves through its colour map", () => {
    const a = analyse("poi-themes-7-masters.pptx");
    expect(a.masters).toHaveLength(7);
    expect(new Set(a.masters.map((m) => m.themePart)).size).toBe(7);
    expect(a.layouts).toHaveLength(77);
    expect(a.masters.map((m) => m.themeName)).toEqual([
      "Office Theme",
      "Custom Design",
      "Austin",
      "1_Custom Design",
      "Trek",
      "2_Custom Design",
      "Tradeshow",
    ]);
    const austin = a.masters[2]!;
    expect(austin.colors.accent1).toBe("#94C600");
    expect(austin.fonts.major.latin).toBe("Century Gothic");
    const trek = a.masters[4]!;
    expect(trek.fonts).toMatchObject({
      major: { latin: "Franklin Gothic Medium" },
      minor: { latin: "Franklin Gothic Book" },
    });
    const dark = a.masters[6]!;
    expect(dark.dark).toBe(true);
    // clrMap bg1="dk1" tx1="lt1": text is the theme's lt1 (white) and the background its dk1.
    expect(dark.colors.dk1).toBe("#FFFFFF");
    expect(dark.colors.lt1).toBe("#3F3F3F");
    // Decks use Austin, the master most of the template's own slides use; fonts are linted for that master only.
    expect(a.master).toBe(2);
    expect(a.masterReason).toMatch(/4 of 10/);
    const fonts = a.lint.filter((l) => l.code === "font_not_embedded").map((l) => l.message);
    expect(fonts.some((m) => m.includes("Franklin Gothic"))).toBe(false);
  });

  it("Google Slides export: 16:9 at 10 × 5.625 in, custom layouts rated by geometry and their Google names", () => {
    const a = analyse("shapecrawler-google-slides.pptx");
    expect(a.slideSize).toEqual({ width: 9144000, height: 5143500 });
    expect(a.layouts).toHaveLength(11);
    expect(a.masters[0]!.colors.accent1).toBe("#4285F4");
    expect(a.masters[0]!.fonts.major.latin).toBe("Arial");
    expect(a.layouts.find((l) => l.id === a.roles["two-column"].layout)!.type).toBe("twoColTx");
    expect(a.layouts.find((l) => l.id === a.roles.section.layout)!.name).toBe("SECTION_HEADER");
    expect(a.lint.map((l) => l.code)).not.toContain("unusual_slide_size");
    expect(a.lint.find((l) => l.code === "missing_layout" && /picture slides/.test(l.message))).toBeDefined();
    // Accent 6 (#EEFF41) is all but invisible on white: lint says so and charts skip it.
    expect(a.lint.some((l) => l.code === "low_contrast" && /#EEFF41/.test(l.message))).toBe(true);
  });

  it("Open XML SDK zh-Hans deck: Chinese layout names, 5 sample slides with notes", () => {
    const a = analyse("oxsdk-zh-hans-notes.pptx");
    expect(a.slideSize).toEqual({ width: 9144000, height: 6858000 });
    expect(a.layouts).toHaveLength(11);
    expect(a.layouts[0]!.name).toBe("標題投影片");
    expect(a.roles.title.layout).toBe("slideLayout1");
    expect(a.sampleSlides).toBe(5);
    // Its own slides use the title layout for their section slides (3 of 5): that evidence wins over the secHead type.
    expect(a.roles.section.layout).toBe("slideLayout1");
    expect(a.roles.section.reasons.join(" ")).toMatch(/own slides use it for section \(3 of 5\)/);
    expect(a.hasNotesMaster).toBe(true);
    expect(a.lint.find((l) => l.code === "sample_slides_removed")!.message).toMatch(/5 slide/);
  });

  it('a misleading name does not outweigh geometry and type: naming every layout "Title Slide" changes no role', () => {
    const renamed = editFixture("pypptx-default-4x3.pptx", (p) => {
      for (const name of Object.keys(p)) {
        if (name.startsWith("ppt/slideLayouts/slideLayout"))
          p[name] = text(decode(p[name]!).replace(/<p:cSld name="[^"]*"/, '<p:cSld name="Title Slide"'));
      }
    });
    const a = analyseTemplate(validateUpload(renamed));
    expect(roleLayouts(a)).toEqual(roleLayouts(analyse("pypptx-default-4x3.pptx")));
  });

  it("a template without a title layout: the fallback is used and reported as a warning", () => {
    const bytes = editFixture("pypptx-default-4x3.pptx", (p) => {
      const name = "ppt/slideLayouts/slideLayout1.xml";
      p[name] = text(
        decode(p[name]!)
          .replace('type="title"', 'type="obj"')
          .replace('type="ctrTitle"', 'type="title"')
          .replace('type="subTitle"', 'type="body"')
          .replace('name="Title Slide"', 'name="Title and Text"'),
      );
      // The section header loses its type too, so nothing announces itself as a title slide.
      const section = "ppt/slideLayouts/slideLayout3.xml";
      p[section] = text(
        decode(p[section]!).replace('type="secHead"', 'type="cust"').replace('name="Section Header"', 'name="Heading"'),
      );
    });
    const a = analyseTemplate(validateUpload(bytes));
    const item = a.lint.find((l) => l.code === "missing_layout" && /title slides/.test(l.message))!;
    expect(item.severity).toBe("warning");
    expect(item.message).toContain(`“${a.layouts.find((l) => l.id === a.roles.title.layout)!.name}”`);
  });

  it("reports external targets (linked picture, file: path) but not http hyperlinks, and an odd slide size", () => {
    const bytes = editFixture("pypptx-default-4x3.pptx", (p) => {
      const rels = decode(p["ppt/slideLayouts/_rels/slideLayout1.xml.rels"]!);
      p["ppt/slideLayouts/_rels/slideLayout1.xml.rels"] = text(
        rels.replace(
          "</Relationships>",
          '<Relationship Id="rId90" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="file:///C:/secret/logo.png" TargetMode="External"/>' +
            '<Relationship Id="rId91" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://example.com/" TargetMode="External"/></Relationships>',
        ),
      );
      p["ppt/presentation.xml"] = text(
        decode(p["ppt/presentation.xml"]!).replace(/<p:sldSz[^>]*>/, '<p:sldSz cx="6858000" cy="9144000"/>'),
      );
    });
    const a = analyseTemplate(validateUpload(bytes));
    const ext = a.lint.filter((l) => l.code === "external_target_dropped");
    expect(ext).toHaveLength(1);
    expect(ext[0]!.message).toContain("file:///C:/secret/logo.png");
    expect(ext[0]!.part).toBe("ppt/slideLayouts/slideLayout1.xml");
    expect(a.lint.find((l) => l.code === "unusual_slide_size")?.severity).toBe("warning");
  });
});
