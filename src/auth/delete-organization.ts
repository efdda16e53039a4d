// An organization deleted: its slug typed again as the confirmation, better-auth's rows (members, invitations), then
// every row of its space (store/space-resources.ts, in one transaction) and the blobs those rows held.
import { AppError } from "../lib/errors.js";
import { organizationSpace } from "../lib/space-id.js";
import type { BlobStore } from "../store/blobs/blob-store.js";
import type { OrganizationRepo } from "../store/repos/organizations.js";
import type { Organizations } from "./organizations.js";

export interface DeleteOrganizationDeps {
  organizations: Organizations;
  repo: OrganizationRepo;
  blobs: BlobStore;
}

/** 400 unless `confirm` is the organization's slug; 404 when the caller is not a member (403 for a role that may not). */
export async function deleteOrganization(
  deps: DeleteOrganizationDeps,
  headers: Headers,
  id: string,
  confirm: string,
): Promise<void> {
  const found = await deps.organizations.get(headers, id);
  if (confirm !== found.slug) {
    throw new AppError("invalid_request", "To delete the organization, send its slug as `confirm`.", {
      details: [{ path: "confirm", message: `must be "${found.slug}"` }],
    });
  }
  await deps.organizations.remove(headers, id);
  const blobKeys = await deps.repo.purgeSpace(organizationSpace(id));
  // A blob left behind costs storage, not correctness: its rows are gone, so nothing can reach it.
  for (const key of blobKeys) await deps.blobs.delete(key).catch(() => {});
}
