// Bench: slide-by-slide editing on a real SQLite file — one slide of a 30-slide deck changed by a typed edit (read,
// applied, part ids carried, written with its version), beside the same change sent as a whole source (PATCH); and a
// slide's four layout variants with their pictures, beside one slide picture.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { record, time, ms, type BenchModule } from "../lib.js";
import { benchDeck } from "../workload.js";
import type { Deck, Source } from "../../src/formats/model/source.js";
import { openDatabase } from "../../src/store/database.js";
import { migrateToLatest } from "../../src/store/migrations/index.js";
import { createRepos } from "../../src/store/repos/index.js";
import { newId } from "../../src/lib/ids.js";
import { personalSpace } from "../../src/lib/space-id.js";
import { editDocument } from "../../src/documents/edit-document.js";
import { variantsOf } from "../../src/documents/slide-variants.js";
import { updateDocument } from "../../src/documents/update-document.js";
import { parseSourceHere } from "../../src/documents/normalise-source.js";
import { slidePng } from "../../src/formats/raster/slide-png.js";
import { THUMBNAIL_WIDTH } from "../../src/formats/model/export-formats.js";
import { encodePartIds, positionalIds } from "../../src/documents/part-ids.js";

const mod: BenchModule = {
  name: "edits",
  async run() {
    const dir = mkdtempSync(join(tmpdir(), "quire-bench-edits-"));
    const database = await openDatabase(`sqlite:${join(dir, "bench.db")}`);
    try {
      await migrateToLatest(database);
      const repos = createRepos<Source>(database.db);
      const userId = "user_bench";
      const spaceId = personalSpace(userId);
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
      const insert = async () => {
        const id = newId("doc");
        await repos.documents.insert(
          {
            id,
            userId,
            spaceId,
            kind: "deck",
            title: deck.title,
            source: deck,
            origin: "manual",
            brandId: null,
            brandVersion: null,
            version: 1,
            parts: encodePartIds(positionalIds(deck)),
            createdAt: now,
            updatedAt: now,
          },
          { change: "created", userId },
        );
        return id;
      };
      const typed = await insert();
      const whole = await insert();
      const slide = deck.slides.findIndex((s) => s.layout === "bullets");
      let version = 1;
      let n = 0;
      const edit = await time(
        async () => {
          const out = await editDocument(repos, {
            spaceId,
            userId,
            id: typed,
            version,
            edits: [{ op: "rename", part: slide + 1, title: `Revised ${n++}` }],
          });
          version = out.document.version;
        },
        60,
        10,
      );
      let current: Deck = deck;
      const patch = await time(
        async () => {
          current = {
            ...current,
            slides: current.slides.map((s, i) => (i === slide && "title" in s ? { ...s, title: `Revised ${n++}` } : s)),
          } as Deck;
          await updateDocument(
            { repos, parseSource: parseSourceHere },
            { spaceId, userId, id: whole, source: current },
          );
        },
        60,
        10,
      );
      record({
        group: "edits",
        name: "one slide of a 30-slide deck renamed by a typed edit, with its version",
        ours: ms(edit),
        anchor: `${ms(patch)} (the same change as a whole-source PATCH)`,
        ratio: `${(patch.median / edit.median).toFixed(2)}× the PATCH's speed`,
        bar: "≤ 5 ms",
      });

      // A priorities slide as people write one: its content fits four other layouts.
      const roadmap: Deck = {
        ...deck,
        slides: deck.slides.map((s, i) =>
          i === slide
            ? {
                layout: "bullets",
                title: "Priorities",
                bullets: [
                  "Open the Leith shop in May",
                  "Hire two bakers by June",
                  "Cut flour waste by 8%",
                  "Launch the rye range",
                ],
              }
            : s,
        ),
      };
      const variants = variantsOf(roadmap, slide);
      await slidePng(roadmap, slide, THUMBNAIL_WIDTH.default); // pdf.js loads on the first picture
      const one = await time(() => slidePng(roadmap, slide, THUMBNAIL_WIDTH.default), 20, 3);
      const four = await time(
        async () => {
          for (const v of variantsOf(roadmap, slide))
            await slidePng(
              { ...roadmap, slides: roadmap.slides.map((s, i) => (i === slide ? v.slide : s)) },
              slide,
              THUMBNAIL_WIDTH.default,
            );
        },
        20,
        3,
      );
      record({
        group: "edits",
        name: `a slide's ${variants.length} layout variants (${variants.map((v) => v.layout).join(", ")}) with ${THUMBNAIL_WIDTH.default} px pictures, one thread`,
        ours: ms(four),
        anchor: `${ms(one)} (one slide picture)`,
        bar: "≤ 300 ms for four",
      });
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
export default mod;
