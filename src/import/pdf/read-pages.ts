// A PDF's pages read into lines: each page's runs read and grouped into lines by whichever thread takes it
// (page-share.ts), then joined in page order, where what depends on the pages before (a font's weight, the text's
// length) is decided.
import { setImmediate as nextTurn } from "node:timers/promises";
import type { ImportBudget } from "../import-types.js";
import { SOURCE_LIMITS } from "../../formats/model/source.js";
import { linesOf, settleWeights, type Line } from "./lines.js";
import type { PageLines } from "./page-order.js";
import type { SharedPages } from "./page-share.js";
import type { Pdfium } from "./pdfium.js";
import { closeRunReader, pageRunsOf, runReader, type RunReader } from "./pdfium-runs.js";
import { fontsOfShortRuns } from "./text-runs.js";

/** Pieces of text one import reads at most (a page of text holds a few hundred; more are a file built to be slow). */
const MAX_RUNS = 400_000;
/** Time kept back per piece read for the layout work after reading (measured: about 17 µs a piece, with room). */
const MS_PER_RUN = 0.03;
/** Reading pauses this often to let the thread hear a cancel (PDFium's calls run to their end). */
const YIELD_EVERY_MS = 50;

/** One page as read, before the pages around it are known: its lines' weights are not settled yet. */
interface PageRead {
  page: number;
  lines: Line[];
  /** Its pieces of text (runs) that were kept. */
  runs: number;
  /** Fonts on the page whose names say bold. */
  boldFonts: string[];
  /** Fonts of the page's short pieces (text-runs.ts fontsOfShortRuns). */
  shortFonts: string[];
  /** The page's box in PDF space: [left, bottom, right, top]. */
  box: [number, number, number, number];
  chars: number;
  rotated: number;
  unreadable: boolean;
}

/** A page read, one PDFium could not open (damaged), or one it trapped on (its instance is not to be used again). */
type PageOutcome = PageRead | { page: number; failed: true } | { page: number; trapped: true };

export interface PagesRead {
  pages: PageLines[];
  /** Pages with no text at all (blank or scanned). */
  blank: number;
  rotated: number;
  unreadable: number;
  failed: number;
  /** PDFium trapped on a page: the pages after it are counted as failed. */
  trapped: boolean;
  /** Why reading stopped before the last page it was allowed to read. */
  stopped?: "time" | "length" | "pieces";
}

/** One page's lines, or null when PDFium cannot open it (damaged). A trap (RuntimeError) is the caller's to handle. */
function readPage(pdfium: Pdfium, doc: number, n: number, reader: RunReader): PageRead | null {
  const { x } = pdfium;
  const page = x.FPDF_LoadPage(doc, n - 1);
  if (!page) return null;
  const textPage = x.FPDFText_LoadPage(page);
  try {
    if (!textPage) return null;
    const found = pageRunsOf(reader, textPage);
    let chars = 0;
    for (const run of found.runs) {
      run.mono = found.fonts.get(run.font)?.mono === true;
      chars += run.text.length;
    }
    x.FPDF_GetPageBoundingBox(page, reader.scratch);
    const view = new DataView(pdfium.heap().buffer);
    const [left, top, right, bottom] = [0, 4, 8, 12].map((o) => view.getFloat32(reader.scratch + o, true)) as [
      number,
      number,
      number,
      number,
    ];
    const boldFonts = [...found.fonts.values()].filter((f) => f.bold).map((f) => f.id);
    // Grouped into lines here, on whichever thread read the page: the join after is one thread's work.
    const lines = linesOf(found.runs);
    return {
      page: n,
      lines,
      runs: found.runs.length,
      boldFonts,
      shortFonts: [...fontsOfShortRuns(found.runs)],
      box: [left, bottom, right, top],
      chars,
      rotated: found.rotated,
      unreadable: found.unreadable > 0,
    };
  } finally {
    if (textPage) x.FPDFText_ClosePage(textPage);
    x.FPDF_ClosePage(page);
  }
}

function readOne(pdfium: Pdfium, doc: number, n: number, reader: RunReader): PageOutcome {
  try {
    return readPage(pdfium, doc, n, reader) ?? { page: n, failed: true };
  } catch (err) {
    // A trap on a damaged page leaves PDFium unusable: the pages before it are kept, the rest left out.
    if (!(err instanceof WebAssembly.RuntimeError)) throw err;
    pdfium.broken = true;
    return { page: n, trapped: true };
  }
}

/** Counts a page into both threads' totals; past a document's worth of text nobody takes another page. */
function counted(shared: SharedPages, outcome: PageOutcome): void {
  if ("trapped" in outcome) shared.stop();
  if (!("runs" in outcome)) return;
  const totals = shared.count(outcome.chars, outcome.runs);
  if (totals.chars > SOURCE_LIMITS.maxBytes || totals.runs > MAX_RUNS) shared.stop();
}

/** Time left once the layout of the pieces read so far is kept back for. */
const timeLeft = (deadline: number, shared: SharedPages) => deadline - shared.runs() * MS_PER_RUN - Date.now();

/**
 * Each page's lines, up to the page limit, the deadline or a document's worth of text. With a share, a helper thread
 * may take pages too: this thread takes what it can, then waits for the pages the helper took.
 */
export async function readPages(
  pdfium: Pdfium,
  doc: number,
  limit: number,
  budget: ImportBudget,
  shared: SharedPages,
): Promise<PagesRead> {
  const outcomes = new Map<number, PageOutcome>();
  const reader = runReader(pdfium);
  // Progress counts the pages read so far, by either thread, one by one.
  const taken = (from: PageOutcome[]) => {
    for (const o of from) {
      outcomes.set(o.page, o);
      budget.onPage?.(outcomes.size, limit);
    }
  };
  let pausedAt = Date.now();
  const pause = async () => {
    if (Date.now() - pausedAt < YIELD_EVERY_MS) return;
    await nextTurn();
    pausedAt = Date.now();
  };
  const outOfTime = () => budget.signal?.aborted === true || timeLeft(budget.deadline, shared) <= 0;
  try {
    for (;;) {
      await pause();
      if (outOfTime()) break;
      const n = shared.claim(limit);
      if (n === null) break;
      const outcome = readOne(pdfium, doc, n, reader);
      counted(shared, outcome);
      shared.finished();
      taken([outcome, ...shared.receive<PageOutcome>()]);
      if (pdfium.broken) break;
    }
    shared.stop();
    // The pages the helper took and is still reading.
    while (outcomes.size < shared.claimed(limit)) {
      const seen = shared.done();
      taken(shared.receive<PageOutcome>());
      if (outcomes.size >= shared.claimed(limit)) break;
      await pause();
      if (outOfTime()) break;
      shared.waitPast(seen, Math.min(YIELD_EVERY_MS, timeLeft(budget.deadline, shared)));
    }
  } finally {
    shared.stop();
    if (!pdfium.broken) closeRunReader(reader);
  }
  return joinPages(outcomes, limit);
}

/** A helper thread's share of the reading: pages taken until none is left, each sent to the reading thread; how many. */
export function helpReadPages(
  pdfium: Pdfium,
  doc: number,
  limit: number,
  deadline: number,
  shared: SharedPages,
): number {
  const reader = runReader(pdfium);
  let pages = 0;
  try {
    while (timeLeft(deadline, shared) > 0) {
      const n = shared.claim(limit);
      if (n === null) break;
      const outcome = readOne(pdfium, doc, n, reader);
      counted(shared, outcome);
      shared.send(outcome);
      pages++;
      if (pdfium.broken) break;
    }
  } finally {
    if (!pdfium.broken) closeRunReader(reader);
  }
  return pages;
}

/** The pages in order, as one thread reading them one after another would have left them. */
function joinPages(outcomes: Map<number, PageOutcome>, limit: number): PagesRead {
  const read: PagesRead = { pages: [], blank: 0, rotated: 0, unreadable: 0, failed: 0, trapped: false };
  // A font is bold where it sets short pieces (a heading, a table's header) on this page or one before.
  const weighed = new Set<string>();
  let chars = 0;
  let runs = 0;
  for (let n = 1; n <= limit; n++) {
    const got = outcomes.get(n);
    if (!got) {
      read.stopped = "time";
      break;
    }
    if ("trapped" in got) {
      read.trapped = true;
      read.failed += limit - n + 1;
      break;
    }
    if ("failed" in got) {
      read.failed++;
      continue;
    }
    for (const font of got.shortFonts) weighed.add(font);
    const bold = new Set(got.boldFonts);
    settleWeights(got.lines, (font) => weighed.has(font) && bold.has(font));
    read.rotated += got.rotated;
    if (got.unreadable) read.unreadable++;
    else if (!got.runs) read.blank++;
    read.pages.push({ page: n, box: got.box, lines: got.lines });
    chars += got.chars;
    runs += got.runs;
    if ((chars > SOURCE_LIMITS.maxBytes || runs > MAX_RUNS) && n < limit) {
      read.stopped = chars > SOURCE_LIMITS.maxBytes ? "length" : "pieces";
      break;
    }
  }
  return read;
}
