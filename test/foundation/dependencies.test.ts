// The code's shape holds: no module imports itself round a loop, and dependencies point one way (the rules and their
// reasons are in .dependency-cruiser.cjs; ARCHITECTURE.md draws the layers). dependency-cruiser reads every import.
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../..", import.meta.url).pathname;

describe("src/ dependencies", () => {
  it("have no cycles and point one way: http → domain → store → lib, formats and agent in rooms, each domain module on its allowed modules, Hono only in http", async () => {
    const previous = process.cwd();
    process.chdir(ROOT);
    try {
      const rules = (await import(`${ROOT}.dependency-cruiser.cjs`)).default;
      const { output } = await cruise(["src"], { ruleSet: rules, ...rules.options, validate: true });
      const result = output as ICruiseResult;
      const violations = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}${v.cycle?.length ? ` (${v.cycle.map((c) => c.name).join(" → ")})` : ""}`);
      expect(violations).toEqual([]);
      // The cruise did read the tree (a wrong path would find nothing and pass).
      expect(result.summary.totalCruised).toBeGreaterThan(400);
    } finally {
      process.chdir(previous);
    }
  });
});
