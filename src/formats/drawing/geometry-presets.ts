// The preset shapes (a:prstGeom) we draw, each stated in DrawingML's guide and path vocabulary so its adjust values apply.
import type { GeomDef, Guide, PathDef, RawCommand } from "./geometry-guides.js";

/**
 * A preset in compact text. av: "name default …" pairs. gd: "name formula" guides, ";"-separated, in order. paths: one
 * string per a:path — attributes first (w=, h=, fill=none|lighten|…, stroke=0), then M x y | L x y | Q cx cy x y |
 * C x1 y1 x2 y2 x y | A wR hR stAng swAng | Z, each argument a number or a guide's name.
 */
interface Spec {
  av?: string;
  gd?: string;
  paths: string[];
}

/** Guides `${p}x`, `${p}y`: the point at visual angle `ang` of the ellipse rx×ry about (hc, vc). */
const ellipsePoint = (p: string, rx: string, ry: string, ang: string) =>
  `${p}wt sin ${rx} ${ang}; ${p}ht cos ${ry} ${ang}; ${p}dx cat2 ${rx} ${p}ht ${p}wt; ${p}dy sat2 ${ry} ${p}ht ${p}wt;` +
  `${p}x +- hc ${p}dx 0; ${p}y +- vc ${p}dy 0`;

/** adj1 → adj2 as a start angle and a clockwise sweep (a full turn when they are equal). */
const SWEEP =
  "stAng pin 0 adj1 21599999; enAng pin 0 adj2 21599999; sw1 +- enAng 0 stAng; sw2 +- sw1 21600000 0; swAng ?: sw1 sw1 sw2;";
const CORNERS = "a pin 0 adj 50000; x1 */ ss a 100000; x2 +- r 0 x1; y2 +- b 0 x1";
const TWO_CORNERS =
  "a1 pin 0 adj1 50000; a2 pin 0 adj2 50000; tx1 */ ss a1 100000; tx2 +- r 0 tx1; bx1 */ ss a2 100000; bx2 +- r 0 bx1; by1 +- b 0 bx1";
const RECT = "M l t L r t L r b L l b Z";
const ELLIPSE = "M l vc A wd2 hd2 cd2 21600000 Z";
const PENTAGON_GUIDES =
  "swd2 */ wd2 hf 100000; shd2 */ hd2 vf 100000; svc */ vc vf 100000; dx1 cos swd2 1080000; dx2 cos swd2 3240000;" +
  "dy1 sin shd2 1080000; dy2 sin shd2 3240000; x1 +- hc 0 dx1; x2 +- hc 0 dx2; x3 +- hc dx2 0; x4 +- hc dx1 0;" +
  "y1 +- svc 0 dy1; y2 +- svc dy2 0";
const ARROW_H = "a1 pin 0 adj1 100000; a2 pin 0 adj2 maxAdj2; dy1 */ h a1 200000; y1 +- vc 0 dy1; y2 +- vc dy1 0;";
const ARROW_V = "a1 pin 0 adj1 100000; a2 pin 0 adj2 maxAdj2; dx1 */ w a1 200000; x1 +- hc 0 dx1; x2 +- hc dx1 0;";

/**
 * A wedge callout: the tail leaves the edge the tip (adj1, adj2: offsets from the centre in 100000ths of w and h) lies
 * beyond, its base 2/12..5/12 or 7/12..10/12 along that edge; on the other edges every tail point sits where the edge
 * starts, so they draw straight. `round`: corners of radius adj3 (100000ths of ss).
 */
function wedgeCallout(round: boolean): Spec {
  const gd =
    "dxPos */ w adj1 100000; dyPos */ h adj2 100000; xPos +- hc dxPos 0; yPos +- vc dyPos 0; dq */ dxPos h w;" +
    "ady abs dyPos; adq abs dq; dz +- ady 0 adq; xg1 ?: dxPos 7 2; xg2 ?: dxPos 10 5; x1 */ w xg1 12; x2 */ w xg2 12;" +
    "yg1 ?: dyPos 7 2; yg2 ?: dyPos 10 5; y1 */ h yg1 12; y2 */ h yg2 12;" +
    "vert ?: dz 1 0; horz ?: dz 0 1; top ?: dyPos 0 vert; bot ?: dyPos vert 0; rgt ?: dxPos horz 0; lft ?: dxPos 0 horz;" +
    (round ? "rad */ ss adj3 100000;" : "rad val 0;") +
    "rr +- r 0 rad; bb +- b 0 rad;" +
    "xt1 ?: top x1 rad; xtT ?: top xPos rad; ytT ?: top yPos t; xt2 ?: top x2 rad;" +
    "yr1 ?: rgt y1 rad; xrT ?: rgt xPos r; yrT ?: rgt yPos rad; yr2 ?: rgt y2 rad;" +
    "xb2 ?: bot x2 rr; xbT ?: bot xPos rr; ybT ?: bot yPos b; xb1 ?: bot x1 rr;" +
    "yl2 ?: lft y2 bb; xlT ?: lft xPos l; ylT ?: lft yPos bb; yl1 ?: lft y1 bb";
  const corner = (ang: string) => (round ? `A rad rad ${ang} cd4` : "");
  const path =
    `M l rad ${corner("cd2")} L xt1 t L xtT ytT L xt2 t L rr t ${corner("3cd4")} L r yr1 L xrT yrT L r yr2 L r bb ` +
    `${corner("0")} L xb2 b L xbT ybT L xb1 b L rad b ${corner("cd4")} L l yl2 L xlT ylT L l yl1 Z`;
  return { av: round ? "adj1 -20833 adj2 62500 adj3 16667" : "adj1 -20833 adj2 62500", gd, paths: [path] };
}

const SPECS: Record<string, Spec> = {
  rect: { paths: [RECT] },
  roundRect: {
    av: "adj 16667",
    gd: CORNERS,
    paths: ["M l x1 A x1 x1 cd2 cd4 L x2 t A x1 x1 3cd4 cd4 L r y2 A x1 x1 0 cd4 L x1 b A x1 x1 cd4 cd4 Z"],
  },
  snip1Rect: {
    av: "adj 16667",
    gd: "a pin 0 adj 50000; dx1 */ ss a 100000; x1 +- r 0 dx1",
    paths: ["M l t L x1 t L r dx1 L r b L l b Z"],
  },
  snip2SameRect: {
    av: "adj1 16667 adj2 0",
    gd: TWO_CORNERS,
    paths: ["M tx1 t L tx2 t L r tx1 L r by1 L bx2 b L bx1 b L l by1 L l tx1 Z"],
  },
  round1Rect: {
    av: "adj 16667",
    gd: "a pin 0 adj 50000; dx1 */ ss a 100000; x1 +- r 0 dx1",
    paths: ["M l t L x1 t A dx1 dx1 3cd4 cd4 L r b L l b Z"],
  },
  round2SameRect: {
    av: "adj1 16667 adj2 0",
    gd: TWO_CORNERS,
    paths: [
      "M tx1 t L tx2 t A tx1 tx1 3cd4 cd4 L r by1 A bx1 bx1 0 cd4 L bx1 b A bx1 bx1 cd4 cd4 L l tx1 A tx1 tx1 cd2 cd4 Z",
    ],
  },
  ellipse: { paths: [ELLIPSE] },
  triangle: { av: "adj 50000", gd: "a pin 0 adj 100000; x1 */ w a 100000", paths: ["M l b L x1 t L r b Z"] },
  rtTriangle: { paths: ["M l b L l t L r b Z"] },
  diamond: { paths: ["M l vc L hc t L r vc L hc b Z"] },
  parallelogram: {
    av: "adj 25000",
    gd: "maxAdj */ 100000 w ss; a pin 0 adj maxAdj; x1 */ ss a 100000; x2 +- r 0 x1",
    paths: ["M l b L x1 t L r t L x2 b Z"],
  },
  trapezoid: {
    av: "adj 25000",
    gd: "maxAdj */ 50000 w ss; a pin 0 adj maxAdj; x1 */ ss a 100000; x2 +- r 0 x1",
    paths: ["M l b L x1 t L x2 t L r b Z"],
  },
  pentagon: { av: "hf 105146 vf 110557", gd: PENTAGON_GUIDES, paths: ["M x1 y1 L hc t L x4 y1 L x3 y2 L x2 y2 Z"] },
  hexagon: {
    av: "adj 25000 vf 115470",
    gd:
      "maxAdj */ 50000 w ss; a pin 0 adj maxAdj; shd2 */ hd2 vf 100000; x1 */ ss a 100000; x2 +- r 0 x1;" +
      "dy1 sin shd2 3600000; y1 +- vc 0 dy1; y2 +- vc dy1 0",
    paths: ["M l vc L x1 y1 L x2 y1 L r vc L x2 y2 L x1 y2 Z"],
  },
  octagon: { av: "adj 29289", gd: CORNERS, paths: ["M l x1 L x1 t L x2 t L r x1 L r y2 L x2 b L x1 b L l y2 Z"] },
  homePlate: {
    av: "adj 50000",
    gd: "maxAdj */ 100000 w ss; a pin 0 adj maxAdj; dx1 */ ss a 100000; x1 +- r 0 dx1",
    paths: ["M l t L x1 t L r vc L x1 b L l b Z"],
  },
  chevron: {
    av: "adj 50000",
    gd: "maxAdj */ 100000 w ss; a pin 0 adj maxAdj; x1 */ ss a 100000; x2 +- r 0 x1",
    paths: ["M l t L x2 t L r vc L x2 b L l b L x1 vc Z"],
  },
  rightArrow: {
    av: "adj1 50000 adj2 50000",
    gd: "maxAdj2 */ 100000 w ss;" + ARROW_H + "dx1 */ ss a2 100000; x1 +- r 0 dx1",
    paths: ["M l y1 L x1 y1 L x1 t L r vc L x1 b L x1 y2 L l y2 Z"],
  },
  notchedRightArrow: {
    av: "adj1 50000 adj2 50000",
    gd: "maxAdj2 */ 100000 w ss;" + ARROW_H + "dx1 */ ss a2 100000; x1 +- r 0 dx1; x2 */ dy1 dx1 hd2",
    paths: ["M l y1 L x1 y1 L x1 t L r vc L x1 b L x1 y2 L l y2 L x2 vc Z"],
  },
  leftArrow: {
    av: "adj1 50000 adj2 50000",
    gd: "maxAdj2 */ 100000 w ss;" + ARROW_H + "x1 */ ss a2 100000",
    paths: ["M l vc L x1 t L x1 y1 L r y1 L r y2 L x1 y2 L x1 b Z"],
  },
  leftRightArrow: {
    av: "adj1 50000 adj2 50000",
    gd: "maxAdj2 */ 50000 w ss;" + ARROW_H + "x1 */ ss a2 100000; x2 +- r 0 x1",
    paths: ["M l vc L x1 t L x1 y1 L x2 y1 L x2 t L r vc L x2 b L x2 y2 L x1 y2 L x1 b Z"],
  },
  upArrow: {
    av: "adj1 50000 adj2 50000",
    gd: "maxAdj2 */ 100000 h ss;" + ARROW_V + "y1 */ ss a2 100000",
    paths: ["M l y1 L hc t L r y1 L x2 y1 L x2 b L x1 b L x1 y1 Z"],
  },
  downArrow: {
    av: "adj1 50000 adj2 50000",
    gd: "maxAdj2 */ 100000 h ss;" + ARROW_V + "dy1 */ ss a2 100000; y1 +- b 0 dy1",
    paths: ["M l y1 L x1 y1 L x1 t L x2 t L x2 y1 L r y1 L hc b Z"],
  },
  upDownArrow: {
    av: "adj1 50000 adj2 50000",
    gd: "maxAdj2 */ 50000 h ss;" + ARROW_V + "y1 */ ss a2 100000; y2 +- b 0 y1",
    paths: ["M l y1 L hc t L r y1 L x2 y1 L x2 y2 L r y2 L hc b L l y2 L x1 y2 L x1 y1 Z"],
  },
  line: { paths: ["fill=none M l t L r b"] },
  straightConnector1: { paths: ["fill=none M l t L r b"] },
  bentConnector2: { paths: ["fill=none M l t L r t L r b"] },
  bentConnector3: { av: "adj1 50000", gd: "x1 */ w adj1 100000", paths: ["fill=none M l t L x1 t L x1 b L r b"] },
  bentConnector4: {
    av: "adj1 50000 adj2 50000",
    gd: "x1 */ w adj1 100000; y2 */ h adj2 100000",
    paths: ["fill=none M l t L x1 t L x1 y2 L r y2 L r b"],
  },
  bentConnector5: {
    av: "adj1 50000 adj2 50000 adj3 50000",
    gd: "x1 */ w adj1 100000; x3 */ w adj3 100000; y2 */ h adj2 100000",
    paths: ["fill=none M l t L x1 t L x1 y2 L x3 y2 L x3 b L r b"],
  },
  curvedConnector3: {
    av: "adj1 50000",
    gd: "x2 */ w adj1 100000; x1 +/ l x2 2; x3 +/ r x2 2; y3 */ h 3 4",
    paths: ["fill=none M l t C x1 t x2 hd4 x2 vc C x2 y3 x3 b r b"],
  },
  plus: {
    av: "adj 25000",
    gd: CORNERS,
    paths: ["M l x1 L x1 x1 L x1 t L x2 t L x2 x1 L r x1 L r y2 L x2 y2 L x2 b L x1 b L x1 y2 L l y2 Z"],
  },
  star4: {
    av: "adj 12500",
    gd:
      "a pin 0 adj 50000; iwd2 */ wd2 a 50000; ihd2 */ hd2 a 50000; sdx cos iwd2 2700000; sdy sin ihd2 2700000;" +
      "sx1 +- hc 0 sdx; sx2 +- hc sdx 0; sy1 +- vc 0 sdy; sy2 +- vc sdy 0",
    paths: ["M l vc L sx1 sy1 L hc t L sx2 sy1 L r vc L sx2 sy2 L hc b L sx1 sy2 Z"],
  },
  star5: {
    av: "adj 19098 hf 105146 vf 110557",
    gd:
      PENTAGON_GUIDES +
      "; a pin 0 adj 50000; iwd2 */ swd2 a 50000; ihd2 */ shd2 a 50000;" +
      "sdx1 cos iwd2 1080000; sdx2 cos iwd2 3240000; sdy1 sin ihd2 3240000; sdy2 sin ihd2 1080000;" +
      "sx1 +- hc 0 sdx1; sx2 +- hc 0 sdx2; sx3 +- hc sdx2 0; sx4 +- hc sdx1 0; sy1 +- svc 0 sdy1; sy2 +- svc sdy2 0; sy3 +- svc ihd2 0",
    paths: ["M x1 y1 L sx2 sy1 L hc t L sx3 sy1 L x4 y1 L sx4 sy2 L x3 y2 L hc sy3 L x2 y2 L sx1 sy2 Z"],
  },
  // The hole runs the other way round, so it stays empty under the nonzero rule as under even-odd.
  donut: {
    av: "adj 25000",
    gd: "a pin 0 adj 50000; dr */ ss a 100000; iwd2 +- wd2 0 dr; ihd2 +- hd2 0 dr",
    paths: [`${ELLIPSE} M dr vc A iwd2 ihd2 cd2 -21600000 Z`],
  },
  blockArc: {
    av: "adj1 10800000 adj2 0 adj3 25000",
    gd:
      SWEEP +
      "a3 pin 0 adj3 50000; iswAng +- 0 0 swAng; dr */ ss a3 100000; iwd2 +- wd2 0 dr; ihd2 +- hd2 0 dr;" +
      ellipsePoint("o", "wd2", "hd2", "stAng") +
      ";" +
      ellipsePoint("i", "iwd2", "ihd2", "enAng"),
    paths: ["M ox oy A wd2 hd2 stAng swAng L ix iy A iwd2 ihd2 enAng iswAng Z"],
  },
  arc: {
    av: "adj1 16200000 adj2 0",
    gd: SWEEP + ellipsePoint("s", "wd2", "hd2", "stAng"),
    paths: ["stroke=0 M sx sy A wd2 hd2 stAng swAng L hc vc Z", "fill=none M sx sy A wd2 hd2 stAng swAng"],
  },
  chord: {
    av: "adj1 2700000 adj2 16200000",
    gd: SWEEP + ellipsePoint("s", "wd2", "hd2", "stAng"),
    paths: ["M sx sy A wd2 hd2 stAng swAng Z"],
  },
  pie: {
    av: "adj1 0 adj2 16200000",
    gd: SWEEP + ellipsePoint("s", "wd2", "hd2", "stAng"),
    paths: ["M sx sy A wd2 hd2 stAng swAng L hc vc Z"],
  },
  frame: {
    av: "adj1 12500",
    gd: "a1 pin 0 adj1 50000; x1 */ ss a1 100000; x4 +- r 0 x1; y4 +- b 0 x1",
    paths: [`${RECT} M x1 x1 L x1 y4 L x4 y4 L x4 x1 Z`],
  },
  halfFrame: {
    av: "adj1 33333 adj2 33333",
    gd:
      "maxAdj2 */ 100000 w ss; a2 pin 0 adj2 maxAdj2; x1 */ ss a2 100000; g1 */ h x1 w; g2 +- h 0 g1;" +
      "maxAdj1 */ 100000 g2 ss; a1 pin 0 adj1 maxAdj1; y1 */ ss a1 100000; dx2 */ y1 w h; x2 +- r 0 dx2; dy2 */ x1 h w; y2 +- b 0 dy2",
    paths: ["M l t L r t L x2 y1 L x1 y1 L x1 y2 L l b Z"],
  },
  corner: {
    av: "adj1 50000 adj2 50000",
    gd:
      "maxAdj1 */ 100000 h ss; maxAdj2 */ 100000 w ss; a1 pin 0 adj1 maxAdj1; a2 pin 0 adj2 maxAdj2;" +
      "x1 */ ss a2 100000; dy1 */ ss a1 100000; y1 +- b 0 dy1",
    paths: ["M l t L x1 t L x1 y1 L r y1 L r b L l b Z"],
  },
  plaque: {
    av: "adj 16667",
    gd: CORNERS,
    paths: [
      "M l x1 A x1 x1 cd4 -5400000 L x2 t A x1 x1 cd2 -5400000 L r y2 A x1 x1 3cd4 -5400000 L x1 b A x1 x1 0 -5400000 Z",
    ],
  },
  flowChartProcess: { paths: ["w=1 h=1 M 0 0 L 1 0 L 1 1 L 0 1 Z"] },
  flowChartAlternateProcess: {
    gd: "x2 +- r 0 ssd6; y2 +- b 0 ssd6",
    paths: [
      "M l ssd6 A ssd6 ssd6 cd2 cd4 L x2 t A ssd6 ssd6 3cd4 cd4 L r y2 A ssd6 ssd6 0 cd4 L ssd6 b A ssd6 ssd6 cd4 cd4 Z",
    ],
  },
  flowChartTerminator: {
    paths: ["w=21600 h=21600 M 3475 0 L 18125 0 A 3475 10800 3cd4 cd2 L 3475 21600 A 3475 10800 cd4 cd2 Z"],
  },
  flowChartDecision: { paths: ["w=2 h=2 M 0 1 L 1 0 L 2 1 L 1 2 Z"] },
  flowChartConnector: { paths: [ELLIPSE] },
  flowChartPredefinedProcess: {
    paths: [
      "w=8 h=8 stroke=0 M 0 0 L 8 0 L 8 8 L 0 8 Z",
      "w=8 h=8 fill=none M 1 0 L 1 8 M 7 0 L 7 8",
      "w=8 h=8 fill=none M 0 0 L 8 0 L 8 8 L 0 8 Z",
    ],
  },
  flowChartInputOutput: { paths: ["w=5 h=5 M 0 5 L 1 0 L 5 0 L 4 5 Z"] },
  flowChartDocument: { paths: ["w=21600 h=21600 M 0 0 L 21600 0 L 21600 17322 C 10800 17322 10800 23922 0 20172 Z"] },
  flowChartManualInput: { paths: ["w=5 h=5 M 0 1 L 5 0 L 5 5 L 0 5 Z"] },
  flowChartManualOperation: { paths: ["w=5 h=5 M 0 0 L 5 0 L 4 5 L 1 5 Z"] },
  flowChartPreparation: { paths: ["w=10 h=10 M 0 5 L 2 0 L 8 0 L 10 5 L 8 10 L 2 10 Z"] },
  flowChartOffpageConnector: { paths: ["w=10 h=10 M 0 0 L 10 0 L 10 8 L 5 10 L 0 8 Z"] },
  flowChartMerge: { paths: ["w=2 h=2 M 0 0 L 2 0 L 1 2 Z"] },
  flowChartExtract: { paths: ["w=2 h=2 M 0 2 L 1 0 L 2 2 Z"] },
  wedgeRectCallout: wedgeCallout(false),
  wedgeRoundRectCallout: wedgeCallout(true),
  // Body, then the lit top, then the outline drawn once over both.
  can: {
    av: "adj 25000",
    gd: "maxAdj */ 50000 h ss; a pin 0 adj maxAdj; y1 */ ss a 200000; y3 +- b 0 y1",
    paths: [
      "stroke=0 M l y1 A wd2 y1 cd2 -10800000 L r y3 A wd2 y1 0 cd2 Z",
      "stroke=0 fill=lighten M l y1 A wd2 y1 cd2 cd2 A wd2 y1 0 cd2 Z",
      "fill=none M r y1 A wd2 y1 0 cd2 A wd2 y1 cd2 cd2 L r y3 A wd2 y1 0 cd2 L l y1",
    ],
  },
  cube: {
    av: "adj 25000",
    gd: "a pin 0 adj 100000; y1 */ ss a 100000; y4 +- b 0 y1; x4 +- r 0 y1",
    paths: [
      "stroke=0 M l y1 L x4 y1 L x4 b L l b Z",
      "stroke=0 fill=darkenLess M x4 y1 L r t L r y4 L x4 b Z",
      "stroke=0 fill=lightenLess M l y1 L y1 t L r t L x4 y1 Z",
      "fill=none M l y1 L y1 t L r t L r y4 L x4 b L l b Z M l y1 L x4 y1 L r t M x4 y1 L x4 b",
    ],
  },
  teardrop: {
    av: "adj 100000",
    gd:
      "a pin 0 adj 200000; r2 sqrt 2; tw */ r2 wd2 1; th */ r2 hd2 1; sw */ tw a 100000; sh */ th a 100000;" +
      "dx1 cos sw 2700000; dy1 sin sh 2700000; x1 +- hc dx1 0; y1 +- vc 0 dy1; x2 +/ hc x1 2; y2 +/ vc y1 2",
    paths: ["M l vc A wd2 hd2 cd2 cd4 Q x2 t x1 y1 Q r y2 r vc A wd2 hd2 0 cd4 A wd2 hd2 cd4 cd4 Z"],
  },
  // The outer edge is the left half of the ellipse w×hd2 about (r, vc); the inner one an ellipse of the same proportions
  // through (r, t), (r, b) and the point adj (100000ths of w) in from the left, so (1−A)² + 1 = k² with centre A + k.
  moon: {
    av: "adj 50000",
    gd:
      "a pin 0 adj 87500; g1 +- 100000 0 a; g2 */ g1 g1 1; k +/ g2 10000000000 g1; k2 */ k 1 2;" +
      "irx */ w k2 100000; iry */ hd2 k2 100000; g0w */ w a 100000; icx +- g0w irx 0; dxs +- r 0 icx; st at2 dxs hd2;" +
      "sw +- cd2 0 st; sw2 */ sw 2 1; stT +- 21600000 0 st; swN +- 0 0 sw2",
    paths: ["M r b A w hd2 cd4 cd2 A irx iry stT swN Z"],
  },
};

const ARG_COUNT: Record<RawCommand["op"], number> = { M: 2, L: 2, Q: 4, C: 6, A: 4, Z: 0 };

function compilePath(text: string): PathDef {
  const path: PathDef = { w: 0, h: 0, fill: "norm", stroke: true, cmds: [] };
  const tokens = text.split(/\s+/).filter(Boolean);
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i++]!;
    const [key, value = ""] = token.split("=");
    if (token.includes("=")) {
      if (key === "w" || key === "h") path[key] = Number(value);
      else if (key === "fill") path.fill = value;
      else if (key === "stroke") path.stroke = value !== "0";
      continue;
    }
    const count = ARG_COUNT[token as RawCommand["op"]];
    if (count === undefined) throw new Error(`preset path: unknown command ${token}`);
    path.cmds.push({ op: token as RawCommand["op"], args: tokens.slice(i, i + count) });
    i += count;
  }
  return path;
}

function compile(spec: Spec): GeomDef {
  const av: Guide[] = [];
  const pairs = (spec.av ?? "").split(/\s+/).filter(Boolean);
  for (let i = 0; i + 1 < pairs.length; i += 2) av.push({ name: pairs[i]!, fmla: `val ${pairs[i + 1]}` });
  const gd = (spec.gd ?? "")
    .split(";")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const space = line.indexOf(" ");
      return { name: line.slice(0, space), fmla: line.slice(space + 1) };
    });
  return { av, gd, paths: spec.paths.map(compilePath) };
}

const compiled = new Map<string, GeomDef>();

/** The definition of a preset by its prst name, or undefined when we do not draw it. */
export function presetDefinition(name: string): GeomDef | undefined {
  if (!Object.hasOwn(SPECS, name)) return undefined;
  let def = compiled.get(name);
  if (!def) compiled.set(name, (def = compile(SPECS[name]!)));
  return def;
}

/** Every preset name we draw. */
export const PRESET_NAMES: readonly string[] = Object.keys(SPECS);
