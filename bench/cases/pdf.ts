// Bench: doc → pdf and deck → pdf in-process (embedded Unicode fonts) beside LibreOffice docx/pptx → pdf in the same run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ms, record, time, timeCommand, type BenchModule, type Timing } from "../lib.js";
import { benchDeck, benchDesignedDeck, benchDoc } from "../workload.js";
import { renderDeckToPdf, renderDocToPdf } from "../../src/formats/pdf/index.js";
import type { Deck } from "../../src/formats/model/source.js";

/** The deck as pandoc slide Markdown (one level-1 heading per slide), to make the pptx anchor's input. */
function deckMarkdown(deck: Deck): string {
  const out: string[] = [];
  for (const s of deck.slides) {
    const title = "title" in s && s.title ? s.title : " ";
    out.push(`# ${title}`, "");
    if (s.layout === "bullets")
      for (const b of s.bullets)
        out.push(typeof b === "string" ? `- ${b}` : [`- ${b.text}`, ...b.children.map((c) => `    - ${c}`)].join("\n"));
    if (s.layout === "table")
      out.push(
        `| ${s.table.columns.join(" | ")} |`,
        `|${s.table.columns.map(() => "---").join("|")}|`,
        ...s.table.rows.map((r) => `| ${r.map((v) => v ?? "").join(" | ")} |`),
      );
    if (s.layout === "two-column")
      out.push(":::: columns", "::: column", s.left, ":::", "::: column", s.right, ":::", "::::");
    if (s.layout === "quote") out.push(`> ${s.quote}`, "", `— ${s.attribution ?? ""}`);
    if (s.layout === "title" && s.subtitle) out.push(s.subtitle);
    out.push("");
  }
  return out.join("\n");
}

/** pandoc makes the office file; soffice converts it to PDF (one cold run first: profile creation is not the conversion). */
function libreOfficeAnchor(dir: string, name: string, markdown: string, to: "docx" | "pptx"): Timing | null {
  const input = join(dir, `${name}.${to}`);
  const md = join(dir, `${name}.md`);
  writeFileSync(md, markdown);
  const made = spawnSync("pandoc", ["-f", "markdown", "-t", to, "-o", input, md], { stdio: "ignore" });
  if (made.error || made.status !== 0) return null;
  const args = [
    "--headless",
    `-env:UserInstallation=file://${join(dir, "lo-profile")}`,
    "--convert-to",
    "pdf",
    "--outdir",
    join(dir, "out"),
    input,
  ];
  if (spawnSync("soffice", args, { stdio: "ignore", timeout: 120_000 }).status !== 0) return null;
  return timeCommand("soffice", args, 5);
}

function rows(name: string, ours: Timing, anchor: Timing | null, anchorName: string, bar: string, extra: string): void {
  record({
    group: "pdf",
    name,
    ours: ms(ours),
    anchor: anchor ? `${anchorName} ${ms(anchor)}` : `${anchorName}: not installed`,
    ratio: anchor ? `${(anchor.median / ours.median).toFixed(1)}× faster` : undefined,
    bar,
    extra,
  });
}

/** Mean process CPU per run (user + system): less distorted than wall time when other work shares the cores. */
function cpuPerRun(since: NodeJS.CpuUsage, runs: number): string {
  const d = process.cpuUsage(since);
  return `cpu ${((d.user + d.system) / 1000 / runs).toFixed(0)} ms/run`;
}

const mod: BenchModule = {
  name: "pdf: pdfkit with embedded Noto fonts vs LibreOffice",
  async run() {
    const dir = mkdtempSync(join(tmpdir(), "quire-bench-pdf-"));
    const doc = benchDoc();
    const deck = benchDeck();

    let docBytes = 0;
    let cpu = process.cpuUsage();
    const docT = await time(
      async () => {
        docBytes = (await renderDocToPdf(doc)).bytes.length;
      },
      15,
      3,
    );
    const docCpu = cpuPerRun(cpu, 18);
    const docAnchor = libreOfficeAnchor(dir, "doc", doc.markdown, "docx");
    rows(
      "50-page doc → pdf (embedded Unicode fonts)",
      docT,
      docAnchor,
      "soffice docx→pdf",
      "≤ 300 ms; ≥ 6× faster than LibreOffice",
      `${(docBytes / 1024).toFixed(0)} KB, ${docCpu}`,
    );

    let deckBytes = 0;
    cpu = process.cpuUsage();
    const deckT = await time(
      async () => {
        deckBytes = (await renderDeckToPdf(deck)).bytes.length;
      },
      15,
      3,
    );
    const deckCpu = cpuPerRun(cpu, 18);
    const deckAnchor = libreOfficeAnchor(dir, "deck", deckMarkdown(deck), "pptx");
    rows(
      "30-slide deck → pdf",
      deckT,
      deckAnchor,
      "soffice pptx→pdf",
      "≤ 150 ms",
      `${(deckBytes / 1024).toFixed(0)} KB, ${deckCpu}`,
    );

    const designed = benchDesignedDeck();
    const designedT = await time(
      async () => {
        deckBytes = (await renderDeckToPdf(designed)).bytes.length;
      },
      15,
      3,
    );
    record({
      group: "pdf",
      name: `designed 30-slide deck → pdf (KPI/cards/timeline/comparison/team; ${(deckBytes / 1024).toFixed(0)} KB)`,
      ours: ms(designedT),
      bar: "≤ 150 ms (the deck bar)",
    });
  },
};
export default mod;
