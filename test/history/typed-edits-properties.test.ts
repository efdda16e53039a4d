// Typed edits as properties over many seeded random decks, docs and sheets: the engine against the suite's own list
// model (typed-edits-model.ts) after every edit of every list, the first bad edit named, ids kept through a new source.
import { describe, expect, it } from "vitest";
import { applyDocumentEdits } from "../../src/documents/edits/apply-document-edits.js";
import { SourceSchema, type SourceKind } from "../../src/formats/model/source.js";
import { AppError } from "../../src/lib/errors.js";
import { carryPartIds, positionalIds } from "../../src/documents/part-ids.js";
import { editableSource, seeded } from "./generated-sources.js";
import {
  actualParts,
  drawEdits,
  expectNamed,
  invalidEdit,
  removedAndSwapped,
  type DocModel,
} from "./typed-edits-model.js";

const CASES_PER_KIND = 100;
const ROUNDS = 2;
const KINDS: SourceKind[] = ["deck", "doc", "sheet"];
const seedOf = (kind: SourceKind, n: number) => 0x7e_d175 + KINDS.indexOf(kind) * 100_003 + n;

function rejection(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("the edits applied; one of them should not have");
}

describe.each(KINDS)("typed edits on random %ss", (kind) => {
  it("change exactly what the model says, each part keeping its id, new ids never used before; a bad edit changes nothing", () => {
    let edits = 0;
    for (let c = 0; c < CASES_PER_KIND; c++) {
      const rng = seeded(seedOf(kind, c));
      let source = SourceSchema.parse(editableSource(rng, kind));
      let ids = positionalIds(source);
      let seen: DocModel | undefined;
      for (let round = 0; round < ROUNDS; round++) {
        const frozen = JSON.stringify(source);
        const { list, model, states, result } = drawEdits(rng, source, ids, seen, `${kind} ${c}.${round}`);
        edits += list.length;
        expect(JSON.stringify(source), "the source edited is left as it was").toBe(frozen);

        const at = rng.int(0, list.length);
        const trap = invalidEdit(rng, states[at]!);
        const bad = at + trap.before.length;
        const error = rejection(() =>
          applyDocumentEdits(source, ids, [...list.slice(0, at), ...trap.before, trap.bad, ...list.slice(at)]),
        );
        expect(error.code).toBe("invalid_request");
        expectNamed(error, bad, trap);
        expect(JSON.stringify(source)).toBe(frozen);

        source = result.source;
        ids = result.ids;
        seen = model;
      }
    }
    expect(edits).toBeGreaterThan(CASES_PER_KIND * ROUNDS * 3);
  });

  it("keeps the ids of the parts a new source still has, through a removal and a swap", () => {
    let checked = 0;
    for (let c = 0; c < CASES_PER_KIND; c++) {
      const rng = seeded(seedOf(kind, c) ^ 0x5a5a);
      let source = SourceSchema.parse(editableSource(rng, kind));
      let ids = positionalIds(source);
      // Some edits first, so the ids are no longer 1..n in order.
      ({ source, ids } = drawEdits(rng, source, ids, undefined, `${kind} ${c}`).result);
      const rewritten = removedAndSwapped(rng, source);
      if (!rewritten) continue;
      const before = actualParts(source, ids);
      const after = actualParts(rewritten.source, carryPartIds(source, ids, rewritten.source));
      expect(
        after.map((p) => p.id),
        `${kind} ${c}`,
      ).toEqual(rewritten.order.map((i) => before[i]!.id));
      if (kind === "sheet")
        after.forEach((tab, t) =>
          expect(tab.rows, `${kind} ${c} tab ${t + 1}`).toEqual(
            rewritten.rows![t]!.map((r) => before[rewritten.order[t]!]!.rows![r]),
          ),
        );
      checked++;
    }
    expect(checked).toBeGreaterThan(CASES_PER_KIND / 3);
  });
});
