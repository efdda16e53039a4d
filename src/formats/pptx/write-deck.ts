// DeckWriter: collects slides built on a template and writes the package (presentation, rels, notes, content types, zip).
import { presentationAppXml } from "./doc-props.js";
import { corePropsXml, rootRelsXml } from "../ooxml/doc-props.js";
import { chromeShapes, planChrome, type ChromePlan } from "./chrome.js";
import { planDesign, type DesignPlan, type MasterRequest } from "./design/plan-design.js";
import type { LayoutFacts } from "./design/layout-facts.js";
import type { DesignRole } from "./design/rate-layouts.js";
import { notesMasterXml } from "./notes-master-xml.js";
import { notesSlideXml } from "./notes-xml.js";
import { fontWidthFactor } from "./fit-text.js";
import { contentTypesXml } from "../ooxml/content-types.js";
import { relativeTarget, relsName } from "../ooxml/part-names.js";
import { relsXml, type Relationship } from "../ooxml/relationships.js";
import { CT, NS, REL } from "../ooxml/xml.js";
import { PackCache, type PackedEntry, packEntry, writeZip } from "../ooxml/zip-write.js";
import type { Placeholder } from "./placeholders.js";
import { SlideBuilder, type NewPart, type RenderContext } from "./slide-builder.js";
import { cachedEntry, type PptxTemplate, type TemplateLayout } from "./template.js";
import type { Para } from "./text-model.js";
import type { Chrome } from "../model/source.js";
import { presentationFormat } from "../model/slide-size.js";

export interface WriterOptions {
  /** Which master to build on (default: the one the template's own slides use). */
  master?: MasterRequest;
  /** The deck's footer, date and slide-number settings. */
  chrome?: Chrome;
  /** The date shown in date fields (default: now). */
  today?: Date;
  /** Typeface for code. */
  mono?: string;
  /** Width of the theme fonts relative to Noto Sans (default: from the template's theme fonts). */
  widthFactor?: number;
  /** Replacement bytes for template parts (e.g. a theme part with the deck's colour overrides). */
  replaceParts?: Map<string, string | Uint8Array>;
  /** The deck's language (BCP-47) every run and the package's properties are marked with (default "en"). */
  lang?: string;
  /** The template is a brand's (its layouts' picture placeholders hold pictures), not a built-in theme. */
  brand?: boolean;
}

/**
 * The generated parts of this thread's recent decks, compressed once each: the decks of a batch share most of theirs
 * (a brand batch's items differ in a few variables), and compressing them was half of a deck's writing time.
 */
const generatedParts = new PackCache(4 * 1024 * 1024);

/** The bound, in bytes, of the thread's generated parts kept compressed (PPTX_PARTS_CACHE_MB in the export workers). */
export function setGeneratedPartsBytes(bytes: number): void {
  generatedParts.resize(bytes);
}

const GENERATED_NOTES_PHS: Placeholder[] = [
  { type: "sldImg", idx: 2, name: "", hasType: true, box: null, sizes: [], kind: "sp" },
  { type: "body", idx: 1, name: "", hasType: true, box: null, sizes: [], kind: "sp" },
];

export class DeckWriter {
  readonly ctx: RenderContext;
  readonly plan: DesignPlan;
  private readonly chrome: ChromePlan;
  private readonly slides: Array<{ builder: SlideBuilder; notes: Para[] | null; isTitle: boolean; bare: boolean }> = [];

  constructor(
    readonly template: PptxTemplate,
    private readonly opts: WriterOptions = {},
  ) {
    const taken = new Set<string>();
    const reserve = (prefix: string, ext: string) => {
      for (let i = 1; ; i++) {
        const name = `${prefix}${i}${ext}`;
        if (!taken.has(name) && !template.pkg.parts.has(name)) {
          taken.add(name);
          return name;
        }
      }
    };
    this.plan = planDesign(template, opts.master);
    const lang = opts.lang ?? "en";
    this.chrome = planChrome(template, this.plan, opts.chrome, lang);
    const fonts = template.masters[this.plan.master]!.fonts;
    const widthFactor = opts.widthFactor ?? fontWidthFactor(fonts.major.latin, fonts.minor.latin);
    this.ctx = { parts: [], reserve, mono: opts.mono ?? "Consolas", lang, widthFactor, warnings: [] };
  }

  /** Whether the template is a brand's (see WriterOptions.brand). */
  get brand(): boolean {
    return this.opts.brand ?? false;
  }

  get slideSize() {
    return this.template.slideSize;
  }

  /** The layout the plan chose for a role, with what it offers. */
  layoutFor(role: DesignRole): LayoutFacts {
    return this.facts(this.plan.roles[role].layout);
  }

  facts(part: string): LayoutFacts {
    return this.plan.facts.get(part)!;
  }

  /** Other layouts of the master able to hold the role, best first (for text that does not fit the chosen one). */
  alternatives(role: DesignRole): LayoutFacts[] {
    return this.plan.ranked[role].map((p) => this.facts(p));
  }

  /** A new slide on `layout`; `isTitle` marks the deck's title slide (footers follow the template's own title slide). */
  /** A new slide on `layout`; a `bare` slide (a full picture, a painted closing) gets no footer, date or number. */
  newSlide(layout: TemplateLayout, notes: Para[] | null = null, isTitle = false, bare = false): SlideBuilder {
    const builder = new SlideBuilder(`ppt/slides/slide${this.slides.length + 1}.xml`, layout, this.ctx);
    this.slides.push({ builder, notes: notes && notes.length ? notes : null, isTitle, bare });
    return builder;
  }

  /** Puts `paras` before the notes of the slide `builder` writes (a title shortened to fit keeps its whole words there). */
  prependNotes(builder: SlideBuilder, paras: Para[]): void {
    const slide = this.slides.find((s) => s.builder === builder);
    if (slide) slide.notes = [...paras, ...(slide.notes ?? [])];
  }

  get slideCount(): number {
    return this.slides.length;
  }

  /** What the slides from `first` on are called where their design shows no title (their source slide's heading). */
  nameSlidesFrom(first: number, heading: string | null): void {
    for (const { builder } of this.slides.slice(first)) builder.heading ??= heading;
  }

  /** The package; `rights` (the credits of its pictures) goes in its properties. */
  toBytes(title: string, rights?: string | null): Uint8Array {
    const t = this.template;
    const parts: NewPart[] = [];
    const anyNotes = this.slides.some((s) => s.notes);
    let notesMaster = t.notesMaster;
    let notesPhs = t.notesPlaceholders;
    if (!notesMaster && anyNotes) {
      notesMaster = freeName(t, "ppt/notesMasters/notesMaster", ".xml");
      notesPhs = GENERATED_NOTES_PHS;
      parts.push({ name: notesMaster, data: notesMasterXml(), contentType: CT.notesMaster });
      if (t.masterTheme) {
        const theme = freeName(t, "ppt/theme/theme", ".xml");
        parts.push({ name: theme, data: t.pkg.parts.get(t.masterTheme)!, contentType: CT.theme });
        parts.push({
          name: relsName(notesMaster),
          data: relsXml([{ id: "rId1", type: REL.theme, target: relativeTarget(notesMaster, theme), external: false }]),
        });
      }
    }

    let notesCount = 0;
    const today = this.opts.today ?? new Date();
    this.slides.forEach(({ builder, notes, isTitle, bare }, i) => {
      if (!builder.titled) builder.hiddenTitle(builder.heading ?? `Slide ${i + 1}`, this.slideSize);
      if (!bare)
        for (const shape of chromeShapes(builder.layout, this.chrome, i + 1, isTitle, today)) builder.raw(shape);
      if (notes && notesMaster) {
        const name = `ppt/notesSlides/notesSlide${++notesCount}.xml`;
        builder.rel(REL.notesSlide, relativeTarget(builder.part, name));
        parts.push({
          name,
          data: notesSlideXml(notes, notesPhs, this.ctx.mono, this.ctx.lang),
          contentType: CT.notesSlide,
        });
        parts.push({
          name: relsName(name),
          data: relsXml([
            { id: "rId1", type: REL.notesMaster, target: relativeTarget(name, notesMaster), external: false },
            { id: "rId2", type: REL.slide, target: relativeTarget(name, builder.part), external: false },
          ]),
        });
      }
      parts.push({ name: builder.part, data: builder.xml(), contentType: CT.slide });
      parts.push({ name: relsName(builder.part), data: relsXml(builder.rels) });
    });
    parts.push(...this.ctx.parts);

    // presentation.xml and its relationships: the template's, plus the notes master and the new slides.
    const pres = t.presentationPart;
    let next = 1 + Math.max(0, ...t.presentationRels.map((r) => Number(/^rId(\d+)$/.exec(r.id)?.[1] ?? 0)));
    const presRels: Relationship[] = [...t.presentationRels];
    const { p, r } = t.prefixes;
    const rAttr = r ? `${r}id` : `xmlns:r="${NS.r}" r:id`;
    let notesList = "";
    if (notesMaster) {
      const id = `rId${next++}`;
      presRels.push({ id, type: REL.notesMaster, target: relativeTarget(pres, notesMaster), external: false });
      notesList = `<${p}notesMasterIdLst><${p}notesMasterId ${rAttr}="${id}"/></${p}notesMasterIdLst>`;
    }
    const ids = this.slides.map(({ builder }, i) => {
      const id = `rId${next++}`;
      presRels.push({ id, type: REL.slide, target: relativeTarget(pres, builder.part), external: false });
      return `<${p}sldId id="${256 + i}" ${rAttr}="${id}"/>`;
    });
    const [a, b, c] = t.presentationChunks;
    parts.push({
      name: pres,
      data: `${a}${notesList}${b}<${p}sldIdLst>${ids.join("")}</${p}sldIdLst>${c}`,
      contentType: t.pkg.contentType(pres) ?? CT.presentation,
    });
    parts.push({ name: relsName(pres), data: relsXml(presRels) });
    parts.push({
      name: "docProps/core.xml",
      data: corePropsXml(title, new Date(), this.ctx.lang, rights),
      contentType: CT.core,
    });
    parts.push({
      name: "docProps/app.xml",
      data: presentationAppXml(
        this.slides.length,
        notesCount,
        presentationFormat(this.slideSize.cx, this.slideSize.cy),
      ),
      contentType: CT.app,
    });
    parts.push({ name: "_rels/.rels", data: rootRelsXml(pres) });

    const replace = this.opts.replaceParts ?? new Map();
    const types: Array<[string, string | undefined]> = [];
    const entries: PackedEntry[] = [];
    for (const name of t.pkg.parts.keys()) {
      types.push([name, t.pkg.contentType(name)]);
      const swap = replace.get(name);
      entries.push(swap ? packEntry({ name, data: swap }) : cachedEntry(t, name));
    }
    for (const part of parts) {
      types.push([part.name, part.contentType]);
      entries.push(generatedParts.pack({ name: part.name, data: part.data }));
    }
    return writeZip([generatedParts.pack({ name: "[Content_Types].xml", data: contentTypesXml(types) }), ...entries]);
  }
}

function freeName(t: PptxTemplate, prefix: string, ext: string): string {
  for (let i = 1; ; i++) if (!t.pkg.parts.has(`${prefix}${i}${ext}`)) return `${prefix}${i}${ext}`;
}
