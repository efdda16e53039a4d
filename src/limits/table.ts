// The one table of rate limits (per-minute and per-day windows); RATE_LIMIT_<NAME>_PER_MINUTE/_PER_DAY override it.
import type { RateLimitName, RateLimitOverrides } from "../config/rate-limit-env.js";

export interface LimitSpec {
  perMinute: number;
  perDay: number;
  /** What the limit counts, in the plural ("demo runs"): a refusal names it. */
  calls: string;
  /** What a refusal adds for whoever met it, beyond waiting. */
  beyond?: string;
  /** Why this size: read by people tuning the service. */
  note: string;
}

/**
 * Authenticated routes are keyed by user, public ones by client IP (IPv6 grouped by /64).
 * DEMO is the public demo's documented limit (docs/api/conventions.md); the others are sized so a busy human never meets them and a runaway script does.
 */
export const LIMITS: Record<RateLimitName, LimitSpec> = {
  DEMO: {
    perMinute: 2,
    perDay: 5,
    calls: "demo runs",
    beyond: "Sign in to keep going: it's free.",
    note: "public agent demo, per client IP",
  },
  AGENT: {
    perMinute: 30,
    perDay: 600,
    calls: "agent runs",
    note: "model calls cost money. One person in the web app runs one per prompt and per revision (a quick revise-check-revise burst, onboarding's three starters back to back, a retry or two) and so can pass 10 in a minute; 30 leaves that room. A working day of such bursts stays well under 600, which still caps a runaway script's spend",
  },
  RENDER: { perMinute: 120, perDay: 10_000, calls: "renders", note: "cheap and public; live preview re-renders often" },
  EXPORT: { perMinute: 30, perDay: 2_000, calls: "exports", note: "CPU-heavy file builds (pool-bound)" },
  BRANDS: {
    perMinute: 10,
    perDay: 200,
    calls: "brand uploads and reads",
    note: "template uploads and reads of their analysis",
  },
  ASSETS: {
    perMinute: 300,
    perDay: 20_000,
    calls: "image uploads and reads",
    note: "image uploads (ASSET_MAX_BYTES each) and reads; a page of slides shows dozens",
  },
  IMPORT: {
    perMinute: 20,
    perDay: 500,
    calls: "file imports",
    note: "file imports (UPLOAD_MAX_BYTES each, read on the export workers)",
  },
  GENERATE: {
    perMinute: 10,
    perDay: 300,
    calls: "decks generated on a brand",
    note: "deck generation on a brand: one model call each",
  },
  BATCH: { perMinute: 2, perDay: 30, calls: "brand batches", note: "up to BATCH_MAX decks per call" },
  WORKSPACE: { perMinute: 600, perDay: 50_000, calls: "workspace calls", note: "document CRUD; cheap indexed queries" },
  ONBOARDING: { perMinute: 10, perDay: 100, calls: "onboarding calls", note: "seeding writes three documents" },
  MAGIC_LINK: {
    perMinute: 10,
    perDay: 100,
    calls: "sign-in e-mails requested",
    note: "sign-in e-mails per client IP (the per-address limits are MAGIC_LINK_PER_CLIENT_ADDRESS and MAGIC_LINK_MAILS_PER_ADDRESS)",
  },
  WEBHOOKS: {
    perMinute: 60,
    perDay: 2_000,
    calls: "webhook calls",
    note: "webhook endpoints, their delivery logs, test sends and redeliveries (each a queued outbound request)",
  },
  PICTURES: {
    perMinute: 30,
    perDay: 300,
    calls: "pictures fetched or generated",
    note: "stock photos and generated images cost the operator per picture (a search and a download, or an image model's call); a deck takes up to PICTURES_PER_REQUEST, so 30 a minute is five decks' worth. Library pictures and reused ones are not counted",
  },
  SHARED: {
    perMinute: 600,
    perDay: 50_000,
    calls: "shared page calls",
    note: "a share link's page, slide pictures, files and view reports, per client IP: one viewer paging a 60-slide deck makes about 70 calls, a room behind one NAT a few hundred; a warm slide costs no drawing",
  },
};

/** Wrong passwords of one share link from every client together, per minute: guessing one link stays slow. */
export const SHARE_PASSWORD_PER_LINK = { points: 10, durationSeconds: 60 };
/** Password attempts of one client over every link, per minute. */
export const SHARE_PASSWORD_PER_CLIENT = { points: 20, durationSeconds: 60 };

/**
 * One client asks for links to one address at most 3 times per 15 minutes; the next is its own 429. Counted per client
 * and address, so nobody else can spend it for the person the address belongs to.
 */
export const MAGIC_LINK_PER_CLIENT_ADDRESS = { points: 3, durationSeconds: 15 * 60 };

/**
 * An address gets at most 5 sign-in mails per 15 minutes from all clients together, so many clients cannot flood its
 * mailbox. Past that, a client's first request for the address in its window still gets a mail (the person asking from
 * their own device always gets a link) and any other is answered alike with nothing sent.
 */
export const MAGIC_LINK_MAILS_PER_ADDRESS = { points: 5, durationSeconds: 15 * 60 };

export function resolveLimits(overrides: RateLimitOverrides): Record<RateLimitName, LimitSpec> {
  const out = {} as Record<RateLimitName, LimitSpec>;
  for (const [name, spec] of Object.entries(LIMITS) as [RateLimitName, LimitSpec][]) {
    out[name] = {
      ...spec,
      ...(overrides[name]?.perMinute ? { perMinute: overrides[name]!.perMinute! } : {}),
      ...(overrides[name]?.perDay ? { perDay: overrides[name]!.perDay! } : {}),
    };
  }
  return out;
}
