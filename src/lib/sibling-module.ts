// A worker or work-process entry in the caller's own form: the `.ts` beside the caller from the sources, the bundled `.js`
// at the top of the build folder from the build.
import { pathToFileURL } from "node:url";
import { projectPath } from "./project-root.js";

/**
 * `siblingModule(import.meta.url, "export-worker")`: src/workers/export-worker.ts beside the caller when it runs from the
 * sources, the build's export-worker.js when it runs from the build (the bundler gives every such entry a file of its
 * own there, while the caller's code may sit in any chunk).
 */
export function siblingModule(callerUrl: string, name: string): URL {
  return fromSources(callerUrl)
    ? new URL(`./${name}.ts`, callerUrl)
    : pathToFileURL(projectPath("build", `${name}.js`));
}

/** Whether a module runs from the TypeScript sources (through tsx or vitest) rather than the compiled build. */
export const fromSources = (moduleUrl: string) => /\.[cm]?tsx?$/.test(new URL(moduleUrl).pathname);
