// Builds one slide part: shapes (placeholders copied by idx, tables, charts, pictures) and its relationships.
import type { ChartData, TableData } from "../model/source.js";
import { chartWorkbook } from "./chart-workbook.js";
import { chartXml } from "./chart-xml.js";
import type { ChartColours, TableColours } from "./design/slide-colours.js";
import { fitScale, growScale, HEADING_WIDTH, spreadSpace } from "./fit-text.js";
import { fitImage } from "./image.js";
import type { DecodedImage } from "../model/data-image.js";
import { coverCrop, type Focus } from "../slide-kinds/cover-crop.js";
import { relativeTarget, relsName } from "../ooxml/part-names.js";
import { relsXml, type Relationship } from "../ooxml/relationships.js";
import { CT, NS, REL } from "../ooxml/xml.js";
import {
  cNvPr,
  NO_FILL,
  NO_LINE,
  nvPr,
  outline,
  presetGeometry,
  shapeProperties,
  sp,
  solidFill,
  spTreeRoot,
  textBody,
  xfrm,
  type DrawingName,
  type PlaceholderSpec,
} from "../ooxml/drawingml-write.js";
import { hiddenTitleXml } from "./hidden-title.js";
import type { Box, Placeholder } from "./placeholders.js";
import { tableXml, type TablePlan } from "./table-xml.js";
import type { TemplateLayout } from "./template.js";
import type { Para } from "./text-model.js";
import { parasXml, scaledSizes } from "./text-xml.js";
import { emu, EMU_PER_PT } from "../../lib/units.js";

export interface NewPart {
  name: string;
  data: Uint8Array | string;
  contentType?: string;
}

/** Per-render state shared by every slide: new parts, counters, warnings. */
export interface RenderContext {
  parts: NewPart[];
  /** A part name "prefix<n>ext" not used by the template or this render. */
  reserve: (prefix: string, ext: string) => string;
  mono: string;
  /** The deck's language (BCP-47), written on every run. */
  lang: string;
  /** Width of the theme's fonts relative to Noto Sans (see fontWidthFactor). */
  widthFactor: number;
  warnings: string[];
}

const ROOT = `xmlns:a="${NS.a}" xmlns:r="${NS.r}" xmlns:p="${NS.p}"`;
const TITLE_TYPES = new Set(["title", "ctrTitle"]);

/** A drawing's name and what a screen reader says of it: its description, or that it is decoration (no description). */
function described(id: number, name: string, descr: string): DrawingName {
  return descr.trim() ? { id, name, descr } : { id, name, decorative: true };
}

/** The p:ph a slide's shape writes for a layout placeholder: only what the layout's own p:ph wrote of its type. */
const phSpec = (ph: Placeholder): PlaceholderSpec => ({ type: ph.hasType ? ph.type : undefined, idx: ph.idx });
const RECT = presetGeometry("rect");

/** Where a shape goes: a layout placeholder it fills (at the placeholder's place unless pinned), or a free box. */
export interface Target {
  ph: Placeholder | null;
  box: Box;
  /** Write the box on the slide even for a placeholder (its inherited position is wrong or ambiguous). */
  pin?: boolean;
}

export interface TextOptions {
  /** The layout's level sizes (hundredths of a point); shrunk to fit down to `floor`. */
  sizes: number[];
  floor?: number;
  /** An explicit text colour, when the inherited one would not read on the backdrop. */
  rgb?: string | null;
  align?: "l" | "ctr" | "r";
  anchor?: "t" | "ctr" | "b";
  italic?: boolean;
  /** Sizes are always written out (two columns that must look alike, free text boxes). */
  explicitSizes?: boolean;
  /** For a free text box: set in the theme's heading font instead of its body font. */
  heading?: boolean;
  /** Short text may be set up to this many times its sizes, to fill its box (1: never larger). */
  grow?: number;
  /** Space the paragraphs apart so a short list spans its box (centred when it still does not fill it). */
  spread?: boolean;
}

/** The share of its box grown or spread text aims to take. */
const FILL_SHARE = 0.78;

export class SlideBuilder {
  readonly rels: Relationship[];
  private readonly shapes: string[] = [];
  private nextId = 2;
  private links = new Map<string, string>();
  notesPart: string | null = null;
  /** A title placeholder with text is on the slide. */
  titled = false;
  /** What the slide is called when no title placeholder shows it (its visible title in a free box, or its heading-like text). */
  heading: string | null = null;

  constructor(
    readonly part: string,
    readonly layout: TemplateLayout,
    private readonly ctx: RenderContext,
  ) {
    this.rels = [{ id: "rId1", type: REL.slideLayout, target: relativeTarget(part, layout.part), external: false }];
  }

  rel(type: string, target: string, external = false): string {
    const id = `rId${this.rels.length + 1}`;
    this.rels.push({ id, type, target, external });
    return id;
  }

  private link = (href: string): string => {
    let id = this.links.get(href);
    if (!id) {
      id = this.rel(REL.hyperlink, href, true);
      this.links.set(href, id);
    }
    return id;
  };

  /** A text shape filling its target; text shrinks to fit. A free text box states its size, colour and bullets. */
  text(target: Target, paras: Para[], o: TextOptions): void {
    const { ph, box } = target;
    // Titles are set bold in most templates, about an eighth wider than the regular face the widths are measured in.
    const factor = this.ctx.widthFactor * (o.heading ? HEADING_WIDTH : 1);
    const fit = fitScale(paras, box, o.sizes, o.floor ?? 0.6, factor);
    const scale =
      o.grow && o.grow > 1 && fit.scale >= 0.999
        ? growScale(paras, box, o.sizes, o.grow, FILL_SHARE, factor)
        : fit.scale;
    // A free text box has no placeholder style to inherit a size from, so its size is always explicit.
    const explicit = scaledSizes(o.sizes, scale) ?? (ph && !o.explicitSizes ? null : o.sizes);
    const themeFont = ph ? undefined : o.heading ? "+mj" : "+mn";
    const space = o.spread ? spreadSpace(paras, box, o.sizes, scale, FILL_SHARE, factor) : 0;
    const spaceBefore = space ? (space / EMU_PER_PT) * 100 : undefined;
    const body = parasXml(paras, {
      sizes: explicit,
      mono: this.ctx.mono,
      lang: this.ctx.lang,
      link: this.link,
      rgb: o.rgb,
      explicitBullets: !ph,
      align: o.align,
      italic: o.italic,
      themeFont,
      spaceBefore,
    });
    if (ph && TITLE_TYPES.has(ph.type) && paras.some((p) => p.runs.some((r) => r.text.trim()))) this.titled = true;
    const id = this.nextId++;
    this.shapes.push(
      ph
        ? sp({
            id,
            name: ph.name || `Placeholder ${id}`,
            locks: { noGrp: true },
            ph: phSpec(ph),
            spPr: target.pin ? { box, geometry: RECT } : {},
            txBody: textBody(body, { bodyPr: { anchor: o.anchor } }),
          })
        : sp({
            id,
            name: `TextBox ${id}`,
            textBox: true,
            spPr: { box, geometry: RECT, fill: NO_FILL },
            txBody: textBody(body, { bodyPr: { wrap: "square", anchor: o.anchor, autofit: "norm" } }),
          }),
    );
  }

  /** A shape written by someone else (footer placeholders), given its shape id. */
  raw(xmlFor: (id: number) => string): void {
    this.shapes.push(xmlFor(this.nextId++));
  }

  /** A title placeholder off the slide, first in reading order, for a slide whose design shows no title placeholder. */
  hiddenTitle(text: string, slide: { cx: number; cy: number }): void {
    const ph = this.layout.placeholders.find((p) => TITLE_TYPES.has(p.type));
    const paras = parasXml([{ runs: [{ text }], level: 0, bullet: "none" }], {
      mono: this.ctx.mono,
      lang: this.ctx.lang,
      link: this.link,
    });
    this.shapes.unshift(hiddenTitleXml(this.nextId++, ph, paras, slide));
    this.titled = true;
  }

  private frame(name: string, ph: Placeholder | null, box: Box, uri: string, inner: string, descr: string): void {
    const id = this.nextId++;
    this.shapes.push(
      `<p:graphicFrame><p:nvGraphicFramePr>${cNvPr(described(id, `${name} ${id}`, descr))}<p:cNvGraphicFramePr><a:graphicFrameLocks noGrp="1"/></p:cNvGraphicFramePr>${nvPr({ ph: ph ? phSpec(ph) : undefined })}</p:nvGraphicFramePr>` +
        `${xfrm(box, "p:xfrm")}<a:graphic><a:graphicData uri="${uri}">${inner}</a:graphicData></a:graphic></p:graphicFrame>`,
    );
  }

  /** `descr` summarises the table for screen readers (its title and size). */
  table(target: Target, table: TableData, plan: TablePlan, chunk: number, colours: TableColours, descr: string): void {
    const { ph, box } = target;
    const rows = plan.chunks[chunk] ?? [];
    this.frame(
      "Table",
      ph,
      { ...box, cx: emu(plan.widths.reduce((a, b) => a + b, 0)) },
      "http://schemas.openxmlformats.org/drawingml/2006/table",
      tableXml(table, plan, rows, colours, chunk, this.ctx.lang),
      descr,
    );
  }

  /** `descr` is the chart in words (describeChart). */
  chart(target: Target, chart: ChartData, colours: ChartColours, descr: string): void {
    const { ph, box } = target;
    const chartPart = this.ctx.reserve("ppt/charts/chart", ".xml");
    const book = this.ctx.reserve("ppt/embeddings/Microsoft_Excel_Worksheet", ".xlsx");
    this.ctx.parts.push({
      name: chartPart,
      data: chartXml(chart, "rId1", colours, this.ctx.lang),
      contentType: CT.chart,
    });
    this.ctx.parts.push({
      name: relsName(chartPart),
      data: relsXml([{ id: "rId1", type: REL.package, target: relativeTarget(chartPart, book), external: false }]),
    });
    this.ctx.parts.push({ name: book, data: chartWorkbook(chart), contentType: CT.xlsx });
    const rid = this.rel(REL.chart, relativeTarget(this.part, chartPart));
    this.frame("Chart", ph, box, NS.c, `<c:chart xmlns:c="${NS.c}" r:id="${rid}"/>`, descr);
  }

  /** A picture fitted into its target; without alt text it is marked as decoration. */
  picture(target: Target, img: DecodedImage, alt: string): void {
    const { ph, box } = target;
    const name = this.ctx.reserve("ppt/media/image", `.${img.ext}`);
    this.ctx.parts.push({ name, data: img.bytes });
    const rid = this.rel(REL.image, relativeTarget(this.part, name));
    const id = this.nextId++;
    this.shapes.push(
      `<p:pic><p:nvPicPr>${cNvPr(described(id, `Picture ${id}`, alt))}<p:cNvPicPr><a:picLocks noGrp="1" noChangeAspect="1"/></p:cNvPicPr>${nvPr({ ph: ph ? phSpec(ph) : undefined })}</p:nvPicPr>` +
        `<p:blipFill><a:blip r:embed="${rid}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>${shapeProperties({ box: fitImage(img, box), geometry: RECT })}</p:pic>`,
    );
  }

  /** A plain shape (a card, a badge, a band), marked as decoration: a preset geometry filled with an RGB colour, optionally see-through. */
  shape(box: Box, o: { geom: "rect" | "roundRect" | "ellipse"; fill: string; alpha?: number; name?: string }): void {
    const id = this.nextId++;
    const guides = o.geom === "roundRect" ? [{ name: "adj", fmla: "val 6000" }] : [];
    this.shapes.push(
      sp({
        id,
        name: `${o.name ?? "Shape"} ${id}`,
        decorative: true,
        spPr: { box, geometry: presetGeometry(o.geom, guides), fill: solidFill(o.fill, o.alpha ?? 1), line: NO_LINE },
        txBody: textBody(`<a:p><a:endParaRPr lang="${this.ctx.lang}" dirty="0"/></a:p>`, {
          bodyPr: { rtlCol: false, anchor: "ctr" },
        }),
      }),
    );
  }

  /** A line drawing (an icon), marked as decoration: native vector paths stroked in an RGB colour; `grid` is the drawing's own square size. */
  vector(box: Box, paths: string[], o: { rgb: string; grid: number; strokeEmu: number; name: string }): void {
    const id = this.nextId++;
    const pathList = paths.map((d) => `<a:path w="${o.grid}" h="${o.grid}" fill="none">${d}</a:path>`).join("");
    const geometry = `<a:custGeom><a:avLst/><a:gdLst/><a:ahLst/><a:cxnLst/><a:rect l="0" t="0" r="r" b="b"/><a:pathLst>${pathList}</a:pathLst></a:custGeom>`;
    this.shapes.push(
      sp({
        id,
        name: `${o.name} ${id}`,
        decorative: true,
        spPr: {
          box,
          geometry,
          fill: NO_FILL,
          line: outline(solidFill(o.rgb), { w: o.strokeEmu, cap: "rnd", join: "round" }),
        },
      }),
    );
  }

  /**
   * A picture that fills its box (cropped to it, as CSS object-fit: cover, keeping `focus` in view), optionally in a
   * circle, filling the layout's picture placeholder `ph` when given; without alt text it is decoration.
   */
  pictureCover(
    box: Box,
    img: DecodedImage,
    alt: string,
    geom: "rect" | "ellipse" = "rect",
    focus?: Focus,
    ph?: Placeholder,
  ): void {
    const name = this.ctx.reserve("ppt/media/image", `.${img.ext}`);
    this.ctx.parts.push({ name, data: img.bytes });
    const rid = this.rel(REL.image, relativeTarget(this.part, name));
    const id = this.nextId++;
    // srcRect cuts each side in thousandths of a percent.
    const crop = coverCrop(img, { w: box.cx, h: box.cy }, focus);
    const [l, t, r, b] = [crop.left, crop.top, crop.right, crop.bottom].map((c) => Math.round(c * 100_000));
    this.shapes.push(
      `<p:pic><p:nvPicPr>${cNvPr(described(id, `Picture ${id}`, alt))}<p:cNvPicPr><a:picLocks noChangeAspect="1"/></p:cNvPicPr>${nvPr({ ph: ph ? phSpec(ph) : undefined })}</p:nvPicPr>` +
        `<p:blipFill><a:blip r:embed="${rid}"/><a:srcRect l="${l}" t="${t}" r="${r}" b="${b}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill>${shapeProperties({ box, geometry: presetGeometry(geom) })}</p:pic>`,
    );
  }

  xml(): string {
    return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<p:sld ${ROOT}><p:cSld><p:spTree>${spTreeRoot()}${this.shapes.join("")}</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`;
  }
}
