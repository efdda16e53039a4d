// The deterministic bench workload: a 50-page Markdown doc, a 30-slide deck, a 10,000 × 8 sheet.
import type { Deck, Doc, Sheet, Slide } from "../src/formats/model/source.js";

/** A tiny seeded PRNG so every run builds the same bytes. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS =
  "quarterly revenue growth market customer product team launch roadmap pricing channel retention margin forecast budget hiring platform partner region segment pipeline".split(
    " ",
  );

function sentence(r: () => number, n = 14): string {
  const w = Array.from({ length: n }, () => WORDS[Math.floor(r() * WORDS.length)]!);
  w[0] = w[0]![0]!.toUpperCase() + w[0]!.slice(1);
  return `${w.join(" ")}.`;
}

/** ~145 KB of GFM: headings, emphasis, links, code, lists, tables, code blocks (about 50 printed pages). */
export function benchMarkdown(): string {
  const r = rng(42);
  const out: string[] = ["# Annual Operating Review", ""];
  for (let ch = 1; ch <= 50; ch++) {
    out.push(`## ${ch}. ${sentence(r, 4).slice(0, -1)}`, "");
    out.push(
      `${sentence(r)} Some **bold claims**, some *careful hedging*, a [reference](https://example.com/${ch}) and \`inline_code()\`. ${sentence(r, 20)}`,
      "",
    );
    out.push(`- ${sentence(r, 8)}`, `- ${sentence(r, 10)}`, `  - ${sentence(r, 6)}`, `- ${sentence(r, 9)}`, "");
    out.push(`1. ${sentence(r, 7)}`, `2. ${sentence(r, 7)}`, `3. ${sentence(r, 7)}`, "");
    out.push("| Region | Q1 | Q2 | Q3 | Q4 |", "|:--|--:|--:|--:|--:|");
    for (let i = 0; i < 6; i++)
      out.push(
        `| ${WORDS[i]} | ${Math.round(r() * 900)} | ${Math.round(r() * 900)} | ${Math.round(r() * 900)} | ${Math.round(r() * 900)} |`,
      );
    out.push("");
    out.push(
      "```ts",
      `export function metric${ch}(x: number): number {`,
      `  return x * ${ch} + ${Math.round(r() * 100)};`,
      "}",
      "```",
      "",
    );
    out.push(
      `### Discussion`,
      "",
      `${sentence(r, 30)} ${sentence(r, 25)} ${sentence(r, 28)}`,
      "",
      `> ${sentence(r, 16)}`,
      "",
    );
    out.push(`${sentence(r, 40)} ${sentence(r, 35)}`, "");
  }
  return out.join("\n");
}

/**
 * The deck with every slide's heading (or quote) and notes marked with `run`. The pptx writer keeps the parts a thread
 * wrote lately compressed (a batch's decks share most of theirs): a row exporting one deck again and again would time
 * that, not an export, so each run exports a deck the process has not seen.
 */
export function markedDeck(deck: Deck, run: number): Deck {
  const mark = (text: string) => `${text} (${run})`;
  const slides = deck.slides.map((slide) => {
    const out = { ...slide } as Slide & { title?: string; quote?: string; notes?: string };
    if (typeof out.title === "string") out.title = mark(out.title);
    else if (typeof out.quote === "string") out.quote = mark(out.quote);
    if (typeof out.notes === "string") out.notes = mark(out.notes);
    return out as Slide;
  });
  return { ...deck, title: mark(deck.title), slides };
}

/** The doc with each heading marked with `run` (as markedDeck: every run summarises a doc the process has not seen). */
export function markedDoc(doc: Doc & { markdown: string }, run: number): Doc {
  return { ...doc, title: `${doc.title} (${run})`, markdown: doc.markdown.replace(/^(#{1,6} .+)$/gm, `$1 (${run})`) };
}

export function benchDoc(): Doc & { markdown: string } {
  return { kind: "doc", title: "Annual Operating Review", markdown: benchMarkdown() };
}

/** 30 slides cycling through title, bullets, table, two-column and quote layouts. */
export function benchDeck(): Deck {
  const r = rng(7);
  const slides: Slide[] = [
    { layout: "title", title: "Strategy 2027", subtitle: "Board review", notes: "Welcome everyone." },
  ];
  for (let i = 1; i < 30; i++) {
    switch (i % 4) {
      case 0:
        slides.push({
          layout: "bullets",
          title: `Priority ${i}`,
          bullets: [
            sentence(r, 8),
            sentence(r, 9),
            { text: sentence(r, 6), children: [sentence(r, 5), sentence(r, 5)] },
            sentence(r, 7),
          ],
          notes: sentence(r, 20),
        });
        break;
      case 1:
        slides.push({
          layout: "table",
          title: `Results ${i}`,
          table: {
            columns: ["Region", "Q1", "Q2", "Q3"],
            rows: Array.from({ length: 5 }, (_, k) => [
              WORDS[k]!,
              Math.round(r() * 900),
              Math.round(r() * 900),
              Math.round(r() * 900),
            ]),
          },
        });
        break;
      case 2:
        slides.push({
          layout: "two-column",
          title: `Trade-offs ${i}`,
          left: `**Build**\n\n- ${sentence(r, 6)}\n- ${sentence(r, 6)}`,
          right: `**Buy**\n\n- ${sentence(r, 6)}\n- ${sentence(r, 6)}`,
        });
        break;
      default:
        slides.push({ layout: "quote", quote: sentence(r, 18), attribution: "A customer" });
    }
  }
  return { kind: "deck", title: "Strategy 2027", slides };
}

/** 30 slides of the designed kinds (KPI, cards with icons, timeline, comparison, agenda, team, closing) between plain ones. */
export function benchDesignedDeck(): Deck {
  const r = rng(11);
  const word = () => WORDS[Math.floor(r() * WORDS.length)]!;
  const slides: Slide[] = [
    { layout: "title", title: "Strategy 2027", subtitle: "Board review" },
    { layout: "agenda", title: "Agenda", items: Array.from({ length: 6 }, () => sentence(r, 3).slice(0, -1)) },
  ];
  for (let i = 2; i < 29; i++) {
    switch (i % 6) {
      case 0:
        slides.push({
          layout: "kpi",
          title: `Numbers ${i}`,
          metrics: Array.from({ length: 4 }, () => ({
            value: `$${(r() * 90).toFixed(1)}M`,
            label: sentence(r, 3).slice(0, -1),
            change: `+${(r() * 20).toFixed(1)}% vs Q2`,
          })),
        });
        break;
      case 1:
        slides.push({
          layout: "cards",
          title: `Priorities ${i}`,
          cards: Array.from({ length: 6 }, () => ({
            icon: ["rocket", "users", "shield-check", "chart-line", "globe", "wallet"][Math.floor(r() * 6)]!,
            title: sentence(r, 2).slice(0, -1),
            text: sentence(r, 9),
          })),
        });
        break;
      case 2:
        slides.push({
          layout: "timeline",
          title: `Roadmap ${i}`,
          steps: ["Q1", "Q2", "Q3", "Q4", "Q1"].map((q, k) => ({
            date: `${q} ${2027 + Math.floor(k / 4)}`,
            title: `${word()} ${word()}`,
            text: sentence(r, 6),
          })),
        });
        break;
      case 3:
        slides.push({
          layout: "comparison",
          title: `Options ${i}`,
          columns: ["Build", "Buy", "Partner"].map((heading) => ({
            heading,
            points: [sentence(r, 5), sentence(r, 6), sentence(r, 4)],
          })),
        });
        break;
      case 4:
        slides.push({
          layout: "team",
          title: `Team ${i}`,
          people: Array.from({ length: 6 }, () => ({ name: `${word()} ${word()}`, role: word() })),
        });
        break;
      default:
        slides.push({
          layout: "bullets",
          title: `Notes ${i}`,
          bullets: [sentence(r, 8), sentence(r, 9), sentence(r, 7)],
        });
    }
  }
  slides.push({ layout: "closing", title: "Thank you", subtitle: "Questions", contact: ["board@example.com"] });
  return { kind: "deck", title: "Strategy 2027", slides };
}

/** 10,000 rows × 8 columns: strings, numbers, dates, a formula column. */
export function benchSheet(rowsCount = 10_000): Sheet {
  const r = rng(99);
  const rows = [];
  for (let i = 0; i < rowsCount; i++) {
    const units = Math.round(r() * 500);
    const price = Math.round(r() * 10_000) / 100;
    const day = new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10);
    rows.push([
      `ORD-${String(i + 1).padStart(6, "0")}`,
      WORDS[i % WORDS.length]!,
      day,
      units,
      price,
      Math.round(r() * 100) / 100,
      i % 3 === 0,
      { formula: `D${i + 2}*E${i + 2}` },
    ]);
  }
  return {
    kind: "sheet",
    title: "Orders",
    sheets: [
      {
        name: "Orders",
        columns: [
          { header: "Order", type: "string" },
          { header: "Product", type: "string" },
          { header: "Date", type: "date" },
          { header: "Units", type: "integer" },
          { header: "Price", type: "currency" },
          { header: "Discount", type: "percent" },
          { header: "Priority", type: "boolean" },
          { header: "Total", type: "currency" },
        ],
        rows,
      },
    ],
  };
}

/** The same sheet as CSV, for the soffice csv→xlsx anchor. */
export function benchCsv(rowsCount = 10_000): string {
  const sheet = benchSheet(rowsCount).sheets[0]!;
  const lines = [sheet.columns.map((c) => c.header).join(",")];
  for (const row of sheet.rows)
    lines.push(row.map((v) => (typeof v === "object" && v !== null ? "" : String(v))).join(","));
  return lines.join("\n");
}
