// The execArgv piscina workers start with: the parent's loader flags, plus tsx so workers load TypeScript sources.

/**
 * Workers load TypeScript through tsx, like the main process (`node --import tsx`). Only loader flags are passed on:
 * others (e.g. --expose-gc) are refused by worker threads.
 */
export function workerExecArgv(parent: readonly string[] = process.execArgv): string[] {
  const out: string[] = [];
  for (let i = 0; i < parent.length; i++) {
    const a = parent[i]!;
    if (/^--(import|require|loader|experimental-loader)=/.test(a)) out.push(a);
    else if (/^--(import|require|loader|experimental-loader)$/.test(a) && parent[i + 1]) out.push(a, parent[++i]!);
  }
  const hasTsx = out.some((a) => /tsx/.test(a));
  return hasTsx ? out : [...out, "--import", "tsx"];
}
