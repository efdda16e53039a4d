// Deletes one of the caller's documents; a missing or foreign id is not_found.
import { checkDocumentId } from "./check-document-id.js";
import { documentNotFound } from "./read-document.js";
import type { WorkspaceDeps } from "./workspace-deps.js";

export async function deleteDocument(deps: WorkspaceDeps, userId: string, id: string): Promise<{ deleted: true }> {
  const deleted = await deps.repos.documents.delete(userId, checkDocumentId(id));
  if (!deleted) throw documentNotFound();
  return { deleted: true };
}
