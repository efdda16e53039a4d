// A section's prose as slides: every paragraph and list item whole (a long paragraph split at its sentences), packed
// under the slide budget — bullets when the slide is a list, else its paragraphs and lists as written.
import { sentencesOf } from "../../../formats/doc-to-deck/doc-text.js";
import type { Block, ListItem } from "../../../formats/model/blocks.js";
import type { Bullet, Slide } from "../../../formats/model/source.js";
import { escapeText, mdOf, plainOf } from "./inline-text.js";
import { chunk, MAX_LINES, MAX_POINT_UNITS, units, type Budget, type Weighed } from "./slide-budget.js";

interface Point {
  kind: "paragraph" | "item" | "heading";
  md: string;
  /** Points under a list item, as slide Markdown. */
  children: string[];
  /** An ordered list item's number. */
  number?: number;
  units: number;
}

/** A paragraph too long for one point: its sentences in runs that each fit. */
function splitParagraph(plain: string): string[] {
  const runs: string[][] = [[]];
  let size = 0;
  for (const s of sentencesOf(plain)) {
    const u = units(s);
    if (size && size + u > MAX_POINT_UNITS) {
      runs.push([]);
      size = 0;
    }
    runs[runs.length - 1]!.push(s);
    size += u;
  }
  return runs.filter((r) => r.length).map((r) => r.join(" "));
}

function paragraphPoints(children: Extract<Block, { type: "paragraph" }>["children"]): Point[] {
  const plain = plainOf(children);
  if (!plain) return [];
  const u = units(plain);
  if (u <= MAX_POINT_UNITS) return [{ kind: "paragraph", md: mdOf(children), children: [], units: u }];
  return splitParagraph(plain).map((s) => ({ kind: "paragraph", md: escapeText(s), children: [], units: units(s) }));
}

/** Everything under a list item, flattened to one level (a slide bullet has one level of points under it). */
function itemChildren(blocks: Block[]): { md: string; plain: string }[] {
  return blocks
    .flatMap((b) => {
      if (b.type === "paragraph") return [{ md: mdOf(b.children), plain: plainOf(b.children) }];
      if (b.type === "list") return b.items.flatMap((it) => itemChildren(it.blocks));
      if (b.type === "heading") return [{ md: mdOf(b.children), plain: plainOf(b.children) }];
      return [];
    })
    .filter((c) => c.plain);
}

function itemPoints(item: ListItem, number: number | undefined): Point[] {
  const [first, ...rest] = item.blocks;
  const head = first?.type === "paragraph" ? { md: mdOf(first.children), plain: plainOf(first.children) } : null;
  const children = itemChildren(head ? rest : item.blocks);
  const own = head ? [{ md: head.md, plain: head.plain }] : [];
  // A point with more under it than a slide holds: its points follow it as points of their own.
  if (children.length + 1 > MAX_LINES) {
    return [...own, ...children].map((c, i) => ({
      kind: "item",
      md: c.md,
      children: [],
      ...(i === 0 && number !== undefined ? { number } : {}),
      units: units(c.plain),
    }));
  }
  const all = head ? head.plain : "";
  return [
    {
      kind: "item",
      md: head?.md ?? children.shift()?.md ?? "",
      children: children.map((c) => c.md),
      ...(number !== undefined ? { number } : {}),
      units: units(all) + children.reduce((n, c) => n + units(c.plain), 0),
    },
  ];
}

/** The section's prose blocks (paragraphs, lists, subheadings) as points in reading order. */
function pointsOf(blocks: Block[]): Point[] {
  return blocks
    .flatMap((b): Point[] => {
      if (b.type === "paragraph") return paragraphPoints(b.children);
      if (b.type === "heading") {
        const plain = plainOf(b.children);
        return plain ? [{ kind: "heading", md: `**${mdOf(b.children)}**`, children: [], units: units(plain) }] : [];
      }
      if (b.type === "list") return b.items.flatMap((it, i) => itemPoints(it, b.ordered ? b.start + i : undefined));
      return [];
    })
    .filter((p) => p.md);
}

const bulletOf = (p: Point): Bullet => (p.children.length ? { text: p.md, children: p.children } : p.md);

/** Points as Markdown: paragraphs apart, list items as a list (numbered as written), subheadings bold. */
function bodyOf(points: Point[]): string {
  const parts: string[] = [];
  points.forEach((p, i) => {
    const inList = p.kind === "item" && points[i - 1]?.kind === "item";
    const marker = p.number !== undefined ? `${p.number}.` : "-";
    const text = p.kind === "item" ? `${marker} ${p.md}${p.children.map((c) => `\n   - ${c}`).join("")}` : p.md;
    if (inList) parts[parts.length - 1] += `\n${text}`;
    else parts.push(text);
  });
  return parts.join("\n\n");
}

/** One slide's points: bullets when they are all unordered list items under a title, else the text as written. */
function slideOf(title: string | undefined, points: Point[]): Slide {
  if (title && points.every((p) => p.kind === "item" && p.number === undefined))
    return { layout: "bullets", title, bullets: points.map(bulletOf) };
  return { layout: "content", ...(title ? { title } : {}), body: bodyOf(points) };
}

/** The prose blocks of a section as slides that each fit the budget (titles numbered later, once the section is whole). */
export function proseSlides(title: string | undefined, blocks: Block[], budget: Budget): Slide[] {
  // A subheading is packed with the point after it, so it never ends a slide.
  const groups: Point[][] = [];
  for (const p of pointsOf(blocks)) {
    const last = groups[groups.length - 1];
    if (last && last[last.length - 1]!.kind === "heading") last.push(p);
    else groups.push([p]);
  }
  const weighed: Weighed<Point[]>[] = groups.map((g) => ({
    item: g,
    lines: g.reduce((n, p) => n + 1 + p.children.length, 0),
    units: g.reduce((n, p) => n + p.units, 0),
  }));
  return chunk(weighed, budget).map((c) => slideOf(title, c.flat()));
}
