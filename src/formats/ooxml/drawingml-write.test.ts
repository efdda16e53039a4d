// The DrawingML writers read back through the readers (drawingml.ts): what is written is what a reader finds.
import { describe, expect, it } from "vitest";
import {
  emuBox,
  groupTransform,
  nonVisual,
  placeholderOf,
  shapeBox,
  textBodyOf,
  treeShapes,
  xfrmBox,
  type Box,
} from "./drawingml.js";
import {
  cNvPr,
  NO_FILL,
  NO_LINE,
  outline,
  presetGeometry,
  solidFill,
  sp,
  spTreeRoot,
  textBody,
  xfrm,
} from "./drawingml-write.js";
import { DECORATIVE_URI } from "./decorative.js";
import { child, children, NS, parseXml, type Element } from "./xml.js";

const ROOT = `xmlns:a="${NS.a}" xmlns:p="${NS.p}"`;
/** A fragment parsed inside an element that declares the a: and p: namespaces. */
const parse = (xml: string): Element => children(parseXml(`<p:wrap ${ROOT}>${xml}</p:wrap>`).documentElement!)[0]!;
const slide = (shapes: string) =>
  parseXml(`<p:sld ${ROOT}><p:cSld><p:spTree>${spTreeRoot()}${shapes}</p:spTree></p:cSld></p:sld>`).documentElement!;
/** The one p:sp a slide of these shapes holds (treeShapes lists the root group's own properties too). */
const onlyShape = (shapes: string) => treeShapes(slide(shapes)).find((c) => c.localName === "sp")!;
const BOX: Box = emuBox(914400, -457200, 3657600, 1828800);

describe("drawingml writers", () => {
  it("writes a transform that reads back as the same box, under any tag", () => {
    expect(xfrmBox(parse(xfrm(BOX)))).toEqual(BOX);
    const frame = parse(xfrm(BOX, "p:xfrm"));
    expect(frame.localName).toBe("xfrm");
    expect(frame.namespaceURI).toBe(NS.p);
    expect(xfrmBox(frame)).toEqual(BOX);
  });

  it("writes the shape tree's root group, its child space mapping onto its box", () => {
    expect(treeShapes(slide("")).map((c) => c.localName)).toEqual(["nvGrpSpPr", "grpSpPr"]);
    const group = parseXml(
      `<p:grpSp ${ROOT}>${spTreeRoot({ box: emuBox(100, 200, 1000, 2000), child: emuBox(0, 0, 500, 500) })}</p:grpSp>`,
    ).documentElement!;
    expect(groupTransform(group)(emuBox(250, 250, 100, 100))).toEqual({ x: 600, y: 1200, cx: 200, cy: 400 });
    const bare = parseXml(`<p:grpSp ${ROOT}>${spTreeRoot(null)}</p:grpSp>`).documentElement!;
    expect(child(bare, "grpSpPr")!.firstChild).toBeNull();
  });

  it("writes a placeholder shape that reads back with its box, placeholder and text body", () => {
    const paragraph = "<a:p><a:r><a:t>Hello</a:t></a:r></a:p>";
    const xml = sp({
      id: 4,
      name: "Title 1",
      locks: { noGrp: true },
      ph: { type: "title", idx: 3 },
      spPr: { box: BOX, geometry: presetGeometry("rect") },
      txBody: textBody(paragraph, { bodyPr: { wrap: "square", anchor: "b", autofit: "norm" } }),
    });
    const shape = onlyShape(xml);
    expect(shapeBox(shape)).toEqual(BOX);
    expect(placeholderOf(shape)).toMatchObject({ type: "title", idx: 3, hasType: true, hasIdx: true });
    const { cNvPr: nv } = nonVisual(shape);
    expect([nv!.getAttribute("id"), nv!.getAttribute("name")]).toEqual(["4", "Title 1"]);
    const body = textBodyOf(shape);
    expect([
      body.bodyPr!.getAttribute("wrap"),
      body.bodyPr!.getAttribute("anchor"),
      child(body.bodyPr, "normAutofit") !== undefined,
    ]).toEqual(["square", "b", true]);
    expect(body.lstStyle).toBeDefined();
    expect(body.paragraphs.map((p) => p.textContent)).toEqual(["Hello"]);
    expect(child(child(child(shape, "nvSpPr"), "cNvSpPr"), "spLocks")!.getAttribute("noGrp")).toBe("1");
  });

  it("writes no idx for placeholder 0 and no box for a placeholder that inherits its place", () => {
    const shape = onlyShape(sp({ id: 2, name: "Body", ph: { type: "body" } }));
    expect(placeholderOf(shape)).toMatchObject({ type: "body", idx: 0, hasIdx: false });
    expect(shapeBox(shape)).toBeNull();
  });

  it("escapes a name and a description, and marks decoration", () => {
    const name = 'Tom & "Jerry" <co>\tend';
    const written = cNvPr({ id: 7, name, descr: "a < b" });
    expect(written).toContain('name="Tom &amp; &quot;Jerry&quot; &lt;co&gt;&#9;end"');
    const el = parse(written);
    expect(el.getAttribute("name")).toBe(name);
    expect(el.getAttribute("descr")).toBe("a < b");
    const shape = onlyShape(sp({ id: 9, name, decorative: true, userDrawn: true }));
    const { cNvPr: nv, nvPr } = nonVisual(shape);
    expect(nv!.getAttribute("name")).toBe(name);
    expect(nv!.hasAttribute("descr")).toBe(false);
    expect(child(child(nv, "extLst"), "ext")!.getAttribute("uri")).toBe(DECORATIVE_URI);
    expect(nvPr!.getAttribute("userDrawn")).toBe("1");
  });

  it("writes preset geometry, fills and outlines in the spPr order", () => {
    const geometry = presetGeometry("roundRect", [{ name: "adj", fmla: "val 6000" }]);
    const shape = onlyShape(
      sp({ id: 2, name: "Card", spPr: { box: BOX, geometry, fill: solidFill("1F6FEB", 0.5), line: NO_LINE } }),
    );
    const spPr = child(shape, "spPr")!;
    expect(children(spPr).map((c) => c.localName)).toEqual(["xfrm", "prstGeom", "solidFill", "ln"]);
    const prst = child(spPr, "prstGeom")!;
    expect(prst.getAttribute("prst")).toBe("roundRect");
    expect(child(child(prst, "avLst"), "gd")!.getAttribute("fmla")).toBe("val 6000");
    const colour = child(child(spPr, "solidFill"), "srgbClr")!;
    expect(colour.getAttribute("val")).toBe("1F6FEB");
    expect(child(colour, "alpha")!.getAttribute("val")).toBe("50000");
    expect(child(child(spPr, "ln"), "noFill")).toBeDefined();
    expect(child(parse(solidFill("000000", 1)), "srgbClr")!.firstChild).toBeNull();
    const ln = parse(outline(solidFill("FF0000"), { w: 12700, cap: "rnd", join: "round" }));
    expect([ln.getAttribute("w"), ln.getAttribute("cap"), children(ln).map((c) => c.localName)]).toEqual([
      "12700",
      "rnd",
      ["solidFill", "round"],
    ]);
    expect(parse(NO_FILL).localName).toBe("noFill");
  });

  it("writes a text body under another tag with its list style", () => {
    const body = parse(
      textBody("<a:p/>", {
        tag: "a:txBody",
        bodyPr: { vert: "horz", lIns: 91440, rtlCol: false, autofit: "none" },
        lstStyle: '<a:lvl1pPr algn="r"/>',
      }),
    );
    expect(body.namespaceURI).toBe(NS.a);
    const bodyPr = child(body, "bodyPr")!;
    expect([
      bodyPr.getAttribute("vert"),
      bodyPr.getAttribute("lIns"),
      bodyPr.getAttribute("rtlCol"),
      children(bodyPr).map((c) => c.localName),
    ]).toEqual(["horz", "91440", "0", ["noAutofit"]]);
    expect(child(child(body, "lstStyle"), "lvl1pPr")!.getAttribute("algn")).toBe("r");
    expect(children(body, "p")).toHaveLength(1);
  });
});
