// ARCHITECTURE.md names only files and folders that exist: each `code` span that reads as a path (a folder and a name
// with an extension, or a folder ending in /) is found at the root, under src/, or — a name written within its folder's
// row or paragraph — as a file of that name somewhere in the project.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(new URL("../..", import.meta.url).pathname);
/** Names the page gives to files the service writes, not files of the project: a job's zip holds a manifest.json. */
const WRITTEN = new Set(["manifest.json"]);
const EXTENSION = /\.(?:ts|tsx|mts|mjs|cjs|js|json|md|css|html|yaml|yml|pptx)$/;

/** Every file name in the project, outside dependencies, build output and git. */
function names(dir: string, out = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist" || name === ".git") continue;
    const path = join(dir, name);
    out.add(name);
    if (statSync(path).isDirectory()) names(path, out);
  }
  return out;
}

/** The path-like code spans of a Markdown text: `src/x.ts`, `pdf/tags.ts`, `deck-quality.ts`, `formats/drawing/`. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  // A bare extension (`.ts`) names a kind of file, not one.
  return spans.filter(
    (s) =>
      !s.startsWith(".") &&
      !WRITTEN.has(s) &&
      /^[\w.@-]+(?:\/[\w.@-]+)*\/?$/.test(s) &&
      (EXTENSION.test(s) || (s.endsWith("/") && s.length > 1)),
  );
}

describe("ARCHITECTURE.md", () => {
  it("names only files and folders that exist", () => {
    const all = names(ROOT);
    const missing = namedPaths(readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8")).filter((path) => {
      const bare = path.replace(/\/$/, "");
      if ([ROOT, join(ROOT, "src")].some((base) => existsSync(join(base, bare)))) return false;
      // A path within a room (`pdf/tags.ts`, `builtin/`): its last parts exist under some folder of that name.
      if (bare.includes("/")) return !existsUnderSomeFolder(bare);
      return !all.has(bare);
    });
    expect(missing).toEqual([]);
  });

  it("reads the paths it checks (a pattern that matched nothing would pass)", () => {
    expect(namedPaths(readFileSync(join(ROOT, "ARCHITECTURE.md"), "utf8")).length).toBeGreaterThan(150);
  });
});

/** Whether `a/b.ts` is some folder's `a/b.ts` (a path written from inside its room). */
function existsUnderSomeFolder(path: string): boolean {
  const stack = [ROOT];
  while (stack.length) {
    const dir = stack.pop()!;
    if (existsSync(join(dir, path))) return true;
    for (const name of readdirSync(dir)) {
      if (name === "node_modules" || name === "dist" || name === ".git") continue;
      const sub = join(dir, name);
      if (statSync(sub).isDirectory()) stack.push(sub);
    }
  }
  return false;
}
