// A document's history: its versions page by page, one version whole, the diff of two, and restoring one as a new version.
import { AppError } from "../../lib/errors.js";
import type { SpaceId } from "../../lib/space-id.js";
import type { Source } from "../../formats/model/source.js";
import type { DocumentRepo } from "../../store/repos/documents.js";
import type { DocumentVersionRepo, VersionSummaryRecord } from "../../store/repos/document-versions.js";
import { checkDocumentId } from "../check-document-id.js";
import { toDocument, type Document } from "../document-shape.js";
import { restoredPartIds, storedPartIds } from "../part-ids.js";
import { documentNotFound } from "../read-document.js";
import { diffVersions, type VersionDiff } from "./diff-versions.js";

export interface HistoryDeps {
  repos: { documents: DocumentRepo<Source>; documentVersions: DocumentVersionRepo<Source> };
}

export type VersionSummary = Omit<VersionSummaryRecord, "documentId" | "userId">;
export interface DocumentVersion extends VersionSummary {
  documentId: string;
  source: Source;
}

export interface VersionPage {
  items: VersionSummary[];
  nextCursor: string | null;
  /** The oldest version still kept: older ones were dropped by the history limit (docs/api/history.md). */
  oldest: number;
  current: number;
}

export const HISTORY_PAGE = { default: 20, max: 100 } as const;

export async function listVersions(
  deps: HistoryDeps,
  spaceId: SpaceId,
  id: string,
  page: { limit?: number; cursor?: string },
): Promise<VersionPage> {
  const document = await summaryOf(deps, spaceId, id);
  const limit = page.limit ?? HISTORY_PAGE.default;
  const before = page.cursor === undefined ? undefined : decodeVersionCursor(page.cursor);
  const [{ items, hasMore }, extent] = await Promise.all([
    deps.repos.documentVersions.list(document.id, { limit, before }),
    deps.repos.documentVersions.extent(document.id),
  ]);
  const last = items.at(-1);
  return {
    items: items.map(({ documentId: _d, userId: _u, ...summary }) => summary),
    nextCursor: hasMore && last ? encodeVersionCursor(last.version) : null,
    oldest: extent?.oldest ?? document.version,
    current: document.version,
  };
}

export async function readVersion(
  deps: HistoryDeps,
  spaceId: SpaceId,
  id: string,
  version: number,
): Promise<DocumentVersion> {
  const document = await summaryOf(deps, spaceId, id);
  const record = await deps.repos.documentVersions.read(document.id, version);
  if (!record) throw await versionNotFound(deps, document.id, version);
  const { userId: _u, parts: _p, ...rest } = record;
  return rest;
}

export async function diffDocumentVersions(
  deps: HistoryDeps,
  spaceId: SpaceId,
  id: string,
  from: number,
  to?: number,
): Promise<VersionDiff & { from: number; to: number }> {
  const document = await summaryOf(deps, spaceId, id);
  const target = to ?? document.version;
  const [older, newer] = await Promise.all([
    deps.repos.documentVersions.read(document.id, from),
    deps.repos.documentVersions.read(document.id, target),
  ]);
  if (!older) throw await versionNotFound(deps, document.id, from, "from");
  if (!newer) throw await versionNotFound(deps, document.id, target, "to");
  // Versions that kept their part ids pair their parts by them: a slide rewritten and moved is one slide, not two.
  const before = storedPartIds(older.source, older.parts);
  const after = storedPartIds(newer.source, newer.parts);
  return {
    from,
    to: target,
    ...diffVersions(older.source, newer.source, undefined, before && after ? { before, after } : undefined),
  };
}

/** The source and title of `version` become the document's next version; every version before stays in the history. */
export async function restoreVersion(
  deps: HistoryDeps,
  who: { spaceId: SpaceId; userId: string },
  id: string,
  version: number,
  expectedVersion?: number,
): Promise<Document> {
  const document = await summaryOf(deps, who.spaceId, id);
  const record = await deps.repos.documentVersions.read(document.id, version);
  if (!record) throw await versionNotFound(deps, document.id, version);
  const result = await deps.repos.documents.update(
    who.spaceId,
    document.id,
    (row) => ({ title: record.title, source: record.source, parts: restoredPartIds(row, record.source, record.parts) }),
    { change: "restored", userId: who.userId, restoredFrom: version },
    expectedVersion,
  );
  if (result === null) throw documentNotFound();
  if (result === "conflict")
    throw new AppError("conflict", "The document changed since that version; read its history again and retry.");
  return toDocument(result);
}

async function summaryOf(deps: HistoryDeps, spaceId: SpaceId, id: string) {
  const [document] = await deps.repos.documents.findManyByIds(spaceId, [checkDocumentId(id)]);
  if (!document) throw documentNotFound();
  return document;
}

async function versionNotFound(
  deps: HistoryDeps,
  documentId: string,
  version: number,
  path = "version",
): Promise<AppError> {
  const extent = await deps.repos.documentVersions.extent(documentId);
  if (extent && version < extent.oldest) {
    return new AppError(
      "not_found",
      `Version ${version} is no longer kept: this document's history starts at version ${extent.oldest}.`,
      { details: [{ path, message: `a version from ${extent.oldest} to ${extent.newest}` }] },
    );
  }
  const range = extent ? ` (it has versions ${extent.oldest} to ${extent.newest})` : "";
  return new AppError("not_found", `This document has no version ${version}${range}.`, {
    details: [{ path, message: "a version listed by GET …/versions" }],
  });
}

/** Opaque to clients like the document list's: base64url of the last version number on the page. */
function encodeVersionCursor(version: number): string {
  return Buffer.from(`v1:${version}`, "utf8").toString("base64url");
}

function decodeVersionCursor(cursor: string): number {
  const text =
    cursor.length <= 40 && /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, "base64url").toString("utf8") : "";
  const match = /^v1:([1-9]\d{0,9})$/.exec(text);
  if (!match)
    throw new AppError("invalid_request", "The cursor is not valid.", {
      details: [{ path: "cursor", message: "use nextCursor from a previous page" }],
    });
  return Number(match[1]);
}
