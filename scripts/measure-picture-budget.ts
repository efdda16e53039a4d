// Issue 65's findings 1, 5, 6 and 7 measured, each in a child process: time and peak RSS of a 10000×10000 RGBA upload
// on three slides exported as pdf and as png pages at 3840 px (runExporter, raster/pictures-zip), and of the hostile
// templates drawn (formats/drawing) with their first page rasterised. `node --import tsx scripts/measure-picture-budget.ts`
// prints a table; `… <case>` runs one case and prints its JSON line.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { deflatingPng } from "../test/hostile/corpus-pictures.js";
import { DECODER_CORPUS } from "../test/hostile/decoder-corpus.js";

const CASES = [
  "finding-6-pdf",
  "finding-6-png-3840",
  "pptx-master-svg-30000",
  "pptx-master-gif-65535-screen",
  "pptx-master-png-16000-rgba-1000-to-1",
  "pptx-1000000-path-segments",
  "pptx-10000-nested-groups",
  "pptx-10000-stop-gradient",
] as const;

async function run(name: string): Promise<Record<string, unknown>> {
  const { runExporter } = await import("../src/formats/exporters.js");
  const { picturesZip } = await import("../src/formats/raster/pictures-zip.js");
  const { drawTemplateToPdf } = await import("../src/formats/drawing/index.js");
  const { openOwnPdf } = await import("../src/formats/raster/pdfjs.js");
  const { rasterisePage } = await import("../src/formats/raster/rasterise.js");
  const src = `data:image/png;base64,${deflatingPng(10000, 10000).toString("base64")}`;
  const deck = {
    kind: "deck" as const,
    title: "Finding 6",
    slides: [1, 2, 3].map((n) => ({
      layout: "image" as const,
      title: `Slide ${n}`,
      image: { src, alt: "A large upload" },
    })),
  };
  const bytes = name.startsWith("finding") ? null : DECODER_CORPUS[name]!.bytes();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = Date.now();
  let warnings: string[] = [];
  if (name === "finding-6-pdf") warnings = (await runExporter(deck, "pdf")).warnings;
  else if (name === "finding-6-png-3840") warnings = (await picturesZip(deck, 3840)).warnings;
  else {
    const drawn = await drawTemplateToPdf(bytes!);
    const doc = await openOwnPdf(drawn.pdf);
    await (await rasterisePage(await doc.getPage(1), 1920)).png();
    await doc.destroy();
    warnings = drawn.warnings.filter((w) => !/font/.test(w));
  }
  clearInterval(sampler);
  peak = Math.max(peak, process.resourceUsage().maxRSS * 1024); // what the timer cannot sample: synchronous stretches
  return {
    case: name,
    seconds: (Date.now() - started) / 1000,
    peakRssGrowthMb: Math.round((peak - before) / 1024 / 1024),
    warnings,
  };
}

const only = process.argv[2];
if (only)
  process.stdout.write(
    `${JSON.stringify(await run(only).catch((err: unknown) => ({ case: only, error: String(err).slice(0, 200) })))}\n`,
  );
else {
  const self = fileURLToPath(import.meta.url);
  for (const name of CASES) {
    let line: string;
    try {
      line = execFileSync(process.execPath, ["--import", "tsx", self, name], {
        encoding: "utf8",
        timeout: 600_000,
        maxBuffer: 1 << 20,
      })
        .trim()
        .split("\n")
        .pop()!;
    } catch (err) {
      line = JSON.stringify({
        case: name,
        ended: (err as { signal?: string; status?: number }).signal ?? (err as { status?: number }).status,
      });
    }
    console.log(line);
  }
}
