// Prints the corpus's failures by property and language: `node --import tsx test/agent/real-writing/report.ts [property|all] [lang]`.
import { CORPUS_PROPERTIES, corpusReport, runCorpusCase, type CorpusProperty } from "./check-case.js";
import { CORPUS } from "./corpus/index.js";

const [only, lang] = process.argv.slice(2);
const results = await Promise.all(CORPUS.filter((c) => !lang || c.lang === lang).map(runCorpusCase));
for (const p of CORPUS_PROPERTIES) {
  const failed = results.filter((r) => r.failures[p]);
  console.log(`${p}: ${failed.length} of ${results.length}`);
  if (only === p || only === "all") console.log(corpusReport(failed, p as CorpusProperty, 400));
}
