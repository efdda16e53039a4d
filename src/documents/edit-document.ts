// A saved document changed by typed edits, all or nothing, as one new version that records them; a stale version is 409.
// The edits are computed where the runner says (the export pool's threads in a server) on the source as stored text.
import type { SpaceId } from "../lib/space-id.js";
import type { Source } from "../formats/model/source.js";
import type { DocumentRecord, DocumentRepo } from "../store/repos/documents.js";
import { checkDocumentId } from "./check-document-id.js";
import { toDocument, type Document } from "./document-shape.js";
import { encodePartIds, readPartIds, type PartIds } from "./part-ids.js";
import { documentNotFound } from "./read-document.js";
import { staleVersion } from "./update-document.js";
import type { DocumentEdit } from "./edits/document-edit-schema.js";
import { applyEditsHere, type EditsRunner } from "./edits/edit-job.js";
import type { AppliedEdit } from "./edits/edit-schema.js";

export interface EditDocumentInput {
  spaceId: SpaceId;
  userId: string;
  id: string;
  /** The version the caller last read; a stale one changes nothing (409). */
  version?: number;
}

/** What a change computes from the document as it stands: its new source and ids, and the edits that made it. */
export type ComputeChange = (current: {
  record: DocumentRecord<Source>;
  source: Source;
  ids: PartIds;
}) => Change | null | Promise<Change | null>;

interface Change {
  source: Source;
  ids: PartIds;
  applied: AppliedEdit[];
}

export interface EditedDocument {
  document: Document;
  applied: AppliedEdit[];
}

/**
 * Reads the document, computes the change from it and writes it guarded by the version read (so nothing written in
 * between is lost); a change of null writes nothing. Without a version from the caller, a write that lost a race to another is computed again.
 */
export async function changeDocument(
  repos: { documents: DocumentRepo<Source> },
  input: EditDocumentInput,
  compute: ComputeChange,
  kind: "edited" | "regenerated" = "edited",
): Promise<EditedDocument> {
  const id = checkDocumentId(input.id);
  for (let attempt = 0; ; attempt++) {
    const record = await repos.documents.findById(input.spaceId, id);
    if (!record) throw documentNotFound();
    if (input.version !== undefined && input.version !== record.version) throw staleVersion(record.version);
    const { source } = record;
    const change = await compute({ record, source, ids: readPartIds(source, record.parts) });
    // Nothing to change: no new version.
    if (change === null) return { document: toDocument(record), applied: [] };
    const result = await repos.documents.update(
      input.spaceId,
      id,
      { title: change.source.title, source: change.source, parts: encodePartIds(change.ids) },
      { change: kind, userId: input.userId, edits: change.applied },
      record.version,
    );
    if (result === null) throw documentNotFound();
    if (result !== "conflict") return { document: toDocument(result), applied: change.applied };
    if (input.version !== undefined || attempt >= 3) throw staleVersion();
  }
}

export interface EditDeps {
  documents: DocumentRepo<Source>;
  /** Where the edits are computed: the export pool in a server, this thread by default (tests, the CLI). */
  applyEdits?: EditsRunner;
}

/**
 * POST …/edits: the typed edits applied in order (apply-document-edits.ts) to the source as stored text, and the edited
 * text written as it came back: the event loop neither parses nor serialises the source for the edits' sake.
 */
export async function editDocument(
  deps: EditDeps,
  input: EditDocumentInput & { edits: readonly DocumentEdit[]; signal?: AbortSignal },
): Promise<EditedDocument> {
  const id = checkDocumentId(input.id);
  const run = deps.applyEdits ?? applyEditsHere;
  for (let attempt = 0; ; attempt++) {
    const stored = await deps.documents.findTextById(input.spaceId, id);
    if (!stored) throw documentNotFound();
    if (input.version !== undefined && input.version !== stored.version) throw staleVersion(stored.version);
    const out = await run({ sourceJson: stored.sourceJson, parts: stored.parts, edits: input.edits }, input.signal);
    const result = await deps.documents.update(
      input.spaceId,
      id,
      { title: out.title, sourceJson: out.sourceJson, parts: out.parts, encoded: out.encoded },
      { change: "edited", userId: input.userId, edits: out.applied },
      stored.version,
    );
    if (result === null) throw documentNotFound();
    if (result !== "conflict") return { document: toDocument(result), applied: out.applied };
    if (input.version !== undefined || attempt >= 3) throw staleVersion();
  }
}
