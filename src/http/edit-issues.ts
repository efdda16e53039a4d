// A typed edit's schema error said as its other refusals are (docs/api/edits.md): which edit, its operation and the
// field — `Edit 2 (remove-rows): `rows.0` must match …`, details at `edits.1.rows.0` — where zod's issues alone say
// "does not match the schema".
import type { z } from "@hono/zod-openapi";
import { AppError, type ErrorDetail } from "../lib/errors.js";

type Issue = z.core.$ZodIssue;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** What an issue says about its field, as a phrase: "must match pattern …", "is required", "unknown field `index`". */
function phrase(issue: Issue): string {
  if (issue.code === "unrecognized_keys")
    return `unknown ${issue.keys.length === 1 ? "field" : "fields"} ${issue.keys.map((k) => `\`${k}\``).join(", ")}`;
  if (issue.code === "invalid_union") {
    if ("options" in issue && Array.isArray(issue.options))
      return `must be one of ${issue.options.map(String).join(", ")}`;
    const branches = issue.errors.map((branch) => branch[0]).filter((first) => first !== undefined);
    if (branches.length && branches.every((b) => b.code === "invalid_type" && / received undefined$/.test(b.message)))
      return "is required";
    const expected = [...new Set(branches.flatMap((b) => (b.code === "invalid_type" ? [b.expected] : [])))];
    if (expected.length)
      return `must be ${expected.map((e) => (/^[aeiou]/.test(e) ? `an ${e}` : `a ${e}`)).join(" or ")}`;
  }
  if (issue.code === "invalid_type" && / received undefined$/.test(issue.message)) return "is required";
  const said = issue.message.replace(/^Invalid [^:]*:\s*/, "");
  return said.charAt(0).toLowerCase() + said.slice(1);
}

/** The field and what is wrong with it, as a clause: "`rows.0` must match …", "unknown field `index`". */
function clause(field: string, issue: Issue): string {
  const said = phrase(issue);
  if (!field || issue.code === "unrecognized_keys") return said;
  return /^(must|is) /.test(said) ? `\`${field}\` ${said}` : `\`${field}\`: ${said}`;
}

/**
 * The 400 for a body whose edits fail the schema, naming the first edit with a problem and its operation (read from
 * the body as sent), or null when no issue is in an edit.
 */
export function editsInvalid(issues: readonly Issue[], body: unknown): AppError | null {
  const first = issues.find((issue) => issue.path[0] === "edits" && typeof issue.path[1] === "number");
  if (!first) return null;
  const n = first.path[1] as number;
  const sent = (body as { edits?: unknown } | null)?.edits;
  const op = Array.isArray(sent) ? (sent[n] as { op?: unknown } | null)?.op : undefined;
  const badOp = first.path[2] === "op";
  const name = typeof op === "string" && !badOp ? `Edit ${n + 1} (${op.slice(0, 40)})` : `Edit ${n + 1}`;
  const details: ErrorDetail[] = issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: clause(
      issue.path
        .slice(issue.path[0] === "edits" ? 2 : 0)
        .map(String)
        .join("."),
      issue,
    ),
  }));
  const more = issues.length > 1 ? ` (and ${plural(issues.length - 1, "more problem")}, in details)` : "";
  return new AppError(
    "invalid_request",
    `${name}: ${clause(first.path.slice(2).map(String).join("."), first)}${more}.`,
    { details },
  );
}
