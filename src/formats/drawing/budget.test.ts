// The drawing's element budgets: a part past its elements or nesting has its largest or deepest shapes cut before it is
// parsed, a page's path commands and shapes run out once and say so once, a long gradient is sampled, a custom
// geometry is read to its budget.
import { describe, expect, it } from "vitest";
import { nestedGroups, pathSegments } from "../../../test/hostile/corpus-drawings.js";
import { parseXml } from "../ooxml/xml.js";
import { DRAWING_BUDGET, PageBudget, parseDrawnPart, sampleEvenly } from "./budget.js";
import { customGeometry } from "./geometry.js";

const part = (shapes: string, outside = "") =>
  Buffer.from(
    `<?xml version="1.0"?><p:sldMaster xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><!-- a <comment> --><p:spTree><p:nvGrpSpPr/>${shapes}</p:spTree></p:cSld>${outside}</p:sldMaster>`,
  );
const small = `<p:sp><p:nvSpPr><p:cNvPr id="2" name="Title"/></p:nvSpPr><p:spPr/></p:sp>`;

describe("parseDrawnPart", () => {
  it("parses an ordinary part as it is, saying nothing", () => {
    const said: string[] = [];
    const root = parseDrawnPart(part(small + small), "ppt/slideMasters/slideMaster1.xml", (m) => said.push(m));
    expect(root?.getElementsByTagNameNS("*", "sp").length).toBe(2);
    expect(said).toEqual([]);
  });

  it("cuts the largest shapes of a part past its elements, keeping the rest", () => {
    const said: string[] = [];
    const root = parseDrawnPart(part(small + pathSegments(DRAWING_BUDGET.partElements).shapes + small), "m.xml", (m) =>
      said.push(m),
    );
    expect(root?.getElementsByTagNameNS("*", "sp").length).toBe(2);
    expect(root?.getElementsByTagNameNS("*", "custGeom").length).toBe(0);
    expect(said).toEqual([
      expect.stringMatching(/more than 120,000 elements .*leaves out its largest or deepest shapes/),
    ]);
  });

  it("cuts a shape nested past the depth budget before the parser or any walk recurses into it", () => {
    const root = parseDrawnPart(part(small + nestedGroups(DRAWING_BUDGET.partDepth + 10).shapes), "m.xml", () => {});
    expect(root?.getElementsByTagNameNS("*", "grpSp").length).toBe(0);
    expect(root?.getElementsByTagNameNS("*", "sp").length).toBe(1);
  });

  it("gives up on a part whose bulk is outside its shape tree, and says so", () => {
    const said: string[] = [];
    expect(
      parseDrawnPart(
        part(small, `<p:extLst>${"<p:ext/>".repeat(DRAWING_BUDGET.partElements + 1)}</p:extLst>`),
        "m.xml",
        (m) => said.push(m),
      ),
    ).toBeNull();
    expect(said).toEqual([expect.stringMatching(/it is left out of the PDF/)]);
  });
});

describe("PageBudget", () => {
  it("gives path commands and shapes until the page's run out, saying so once each way", () => {
    const said = new Set<string>();
    const budget = new PageBudget((m) => said.add(m));
    expect(budget.takePathCommands(DRAWING_BUDGET.pagePathCommands - 10)).toBe(DRAWING_BUDGET.pagePathCommands - 10);
    expect(budget.takePathCommands(25)).toBe(10);
    expect(budget.takePathCommands(5)).toBe(0);
    let shapes = 0;
    while (budget.takeElement()) shapes++;
    expect(shapes).toBe(DRAWING_BUDGET.pageElements);
    expect(budget.takeElement()).toBe(false);
    expect(said.size).toBe(2);
  });
});

describe("the drawing's simplifications", () => {
  it("samples a long gradient evenly, keeping its first and last stops", () => {
    const stops = Array.from({ length: 10_000 }, (_, i) => i);
    const kept = sampleEvenly(stops, DRAWING_BUDGET.gradientStops);
    expect(kept).toHaveLength(64);
    expect([kept[0], kept[63]]).toEqual([0, 9_999]);
    expect(sampleEvenly([1, 2, 3], 64)).toEqual([1, 2, 3]);
  });

  it("reads a custom geometry to its command budget and says it cut the rest", () => {
    const sp = parseXml(
      `<r xmlns:p="p" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">${pathSegments(500).shapes}</r>`,
    ).documentElement!;
    const geom = sp.getElementsByTagNameNS("*", "custGeom").item(0)!;
    let cut = 0;
    const paths = customGeometry(geom, 100, 100, { maxCommands: 100, onCut: () => cut++ });
    expect(paths[0]!.commands).toHaveLength(100);
    expect(cut).toBe(1);
    expect(customGeometry(geom, 100, 100)[0]!.commands).toHaveLength(502);
  });
});
