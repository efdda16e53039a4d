// Lists a space's documents newest first, one page at a time, filtered by kind and a title search.
import { AppError } from "../lib/errors.js";
import type { SpaceId } from "../lib/space-id.js";
import type { SourceKind } from "../formats/model/source.js";
import { toSummary, type DocumentSummary } from "./document-shape.js";
import { decodeCursor, encodeCursor } from "../lib/list-cursor.js";
import type { WorkspaceDeps } from "./workspace-deps.js";

export const LIST_LIMIT = { default: 20, max: 100 } as const;

export interface ListDocumentsInput {
  spaceId: SpaceId;
  kind?: SourceKind;
  /** Case-insensitive substring of the title. */
  q?: string;
  limit?: number;
  cursor?: string;
}

export interface DocumentPage {
  items: DocumentSummary[];
  nextCursor: string | null;
}

export async function listDocuments(deps: WorkspaceDeps, input: ListDocumentsInput): Promise<DocumentPage> {
  const limit = input.limit ?? LIST_LIMIT.default;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT.max) {
    throw new AppError("invalid_request", `limit must be 1..${LIST_LIMIT.max}.`, {
      details: [{ path: "limit", message: `an integer from 1 to ${LIST_LIMIT.max}` }],
    });
  }
  const after = input.cursor ? decodeCursor(input.cursor, "doc") : undefined;
  const q = input.q?.trim() || undefined;
  const page = await deps.repos.documents.list({ spaceId: input.spaceId, kind: input.kind, q, limit, after });
  const last = page.items.at(-1);
  return { items: page.items.map(toSummary), nextCursor: page.hasMore && last ? encodeCursor(last.id) : null };
}
