// Imported OOXML files get the brand upload checks (zip limits, names, macros, DOCTYPE) in their own words, within the import budget.
import { AppError } from "../lib/errors.js";
import {
  checkPackage,
  type PackageSpec,
  type UnpackOptions,
  type ValidatedPackage,
} from "../formats/ooxml/check-package.js";
import type { PackageWording } from "../formats/ooxml/package-wording.js";
import { ZIP_LIMITS, type ZipDirEntry } from "../formats/ooxml/zip-read.js";
import type { ImportBudget } from "./import-types.js";

/** The checked, unpacked package, its inflated size held to the budget; throws 400 invalid_request in the kind's words. */
export function checkImportPackage<K extends string>(
  bytes: Uint8Array,
  spec: PackageSpec<K>,
  budget: ImportBudget,
  options: UnpackOptions = {},
): ValidatedPackage<K> {
  if (bytes.length > budget.maxBytes) {
    throw new AppError(
      "file_too_large",
      `The file is larger than the ${Math.floor(budget.maxBytes / 1024 / 1024)} MiB import limit.`,
    );
  }
  const limits = { ...ZIP_LIMITS, maxTotalUnpacked: Math.min(ZIP_LIMITS.maxTotalUnpacked, budget.maxUnzippedBytes) };
  return checkPackage(bytes, { ...spec, limits }, options);
}

/** Throws once the client has gone or the file's time budget is spent; readers call it between steps. */
export function checkBudget(budget: ImportBudget, w: PackageWording): void {
  if (budget.signal?.aborted || Date.now() > budget.deadline) {
    throw new AppError(
      w.code,
      `Reading the ${w.noun} took longer than its time budget; it is too large or too complex to import. Split it or remove large parts and try again.`,
    );
  }
}

/** "2.4 MiB", "64 MiB". */
const mib = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0))} MiB`;

/**
 * A `beforeInflate` check: the parts a reader holds whole in memory, by the sizes the zip's directory declares, refused
 * with 413 file_too_large past `limit` before any is inflated. `refusal` says it in the format's words.
 */
export function limitHeldParts(
  limit: number,
  held: (name: string) => boolean,
  refusal: (size: string, limit: string) => string,
): (entries: readonly ZipDirEntry[]) => void {
  return (entries) => {
    let total = 0;
    for (const e of entries) if (held(e.name)) total += e.size;
    if (total > limit) throw new AppError("file_too_large", refusal(mib(total), mib(limit)));
  };
}
