// What an organization API key may call: its scopes, the one scope each route needs, and the scope each use beyond
// the route needs (an existing document read, a document saved or changed, a brand built on).
import { AppError } from "../../lib/errors.js";

export const KEY_SCOPES = ["documents:read", "documents:write", "agent", "brands:generate", "brands:manage", "jobs", "webhooks"] as const;
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
  if (path.startsWith("/api/workspace/") || path.startsWith("/api/assets") || path.startsWith("/api/showcase")) {
    return read ? "documents:read" : "documents:write";
  }
  if (path === "/api/export") return "documents:read";
  if (path === "/api/import") return "documents:write";
  if (path === "/api/agent") return "agent";
  if (/^\/api\/brands\/[^/]+\/(generate|batch)$/.test(path)) return "brands:generate";
  if (path.startsWith("/api/brands")) return read ? "brands:generate" : "brands:manage";
  if (path.startsWith("/api/jobs")) return "jobs";
  if (path.startsWith("/api/webhooks")) return "webhooks";
  return null;
}

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
  throw new AppError("forbidden", `${what} needs the scope \`${needed}\`, which this organization API key lacks (it has: ${caller.scopes.join(", ") || "none"}). An admin can issue a key with it.`);
}
