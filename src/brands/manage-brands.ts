// Reading, listing and deleting a space's brands (their analysis kept current), and loading a brand's template bytes.
import { spaceOf, type SpaceId } from "../lib/space-id.js";
import { AppError } from "../lib/errors.js";
import type { BrandRecord } from "../store/repos/brands.js";
import { ANALYSIS_VERSION } from "./analyse-template.js";
import { analyseWith, type BrandDeps } from "./brand-deps.js";
import { auditEvent, type AuditStamp } from "../store/repos/audit.js";

const NOT_FOUND = "No brand with this id exists in this space.";

export async function listBrands(deps: BrandDeps, spaceId: SpaceId): Promise<BrandRecord[]> {
  const brands = await deps.brands.list(spaceId);
  return Promise.all(brands.map((b) => current(deps, b)));
}

/** 404 for a missing brand and for another space's, with the same answer; `version` reads (or pins) an earlier one. */
export async function readBrand(
  deps: BrandDeps,
  spaceId: SpaceId,
  brandId: string,
  version?: number,
): Promise<BrandRecord> {
  const brand = await deps.brands.findById(spaceId, brandId);
  if (!brand) throw new AppError("not_found", NOT_FOUND);
  if (version === undefined || version === brand.version) return current(deps, brand);
  const pinned =
    version >= 1 && version < brand.version ? await deps.brands.findVersion(spaceId, brandId, version) : null;
  if (!pinned) {
    throw new AppError(
      "invalid_request",
      `The brand has versions 1 to ${brand.version}; there is no version ${version}.`,
      { details: [{ path: "brandVersion", message: `1..${brand.version}` }] },
    );
  }
  return current(deps, pinned);
}

/** Every version of a brand, newest first. */
export async function listBrandVersions(deps: BrandDeps, spaceId: SpaceId, brandId: string) {
  const versions = await deps.brands.versions(spaceId, brandId);
  if (!versions) throw new AppError("not_found", NOT_FOUND);
  return versions;
}

/** A brand analysed by an older version is analysed again from its stored template, once, and the result kept. */
async function current(deps: BrandDeps, brand: BrandRecord): Promise<BrandRecord> {
  if ((brand.analysis as { version?: number } | null)?.version === ANALYSIS_VERSION) return brand;
  const bytes = await loadBrandBytes(deps, brand);
  const analysis = await analyseWith(deps, bytes);
  await deps.brands.updateAnalysis(spaceOf(brand), brand.id, analysis, brand.version);
  return { ...brand, analysis };
}

export async function deleteBrand(
  deps: BrandDeps,
  spaceId: SpaceId,
  brandId: string,
  audit?: AuditStamp,
): Promise<void> {
  const deleted = await deps.brands.delete(spaceId, brandId, [auditEvent(audit, "brand.deleted", { id: brandId })]);
  if (!deleted) throw new AppError("not_found", NOT_FOUND);
  for (const key of deleted.blobKeys) await deps.blobs.delete(key);
}

/** The template exactly as uploaded. */
export async function loadBrandBytes(deps: BrandDeps, brand: BrandRecord): Promise<Uint8Array> {
  const bytes = await deps.blobs.get(brand.blobKey);
  if (!bytes) throw new Error(`brand ${brand.id}: template blob ${brand.blobKey} is missing`);
  return bytes;
}
