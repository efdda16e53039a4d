// The API's dated versions and what changed in each: an older version's answers are the newest's, changed back.

/** Oldest first. A change that breaks a response shape gets a new date here and a `downgrade` in CHANGES. */
export const API_VERSIONS = ["2026-11-01", "2026-11-25"] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];
export const LATEST_API_VERSION: ApiVersion = API_VERSIONS[API_VERSIONS.length - 1]!;
export const VERSION_HEADER = "Quire-Version";

export interface VersionChange {
  /** The version that made the change; callers on any earlier version get `downgrade`'s answer. */
  version: ApiVersion;
  summary: string;
  /** The answer as the version before this one gave it (a JSON body and its status); return the body unchanged when the change does not concern it. */
  downgrade(body: unknown, status: number): unknown;
}

export const CHANGES: VersionChange[] = [
  {
    version: "2026-11-25",
    summary: "An organization API key whose quota is spent answers 429 with the new code `quota_exhausted`; earlier versions get `rate_limit_day`, a code their clients know, with the same Retry-After.",
    downgrade(body, status) {
      if (status !== 429 || !body || typeof body !== "object" || (body as { error?: unknown }).error !== "quota_exhausted") return body;
      return { ...(body as object), error: "rate_limit_day" };
    },
  },
];

export function parseApiVersion(value: string): ApiVersion | null {
  return (API_VERSIONS as readonly string[]).includes(value) ? (value as ApiVersion) : null;
}

/** The changes a caller on `version` must have undone, newest first (none for the latest). */
export function changesSince(version: ApiVersion, changes: readonly VersionChange[] = CHANGES): VersionChange[] {
  return changes.filter((change) => change.version > version).sort((a, b) => (a.version < b.version ? 1 : -1));
}
