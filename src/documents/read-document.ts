// Reads one of the space's documents; another space's id is not_found exactly like a missing one.
import { AppError } from "../lib/errors.js";
import type { SpaceId } from "../lib/space-id.js";
import { checkDocumentId } from "./check-document-id.js";
import { toDocument, type Document } from "./document-shape.js";
import type { WorkspaceDeps } from "./workspace-deps.js";

export async function readDocument(deps: WorkspaceDeps, spaceId: SpaceId, id: string): Promise<Document> {
  const record = await deps.repos.documents.findById(spaceId, checkDocumentId(id));
  if (!record) throw documentNotFound();
  return toDocument(record);
}

/** The one answer for a missing document and for someone else's: nothing tells them apart. */
export function documentNotFound(): AppError {
  return new AppError("not_found", "No such document.");
}
