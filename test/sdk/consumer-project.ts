// A project outside the repository that installs a packed @quire/sdk as a user would: offline, its dependencies packed
// from the repository's node_modules, run with plain `node` (no loader, none of the parent npm's settings).
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { fencedBlocks } from "../docs/doc-examples.js";

const execFileP = promisify(execFile);
export const ROOT = resolve(new URL("../..", import.meta.url).pathname);
export const NPM = process.platform === "win32" ? "npm.cmd" : "npm";

/** The environment of a plain `node` (or npm) run: no loader from NODE_OPTIONS, none of the parent npm's settings. */
export function plainEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env))
    if (!/^npm_/i.test(key) && key !== "NODE_OPTIONS" && !key.startsWith("VITEST")) env[key] = value;
  return { ...env, ...extra };
}

export async function run(
  command: string,
  args: string[],
  cwd: string,
  env = plainEnv(),
): Promise<{ stdout: string; stderr: string }> {
  try {
    return await execFileP(command, args, { cwd, env, maxBuffer: 32 * 1024 * 1024, timeout: 120_000 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(" ")} (in ${cwd}) failed: ${e.message}\n${e.stdout ?? ""}\n${e.stderr ?? ""}`,
    );
  }
}

/** The packages a runtime dependency list needs, with theirs, as hoisted in the repository's node_modules. */
function dependencyClosure(names: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...names];
  while (queue.length) {
    const name = queue.shift()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const manifest = join(ROOT, "node_modules", name, "package.json");
    if (!existsSync(manifest)) throw new Error(`${name} is not in the repository's node_modules (run npm ci)`);
    queue.push(
      ...Object.keys(
        (JSON.parse(readFileSync(manifest, "utf8")) as { dependencies?: Record<string, string> }).dependencies ?? {},
      ),
    );
  }
  return [...seen];
}

/**
 * Makes `app` an empty ES-module project and installs `tarball` into it offline; the dependencies its manifest names
 * are packed from the repository's node_modules into `scratch` first (no registry is asked).
 */
export async function installTarball(app: string, tarball: string, scratch: string): Promise<void> {
  const manifest = JSON.parse((await run("tar", ["-xzOf", tarball, "package/package.json"], scratch)).stdout) as {
    dependencies?: Record<string, string>;
  };
  const deps = join(scratch, "deps");
  mkdirSync(deps, { recursive: true });
  const needed = dependencyClosure(Object.keys(manifest.dependencies ?? {}));
  await run(
    NPM,
    [
      "pack",
      ...needed.map((n) => join(ROOT, "node_modules", n)),
      "--pack-destination",
      deps,
      "--offline",
      "--ignore-scripts",
      "--loglevel",
      "error",
    ],
    scratch,
  );
  writeFileSync(
    join(app, "package.json"),
    `${JSON.stringify({ name: "quire-sdk-consumer", private: true, type: "module" }, null, 2)}\n`,
  );
  await run(
    NPM,
    [
      "install",
      tarball,
      ...readdirSync(deps).map((f) => join(deps, f)),
      "--offline",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      "--loglevel",
      "error",
    ],
    app,
  );
}

export interface ReadmeExample {
  file: string;
  code: string;
}

/** A README's runnable examples: fenced blocks whose info string is `js example <file>` or `ts example <file>`. */
export function readmeExamples(readme: string): ReadmeExample[] {
  return fencedBlocks(readFileSync(readme, "utf8")).flatMap((b) => {
    const m = /^(?:js|ts) example (\S+)$/.exec(b.info);
    return m ? [{ file: m[1]!, code: `${b.code}\n` }] : [];
  });
}
