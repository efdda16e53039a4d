// `quire share`: a document shared by link (docs/api/shares.md) — a link made and its URL printed (the only time the
// URL is given), the document's links listed, one revoked, and who looked at one (views by day, time per slide).
import { readFileSync } from "node:fs";
import type { QuireClient } from "@quire/sdk";
import { UsageError, type Output } from "./context.js";

type ShareList = Awaited<ReturnType<typeof listShares>>;
type Share = ShareList["items"][number];
type ShareViews = Awaited<ReturnType<typeof readViews>>;

const USAGE = `quire share <document id> [--label "<label>"] [--expires <2026-12-31 | 2026-12-31T18:00Z | 7d | 12h | 2w>]
            [--password-stdin | --password <8..128 characters>] [--downloads] [--no-present] [--version <n>]
quire share list <document id> [--limit <1..100>] [--cursor <nextCursor>] [--all]
quire share revoke <document id> <share id>
quire share views <document id> <share id> [--days <1..366>]`;

// The route's own bounds (docs/api/shares.md): checked here so a bad flag fails before any call.
const PASSWORD = { min: 8, max: 128 };
const LABEL_MAX = 100;
const DAYS = { min: 1, max: 366 };
const PAGE = { min: 1, max: 100 };
const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

export interface ShareFlags {
  label?: string;
  expires?: string;
  password?: string;
  "password-stdin"?: boolean;
  downloads?: boolean;
  "no-present"?: boolean;
  version?: string;
  days?: string;
  limit?: string;
  cursor?: string;
  all?: boolean;
}

type Action = "make" | "list" | "revoke" | "views";
/** Each action's own flags: another's is refused rather than ignored (a --password given to list protects nothing). */
const FLAGS_OF: Record<Action, readonly (keyof ShareFlags)[]> = {
  make: ["label", "expires", "password", "password-stdin", "downloads", "no-present", "version"],
  list: ["limit", "cursor", "all"],
  revoke: [],
  views: ["days"],
};
const SHARE_FLAGS = Object.values(FLAGS_OF).flat();

function refuseOtherFlags(flags: ShareFlags, action: Action): void {
  const wrong = SHARE_FLAGS.find((f) => flags[f] !== undefined && !FLAGS_OF[action].includes(f));
  if (wrong)
    throw new UsageError(
      `--${wrong} does not go with ${action === "make" ? "making a link" : `quire share ${action}`}.\n${USAGE}`,
    );
}

/**
 * --expires as typed: a day (the link works to the end of it, UTC), a date and time, or a span from now (7d, 12h, 2w);
 * "never" for no expiry. A moment already past is a usage error.
 */
function expiryOf(given: string, now = Date.now()): string | null {
  const value = given.trim();
  if (value === "never") return null;
  const span = /^(\d{1,4})([hdw])$/.exec(value);
  let at: number;
  if (span) at = now + Number(span[1]) * UNIT_MS[span[2] as keyof typeof UNIT_MS];
  else if (/^\d{4}-\d\d-\d\d$/.test(value)) {
    at = Date.parse(`${value}T23:59:59.000Z`);
    // Date.parse rolls 2026-02-30 over to March: a day that does not exist is refused.
    if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== value) at = Number.NaN;
  } else at = /^\d{4}-\d\d-\d\dT/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(at))
    throw new UsageError(
      `--expires takes a day (2026-12-31: to its end, UTC), a date and time (2026-12-31T18:00Z), a span from now (7d, 12h, 2w) or never, not “${given}”.`,
    );
  if (at <= now) throw new UsageError(`--expires ${given} is already past.`);
  return new Date(at).toISOString();
}

/** The password from --password-stdin (its one trailing newline dropped) or --password, checked against the route's bounds. */
function passwordOf(flags: ShareFlags, out: Output): string | undefined {
  if (flags.password !== undefined && flags["password-stdin"])
    throw new UsageError(`Give the password with --password-stdin or --password, not both.\n${USAGE}`);
  let password = flags.password;
  if (flags["password-stdin"]) password = readFileSync(0, "utf8").replace(/\r?\n$/, "");
  // A password on the command line stays in the shell's history and the process list.
  else if (password !== undefined)
    out.progress(
      "Note: --password is visible to other users of this machine; --password-stdin reads it from stdin instead.",
    );
  if (password === undefined) return undefined;
  if (password.length < PASSWORD.min || password.length > PASSWORD.max)
    throw new UsageError(
      `A link's password is ${PASSWORD.min} to ${PASSWORD.max} characters; this one has ${password.length}.`,
    );
  return password;
}

function versionOf(given: string): number {
  if (!/^\d{1,10}$/.test(given) || Number(given) < 1)
    throw new UsageError(`--version takes a version number (1, 2, 3 …), not “${given}”.\n${USAGE}`);
  return Number(given);
}

const listShares = (quire: QuireClient, id: string, query: { limit?: number; cursor?: string } = {}) =>
  quire.ok(quire.api.GET("/api/workspace/documents/{id}/shares", { params: { path: { id }, query } }));

const readViews = (quire: QuireClient, id: string, shareId: string, days: number | undefined) =>
  quire.ok(
    quire.api.GET("/api/workspace/documents/{id}/shares/{shareId}/views", {
      params: { path: { id, shareId }, query: days !== undefined ? { days } : {} },
    }),
  );

/** Seconds as people read a time spent: 0s, 45s, 5m 10s, 1h 2m. */
function spent(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${s % 60 ? ` ${s % 60}s` : ""}`;
  return `${Math.floor(s / 3600)}h${Math.floor((s % 3600) / 60) ? ` ${Math.floor((s % 3600) / 60)}m` : ""}`;
}

/** An ISO time as a line shows it: 2026-12-31 23:00 (UTC). */
const when = (iso: string) => new Date(iso).toISOString().slice(0, 16).replace("T", " ");
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What a link allows, in a few words: "password, downloads, presenting". */
function allows(share: Share): string {
  const parts = [
    share.hasPassword ? "password" : "",
    share.downloads ? "downloads" : "",
    share.present ? "presenting" : "",
  ].filter(Boolean);
  return parts.join(", ") || "view only";
}

/** A table of the document's links, one line each: id, status, token start, views, version, expiry, what it allows, label; then how to page on. */
function describeShares(id: string, list: ShareList): string {
  if (!list.items.length) return "No links.";
  const rows = list.items.map((s) => [
    s.id,
    s.status,
    `${s.tokenStart}…`,
    plural(s.views, "view"),
    s.version === null ? "latest" : `version ${s.version}`,
    s.expiresAt ? `expires ${when(s.expiresAt)}` : "never expires",
    allows(s),
    s.label ?? "",
  ]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const lines = rows.map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
  if (list.nextCursor) lines.push(`Older links: quire share list ${id} --cursor ${list.nextCursor} (or --all)`);
  return lines.join("\n");
}

/** Who looked, in plain text: the total since the window's first day, each day with views, then the time on each slide. */
function describeViews(views: ShareViews): string {
  const lines = [
    `${views.shareId}: ${plural(views.total.views, "view")}, ${spent(views.total.seconds)} in all since ${views.since}`,
  ];
  if (views.days.length) {
    const width = Math.max(...views.days.map((d) => plural(d.views, "view").length));
    lines.push(
      "Views by day:",
      ...views.days.map((d) => `  ${d.date}  ${plural(d.views, "view").padEnd(width)}  ${spent(d.seconds)}`),
    );
  }
  if (views.slides.length) {
    const width = Math.max(...views.slides.map((s) => String(s.slide).length));
    lines.push(
      "Time per slide:",
      ...views.slides.map((s) => `  slide ${String(s.slide).padStart(width)}  ${spent(s.seconds)}`),
    );
  }
  return lines.join("\n");
}

export async function share(quire: QuireClient, args: string[], flags: ShareFlags, out: Output): Promise<void> {
  const [first, ...rest] = args;
  if (!first) throw new UsageError(USAGE);
  refuseOtherFlags(flags, first === "list" || first === "revoke" || first === "views" ? first : "make");
  switch (first) {
    case "list": {
      const [id, ...extra] = rest;
      if (!id || extra.length) throw new UsageError(USAGE);
      const limit = flags.limit === undefined ? undefined : Number(flags.limit);
      if (limit !== undefined && !(Number.isInteger(limit) && limit >= PAGE.min && limit <= PAGE.max))
        throw new UsageError(`--limit takes a number from ${PAGE.min} to ${PAGE.max}.`);
      // --all takes the biggest pages: fewer calls against the WORKSPACE limit.
      const size = limit ?? (flags.all ? PAGE.max : undefined);
      const read = (cursor: string | undefined) =>
        listShares(quire, id, { ...(size ? { limit: size } : {}), ...(cursor ? { cursor } : {}) });
      let list = await read(flags.cursor);
      if (flags.all) {
        const items = [...list.items];
        while (list.nextCursor) {
          list = await read(list.nextCursor);
          items.push(...list.items);
        }
        list = { ...list, items };
      }
      return out.result(list, describeShares(id, list));
    }
    case "revoke": {
      const [id, shareId, ...extra] = rest;
      if (!id || !shareId || extra.length) throw new UsageError(USAGE);
      await quire.ok(
        quire.api.DELETE("/api/workspace/documents/{id}/shares/{shareId}", { params: { path: { id, shareId } } }),
      );
      return out.result(
        { revoked: shareId, documentId: id },
        `Revoked ${shareId} of ${id}: its link answers 404 from now on.`,
      );
    }
    case "views": {
      const [id, shareId, ...extra] = rest;
      if (!id || !shareId || extra.length) throw new UsageError(USAGE);
      const days = flags.days === undefined ? undefined : Number(flags.days);
      if (days !== undefined && !(Number.isInteger(days) && days >= DAYS.min && days <= DAYS.max))
        throw new UsageError(`--days takes a number from ${DAYS.min} to ${DAYS.max}.`);
      const views = await readViews(quire, id, shareId, days);
      return out.result(views, describeViews(views));
    }
    default: {
      const id = first;
      if (rest.length) throw new UsageError(USAGE);
      if (flags.label !== undefined && flags.label.length > LABEL_MAX)
        throw new UsageError(`--label is at most ${LABEL_MAX} characters.`);
      const expiresAt = flags.expires === undefined ? undefined : expiryOf(flags.expires);
      const version = flags.version === undefined ? undefined : versionOf(flags.version);
      const password = passwordOf(flags, out);
      const body = {
        ...(flags.label !== undefined ? { label: flags.label } : {}),
        ...(expiresAt !== undefined ? { expiresAt } : {}),
        ...(password !== undefined ? { password } : {}),
        ...(flags.downloads ? { downloads: true } : {}),
        ...(flags["no-present"] ? { present: false } : {}),
        ...(version !== undefined ? { version } : {}),
      };
      const answer = await quire.ok(
        quire.api.POST("/api/workspace/documents/{id}/shares", { params: { path: { id } }, body }),
      );
      const s = answer.share;
      out.progress(
        `Link ${s.id} to ${id}${s.version === null ? "" : ` (version ${s.version})`}: ${s.expiresAt ? `expires ${when(s.expiresAt)} UTC` : "never expires"}; ${allows(s)}. Keep the URL: it is shown only now.`,
      );
      // Only the URL on stdout, so `url=$(quire share doc_…)` works; --json gives the whole answer with the embed.
      return out.result(answer, answer.url);
    }
  }
}
