// Markdown built to make a parser work harder than its size: each kind costs at most about 4× at 4× the text, and a
// render of the body limit's worth stays within seconds (issue: one request's CPU froze the server).
import { describe, expect, it } from "vitest";
import { renderHtml } from "../../src/formats/html/render-html.js";
import { parseSource } from "../../src/formats/model/parse-source.js";
import { growthAt4x, LINEAR_AT_4X } from "../growth.js";

/** Text of about `bytes` made of `unit` repeated; `%` in the unit is replaced by a running number. */
function repeated(unit: string, bytes: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const part = unit.replaceAll("%", String(i));
    parts.push(part);
    length += part.length;
  }
  return parts.join("");
}

const parseAndRender = (markdown: string) =>
  renderHtml(parseSource({ source: markdown, kind: "doc", format: "markdown" }).source);

const CASES: [string, string, number][] = [
  // linkify-it 5 scanned from each `[` or `(` after a URL to the end of the text for its closing bracket.
  ["URLs each followed by an unclosed bracket", "http://a.b/c[", 32_000],
  ["URLs each followed by an unclosed parenthesis", "http://a.b/c(", 32_000],
  // markdown-it-footnote copied the whole token stream once per footnote.
  ["many footnotes", "x[^%]\n\n[^%]: y\n\n", 32_000],
  ["nested emphasis", "*a**", 32_000],
  ["unclosed image brackets", "![", 32_000],
  ["backtick runs", "``a", 32_000],
];

describe("pathological Markdown", () => {
  it.each(CASES)("%s: about linear in its size", (_name, unit, bytes) => {
    expect(growthAt4x((size) => parseAndRender(repeated(unit, size)), bytes)).toBeLessThan(LINEAR_AT_4X);
  });
});
