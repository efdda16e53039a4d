// Opens an uploaded .pptx/.potx for import with the brand upload's checks, in an import's words and within its budget.
import { PRESENTATION_PACKAGE } from "../../formats/ooxml/package-specs.js";
import { parsePart, type ValidatedPackage } from "../../formats/ooxml/check-package.js";
import { relsName } from "../../formats/ooxml/part-names.js";
import { scanRels, type Relationship } from "../../formats/ooxml/relationships.js";
import type { Element } from "../../formats/ooxml/xml.js";
import { AppError } from "../../lib/errors.js";
import { checkImportPackage } from "../check-package.js";
import type { ImportBudget } from "../import-types.js";

/** A checked package with its parts parsed once, on first use. */
export class PptxPackage {
  private readonly docs = new Map<string, Element | null>();
  private readonly relLists = new Map<string, Relationship[]>();

  constructor(readonly pkg: ValidatedPackage) {}

  /** The part's root element, or null when the package has no such XML part. */
  root(part: string): Element | null {
    let el = this.docs.get(part);
    if (el === undefined) {
      const text = this.pkg.xml.get(part);
      el = text === undefined ? null : parseChecked(text, part);
      this.docs.set(part, el);
    }
    return el;
  }

  rels(part: string): Relationship[] {
    let list = this.relLists.get(part);
    if (!list) this.relLists.set(part, (list = scanRels(this.pkg.xml.get(relsName(part)) ?? "", part)));
    return list;
  }

  /** The internal part a relationship id of `part` points to (external targets are never followed). */
  target(part: string, id: string | undefined): string | undefined {
    const rel = this.rel(part, id);
    return rel && !rel.external ? rel.part : undefined;
  }

  rel(part: string, id: string | undefined): Relationship | undefined {
    return id ? this.rels(part).find((r) => r.id === id) : undefined;
  }
}

/**
 * The DOM parser spends ~0.7 s a MiB and ~50 µs a nesting level and cannot be interrupted: parts far beyond what
 * Office writes (a slide is rarely 1 MiB; elements nest a few dozen deep) are refused before it sees them.
 */
const MAX_PART_CHARS = 8 * 1024 * 1024;
const MAX_DEPTH = 256;

/** A part that cannot be read: too large, nested too deep, or not well-formed. A slide made of one is left out. */
export class DamagedPart extends AppError {
  constructor(message: string) {
    super(PRESENTATION_PACKAGE.wording.code, message);
  }
}

function parseChecked(text: string, part: string): Element {
  checkShape(text, part);
  try {
    return parsePart(text, part, PRESENTATION_PACKAGE.wording);
  } catch (err) {
    throw new DamagedPart((err as Error).message);
  }
}

function checkShape(text: string, part: string): void {
  if (text.length > MAX_PART_CHARS)
    throw new DamagedPart(
      `The part "${part}" holds ${Math.round(text.length / 1024 / 1024)} MiB of XML, far more than Office files hold in one part.`,
    );
  let depth = 0;
  for (const m of text.matchAll(/<(?<closing>\/?)[A-Za-z_](?:[^>"']|"[^"]*"|'[^']*')*?(?<empty>\/?)>/g)) {
    if (m.groups!.closing) depth--;
    else if (!m.groups!.empty && ++depth > MAX_DEPTH)
      throw new DamagedPart(
        `The part "${part}" nests its elements more than ${MAX_DEPTH} deep, which Office files never do; the file is damaged or made to attack readers.`,
      );
  }
}

/** The checked package, within the import budget; refusals are 400 invalid_request (413 file_too_large for size). */
export function openPptx(bytes: Uint8Array, budget: ImportBudget): PptxPackage {
  return new PptxPackage(checkImportPackage(bytes, PRESENTATION_PACKAGE, budget));
}
