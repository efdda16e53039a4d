// Issue 65's findings 1, 5, 6 and 7 through the drawing itself: each template of the decoder corpus drawn by
// formats/drawing, each PNG and JPEG of it on three slides of a deck through Quire's PDF writer, the first page
// rasterised by pdf.js — each in a child process, so a native abort is a failure reported, not the runner gone. Each
// must finish within its time, give a valid PDF, say what it left out, and keep the child's memory bounded.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CORPUS_FORMATS, DECODER_CORPUS } from "../hostile/decoder-corpus.js";
import type { HostileDrawn } from "./hostile-draw-child.js";

const CHILD = fileURLToPath(new URL("./hostile-draw-child.ts", import.meta.url));
/** Generous: the machine is shared; the findings took 15–60 s and 300 MB to 2.8 GB, or ended the process. */
const TIME_LIMIT_MS = 45_000;
const RSS_BOUND_MB = 300;
/** The highest the child's RSS rose (the kernel's mark): an SVG rasterised at the working size is the most, ~330 MB. */
const PEAK_BOUND_MB = 600;

function drawInChild(name: string): Promise<HostileDrawn> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", CHILD, name],
      { timeout: TIME_LIMIT_MS + 15_000, maxBuffer: 1 << 20 },
      (err, stdout, stderr) => {
        const line = stdout.trim().split("\n").pop() ?? "";
        if (err || !line.startsWith("{"))
          return reject(
            new Error(
              `drawing ${name} ended the child (${err?.signal ?? err?.code ?? "no result"}): ${stderr.slice(-600)}`,
            ),
          );
        resolve(JSON.parse(line) as HostileDrawn);
      },
    );
  });
}

// Templates (a .potx draws as its .pptx does: one is enough) and the pictures a deck's PDF embeds (PNG and JPEG).
const drawn = Object.entries(DECODER_CORPUS).filter(
  ([name, e]) => ["pptx", "png", "jpeg"].includes(e.format) || name === "potx-master-png-65535-ihdr",
);

/** Two children at a time: each may hold a picture's 400 MB for a moment, and the machine has two cores. */
let running = 0;
const waiting: Array<() => void> = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

it("the corpus holds files of every format Quire reads, each made in memory", () => {
  expect(new Set(Object.values(DECODER_CORPUS).map((e) => e.format))).toEqual(new Set(CORPUS_FORMATS));
});

describe.concurrent("hostile files drawn with bounded work", () => {
  it.each(drawn)(
    "%s",
    async (name, entry) => {
      const result = await inTurn(() => drawInChild(name));
      expect(result.pages).toBeGreaterThan(0);
      expect(result.ms).toBeLessThan(TIME_LIMIT_MS);
      expect(result.rssGrowthMb).toBeLessThan(RSS_BOUND_MB);
      expect(result.peakGrowthMb).toBeLessThan(PEAK_BOUND_MB);
      if (entry.expect.warning) expect(result.warnings.join("\n")).toMatch(entry.expect.warning);
      // What was drawn whole (a picture downscaled, an SVG at the working size) says nothing was left out.
      else expect(result.warnings.join("\n")).not.toMatch(/left out|more than the/);
    },
    600_000,
  ); // a test waits its turn for a child: only the child's own time is held to TIME_LIMIT_MS
});
