// The stored history over generated edit sequences: every version rebuilds exactly, deltas stay small, long arrays fall back to snapshots.
import { describe, expect, it } from "vitest";
import { decodeChain, encodeVersion } from "../../src/store/repos/version-chain.js";
import type { Source } from "../../src/formats/model/source.js";
import { mutate, randomSource, seeded } from "./generated-sources.js";

/** Stores a history the way the repository does (a snapshot every `every` versions) and rebuilds each version from it. */
function roundTrip(versions: Source[], every: number) {
  const stored = versions.map((source, i) => encodeVersion(i === 0 ? null : versions[i - 1], source, i % every === 0));
  return versions.map((_, n) => {
    let base = n;
    while (stored[base]!.snapshot === null) base--;
    return decodeChain(
      stored[base]!.snapshot!,
      stored.slice(base + 1, n + 1).map((s) => s.delta),
    );
  });
}

describe("version chain", () => {
  it("rebuilds every version of 60 generated histories exactly, whatever the snapshot interval", () => {
    for (let seed = 1; seed <= 60; seed++) {
      const rng = seeded(seed);
      const versions = [randomSource(rng)];
      for (let i = 0; i < 25; i++) versions.push(mutate(rng, versions.at(-1)!));
      for (const every of [1, 4, 10, 1000])
        expect(roundTrip(versions, every), `seed ${seed}, every ${every}`).toEqual(versions);
    }
  });

  it("stores a small edit of a long doc as a delta a fraction of its size", () => {
    const markdown = Array.from({ length: 3000 }, (_, i) => `Paragraph ${i}: the hives in Kraków cost €380 each.`).join(
      "\n\n",
    );
    const before: Source = { kind: "doc", title: "Long", markdown };
    const after: Source = { ...before, markdown: markdown.replace("Paragraph 1500:", "Paragraph 1500 (revised):") };
    const stored = encodeVersion(before, after, false);
    expect(stored.snapshot).toBeNull();
    expect(stored.delta!.length).toBeLessThan(400);
    expect(decodeChain(JSON.stringify(before), [stored.delta])).toEqual(after);
  });

  it("keeps an unchanged source as neither snapshot nor delta, and a due snapshot whole", () => {
    const rng = seeded(7);
    const source = randomSource(rng);
    expect(encodeVersion(source, structuredClone(source), false)).toEqual({ snapshot: null, delta: null });
    expect(encodeVersion(source, source, true).snapshot).toBe(JSON.stringify(source));
  });

  it("stores a rewrite of thousands of rows whole instead of aligning them (the LCS table would not fit)", () => {
    const rows = (tag: string) => Array.from({ length: 5000 }, (_, r) => [`${tag} ${r}`, r]);
    const before: Source = {
      kind: "sheet",
      title: "Big",
      sheets: [{ name: "A", columns: [{ header: "K" }, { header: "V" }], rows: rows("old") }],
    };
    const after: Source = { ...before, sheets: [{ ...before.sheets[0]!, rows: rows("new") }] };
    const stored = encodeVersion(before, after, false);
    expect(stored.snapshot).toBe(JSON.stringify(after));
    // One changed cell in the same big sheet is still a small delta: common head and tail are set aside first.
    const one = structuredClone(before);
    (one as { sheets: { rows: unknown[][] }[] }).sheets[0]!.rows[2500]![1] = -1;
    const small = encodeVersion(before, one, false);
    expect(small.delta!.length).toBeLessThan(200);
    expect(decodeChain(JSON.stringify(before), [small.delta])).toEqual(one);
  });
});
