// Opens an uploaded .pptx/.potx for import with the brand upload's checks, in import's words and within its budget.
import { parsePart, type Element } from "../../brands/dom.js";
import { readRels, type Rel } from "../../brands/package-rels.js";
import { readZipDirectory } from "../../brands/read-zip-directory.js";
import { validateUpload, type ValidatedPackage } from "../../brands/validate-upload.js";
import { formatBytes } from "../../assets/prepare-image.js";
import { AppError } from "../../lib/errors.js";
import type { ImportBudget } from "../import-types.js";

/** A checked package with its parts parsed once, on first use. */
export class PptxPackage {
  private readonly docs = new Map<string, Element | null>();
  private readonly relLists = new Map<string, Rel[]>();

  constructor(readonly pkg: ValidatedPackage) {}

  /** The part's root element, or null when the package has no such XML part. */
  root(part: string): Element | null {
    let el = this.docs.get(part);
    if (el === undefined) {
      const text = this.pkg.xml.get(part);
      el = text === undefined ? null : parsePart(text, part);
      this.docs.set(part, el);
    }
    return el;
  }

  rels(part: string): Rel[] {
    let list = this.relLists.get(part);
    if (!list) this.relLists.set(part, (list = readRels(this.pkg, part)));
    return list;
  }

  /** The internal part a relationship id of `part` points to (external targets are never followed). */
  target(part: string, id: string | undefined): string | undefined {
    const rel = id ? this.rels(part).find((r) => r.id === id) : undefined;
    return rel && !rel.external ? rel.part : undefined;
  }

  rel(part: string, id: string | undefined): Rel | undefined {
    return id ? this.rels(part).find((r) => r.id === id) : undefined;
  }
}

/**
 * Runs the brand upload validation (sniffing, zip limits, macros, DOCTYPE, Strict OOXML) on an import. Its refusals
 * speak of templates and carry invalid_template; an import answers invalid_request and speaks of presentations.
 */
export function openPptx(bytes: Uint8Array, file: string, budget: ImportBudget): PptxPackage {
  if (bytes.byteLength > budget.maxBytes) {
    throw new AppError("file_too_large", `${file} is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MiB; imports are limited to ${budget.maxBytes / 1024 / 1024} MiB.`);
  }
  try {
    checkUnzippedSize(bytes, file, budget.maxUnzippedBytes);
    return new PptxPackage(validateUpload(bytes));
  } catch (err) {
    throw asImportError(err, file);
  }
}

/** The budget may be tighter than the brand limit; the directory is read without inflating anything. */
function checkUnzippedSize(bytes: Uint8Array, file: string, max: number): void {
  let total = 0;
  try {
    for (const e of readZipDirectory(bytes)) total += e.size;
  } catch {
    return; // validateUpload names what is wrong in its own words.
  }
  if (total > max) throw new AppError("invalid_request", `${file} would unpack to ${formatBytes(total)}; an import may unpack to at most ${formatBytes(max)}.`);
}

/** invalid_template (brand wording) → invalid_request naming the file; other errors pass unchanged. */
export function asImportError(err: unknown, file: string): unknown {
  if (!(err instanceof AppError) || err.code !== "invalid_template") return err;
  const message = err.message.replace(/\btemplates\b/g, "presentations").replace(/\btemplate\b/g, "presentation");
  return new AppError("invalid_request", `${file}: ${message}`, { cause: err });
}
