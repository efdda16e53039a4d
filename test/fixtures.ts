// Third-party fixtures: the copies in test/fixtures/third-party, else the extra fixtures folder — QUIRE_EXTRA_FIXTURES,
// by default ../shared/fixtures when it sits beside the repository — which holds the files that may not be copied in.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The copies kept in the repository (their origins and licences in its README.md). */
export const IN_REPO_FIXTURES = fileURLToPath(new URL("./fixtures/third-party/", import.meta.url));
/** Where the extra fixtures folder is looked for when QUIRE_EXTRA_FIXTURES is not set: beside the repository. */
export const EXTRA_FIXTURES_BESIDE = fileURLToPath(new URL("../../shared/fixtures/", import.meta.url));

/**
 * The extra fixtures folder, read here and nowhere else: QUIRE_EXTRA_FIXTURES when set (a path, relative to the
 * working directory; empty: none), else `besideRepository` when it exists, else null — and the tests needing its
 * files skip, naming them.
 */
export function extraFixturesRoot(
  env: NodeJS.ProcessEnv = process.env,
  besideRepository = EXTRA_FIXTURES_BESIDE,
): string | null {
  const named = env.QUIRE_EXTRA_FIXTURES;
  if (named !== undefined) return named.trim() ? join(resolve(named.trim()), "/") : null;
  return existsSync(besideRepository) ? besideRepository : null;
}

/** This run's extra fixtures folder (extraFixturesRoot), or null. */
export const EXTRA_FIXTURES: string | null = extraFixturesRoot();

/** The files not copied in (GPL, or a content licence in doubt: test/fixtures/third-party/README.md): extra fixtures only. */
export const KEPT_OUTSIDE = [
  "brands/poi-maloney-a4-size.pptx",
  "material/pandoc-enumerated-headings.docx",
  "material/pandoc-german-styled-lists.docx",
  "material/pandoc-headers.docx",
  "material/pandoc-link-in-notes.docx",
  "material/pandoc-lists-continuing.docx",
  "material/pandoc-table-captions.docx",
  "material/pypptx-iso-29500-3-spec.pdf",
];

/** `relPath` (e.g. "brands/pypptx-default-4x3.pptx"): the in-repo copy if there is one, else the extra fixture, else null. */
export function thirdParty(relPath: string): string | null {
  const local = join(IN_REPO_FIXTURES, relPath);
  if (existsSync(local)) return local;
  return extraFixture(relPath);
}

/** A file kept outside the repository (its licence does not allow a copy here): the extra fixture, else null. */
export function extraFixture(relPath: string): string | null {
  if (!EXTRA_FIXTURES) return null;
  const path = join(EXTRA_FIXTURES, relPath);
  return existsSync(path) ? path : null;
}

/** What a skip says is missing: "needs the extra fixture <relPath> (QUIRE_EXTRA_FIXTURES)", or where it was looked for. */
export function missing(relPath: string): string {
  return EXTRA_FIXTURES
    ? `needs ${relPath} in the extra fixtures at ${EXTRA_FIXTURES}`
    : `needs the extra fixture ${relPath} (QUIRE_EXTRA_FIXTURES)`;
}

/** Whether every one of these fixtures can be read. */
export function have(...relPaths: string[]): boolean {
  return relPaths.every((p) => thirdParty(p) !== null);
}

/** A test title, naming the fixtures it needs that are absent (so its skip says exactly what is missing). */
export function needs(title: string, ...relPaths: string[]): string {
  const absent = relPaths.filter((p) => thirdParty(p) === null);
  return absent.length ? `${title} (${absent.map(missing).join(", ")})` : title;
}

/** The path of a fixture a test cannot do without; throws naming it when absent. */
export function thirdPartyFile(relPath: string): string {
  const path = thirdParty(relPath);
  if (!path) throw new Error(`fixture not found: test/fixtures/third-party/${relPath} (${missing(relPath)})`);
  return path;
}

/** A fixture's bytes (see thirdPartyFile). */
export function readThirdParty(relPath: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(readFileSync(thirdPartyFile(relPath)));
}

/**
 * The kept-outside files of a folder ("brands") that are absent (no extra fixtures folder, or not in it), as paths for
 * `missing`/`needs`: what a test over the whole folder goes without, so it can say so (or skip one test per file).
 */
export function absentFrom(dir: string, keep: (name: string) => boolean = () => true): string[] {
  return KEPT_OUTSIDE.filter((p) => p.startsWith(`${dir}/`) && keep(p.slice(dir.length + 1)) && !thirdParty(p));
}

/** The file names in a fixture folder ("brands", "material"): the in-repo copies plus, when there are extra fixtures, theirs. */
export function thirdPartyNames(dir: string, keep: (name: string) => boolean = () => true): string[] {
  const names = new Set<string>();
  for (const root of [IN_REPO_FIXTURES, EXTRA_FIXTURES]) {
    const path = root && join(root, dir);
    if (path && existsSync(path))
      for (const e of readdirSync(path, { withFileTypes: true }))
        if (e.isFile() && e.name !== "README.md" && keep(e.name)) names.add(e.name);
  }
  return [...names].sort();
}
