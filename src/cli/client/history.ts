// `quire history | diff | restore`: a saved document's versions, what changed between two, and an old one made current again.
import type { QuireClient, Schemas } from "@quire/sdk";
import { diffInWords, versionMadeBy } from "@quire/sdk";
import { UsageError, type Output } from "./context.js";

type VersionPage = Schemas["VersionPage"];

const USAGE = {
  history: "quire history <document id> [--limit <1..100>] [--cursor <nextCursor>] [--all]",
  diff: "quire diff <document id> <from version> [<to version; default: the current one>]",
  restore: "quire restore <document id> <version>",
};
// The route's own page sizes (docs/api/history.md): checked here so a bad flag is a usage error, not a refusal.
const PAGE = { min: 1, max: 100 };

/** A version as typed: a whole number from 1, else a usage error naming the argument. */
function versionArgument(value: string, name: string, usage: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1)
    throw new UsageError(`${name} is a version number (1, 2, 3 …), not “${value}”.\n${usage}`);
  return Number(value);
}

export async function history(
  quire: QuireClient,
  args: string[],
  flags: { limit?: string; cursor?: string; all?: boolean },
  out: Output,
): Promise<void> {
  const [id, ...extra] = args;
  if (!id || extra.length) throw new UsageError(USAGE.history);
  const limit = flags.limit === undefined ? undefined : Number(flags.limit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= PAGE.min && limit <= PAGE.max))
    throw new UsageError(`--limit takes a number from ${PAGE.min} to ${PAGE.max}.`);
  // --all takes the biggest pages: fewer calls against the WORKSPACE limit.
  const size = limit ?? (flags.all ? PAGE.max : undefined);
  const read = (cursor: string | undefined) =>
    quire.ok(
      quire.api.GET("/api/workspace/documents/{id}/versions", {
        params: { path: { id }, query: { ...(size ? { limit: size } : {}), ...(cursor ? { cursor } : {}) } },
      }),
    );
  let page = await read(flags.cursor);
  if (flags.all) {
    const items = [...page.items];
    while (page.nextCursor) {
      page = await read(page.nextCursor);
      items.push(...page.items);
    }
    page = { ...page, items };
  }
  out.result(page, describeVersions(id, page));
}

/** One line a version (number, what made it, who, when in UTC, title), a revision's edits under it, then how to page on. */
function describeVersions(id: string, page: VersionPage): string {
  if (!page.items.length) return "No versions.";
  const rows = page.items.map((v) => [
    String(v.version),
    versionMadeBy(v),
    v.author ?? "-",
    new Date(v.createdAt).toISOString().slice(0, 16).replace("T", " "),
    v.title,
  ]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const indent = " ".repeat(widths[0]! + 2);
  const lines = page.items.flatMap((v, k) => [
    rows[k]!.map((cell, i) =>
      i === 0 ? cell.padStart(widths[0]!) : i === rows[k]!.length - 1 ? cell : cell.padEnd(widths[i]!),
    ).join("  "),
    ...(v.edits ?? []).map((e) => `${indent}${e.message}`),
  ]);
  if (page.nextCursor) lines.push(`Older versions: quire history ${id} --cursor ${page.nextCursor} (or --all)`);
  return lines.join("\n");
}

export async function diff(quire: QuireClient, args: string[], out: Output): Promise<void> {
  const [id, from, to, ...extra] = args;
  if (!id || from === undefined || extra.length) throw new UsageError(USAGE.diff);
  const query = {
    from: versionArgument(from, "<from version>", USAGE.diff),
    ...(to !== undefined ? { to: versionArgument(to, "<to version>", USAGE.diff) } : {}),
  };
  const answer = await quire.ok(
    quire.api.GET("/api/workspace/documents/{id}/diff", { params: { path: { id }, query } }),
  );
  const lines = diffInWords(answer);
  out.result(
    answer,
    [
      `${id}: version ${answer.from} → ${answer.to}`,
      ...(lines.length ? lines : ["no changes"]).map((l) => `  ${l}`),
    ].join("\n"),
  );
}

export async function restore(quire: QuireClient, args: string[], out: Output): Promise<void> {
  const [id, version, ...extra] = args;
  if (!id || version === undefined || extra.length) throw new UsageError(USAGE.restore);
  const n = versionArgument(version, "<version>", USAGE.restore);
  const { document } = await quire.ok(
    quire.api.POST("/api/workspace/documents/{id}/versions/{n}/restore", { params: { path: { id, n } } }),
  );
  const { kind, title } = document;
  out.result(
    { document: { id: document.id, kind, title, version: document.version }, restoredFrom: n },
    `Restored version ${n} of ${id} as version ${document.version} (${kind} “${title}”)`,
  );
}
