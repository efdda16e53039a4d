// Document properties of a checked Office package: the title (docProps/core.xml) and counts (docProps/app.xml).
import type { ValidatedPackage } from "../formats/ooxml/check-package.js";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (whole, name: string) => {
    if (name[0] !== "#") return ENTITIES[name]!;
    const code = name[1] === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The part that a package relationship of this type points to (docProps/core.xml as a rule). */
function propsPart(pkg: ValidatedPackage<string>, type: RegExp, fallback: string): string | undefined {
  const rels = pkg.xml.get("_rels/.rels") ?? "";
  for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b(?<attributes>[^>]*)>/g)) {
    const attributes = m.groups!.attributes!;
    const target = /\bTarget\s*=\s*"(?<target>[^"]*)"/.exec(attributes)?.groups!.target;
    if (target && type.test(/\bType\s*=\s*"(?<type>[^"]*)"/.exec(attributes)?.groups!.type ?? ""))
      return decodeEntities(target).replace(/^\//, "");
  }
  return pkg.xml.has(fallback) ? fallback : undefined;
}

/** dc:title from the core properties, trimmed; null when absent or blank. */
export function coreTitle(pkg: ValidatedPackage<string>): string | null {
  const part = propsPart(pkg, /\/metadata\/core-properties$/, "docProps/core.xml");
  const xml = part ? pkg.xml.get(part) : undefined;
  const m = xml ? /<dc:title\b[^>]*>(?<title>[\s\S]*?)<\/dc:title>/.exec(xml) : null;
  const title = m
    ? decodeEntities(m.groups!.title!.replace(/<[^>]*>/g, ""))
        .replace(/\s+/g, " ")
        .trim()
    : "";
  return title || null;
}

/** A count from the extended properties (`Pages`, `Slides`), or null when the producer did not write it. */
export function appCount(pkg: ValidatedPackage<string>, name: "Pages" | "Slides" | "Words"): number | null {
  const part = propsPart(pkg, /\/extended-properties$/, "docProps/app.xml");
  const xml = part ? pkg.xml.get(part) : undefined;
  const m = xml ? new RegExp(`<(?:\\w+:)?${name}>\\s*(?<count>\\d+)\\s*<`).exec(xml) : null;
  return m ? Number(m.groups!.count) : null;
}
