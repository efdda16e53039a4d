// The MCP tool that says where the key stands: usage (its limits, quota, jobs and scopes, in a few lines).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { guarded, text } from "./tool-kit.js";
import type { QuireClient, Usage } from "@quire/sdk";

const count = (c: { used: number; limit: number }) => `${c.used}/${c.limit}`;

/** GET /api/usage as a few lines for the assistant: the key, its quota, the limits already used, the job limits. */
function describeUsage(usage: Usage): string {
  const { key, organization: org } = usage;
  const lines = [
    !key
      ? `Signed in as ${usage.user.email}.`
      : key.kind === "personal"
        ? `Personal key of ${usage.user.email}: every route.`
        : `Organization key of ${org?.id ?? "an organization"}; scopes: ${key.scopes?.join(", ") || "none"}.`,
  ];
  if (key?.quota)
    lines.push(
      `Quota: ${key.quota.remaining} of ${key.quota.limit} calls left; refills every ${key.quota.refillSeconds} s (next at ${key.quota.resetAt}).`,
    );
  const used = Object.entries(usage.limits).flatMap(([name, w]) =>
    w && (w.minute.used || w.day.used) ? [`${name} ${count(w.minute)} this minute, ${count(w.day)} today`] : [],
  );
  lines.push(
    `Rate limits${usage.subject === "key" ? " (this key's own)" : ""}: ${used.length ? used.join("; ") : "none used yet"}; the rest unused (limits in structuredContent).`,
  );
  lines.push(
    `Jobs${key?.kind === "organization" ? " (this key's own)" : ""}: ${count(usage.jobs.active)} active, ${count(usage.jobs.openItems)} open items, ${count(usage.jobs.itemsToday)} items in 24 h.`,
  );
  return lines.join("\n");
}

export function registerUsageTool(server: McpServer, quire: QuireClient): void {
  server.registerTool(
    "usage",
    {
      title: "Where the key stands",
      description:
        "The caller's rate limits (each one's minute and day window: used, limit, seconds to reset), job limits, organization, and the API key itself: personal, or an organization's with its scopes and quota. " +
        "Call it before a long run, or after a quota_exhausted or rate-limit refusal; it counts against no rate limit (a metered organization key spends one call of its quota).",
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    async () =>
      guarded(async () => {
        const usage = await quire.usage();
        return {
          content: [text(describeUsage(usage))],
          structuredContent: usage as unknown as Record<string, unknown>,
        };
      }),
  );
}
