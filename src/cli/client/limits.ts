// `quire usage`: where the key stands — each rate limit's minute and day window (used/limit, time to reset), the job
// limits, and the key itself (personal or an organization's, its scopes and quota); --json prints GET /api/usage whole.
import type { QuireClient, Usage } from "@quire/sdk";
import type { Output } from "./context.js";

type Window = { used: number; limit: number; reset: number };

/** Seconds as people read them: 45s, 12m, 5h, 5h 3m, 1d, 2d 4h; "-" for nothing counted (0). */
export function duration(seconds: number): string {
  if (seconds <= 0) return "-";
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.ceil(seconds / 60)}m`;
  const [big, bigUnit, small, smallUnit] =
    seconds < 86_400
      ? [Math.floor(seconds / 3600), "h", Math.floor((seconds % 3600) / 60), "m"]
      : [Math.floor(seconds / 86_400), "d", Math.floor((seconds % 86_400) / 3600), "h"];
  return `${big}${bigUnit}${small ? ` ${small}${smallUnit}` : ""}`;
}

const count = (w: { used: number; limit: number }) => `${w.used}/${w.limit}`;

/** The answer for people: who and with which key, then the rate limits as a table, then the job limits. */
export function describeUsage(usage: Usage): string {
  const lines: string[] = [];
  const key = usage.key;
  const org = usage.organization;
  if (!key) lines.push(`Signed in as ${usage.user.email} (a session)`);
  else if (key.kind === "personal") lines.push(`Personal key ${key.id} of ${usage.user.email}: all of your routes`);
  else
    lines.push(`Organization key ${key.id}${org ? ` of ${org.id}` : ""}: scopes ${key.scopes?.join(", ") || "none"}`);
  if (key?.quota) {
    const q = key.quota;
    lines.push(
      `Quota: ${q.remaining} of ${q.limit} calls left, refilled every ${duration(q.refillSeconds)}${q.remaining < q.limit ? ` (next at ${q.resetAt})` : ""}`,
    );
  } else if (key?.kind === "organization") lines.push("Quota: none (rate limits only)");
  if (org)
    lines.push(
      `Organization ${org.id}: role ${org.role}, ${org.jobItemsToday} job item${org.jobItemsToday === 1 ? "" : "s"} in the last 24 hours`,
    );

  const rows = Object.entries(usage.limits).filter((e): e is [string, { minute: Window; day: Window }] => !!e[1]);
  const table = [
    ["LIMIT", "MINUTE", "RESETS", "DAY", "RESETS"],
    ...rows.map(([name, { minute, day }]) => [
      name,
      count(minute),
      duration(minute.reset),
      count(day),
      duration(day.reset),
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((r) => r[i]!.length)));
  lines.push("", `Rate limits (${usage.subject === "key" ? "this organization key's own" : "yours"}):`);
  for (const row of table)
    lines.push(
      `  ${row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join("  ")
        .trimEnd()}`,
    );
  const jobs = usage.jobs;
  lines.push(
    "",
    `Jobs${key?.kind === "organization" ? " (this key's own)" : ""}: ${count(jobs.active)} active, ${count(jobs.openItems)} open items, ${count(jobs.itemsToday)} items in the last 24 hours`,
  );
  return lines.join("\n");
}

export async function showUsage(quire: QuireClient, out: Output): Promise<void> {
  const usage = await quire.usage();
  out.result(usage, describeUsage(usage));
}
