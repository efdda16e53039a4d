// Part names and relationship targets: a part's .rels part and back, targets resolved against their source part.
import { posix } from "node:path";

/** "ppt/slides/slide1.xml" → "ppt/slides/_rels/slide1.xml.rels"; "" (the package) → "_rels/.rels". */
export function relsName(part: string): string {
  if (part === "") return "_rels/.rels";
  const dir = posix.dirname(part);
  return `${dir === "." ? "" : `${dir}/`}_rels/${posix.basename(part)}.rels`;
}

/** The inverse of relsName: the part a .rels part belongs to ("" for the package's own). */
export function relsOwner(rels: string): string {
  if (rels === "_rels/.rels") return "";
  const dir = posix.dirname(posix.dirname(rels));
  const base = posix.basename(rels).replace(/\.rels$/, "");
  return dir === "." ? base : `${dir}/${base}`;
}

/** The part a target names, resolved against its source part's folder (absolute targets start at the package root). */
export function resolveTarget(source: string, target: string): string {
  const clean = safeDecode(target.split("#")[0]!);
  if (clean.startsWith("/")) return posix.normalize(clean).slice(1);
  const base = source === "" ? "" : posix.dirname(source);
  return posix
    .normalize(posix.join(base === "." ? "" : base, clean))
    .replace(/^\.\//, "")
    .replace(/^\/+/, "");
}

/** A part's relative target as seen from `source`. */
export function relativeTarget(source: string, target: string): string {
  return posix.relative(source === "" ? "" : posix.dirname(source), target);
}

/** Lower-cased extension of a part name ("_rels/.rels" → "rels"). */
export function extOf(name: string): string {
  const base = name.slice(name.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return dot < 0 ? "" : base.slice(dot + 1).toLowerCase();
}

/** A link a document may keep: web and mail addresses only (never file:, javascript: or a UNC path). */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href.trim());
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
