// A contract suite's cases, skipped by name with the reason an implementation gives (Hono's `runTest({ skip })`).
import { test } from "vitest";

/** Cases an implementation does not keep, and why; the reason shows in the skipped test's name. */
export interface ContractSkip<Case extends string> {
  reason: string;
  cases: readonly Case[];
}

/** Declares the contract's cases in the describe block it is called in: each runs, or is skipped with its reason. */
export function contractCases<Case extends string>(
  titles: Record<Case, string>,
  skips: readonly ContractSkip<Case>[] = [],
) {
  return (name: Case, fn: () => Promise<void>, timeoutMs?: number) => {
    const skip = skips.find((s) => s.cases.includes(name));
    if (skip) test.skip(`${titles[name]} (skipped: ${skip.reason})`, fn);
    else test(titles[name], fn, timeoutMs);
  };
}
