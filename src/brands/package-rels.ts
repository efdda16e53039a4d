// Relationships of a validated package: read a part's .rels and resolve targets to part names.
import { posix } from "node:path";
import type { ValidatedPackage } from "./validate-upload.js";

export interface Rel {
  id: string;
  type: string;
  target: string;
  external: boolean;
  /** The part an internal target points to (no leading slash); undefined for external targets. */
  part?: string;
}

/** "ppt/slides/slide1.xml" → "ppt/slides/_rels/slide1.xml.rels"; "" (the package) → "_rels/.rels". */
export function relsPartOf(part: string): string {
  const dir = posix.dirname(part);
  return `${dir === "." ? "" : `${dir}/`}_rels/${posix.basename(part)}.rels`;
}

/** Relationship parts are flat lists of empty elements: read with a scanner instead of a DOM (they are most of a package's parts). */
export function readRels(pkg: ValidatedPackage, part: string): Rel[] {
  const text = pkg.xml.get(relsPartOf(part));
  if (!text) return [];
  const out: Rel[] = [];
  for (const m of text.matchAll(/<(?:[\w.-]+:)?Relationship\b([^>]*)>/g)) {
    const attrs = m[1]!;
    const target = attr(attrs, "Target");
    const external = attr(attrs, "TargetMode") === "External";
    out.push({ id: attr(attrs, "Id"), type: attr(attrs, "Type"), target, external, part: external ? undefined : resolveTarget(part, target) });
  }
  return out;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function attr(attrs: string, name: string): string {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attrs);
  const raw = m ? (m[1] ?? m[2] ?? "") : "";
  return raw.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, e: string) => {
    if (e[0] === "#") return String.fromCodePoint(e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e] ?? whole;
  });
}

/** Resolves a relative target against its source part's folder (absolute targets start at the package root). */
export function resolveTarget(source: string, target: string): string {
  const clean = safeDecode(target.split("#")[0]!);
  if (clean.startsWith("/")) return posix.normalize(clean).slice(1);
  const base = posix.dirname(source);
  return posix.normalize(posix.join(base === "." ? "" : base, clean)).replace(/^\/+/, "");
}

export function relOfType(rels: Rel[], suffix: string): Rel | undefined {
  return rels.find((r) => r.type.endsWith(`/${suffix}`));
}

function safeDecode(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}
