// The extra fixtures folder (the third-party files that may not be copied in) is named by QUIRE_EXTRA_FIXTURES, read in
// test/fixtures.ts alone; unset, ../shared/fixtures beside the repository is used when it is there; set empty, none.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { extraFixturesRoot } from "./fixtures.js";

const dir = mkdtempSync(join(tmpdir(), "quire-extra-fixtures-"));
const named = join(dir, "named");
const beside = join(dir, "beside");
for (const root of [named, beside]) mkdirSync(join(root, "material"), { recursive: true });
writeFileSync(join(named, "material/pandoc-headers.docx"), "a stand-in file: only its place is read here");
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe("extraFixturesRoot", () => {
  it("is QUIRE_EXTRA_FIXTURES when set, whatever lies beside the repository", () => {
    expect(extraFixturesRoot({ QUIRE_EXTRA_FIXTURES: named }, beside)).toBe(`${named}/`);
  });

  it("reads a relative QUIRE_EXTRA_FIXTURES from the working directory", () => {
    expect(extraFixturesRoot({ QUIRE_EXTRA_FIXTURES: relative(process.cwd(), named) }, beside)).toBe(`${named}/`);
  });

  it("is the folder beside the repository when the variable is unset and the folder is there, else none", () => {
    expect(extraFixturesRoot({}, beside)).toBe(beside);
    expect(extraFixturesRoot({}, join(dir, "no-such-folder"))).toBeNull();
  });

  it("is none when the variable is set empty, even with the folder beside the repository", () => {
    expect(extraFixturesRoot({ QUIRE_EXTRA_FIXTURES: "" }, beside)).toBeNull();
  });
});

describe("the fixtures as the tests read them", () => {
  it("finds a kept-outside file in the folder QUIRE_EXTRA_FIXTURES names, and lists it with its folder", async () => {
    vi.stubEnv("QUIRE_EXTRA_FIXTURES", named);
    const fixtures = await import("./fixtures.js");
    expect(fixtures.thirdParty("material/pandoc-headers.docx")).toBe(join(named, "material/pandoc-headers.docx"));
    expect(fixtures.thirdPartyNames("material")).toContain("pandoc-headers.docx");
    expect(fixtures.needs("reads pandoc's headers", "material/pandoc-headers.docx")).toBe("reads pandoc's headers");
  });

  it("without extra fixtures, a test needing one says which file and which setting", async () => {
    vi.stubEnv("QUIRE_EXTRA_FIXTURES", "");
    const fixtures = await import("./fixtures.js");
    expect(fixtures.thirdParty("material/pandoc-headers.docx")).toBeNull();
    expect(fixtures.needs("reads pandoc's headers", "material/pandoc-headers.docx")).toBe(
      "reads pandoc's headers (needs the extra fixture material/pandoc-headers.docx (QUIRE_EXTRA_FIXTURES))",
    );
    // The copies in the repository are read all the same.
    expect(fixtures.thirdParty("brands/pypptx-default-4x3.pptx")).toBe(
      join(fixtures.IN_REPO_FIXTURES, "brands/pypptx-default-4x3.pptx"),
    );
  });
});
