// Reads one of the caller's documents; another user's id is not_found exactly like a missing one.
import { AppError } from "../lib/errors.js";
import { checkDocumentId } from "./check-document-id.js";
import { toDocument, type Document } from "./document-shape.js";
import type { WorkspaceDeps } from "./workspace-deps.js";

export async function readDocument(deps: WorkspaceDeps, userId: string, id: string): Promise<Document> {
  const record = await deps.repos.documents.findById(userId, checkDocumentId(id));
  if (!record) throw documentNotFound();
  return toDocument(record);
}

/** The one answer for a missing document and for someone else's: nothing tells them apart. */
export function documentNotFound(): AppError {
  return new AppError("not_found", "No such document.");
}
