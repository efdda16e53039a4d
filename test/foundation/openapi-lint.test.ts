// The OpenAPI document has no error by Redocly CLI's `recommended` rules as redocly.yaml sets them (operationIds and
// examples raised to errors); what that config turns off is checked here instead: a success listed for every operation
// (a 3xx where it only redirects) and a client error for every operation that takes input.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../harness.js";

type Json = Record<string, any>;

const ROOT = new URL("../..", import.meta.url).pathname;
const CLI = join(ROOT, "node_modules/@redocly/cli/bin/cli.js");
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

interface Problem {
  ruleId: string;
  severity: "error" | "warn";
  message: string;
  location: { pointer: string }[];
}
interface LintResult {
  version: string;
  totals: { errors: number; warnings: number };
  problems: Problem[];
}

let t: TestApp;
let doc: Json;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  doc = await (await t.app.request("/api/openapi.json")).json();
  dir = mkdtempSync(join(tmpdir(), "quire-openapi-lint-"));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `redocly lint` of `document` written to a file, as JSON (no telemetry, no update check). */
function lint(document: unknown, name = "openapi.json"): LintResult {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(document, null, 1));
  const env = {
    PATH: process.env.PATH!,
    HOME: dir,
    NO_COLOR: "1",
    REDOCLY_TELEMETRY: "off",
    REDOCLY_SUPPRESS_UPDATE_NOTICE: "true",
  };
  const r = spawnSync(
    process.execPath,
    [CLI, "lint", file, "--config", join(ROOT, "redocly.yaml"), "--format=json", "--max-problems=1000"],
    { cwd: ROOT, encoding: "utf8", env, timeout: 120_000 },
  );
  expect(r.error, r.stderr).toBeUndefined();
  try {
    return JSON.parse(r.stdout) as LintResult;
  } catch {
    throw new Error(
      `redocly lint printed no JSON (exit ${r.status}):\n${r.stdout.slice(0, 2000)}\n${r.stderr.slice(-2000)}`,
    );
  }
}

const describeProblem = (p: Problem) => `${p.ruleId} at ${p.location.map((l) => l.pointer).join(", ")}: ${p.message}`;

/** Every operation of the document as "GET /api/health" and its object. */
function operations(): [string, Json][] {
  const out: [string, Json][] = [];
  for (const [path, item] of Object.entries<Json>(doc.paths)) {
    for (const method of METHODS) if (item[method]) out.push([`${method.toUpperCase()} ${path}`, item[method]]);
  }
  return out;
}

describe("the OpenAPI document by Redocly CLI (redocly.yaml)", () => {
  it("has no error (warnings, none today, are printed)", { timeout: 120_000 }, () => {
    const result = lint(doc);
    const warnings = result.problems.filter((p) => p.severity !== "error").map(describeProblem);
    if (warnings.length) console.warn(`redocly ${result.version}: ${warnings.length} warnings\n${warnings.join("\n")}`);
    expect(result.problems.filter((p) => p.severity === "error").map(describeProblem)).toEqual([]);
  });

  it(
    "fails a document without an operationId, or whose render examples stop matching their schema",
    { timeout: 120_000 },
    () => {
      const broken = structuredClone(doc);
      delete broken.paths["/api/health"].get.operationId;
      // Without `type: object`, Redocly reads Source's discriminator in place of its oneOf and takes a string for a Source:
      // render's Markdown and CSV examples would match both options of their `source`.
      delete broken.components.schemas.Source.type;
      broken.paths["/api/themes"].get.responses["200"].content["application/json"].example = { items: "none" };
      const errors = lint(broken, "broken.json").problems.filter((p) => p.severity === "error");
      const at = (rule: string) =>
        errors.filter((p) => p.ruleId === rule).flatMap((p) => p.location.map((l) => l.pointer));
      expect(at("operation-operationId")).toEqual(["#/paths/~1api~1health/get/operationId"]);
      const examples = at("no-invalid-media-type-examples");
      expect(examples).toContain(
        "#/paths/~1api~1render/post/requestBody/content/application~1json/examples/csv/value/source",
      );
      expect(examples).toContain(
        "#/paths/~1api~1render/post/requestBody/content/application~1json/examples/markdown/value/source",
      );
      expect(examples.some((p) => p.startsWith("#/paths/~1api~1themes/get/responses/200"))).toBe(true);
    },
  );
});

describe("what redocly.yaml leaves to this test", () => {
  it("names every operation by a unique camelCase operationId", () => {
    const seen = new Map<string, string>();
    for (const [op, operation] of operations()) {
      const id = operation.operationId as string | undefined;
      expect(id, op).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(seen.get(id!), `${op} and ${seen.get(id!)} share ${id}`).toBeUndefined();
      seen.set(id!, op);
    }
    expect(seen.size).toBeGreaterThan(70);
    expect(seen.get("runAgent")).toBe("POST /api/agent");
    expect(seen.get("exportDocument")).toBe("POST /api/export");
  });

  it("lists a success of every operation: a 2xx, or a 3xx for the sign-in steps that only redirect", () => {
    const none = operations()
      .filter(([, o]) => !Object.keys(o.responses).some((s) => /^[23]/.test(s)))
      .map(([op]) => op);
    expect(none).toEqual([]);
    const redirectsOnly = operations()
      .filter(([, o]) => !Object.keys(o.responses).some((s) => s.startsWith("2")))
      .map(([op]) => op);
    expect(redirectsOnly.sort()).toEqual([
      "GET /api/auth/magic-link/verify",
      "GET /api/auth/sign-in/social",
      "POST /s/{token}",
    ]);
  });

  it("lists a client error (4xx) of every operation that takes input", () => {
    const missing = operations()
      .filter(([, o]) => !Object.keys(o.responses).some((s) => s.startsWith("4")))
      .filter(([, o]) => o.requestBody || o.parameters?.length)
      .map(([op]) => op);
    expect(missing).toEqual([]);
  });
});
