// Relationship parts: read with a scanner (they are flat lists of empty elements and most of a package's parts), and written.
import { resolveTarget } from "./part-names.js";
import { escapeAttr } from "./xml-escape.js";
import { NS, XML_DECL } from "./xml.js";

export interface Relationship {
  id: string;
  type: string;
  target: string;
  external: boolean;
  /** The part an internal target points to (no leading slash); undefined for external targets. */
  part?: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The relationships in a .rels part's text, each internal target resolved against `source` (the part they belong to). */
export function scanRels(text: string, source: string): Relationship[] {
  const out: Relationship[] = [];
  for (const m of text.matchAll(/<(?:[\w.-]+:)?Relationship\b([^>]*)>/g)) {
    const attrs = m[1]!;
    const target = attr(attrs, "Target");
    const external = attr(attrs, "TargetMode") === "External";
    out.push({
      id: attr(attrs, "Id"),
      type: attr(attrs, "Type"),
      target,
      external,
      part: external ? undefined : resolveTarget(source, target),
    });
  }
  return out;
}

/** The first relationship whose type ends in `/suffix` ("slideLayout", "officeDocument"). */
export function relOfType(rels: readonly Relationship[], suffix: string): Relationship | undefined {
  return rels.find((r) => r.type.endsWith(`/${suffix}`));
}

/** A .rels part for these relationships. */
export function relsXml(rels: readonly Relationship[]): string {
  const items = rels.map(
    (r) =>
      `<Relationship Id="${escapeAttr(r.id)}" Type="${escapeAttr(r.type)}" Target="${escapeAttr(r.target)}"${r.external ? ' TargetMode="External"' : ""}/>`,
  );
  return `${XML_DECL}<Relationships xmlns="${NS.rels}">${items.join("")}</Relationships>`;
}

/** An attribute's value in a start tag's attribute text, entities decoded; "" when absent. */
export function attr(attrs: string, name: string): string {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attrs);
  const raw = m ? (m[1] ?? m[2] ?? "") : "";
  return raw.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, e: string) => {
    if (e[0] === "#") return String.fromCodePoint(e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return ENTITIES[e] ?? whole;
  });
}
