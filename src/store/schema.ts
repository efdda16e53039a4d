// Table types for Kysely. Our timestamps are ISO-8601 UTC strings in both dialects; better-auth's use its own types.
import type { JobTables } from "./schema-jobs.js";
import type { WebhookTables } from "./schema-webhooks.js";
import type { ShareTables } from "./schema-shares.js";
import type { SourceKind } from "../lib/source-kinds.js";

type AuthDate = Date | string;
type AuthBool = boolean | number;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthBool;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  /** The organization the session works in (better-auth's organization plugin), or null for the personal space. */
  activeOrganizationId?: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface DocumentTable {
  id: string;
  /** Who made it. */
  userId: string;
  /** Whose it is: the personal space (the user's id) or an organization (its id). */
  spaceId: string;
  kind: SourceKind;
  title: string;
  /** JSON of the validated source. */
  source: string;
  origin: "agent" | "manual" | "showcase" | "onboarding" | "brand";
  brandId: string | null;
  /** The brand version the deck was built on (brand generate), or null. */
  brandVersion?: number | null;
  version: number;
  /** JSON of the part ids (workspace/part-ids.ts), or null: never changed since part ids came (ids by position). */
  parts?: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BrandTable {
  id: string;
  /** Who made it. */
  userId: string;
  /** Whose it is: the personal space (the user's id) or an organization (its id). */
  spaceId: string;
  name: string;
  bytes: number;
  sha256: string;
  /** Where the original upload is kept in the blob store. */
  blobKey: string;
  /** JSON of the template analysis (slide size, theme, layouts, lint). */
  analysis: string;
  createdAt: string;
  /** The current version: 1 at upload, one more at each replacement (brand_version keeps every one). */
  version: number;
}

/** One version of a brand's template (migration 010); the brand row mirrors its current one. */
export interface BrandVersionTable {
  brandId: string;
  version: number;
  name: string;
  bytes: number;
  sha256: string;
  blobKey: string;
  analysis: string;
  createdBy: string;
  createdAt: string;
}

export interface AssetTable {
  id: string;
  /** Who made it. */
  userId: string;
  /** Whose it is: the personal space (the user's id) or an organization (its id). */
  spaceId: string;
  /** image/png, image/jpeg or image/gif: sniffed from the bytes, never taken from the client. */
  type: string;
  /** The picture as shown (EXIF orientation applied), in pixels. */
  width: number;
  height: number;
  /** Size of the stored (metadata-stripped) bytes. */
  bytes: number;
  sha256: string;
  blobKey: string;
  createdAt: string;
  /** What the user calls it; an upload's file name by default. */
  name: string | null;
  alt: string | null;
  /** A JSON array of strings. */
  tags: string;
  /** upload, stock or generated. */
  origin: string;
  /** Where a fetched picture came from ("Pexels", the image model), its licence, credit line and page. */
  provider: string | null;
  license: string | null;
  credit: string | null;
  sourceUrl: string | null;
  /** A fetched picture's identity (source + query), so the same picture is not fetched or generated twice. */
  cacheKey: string | null;
  /** The point kept in view when the picture is cropped, 0..1 from the left and top; null for the centre. */
  focusX: number | null;
  focusY: number | null;
}

export interface AgentRunTable {
  id: string;
  userId: string | null;
  kind: string;
  model: string;
  status: "running" | "done" | "error" | "cancelled";
  inputTokens: number;
  outputTokens: number;
  ms: number;
  error: string | null;
  documentId: string | null;
  createdAt: string;
}

export interface IdempotencyTable {
  userId: string;
  key: string;
  route: string;
  requestHash: string;
  /** "pending" while the first call runs, then "done". */
  state: "pending" | "done";
  status: number | null;
  contentType: string | null;
  /** The stored answer (JSON, or a reference such as a run or document id). */
  body: string | null;
  createdAt: string;
  expiresAt: string;
}

export interface OnboardingTable {
  userId: string;
  state: "welcome" | "seeded" | "dismissed";
  itemIds: string;
  updatedAt: string;
}

/** better-auth's organization plugin tables (migration 008). */
export interface OrganizationTable {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  metadata: string | null;
  createdAt: AuthDate;
}

export interface MemberTable {
  id: string;
  organizationId: string;
  userId: string;
  role: string;
  createdAt: AuthDate;
}

export interface InvitationTable {
  id: string;
  organizationId: string;
  email: string;
  role: string | null;
  status: "pending" | "accepted" | "rejected" | "canceled";
  expiresAt: AuthDate;
  createdAt: AuthDate;
  inviterId: string;
}

export interface OutboxMailTable {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface BlobTable {
  key: string;
  bytes: Uint8Array;
  size: number;
  createdAt: string;
}

/** What made a document version (docs/api/history.md). */
export type DocumentChange =
  "created" | "edited" | "revised" | "regenerated" | "imported" | "restored" | "moved" | "baseline";

/**
 * One version of a document: a full `snapshot` of its source every few versions, a `delta` from the version before
 * in between (store/repos/version-chain.ts); neither means the source did not change (a rename, a move).
 */
export interface DocumentVersionTable {
  documentId: string;
  version: number;
  change: DocumentChange;
  /** Who made the change. */
  userId: string;
  title: string;
  snapshot: string | null;
  delta: string | null;
  /** JSON of the agent's applied edits for a revision, or null. */
  edits: string | null;
  /** The version a restore brought back, or null. */
  restoredFrom: number | null;
  /** JSON of the part ids this version had, or null (a version written before part ids came). */
  parts?: string | null;
  /** Bytes this version stores (snapshot + delta + edits). */
  bytes: number;
  createdAt: string;
}

export interface DB extends JobTables, WebhookTables, ShareTables {
  blob: BlobTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  organization: OrganizationTable;
  member: MemberTable;
  invitation: InvitationTable;
  document: DocumentTable;
  document_version: DocumentVersionTable;
  brand: BrandTable;
  brand_version: BrandVersionTable;
  asset: AssetTable;
  agent_run: AgentRunTable;
  idempotency_record: IdempotencyTable;
  onboarding_state: OnboardingTable;
  outbox_mail: OutboxMailTable;
}
