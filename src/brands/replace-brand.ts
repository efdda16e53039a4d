// Replaces a brand's template: the same id, the next version; earlier versions stay readable and pinnable.
import { createHash } from "node:crypto";
import { AppError } from "../lib/errors.js";
import type { Owner } from "../lib/space-id.js";
import type { BrandRecord } from "../store/repos/brands.js";
import { analyseWith, blobKeyFor, type BrandDeps } from "./brand-deps.js";
import { brandName, type BrandUpload } from "./create-brand.js";
import { readBrand } from "./manage-brands.js";
import { auditEvent, type AuditStamp } from "../store/repos/audit.js";

/** The upload is checked and analysed like a new brand's; nothing changes unless it is accepted. A name left out keeps the current one (the file name does not rename a brand). */
export async function replaceBrand(
  deps: BrandDeps,
  owner: Owner,
  brandId: string,
  upload: BrandUpload,
  audit?: AuditStamp,
): Promise<BrandRecord> {
  const existing = await readBrand(deps, owner.spaceId, brandId);
  const analysis = await analyseWith(deps, upload.bytes);
  const version = existing.version + 1;
  const blobKey = blobKeyFor(brandId, version);
  await deps.blobs.put(blobKey, upload.bytes);
  try {
    const name = upload.name ? brandName(upload) : existing.name;
    const replaced = await deps.brands.replace(
      owner.spaceId,
      brandId,
      {
        name,
        bytes: upload.bytes.length,
        sha256: createHash("sha256").update(upload.bytes).digest("hex"),
        blobKey,
        analysis,
        createdBy: owner.userId,
        createdAt: new Date().toISOString(),
      },
      (brand) =>
        auditEvent(audit, "brand.replaced", {
          id: brandId,
          data: { name: brand.name, version: brand.version, bytes: brand.bytes },
        }),
    );
    if (!replaced) throw new AppError("not_found", "No brand with this id exists in this space.");
    return replaced;
  } catch (err) {
    await deps.blobs.delete(blobKey).catch(() => {});
    throw err;
  }
}
