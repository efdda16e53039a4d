// The code's shape holds: no module imports itself round a loop, and dependencies point one way (the rules and their
// reasons are in .dependency-cruiser.cjs; ARCHITECTURE.md draws the layers). dependency-cruiser reads every import.
import { existsSync, readFileSync } from "node:fs";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = new URL("../..", import.meta.url).pathname;

interface Modules {
  folders: (dir: string) => string[];
  LAYERS: string[];
  DOMAIN: Record<string, string[]>;
  ROOMS: Record<string, unknown>;
  AGENT_ROOMS: Record<string, unknown>;
}

/** The folders a table has no entry for, and the entries that name no folder. */
function unmatched(folders: string[], entries: string[]) {
  return {
    "folders with no entry": folders.filter((f) => !entries.includes(f)),
    "entries with no folder": entries.filter((e) => !folders.includes(e)),
  };
}
const NONE = { "folders with no entry": [], "entries with no folder": [] };

describe("src/ dependencies", () => {
  let result: ICruiseResult;
  let modules: Modules;

  beforeAll(async () => {
    const previous = process.cwd();
    process.chdir(ROOT);
    try {
      const { modules: lists, ...rules } = (await import(`${ROOT}.dependency-cruiser.cjs`)).default;
      modules = lists as Modules;
      result = (await cruise(["src"], { ruleSet: rules, ...rules.options, validate: true })).output as ICruiseResult;
    } finally {
      process.chdir(previous);
    }
  });

  it("have no cycles and point one way: http → domain → store → lib, formats and agent in rooms, each domain module on its allowed modules, Hono only in http", () => {
    const violations = result.summary.violations.map(
      (v) =>
        `${v.rule.name}: ${v.from} → ${v.to}${v.cycle?.length ? ` (${v.cycle.map((c) => c.name).join(" → ")})` : ""}`,
    );
    expect(violations).toEqual([]);
    // The cruise did read the tree (a wrong path would find nothing and pass).
    expect(result.summary.totalCruised).toBeGreaterThan(400);
  });

  it("have a rule for every folder and a folder for every rule: src/'s modules, formats/' and agent/'s rooms", () => {
    const { folders, LAYERS, DOMAIN, ROOMS, AGENT_ROOMS } = modules;
    const src = folders("src");
    const tables = {
      LAYERS: unmatched(
        [],
        LAYERS.filter((layer) => !src.includes(layer)),
      ),
      DOMAIN: unmatched(
        src.filter((f) => !LAYERS.includes(f)),
        Object.keys(DOMAIN),
      ),
      ROOMS: unmatched(folders("src/formats"), Object.keys(ROOMS)),
      AGENT_ROOMS: unmatched(folders("src/agent"), Object.keys(AGENT_ROOMS)),
    };
    expect(tables).toEqual({ LAYERS: NONE, DOMAIN: NONE, ROOMS: NONE, AGENT_ROOMS: NONE });
  });

  it("give every domain module a face, index.ts, and keep every face (index.ts, thread.ts, a part's index.ts) to re-exports", () => {
    const domain = Object.keys(modules.DOMAIN);
    expect(domain.filter((name) => !existsSync(`${ROOT}src/${name}/index.ts`), "modules with no index.ts")).toEqual([]);
    const faces = domain.flatMap((name) => [
      `src/${name}/index.ts`,
      `src/${name}/thread.ts`,
      ...modules.folders(`src/${name}`).map((part) => `src/${name}/${part}/index.ts`),
    ]);
    const notReexports = faces
      .filter((face) => existsSync(`${ROOT}${face}`))
      .filter((face) => {
        const rest = readFileSync(`${ROOT}${face}`, "utf8")
          .replace(/^\/\/.*$/gm, "")
          .replace(/export (type )?\{[^}]*\} from "\.[^"]*";/g, "");
        return rest.trim() !== "";
      });
    expect(notReexports, "faces with more than re-exports").toEqual([]);
    // the faces the rule allows are those the test reads
    expect(faces.filter((face) => existsSync(`${ROOT}${face}`)).length).toBeGreaterThan(domain.length);
  });

  it("allow a domain module only the modules it imports: every DOMAIN permission is drawn by an import", () => {
    const moduleOf = (path: string) => /^src\/([^/]+)\//.exec(path)?.[1];
    const drawn = new Set<string>();
    for (const m of result.modules) {
      const from = moduleOf(m.source);
      for (const d of m.dependencies) {
        const to = moduleOf(d.resolved);
        if (from && to && from !== to) drawn.add(`${from} → ${to}`);
      }
    }
    const allowed = Object.entries(modules.DOMAIN).flatMap(([name, may]) => may.map((m) => `${name} → ${m}`));
    expect(
      allowed.filter((arrow) => !drawn.has(arrow)),
      "permissions no import uses",
    ).toEqual([]);
  });
});
