// The builtin composer on real third-party passages (../shared/fixtures/real-writing): per language and mode, how many
// outputs break each check, the development part and the held-out third apart. `npx tsx scripts/real-passages-report.ts [--show check [--held-out]]`.
import {
  PASSAGE_CHECKS,
  PASSAGE_MODES,
  runPassage,
  type PassageCheck,
  type PassageResult,
} from "../test/agent/real-passages/check-passage.js";
import { loadPassages, PASSAGE_LANGS } from "../test/agent/real-passages/passages.js";
import { sketch } from "../test/agent/prompt-suite/run-suite.js";

const show = process.argv.includes("--show")
  ? (process.argv[process.argv.indexOf("--show") + 1] as PassageCheck)
  : null;
/** `--held-out` also lists the held-out part's failures: for naming a general defect after measuring, never for tuning. */
const heldOut = process.argv.includes("--held-out");
const passages = loadPassages();
if (!passages.length) {
  console.log("no passages: ../shared/fixtures/real-writing is absent (QUIRE_EXTRA_FIXTURES)");
  process.exit(0);
}
const results: PassageResult[] = [];
for (const mode of PASSAGE_MODES) for (const p of passages) results.push(await runPassage(p, mode));

for (const part of ["development", "held out"] as const) {
  console.log(`\n## ${part}: outputs failing each check (of passages per language)`);
  console.log(["mode", "lang", "n", ...PASSAGE_CHECKS, "figures kept", "facts placed"].join("\t"));
  for (const mode of PASSAGE_MODES) {
    for (const lang of PASSAGE_LANGS) {
      const rs = results.filter(
        (r) => r.mode === mode && r.passage.lang === lang && r.passage.heldOut === (part === "held out"),
      );
      const kept = rs.reduce((a, r) => a + r.figuresKept, 0);
      const stated = rs.reduce((a, r) => a + r.figuresStated, 0);
      const placed = rs.reduce((a, r) => a + r.factsPlaced, 0);
      const facts = rs.reduce((a, r) => a + r.factsTotal, 0);
      const share = facts ? ` (${Math.round((100 * placed) / facts)}%)` : "";
      console.log(
        [
          mode,
          lang,
          rs.length,
          ...PASSAGE_CHECKS.map((c) => rs.filter((r) => r.failures[c]).length),
          `${kept}/${stated}`,
          `${placed}/${facts}${share}`,
        ].join("\t"),
      );
    }
  }
}
if (show) {
  for (const r of results.filter((x) => x.failures[show] && (heldOut || !x.passage.heldOut))) {
    console.log(
      `\n— ${r.passage.id}${r.passage.heldOut ? " (held out)" : ""} (${r.mode}): ${r.passage.text.slice(0, 160).replace(/\s+/g, " ")}`,
    );
    for (const f of r.failures[show]!.slice(0, 5)) console.log(`   ✗ ${f}`);
    console.log(sketch(r.outcome, 160).replace(/^/gm, "   "));
  }
}
