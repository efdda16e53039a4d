// The frame of pasted notes (date, place, who) as a slide with a title: the line naming the meeting or its date heads the
// rest, set as a table of labels and values — every word as written, none added, and no slide left without a title.
import type { Block } from "../../../formats/model/blocks.js";
import type { Slide } from "../../../formats/model/source.js";
import { splitLabel } from "../../reading/segment.js";
import { groupsOf, labelledPoint } from "./fact-lines.js";
import { allFrame, frameKind } from "./frame-lines.js";
import { escapeText, plainOf } from "./inline-text.js";
import { namesLine } from "./names-line.js";
import type { TextSection } from "./text-sections.js";

const ROWS_PER_SLIDE = 8;

/** A section of the deck: the user's own, or the notes' frame. */
export type DeckPart = TextSection & { frame?: string[] };

/** A list whose every item is a frame line ("Date: 12 May"): its lines as written; else null. */
function frameItems(b: Block): string[] | null {
  if (b.type !== "list") return null;
  const lines = b.items.map((it) =>
    it.blocks.length === 1 && it.blocks[0]!.type === "paragraph" ? plainOf(it.blocks[0]!.children) : "",
  );
  return allFrame(lines) ? lines : null;
}

const part = (s: TextSection, blocks: Block[]): DeckPart => ({
  blocks,
  tables: [],
  charts: [],
  metrics: [],
  ...(s.sources ? { sources: s.sources } : {}),
});

/** The sections with the frame in the text before the first heading taken out as a part of its own. */
export function withFrame(sections: TextSection[]): DeckPart[] {
  const [first, ...rest] = sections;
  if (!first || first.title) return sections;
  const at = first.blocks.findIndex((b) => frameItems(b));
  if (at < 0) return sections;
  const before = first.blocks.slice(0, at);
  const after = first.blocks.slice(at + 1);
  return [
    ...(before.length ? [part(first, before)] : []),
    { ...part(first, []), frame: frameItems(first.blocks[at]!)! },
    ...(after.length ? [part(first, after)] : []),
    ...rest,
  ];
}

const labelled = (line: string) => {
  const { label, body } = splitLabel(line, 30);
  return [label ?? "", body];
};

/** The frame's slides: the line naming the meeting, else its date, else the first, as the title over the others as points. */
export function frameSlides(lines: string[]): Slide[] {
  const at = Math.max(
    0,
    ["meeting", "when"].map((k) => lines.findIndex((l) => frameKind(l) === k)).find((i) => i >= 0) ?? 0,
  );
  const first = lines[at];
  const rest = lines.filter((_, i) => i !== at);
  if (!rest.length) {
    const [label, body] = labelled(first!);
    return [{ layout: "content", title: label!, body: escapeText(body!) }];
  }
  return groupsOf(rest.map(labelled), ROWS_PER_SLIDE).map((rows) => ({
    layout: "bullets",
    title: first!,
    bullets: rows.map(([label, body]) => labelledPoint(label!, body!)),
  }));
}

/** The people a frame lists ("Attendees: Anna, Tom"): whose "Name: action" lines are action items. */
export const framePeople = (parts: DeckPart[]): string[] =>
  parts.flatMap((p) => (p.frame ?? []).flatMap((l) => namesLine(l)?.people.map((x) => x.name) ?? []));
