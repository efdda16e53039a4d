// Updates a document's title and/or source in one transaction; the version bumps, a stale version is 409 conflict.
import { AppError } from "../lib/errors.js";
import type { SpaceId } from "../lib/space-id.js";
import type { Source } from "../formats/model/source.js";
import type { SourceRequestText } from "../formats/model/parse-source.js";
import { checkDocumentId } from "./check-document-id.js";
import { toDocument, type Document } from "./document-shape.js";
import { normaliseSource, type SourceFormat } from "./normalise-source.js";
import { documentNotFound } from "./read-document.js";
import { retitleSource } from "./retitle-source.js";
import { carriedPartIds } from "./part-ids.js";
import type { DocumentRecord } from "../store/repos/documents.js";
import { sourceParser, type WorkspaceDeps } from "./workspace-deps.js";

export interface UpdateDocumentInput {
  spaceId: SpaceId;
  /** Who edits: recorded with the version the edit makes. */
  userId: string;
  id: string;
  title?: string;
  source?: unknown;
  format?: SourceFormat;
  /** The version the caller last read; when given and no longer current, nothing changes and it is a conflict. */
  version?: number;
  /** The request's body text holding the source (left unparsed there when large): read from it on the pool. */
  requestJson?: SourceRequestText["requestJson"];
}

/**
 * The document's title and its source's title always agree: a new `title` renames both; a new JSON source
 * without a `title` keeps its own; a text shorthand keeps the current title. A rename alone (no new source) also
 * renames what showed the old title — a deck's title slide, a doc's opening heading (retitle-source.ts); a new source
 * is kept as it was sent.
 */
export async function updateDocument(
  deps: WorkspaceDeps,
  input: UpdateDocumentInput,
  signal?: AbortSignal,
): Promise<Document> {
  const id = checkDocumentId(input.id);
  if (input.title === undefined && input.source === undefined) {
    throw new AppError("invalid_request", "Nothing to update: send a title or a source.", {
      details: [{ path: "", message: "expected title or source" }],
    });
  }
  const current = await deps.repos.documents.findById(input.spaceId, id);
  if (!current) throw documentNotFound();
  if (input.version !== undefined && input.version !== current.version) throw staleVersion(current.version);

  let source: Source | undefined;
  if (input.source !== undefined) {
    const keepCurrentTitle = typeof input.source === "string";
    const sent = {
      source: input.source,
      kind: current.kind,
      title: input.title ?? current.title,
      overrideTitle: input.title !== undefined || keepCurrentTitle,
      format: input.format,
      requestJson: input.requestJson,
    };
    source = await normaliseSource(sent, sourceParser(deps), signal);
  }

  const patch = (row: DocumentRecord<Source>) => {
    if (source) return { title: source.title, source, parts: carriedPartIds(row, source) };
    const title = input.title ?? row.title;
    const retitled = retitleSource(row.source, title);
    return { title, source: retitled, parts: carriedPartIds(row, retitled) };
  };
  const change = { change: "edited" as const, userId: input.userId };
  let result = await deps.repos.documents.update(input.spaceId, id, patch, change, input.version);
  // Without a version the caller asked for "apply to whatever is current": a race lost to another writer
  // (PostgreSQL re-checks the version guard after the winner commits) is retried, not reported as a conflict.
  for (let retry = 0; result === "conflict" && input.version === undefined && retry < 3; retry++) {
    result = await deps.repos.documents.update(input.spaceId, id, patch, change);
  }
  if (result === null) throw documentNotFound();
  if (result === "conflict") throw staleVersion();
  return toDocument(result);
}

export function staleVersion(current?: number): AppError {
  const now = current === undefined ? "" : ` (it is at version ${current})`;
  return new AppError("conflict", `The document changed since that version${now}; read it again and retry.`);
}
