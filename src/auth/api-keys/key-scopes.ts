// What an organization API key may call: its scopes, the one scope each route needs, and the scope each use beyond
// the route needs (an existing document read, a document saved or changed, a brand built on).
import { AppError } from "../../lib/errors.js";
import type { SpacedTable } from "../../store/space-resources.js";

export const KEY_SCOPES = [
  "documents:read",
  "documents:write",
  "agent",
  "brands:generate",
  "brands:manage",
  "jobs",
  "webhooks",
] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

const READS = new Set(["GET", "HEAD"]);

/**
 * The scope a call needs, from its method and path; null for a route an organization key does not reach (managing
 * keys, organizations and sign-in is for people; onboarding is a person's own workspace — its route says so). Public
 * routes never get here: they take no key (render reads one, and asks here like any route).
 */
export function scopeFor(method: string, path: string): KeyScope | "any" | null {
  const read = READS.has(method);
  if (path === "/api/usage" || path === "/api/pictures" || path === "/api/mcp" || path === "/api/render") return "any";
  if (path === "/api/export") return "documents:read";
  if (path === "/api/import") return "documents:write";
  if (path === "/api/agent") return "agent";
  if (/^\/api\/brands\/[^/]+\/(generate|batch)$/.test(path)) return "brands:generate";
  for (const routes of Object.values(RESOURCE_ROUTES)) {
    if (routes?.prefixes.some((prefix) => path.startsWith(prefix))) return read ? routes.read : routes.write;
  }
  return null;
}

/**
 * Each space-owned resource's routes and the scopes an organization key needs to read and to change them, keyed by
 * its table in store/space-resources.ts: a resource declared there without its entry here fails to compile (null: it
 * has no routes of its own).
 */
const RESOURCE_ROUTES: Record<SpacedTable, { prefixes: readonly string[]; read: KeyScope; write: KeyScope } | null> = {
  document: { prefixes: ["/api/workspace/", "/api/showcase"], read: "documents:read", write: "documents:write" },
  asset: { prefixes: ["/api/assets"], read: "documents:read", write: "documents:write" },
  brand: { prefixes: ["/api/brands"], read: "brands:generate", write: "brands:manage" },
  job: { prefixes: ["/api/jobs"], read: "jobs", write: "jobs" },
  webhook_endpoint: { prefixes: ["/api/webhooks"], read: "webhooks", write: "webhooks" },
  // A delivery is read and sent again through its endpoint's routes.
  webhook_delivery: null,
  // A document's links are its own routes' (/api/workspace/documents/{id}/shares): documents' scopes.
  share: null,
  // The sharing setting is changed on the organization's route, which keys do not reach.
  space_setting: null,
};

/**
 * What a call may use or make beyond its route, and the scope each needs: the same rule on every route that takes
 * documents, pictures or brands as input, so a narrow key cannot reach through one route what another refuses it.
 */
export const USE_SCOPES = {
  /** An existing document read: `attachments`, `documentId`, an uploaded picture (asset id) drawn in a source. */
  readDocuments: "documents:read",
  /** A document saved: a run's or a generated deck's new document, or one changed in place. */
  saveDocuments: "documents:write",
  /** The model run outside the agent's route: a slide regenerated. */
  runModel: "agent",
  /** A brand built on outside the brand routes: `brandId` on the agent and on export. */
  useBrands: "brands:generate",
} as const satisfies Record<string, KeyScope>;

export type KeyUse = keyof typeof USE_SCOPES;

/**
 * 403 `forbidden` when an organization key lacks the scope `use` needs, naming it and what asked for it (`what`, a
 * phrase that starts the message: "Building on documents (`attachments`)"). Sessions and personal keys carry no scopes: they
 * reach everything of their space.
 */
export function requireUse(caller: { scopes?: readonly KeyScope[] }, use: KeyUse, what: string): void {
  const needed = USE_SCOPES[use];
  if (!caller.scopes || caller.scopes.includes(needed)) return;
  throw new AppError(
    "forbidden",
    `${what} needs the scope \`${needed}\`, which this organization API key lacks (it has: ${caller.scopes.join(", ") || "none"}). An admin can issue a key with it.`,
  );
}
