// All repositories over one database handle.
import type { Kysely } from "kysely";
import type { DB } from "../schema.js";
import { createAgentRunRepo, type AgentRunRepo } from "./agent-runs.js";
import { createAssetRepo, type AssetRepo } from "./assets.js";
import { createBrandRepo, type BrandRepo } from "./brands.js";
import { createDocumentVersionRepo, type DocumentVersionRepo, type HistoryPolicy } from "./document-versions.js";
import { createDocumentRepo, type DocumentRepo } from "./documents.js";
import { createIdempotencyRepo, type IdempotencyRepo } from "./idempotency.js";
import { createOnboardingRepo, type OnboardingRepo } from "./onboarding.js";
import { createOutboxRepo, type OutboxRepo } from "./outbox.js";
import { createOrganizationRepo, type OrganizationRepo } from "./organizations.js";
import { createAuditRepo, type AuditRepo } from "./audit.js";
import { createShareRepo, type ShareRepo } from "./shares.js";

/** `S`: what a stored source is (documents.ts DocumentRecord); the composition root says the source model. */
export interface Repos<S = unknown> {
  documents: DocumentRepo<S>;
  documentVersions: DocumentVersionRepo<S>;
  brands: BrandRepo;
  assets: AssetRepo;
  agentRuns: AgentRunRepo;
  idempotency: IdempotencyRepo;
  onboarding: OnboardingRepo;
  outbox: OutboxRepo;
  organizations: OrganizationRepo;
  audit: AuditRepo;
  shares: ShareRepo;
}

export function createRepos<S = unknown>(db: Kysely<DB>, options: { history?: HistoryPolicy } = {}): Repos<S> {
  return {
    documents: createDocumentRepo<S>(db, options.history),
    documentVersions: createDocumentVersionRepo<S>(db),
    brands: createBrandRepo(db),
    assets: createAssetRepo(db),
    agentRuns: createAgentRunRepo(db),
    idempotency: createIdempotencyRepo(db),
    onboarding: createOnboardingRepo(db),
    outbox: createOutboxRepo(db),
    organizations: createOrganizationRepo(db),
    audit: createAuditRepo(db as never),
    shares: createShareRepo(db),
  };
}
