// The URL of a module beside the caller in the caller's own form: `.ts` when run from the sources, `.js` from the build.

/** `siblingModule(import.meta.url, "export-worker")`: the worker entry next to this file, compiled or not as this one is. */
export function siblingModule(callerUrl: string, name: string): URL {
  return new URL(`./${name}${fromSources(callerUrl) ? ".ts" : ".js"}`, callerUrl);
}

/** Whether a module runs from the TypeScript sources (through tsx or vitest) rather than the compiled build. */
export const fromSources = (moduleUrl: string) => /\.[cm]?tsx?$/.test(new URL(moduleUrl).pathname);
