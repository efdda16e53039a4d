// Native chart part (c:chartSpace) for bar/column/line/pie with data caches, in colours chosen to show on the slide.
import type { ChartData } from "../model/source.js";
import { colName } from "./chart-workbook.js";
import type { ChartColours } from "./design/slide-colours.js";
import { NS, XML_DECL } from "../ooxml/xml.js";
import { escapeAttr } from "../ooxml/xml-escape.js";
import { NO_FILL, NO_LINE, outline, solidFill, textBody } from "../ooxml/drawingml-write.js";
import {
  CHART_TEXT,
  DENSE_CATEGORIES,
  SHARE_FORMAT,
  chartFormat,
  highlighted,
  pieShowsShare,
  showLabels,
} from "../model/chart-options.js";
import { contrast } from "../model/colour.js";
import { chartFillRule } from "../model/slide-colour-rules.js";

/** The slide's chart colours and the deck's language, which the chart's own text is marked with. */
type ChartLook = ChartColours & { lang: string };

/** A CHART_TEXT size (frame units) as DrawingML's sz on this slide: hundredths of a point. */
const sz = (units: number, c: ChartLook) => Math.round(units * c.pointsPerUnit * 100);

/** The colour each series (of a pie, each slice) is drawn in: the rule every writer shares. */
function fillsOf(chart: ChartData, colours: ChartLook): string[] {
  const count = chart.type === "pie" ? chart.categories.length : chart.series.length;
  const palette = Array.from({ length: count }, (_, i) => colours.series[i % colours.series.length]!);
  return chartFillRule(palette, highlighted(chart), colours.backdrop, colours.text);
}

function strCache(values: string[]): string {
  return `<c:strCache><c:ptCount val="${values.length}"/>${values.map((v, i) => `<c:pt idx="${i}"><c:v>${escapeAttr(v)}</c:v></c:pt>`).join("")}</c:strCache>`;
}

function numCache(values: number[], format: string): string {
  return `<c:numCache><c:formatCode>${escapeAttr(format)}</c:formatCode><c:ptCount val="${values.length}"/>${values.map((v, i) => `<c:pt idx="${i}"><c:v>${Number.isFinite(v) ? v : 0}</c:v></c:pt>`).join("")}</c:numCache>`;
}

const labelText = (c: string, look: ChartLook) =>
  textBody(
    `<a:p><a:pPr><a:defRPr sz="${sz(CHART_TEXT.value, look)}" b="1">${solidFill(c)}</a:defRPr></a:pPr><a:endParaRPr lang="${look.lang}"/></a:p>`,
    { tag: "c:txPr" },
  );
/** What a label shows: the value, or (a pie without a format of its own) the slice's share. */
const show = (share: boolean) =>
  `<c:showLegendKey val="0"/><c:showVal val="${share ? 0 : 1}"/><c:showCatName val="0"/><c:showSerName val="0"/><c:showPercent val="${share ? 1 : 0}"/><c:showBubbleSize val="0"/>`;

/**
 * Data labels: each value in the chart's format, in the text colour beside bars and lines; on a pie's slices, each in
 * white or black, whichever reads on its own slice (`slices`: the slices' fills).
 */
function dLbls(chart: ChartData, colours: ChartLook, slices: string[] = []): string {
  if (!showLabels(chart)) return "";
  const pie = chart.type === "pie";
  const pos = pie ? "bestFit" : chart.type === "line" ? "t" : "outEnd";
  const share = pieShowsShare(chart);
  const numFmt = `<c:numFmt formatCode="${escapeAttr(share ? SHARE_FORMAT : chartFormat(chart))}" sourceLinked="0"/>`;
  const noBox = `<c:spPr>${NO_FILL}${NO_LINE}</c:spPr>`;
  const onSlice = (fill: string) => (contrast("FFFFFF", fill) >= contrast("000000", fill) ? "FFFFFF" : "000000");
  const points = pie
    ? slices
        .map(
          (fill, i) =>
            `<c:dLbl><c:idx val="${i}"/>${numFmt}${noBox}${labelText(onSlice(fill), colours)}<c:dLblPos val="${pos}"/>${show(share)}</c:dLbl>`,
        )
        .join("")
    : "";
  return `<c:dLbls>${points}${numFmt}${noBox}${labelText(pie ? onSlice(slices[0] ?? colours.text) : colours.text, colours)}<c:dLblPos val="${pos}"/>${show(share)}</c:dLbls>`;
}

function seriesXml(chart: ChartData, j: number, colours: ChartLook): string {
  // A highlighted series keeps its colour; the others take muted tones that stay apart (chartFillRule).
  const focus = highlighted(chart);
  const fills = fillsOf(chart, colours);
  const colourOf = (i: number) => fills[i % fills.length]!;
  const fillOf = (i: number) => solidFill(colourOf(i));
  const s = chart.series[j]!;
  const col = colName(j + 1);
  const n = chart.categories.length;
  const values = chart.categories.map((_, i) => s.values[i] ?? 0);
  const line = chart.type === "line";
  const sp = line
    ? `<c:spPr>${outline(fillOf(j), { w: 28575, cap: "rnd", join: "round" })}</c:spPr><c:marker><c:symbol val="none"/></c:marker>`
    : chart.type === "pie"
      ? ""
      : `<c:spPr>${fillOf(j)}</c:spPr><c:invertIfNegative val="0"/>`;
  const points =
    chart.type === "pie"
      ? chart.categories
          .map((_, i) => `<c:dPt><c:idx val="${i}"/><c:bubble3D val="0"/><c:spPr>${fillOf(i)}</c:spPr></c:dPt>`)
          .join("")
      : "";
  return (
    `<c:ser><c:idx val="${j}"/><c:order val="${j}"/><c:tx><c:strRef><c:f>Sheet1!$${col}$1</c:f>${strCache([s.name])}</c:strRef></c:tx>${sp}${points}` +
    `${focus >= 0 && j !== focus && chart.type !== "pie" ? "" : dLbls(chart, colours, chart.type === "pie" ? chart.categories.map((_, i) => colourOf(i)) : [])}` +
    `<c:cat><c:strRef><c:f>Sheet1!$A$2:$A$${n + 1}</c:f>${strCache(chart.categories)}</c:strRef></c:cat>` +
    `<c:val><c:numRef><c:f>Sheet1!$${col}$2:$${col}$${n + 1}</c:f>${numCache(values, chart.format ?? "General")}</c:numRef></c:val>${line ? '<c:smooth val="0"/>' : ""}</c:ser>`
  );
}

const txPr = (c: ChartLook, units: number = CHART_TEXT.axis) =>
  textBody(
    `<a:p><a:pPr><a:defRPr sz="${sz(units, c)}">${solidFill(c.text)}</a:defRPr></a:pPr><a:endParaRPr lang="${c.lang}"/></a:p>`,
    { tag: "c:txPr" },
  );

function axes(barDir: "bar" | "col" | null, colours: ChartLook, chart: ChartData): string {
  const valFmt = `<c:numFmt formatCode="${escapeAttr(chartFormat(chart))}" sourceLinked="0"/>`;
  const catSize = chart.categories.length > DENSE_CATEGORIES ? CHART_TEXT.dense : CHART_TEXT.axis;
  const catPos = barDir === "bar" ? "l" : "b";
  const valPos = barDir === "bar" ? "b" : "l";
  const axisLn = `<c:spPr>${outline(solidFill(colours.grid), { w: 9525 })}</c:spPr>`;
  const gridLn = `<c:majorGridlines>${axisLn}</c:majorGridlines>`;
  return (
    `<c:catAx><c:axId val="111111111"/><c:scaling><c:orientation val="${barDir === "bar" ? "maxMin" : "minMax"}"/></c:scaling><c:delete val="0"/><c:axPos val="${catPos}"/><c:numFmt formatCode="General" sourceLinked="1"/><c:majorTickMark val="none"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>${axisLn}${txPr(colours, catSize)}<c:crossAx val="222222222"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/></c:catAx>` +
    `<c:valAx><c:axId val="222222222"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="${valPos}"/>${gridLn}${valFmt}<c:majorTickMark val="none"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>${axisLn}${txPr(colours)}<c:crossAx val="111111111"/><c:crosses val="${barDir === "bar" ? "max" : "autoZero"}"/><c:crossBetween val="between"/></c:valAx>`
  );
}

/** The chart part; `workbookRel` is the r:id of the embedded workbook relationship, `lang` the deck's language. */
export function chartXml(
  chart: ChartData,
  workbookRel: string,
  slideColours: ChartColours,
  lang: string,
  title?: string,
): string {
  const colours: ChartLook = { ...slideColours, lang };
  const series = chart.series.map((_, j) => seriesXml(chart, j, colours)).join("");
  let plot: string;
  if (chart.type === "pie") {
    plot = `<c:pieChart><c:varyColors val="1"/>${seriesXml({ ...chart, series: chart.series.slice(0, 1) }, 0, colours)}<c:firstSliceAng val="0"/></c:pieChart>`;
  } else if (chart.type === "line") {
    plot = `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${series}<c:marker val="1"/><c:axId val="111111111"/><c:axId val="222222222"/></c:lineChart>${axes(null, colours, chart)}`;
  } else {
    const dir = chart.type === "bar" ? "bar" : "col";
    plot = `<c:barChart><c:barDir val="${dir}"/><c:grouping val="clustered"/><c:varyColors val="0"/>${series}<c:gapWidth val="80"/><c:axId val="111111111"/><c:axId val="222222222"/></c:barChart>${axes(dir, colours, chart)}`;
  }
  const titleXml = title
    ? `<c:title><c:tx>${textBody(`<a:p><a:pPr><a:defRPr sz="${sz(CHART_TEXT.legend, colours)}" b="0"/></a:pPr><a:r><a:rPr lang="${lang}" sz="${sz(CHART_TEXT.legend, colours)}" b="0"/><a:t>${escapeAttr(title)}</a:t></a:r></a:p>`, { tag: "c:rich" })}</c:tx><c:overlay val="0"/></c:title><c:autoTitleDeleted val="0"/>`
    : '<c:autoTitleDeleted val="1"/>';
  return (
    `${XML_DECL}<c:chartSpace xmlns:c="${NS.c}" xmlns:a="${NS.a}" xmlns:r="${NS.r}"><c:date1904 val="0"/><c:lang val="${lang}"/><c:roundedCorners val="0"/>` +
    `<c:chart>${titleXml}<c:plotArea><c:layout/>${plot}</c:plotArea>` +
    // A legend where it tells marks apart (a pie's slices, several series), as the PDF and HTML draw it: one series' legend only repeats the title.
    `${chart.type === "pie" || chart.series.length > 1 ? `<c:legend><c:legendPos val="${chart.type === "pie" ? "r" : "b"}"/><c:overlay val="0"/>${txPr(colours, CHART_TEXT.legend)}</c:legend>` : ""}<c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart>` +
    // A panel behind the chart where no text colour reads on every part of the gradient under it.
    `<c:spPr>${colours.panel ? solidFill(colours.panel) : NO_FILL}${NO_LINE}</c:spPr>${txPr(colours)}` +
    `<c:externalData r:id="${workbookRel}"><c:autoUpdate val="0"/></c:externalData></c:chartSpace>`
  );
}
