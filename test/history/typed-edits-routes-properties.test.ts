// Typed edits over HTTP on SQLite as properties of seeded random decks, docs and sheets: one version per POST that
// lists its edits, the parts the engine gives, restore, stale versions and bad edits changing nothing, ids through a PATCH.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyDocumentEdits } from "../../src/documents/edits/apply-document-edits.js";
import type { DocumentEdit } from "../../src/documents/edits/document-edit-schema.js";
import type { Source, SourceKind } from "../../src/formats/model/source.js";
import { describeParts, positionalIds, type PartIds } from "../../src/documents/part-ids.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { DOCS, TEST_ENV } from "../workspace/workspace-app.js";
import { editableSource, seeded } from "./generated-sources.js";
import {
  actualParts,
  appliedCount,
  drawEdits,
  expectNamed,
  invalidEdit,
  removedAndSwapped,
  type DocModel,
} from "./typed-edits-model.js";

const CASES_PER_KIND = 15;
const ROUNDS = 2;
const KINDS: SourceKind[] = ["deck", "doc", "sheet"];

interface Version {
  version: number;
  source: Source;
  ids: PartIds;
}

describe("typed edits over HTTP on sqlite", () => {
  let t: TestApp;
  let alice: KeySession;
  const call = (method: string, path: string, body?: unknown) =>
    t.app.request(path, jsonRequest(method, body, alice.headers));
  const json = async (res: Response, status: number) => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text);
  };
  const read = async (id: string) => (await json(await call("GET", `${DOCS}/${id}`), 200)).document;
  const unchanged = async (id: string, at: Version) => {
    const now = await read(id);
    expect(now.version).toBe(at.version);
    expect(now.source).toEqual(at.source);
    expect(now.parts).toEqual(describeParts(at.source, at.ids));
  };

  beforeAll(async () => {
    t = await createTestApp({ env: TEST_ENV });
    alice = await signUpWithKey(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(KINDS)(
    "on random %ss: one version per POST, its edits listed, the engine's parts, restore, 409 and 400 changing nothing",
    async (kind) => {
      let patched = 0;
      for (let c = 0; c < CASES_PER_KIND; c++) {
        const rng = seeded(0xed17 + KINDS.indexOf(kind) * 1_009 + c);
        const created = (
          await json(await call("POST", DOCS, { kind, title: "Edits", source: editableSource(rng, kind) }), 201)
        ).document;
        const versions: Version[] = [
          { version: created.version, source: created.source, ids: positionalIds(created.source) },
        ];
        expect(created.parts).toEqual(describeParts(created.source, versions[0]!.ids));
        const everUsed = new Set<string>();
        let seen: DocModel | undefined;
        for (let round = 0; round < ROUNDS; round++) {
          const at = versions.at(-1)!;
          const context = `${kind} ${c}.${round}`;
          const { list, model, states, result } = drawEdits(rng, at.source, at.ids, seen, context);
          const path = `${DOCS}/${created.id}/edits`;

          if (rng.chance(0.5)) {
            const stale = (
              await json(
                await call("POST", path, {
                  version: at.version > 1 && rng.chance(0.5) ? at.version - 1 : at.version + 1,
                  edits: list,
                }),
                409,
              )
            ).error;
            expect(stale, context).toBe("conflict");
            await unchanged(created.id, at);
          }
          if (rng.chance(0.6)) {
            const k = rng.int(0, list.length);
            const trap = invalidEdit(rng, states[k]!);
            const body = await json(
              await call("POST", path, {
                version: at.version,
                edits: [...list.slice(0, k), ...trap.before, trap.bad, ...list.slice(k)],
              }),
              400,
            );
            expect(body.error).toBe("invalid_request");
            expectNamed(body, k + trap.before.length, trap);
            await unchanged(created.id, at);
          }

          const answer = await json(
            await call("POST", path, rng.chance(0.7) ? { version: at.version, edits: list } : { edits: list }),
            200,
          );
          const next: Version = { version: at.version + 1, source: result.source, ids: result.ids };
          expect(answer.document.version, context).toBe(next.version);
          expect(answer.document.source, context).toEqual(next.source);
          expect(answer.document.parts, context).toEqual(describeParts(next.source, next.ids));
          expect(answer.applied, context).toEqual(result.applied);
          expect(answer.applied).toHaveLength(appliedCount(list));

          const [newest] = (await json(await call("GET", `${DOCS}/${created.id}/versions?limit=1`), 200)).items;
          expect(newest).toMatchObject({ version: next.version, change: "edited" });
          expect(
            newest.edits.map((e: { op: string; message: string }) => [e.op, e.message]),
            context,
          ).toEqual(result.applied.map((e) => [e.op, e.message]));
          await unchanged(created.id, next);
          for (const v of [at, next])
            for (const p of actualParts(v.source, v.ids)) [p.id, ...(p.rows ?? [])].forEach((id) => everUsed.add(id));
          versions.push(next);
          seen = model;
        }

        // Back to the version before the last POST: its source and its ids, as a new version.
        const [before, last] = versions.slice(-2) as [Version, Version];
        const restored = (
          await json(
            await call("POST", `${DOCS}/${created.id}/versions/${before.version}/restore`, { version: last.version }),
            200,
          )
        ).document;
        expect(restored.version).toBe(last.version + 1);
        expect(restored.source).toEqual(before.source);
        expect(restored.parts).toEqual(describeParts(before.source, before.ids));

        // A part added after the restore takes an id no version ever had, the counter never going back.
        const ids = { ...before.ids, next: Math.max(before.ids.next, last.ids.next) };
        const insert = drawInsert(before.source);
        const added = (
          await json(
            await call("POST", `${DOCS}/${created.id}/edits`, { version: restored.version, edits: [insert] }),
            200,
          )
        ).document;
        const expected = applyDocumentEdits(before.source, ids, [insert]);
        expect(added.parts).toEqual(describeParts(expected.source, expected.ids));
        const newIds = actualParts(expected.source, expected.ids)
          .flatMap((p) => [p.id, ...(p.rows ?? [])])
          .filter(
            (id) => !restored.parts.some((p: { id: string; rows?: string[] }) => p.id === id || p.rows?.includes(id)),
          );
        expect(newIds.length).toBeGreaterThan(0);
        for (const id of newIds)
          expect(everUsed.has(id), `${kind} ${c}: ${id} given again after a restore`).toBe(false);

        // A whole new source without one part and with two swapped: every part left keeps its id.
        const rewritten = removedAndSwapped(rng, added.source);
        if (!rewritten) continue;
        const after = (
          await json(
            await call("PATCH", `${DOCS}/${created.id}`, { version: added.version, source: rewritten.source }),
            200,
          )
        ).document;
        expect(
          after.parts.map((p: { id: string }) => p.id),
          `${kind} ${c}`,
        ).toEqual(rewritten.order.map((i) => added.parts[i].id));
        if (kind === "sheet")
          after.parts.forEach((tab: { rows: string[] }, i: number) =>
            expect(tab.rows).toEqual(rewritten.rows![i]!.map((r) => added.parts[rewritten.order[i]!].rows[r])),
          );
        patched++;
      }
      expect(patched).toBeGreaterThan(CASES_PER_KIND / 3);
    },
  );
});

/** An insert at the end with a part of the document's kind (a sheet's tab with a name no tab has). */
function drawInsert(source: Source): DocumentEdit {
  if (source.kind === "deck")
    return { op: "insert", slide: { layout: "bullets", title: "After the restore", bullets: ["One", "Two"] } };
  if (source.kind === "doc") return { op: "insert", section: { heading: "After the restore", markdown: "Added." } };
  return { op: "insert", tab: { name: "After the restore", columns: [{ header: "Item" }], rows: [["One"], ["Two"]] } };
}
