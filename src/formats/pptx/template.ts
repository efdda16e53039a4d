// loadTemplate: a .pptx/.potx parsed once into a reusable template (package without sample slides, masters, layouts).
import type { Element } from "@xmldom/xmldom";
import { OpcPackage, relsName, type Relationship } from "./package.js";
import { readMaster, readPlaceholders, type Placeholder } from "./placeholders.js";
import { REL, child, children, descendants, parseXml, serializeXml } from "./xml.js";
import { deflateEntry, type ZipEntry } from "./zip.js";

export interface TemplateLayout {
  /** Part name, e.g. "ppt/slideLayouts/slideLayout2.xml". */
  part: string;
  name: string;
  /** ST_SlideLayoutType ("title", "obj", "secHead", …; "cust" when absent). */
  type: string;
  master: string;
  placeholders: Placeholder[];
}

export interface PptxTemplate {
  pkg: OpcPackage;
  presentationPart: string;
  slideSize: { cx: number; cy: number };
  masters: string[];
  layouts: TemplateLayout[];
  notesMaster: string | null;
  /** Placeholders of the notes master (sldImg, body), echoed by notes slides. */
  notesPlaceholders: Placeholder[];
  /** The first master's theme part (copied for a generated notes master). */
  masterTheme: string | null;
  /** Latin typefaces of the first master's theme (major = headings, minor = body). */
  themeFonts: { major?: string; minor?: string };
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
  entryCache: Map<string, ZipEntry>;
}

export interface LoadTemplateOptions {
  /** Keep external relationships other than http(s)/mailto hyperlinks (default false: dropped). */
  keepExternal?: boolean;
}

/** Parses a template package: removes its slides and everything only they reached; masters, layouts and themes stay byte-identical. */
export function loadTemplate(bytes: Uint8Array, opts: LoadTemplateOptions = {}): PptxTemplate {
  const pkg = OpcPackage.fromZip(bytes);
  const officeRel = pkg.rels("").find((r) => r.type === REL.officeDocument || r.type.endsWith("/officeDocument"));
  if (!officeRel) throw new Error("no presentation part (officeDocument relationship) in the package");
  const presentationPart = pkg.resolve("", officeRel);
  const presDoc = parseXml(pkg.parts.get(presentationPart) ?? new Uint8Array(), presentationPart);
  const pres = presDoc.documentElement!;
  const presRels = pkg.rels(presentationPart);
  const relById = new Map(presRels.map((r) => [r.id, r]));
  const rid = (el: Element) => el.getAttributeNS(REL_NS, "id") ?? el.getAttribute("r:id") ?? "";

  const masters: string[] = [];
  for (const el of descendants(child(pres, "sldMasterIdLst") ?? pres, "sldMasterId")) {
    const rel = relById.get(rid(el));
    if (rel) masters.push(pkg.resolve(presentationPart, rel));
  }
  if (!masters.length) throw new Error("the presentation has no slide master");
  const notesRel = presRels.find((r) => r.type === REL.notesMaster);
  const notesMaster = notesRel ? pkg.resolve(presentationPart, notesRel) : null;

  // Drop sample slides, then every part nothing reaches any more (their notes, media, charts).
  const kept = presRels.filter((r) => r.type !== REL.slide);
  pkg.setRels(presentationPart, kept);
  pkg.setRels("", pkg.rels("").filter((r) => r === officeRel));
  const removed = pkg.dropUnreachable();
  const droppedExternal = opts.keepExternal ? [] : pkg.dropExternalTargets();
  const presentationRels = pkg.rels(presentationPart).filter((r) => r.type !== REL.notesMaster);

  const layouts: TemplateLayout[] = [];
  for (const master of masters) {
    const mDoc = parseXml(pkg.parts.get(master)!, master).documentElement!;
    const mRels = new Map(pkg.rels(master).map((r) => [r.id, r]));
    const masterInfo = readMaster(mDoc);
    for (const el of descendants(child(mDoc, "sldLayoutIdLst") ?? mDoc, "sldLayoutId")) {
      const rel = mRels.get(rid(el));
      if (!rel) continue;
      const part = pkg.resolve(master, rel);
      const bytes = pkg.parts.get(part);
      if (!bytes) continue;
      const lDoc = parseXml(bytes, part).documentElement!;
      const cSld = child(lDoc, "cSld");
      layouts.push({ part, master, name: cSld?.getAttribute("name") ?? "", type: lDoc.getAttribute("type") || "cust", placeholders: readPlaceholders(lDoc, masterInfo) });
    }
  }
  if (!layouts.length) throw new Error("the template has no slide layouts");

  let notesPlaceholders: Placeholder[] = [];
  if (notesMaster && pkg.parts.has(notesMaster)) {
    const nDoc = parseXml(pkg.parts.get(notesMaster)!, notesMaster).documentElement!;
    notesPlaceholders = readMaster(nDoc).phs;
  }
  const themeRel = pkg.rels(masters[0]!).find((r) => r.type === REL.theme);
  const masterTheme = themeRel ? pkg.resolve(masters[0]!, themeRel) : null;
  const themeText = masterTheme && pkg.parts.has(masterTheme) ? pkg.text(masterTheme) : "";
  const font = (kind: string) => new RegExp(`<a:${kind}Font>\\s*<a:latin typeface="([^"]*)"`).exec(themeText)?.[1] || undefined;
  const themeFonts = { major: font("major"), minor: font("minor") };

  const sz = child(pres, "sldSz");
  const slideSize = { cx: Number(sz?.getAttribute("cx") ?? 12192000), cy: Number(sz?.getAttribute("cy") ?? 6858000) };

  // presentation.xml with the two lists we rewrite per render replaced by markers.
  // Custom shows and PowerPoint 2010 sections list the sample slides by id: they would dangle once those are gone.
  for (const name of ["sldIdLst", "notesMasterIdLst", "custShowLst"]) {
    const el = child(pres, name);
    if (el) pres.removeChild(el);
  }
  for (const extLst of children(pres, "extLst")) {
    for (const ext of descendants(extLst, "ext")) if (descendants(ext, "sectionLst").length) ext.parentNode?.removeChild(ext);
    if (!descendants(extLst, "ext").length) pres.removeChild(extLst);
  }
  const masterList = child(pres, "sldMasterIdLst")!;
  const handout = child(pres, "handoutMasterIdLst");
  const m1 = presDoc.createComment("QUIRE-NOTES");
  const m2 = presDoc.createComment("QUIRE-SLIDES");
  pres.insertBefore(m1, masterList.nextSibling);
  pres.insertBefore(m2, (handout ?? m1).nextSibling);
  const xml = serializeXml(presDoc);
  const [a, rest] = xml.split("<!--QUIRE-NOTES-->") as [string, string];
  const [b, c] = rest.split("<!--QUIRE-SLIDES-->") as [string, string];
  const head = a.startsWith("<?xml") ? a : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${a}`;

  const prefixes = { p: pres.prefix ? `${pres.prefix}:` : "", r: pres.lookupPrefix(REL_NS) ? `${pres.lookupPrefix(REL_NS)}:` : null };
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
    notesMaster: notesMaster && pkg.parts.has(notesMaster) ? notesMaster : null,
    notesPlaceholders,
    masterTheme,
    themeFonts,
    prefixes,
    presentationChunks: [head, b, c],
    presentationRels,
    removed,
    droppedExternal,
    entryCache: new Map(),
  };
}

const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** The deflated entry of an unchanged template part (cached on the template). */
export function cachedEntry(t: PptxTemplate, name: string): ZipEntry {
  let e = t.entryCache.get(name);
  if (!e) {
    e = deflateEntry(name, t.pkg.parts.get(name)!);
    t.entryCache.set(name, e);
  }
  return e;
}
