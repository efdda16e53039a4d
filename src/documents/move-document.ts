// Moves a document between spaces, explicitly: from the caller's active space to their personal space or an organization they belong to.
import { AppError } from "../lib/errors.js";
import { organizationSpace, personalSpace, type SpaceId } from "../lib/space-id.js";
import { checkDocumentId } from "./check-document-id.js";
import type { Deleter } from "./delete-document.js";
import { toDocument, type Document } from "./document-shape.js";
import { documentNotFound } from "./read-document.js";
import type { WorkspaceDeps } from "./workspace-deps.js";
import { auditEvent, type AuditStamp } from "../store/repos/audit.js";
import { type AssetDeps, copyAssets, assetIdsIn, rewriteImages } from "../assets/index.js";
import type { Source } from "../formats/model/source.js";

/** The documents, and the pictures they show (copied to the space a document moves to). */
export type MoveDeps = WorkspaceDeps & { assets: Pick<AssetDeps, "assets" | "blobs"> };

export interface MoveTarget {
  /** An organization's id, or null for the caller's personal space. */
  organizationId: string | null;
  /** The caller's role there (null: not a member), read by the caller of this function. */
  role: string | null;
}

/**
 * Taking a document out of an organization is what deleting it there is: a member moves their own documents, owners
 * and admins anyone's. The target must be a space of the caller's; moving to the space it is in is refused. The
 * pictures it shows from its space's library go with it as copies (the space it leaves may show them elsewhere), or as
 * the picture the new space already has with the same bytes; its brand stays behind (docs/api/teams.md).
 */
export async function moveDocument(
  deps: MoveDeps,
  mover: Deleter & { organization?: { id: string } },
  id: string,
  target: MoveTarget,
  audit?: AuditStamp,
): Promise<{ document: Document; from: SpaceId; to: SpaceId }> {
  const documentId = checkDocumentId(id);
  if (target.organizationId !== null && !target.role)
    throw new AppError("not_found", "No such organization (or you are not a member of it).");
  const to = target.organizationId === null ? personalSpace(mover.userId) : organizationSpace(target.organizationId);
  const record = await deps.repos.documents.findById(mover.spaceId, documentId);
  if (!record) throw documentNotFound();
  if (to === mover.spaceId)
    throw new AppError("invalid_request", "The document is already in that space.", {
      details: [{ path: "organizationId", message: "another space than the one it is in" }],
    });
  if (mover.organization?.role === "member" && record.userId !== mover.userId) {
    throw new AppError(
      "forbidden",
      "Only the organization's owners and admins may move another member's document out of it.",
    );
  }
  // Each organization the document leaves or enters logs the move, with the move.
  const data = { from: mover.organization?.id ?? "personal", to: target.organizationId ?? "personal" };
  const events = [
    mover.organization
      ? auditEvent(audit, "document.moved", { organizationId: mover.organization.id, id: documentId, data })
      : null,
    target.organizationId
      ? auditEvent(audit, "document.moved", { organizationId: target.organizationId, id: documentId, data })
      : null,
  ];
  const pictures = await copyAssets(
    deps.assets,
    mover.spaceId,
    { userId: mover.userId, spaceId: to },
    assetIdsIn(record.source),
  );
  const swapSource = pictures.ids.size
    ? (source: Source) => rewriteImages(source, (src) => pictures.ids.get(src.trim()))
    : undefined;
  const moved = await deps.repos.documents
    .move(mover.spaceId, documentId, to, { change: "moved", userId: mover.userId }, { audit: events, swapSource })
    .catch(async (err: unknown) => {
      await pictures.undo();
      throw err;
    });
  if (!moved) {
    await pictures.undo();
    throw documentNotFound();
  }
  return { document: toDocument(moved), from: mover.spaceId, to };
}
