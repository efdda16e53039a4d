// The files that may query a space-owned table, read from its declaration (store/space-resources.ts): its own
// repositories, and for reading alone those it names in `readBy`. Anywhere else, a query could skip the space, the
// history or the audit its repository writes in the same transaction; the purge reads the declaration, naming no table.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SPACE_RESOURCES, type SpaceResource } from "../../src/store/space-resources.js";

const SRC = join(import.meta.dirname, "../../src");
const REPOS = join(SRC, "store/repos");
const WRITES = new Set(["insertInto", "updateTable", "deleteFrom", "replaceInto", "mergeInto"]);
const QUERY =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin)\(\s*"([a-z_]+)(?:\s+as\s+[a-z_]+)?"/g;

interface Query {
  file: string;
  table: string;
  verb: string;
}

/** Every query that names a table in `text` (Kysely's builder calls with the table as a literal). */
function queriesIn(file: string, text: string): Query[] {
  return [...text.matchAll(QUERY)].map((m) => ({ file, verb: m[1]!, table: m[2]! }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Each declared table (and each child table) with the repository files that may write it and those that may read it. */
const RULES = new Map(
  (SPACE_RESOURCES as readonly SpaceResource[]).flatMap((r) => {
    const own = r.repos.own.map((f) => `store/repos/${f}`);
    const read = [...own, ...(r.repos.readBy ?? []).map((f) => `store/repos/${f}`)];
    return [r.table as string, ...(r.children ?? []).map((c) => c.table as string)].map(
      (table) => [table, { own, read }] as const,
    );
  }),
);

/** The queries of spaced tables outside the files their declaration names, as "file: verb(table)". */
function outOfPlace(queries: readonly Query[]): string[] {
  return queries.flatMap((q) => {
    const rule = RULES.get(q.table);
    if (!rule) return [];
    const allowed = WRITES.has(q.verb) ? rule.own : rule.read;
    return allowed.includes(q.file) ? [] : [`${q.file}: ${q.verb}("${q.table}")`];
  });
}

const queries = sourceFiles(SRC).flatMap((path) => queriesIn(relative(SRC, path), readFileSync(path, "utf8")));

describe("who may query a space-owned table", () => {
  it("no file outside a resource's declared repositories queries its tables", () => {
    expect(outOfPlace(queries)).toEqual([]);
  });

  it("each declared repository file exists and queries its resource (the declaration is not stale)", () => {
    const files = new Set(readdirSync(REPOS));
    for (const r of SPACE_RESOURCES as readonly SpaceResource[]) {
      const tables = [r.table as string, ...(r.children ?? []).map((c) => c.table as string)];
      for (const f of [...r.repos.own, ...(r.repos.readBy ?? [])]) {
        expect(files.has(f), `store/repos/${f} (declared for ${r.table})`).toBe(true);
        expect(
          queries.some((q) => q.file === `store/repos/${f}` && tables.includes(q.table)),
          `store/repos/${f} queries ${r.table}`,
        ).toBe(true);
      }
    }
  });

  it("catches a query out of place: a route deleting documents, a repository writing a table it only reads", () => {
    const route = queriesIn(
      "http/routes/sneaky.ts",
      'await db.deleteFrom("document").where("id", "=", id).execute();\nawait db.selectFrom("asset as a").selectAll()',
    );
    expect(outOfPlace(route)).toEqual([
      'http/routes/sneaky.ts: deleteFrom("document")',
      'http/routes/sneaky.ts: selectFrom("asset")',
    ]);
    const reader = queriesIn(
      "store/repos/documents.ts",
      'trx.updateTable("brand").set({ name }); trx.selectFrom("brand").select("name")',
    );
    expect(outOfPlace(reader)).toEqual(['store/repos/documents.ts: updateTable("brand")']);
    expect(outOfPlace(queriesIn("store/repos/brands.ts", 'q.deleteFrom("brand_version")'))).toEqual([]);
  });
});
