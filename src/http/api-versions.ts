// The API's dated versions and what changed in each: an older version's answers are the newest's, changed back.

/** Oldest first. A change that breaks a response shape gets a new date here and a `downgrade` in CHANGES. */
export const API_VERSIONS = ["2026-11-01", "2026-11-25", "2026-11-28"] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
export const LATEST_API_VERSION: ApiVersion = API_VERSIONS[API_VERSIONS.length - 1]!;
export const VERSION_HEADER = "Quire-Version";

export interface VersionChange {
  /** The version that made the change; callers on any earlier version get `downgrade`'s answer. */
  version: ApiVersion;
  summary: string;
  /** The answer as the version before this one gave it (a JSON body and its status); return the body unchanged when the change does not concern it. */
  downgrade(body: unknown, status: number): unknown;
  /** A line of a streamed answer (NDJSON) as the version before this one gave it; absent when no line changed. */
  downgradeLine?(line: unknown): unknown;
}

/** An answer or a stream's `error` line with its code `from` told as `to`, everything else as it is. */
function renameCode(body: unknown, field: "error", from: string, to: string): unknown {
  if (!body || typeof body !== "object" || (body as Record<string, unknown>)[field] !== from) return body;
  return { ...(body as object), [field]: to };
}

export const CHANGES: VersionChange[] = [
  {
    version: "2026-11-25",
    summary:
      "An organization API key whose quota is spent answers 429 with the new code `quota_exhausted`; earlier versions get `rate_limit_day`, a code their clients know, with the same Retry-After.",
    downgrade(body, status) {
      return status === 429 ? renameCode(body, "error", "quota_exhausted", "rate_limit_day") : body;
    },
    downgradeLine: (line) => renameCode(line, "error", "quota_exhausted", "rate_limit_day"),
  },
  {
    version: "2026-11-28",
    summary:
      "A write that would take a document past its limits (an edit, a revision, a restore, a move, a saved import) answers 413 with the new code `document_too_large`; earlier versions get `body_too_large`, the code they know for a source past its limits, with the same message.",
    downgrade(body, status) {
      return status === 413 ? renameCode(body, "error", "document_too_large", "body_too_large") : body;
    },
    downgradeLine: (line) => renameCode(line, "error", "document_too_large", "body_too_large"),
  },
];

export function parseApiVersion(value: string): ApiVersion | null {
  return (API_VERSIONS as readonly string[]).includes(value) ? (value as ApiVersion) : null;
}

/** The changes a caller on `version` must have undone, newest first (none for the latest). */
export function changesSince(version: ApiVersion, changes: readonly VersionChange[] = CHANGES): VersionChange[] {
  return changes.filter((change) => change.version > version).sort((a, b) => (a.version < b.version ? 1 : -1));
}
