// Prints pass/fail counts per property and language and the first failures of each: node --import tsx test/agent/prompt-suite/report.ts [lang] [property]
import { PROPERTY_NAMES, PROPERTY_TEXT, type PropertyName } from "./properties.js";
import { failureReport, runCase } from "./run-suite.js";
import { buildSuite } from "./suite.js";
import { SUITE_LANGS, type Lang } from "./types.js";

const args = process.argv.slice(2);
const lang = args.find((a) => (SUITE_LANGS as readonly string[]).includes(a)) as Lang | undefined;
const only = args.find((a) => (PROPERTY_NAMES as readonly string[]).includes(a)) as PropertyName | undefined;
const results = buildSuite()
  .filter((c) => !lang || c.lang === lang)
  .map(runCase);
const langs = lang ? [lang] : SUITE_LANGS;

const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `${results.length} prompts${lang ? ` in ${lang}` : ""}; failing prompts per property (of the prompts in each language):\n`,
);
console.log(`${"property".padEnd(12)}${langs.map((l) => pad(l, 7)).join("")}${pad("all", 9)}`);
for (const p of PROPERTY_NAMES) {
  const cells = langs.map((l) => {
    const mine = results.filter((r) => r.case.lang === l);
    return pad(`${mine.filter((r) => r.failures[p]).length}/${mine.length}`, 7);
  });
  console.log(
    `${p.padEnd(12)}${cells.join("")}${pad(`${results.filter((r) => r.failures[p]).length}/${results.length}`, 9)}`,
  );
}
const clean = results.filter((r) => !Object.keys(r.failures).length).length;
console.log(`\n${clean}/${results.length} prompts pass every property.`);

for (const p of only ? [only] : PROPERTY_NAMES) {
  const failed = results.filter((r) => r.failures[p]);
  if (!failed.length) continue;
  console.log(`\n=== ${p}: ${PROPERTY_TEXT[p]}\n${failureReport(failed, p, only ? 12 : 3)}`);
}
