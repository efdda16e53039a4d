// Bench: document history on a real SQLite file — an edit of a 30-slide deck with its version recorded, beside the
// same update without one (the cost history adds); reading the version farthest from a snapshot, beside reading the
// document; a diff of two versions; and what a hundred edits store, beside a hundred whole copies.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { record, time, ms, type BenchModule } from "../lib.js";
import { benchDeck } from "../workload.js";
import type { Deck, Source } from "../../src/formats/model/source.js";
import { openDatabase } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { createRepos } from "../../src/store/repos/index.js";
import { diffVersions } from "../../src/documents/history/diff-versions.js";
import { newId } from "../../src/lib/ids.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { carriedPartIds } from "../../src/documents/part-ids.js";

const EDITS = 100;

/** The n-th edit people make: one slide's bullets rewritten, every fifth edit a slide moved. */
function edited(deck: Deck, n: number): Deck {
  const next = structuredClone(deck);
  const i = n % next.slides.length;
  const slide = next.slides[i]!;
  if (n % 5 === 0) next.slides.splice((i + 7) % next.slides.length, 0, next.slides.splice(i, 1)[0]!);
  else if (slide.layout === "bullets") slide.bullets = [...slide.bullets.slice(1), `Point revised in edit ${n}`];
  else if ("title" in slide) slide.title = `${slide.title ?? "Slide"} (${n})`;
  return next;
}

const mod: BenchModule = {
  name: "history: versions of a 30-slide deck on SQLite",
  async run() {
    const dir = mkdtempSync(join(tmpdir(), "quire-bench-history-"));
    const database = await openDatabase(`sqlite:${join(dir, "quire.db")}`);
    try {
      await migrateToLatest(database);
      const repos = createRepos<Source>(database.db);
      const userId = "user_bench";
      const space = personalSpace(userId);
      await database.db
        .insertInto("user")
        .values({
          id: userId,
          name: "Bench",
          email: "bench@example.test",
          emailVerified: 1,
          image: null,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        } as never)
        .execute();
      const deck = benchDeck();
      const now = new Date().toISOString();
      const id = newId("doc");
      await repos.documents.insert(
        {
          id,
          userId,
          spaceId: space,
          kind: "deck",
          title: deck.title,
          source: deck,
          origin: "manual",
          brandId: null,
          brandVersion: null,
          version: 1,
          parts: null,
          createdAt: now,
          updatedAt: now,
        },
        { change: "created", userId },
      );
      let current = deck;
      for (let n = 1; n < EDITS; n++) {
        current = edited(current, n);
        await repos.documents.update(space, id, (row) => ({ source: current, parts: carriedPartIds(row, current) }), {
          change: "edited",
          userId,
        });
      }
      const extent = (await repos.documentVersions.extent(id))!;
      const whole = JSON.stringify(deck).length * extent.count;
      record({
        group: "history",
        name: `storage of ${extent.count} versions (a snapshot every 10, deltas between)`,
        ours: `${(extent.bytes / 1024).toFixed(0)} KB`,
        anchor: `${(whole / 1024).toFixed(0)} KB as whole copies`,
        ratio: `${(whole / extent.bytes).toFixed(1)}× smaller`,
      });

      // The edit path: read-modify-write in one transaction with and without the version row.
      let n = EDITS;
      const withHistory = await time(
        async () => {
          current = edited(current, n++);
          await repos.documents.update(space, id, (row) => ({ source: current, parts: carriedPartIds(row, current) }), {
            change: "edited",
            userId,
          });
        },
        40,
        5,
      );
      // The same update on a twin document, by hand without the version row (a twin: the history of `id` stays whole).
      const twin = newId("doc");
      await repos.documents.insert(
        {
          id: twin,
          userId,
          spaceId: space,
          kind: "deck",
          title: deck.title,
          source: current,
          origin: "manual",
          brandId: null,
          brandVersion: null,
          version: 1,
          parts: null,
          createdAt: now,
          updatedAt: now,
        },
        { change: "created", userId },
      );
      let twinSource = current;
      const plain = await time(
        async () => {
          twinSource = edited(twinSource, n++);
          await database.db.transaction().execute(async (trx) => {
            const row = await trx
              .selectFrom("document")
              .select(["version", "source"])
              .where("id", "=", twin)
              .executeTakeFirstOrThrow();
            JSON.parse(row.source);
            await trx
              .updateTable("document")
              .set({
                source: JSON.stringify(twinSource),
                version: Number(row.version) + 1,
                updatedAt: new Date().toISOString(),
              })
              .where("id", "=", twin)
              .execute();
          });
        },
        40,
        5,
      );
      record({
        group: "history",
        name: "PATCH-sized edit of a 30-slide deck, version recorded",
        ours: ms(withHistory),
        anchor: `${ms(plain)} (the update alone)`,
        ratio: `${(withHistory.median / plain.median).toFixed(2)}×`,
        bar: "(none set)",
      });

      const latest = (await repos.documentVersions.extent(id))!;
      const rows = await database.db
        .selectFrom("document_version")
        .select(["version", "snapshot"])
        .where("documentId", "=", id)
        .orderBy("version", "desc")
        .execute();
      const farthest =
        rows.find(
          (r) =>
            r.snapshot === null && rows.some((s) => s.snapshot !== null && Number(s.version) === Number(r.version) - 9),
        ) ?? rows[0]!;
      const read = await time(() => repos.documentVersions.read(id, Number(farthest.version)), 40, 5);
      const readDoc = await time(() => repos.documents.findById(space, id), 40, 5);
      record({
        group: "history",
        name: "GET a version 9 deltas past its snapshot",
        ours: ms(read),
        anchor: `${ms(readDoc)} (the document itself)`,
        ratio: `${(read.median / readDoc.median).toFixed(2)}×`,
        bar: "(none set)",
      });

      const older = (await repos.documentVersions.read(id, latest.newest - 20))!.source as Deck;
      const newer = (await repos.documentVersions.read(id, latest.newest))!.source as Deck;
      const diff = await time(() => diffVersions(older, newer), 40, 5);
      record({
        group: "history",
        name: "diff of two versions 20 edits apart (30 slides)",
        ours: `${ms(diff)}, ${diffVersions(older, newer).changes.length} changes`,
        bar: "(none set)",
      });
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
export default mod;
