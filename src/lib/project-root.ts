// The project's root folder (the one holding package.json) and paths under it, found from this module's own place.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Walks up to the nearest package.json: this code sits in src/lib/ in the sources and at whatever depth the bundler put
 * it in the build, so files the service reads at run time (web/dist, assets/, content/, package.json) are named from the
 * root rather than from the module reading them.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

/** `projectPath("assets", "themes")`: a path under the project's root. */
export const projectPath = (...segments: string[]): string => join(PROJECT_ROOT, ...segments);
