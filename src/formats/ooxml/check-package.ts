// Checks an uploaded Office package before anything trusts it — what the bytes really are, the zip's limits and names,
// macros, DOCTYPE — then unpacks it: every part, and its XML decoded and read as transitional OOXML. Brand templates
// and imported Word, Excel and PowerPoint files all pass here, each refused in its own words.
import { compoundFileKind, isCompoundFile } from "./compound-file.js";
import { readContentTypes, type ContentTypes } from "./content-types.js";
import { kindName, refuse, type PackageWording } from "./package-wording.js";
import { scanRels } from "./relationships.js";
import { normaliseStrict } from "./strict.js";
import { inflateEntry, readZipDirectory, ZIP_LIMITS, type ZipDirEntry, type ZipLimits } from "./zip-read.js";
import { decodeXml, parseXml, XmlTooLarge, type Element } from "./xml.js";

/** A validated package: every part's bytes (as uploaded), and its XML parts decoded and normalised to transitional. */
export interface ValidatedPackage<K extends string = string> {
  kind: K;
  /** True when the upload used Strict OOXML namespaces (the analysis and generation read the normalised text). */
  strict: boolean;
  parts: Map<string, Uint8Array>;
  /** Decoded, namespace-normalised text of every XML part (.xml and .rels). */
  xml: Map<string, string>;
  /** Part name → content type from [Content_Types].xml (lower-cased names). */
  contentTypes: ContentTypes;
  /** The main part, e.g. "ppt/presentation.xml". */
  mainPart: string;
  /** Parts the caller asked to leave packed (see `UnpackOptions`): neither inflated nor checked here. */
  packed: Map<string, ZipDirEntry>;
}

/** How much of a checked package to unpack. */
export interface UnpackOptions {
  /**
   * Parts left packed, for a reader that streams them (a workbook's sheets): it inflates them in chunks itself and
   * refuses a DOCTYPE or bad text as it reads, in the words these checks use (`doctypeMessage`).
   */
  leavePacked?: (name: string) => boolean;
  /** Sees the zip's directory before anything is inflated, to refuse a package by its declared sizes. */
  beforeInflate?: (entries: readonly ZipDirEntry[]) => void;
}

/** The refusal of a part that declares a DOCTYPE or entities. */
export function doctypeMessage(name: string): string {
  return `The part "${name}" declares a DOCTYPE or entities, which Office files never do and which can be used for attacks (XXE, "billion laughs"). The file is refused.`;
}

/** What a package must be: the words its refusals use and the main part's content types that name its kinds. */
export interface PackageSpec<K extends string> {
  wording: PackageWording;
  mainTypes: Record<string, K>;
  limits?: ZipLimits;
}

const OFFICE_DOCUMENT_REL = /\/relationships\/officeDocument$/;
const MACRO_TYPE = /macroEnabled|vbaProject|vbaData|ms-office\.activeX/i;

/** Throws 400 (the wording's code) or returns the unpacked, checked package of one of the spec's kinds. */
export function checkPackage<K extends string>(
  bytes: Uint8Array,
  spec: PackageSpec<K>,
  options: UnpackOptions = {},
): ValidatedPackage<K> {
  const w = spec.wording;
  const fail = (message: string) => refuse(message, w);
  sniff(bytes, w);
  const entries = readZipDirectory(bytes, w, spec.limits ?? ZIP_LIMITS);
  for (const e of entries) {
    if (/(^|\/)vbaProject\.bin$/i.test(e.name) || /(^|\/)vbaData\.xml$/i.test(e.name)) {
      throw fail(
        `The file contains macros (VBA). Macro-enabled ${w.content}s are not accepted: save it as a ${w.extensions} without macros.`,
      );
    }
  }
  if (!entries.some((e) => e.name === "[Content_Types].xml")) {
    throw fail(
      `The file is a zip archive but not an Office document ([Content_Types].xml is missing). Upload a ${w.extensions} saved by a ${w.program}.`,
    );
  }
  options.beforeInflate?.(entries);
  const parts = new Map<string, Uint8Array>();
  const packed = new Map<string, ZipDirEntry>();
  for (const e of entries) {
    if (e.name.endsWith("/")) continue;
    if (options.leavePacked?.(e.name)) packed.set(e.name, e);
    else parts.set(e.name, inflateEntry(bytes, e, w));
  }

  const xml = new Map<string, string>();
  let strict = false;
  for (const [name, data] of parts) {
    if (!/\.(xml|rels|vml)$/i.test(name)) continue;
    let text: string;
    try {
      text = decodeXml(data, { fatal: true });
    } catch {
      throw fail(`The part "${name}" is not valid UTF-8 or UTF-16 text; the file is damaged.`);
    }
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
      throw fail(doctypeMessage(name));
    }
    const normal = normaliseStrict(text);
    if (normal !== text) strict = true;
    xml.set(name, normal);
  }

  const contentTypes = readContentTypes(xml.get("[Content_Types].xml")!);
  for (const type of [...contentTypes.defaults.values(), ...contentTypes.overrides.values()]) {
    if (MACRO_TYPE.test(type))
      throw fail(
        `The file is macro-enabled (${w.macroExtensions}) or contains ActiveX controls. Save it as a ${w.extensions} without macros and upload it again.`,
      );
  }
  const mainPart = findMainPart(xml, w);
  const mainType = contentTypes.overrides.get(mainPart.toLowerCase());
  const kind = mainType ? spec.mainTypes[mainType] : undefined;
  if (!kind) {
    throw fail(
      `The file is an Office document but not a ${w.content} (its main part is ${mainType ?? "untyped"}). Upload a ${w.extensions}.`,
    );
  }
  if (!xml.has(mainPart)) throw fail(`The file has no ${w.content} part; it is not a usable ${w.noun}.`);
  return { kind, strict, parts, xml, contentTypes, mainPart, packed };
}

/** Recognises what a non-zip upload really is, so the message can say so. */
function sniff(bytes: Uint8Array, w: PackageWording): void {
  const b = bytes;
  const fail = (message: string) => refuse(message, w);
  const kind = kindName(w);
  if (b.length < 22) throw fail(`The file is too small to be ${kind} (or empty).`);
  if (isCompoundFile(b)) throw fail(compoundFileMessage(b, w));
  if (b[0] === 0x7f && b[1] === 0x45 && b[2] === 0x4c && b[3] === 0x46)
    throw fail(`The file is a program (an ELF executable), not ${kind}.`);
  if (b[0] === 0x4d && b[1] === 0x5a) throw fail(`The file is a program (a Windows executable), not ${kind}.`);
  if (b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46)
    throw fail(`The file is a PDF, not ${kind}. Upload the ${w.extensions} it was made from.`);
  if (!(b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04)) {
    throw fail(`The file is not a ${w.extensions} (it is not a zip-based Office document).`);
  }
}

/**
 * What an OLE compound file (not a zip) is, in words: an encrypted package says it is password-protected, an old binary
 * document names its format; one that cannot be told apart says both.
 */
export function compoundFileMessage(bytes: Uint8Array, w: PackageWording): string {
  const kind = compoundFileKind(bytes);
  if (kind === "encrypted")
    return `The file is password-protected (encrypted). Remove the password in ${w.app} (save a copy without one) and upload it again.`;
  const legacy: string | undefined = ({ word: ".doc", excel: ".xls", powerpoint: ".ppt" } as Record<string, string>)[
    kind
  ];
  if (legacy === w.legacy)
    return `The file is in the old binary ${legacy} format. Save it as a ${w.ext} in ${w.app} and upload it again.`;
  if (legacy) return `The file is an old binary ${legacy} file, not ${kindName(w)} (${w.extensions}).`;
  return `The file is password-protected (encrypted) or in the old binary ${w.legacy} format. Remove the password, or save it as a ${w.ext}, and upload it again.`;
}

function findMainPart(xml: Map<string, string>, w: PackageWording): string {
  const rels = xml.get("_rels/.rels");
  if (!rels) throw refuse(`The file has no package relationships (_rels/.rels); it is not a usable ${w.noun}.`, w);
  for (const rel of scanRels(rels, "")) {
    if (OFFICE_DOCUMENT_REL.test(rel.type) && !rel.external && rel.part) return rel.part;
  }
  throw refuse(`The file has no main document; it is not a usable ${w.noun}.`, w);
}

/** Parses a checked part's text; XML that is not well-formed is a damaged file, refused in the package's words. */
export function parsePart(text: string, name: string, w: PackageWording): Element {
  try {
    return parseXml(text, name).documentElement!;
  } catch (err) {
    if (err instanceof XmlTooLarge) throw refuse(`The part ${err.message}, more than Quire reads in one part.`, w);
    throw refuse(
      `The part "${name}" is not well-formed XML (${String((err as Error).message).slice(0, 120)}); the file is damaged.`,
      w,
    );
  }
}
