// Creates a brand: validate the upload, analyse it, keep the original bytes unchanged and the analysis.
import type { Owner } from "../lib/space-id.js";
import { createHash } from "node:crypto";
import { newId } from "../lib/ids.js";
import type { BrandRecord } from "../store/repos/brands.js";
import { analyseWith, blobKeyFor, type BrandDeps } from "./brand-deps.js";
import { auditEvent, type AuditStamp } from "../store/repos/audit.js";

export interface BrandUpload {
  bytes: Uint8Array;
  /** The name the caller chose; else derived from the file name; else "Untitled brand". */
  name?: string;
  filename?: string;
}

export const BRAND_NAME_MAX = 200;

/** Throws 400 invalid_template for unusable uploads; nothing is stored unless the whole upload is accepted. */
/** `audit`: who asks, for the organization's audit log (written with the brand). */
export async function createBrand(
  deps: BrandDeps,
  owner: Owner,
  upload: BrandUpload,
  audit?: AuditStamp,
): Promise<BrandRecord> {
  const analysis = await analyseWith(deps, upload.bytes);
  const id = newId("brand");
  const record: BrandRecord = {
    id,
    userId: owner.userId,
    spaceId: owner.spaceId,
    name: brandName(upload),
    bytes: upload.bytes.length,
    sha256: createHash("sha256").update(upload.bytes).digest("hex"),
    blobKey: blobKeyFor(id),
    analysis,
    createdAt: new Date().toISOString(),
    version: 1,
  };
  await deps.blobs.put(record.blobKey, upload.bytes);
  try {
    await deps.brands.insert(record, [
      auditEvent(audit, "brand.uploaded", { id, data: { name: record.name, bytes: record.bytes } }),
    ]);
  } catch (err) {
    await deps.blobs.delete(record.blobKey).catch(() => {});
    throw err;
  }
  await deps.events?.publishEvent(owner.spaceId, "brand.created", {
    id,
    name: record.name,
    bytes: record.bytes,
    createdAt: record.createdAt,
  });
  return record;
}

export function brandName(upload: BrandUpload): string {
  const fromFile = upload.filename?.replace(/^.*[\\/]/, "").replace(/\.(pptx|potx)$/i, "");
  // Control characters never belong in a display name; the rest is data, escaped wherever it is shown.
  const clean = (s: string | undefined) =>
    (s ?? "")
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  const name = clean(upload.name) || clean(fromFile) || "Untitled brand";
  return [...name].slice(0, BRAND_NAME_MAX).join("");
}
