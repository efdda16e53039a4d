// axe-core in a Playwright page: WCAG 2.0/2.1/2.2 A and AA rules, violations as short readable records.
// axe-core is MPL-2.0: acceptable here only because it is a devDependency, a test tool that never ships in the service.
import { createRequire } from "node:module";
import type { Frame, Page } from "playwright-core";

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core");
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * axe files these under best practice rather than a WCAG tag, yet they are how 1.3.1 and 2.4.1 are met in practice:
 * one main, everything inside a landmark, one h1 and no skipped heading levels.
 */
export const STRUCTURE_RULES = [
  "page-has-heading-one",
  "heading-order",
  "empty-heading",
  "landmark-one-main",
  "region",
  "landmark-unique",
  "landmark-no-duplicate-banner",
  "landmark-no-duplicate-contentinfo",
  "landmark-no-duplicate-main",
  "landmark-main-is-top-level",
  "landmark-banner-is-top-level",
  "landmark-contentinfo-is-top-level",
  "landmark-complementary-is-top-level",
  "aria-allowed-role",
  "presentation-role-conflict",
];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing node: its selector and axe's one-line reason. */
  nodes: { target: string; why: string }[];
}

export interface AxeOptions {
  /** CSS selectors left out of the scan (each exclusion says why where it is used). */
  exclude?: string[];
  /** Scan inside iframes too (default: no; a sandboxed, script-free frame is scanned on its own). */
  iframes?: boolean;
}

/**
 * Runs axe on the page (or frame) as it is now. The page's context needs `bypassCSP: true`: Quire's pages forbid
 * inline scripts, and axe is injected as one.
 */
export async function axeViolations(target: Page | Frame, options: AxeOptions = {}): Promise<AxeViolation[]> {
  const defined = await target.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe !== "undefined");
  if (!defined) await target.addScriptTag({ path: AXE_PATH });
  return target.evaluate(
    async ({ tags, rules, exclude, iframes }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
      type AxeResults = {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: unknown[]; failureSummary?: string }[];
        }[];
      };
      const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
      const results = await axe.run(context, {
        runOnly: { type: "tag", values: tags },
        rules,
        iframes,
        resultTypes: ["violations"],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String).join(" >>> "),
          why: (n.failureSummary ?? "").replace(/\s+/g, " ").trim().slice(0, 300),
        })),
      }));
    },
    {
      tags: WCAG_TAGS,
      rules: Object.fromEntries(STRUCTURE_RULES.map((id) => [id, { enabled: true }])),
      exclude: options.exclude ?? [],
      iframes: options.iframes ?? false,
    },
  );
}

/** One line per failing node ("color-contrast (serious) .hint: Element has insufficient…"), for readable failures. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target}: ${n.why || v.help}`));
}
