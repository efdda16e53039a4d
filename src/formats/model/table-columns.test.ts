// Numeric table columns: numbers and figures written as text align right in every output, gaps do not decide.
import { describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { renderHtml } from "../html/render-html.js";
import { renderDeckToPptx } from "../pptx/index.js";
import type { Deck, TableData } from "./source.js";
import { numericColumns } from "./table-columns.js";

const table: TableData = {
  columns: ["Metric", "Value", "Change", "Source"],
  rows: [
    ["Revenue up", "12%", -3, "your request"],
    ["[Gross margin]", "[to fill in]", null, ""],
    ["ARR", "$2.1M", "+4.2 pts", "board pack"],
  ],
};

describe("numeric table columns", () => {
  it("are the columns of figures (numbers or text like 12% and $2.1M), whatever gaps they hold", () => {
    expect(numericColumns(table)).toEqual([false, true, true, false]);
    expect(numericColumns({ columns: ["a"], rows: [["[x]"], [null]] })).toEqual([false]);
  });

  it("align right, header included, in pptx and HTML", async () => {
    const deck: Deck = { kind: "deck", title: "t", slides: [{ layout: "table", title: "Results", table }] };
    const files = unzipSync((await renderDeckToPptx(deck)).bytes);
    const slide = strFromU8(files[Object.keys(files).find((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f))!]!);
    const cells = [...slide.matchAll(/<a:tc>(.*?)<\/a:tc>/g)].map((m) => m[1]!);
    const right = cells.map((c) => c.includes('algn="r"'));
    expect(right.slice(0, 4)).toEqual([false, true, true, false]);
    expect(right.slice(4, 8)).toEqual([false, true, true, false]);
    const { html } = renderHtml(deck);
    expect(html).toContain('<th scope="col" class="num">Value</th>');
    expect(html).toContain('<td class="num">$2.1M</td>');
  });
});
