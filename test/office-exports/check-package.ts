// Helpers for the docx/xlsx tests: open a package, read parts, parse XML strictly, list zip entries (validity: test/ooxml).
import { DOMParser } from "@xmldom/xmldom";
import { unzipSync, strFromU8 } from "fflate";

export interface Package {
  files: Record<string, Uint8Array>;
  text(name: string): string;
  has(name: string): boolean;
}

export function openPackage(bytes: Uint8Array): Package {
  const files = unzipSync(bytes);
  return {
    files,
    has: (name) => name in files,
    text: (name) => {
      const f = files[name];
      if (!f) throw new Error(`missing part ${name}`);
      return strFromU8(f);
    },
  };
}

/** Parses XML, throwing on any well-formedness error. */
export function parseXml(xml: string, name = "xml"): Document {
  const errors: string[] = [];
  const doc = new DOMParser({
    onError: (level, msg) => {
      if (level !== "warning") errors.push(`${name}: ${msg}`);
    },
  }).parseFromString(xml, "text/xml");
  if (errors.length) throw new Error(errors.join("\n"));
  return doc as unknown as Document;
}
