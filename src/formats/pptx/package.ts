// An OPC package in memory: parts, content types and relationships, with the edits templates need (remove, prune, drop external).
import { posix } from "node:path";
import { deflateEntry, readZip, writeZip } from "./zip.js";
import { CT, NS, REL, XML_DECL, children, decodeXml, esc, parseXml } from "./xml.js";

export interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

/** Part names are stored without the leading slash, e.g. "ppt/slides/slide1.xml". */
export class OpcPackage {
  readonly parts = new Map<string, Uint8Array>();
  /** Lower-cased extension → content type. */
  readonly defaults = new Map<string, string>();
  /** Lower-cased part name → content type. */
  readonly overrides = new Map<string, string>();
  private readonly relsCache = new Map<string, Relationship[]>();

  static fromZip(bytes: Uint8Array): OpcPackage {
    return OpcPackage.fromParts(readZip(bytes));
  }

  /** A package from its parts (name → bytes), [Content_Types].xml among them. */
  static fromParts(parts: Iterable<[string, Uint8Array]>): OpcPackage {
    const pkg = new OpcPackage();
    for (const [name, data] of parts) pkg.parts.set(name, data);
    const ct = pkg.parts.get("[Content_Types].xml");
    if (!ct) throw new Error("not an OOXML package: [Content_Types].xml is missing");
    const root = parseXml(ct, "[Content_Types].xml").documentElement!;
    for (const el of children(root, "Default")) pkg.defaults.set((el.getAttribute("Extension") ?? "").toLowerCase(), el.getAttribute("ContentType") ?? "");
    for (const el of children(root, "Override")) pkg.overrides.set((el.getAttribute("PartName") ?? "").replace(/^\//, "").toLowerCase(), el.getAttribute("ContentType") ?? "");
    pkg.parts.delete("[Content_Types].xml");
    return pkg;
  }

  contentType(part: string): string | undefined {
    const o = this.overrides.get(part.toLowerCase());
    if (o) return o;
    return this.defaults.get(extOf(part));
  }

  text(part: string): string {
    const bytes = this.parts.get(part);
    if (!bytes) throw new Error(`missing part ${part}`);
    return decodeXml(bytes);
  }

  /** The relationships of a part ("" for the package root). */
  rels(part: string): Relationship[] {
    const cached = this.relsCache.get(part);
    if (cached) return cached;
    const bytes = this.parts.get(relsName(part));
    const list: Relationship[] = [];
    if (bytes) {
      for (const el of children(parseXml(bytes, relsName(part)).documentElement!, "Relationship")) {
        list.push({
          id: el.getAttribute("Id") ?? "",
          type: el.getAttribute("Type") ?? "",
          target: el.getAttribute("Target") ?? "",
          external: el.getAttribute("TargetMode") === "External",
        });
      }
    }
    this.relsCache.set(part, list);
    return list;
  }

  setRels(part: string, rels: Relationship[]): void {
    this.relsCache.set(part, rels);
    if (rels.length) this.parts.set(relsName(part), new TextEncoder().encode(relsXml(rels)));
    else this.parts.delete(relsName(part));
  }

  /** The part an internal relationship of `source` points to. */
  resolve(source: string, rel: Relationship): string {
    return resolveTarget(source, rel.target);
  }

  /** Removes a part, its rels part and its override. */
  removePart(part: string): void {
    this.parts.delete(part);
    this.parts.delete(relsName(part));
    this.overrides.delete(part.toLowerCase());
    this.relsCache.delete(part);
  }

  /** Parts reachable from the package root through internal relationships. */
  reachable(): Set<string> {
    const seen = new Set<string>();
    const queue = [""];
    while (queue.length) {
      const source = queue.pop()!;
      for (const rel of this.rels(source)) {
        if (rel.external) continue;
        const target = this.resolve(source, rel);
        if (!seen.has(target) && this.parts.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    return seen;
  }

  /** Drops every part no relationship chain reaches (and orphan rels parts); returns the removed names. */
  dropUnreachable(): string[] {
    const keep = this.reachable();
    const removed: string[] = [];
    for (const name of [...this.parts.keys()]) {
      if (name.endsWith(".rels")) {
        const owner = relsOwner(name);
        if (owner === "" || keep.has(owner)) continue;
      } else if (keep.has(name)) continue;
      this.parts.delete(name);
      this.overrides.delete(name.toLowerCase());
      removed.push(name);
    }
    return removed;
  }

  /**
   * Drops external relationships whose target is not an http(s)/mailto hyperlink (linked pictures, OLE links,
   * file: paths) from every rels part; returns "part: target" for each one dropped. Parts themselves stay unchanged.
   */
  dropExternalTargets(): string[] {
    const dropped: string[] = [];
    for (const name of [...this.parts.keys()]) {
      if (!name.endsWith(".rels")) continue;
      const owner = relsOwner(name);
      const rels = this.rels(owner);
      const kept = rels.filter((r) => !r.external || (r.type === REL.hyperlink && isSafeHref(r.target)));
      if (kept.length !== rels.length) {
        const gone = rels.filter((r) => !kept.includes(r));
        for (const r of gone) dropped.push(`${owner || "/"}: ${r.target}`);
        this.setRels(owner, kept);
        this.unlinkAttributes(owner, gone.map((r) => r.id));
      }
    }
    return dropped;
  }

  /** The package as zip bytes, [Content_Types].xml first, every entry deflated. */
  toBytes(): Uint8Array {
    const entries = [deflateEntry("[Content_Types].xml", this.contentTypesXml())];
    for (const [name, data] of this.parts) entries.push(deflateEntry(name, data));
    return writeZip(entries);
  }

  /**
   * Removes r:link/r:id/r:embed attributes that name dropped relationships, so no reference dangles (a linked picture
   * becomes an empty one). Only parts that referenced a dropped target change.
   */
  private unlinkAttributes(part: string, ids: string[]): void {
    const bytes = this.parts.get(part);
    if (!bytes || !/\.xml$/i.test(part)) return;
    const text = decodeXml(bytes);
    let out = text;
    for (const id of ids) {
      const safe = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      out = out.replace(new RegExp(`\\s[\\w]+:(?:link|id|embed|pict|href)="${safe}"`, "g"), "");
    }
    if (out !== text) this.parts.set(part, new TextEncoder().encode(out));
  }

  /** [Content_Types].xml for the current parts. */
  contentTypesXml(): string {
    return contentTypesXml([...this.parts.keys()].map((n) => [n, this.contentType(n)]));
  }
}

/** [Content_Types].xml for (part, content type) pairs: Defaults for media extensions, Overrides for the rest. */
export function contentTypesXml(parts: Array<[string, string | undefined]>): string {
  const defaults = new Map<string, string>([["rels", CT.rels], ["xml", CT.xml]]);
  const overrides: string[] = [];
  for (const [name, known] of parts) {
    const ext = extOf(name);
    const type = known ?? MEDIA_TYPES[ext] ?? "application/octet-stream";
    if (ext === "rels" || (ext === "xml" && type === CT.xml)) continue;
    if (ext && ext !== "xml" && (!defaults.has(ext) || defaults.get(ext) === type)) defaults.set(ext, type);
    else overrides.push(`<Override PartName="/${esc(name)}" ContentType="${esc(type)}"/>`);
  }
  const defs = [...defaults].map(([e, t]) => `<Default Extension="${esc(e)}" ContentType="${esc(t)}"/>`);
  return `${XML_DECL}<Types xmlns="${NS.ct}">${defs.join("")}${overrides.join("")}</Types>`;
}

export const MEDIA_TYPES: Record<string, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  gif: "image/gif",
  emf: "image/x-emf",
  wmf: "image/x-wmf",
  svg: "image/svg+xml",
  tif: "image/tiff",
  tiff: "image/tiff",
  bmp: "image/bmp",
  xlsx: CT.xlsx,
  bin: "application/vnd.openxmlformats-officedocument.oleObject",
  fntdata: "application/x-fontdata",
  odttf: "application/vnd.openxmlformats-officedocument.obfuscatedFont",
};

/** Lower-cased extension of a part name ("_rels/.rels" → "rels"). */
export function extOf(name: string): string {
  const base = name.slice(name.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot < 0 ? "" : base.slice(dot + 1).toLowerCase();
}

export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href.trim());
}

/** "ppt/slides/slide1.xml" → "ppt/slides/_rels/slide1.xml.rels"; "" → "_rels/.rels". */
export function relsName(part: string): string {
  if (part === "") return "_rels/.rels";
  return `${posix.dirname(part) === "." ? "" : `${posix.dirname(part)}/`}_rels/${posix.basename(part)}.rels`;
}

/** The inverse of relsName. */
export function relsOwner(rels: string): string {
  if (rels === "_rels/.rels") return "";
  const dir = posix.dirname(posix.dirname(rels));
  const base = posix.basename(rels).replace(/\.rels$/, "");
  return dir === "." ? base : `${dir}/${base}`;
}

export function resolveTarget(source: string, target: string): string {
  const clean = decodeURIComponentSafe(target.split("#")[0]!);
  if (clean.startsWith("/")) return posix.normalize(clean).slice(1);
  const base = source === "" ? "" : posix.dirname(source);
  return posix.normalize(posix.join(base, clean)).replace(/^\.\//, "");
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A part's relative target as seen from `source`. */
export function relativeTarget(source: string, target: string): string {
  return posix.relative(source === "" ? "" : posix.dirname(source), target);
}

export function relsXml(rels: Relationship[]): string {
  const items = rels.map(
    (r) => `<Relationship Id="${esc(r.id)}" Type="${esc(r.type)}" Target="${esc(r.target)}"${r.external ? ' TargetMode="External"' : ""}/>`,
  );
  return `${XML_DECL}<Relationships xmlns="${NS.rels}">${items.join("")}</Relationships>`;
}

export { decodeXml };
