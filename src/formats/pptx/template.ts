// loadTemplate: a .pptx/.potx parsed once into a reusable template (package without sample slides, masters, layouts).
import { emu, type EmuSize } from "../../lib/units.js";
import type { DesignPlan } from "./design/design-plan.js";
import { readSamples, type SampleSlide } from "./design/read-samples.js";
import { OpcPackage } from "../ooxml/package.js";
import { relsName } from "../ooxml/part-names.js";
import type { Relationship } from "../ooxml/relationships.js";
import { child, children, descendants, NS, parseXml, REL, serialiseXml, type Element } from "../ooxml/xml.js";
import { type PackedEntry, packEntry } from "../ooxml/zip-write.js";
import { readMaster, type Placeholder } from "./placeholders.js";
import { readMasters, type TemplateLayout, type TemplateMaster } from "./read-masters.js";

export type { TemplateLayout, TemplateMaster } from "./read-masters.js";

export interface PptxTemplate {
  pkg: OpcPackage;
  presentationPart: string;
  slideSize: EmuSize;
  masters: TemplateMaster[];
  layouts: TemplateLayout[];
  /** The template's own slides (removed from the package) as evidence of how its layouts are meant to be used. */
  samples: SampleSlide[];
  notesMaster: string | null;
  /** Placeholders of the notes master (sldImg, body), echoed by notes slides. */
  notesPlaceholders: Placeholder[];
  /** The first master's theme part (copied for a generated notes master). */
  masterTheme: string | null;
  /** Prefixes presentation.xml uses for the PresentationML and relationships namespaces ("p:", "r:"). */
  prefixes: { p: string; r: string | null };
  /** presentation.xml split around where notesMasterIdLst and sldIdLst go. */
  presentationChunks: [string, string, string];
  /** presentation.xml.rels without slide/notes-master relationships. */
  presentationRels: Relationship[];
  /** Parts removed while loading (sample slides and what only they used) and external targets dropped. */
  removed: string[];
  droppedExternal: string[];
  /** Deflated bytes of unchanged parts, computed once per template and reused by every render. */
  entryCache: Map<string, PackedEntry>;
  /** Design plans by master (see design/plan-design.ts), computed on first use. */
  plans: Map<string, DesignPlan>;
}

export interface LoadTemplateOptions {
  /** Keep external relationships other than http(s)/mailto hyperlinks (default false: dropped). */
  keepExternal?: boolean;
}

/** Parses a template package: removes its slides and everything only they reached; masters, layouts and themes stay byte-identical. */
export function loadTemplate(input: Uint8Array | OpcPackage, opts: LoadTemplateOptions = {}): PptxTemplate {
  const pkg = input instanceof OpcPackage ? input : OpcPackage.fromZip(input);
  const officeRel = pkg.rels("").find((r) => r.type === REL.officeDocument || r.type.endsWith("/officeDocument"));
  if (!officeRel) throw new Error("no presentation part (officeDocument relationship) in the package");
  const presentationPart = pkg.resolve("", officeRel);
  const presDoc = parseXml(pkg.parts.get(presentationPart) ?? new Uint8Array(), presentationPart);
  const pres = presDoc.documentElement!;
  const presRels = pkg.rels(presentationPart);
  const relById = new Map(presRels.map((r) => [r.id, r]));
  const rid = (el: Element) => el.getAttributeNS(NS.r, "id") ?? el.getAttribute("r:id") ?? "";

  const masterParts: string[] = [];
  for (const el of descendants(child(pres, "sldMasterIdLst") ?? pres, "sldMasterId")) {
    const rel = relById.get(rid(el));
    if (rel) masterParts.push(pkg.resolve(presentationPart, rel));
  }
  if (!masterParts.length) throw new Error("the presentation has no slide master");
  const sz = child(pres, "sldSz");
  const slideSize = {
    cx: emu(Number(sz?.getAttribute("cx") ?? 12192000)),
    cy: emu(Number(sz?.getAttribute("cy") ?? 6858000)),
  };
  const slideParts = descendants(child(pres, "sldIdLst") ?? pres, "sldId")
    .map((el) => relById.get(rid(el)))
    .filter((r): r is Relationship => !!r && r.type === REL.slide)
    .map((r) => pkg.resolve(presentationPart, r));
  const samples = readSamples(pkg, slideParts, slideSize.cx * slideSize.cy);
  const notesRel = presRels.find((r) => r.type === REL.notesMaster);
  const notesMaster = notesRel ? pkg.resolve(presentationPart, notesRel) : null;

  // Drop sample slides, then every part nothing reaches any more (their notes, media, charts).
  const kept = presRels.filter((r) => r.type !== REL.slide);
  pkg.setRels(presentationPart, kept);
  pkg.setRels(
    "",
    pkg.rels("").filter((r) => r === officeRel),
  );
  const removed = pkg.dropUnreachable();
  const droppedExternal = opts.keepExternal ? [] : pkg.dropExternalTargets();
  const presentationRels = pkg.rels(presentationPart).filter((r) => r.type !== REL.notesMaster);

  const { masters, layouts } = readMasters(pkg, masterParts, new Map(), slideSize);
  if (!layouts.length) throw new Error("the template has no slide layouts");

  let notesPlaceholders: Placeholder[] = [];
  if (notesMaster && pkg.parts.has(notesMaster)) {
    const nDoc = parseXml(pkg.parts.get(notesMaster)!, notesMaster).documentElement!;
    notesPlaceholders = readMaster(nDoc).phs;
  }
  const masterTheme = masters[0]!.themePart;

  // presentation.xml with the two lists we rewrite per render replaced by markers.
  // Custom shows and PowerPoint 2010 sections list the sample slides by id: they would dangle once those are gone.
  for (const name of ["sldIdLst", "notesMasterIdLst", "custShowLst"]) {
    const el = child(pres, name);
    if (el) pres.removeChild(el);
  }
  for (const extLst of children(pres, "extLst")) {
    for (const ext of descendants(extLst, "ext"))
      if (descendants(ext, "sectionLst").length) ext.parentNode?.removeChild(ext);
    if (!descendants(extLst, "ext").length) pres.removeChild(extLst);
  }
  const masterList = child(pres, "sldMasterIdLst")!;
  const handout = child(pres, "handoutMasterIdLst");
  const m1 = presDoc.createComment("QUIRE-NOTES");
  const m2 = presDoc.createComment("QUIRE-SLIDES");
  pres.insertBefore(m1, masterList.nextSibling);
  pres.insertBefore(m2, (handout ?? m1).nextSibling);
  const xml = serialiseXml(presDoc);
  const [a, rest] = xml.split("<!--QUIRE-NOTES-->") as [string, string];
  const [b, c] = rest.split("<!--QUIRE-SLIDES-->") as [string, string];
  const head = a.startsWith("<?xml") ? a : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${a}`;

  const prefixes = {
    p: pres.prefix ? `${pres.prefix}:` : "",
    r: pres.lookupPrefix(NS.r) ? `${pres.lookupPrefix(NS.r)}:` : null,
  };
  pkg.parts.delete(presentationPart);
  pkg.parts.delete(relsName(presentationPart));
  for (const name of [...pkg.parts.keys()]) if (name.startsWith("docProps/")) pkg.removePart(name);
  pkg.parts.delete("_rels/.rels");

  return {
    pkg,
    presentationPart,
    slideSize,
    masters,
    layouts,
    samples,
    notesMaster: notesMaster && pkg.parts.has(notesMaster) ? notesMaster : null,
    notesPlaceholders,
    masterTheme,
    prefixes,
    presentationChunks: [head, b, c],
    presentationRels,
    removed,
    droppedExternal,
    entryCache: new Map(),
    plans: new Map(),
  };
}

const THEMED_MAX = 8;
const themed = new WeakMap<PptxTemplate, Map<string, PptxTemplate>>();

/** The template as seen with another theme part (a built-in theme with the deck's colours): masters re-read, same package. */
export function withTheme(t: PptxTemplate, themePart: string, xml: string): PptxTemplate {
  let cache = themed.get(t);
  if (!cache) themed.set(t, (cache = new Map()));
  const key = `${themePart}\n${xml}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { masters, layouts } = readMasters(
    t.pkg,
    t.masters.map((m) => m.part),
    new Map([[themePart, xml]]),
    t.slideSize,
  );
  const view: PptxTemplate = { ...t, masters, layouts, plans: new Map() };
  cache.set(key, view);
  if (cache.size > THEMED_MAX) cache.delete(cache.keys().next().value!);
  return view;
}

/** The deflated entry of an unchanged template part (cached on the template). */
export function cachedEntry(t: PptxTemplate, name: string): PackedEntry {
  let e = t.entryCache.get(name);
  if (!e) {
    e = packEntry({ name, data: t.pkg.parts.get(name)! });
    t.entryCache.set(name, e);
  }
  return e;
}
