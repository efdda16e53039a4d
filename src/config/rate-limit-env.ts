// Reads RATE_LIMIT_<NAME>_PER_MINUTE / _PER_DAY overrides; an unknown NAME is a typo and fails boot.

export const RATE_LIMIT_NAMES = [
  "DEMO",
  "AGENT",
  "RENDER",
  "EXPORT",
  "BRANDS",
  "ASSETS",
  "IMPORT",
  "GENERATE",
  "BATCH",
  "WORKSPACE",
  "ONBOARDING",
  "MAGIC_LINK",
  "WEBHOOKS",
  "PICTURES",
  "SHARED",
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
export type RateLimitOverrides = Partial<Record<RateLimitName, { perMinute?: number; perDay?: number }>>;

const PATTERN = /^RATE_LIMIT_([A-Z_]+?)_PER_(MINUTE|DAY)$/;

export function parseRateLimitOverrides(env: Record<string, string | undefined>): {
  overrides: RateLimitOverrides;
  problems: string[];
} {
  const overrides: RateLimitOverrides = {};
  const problems: string[] = [];
  for (const [key, raw] of Object.entries(env)) {
    if (!key.startsWith("RATE_LIMIT_") || raw === undefined || raw === "") continue;
    const m = PATTERN.exec(key);
    const name = m?.[1] as RateLimitName | undefined;
    if (!m || !name || !RATE_LIMIT_NAMES.includes(name)) {
      problems.push(
        `${key}: unknown rate limit; expected RATE_LIMIT_<${RATE_LIMIT_NAMES.join("|")}>_PER_MINUTE or _PER_DAY`,
      );
      continue;
    }
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      problems.push(`${key}: must be a positive integer`);
      continue;
    }
    const entry = (overrides[name] ??= {});
    if (m[2] === "MINUTE") entry.perMinute = value;
    else entry.perDay = value;
  }
  return { overrides, problems };
}
