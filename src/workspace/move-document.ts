// Moves a document between spaces, explicitly: from the caller's active space to their personal space or an organization they belong to.
import { AppError } from "../lib/errors.js";
import { organizationSpace, personalSpace, type SpaceId } from "../lib/space-id.js";
import { checkDocumentId } from "./check-document-id.js";
import type { Deleter } from "./delete-document.js";
import { toDocument, type Document } from "./document-shape.js";
import { documentNotFound } from "./read-document.js";
import type { WorkspaceDeps } from "./workspace-deps.js";

export interface MoveTarget {
  /** An organization's id, or null for the caller's personal space. */
  organizationId: string | null;
  /** The caller's role there (null: not a member), read by the caller of this function. */
  role: string | null;
}

/**
 * Taking a document out of an organization is what deleting it there is: a member moves their own documents, owners
 * and admins anyone's. The target must be a space of the caller's; moving to the space it is in is refused.
 */
export async function moveDocument(deps: WorkspaceDeps, mover: Deleter, id: string, target: MoveTarget): Promise<{ document: Document; from: SpaceId; to: SpaceId }> {
  const documentId = checkDocumentId(id);
  if (target.organizationId !== null && !target.role) throw new AppError("not_found", "No such organization (or you are not a member of it).");
  const to = target.organizationId === null ? personalSpace(mover.userId) : organizationSpace(target.organizationId);
  const record = await deps.repos.documents.findById(mover.spaceId, documentId);
  if (!record) throw documentNotFound();
  if (to === mover.spaceId) throw new AppError("invalid_request", "The document is already in that space.", { details: [{ path: "organizationId", message: "another space than the one it is in" }] });
  if (mover.organization?.role === "member" && record.userId !== mover.userId) {
    throw new AppError("forbidden", "Only the organization's owners and admins may move another member's document out of it.");
  }
  const moved = await deps.repos.documents.move(mover.spaceId, documentId, to, { change: "moved", userId: mover.userId });
  if (!moved) throw documentNotFound();
  return { document: toDocument(moved), from: mover.spaceId, to };
}
