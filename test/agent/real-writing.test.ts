// Writing as people send it — minutes, e-mails, budgets, plans in ten languages, written for this corpus, never generated
// from the composer's own phrasings — and every property on every output: each fact with its label, each row's amount a
// number, each heading over its own text.
import { describe, expect, it } from "vitest";
import { CORPUS_PROPERTIES, CORPUS_PROPERTY_TEXT, corpusReport, runCorpusCase } from "./real-writing/check-case.js";
import { CORPUS } from "./real-writing/corpus/index.js";
import { KNOWN_GAPS } from "./real-writing/known-gaps.js";
import { SUITE_LANGS } from "./prompt-suite/types.js";
import { detectLanguage } from "../../src/agent/reading/language.js";

const results = await Promise.all(CORPUS.map(runCorpusCase));

describe("the real-writing corpus", () => {
  it("holds at least 200 cases in at least 8 languages, each id once, each with what it states", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(CORPUS.map((c) => c.lang)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(CORPUS.map((c) => c.id)).size).toBe(CORPUS.length);
    for (const c of CORPUS) {
      expect(c.facts.length + (c.rows?.length ?? 0) + (c.headings?.length ?? 0), c.id).toBeGreaterThan(0);
      // Ground truth is the text's own: every label and heading is written in it.
      for (const f of c.facts)
        expect(c.text.includes(f.label) && c.text.includes(f.value), `${c.id}: ${f.label} = ${f.value}`).toBe(true);
      for (const h of c.headings ?? [])
        expect(
          c.text.split(/\r?\n/).map((l) => l.trim()),
          `${c.id}: ${h}`,
        ).toContain(h);
    }
  });

  it("reads every case's language as the one it is written in", () => {
    const misread = CORPUS.filter((c) => detectLanguage(c.text).lang !== c.lang).map(
      (c) => `${c.id} → ${detectLanguage(c.text).lang}`,
    );
    expect(misread).toEqual([]);
  });

  it("names every case it knows to fail, and no case it does not", () => {
    for (const [property, ids] of Object.entries(KNOWN_GAPS))
      for (const id of ids)
        expect(
          CORPUS.map((c) => c.id),
          property,
        ).toContain(id);
  });
});

// One test per property and language, so the composer's author sees where it stands; a known gap is listed by id.
for (const property of CORPUS_PROPERTIES) {
  describe(`${property}: ${CORPUS_PROPERTY_TEXT[property]}`, () => {
    it.each(SUITE_LANGS)("%s", (lang) => {
      const failed = results.filter((r) => r.case.lang === lang && r.failures[property]);
      const known = new Set(KNOWN_GAPS[property] ?? []);
      const unexpected = failed.filter((r) => !known.has(r.case.id));
      expect(
        unexpected.map((r) => r.case.id),
        corpusReport(unexpected, property),
      ).toEqual([]);
      // A known gap that now passes is taken off the list, so the list only shrinks.
      const mended = results
        .filter((r) => r.case.lang === lang && known.has(r.case.id) && !r.failures[property])
        .map((r) => r.case.id);
      expect(mended, `now passing "${property}": remove from known-gaps.ts`).toEqual([]);
    });
  });
}
