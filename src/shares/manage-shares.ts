// A document's share links for its owner: make one (its URL answered this once), list, read, change, revoke, and read
// its views. Another space's document, or a link of it, answers exactly like a missing one.
import { AppError } from "../lib/errors.js";
import { isId, newId } from "../lib/ids.js";
import { decodeCursor, encodeCursor } from "../lib/list-cursor.js";
import type { Owner, SpaceId } from "../lib/space-id.js";
import { auditEvent, type AuditStamp } from "../store/repos/audit.js";
import type { ShareChanges, ShareRecord } from "../store/repos/shares.js";
import { checkDocumentId, documentNotFound } from "../documents/index.js";
import type { ShareDeps } from "./share-deps.js";
import { hashPassword, newShareToken } from "./share-secrets.js";

export const SHARE_LIST_LIMIT = { default: 20, max: 100 } as const;
/** Live links one document may have: past it, revoke one first. */
export const MAX_LIVE_LINKS = 50;
/** The furthest ahead a link may expire. */
const MAX_EXPIRY_MS = 366 * 24 * 60 * 60 * 1000;
export const VIEWS_DAYS = { default: 30, max: 366 } as const;

export type ShareStatus = "active" | "expired" | "revoked" | "blocked";

export interface NewShare {
  label?: string | null;
  version?: number | null;
  expiresAt?: string | null;
  password?: string | null;
  downloads?: boolean;
  present?: boolean;
}

export type ShareUpdate = NewShare;

const shareNotFound = () => new AppError("not_found", "No share link with this id exists for this document.");

function checkShareId(id: unknown): string {
  if (!isId("shr", id))
    throw new AppError("invalid_request", "That is not a share link id.", {
      details: [{ path: "shareId", message: "expected an id like shr_01J…(26 characters)" }],
    });
  return id;
}

/** The link's state as a viewer meets it now. */
export function shareStatus(share: ShareRecord, sharing: boolean, now = Date.now()): ShareStatus {
  if (share.revokedAt) return "revoked";
  if (share.expiresAt && Date.parse(share.expiresAt) <= now) return "expired";
  return sharing ? "active" : "blocked";
}

export function toShareJson(share: ShareRecord, sharing: boolean) {
  return {
    id: share.id,
    documentId: share.documentId,
    label: share.label,
    tokenStart: share.tokenStart,
    version: share.version,
    expiresAt: share.expiresAt,
    hasPassword: share.passwordHash !== null,
    downloads: share.downloads,
    present: share.present,
    status: shareStatus(share, sharing),
    views: share.views,
    createdAt: share.createdAt,
    updatedAt: share.updatedAt,
    revokedAt: share.revokedAt,
  };
}

/** The page's address and the iframe that embeds it. */
export function shareLinks(deps: Pick<ShareDeps, "publicUrl">, token: string): { url: string; embed: string } {
  const url = `${deps.publicUrl}/s/${token}`;
  // No style attribute: a host page whose policy refuses inline styles would report it (frameborder needs none).
  const embed = `<iframe src="${url}?embed=1" width="960" height="600" frameborder="0" allow="fullscreen" allowfullscreen referrerpolicy="no-referrer" title="Shared document"></iframe>`;
  return { url, embed };
}

async function ownDocument(deps: ShareDeps, spaceId: SpaceId, documentId: string) {
  const record = await deps.documents.findById(spaceId, checkDocumentId(documentId));
  if (!record) throw documentNotFound();
  return record;
}

function checkExpiry(expiresAt: string | null | undefined, now: number): void {
  if (expiresAt === undefined || expiresAt === null) return;
  const at = Date.parse(expiresAt);
  if (!(at > now))
    throw new AppError("invalid_request", "expiresAt is in the past.", {
      details: [{ path: "expiresAt", message: "a time in the future" }],
    });
  if (at - now > MAX_EXPIRY_MS)
    throw new AppError("invalid_request", "A link expires at most a year ahead.", {
      details: [{ path: "expiresAt", message: "at most a year from now" }],
    });
}

async function checkVersion(
  deps: ShareDeps,
  documentId: string,
  current: number,
  version: number | null | undefined,
): Promise<void> {
  if (version === undefined || version === null || version === current) return;
  const detail = { details: [{ path: "version", message: `a version of this document (the latest is ${current})` }] };
  if (version > current) throw new AppError("invalid_request", `The document has no version ${version} yet.`, detail);
  if (!(await deps.versions.read(documentId, version)))
    throw new AppError("invalid_request", `Version ${version} of this document is no longer kept.`, detail);
}

function refuseIfNotSharing(sharing: boolean): void {
  if (!sharing)
    throw new AppError(
      "forbidden",
      "This organization does not let its members share documents outside it; an owner or admin can turn sharing on.",
    );
}

/** `audit`: who asks, for the organization's audit log (written with the change); so for each change below. */
export async function createShare(
  deps: ShareDeps,
  owner: Owner,
  documentId: string,
  input: NewShare,
  audit?: AuditStamp,
) {
  const document = await ownDocument(deps, owner.spaceId, documentId);
  const sharing = await deps.repo.sharing(owner.spaceId);
  refuseIfNotSharing(sharing);
  const now = Date.now();
  checkExpiry(input.expiresAt, now);
  await checkVersion(deps, document.id, document.version, input.version);
  if ((await deps.repo.countLive(owner.spaceId, document.id, new Date(now).toISOString())) >= MAX_LIVE_LINKS) {
    throw new AppError(
      "invalid_request",
      `This document has ${MAX_LIVE_LINKS} live links, the most it may have; revoke one first.`,
    );
  }
  const { token, hash, start } = newShareToken(deps.tokenPrefix);
  const at = new Date(now).toISOString();
  const share: ShareRecord = {
    id: newId("shr"),
    userId: owner.userId,
    spaceId: owner.spaceId,
    documentId: document.id,
    label: input.label ?? null,
    tokenHash: hash,
    tokenStart: start,
    version: input.version ?? null,
    expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    downloads: input.downloads ?? false,
    present: input.present ?? true,
    views: 0,
    createdAt: at,
    updatedAt: at,
    revokedAt: null,
  };
  await deps.repo.insert(share, [auditEvent(audit, "share.created", { id: share.id, data: settingsOf(share) })]);
  return { share: toShareJson(share, sharing), ...shareLinks(deps, token) };
}

/** What the audit log records of a link: never its token or password, only whether it has one. */
function settingsOf(share: ShareRecord) {
  return {
    documentId: share.documentId,
    version: share.version,
    expiresAt: share.expiresAt,
    password: share.passwordHash !== null,
    downloads: share.downloads,
    present: share.present,
  };
}

export async function listShares(
  deps: ShareDeps,
  spaceId: SpaceId,
  documentId: string,
  page: { limit?: number; cursor?: string },
) {
  const document = await ownDocument(deps, spaceId, documentId);
  const limit = page.limit ?? SHARE_LIST_LIMIT.default;
  const { items, hasMore } = await deps.repo.list({
    spaceId,
    documentId: document.id,
    limit,
    after: page.cursor ? decodeCursor(page.cursor, "shr") : undefined,
  });
  const sharing = await deps.repo.sharing(spaceId);
  return {
    items: items.map((s) => toShareJson(s, sharing)),
    nextCursor: hasMore && items.length ? encodeCursor(items[items.length - 1]!.id) : null,
  };
}

async function ownShare(deps: ShareDeps, spaceId: SpaceId, documentId: string, shareId: string) {
  const document = await ownDocument(deps, spaceId, documentId);
  const share = await deps.repo.find(spaceId, document.id, checkShareId(shareId));
  if (!share) throw shareNotFound();
  return { document, share };
}

export async function readShare(deps: ShareDeps, spaceId: SpaceId, documentId: string, shareId: string) {
  const { share } = await ownShare(deps, spaceId, documentId, shareId);
  return toShareJson(share, await deps.repo.sharing(spaceId));
}

export async function updateShare(
  deps: ShareDeps,
  spaceId: SpaceId,
  documentId: string,
  shareId: string,
  input: ShareUpdate,
  audit?: AuditStamp,
) {
  const { document, share } = await ownShare(deps, spaceId, documentId, shareId);
  if (share.revokedAt) throw new AppError("conflict", "This link was revoked; make a new one.");
  checkExpiry(input.expiresAt, Date.now());
  await checkVersion(deps, document.id, document.version, input.version);
  const changes: ShareChanges = {
    label: input.label,
    version: input.version,
    expiresAt:
      input.expiresAt === undefined || input.expiresAt === null
        ? input.expiresAt
        : new Date(input.expiresAt).toISOString(),
    passwordHash:
      input.password === undefined ? undefined : input.password === null ? null : await hashPassword(input.password),
    downloads: input.downloads,
    present: input.present,
  };
  const changed = await deps.repo.update(spaceId, document.id, share.id, changes, new Date().toISOString(), [
    auditEvent(audit, "share.updated", {
      id: share.id,
      data: {
        documentId: document.id,
        changed: Object.keys(input).filter((k) => input[k as keyof ShareUpdate] !== undefined),
      },
    }),
  ]);
  if (!changed) throw new AppError("conflict", "This link was revoked; make a new one.");
  return toShareJson(changed, await deps.repo.sharing(spaceId));
}

export async function revokeShare(
  deps: ShareDeps,
  spaceId: SpaceId,
  documentId: string,
  shareId: string,
  audit?: AuditStamp,
): Promise<void> {
  const { document, share } = await ownShare(deps, spaceId, documentId, shareId);
  if (share.revokedAt) return;
  await deps.repo.revoke(spaceId, document.id, share.id, new Date().toISOString(), [
    auditEvent(audit, "share.revoked", { id: share.id, data: { documentId: document.id } }),
  ]);
}

export async function shareViews(
  deps: ShareDeps,
  spaceId: SpaceId,
  documentId: string,
  shareId: string,
  days: number = VIEWS_DAYS.default,
) {
  const { share } = await ownShare(deps, spaceId, documentId, shareId);
  const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const views = await deps.repo.views(share.id, since);
  const total = views.days.reduce((sum, d) => ({ views: sum.views + d.views, seconds: sum.seconds + d.seconds }), {
    views: 0,
    seconds: 0,
  });
  return { shareId: share.id, since, total, ...views };
}

/** Turns an organization's sharing on or off; its links stop (or work again) at once. */
export async function setSpaceSharing(
  deps: ShareDeps,
  spaceId: SpaceId,
  sharing: boolean,
  audit?: AuditStamp,
): Promise<void> {
  await deps.repo.setSharing(spaceId, sharing, new Date().toISOString(), [
    auditEvent(audit, "sharing.changed", { organizationId: spaceId, id: spaceId, data: { sharing } }),
  ]);
}
