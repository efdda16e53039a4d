// Shape geometry: the guide formulas, preset shapes in their boxes, and a custom geometry read from a:custGeom.
import { describe, expect, it } from "vitest";
import { parseXml } from "../ooxml/xml.js";
import { evaluateFormula } from "./geometry-guides.js";
import { customGeometry, presetGeometry, PRESET_NAMES, type GeometryPath, type PathCommand } from "./geometry.js";

type Pt = [number, number];

const ends = (cmds: PathCommand[]): Pt[] => cmds.flatMap((c): Pt[] => (c.op === "Z" ? [] : [[c.x, c.y]]));

/** Every end point, and points along each curve. */
function samples(path: GeometryPath): Pt[] {
  const out: Pt[] = [];
  let cur: Pt = [0, 0];
  for (const c of path.commands) {
    if (c.op === "Z") continue;
    if (c.op === "C") {
      for (const t of [0.25, 0.5, 0.75]) {
        const u = 1 - t;
        const f = (a: number, b: number, d: number, e: number) =>
          u * u * u * a + 3 * u * u * t * b + 3 * u * t * t * d + t * t * t * e;
        out.push([f(cur[0], c.x1, c.x2, c.x), f(cur[1], c.y1, c.y2, c.y)]);
      }
    }
    cur = [c.x, c.y];
    out.push(cur);
  }
  return out;
}

const rounded = (paths: GeometryPath[]) =>
  JSON.parse(
    JSON.stringify(paths, (_k, v: unknown) => (typeof v === "number" ? Math.round(v * 1000) / 1000 : v)),
  ) as GeometryPath[];

const get = (name: string, w: number, h: number, adjust?: Record<string, number>) => {
  const paths = presetGeometry(name, w, h, adjust);
  if (!paths) throw new Error(`no preset ${name}`);
  return paths;
};

describe("evaluateFormula", () => {
  const v = (t: string) => Number(t);
  it.each([
    ["*/ 6 4 3", 8],
    ["+- 5 3 1", 7],
    ["+/ 5 3 2", 4],
    ["?: 1 7 9", 7],
    ["?: 0 7 9", 9],
    ["abs -4", 4],
    ["at2 0 10", 5_400_000],
    ["cat2 10 3 4", 6],
    ["sat2 10 3 4", 8],
    ["cos 10 5400000", 0],
    ["sin 10 5400000", 10],
    ["tan 10 2700000", 10],
    ["max 3 8", 8],
    ["min 3 8", 3],
    ["mod 2 3 6", 7],
    ["pin 0 -5 10", 0],
    ["pin 0 15 10", 10],
    ["pin 0 5 10", 5],
    ["sqrt 16", 4],
    ["val 42", 42],
    ["*/ 1 1 0", 0],
  ])("%s = %d", (fmla, expected) => {
    expect(evaluateFormula(fmla, v)).toBeCloseTo(expected, 6);
  });
});

describe("presetGeometry", () => {
  it("knows nothing of an unknown preset", () => {
    expect(presetGeometry("noSuchShape", 100, 100)).toBeNull();
    expect(presetGeometry("toString", 100, 100)).toBeNull();
  });

  it("draws rect as its four corners", () => {
    expect(get("rect", 300, 200)).toEqual([
      {
        fill: true,
        stroke: true,
        commands: [
          { op: "M", x: 0, y: 0 },
          { op: "L", x: 300, y: 0 },
          { op: "L", x: 300, y: 200 },
          { op: "L", x: 0, y: 200 },
          { op: "Z" },
        ],
      },
    ]);
  });

  it("rounds roundRect's corners by adj 100000ths of the short side", () => {
    const radius = 0.16667 * 120;
    const [path] = get("roundRect", 300, 120, { adj: 16667 });
    const cmds = path!.commands;
    expect(cmds[0]).toEqual({ op: "M", x: 0, y: expect.closeTo(radius, 6) });
    const corner = cmds[1]!;
    expect(corner.op).toBe("C");
    if (corner.op !== "C") return;
    expect([corner.x, corner.y]).toEqual([expect.closeTo(radius, 6), 0]);
    // The corner's middle lies on the circle about (radius, radius).
    const mid = samples({ ...path!, commands: [cmds[0]!, corner] })[2]!;
    expect(Math.hypot(mid[0] - radius, mid[1] - radius)).toBeCloseTo(radius, 2);
    expect(ends(cmds)).toContainEqual([expect.closeTo(300 - radius, 6), 0]);
    expect(get("roundRect", 300, 120)).toEqual(get("roundRect", 300, 120, { adj: 16667 }));
    expect(get("roundRect", 300, 120, { adj: 50000 })[0]!.commands[0]).toEqual({ op: "M", x: 0, y: 60 });
  });

  it("draws ellipse through the four mid-edge points, in curves of at most 90°", () => {
    const [path] = get("ellipse", 200, 100);
    const points = ends(path!.commands);
    for (const p of [
      [0, 50],
      [100, 0],
      [200, 50],
      [100, 100],
    ] as Pt[]) {
      expect(points.some(([x, y]) => Math.abs(x - p[0]) < 1e-9 && Math.abs(y - p[1]) < 1e-9)).toBe(true);
    }
    expect(path!.commands.filter((c) => c.op === "C")).toHaveLength(4);
    for (const [x, y] of samples(path!))
      expect(Math.abs(((x - 100) / 100) ** 2 + ((y - 50) / 50) ** 2 - 1)).toBeLessThan(1e-3);
  });

  it("keeps every preset inside its box", () => {
    for (const name of PRESET_NAMES.filter((n) => !n.startsWith("wedge"))) {
      for (const [w, h] of [
        [300, 200],
        [120, 240],
      ] as Pt[]) {
        const paths = get(name, w, h);
        expect(paths.length, name).toBeGreaterThan(0);
        for (const path of paths) {
          expect(path.commands[0]?.op, name).toBe("M");
          for (const [x, y] of samples(path)) {
            expect(x, `${name} ${w}×${h}`).toBeGreaterThanOrEqual(-1e-3);
            expect(x, `${name} ${w}×${h}`).toBeLessThanOrEqual(w + 1e-3);
            expect(y, `${name} ${w}×${h}`).toBeGreaterThanOrEqual(-1e-3);
            expect(y, `${name} ${w}×${h}`).toBeLessThanOrEqual(h + 1e-3);
          }
        }
      }
    }
  });

  it("covers the presets decks use most", () => {
    const wanted =
      "rect roundRect snip1Rect snip2SameRect round1Rect round2SameRect ellipse triangle rtTriangle diamond parallelogram " +
      "trapezoid pentagon hexagon octagon homePlate chevron rightArrow leftArrow upArrow downArrow line straightConnector1 " +
      "bentConnector2 bentConnector3 plus star5 donut blockArc arc chord pie frame halfFrame corner plaque flowChartProcess " +
      "flowChartAlternateProcess flowChartTerminator flowChartDecision wedgeRectCallout wedgeRoundRectCallout can cube teardrop moon";
    for (const name of wanted.split(" ")) expect(PRESET_NAMES, name).toContain(name);
  });

  it("strokes lines and connectors without filling them", () => {
    for (const name of ["line", "straightConnector1", "bentConnector2", "bentConnector3"]) {
      expect(
        get(name, 100, 50).every((p) => !p.fill && p.stroke),
        name,
      ).toBe(true);
    }
    expect(ends(get("bentConnector3", 100, 50, { adj1: 25000 })[0]!.commands)).toEqual([
      [0, 0],
      [25, 0],
      [25, 50],
      [100, 50],
    ]);
  });

  it("applies adjust values", () => {
    expect(ends(get("triangle", 100, 80, { adj: 0 })[0]!.commands)).toEqual([
      [0, 80],
      [0, 0],
      [100, 80],
    ]);
    // Head length adj2 is in 100000ths of the short side; shaft thickness adj1 in 100000ths of h.
    expect(ends(get("rightArrow", 200, 100, { adj1: 40000, adj2: 30000 })[0]!.commands)).toEqual([
      [0, 30],
      [170, 30],
      [170, 0],
      [200, 50],
      [170, 100],
      [170, 70],
      [0, 70],
    ]);
  });

  it("measures arcs' angles visually, as rays from the centre", () => {
    const [path] = get("pie", 200, 100, { adj1: 0, adj2: 2700000 });
    const cmds = path!.commands;
    expect(cmds[0]).toEqual({ op: "M", x: 200, y: 50 });
    // The 45° ray meets the ellipse 200×100 where (t/100)² + (t/50)² = 1.
    const t = 1 / Math.sqrt(1 / 100 ** 2 + 1 / 50 ** 2);
    const arcEnd = cmds[cmds.length - 3]!;
    expect(arcEnd.op === "C" && [arcEnd.x, arcEnd.y]).toEqual([expect.closeTo(100 + t, 6), expect.closeTo(50 + t, 6)]);
    expect(cmds.slice(-2)).toEqual([{ op: "L", x: 100, y: 50 }, { op: "Z" }]);
  });

  it("runs donut's hole the other way round", () => {
    const [path] = get("donut", 100, 100);
    const cmds = path!.commands;
    const split = cmds.findIndex((c, i) => i > 0 && c.op === "M");
    const area = (pts: Pt[]) =>
      pts.reduce((s, [x, y], i) => s + x * pts[(i + 1) % pts.length]![1] - pts[(i + 1) % pts.length]![0] * y, 0) / 2;
    const outer = area(samples({ ...path!, commands: cmds.slice(0, split) }));
    const inner = area(samples({ ...path!, commands: cmds.slice(split) }));
    expect(Math.sign(outer)).toBe(-Math.sign(inner));
    expect(Math.abs(inner) / (Math.PI * 25 ** 2)).toBeGreaterThan(0.95);
  });

  it("points a wedge callout's tail at its adjust point", () => {
    for (const name of ["wedgeRectCallout", "wedgeRoundRectCallout"]) {
      const points = ends(get(name, 200, 100)[0]!.commands);
      expect(points, name).toContainEqual([
        expect.closeTo(100 - 0.20833 * 200, 6),
        expect.closeTo(50 + 0.625 * 100, 6),
      ]);
      const right = ends(get(name, 200, 100, { adj1: 80000, adj2: 10000 })[0]!.commands);
      expect(right, name).toContainEqual([expect.closeTo(260, 6), expect.closeTo(60, 6)]);
      expect(
        right.filter(([x, y]) => x > 200 || y > 100 || x < 0 || y < 0),
        name,
      ).toHaveLength(1);
    }
  });

  it("shades a can's top and a cube's faces", () => {
    expect(get("can", 100, 200).map((p) => [p.fill, p.stroke, p.shade])).toEqual([
      [true, false, undefined],
      [true, false, "lighten"],
      [false, true, undefined],
    ]);
    expect(get("cube", 100, 100).map((p) => p.shade)).toEqual([undefined, "darkenLess", "lightenLess", undefined]);
  });
});

describe("customGeometry", () => {
  const xml = `<a:custGeom xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">
    <a:avLst><a:gd name="inset" fmla="val 20"/></a:avLst>
    <a:gdLst>
      <a:gd name="x2" fmla="+- 200 0 inset"/>
      <a:gd name="rad" fmla="*/ inset 1 1"/>
      <a:gd name="yb" fmla="?: inset 100 0"/>
    </a:gdLst>
    <a:rect l="l" t="t" r="r" b="b"/>
    <a:pathLst>
      <a:path w="200" h="100">
        <a:moveTo><a:pt x="inset" y="0"/></a:moveTo>
        <a:lnTo><a:pt x="x2" y="t"/></a:lnTo>
        <a:arcTo wR="rad" hR="rad" stAng="3cd4" swAng="cd4"/>
        <a:cubicBezTo><a:pt x="200" y="50"/><a:pt x="200" y="80"/><a:pt x="180" y="yb"/></a:cubicBezTo>
        <a:lnTo><a:pt x="0" y="100"/></a:lnTo>
        <a:close/>
      </a:path>
      <a:path w="200" h="100" fill="none">
        <a:moveTo><a:pt x="0" y="0"/></a:moveTo>
        <a:quadBezTo><a:pt x="100" y="100"/><a:pt x="200" y="0"/></a:quadBezTo>
      </a:path>
      <a:path stroke="0" fill="darken">
        <a:moveTo><a:pt x="0" y="0"/></a:moveTo>
        <a:lnTo><a:pt x="w" y="h"/></a:lnTo>
      </a:path>
    </a:pathLst>
  </a:custGeom>`;

  it("evaluates guides and scales each path's own space into the box", () => {
    const k = (4 / 3) * Math.tan(Math.PI / 8); // a quarter circle's control-point distance, per unit radius
    const paths = customGeometry(parseXml(xml).documentElement!, 100, 50);
    expect(rounded(paths)).toEqual(
      rounded([
        {
          fill: true,
          stroke: true,
          commands: [
            { op: "M", x: 10, y: 0 },
            { op: "L", x: 90, y: 0 },
            { op: "C", x1: 90 + (k * 20) / 2, y1: 0, x2: 100, y2: (20 - k * 20) / 2, x: 100, y: 10 },
            { op: "C", x1: 100, y1: 25, x2: 100, y2: 40, x: 90, y: 50 },
            { op: "L", x: 0, y: 50 },
            { op: "Z" },
          ],
        },
        {
          fill: false,
          stroke: true,
          commands: [
            { op: "M", x: 0, y: 0 },
            { op: "C", x1: 100 / 3, y1: 100 / 3, x2: 200 / 3, y2: 100 / 3, x: 100, y: 0 },
          ],
        },
        {
          fill: true,
          stroke: false,
          shade: "darken",
          commands: [
            { op: "M", x: 0, y: 0 },
            { op: "L", x: 100, y: 50 },
          ],
        },
      ]),
    );
  });

  it("continues an arc from the point a close returns to", () => {
    const geom = parseXml(`<a:custGeom xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:pathLst>
      <a:path w="10" h="10"><a:moveTo><a:pt x="0" y="5"/></a:moveTo><a:lnTo><a:pt x="5" y="5"/></a:lnTo><a:close/>
      <a:arcTo wR="5" hR="5" stAng="cd2" swAng="cd2"/></a:path></a:pathLst></a:custGeom>`).documentElement!;
    const cmds = customGeometry(geom, 10, 10)[0]!.commands;
    expect(cmds.filter((c) => c.op === "C")).toHaveLength(2);
    expect(rounded([{ commands: cmds.slice(-1), fill: true, stroke: true }])[0]!.commands[0]).toMatchObject({
      x: 10,
      y: 5,
    });
  });
});
