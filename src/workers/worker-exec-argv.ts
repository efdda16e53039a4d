// The execArgv workers start with: the parent's loader and resolution flags, plus tsx when they load the TypeScript sources.
import { fromSources } from "../lib/sibling-module.js";

/** Flags a worker needs to load what its parent loads: loaders, and the export conditions (`--conditions=quire-build`). */
const PASSED = /^--(?:import|require|loader|experimental-loader|conditions)$|^-C$/;
const PASSED_WITH_VALUE = /^--(?:import|require|loader|experimental-loader|conditions)=/;

/** The condition under which the build resolves @quire/sdk to its compiled form. */
const BUILD_CONDITION = "--conditions=quire-build";

/**
 * Workers run what the main process runs: from the sources they load TypeScript through tsx (`node --import tsx`), from
 * the build no loader but the build's condition (given even when the parent added it by a hook: `quire` from the build). Only these flags are passed on: others (e.g. --expose-gc) are refused by worker threads.
 */
export function workerExecArgv(
  parent: readonly string[] = process.execArgv,
  sources = fromSources(import.meta.url),
): string[] {
  const out: string[] = [];
  for (let i = 0; i < parent.length; i++) {
    const a = parent[i]!;
    if (PASSED_WITH_VALUE.test(a)) out.push(a);
    else if (PASSED.test(a) && parent[i + 1]) out.push(a, parent[++i]!);
  }
  if (!sources)
    return out.some(
      (a, i) => a === "--conditions=quire-build" || (/^(?:--conditions|-C)$/.test(a) && out[i + 1] === "quire-build"),
    )
      ? out
      : [...out, BUILD_CONDITION];
  return out.some((a) => /tsx/.test(a)) ? out : [...out, "--import", "tsx"];
}
