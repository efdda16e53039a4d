// Edits as one task a worker runs — a document's typed edits, or the edits a model answered for a revision: the source
// in and out as JSON text (one string crosses between threads where a 100,000-row sheet would be cloned object by
// object), the typed edits' result checked against the source limits before it goes back.
import { documentTooLarge, limitPassed } from "../../lib/source-limits.js";
import { fromJson, toJson, type JsonOf } from "../../lib/json-of.js";
import { encodeVersion, type StoredVersion } from "../../store/repos/version-chain.js";
import type { Source } from "../../formats/model/source.js";
import { encodePartIds, readPartIds } from "../part-ids.js";
import { applyDocumentEdits } from "./apply-document-edits.js";
import { applyEdits } from "./apply-edits.js";
import type { DocumentEdit } from "./document-edit-schema.js";
import type { AppliedEdit, Edit } from "./edit-schema.js";

export interface EditsRequest {
  /** The document's source as the store keeps it. */
  sourceJson: JsonOf<Source>;
  /** Its part ids as stored (workspace/part-ids.ts). */
  parts: unknown;
  edits: readonly DocumentEdit[];
}

export interface EditsOutcome {
  sourceJson: JsonOf<Source>;
  title: string;
  /** The part ids after the edits, as stored. */
  parts: unknown;
  applied: AppliedEdit[];
  /** The version this makes, encoded from the source it was made from (the history's delta, computed here). */
  encoded: StoredVersion;
}

/** A revision's edits as a model answered them (0-based, each skipped with its reason when it cannot apply). */
export interface RevisionRequest {
  sourceJson: JsonOf<Source>;
  revision: readonly Edit[];
}

export interface RevisionOutcome {
  sourceJson: JsonOf<Source>;
  applied: AppliedEdit[];
  made: Edit[];
  problems: string[];
}

/** Either task, and what it answers. */
export type EditWork = EditsRequest | RevisionRequest;
export type EditWorkOutcome<R extends EditWork> = R extends RevisionRequest ? RevisionOutcome : EditsOutcome;

/** Runs typed edits: on the export pool in a server (its budget and threads), in this thread in tests and the CLI. */
export type EditsRunner = (request: EditsRequest, signal?: AbortSignal) => Promise<EditsOutcome>;
/** Runs a revision's edits, as EditsRunner does typed edits. */
export type RevisionRunner = (request: RevisionRequest, signal?: AbortSignal) => Promise<RevisionOutcome>;

/**
 * The edits applied (apply-document-edits.ts: a 400 or 413 naming the edit that cannot apply) and the result measured:
 * past the size limit, 413 document_too_large naming the edits.
 */
export function applyEditsToText(request: EditsRequest): EditsOutcome {
  const source = fromJson(request.sourceJson);
  const edited = applyDocumentEdits(source, readPartIds(source, request.parts), request.edits);
  const sourceJson = toJson(edited.source);
  const passed = limitPassed(edited.source, sourceJson);
  if (passed)
    throw documentTooLarge(passed, request.edits.length === 1 ? `Edit 1 (${request.edits[0]!.op})` : "The edits");
  // Compared as the store reads them, each parsed from its stored text (the edits leave `source` as it was parsed).
  const encoded = encodeVersion(source, JSON.parse(sourceJson), false, sourceJson);
  return { sourceJson, title: edited.source.title, parts: encodePartIds(edited.ids), applied: edited.applied, encoded };
}

/** applyEditsToText in this thread. */
export const applyEditsHere: EditsRunner = async (request) => applyEditsToText(request);

/** A revision's edits made (applyEdits: what cannot apply, or would pass a limit, skipped with its reason). */
function reviseText(request: RevisionRequest): RevisionOutcome {
  const result = applyEdits(fromJson(request.sourceJson), request.revision);
  return { sourceJson: toJson(result.source), applied: result.applied, made: result.made, problems: result.problems };
}

/** Either task, by its shape: what a worker entry runs. */
export function runEditWork<R extends EditWork>(request: R): EditWorkOutcome<R> {
  return ("revision" in request ? reviseText(request) : applyEditsToText(request)) as EditWorkOutcome<R>;
}
