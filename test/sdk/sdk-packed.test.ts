// @quire/sdk as a user gets it: `npm pack` (a copy of packages/sdk, so the repository's manifest is never touched while
// other tests run) builds dist/ and packs it; the tarball is installed offline into an empty project outside the
// repository (its dependencies packed from the repository's node_modules), and against a real listening Quire:
// - every example of packages/sdk/README.md runs as written: the .mjs and .cjs ones with plain `node` (no loader, no
//   NODE_OPTIONS), the .ts one compiled by the repository's `tsc` (no tsx) and its JavaScript run by `node`;
// - tsc checks a TypeScript file against the packed declarations (misuse must be an error) and a .cts file through
//   the `require` condition;
// - esbuild bundles the ESM build for the browser platform (no Node built-ins) and the bundle makes a deck.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpWithKey } from "../auth-helpers.js";
import { startLiveServer, type LiveServer } from "../e2e/browser.js";
import { installTarball, NPM, plainEnv, readmeExamples, ROOT, run } from "./consumer-project.js";

const SDK = join(ROOT, "packages/sdk");
const TSC = join(ROOT, "node_modules/typescript/bin/tsc");
const MISSING_DOC = "doc_01J0000000000000000000000A";

let server: LiveServer;
let apiKey: string;
let work: string; // the staging copy and the tarballs (inside the repository's git-ignored .tmp/, so tsc and build find node_modules)
let app: string; // the consumer project (outside the repository: it finds only what it installed)
let tarball: string;
let files: string[];
const examples = readmeExamples(join(SDK, "README.md"));

const withServer = (extra: Record<string, string> = {}) =>
  plainEnv({ QUIRE_URL: server.url, QUIRE_KEY: apiKey, ...extra });
const node = (args: string[], env = withServer()) => run(process.execPath, args, app, env);

async function savedDocument(id: string): Promise<{ id: string; kind: string }> {
  const res = await fetch(`${server.url}/api/workspace/documents/${id}`, {
    headers: { authorization: `Bearer ${apiKey}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { document: { id: string; kind: string } }).document;
}

beforeAll(async () => {
  mkdirSync(join(ROOT, ".tmp"), { recursive: true });
  work = mkdtempSync(join(ROOT, ".tmp", "sdk-pack-"));
  app = mkdtempSync(join(tmpdir(), "quire-sdk-consumer-"));
  const staging = join(work, "sdk");
  const tgz = join(work, "tgz");
  mkdirSync(tgz);
  cpSync(SDK, staging, {
    recursive: true,
    filter: (src) => !/[/\\](dist|node_modules)$|\.tgz$|package\.json\.workspace$/.test(src),
  });

  const packed = (async () => {
    await run(NPM, ["pack", "--pack-destination", tgz, "--offline", "--loglevel", "error"], staging);
    tarball = join(
      tgz,
      readdirSync(tgz).find((f) => f.startsWith("quire-sdk-") && f.endsWith(".tgz"))!,
    );
    files = (await run("tar", ["-tzf", tarball], work)).stdout
      .split("\n")
      .filter(Boolean)
      .map((f) => f.replace(/^package\//, ""));
    await installTarball(app, tarball, work);
    for (const e of examples) writeFileSync(join(app, e.file), e.code);
  })();
  const started = (async () => {
    server = await startLiveServer({ RATE_LIMIT_AGENT_PER_MINUTE: "1000" });
    apiKey = (await signUpWithKey(server.t)).apiKey;
  })();
  // Both settle before a failure is thrown, so afterAll always finds the server to close.
  const failed = (await Promise.allSettled([packed, started])).find(
    (r): r is PromiseRejectedResult => r.status === "rejected",
  );
  if (failed) throw failed.reason;
}, 180_000);

afterAll(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
  if (app) rmSync(app, { recursive: true, force: true });
});

describe("@quire/sdk packed", () => {
  it("ships the ESM and CommonJS builds with declarations and the README, under exports with types/import/require", async () => {
    expect(files.filter((f) => !/^(package\.json|README\.md|dist\/(esm|cjs)\/[\w.-]+)$/.test(f))).toEqual([]);
    expect(files).toEqual(
      expect.arrayContaining([
        "README.md",
        "dist/esm/index.js",
        "dist/esm/index.d.ts",
        "dist/cjs/index.js",
        "dist/cjs/index.d.ts",
        "dist/cjs/package.json",
      ]),
    );
    const installed = join(app, "node_modules/@quire/sdk");
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as Record<string, unknown> & {
      dependencies: Record<string, string>;
    };
    expect(manifest.exports).toEqual({
      ".": {
        import: { types: "./dist/esm/index.d.ts", default: "./dist/esm/index.js" },
        require: { types: "./dist/cjs/index.d.ts", default: "./dist/cjs/index.js" },
      },
      "./package.json": "./package.json",
    });
    expect(manifest).toMatchObject({ main: "./dist/cjs/index.js", types: "./dist/cjs/index.d.ts", type: "module" });
    // No script runs when it is installed: only the pack hooks stay (they never run in a consumer's project).
    expect(Object.keys((manifest.scripts ?? {}) as object)).toEqual(["prepack", "postpack"]);
    expect(JSON.parse(readFileSync(join(installed, "dist/cjs/package.json"), "utf8"))).toEqual({ type: "commonjs" });
    // Every package the built files load is a declared dependency (the consumer's hoisting must not hide one).
    const loaded = new Set<string>();
    for (const dir of ["dist/esm", "dist/cjs"])
      for (const f of readdirSync(join(installed, dir)).filter((n) => /\.(js|d\.ts)$/.test(n)))
        for (const m of readFileSync(join(installed, dir, f), "utf8").matchAll(
          /(?:from\s+|require\(|import\()\s*["']([^"'./][^"']*)["']/g,
        ))
          loaded.add(m[1]!.startsWith("@") ? m[1]!.split("/").slice(0, 2).join("/") : m[1]!.split("/")[0]!);
    expect([...loaded].filter((name) => !name.startsWith("node:") && !(name in manifest.dependencies))).toEqual([]);
    // The repository's manifest is as it was (the pack ran on a copy).
    expect(JSON.parse(readFileSync(join(SDK, "package.json"), "utf8")).exports).toMatchObject({
      ".": { default: "./src/index.ts" },
    });
  });

  it("the README's examples are the ones run here", () => {
    expect(examples.map((e) => e.file).sort()).toEqual(["deck.cjs", "deck.ts", "errors.mjs", "quickstart.mjs"]);
  });

  it(
    "quickstart.mjs, with plain node: streams a deck, saves it, writes its pptx and reads the key's usage",
    { timeout: 60_000 },
    async () => {
      const { stdout } = await node(["quickstart.mjs"]);
      const id = /^saved (doc_\w+): /m.exec(stdout)?.[1];
      expect(id, stdout).toBeDefined();
      expect(stdout).toMatch(/^outline: .+/m);
      expect(stdout).toMatch(/^slide \d+: \w+/m);
      expect(stdout).toMatch(
        /^wrote deck\.pptx \(.+\.pptx, application\/vnd\.openxmlformats-officedocument\.presentationml\.presentation, \d+ bytes\)$/m,
      );
      expect(stdout).toMatch(/^personal key; agent runs this minute: \d+ of 1000$/m);
      expect(readFileSync(join(app, "deck.pptx")).subarray(0, 2).toString("latin1")).toBe("PK");
      expect(await savedDocument(id!)).toMatchObject({ id, kind: "deck" });
    },
  );

  it(
    "errors.mjs, with plain node: a refusal is a QuireError with the API's status and code",
    { timeout: 60_000 },
    async () => {
      const { stdout } = await node(["errors.mjs"]);
      expect(stdout.trim()).toMatch(/^404 not_found: \S.*$/);
    },
  );

  it(
    "deck.cjs, with plain node: require() loads the CommonJS build and makes a deck",
    { timeout: 60_000 },
    async () => {
      const { stdout } = await node(["deck.cjs"]);
      const id = /^saved (doc_\w+): ".+" in \d+ ms$/m.exec(stdout)?.[1];
      expect(id, stdout).toBeDefined();
      expect(await savedDocument(id!)).toMatchObject({ kind: "deck" });
    },
  );

  it(
    "deck.ts: tsc compiles it against the packed declarations (ESM and CommonJS, misuse refused); its JavaScript makes a deck",
    { timeout: 90_000 },
    async () => {
      // Misuse must not compile: each @ts-expect-error is itself an error if the declarations let the line through.
      writeFileSync(
        join(app, "types-check.ts"),
        [
          `import { createQuireClient, QuireError, type AgentLine, type Usage } from "@quire/sdk";`,
          `const quire = createQuireClient({ baseUrl: "http://127.0.0.1:9" });`,
          `export async function misuse(line: AgentLine, usage: Usage): Promise<number | undefined> {`,
          `  // @ts-expect-error "memo" is not a kind`,
          `  await quire.generate({ prompt: "x", kind: "memo" });`,
          `  // @ts-expect-error an export needs a format`,
          `  await quire.export({ documentId: "doc_x" });`,
          `  // @ts-expect-error no such route`,
          `  await quire.api.GET("/api/no-such-route");`,
          `  // @ts-expect-error a key is personal or organization`,
          `  const kind: "admin" | undefined = usage.key?.kind;`,
          `  if (line.type === "slide") return line.index + kind!.length;`,
          `  return new QuireError(429, "rate_limit_minute", "later", undefined, undefined, true, 30).retryAfter;`,
          `}`,
          ``,
        ].join("\n"),
      );
      writeFileSync(
        join(app, "require-check.cts"),
        [
          `import { createQuireClient, QuireError, type DownloadedFile } from "@quire/sdk";`,
          `export const quire = createQuireClient({ baseUrl: "http://127.0.0.1:9" });`,
          `export const refused = (e: unknown): e is QuireError => e instanceof QuireError;`,
          `export type File = DownloadedFile["bytes"];`,
          ``,
        ].join("\n"),
      );
      // The one Node global the README's example uses (a Node project has it from @types/node, slow to check here).
      writeFileSync(join(app, "process.d.ts"), "declare var process: { env: Record<string, string | undefined> };\n");
      writeFileSync(
        join(app, "tsconfig.json"),
        `${JSON.stringify(
          {
            compilerOptions: {
              target: "ES2022",
              module: "NodeNext",
              moduleResolution: "NodeNext",
              lib: ["ES2023", "DOM", "DOM.Iterable"],
              strict: true,
              noUncheckedIndexedAccess: true,
              // The packed declarations (and openapi-fetch's) are checked too; TypeScript's own lib files are not.
              skipLibCheck: false,
              skipDefaultLibCheck: true,
              types: [],
              rootDir: ".",
              outDir: "out",
            },
            files: ["deck.ts", "types-check.ts", "require-check.cts", "process.d.ts"],
          },
          null,
          2,
        )}\n`,
      );
      const { stdout: listed } = await run(
        process.execPath,
        [TSC, "-p", "tsconfig.json", "--listFiles"],
        app,
        plainEnv(),
      );
      const program = listed.split("\n").map((f) => relative(app, f.trim()));
      expect(program).toEqual(
        expect.arrayContaining([
          "node_modules/@quire/sdk/dist/esm/index.d.ts",
          "node_modules/@quire/sdk/dist/cjs/index.d.ts",
        ]),
      );
      expect(program.some((f) => f.includes("packages/sdk"))).toBe(false);
      const { stdout } = await node(["out/deck.js"]);
      const id = /^saved (doc_\w+): (\d+) slides \(\w+/m.exec(stdout)?.[1];
      expect(id, stdout).toBeDefined();
      expect(stdout).toMatch(/^latest decks: .+/m);
      expect(stdout).toMatch(/^pdf: (\d+ bytes|later)$/m);
      expect(await savedDocument(id!)).toMatchObject({ kind: "deck" });
    },
  );

  it(
    "a bundler: esbuild bundles the ESM build for the browser platform, and the bundle makes and exports a deck",
    { timeout: 60_000 },
    async () => {
      writeFileSync(
        join(app, "browser-entry.js"),
        [
          `import { createQuireClient, QuireError } from "@quire/sdk";`,
          `const quire = createQuireClient({ baseUrl: QUIRE_URL, apiKey: QUIRE_KEY });`,
          `const { document } = await quire.generate({ prompt: "A 3-slide deck on cycling to work", kind: "deck" });`,
          `const pptx = await quire.export({ documentId: document.id, format: "pptx" });`,
          `const missing = await quire.export({ documentId: "${MISSING_DOC}", format: "pptx" }).catch((e) => e);`,
          `console.log(JSON.stringify({ id: document.id, pk: String.fromCharCode(...pptx.bytes.subarray(0, 2)), missing: missing instanceof QuireError ? missing.code : String(missing) }));`,
          ``,
        ].join("\n"),
      );
      const result = await build({
        absWorkingDir: app,
        entryPoints: ["browser-entry.js"],
        bundle: true,
        platform: "browser",
        format: "esm",
        target: "es2022",
        outfile: join(app, "bundle/deck.browser.mjs"),
        define: { QUIRE_URL: JSON.stringify(server.url), QUIRE_KEY: JSON.stringify(apiKey) },
        metafile: true,
        logLevel: "silent",
      });
      expect(Object.keys(result.metafile.inputs)).toEqual(
        expect.arrayContaining(["node_modules/@quire/sdk/dist/esm/index.js"]),
      );
      const { stdout } = await node(["bundle/deck.browser.mjs"], plainEnv());
      const out = JSON.parse(stdout) as { id: string; pk: string; missing: string };
      expect(out).toMatchObject({ pk: "PK", missing: "not_found" });
      expect(await savedDocument(out.id)).toMatchObject({ kind: "deck" });
    },
  );
});
