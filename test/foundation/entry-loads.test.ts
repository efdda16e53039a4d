// What each entry loads when it starts, as the compiled code imports it (type-only imports gone, dynamic imports not
// followed): the server none of the work its threads run, a thread none of the server, a client (the CLI's, MCP's)
// none of the service. The faces decide it — a name added to a module's index.ts loads its file in every entry that
// imports the face — so this is their guard.
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = new URL("../..", import.meta.url).pathname;
const SERVER = "src/main.ts";
/** Clients of the service over HTTP: the CLI's client commands and the MCP tools (in the server, and `quire mcp`). */
const CLIENTS = ["src/cli/client/run-client.ts", "src/mcp/index.ts"];
const THREADS = [
  "src/workers/compose-worker.ts",
  "src/workers/import-worker.ts",
  "src/workers/edit-worker.ts",
  "src/workers/image-worker.ts",
];

/** The package a node_modules path belongs to (`@scope/name` or `name`). */
const packageOf = (path: string) => {
  const parts = path.split("/");
  return parts[1]!.startsWith("@") ? `${parts[1]}/${parts[2]}` : parts[1]!;
};

describe("what each entry loads at start", () => {
  const loads = new Map<string, { files: string[]; packages: string[] }>();

  beforeAll(async () => {
    const previous = process.cwd();
    process.chdir(ROOT);
    try {
      const { modules: _lists, ...rules } = (await import(`${ROOT}.dependency-cruiser.cjs`)).default;
      const result = (await cruise([SERVER, ...THREADS, ...CLIENTS], { ...rules.options, tsPreCompilationDeps: false }))
        .output as ICruiseResult;
      const graph = new Map(
        result.modules.map((m) => [
          m.source,
          m.dependencies.filter((d) => !d.dynamic && !d.coreModule && !d.couldNotResolve).map((d) => d.resolved),
        ]),
      );
      for (const entry of [SERVER, ...THREADS, ...CLIENTS]) {
        const seen = new Set<string>();
        const stack = [entry];
        while (stack.length) {
          const file = stack.pop()!;
          if (seen.has(file)) continue;
          seen.add(file);
          stack.push(...(graph.get(file) ?? []));
        }
        const files = [...seen];
        loads.set(entry, {
          files: files.filter((f) => f.startsWith("src/")),
          packages: [...new Set(files.filter((f) => f.startsWith("node_modules/")).map(packageOf))],
        });
      }
    } finally {
      process.chdir(previous);
    }
  }, 120_000);

  it("the server loads no composer, no file reader, no PDF writer or drawing and no model SDK until it uses them", () => {
    const { files, packages } = loads.get(SERVER)!;
    expect(files.length, "the cruise followed the server's imports").toBeGreaterThan(300);
    expect(packages, "the cruise followed into packages").toContain("hono");
    expect(
      files.filter(
        (f) =>
          /^src\/agent\/builtin\/(?!compose-in-thread\.ts$)/.test(f) ||
          /^src\/import\/(pdf|docx|pptx|xlsx|text)\//.test(f) ||
          /^src\/formats\/(pdf|raster|drawing)\//.test(f) ||
          /^src\/mcp\//.test(f),
      ),
    ).toEqual([]);
    expect(
      packages.filter((p) =>
        ["ai", "@ai-sdk/anthropic", "@ai-sdk/openai", "@embedpdf/pdfium", "pdfjs-dist", "pdfkit", "parse5"].includes(p),
      ),
    ).toEqual([]);
  });

  it.each(THREADS)("%s loads none of the server: no HTTP, no store, no sign-in, no model SDK", (entry) => {
    const { files, packages } = loads.get(entry)!;
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((f) => /^src\/(http|auth|jobs|webhooks|shares)\//.test(f))).toEqual([]);
    expect(
      packages.filter((p) =>
        ["hono", "kysely", "better-sqlite3", "pg", "ioredis", "better-auth", "pino", "ai", "@ai-sdk/openai"].includes(
          p,
        ),
      ),
    ).toEqual([]);
  });

  it.each(CLIENTS)("%s loads none of the service: only the SDK, its own files, lib and the source model", (entry) => {
    const { files, packages } = loads.get(entry)!;
    expect(files.length).toBeGreaterThan(5);
    expect(packages).toContain("openapi-fetch");
    expect(files.filter((f) => !/^src\/(cli\/client|mcp|lib|formats\/model)\//.test(f))).toEqual([]);
  });

  it("a thread loads only its own work: the composer and the edit thread no file reader, the picture thread no reader", () => {
    for (const entry of ["src/workers/compose-worker.ts", "src/workers/edit-worker.ts", "src/workers/image-worker.ts"])
      expect(
        loads.get(entry)!.files.filter((f) => /^src\/import\/(pdf|docx|pptx|xlsx)\//.test(f)),
        entry,
      ).toEqual([]);
    expect(loads.get("src/workers/edit-worker.ts")!.files.filter((f) => /^src\/agent\//.test(f))).toEqual([]);
  });
});
