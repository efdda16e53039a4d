// The guide holds together: every relative link in docs/ and the README reaches a file (and a heading, when it names
// one), every page with examples is reachable from docs/README.md (or its examples would never run), and nothing
// points to a file outside the repository.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { fencedBlocks, indexedPages, parseExamples } from "./doc-examples.js";

const ROOT = resolve(new URL("../..", import.meta.url).pathname);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return markdownFiles(path);
    return name.endsWith(".md") ? [path] : [];
  });
}

const FILES = [join(ROOT, "README.md"), ...markdownFiles(join(ROOT, "docs"))];

/** The text outside fenced blocks, with inline code kept (`keepCode`, as headings name their anchors) or dropped (where links are links). */
function prose(markdown: string, keepCode = false): string {
  let text = markdown;
  for (const block of fencedBlocks(markdown)) text = text.replace(block.code, "");
  return keepCode ? text : text.replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, "")
    .replace(/ /g, "-");
}

function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of prose(readFileSync(file, "utf8"), true).split("\n")) {
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = anchorOf(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

describe("the API guide's links", () => {
  it("reach existing files and headings", () => {
    const broken: string[] = [];
    for (const file of FILES) {
      for (const m of prose(readFileSync(file, "utf8")).matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^(https?:|mailto:|data:)/.test(target)) continue;
        const [path, anchor] = target.split("#") as [string, string | undefined];
        const to = path === "" ? file : resolve(dirname(file), path);
        const where = `${relative(ROOT, file)} → ${target}`;
        if (!existsSync(to)) broken.push(`${where}: no such file`);
        else if (anchor && to.endsWith(".md") && !anchors(to).has(anchor)) broken.push(`${where}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("reach every page that has examples from docs/README.md, so they all run", () => {
    const indexed = new Set(indexedPages(ROOT));
    const unlisted = markdownFiles(join(ROOT, "docs")).filter(
      (f) => parseExamples(f, readFileSync(f, "utf8")).length > 0 && !indexed.has(f),
    );
    expect(unlisted.map((f) => relative(ROOT, f))).toEqual([]);
  });

  it("never send the reader outside the repository for the API contract", () => {
    for (const file of FILES) expect(readFileSync(file, "utf8"), relative(ROOT, file)).not.toMatch(/API\.md/);
  });

  it("name no document outside the repository anywhere in the code, scripts, benches or docs", () => {
    const outside = /\b(?:API|DESIGN|SECURITY|BENCH|STYLE)\.md\b/;
    const roots = ["src", "bench", "scripts", "docs", "packages", "web/src", "bin"].map((d) => join(ROOT, d));
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (name === "node_modules" || name === "dist") return [];
        return statSync(path).isDirectory() ? walk(path) : /\.(?:ts|tsx|mjs|js|md|css|html)$/.test(name) ? [path] : [];
      });
    const files = [...roots.filter(existsSync).flatMap(walk), join(ROOT, "README.md"), join(ROOT, "ARCHITECTURE.md")];
    expect(files.filter((f) => outside.test(readFileSync(f, "utf8"))).map((f) => relative(ROOT, f))).toEqual([]);
  });
});
