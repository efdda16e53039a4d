// Structural validator for every office file the tests produce (pptx, docx, xlsx): zip, content types, rels, ids, layouts.
import { posix } from "node:path";
import { unzipSync } from "fflate";
import { DOMParser, type Document, type Element } from "@xmldom/xmldom";

const R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const P_NS = "http://schemas.openxmlformats.org/presentationml/2006/main";
const REL_SLIDE_LAYOUT = `${R_NS}/slideLayout`;
const REL_NOTES_MASTER = `${R_NS}/notesMaster`;

interface Rel {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

/** Zip-level facts from the local headers: order, compression method, duplicates. */
function zipEntries(bytes: Uint8Array): Array<{ name: string; method: number }> {
  const v = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Walk the central directory (the authoritative list).
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65557); i--) {
    if (v.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error("not a zip (no end of central directory)");
  const count = v.getUint16(eocd + 10, true);
  let p = v.getUint32(eocd + 16, true);
  const out: Array<{ name: string; method: number }> = [];
  const dec = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (v.getUint32(p, true) !== 0x02014b50) throw new Error("corrupt central directory");
    const method = v.getUint16(p + 10, true);
    const nameLen = v.getUint16(p + 28, true);
    const extra = v.getUint16(p + 30, true);
    const comment = v.getUint16(p + 32, true);
    const localOffset = v.getUint32(p + 42, true);
    const name = dec.decode(bytes.subarray(p + 46, p + 46 + nameLen));
    out.push({ name, method });
    if (v.getUint32(localOffset, true) !== 0x04034b50) throw new Error(`${name}: bad local header offset`);
    p += 46 + nameLen + extra + comment;
  }
  return out;
}

function parse(text: string, name: string, errors: string[]): Document | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
    errors.push(`${name}: has a DOCTYPE/ENTITY declaration`);
    return null;
  }
  let failed = false;
  const doc = new DOMParser({
    onError: (level, msg) => {
      if (level !== "warning") {
        failed = true;
        errors.push(`${name}: XML error: ${msg}`);
      }
    },
  }).parseFromString(text, "application/xml");
  return failed ? null : doc;
}

function all(root: Document | Element, localName: string): Element[] {
  const list = root.getElementsByTagNameNS("*", localName);
  return Array.from({ length: list.length }, (_, i) => list.item(i)!);
}

function relsPath(part: string): string {
  return part === ""
    ? "_rels/.rels"
    : `${posix.dirname(part) === "." ? "" : `${posix.dirname(part)}/`}_rels/${posix.basename(part)}.rels`;
}

function resolve(source: string, target: string): string {
  if (target.startsWith("/")) return posix.normalize(target).slice(1);
  return posix
    .normalize(posix.join(source === "" ? "" : posix.dirname(source), decodeURIComponent(target.split("#")[0]!)))
    .replace(/^\.\//, "");
}

/** Every structural problem found in an OOXML package (empty = valid). */
export function validateOoxml(bytes: Uint8Array): string[] {
  const errors: string[] = [];
  let entries: Array<{ name: string; method: number }>;
  try {
    entries = zipEntries(bytes);
  } catch (e) {
    return [(e as Error).message];
  }
  if (entries[0]?.name !== "[Content_Types].xml")
    errors.push(`first zip entry is ${entries[0]?.name}, not [Content_Types].xml`);
  const seenNames = new Set<string>();
  for (const e of entries) {
    if (seenNames.has(e.name.toLowerCase())) errors.push(`duplicate zip entry ${e.name}`);
    seenNames.add(e.name.toLowerCase());
    if (e.method !== 8 && !e.name.endsWith("/")) errors.push(`${e.name}: compression method ${e.method}, not DEFLATE`);
  }
  const files = unzipSync(bytes);
  const parts = new Map(Object.entries(files).filter(([n]) => !n.endsWith("/")));
  const dec = new TextDecoder();
  const text = (n: string) => dec.decode(parts.get(n)!).replace(/^\uFEFF/, "");

  // Content types.
  const ct = parse(text("[Content_Types].xml"), "[Content_Types].xml", errors);
  if (!ct) return errors;
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  for (const d of all(ct, "Default"))
    defaults.set(d.getAttribute("Extension")!.toLowerCase(), d.getAttribute("ContentType")!);
  for (const o of all(ct, "Override")) {
    const name = o.getAttribute("PartName")!.replace(/^\//, "");
    if (overrides.has(name.toLowerCase())) errors.push(`duplicate Override for /${name}`);
    overrides.set(name.toLowerCase(), o.getAttribute("ContentType")!);
    if (!parts.has(name)) errors.push(`Override for missing part /${name}`);
  }
  const typeOf = (n: string) =>
    overrides.get(n.toLowerCase()) ??
    defaults.get(
      n
        .slice(n.lastIndexOf("/") + 1)
        .split(".")
        .slice(1)
        .pop()
        ?.toLowerCase() ?? "",
    );
  for (const n of parts.keys()) if (n !== "[Content_Types].xml" && !typeOf(n)) errors.push(`${n}: no content type`);

  // Relationships: parse all, targets exist, ids unique, reachability.
  const rels = new Map<string, Rel[]>();
  for (const n of parts.keys()) {
    if (!n.endsWith(".rels")) continue;
    const owner =
      n === "_rels/.rels"
        ? ""
        : posix.join(posix.dirname(posix.dirname(n)), posix.basename(n, ".rels")).replace(/^\.\//, "");
    if (owner !== "" && !parts.has(owner)) errors.push(`${n}: rels for a missing part ${owner}`);
    const doc = parse(text(n), n, errors);
    if (!doc) continue;
    const list: Rel[] = all(doc, "Relationship").map((r) => ({
      id: r.getAttribute("Id") ?? "",
      type: r.getAttribute("Type") ?? "",
      target: r.getAttribute("Target") ?? "",
      external: r.getAttribute("TargetMode") === "External",
    }));
    const ids = new Set<string>();
    for (const r of list) {
      if (!/^[A-Za-z_][\w.-]*$/.test(r.id)) errors.push(`${n}: invalid relationship id "${r.id}"`);
      if (ids.has(r.id)) errors.push(`${n}: duplicate relationship id ${r.id}`);
      ids.add(r.id);
      if (r.external) {
        if (r.type.endsWith("/hyperlink") && !/^(https?:|mailto:)/i.test(r.target))
          errors.push(`${n}: unsafe external hyperlink ${r.target}`);
      } else if (!parts.has(resolve(owner, r.target))) errors.push(`${n}: ${r.id} target ${r.target} does not exist`);
    }
    rels.set(owner, list);
  }
  if (!rels.has("")) errors.push("no _rels/.rels");
  const reached = new Set<string>(["[Content_Types].xml"]);
  const queue = [""];
  while (queue.length) {
    const src = queue.pop()!;
    if (src !== "") reached.add(relsPath(src));
    else reached.add("_rels/.rels");
    for (const r of rels.get(src) ?? []) {
      if (r.external) continue;
      const t = resolve(src, r.target);
      if (!reached.has(t) && parts.has(t)) {
        reached.add(t);
        queue.push(t);
      }
    }
  }
  for (const n of parts.keys())
    if (!reached.has(n) && !(n.endsWith(".rels") && !parts.has(relsOwner(n)))) errors.push(`orphan part ${n}`);

  // Every r:* attribute in an XML part resolves to one of its relationships.
  const xmlDocs = new Map<string, Document>();
  for (const n of parts.keys()) {
    if (!/\.xml$/i.test(n) || n === "[Content_Types].xml") continue;
    const doc = parse(text(n), n, errors);
    if (!doc) continue;
    xmlDocs.set(n, doc);
    const ids = new Set((rels.get(n) ?? []).map((r) => r.id));
    const stack: Element[] = [doc.documentElement!];
    while (stack.length) {
      const el = stack.pop()!;
      for (let i = 0; i < el.attributes.length; i++) {
        const a = el.attributes.item(i)!;
        if (a.namespaceURI === R_NS && !ids.has(a.value)) errors.push(`${n}: ${a.name}="${a.value}" does not resolve`);
      }
      for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) stack.push(c as Element);
    }
  }
  const office = (rels.get("") ?? []).find((r) => r.type.endsWith("/officeDocument"));
  if (office && xmlDocs.get(resolve("", office.target))?.documentElement?.localName === "presentation") {
    validatePresentation(resolve("", office.target), xmlDocs, rels, errors);
  }
  return errors;
}

function relsOwner(rels: string): string {
  return posix.join(posix.dirname(posix.dirname(rels)), posix.basename(rels, ".rels")).replace(/^\.\//, "");
}

interface PhRef {
  type: string;
  idx: number;
  /** The shape states its own position (a:xfrm), so it needs nothing from a layout placeholder. */
  placed: boolean;
}

function placeholders(doc: Document): PhRef[] {
  const tree = all(doc, "spTree")[0];
  if (!tree) return [];
  // ph → nvPr → nvSpPr → sp, whose spPr may hold the shape's own xfrm.
  const placed = (ph: Element) =>
    all((ph.parentNode?.parentNode?.parentNode as Element | null) ?? ph, "xfrm").length > 0;
  return all(tree, "ph").map((ph) => ({
    type: ph.getAttribute("type") || "obj",
    idx: Number(ph.getAttribute("idx") || 0),
    placed: placed(ph),
  }));
}

const TITLES = new Set(["title", "ctrTitle"]);
function matches(s: PhRef, l: PhRef): boolean {
  if (s.idx !== 0 || l.idx !== 0) return s.idx === l.idx;
  return s.type === l.type || (TITLES.has(s.type) && TITLES.has(l.type));
}

function validatePresentation(
  pres: string,
  docs: Map<string, Document>,
  rels: Map<string, Rel[]>,
  errors: string[],
): void {
  const doc = docs.get(pres)!;
  const presRels = new Map((rels.get(pres) ?? []).map((r) => [r.id, r]));
  const rid = (el: Element) => el.getAttributeNS(R_NS, "id") ?? "";
  const slideIds = new Set<number>();
  const slides: string[] = [];
  // Only PresentationML's own list (PowerPoint 2010 section lists also have p14:sldId elements).
  for (const s of all(doc, "sldId").filter((e) => e.namespaceURI === P_NS)) {
    const id = Number(s.getAttribute("id"));
    if (!(id >= 256 && id < 2147483648)) errors.push(`${pres}: slide id ${id} out of range [256, 2^31)`);
    if (slideIds.has(id)) errors.push(`${pres}: duplicate slide id ${id}`);
    slideIds.add(id);
    const rel = presRels.get(rid(s));
    if (!rel || !rel.type.endsWith("/slide"))
      errors.push(`${pres}: sldId ${id} r:id does not point to a slide relationship`);
    else slides.push(resolve(pres, rel.target));
  }
  const masterIds = new Set<number>();
  const checkMasterId = (id: number, what: string) => {
    if (!(id >= 2147483648)) errors.push(`${what} id ${id} below 2147483648`);
    if (masterIds.has(id)) errors.push(`${what} id ${id} not unique among masters and layouts`);
    masterIds.add(id);
  };
  for (const m of all(doc, "sldMasterId")) {
    checkMasterId(Number(m.getAttribute("id")), "slide master");
    const rel = presRels.get(rid(m));
    if (!rel) continue;
    const master = resolve(pres, rel.target);
    const mdoc = docs.get(master);
    if (mdoc) for (const l of all(mdoc, "sldLayoutId")) checkMasterId(Number(l.getAttribute("id")), `${master} layout`);
  }
  const hasNotesMaster = all(doc, "notesMasterId").some((n) => presRels.get(rid(n))?.type === REL_NOTES_MASTER);
  for (const slide of slides) {
    const sdoc = docs.get(slide);
    if (!sdoc) continue;
    const srels = rels.get(slide) ?? [];
    const layouts = srels.filter((r) => r.type === REL_SLIDE_LAYOUT);
    if (layouts.length !== 1) errors.push(`${slide}: ${layouts.length} slide layouts (must be exactly one)`);
    const ids = new Set<string>();
    for (const c of all(sdoc, "cNvPr")) {
      const id = c.getAttribute("id") ?? "";
      if (!/^\d+$/.test(id)) errors.push(`${slide}: shape id "${id}" is not a number`);
      if (ids.has(id)) errors.push(`${slide}: duplicate shape id ${id}`);
      ids.add(id);
    }
    if (srels.some((r) => r.type.endsWith("/notesSlide")) && !hasNotesMaster)
      errors.push(`${slide}: has notes but the presentation has no notes master`);
    const layout = layouts[0] ? docs.get(resolve(slide, layouts[0].target)) : undefined;
    if (layout) {
      const lphs = placeholders(layout);
      for (const ph of placeholders(sdoc)) {
        // A title the layout has no place for (a hidden title beside the slide, as PowerPoint's "Add hidden slide title" leaves it) is placed by its own xfrm.
        if (TITLES.has(ph.type) && ph.idx === 0 && ph.placed) continue;
        if (!lphs.some((l) => matches(ph, l)))
          errors.push(`${slide}: placeholder type=${ph.type} idx=${ph.idx} has no match on its layout`);
      }
    }
  }
  for (const [part, list] of rels) {
    if (!/notesSlides\/notesSlide\d+\.xml$/.test(part)) continue;
    if (!hasNotesMaster) errors.push(`${part}: notes slide without a notes master in the presentation`);
    if (!list.some((r) => r.type === REL_NOTES_MASTER))
      errors.push(`${part}: notes slide without a notes master relationship`);
  }
}

/** Throws with every problem listed, for use in tests. */
export function assertValidOoxml(bytes: Uint8Array, label = "package"): void {
  const errors = validateOoxml(bytes);
  if (errors.length) throw new Error(`${label} is not a valid OOXML package:\n- ${errors.slice(0, 40).join("\n- ")}`);
}
