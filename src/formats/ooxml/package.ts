// An OPC package in memory (python-pptx's shape: package → parts → typed XML): parts, content types and relationships,
// with the edits templates need (remove, prune unreachable parts, drop external targets) and the zip it writes.
import type { ValidatedPackage } from "./check-package.js";
import { contentTypeOf, contentTypesXml, readContentTypes } from "./content-types.js";
import { isSafeHref, relsName, relsOwner, resolveTarget } from "./part-names.js";
import { relsXml, scanRels, type Relationship } from "./relationships.js";
import { readZip } from "./zip-read.js";
import { packEntry, writeZip } from "./zip-write.js";
import { REL, decodeXml } from "./xml.js";
import { escapeRegExp } from "../../lib/text.js";

export type { Relationship };

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

  /** A checked upload as a package; Strict OOXML parts are read through their transitional namespaces. */
  static fromChecked(checked: ValidatedPackage): OpcPackage {
    const encoder = new TextEncoder();
    return OpcPackage.fromParts(
      [...checked.parts].map(([name, data]) => [
        name,
        checked.strict && checked.xml.has(name) ? encoder.encode(checked.xml.get(name)!) : data,
      ]),
    );
  }

  /** A package from its parts (name → bytes), [Content_Types].xml among them. */
  static fromParts(parts: Iterable<[string, Uint8Array]>): OpcPackage {
    const pkg = new OpcPackage();
    for (const [name, data] of parts) pkg.parts.set(name, data);
    const ct = pkg.parts.get("[Content_Types].xml");
    if (!ct) throw new Error("not an OOXML package: [Content_Types].xml is missing");
    const types = readContentTypes(decodeXml(ct));
    for (const [k, v] of types.defaults) pkg.defaults.set(k, v);
    for (const [k, v] of types.overrides) pkg.overrides.set(k, v);
    pkg.parts.delete("[Content_Types].xml");
    return pkg;
  }

  contentType(part: string): string | undefined {
    return contentTypeOf(this, part);
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
    const list = bytes ? scanRels(decodeXml(bytes), part) : [];
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
    return rel.part ?? resolveTarget(source, rel.target);
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
        this.unlinkAttributes(
          owner,
          gone.map((r) => r.id),
        );
      }
    }
    return dropped;
  }

  /** The package as zip bytes, [Content_Types].xml first, every entry deflated. */
  toBytes(): Uint8Array {
    const entries = [packEntry({ name: "[Content_Types].xml", data: this.contentTypesXml() })];
    for (const [name, data] of this.parts) entries.push(packEntry({ name, data }));
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
      const safe = escapeRegExp(id);
      out = out.replace(new RegExp(`\\s[\\w]+:(?:link|id|embed|pict|href)="${safe}"`, "g"), "");
    }
    if (out !== text) this.parts.set(part, new TextEncoder().encode(out));
  }

  /** [Content_Types].xml for the current parts. */
  contentTypesXml(): string {
    return contentTypesXml([...this.parts.keys()].map((n) => [n, this.contentType(n)]));
  }
}
