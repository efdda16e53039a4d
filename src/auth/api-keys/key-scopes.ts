// What an organization API key may call: its scopes, and the one scope each route needs.

export const KEY_SCOPES = ["documents:read", "documents:write", "agent", "brands:generate", "brands:manage", "jobs", "webhooks"] as const;
export type KeyScope = (typeof KEY_SCOPES)[number];

const READS = new Set(["GET", "HEAD"]);

/**
 * The scope a call needs, from its method and path; null for a route an organization key does not reach (managing
 * keys, organizations and sign-in is for people; onboarding is a person's own workspace — its route says so). Public
 * routes never get here: they take no key.
 */
export function scopeFor(method: string, path: string): KeyScope | "any" | null {
  const read = READS.has(method);
  if (path === "/api/usage" || path === "/api/mcp" || path === "/api/render") return "any";
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
