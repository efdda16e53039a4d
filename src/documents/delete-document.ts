// Deletes one of the space's documents; a missing or foreign id is not_found, another member's needs the right to delete others'.
import { AppError } from "../lib/errors.js";
import type { SpaceId } from "../lib/space-id.js";
import { checkDocumentId } from "./check-document-id.js";
import { documentNotFound } from "./read-document.js";
import type { WorkspaceDeps } from "./workspace-deps.js";
import { auditEvent, type AuditStamp } from "../store/repos/audit.js";

/** Who deletes: in an organization a member deletes their own documents; owners and admins anyone's. */
export interface Deleter {
  userId: string;
  spaceId: SpaceId;
  organization?: { role: string };
}

/** `audit`: who asks, for the organization's audit log (written with the deletion). */
export async function deleteDocument(
  deps: WorkspaceDeps,
  deleter: Deleter,
  id: string,
  audit?: AuditStamp,
): Promise<{ deleted: true }> {
  const documentId = checkDocumentId(id);
  if (deleter.organization?.role === "member") {
    const record = await deps.repos.documents.findById(deleter.spaceId, documentId);
    if (!record) throw documentNotFound();
    if (record.userId !== deleter.userId)
      throw new AppError(
        "forbidden",
        "Only the organization's owners and admins may delete another member's document.",
      );
  }
  const deleted = await deps.repos.documents.delete(deleter.spaceId, documentId, [
    auditEvent(audit, "document.deleted", { id: documentId }),
  ]);
  if (!deleted) throw documentNotFound();
  return { deleted: true };
}
