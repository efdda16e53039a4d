// Validates an uploaded .pptx/.potx before anything trusts it: file kind, zip limits, names, macros, DOCTYPE; then unpacks it.
// The same checks, in other words, guard imported Word and Excel files (import/check-package.ts).
import { crc32, inflateRawSync } from "node:zlib";
import { kindName, readZipDirectory, refuse, TEMPLATE_WORDING, truncatedMessage, ZIP_LIMITS, type PackageWording, type ZipDirEntry, type ZipLimits } from "./read-zip-directory.js";
import { decodeXmlText, normaliseStrict } from "./xml-text.js";

/** A validated package: every part's bytes (as uploaded), and its XML parts decoded and normalised to transitional. */
export interface ValidatedPackage<K extends string = "pptx" | "potx"> {
  kind: K;
  /** True when the upload used Strict OOXML namespaces (the analysis and generation read the normalised text). */
  strict: boolean;
  parts: Map<string, Uint8Array>;
  /** Decoded, namespace-normalised text of every XML part (.xml and .rels). */
  xml: Map<string, string>;
  /** Part name → content type from [Content_Types].xml (lower-cased names). */
  contentTypes: { defaults: Map<string, string>; overrides: Map<string, string> };
  /** The main part, e.g. "ppt/presentation.xml". */
  mainPart: string;
}

/** What a package must be: the words its refusals use and the main part's content types that name its kinds. */
export interface PackageSpec<K extends string> {
  wording: PackageWording;
  mainTypes: Record<string, K>;
  limits?: ZipLimits;
}

export const TEMPLATE_SPEC: PackageSpec<"pptx" | "potx"> = {
  wording: TEMPLATE_WORDING,
  mainTypes: {
    "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml": "pptx",
    "application/vnd.openxmlformats-officedocument.presentationml.slideshow.main+xml": "pptx",
    "application/vnd.openxmlformats-officedocument.presentationml.template.main+xml": "potx",
  },
};
const OFFICE_DOCUMENT_REL = /\/relationships\/officeDocument$/;
const MACRO_TYPE = /macroEnabled|vbaProject|vbaData|ms-office\.activeX/i;

/** Throws 400 invalid_template (with a message a person understands) or returns the unpacked, checked package. */
export function validateUpload(bytes: Uint8Array): ValidatedPackage {
  return checkPackage(bytes, TEMPLATE_SPEC);
}

/** Throws 400 (the wording's code) or returns the unpacked, checked package of one of the spec's kinds. */
export function checkPackage<K extends string>(bytes: Uint8Array, spec: PackageSpec<K>): ValidatedPackage<K> {
  const w = spec.wording;
  const fail = (message: string) => refuse(message, w);
  sniff(bytes, w);
  const entries = readZipDirectory(bytes, w, spec.limits ?? ZIP_LIMITS);
  for (const e of entries) {
    if (/(^|\/)vbaProject\.bin$/i.test(e.name) || /(^|\/)vbaData\.xml$/i.test(e.name)) {
      throw fail(`The file contains macros (VBA). Macro-enabled ${w.content}s are not accepted: save it as a ${w.extensions} without macros.`);
    }
  }
  if (!entries.some((e) => e.name === "[Content_Types].xml")) {
    throw fail(`The file is a zip archive but not an Office document ([Content_Types].xml is missing). Upload a ${w.extensions} saved by a ${w.program}.`);
  }
  const parts = new Map<string, Uint8Array>();
  for (const e of entries) if (!e.name.endsWith("/")) parts.set(e.name, inflateEntry(bytes, e, w));

  const xml = new Map<string, string>();
  let strict = false;
  for (const [name, data] of parts) {
    if (!/\.(xml|rels|vml)$/i.test(name)) continue;
    const text = decodeXmlText(data, name, w);
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) {
      throw fail(`The part "${name}" declares a DOCTYPE or entities, which Office files never do and which can be used for attacks (XXE, "billion laughs"). The file is refused.`);
    }
    const normal = normaliseStrict(text);
    if (normal !== text) strict = true;
    xml.set(name, normal);
  }

  const contentTypes = readContentTypes(xml.get("[Content_Types].xml")!);
  for (const type of [...contentTypes.defaults.values(), ...contentTypes.overrides.values()]) {
    if (MACRO_TYPE.test(type)) throw fail(`The file is macro-enabled (${w.macroExtensions}) or contains ActiveX controls. Save it as a ${w.extensions} without macros and upload it again.`);
  }
  const mainPart = findMainPart(xml, w);
  const mainType = contentTypes.overrides.get(mainPart.toLowerCase());
  const kind = mainType ? spec.mainTypes[mainType] : undefined;
  if (!kind) {
    throw fail(`The file is an Office document but not a ${w.content} (its main part is ${mainType ?? "untyped"}). Upload a ${w.extensions}.`);
  }
  if (!xml.has(mainPart)) throw fail(`The file has no ${w.content} part; it is not a usable ${w.noun}.`);
  return { kind, strict, parts, xml, contentTypes, mainPart };
}

/** Recognises what a non-zip upload really is, so the message can say so. */
function sniff(bytes: Uint8Array, w: PackageWording): void {
  const b = bytes;
  const fail = (message: string) => refuse(message, w);
  const kind = kindName(w);
  if (b.length < 22) throw fail(`The file is too small to be ${kind} (or empty).`);
  if (b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0) {
    throw fail(`The file is password-protected (encrypted) or in the old binary ${w.legacy} format. Remove the password, or save it as a ${w.ext}, and upload it again.`);
  }
  if (b[0] === 0x7f && b[1] === 0x45 && b[2] === 0x4c && b[3] === 0x46) throw fail(`The file is a program (an ELF executable), not ${kind}.`);
  if (b[0] === 0x4d && b[1] === 0x5a) throw fail(`The file is a program (a Windows executable), not ${kind}.`);
  if (b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46) throw fail(`The file is a PDF, not ${kind}. Upload the ${w.extensions} it was made from.`);
  if (!(b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04)) {
    throw fail(`The file is not a ${w.extensions} (it is not a zip-based Office document).`);
  }
}

/** Inflates one entry with native zlib, never past its declared size, and checks its CRC. */
function inflateEntry(bytes: Uint8Array, e: ZipDirEntry, w: PackageWording): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (e.localOffset + 30 > bytes.length || view.getUint32(e.localOffset, true) !== 0x04034b50) throw refuse(truncatedMessage(w), w);
  const start = e.localOffset + 30 + view.getUint16(e.localOffset + 26, true) + view.getUint16(e.localOffset + 28, true);
  const end = start + e.compressedSize;
  if (end > bytes.length) throw refuse(truncatedMessage(w), w);
  const raw = bytes.subarray(start, end);
  let data: Uint8Array;
  if (e.method === 0) data = raw;
  else {
    try {
      // maxOutputLength stops a lying directory entry from inflating past what the size checks allowed.
      data = e.size === 0 ? new Uint8Array(0) : inflateRawSync(raw, { maxOutputLength: e.size });
    } catch {
      throw refuse(`The part "${e.name}" is damaged or larger than the zip directory says; the file is not a usable ${w.noun}.`, w);
    }
  }
  if (data.length !== e.size || (crc32(data) >>> 0) !== e.crc) throw refuse(`The part "${e.name}" is damaged (checksum mismatch); save the ${w.noun} again and re-upload it.`, w);
  return data;
}

function readContentTypes(text: string): ValidatedPackage["contentTypes"] {
  const defaults = new Map<string, string>();
  const overrides = new Map<string, string>();
  for (const m of text.matchAll(/<(?:\w+:)?Default\b([^>]*)>/g)) {
    const ext = attr(m[1]!, "Extension");
    const type = attr(m[1]!, "ContentType");
    if (ext && type) defaults.set(ext.toLowerCase(), type);
  }
  for (const m of text.matchAll(/<(?:\w+:)?Override\b([^>]*)>/g)) {
    const name = attr(m[1]!, "PartName");
    const type = attr(m[1]!, "ContentType");
    if (name && type) overrides.set(name.replace(/^\//, "").toLowerCase(), type);
  }
  return { defaults, overrides };
}

function findMainPart(xml: Map<string, string>, w: PackageWording): string {
  const rels = xml.get("_rels/.rels");
  if (!rels) throw refuse(`The file has no package relationships (_rels/.rels); it is not a usable ${w.noun}.`, w);
  for (const m of rels.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)) {
    if (OFFICE_DOCUMENT_REL.test(attr(m[1]!, "Type") ?? "")) {
      const target = (attr(m[1]!, "Target") ?? "").replace(/^\//, "");
      if (target) return target;
    }
  }
  throw refuse(`The file has no main document; it is not a usable ${w.noun}.`, w);
}

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(attrs);
  return m ? (m[2] ?? m[3]) : undefined;
}
