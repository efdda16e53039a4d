// The NDJSON line shapes of the agent stream (docs/agent-stream.md), and the condensed content lines of a finished source.
import type { Column, Slide, Source } from "../formats/model/source.js";
import type { Document } from "../documents/index.js";
import type { Usage } from "./provider.js";
import type { ErrorCode } from "../lib/errors.js";
import type { AppliedEdit } from "../documents/edits/index.js";
import type { Coverage } from "./coverage.js";
import type { ProviderFault } from "./model-error.js";
import type { QualityReport } from "../quality/index.js";
import type { PlacedPicture } from "../pictures/index.js";

export type AgentLine =
  | { type: "run"; runId: string; kind: Source["kind"]; model: string }
  | { type: "status"; stage: "planning" | "writing" | "saving"; message: string }
  | {
      type: "status";
      stage: "reading";
      message: string;
      file: string;
      page?: number;
      units?: { kind: "page" | "slide" | "sheet"; count: number };
    }
  | { type: "status"; stage: "thinking"; message: string; seconds: number }
  | { type: "status"; stage: "pictures"; message: string; done: number; total: number }
  | ({ type: "edit"; index: number } & AppliedEdit)
  | { type: "outline"; title: string; items: string[] }
  | { type: "slide"; index: number; slide: Slide }
  | { type: "markdown"; delta: string }
  | { type: "sheet"; index: number; name: string; columns: Column[] }
  | { type: "rows"; sheet: number; rows: unknown[][] }
  | { type: "ping" }
  | { type: "document"; document: AgentDocument }
  | {
      type: "done";
      runId: string;
      documentId: string | null;
      usage: Usage;
      ms: number;
      warnings: string[];
      coverage: Coverage[];
      pictures?: PlacedPicture[];
      quality?: QualityReport;
    }
  | { type: "error"; error: ErrorCode; message: string; traceId: string; retryable: boolean; provider?: ProviderFault };

/** The API's Document (docs/api/workspace.md); `id` is null when the run did not save. */
export type AgentDocument = Omit<Document, "id"> & { id: string | null };

export const ROWS_PER_LINE = 200;

/** A revision's `edit` lines: one per edit made, numbered from 0 in the order they were made. */
export function editLines(edits: readonly AppliedEdit[]): AgentLine[] {
  return edits.map((edit, index) => ({ type: "edit", index, ...edit }));
}

/** The outline of a finished source: slide titles, `## ` headings, or tab names. */
export function outlineOf(source: Source): { title: string; items: string[] } {
  if (source.kind === "deck")
    return {
      title: source.title,
      items: source.slides.map((s) => ("title" in s && s.title) || (s.layout === "quote" ? "Quote" : s.layout)),
    };
  if (source.kind === "doc") {
    const items = [...source.markdown.matchAll(/^##\s+(.+)$/gm)].map((m) => m[1]!.trim());
    return { title: source.title, items };
  }
  return { title: source.title, items: source.sheets.map((s) => s.name) };
}

/** The content lines of a source: one per slide; Markdown in block-sized deltas; each tab then its rows in batches. */
export function* contentLines(source: Source): Generator<AgentLine> {
  if (source.kind === "deck") {
    for (let i = 0; i < source.slides.length; i++) yield { type: "slide", index: i, slide: source.slides[i]! };
  } else if (source.kind === "doc") {
    // Split after blank lines so the deltas concatenate back to the exact Markdown.
    const parts = source.markdown.split(/(?<=\n\n)/);
    let buf = "";
    for (const part of parts) {
      buf += part;
      if (buf.length >= 200) {
        yield { type: "markdown", delta: buf };
        buf = "";
      }
    }
    if (buf) yield { type: "markdown", delta: buf };
  } else {
    for (let i = 0; i < source.sheets.length; i++) {
      const tab = source.sheets[i]!;
      yield { type: "sheet", index: i, name: tab.name, columns: tab.columns };
      for (let r = 0; r < tab.rows.length; r += ROWS_PER_LINE)
        yield { type: "rows", sheet: i, rows: tab.rows.slice(r, r + ROWS_PER_LINE) };
    }
  }
}
