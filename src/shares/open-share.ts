// A link as a viewer opens it: found by its token's hash, live (not revoked, expired or blocked by its organization),
// its document still in the space that shared it, unlocked when it has a password; else exactly the 404 of a token that
// never was. What it shows is the version it is pinned to, or the latest.
import { AppError } from "../lib/errors.js";
import type { Source } from "../formats/model/source.js";
import type { DocumentRecord } from "../store/repos/documents.js";
import type { ShareRecord } from "../store/repos/shares.js";
import { spaceOf } from "../lib/space-id.js";
import { shareStatus } from "./manage-shares.js";
import type { ShareDeps } from "./share-deps.js";
import { hashShareToken, looksLikeShareToken, unlockKeyOpens } from "./share-secrets.js";

export type OpenedLink =
  | { locked: true; share: ShareRecord }
  | { locked: false; share: ShareRecord; document: DocumentRecord<Source>; source: Source; version: number };

/** The one answer for every link that shows nothing: it says nothing of why. */
export const linkNotFound = () => new AppError("not_found", "This link does not exist, or no longer works.");

/** The live link `token` names, or 404; `unlock`: the key a right password gave. */
export async function openShare(deps: ShareDeps, token: string, unlock?: string): Promise<OpenedLink> {
  const share = await liveShare(deps, token);
  if (share.passwordHash && !unlockKeyOpens(unlock, deps.unlockSecret, share.id, share.passwordHash))
    return { locked: true, share };
  const document = await deps.documents.findById(spaceOf(share), share.documentId);
  if (!document) throw linkNotFound();
  if (share.version === null || share.version === document.version)
    return { locked: false, share, document, source: document.source, version: document.version };
  const pinned = await deps.versions.read(document.id, share.version);
  if (!pinned) throw linkNotFound();
  return {
    locked: false,
    share,
    document: { ...document, title: pinned.title },
    source: pinned.source,
    version: share.version,
  };
}

/** The live link `token` names (locked or not), or 404. */
export async function liveShare(deps: ShareDeps, token: string): Promise<ShareRecord> {
  if (!looksLikeShareToken(token, deps.tokenPrefix)) throw linkNotFound();
  const found = await deps.repo.byTokenHash(hashShareToken(token));
  if (!found || shareStatus(found.share, found.sharing) !== "active") throw linkNotFound();
  return found.share;
}
