// Bench: 30-slide deck → pptx in-process, beside pandoc -t pptx (whole process) on the same deck as Markdown, and the floor;
// the same deck's slide thumbnails and quality report beside its export row.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { record, summarise, time, timeCommand, ms, mb, type BenchModule } from "../lib.js";
import { benchDeck, benchDesignedDeck, benchDoc, markedDeck, markedDoc } from "../workload.js";
import type { Deck } from "../../src/formats/model/source.js";
import { renderDeckToPptx, renderDocToPptx } from "../../src/formats/pptx/index.js";
import { summariseDoc } from "../../src/formats/doc-to-deck/doc-to-deck.js";
import { packEntry, writeZip } from "../../src/formats/ooxml/zip-write.js";
import { slidePng } from "../../src/formats/raster/slide-png.js";
import { THUMBNAIL_WIDTH } from "../../src/formats/model/export-formats.js";
import { deckQuality } from "../../src/quality/deck-quality.js";

/** The bench deck as pandoc Markdown: one `##` slide per deck slide, notes in `::: notes`. */
export function deckMarkdown(deck: Deck): string {
  const out: string[] = [`% ${deck.title}`, ""];
  for (const s of deck.slides) {
    switch (s.layout) {
      case "title":
      case "section":
        out.push(`# ${s.title}`, "", s.subtitle ?? "", "");
        break;
      case "bullets":
        out.push(`## ${s.title}`, "");
        for (const b of s.bullets) {
          if (typeof b === "string") out.push(`- ${b}`);
          else out.push(`- ${b.text}`, ...b.children.map((c) => `    - ${c}`));
        }
        out.push("");
        break;
      case "table":
        out.push(
          `## ${s.title ?? ""}`,
          "",
          `| ${s.table.columns.join(" | ")} |`,
          `|${s.table.columns.map(() => "---").join("|")}|`,
        );
        for (const r of s.table.rows) out.push(`| ${r.map((c) => (c === null ? "" : String(c))).join(" | ")} |`);
        out.push("");
        break;
      case "two-column":
        out.push(
          `## ${s.title ?? ""}`,
          "",
          ":::::: {.columns}",
          "::: {.column}",
          s.left,
          ":::",
          "::: {.column}",
          s.right,
          ":::",
          "::::::",
          "",
        );
        break;
      case "quote":
        out.push("## ", "", `> ${s.quote}`, ">", `> — ${s.attribution ?? ""}`, "");
        break;
      default:
        out.push(`## ${"title" in s ? (s.title ?? "") : ""}`, "");
    }
    if (s.notes) out.push("::: notes", s.notes, ":::", "");
  }
  return out.join("\n");
}

const mod: BenchModule = {
  name: "pptx: 30-slide deck export",
  async run() {
    const deck = benchDeck();
    // Each run a deck not seen before (markedDeck), made before the clock starts.
    const runs = (of: Deck, n: number) => Array.from({ length: n }, (_, i) => markedDeck(of, i + 1));
    const decks = runs(deck, 35);
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    let bytes: Uint8Array = new Uint8Array();
    const ours = await time(
      async () => {
        bytes = (await renderDeckToPptx(decks.pop()!)).bytes;
        peak = Math.max(peak, process.memoryUsage().rss);
      },
      30,
      5,
    );

    const dir = mkdtempSync(join(tmpdir(), "quire-bench-pptx-"));
    const pandoc = timeCommand(
      "pandoc",
      ["-f", "markdown", "-t", "pptx", "-o", join(dir, "deck.pptx")],
      5,
      deckMarkdown(deck),
    );
    rmSync(dir, { recursive: true, force: true });
    record({
      group: "pptx",
      name: `deck → pptx, 30 slides (built-in theme; ${(bytes.length / 1024).toFixed(0)} KB)`,
      ours: `${ms(ours)}, peak RSS ${mb(peak)}`,
      anchor: pandoc ? `pandoc -t pptx (whole process) ${ms(pandoc)}` : "pandoc not installed",
      ratio: pandoc ? `${(pandoc.median / ours.median).toFixed(1)}× faster than pandoc` : undefined,
      bar: "≤ 20 ms; ≥ 6× faster than pandoc",
    });

    // Beside the export: each slide as a thumbnail (the slide route's default width) and the deck's quality report.
    await slidePng(deck, 0, THUMBNAIL_WIDTH.default); // pdf.js loads on the first picture
    const perSlide: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < deck.slides.length; i++) {
        const t0 = performance.now();
        await slidePng(deck, i, THUMBNAIL_WIDTH.default);
        perSlide.push(performance.now() - t0);
      }
    }
    record({
      group: "pptx",
      name: `slide thumbnail, ${THUMBNAIL_WIDTH.default} px PNG, per slide of the 30-slide deck (${perSlide.length} drawn)`,
      ours: ms(summarise(perSlide)),
      bar: "≤ 50 ms a slide",
    });
    let measured = "";
    const quality = await time(
      async () => {
        const report = await deckQuality(deck, { budgetMs: 60_000 });
        measured = `${report.status}, ${report.measured}/${report.slides} slides, ${report.findings.length} findings`;
      },
      10,
      2,
    );
    record({
      group: "pptx",
      name: `quality report, 30-slide deck (${measured})`,
      ours: ms(quality),
      ratio: `${(quality.median / ours.median).toFixed(1)}× the deck's pptx export`,
      bar: "≤ 2,000 ms (the budget it has beside a run's done line)",
    });

    // The designed kinds: native shapes and icon paths on the same template, and a 50-page doc summarised into slides.
    const designed = runs(benchDesignedDeck(), 35);
    let designedBytes = 0;
    const kinds = await time(
      async () => {
        designedBytes = (await renderDeckToPptx(designed.pop()!)).bytes.length;
      },
      30,
      5,
    );
    record({
      group: "pptx",
      name: `designed deck → pptx, 30 slides of KPI/cards/timeline/comparison/team (${(designedBytes / 1024).toFixed(0)} KB)`,
      ours: ms(kinds),
      bar: "≤ 20 ms (the deck bar)",
    });
    const doc = benchDoc();
    const docSlides = summariseDoc(doc).deck.slides.length;
    const docs = Array.from({ length: 12 }, (_, i) => markedDoc(doc, i + 1));
    const summarised = await time(() => renderDocToPptx(docs.pop()!), 10, 2);
    record({ group: "pptx", name: `50-page doc → pptx, summarised into ${docSlides} slides`, ours: ms(summarised) });

    // Floor: the same XML parts, just deflated natively and zipped.
    const parts = Object.entries(unzipSync(bytes));
    const floor = await time(() => writeZip(parts.map(([n, d]) => packEntry({ name: n, data: d }))), 30, 5);
    record({
      group: "pptx",
      name: "floor: native deflate + zip of the same parts",
      ours: ms(floor),
      ratio: `ours = ${(ours.median / floor.median).toFixed(1)}× the floor`,
    });
  },
};
export default mod;
