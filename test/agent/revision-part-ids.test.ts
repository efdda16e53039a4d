// A revision carries the document's part ids through the operations it made, as a typed edit does: a slide rewritten
// and moved keeps its id; when the operations do not make the revised source (the document changed meanwhile), the
// parts are paired as a new source's are.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revisedPartIds } from "../../src/documents/edits/edit-part-ids.js";
import type { Edit } from "../../src/documents/edits/edit-schema.js";
import { applyEdits } from "../../src/documents/edits/apply-edits.js";
import type { Deck, Slide } from "../../src/formats/model/source.js";
import { describeParts, encodePartIds, positionalIds, readPartIds } from "../../src/documents/part-ids.js";
import { jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { createDoc, DOCS, openWorkspaceApp } from "../workspace/workspace-app.js";
import { parseLines } from "./stream-lines.js";

const slide = (title: string, ...bullets: string[]): Slide => ({ layout: "bullets", title, bullets });
const DECK: Deck = {
  kind: "deck",
  title: "Bakery",
  slides: [
    slide("Opening", "Why we meet"),
    slide("Risks", "Flour prices up 12%"),
    slide("Plan", "Open in May"),
    slide("Budget", "€84,000 for the oven"),
  ],
};
const idsOf = (deck: Deck, stored: unknown) => describeParts(deck, readPartIds(deck, stored)).map((p) => p.id);

describe("a revision's part ids", () => {
  const row = { source: DECK, parts: encodePartIds(positionalIds(DECK)) };

  it("follow the operations it made: a slide rewritten and moved keeps its id, an added one takes a new one", () => {
    const made: Edit[] = [
      { op: "replace", index: 1, slide: slide("What could go wrong", "Rye supply from one mill") },
      { op: "move", from: 1, to: 3 },
      { op: "insert", at: 1, slide: slide("Team", "Two bakers") },
    ];
    const revised = applyEdits(DECK, made).source as Deck;
    expect(idsOf(revised, revisedPartIds(row, revised, made))).toEqual(["sl_1", "sl_5", "sl_3", "sl_4", "sl_2"]);
    // Paired by content and place instead, the rewritten slide would read as removed and another added.
    expect(idsOf(revised, revisedPartIds(row, revised, undefined))).not.toEqual([
      "sl_1",
      "sl_5",
      "sl_3",
      "sl_4",
      "sl_2",
    ]);
  });

  it("are paired when the operations do not make the revised source (the document changed meanwhile)", () => {
    const made: Edit[] = [{ op: "remove", index: 0 }];
    const revised: Deck = { ...DECK, slides: [DECK.slides[2]!, DECK.slides[1]!, DECK.slides[3]!] };
    expect(idsOf(revised, revisedPartIds(row, revised, made))).toEqual(["sl_3", "sl_2", "sl_4"]);
  });
});

describe("a revision over HTTP", () => {
  let t: TestApp;
  let alice: KeySession;
  beforeAll(async () => {
    t = await openWorkspaceApp("sqlite");
    alice = await signUpWithKey(t);
  });
  afterAll(async () => t?.close());

  it("keeps each slide's id through the builtin's rename, move and removal", async () => {
    const doc = await createDoc(t, alice.headers, { kind: "deck", title: DECK.title, source: DECK });
    const lines = parseLines(
      await (
        await t.app.request(
          "/api/agent",
          jsonRequest(
            "POST",
            {
              prompt:
                "Rename the Risks slide to Watch-outs, move the Budget slide to the front and remove the Plan slide",
              documentId: doc.id,
            },
            alice.headers,
          ),
        )
      ).text(),
    );
    expect(lines.at(-1)).toMatchObject({ type: "done" });
    const now = (await (await t.app.request(`${DOCS}/${doc.id}`, { headers: alice.headers })).json()).document;
    expect(now.parts.map((p: { id: string; title: string }) => `${p.id} ${p.title}`)).toEqual([
      "sl_4 Budget",
      "sl_1 Opening",
      "sl_2 Watch-outs",
    ]);
  });
});
