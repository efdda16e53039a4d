// Sample sources for render tests and screenshots: a deck with every layout, a long doc, a typed sheet, a PNG.
import type { Deck, Doc, Sheet } from "../../src/formats/model/source.js";
import { rgbPng } from "../png.js";

/** A real PNG (a soft diagonal gradient), built byte by byte so tests need no binary fixtures. */
export function gradientPng(width = 160, height = 90): Buffer {
  return rgbPng(width, height, (x, y) => {
    const t = (x / width + y / height) / 2;
    return [Math.round(47 + t * 100), Math.round(111 + t * 60), Math.round(235 - t * 80)];
  });
}

export const PNG_DATA_URL = `data:image/png;base64,${gradientPng().toString("base64")}`;

export function sampleDeck(): Deck {
  return {
    kind: "deck",
    title: "Quire 2027 Strategy",
    slides: [
      {
        layout: "title",
        title: "Quire 2027 Strategy",
        subtitle: "Board review · November 2026",
        notes: "Welcome everyone; 20 minutes, then questions.",
      },
      { layout: "section", title: "Where we are", subtitle: "Twelve months of growth in one page" },
      {
        layout: "bullets",
        title: "What changed this year",
        bullets: [
          "Revenue grew **42%** to $18.4M",
          { text: "Net retention reached 121%", children: ["Enterprise: 134%", "Self-serve: 108%"] },
          "Launched brand templates and batch generation",
          "Time to first deck fell from 9 min to 40 s",
        ],
        notes: "Stress retention, not only growth.",
      },
      {
        layout: "content",
        title: "Our thesis",
        body: "Teams don't want *another editor*. They want the **first draft done** — on brand, accurate, and exportable.\n\n1. Start from a prompt or a document\n2. Land on the company's own template\n3. Export to the tools people already use\n\n> The best deck tool is the one you never open.",
      },
      {
        layout: "two-column",
        title: "Build vs. buy",
        left: "**Build**\n\n- Full control of the model\n- 9-month runway to parity\n- Hiring risk in a tight market",
        right: "**Buy**\n\n- Live next quarter\n- Proven at 40 customers\n- Integration cost is known",
      },
      {
        layout: "table",
        title: "Revenue by region ($k)",
        table: {
          columns: ["Region", "Q1", "Q2", "Q3", "Q4"],
          rows: [
            ["North America", 2840, 3120, 3390, 3710],
            ["Europe", 1610, 1780, 1930, 2150],
            ["Asia Pacific", 720, 860, 1010, 1240],
            ["Latin America", 210, 260, 300, 370],
          ],
        },
      },
      {
        layout: "chart",
        title: "Quarterly revenue ($k)",
        chart: {
          type: "column",
          categories: ["Q1", "Q2", "Q3", "Q4"],
          series: [
            { name: "2025", values: [3900, 4300, 4700, 5200] },
            { name: "2026", values: [5380, 6020, 6630, 7470] },
          ],
        },
      },
      {
        layout: "chart",
        title: "Where new customers come from",
        chart: {
          type: "pie",
          categories: ["Referrals", "Search", "Partners", "Events", "Outbound"],
          series: [{ name: "Share", values: [38, 24, 18, 12, 8] }],
        },
      },
      {
        layout: "chart",
        title: "Weekly active teams",
        chart: {
          type: "line",
          categories: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"],
          series: [
            { name: "Teams", values: [420, 480, 560, 610, 700, 820, 910, 1040] },
            { name: "Target", values: [400, 470, 540, 610, 680, 750, 820, 890] },
          ],
        },
      },
      {
        layout: "chart",
        title: "Time to first deck (seconds)",
        chart: {
          type: "bar",
          categories: ["Manual", "Template", "Quire"],
          series: [{ name: "Seconds", values: [540, 260, 40] }],
        },
      },
      {
        layout: "quote",
        quote: "Quire turned a week of slide wrangling into an afternoon — and the decks finally look like us.",
        attribution: "Dana Whitfield, COO at Northwind",
      },
      { layout: "image", title: "The new brand studio", image: { src: PNG_DATA_URL, alt: "Brand studio preview" } },
    ],
  };
}

export const SAMPLE_DOC_MARKDOWN = `# Operating Review 2026

A short report on how the year went, what we learned, and what we will do next. It covers revenue, product,
customers and the plan for 2027.[^scope]

## Summary

- Revenue grew **42%** year over year to **$18.4M**.
- Net revenue retention reached *121%*; gross churn fell to 4.1%.
- We shipped brand templates, batch generation and the public API.

## Revenue

| Region | 2025 | 2026 | Growth |
|:--|--:|--:|--:|
| North America | 9,120 | 13,060 | 43% |
| Europe | 5,030 | 7,470 | 48% |
| Asia Pacific | 2,380 | 3,830 | 61% |

Revenue concentration fell: no customer is above 4% of revenue.

## Product

### What shipped

1. Brand templates from any \`.pptx\`
2. Batch generation — up to 100 decks per call
3. Exports to pptx, docx, xlsx and pdf

### Engineering notes

\`\`\`ts
export function renderDoc(doc: Doc): string {
  return render(parseMarkdown(doc.markdown));
}
\`\`\`

## Customers

> "We replaced three tools and a contractor." — Head of Marketing, a logistics company

## Plan for 2027

- [x] Hire a second design engineer
- [x] Ship the workspace
- [ ] SOC 2 Type II
- [ ] Self-hosted edition

See the [public roadmap](https://example.com/roadmap) for details.

[^scope]: Figures are unaudited and in thousands of US dollars unless noted.
`;

export function sampleDoc(): Doc {
  return { kind: "doc", title: "Operating Review 2026", markdown: SAMPLE_DOC_MARKDOWN.replace(/^# .*\n\n/, "") };
}

export const SAMPLE_CSV = `Order,Customer,Date,Units,Unit price,Discount,Paid,Total
ORD-1001,Northwind,2026-01-04,12,$48.00,5%,true,
ORD-1002,"Contoso, Ltd.",2026-01-09,3,$1250.00,0%,false,
ORD-1003,Fabrikam,2026-02-14,40,$9.99,12.5%,true,
ORD-1004,Tailspin Toys,2026-03-01,7,$310.50,0%,true,
ORD-1005,"Adventure Works
(EU)",2026-03-22,18,$75.25,10%,false,
`;

export function sampleSheet(): Sheet {
  const rows = [
    ["ORD-1001", "Northwind", "2026-01-04", 12, 48, 0.05, true, { formula: "D2*E2*(1-F2)" }],
    ["ORD-1002", "Contoso, Ltd.", "2026-01-09", 3, 1250, 0, false, { formula: "D3*E3*(1-F3)" }],
    ["ORD-1003", "Fabrikam", "2026-02-14", 40, 9.99, 0.125, true, { formula: "D4*E4*(1-F4)" }],
    ["ORD-1004", "Tailspin Toys", "2026-03-01", 7, 310.5, 0, true, { formula: "D5*E5*(1-F5)" }],
    ["ORD-1005", '=HYPERLINK("http://evil.test")', "2026-03-22", 18, 75.25, 0.1, false, { formula: "D6*E6*(1-F6)" }],
    [null, "Total", null, { formula: "SUM(D2:D6)" }, null, null, null, { formula: "SUM(H2:H6)" }],
  ];
  return {
    kind: "sheet",
    title: "Orders Q1 2026",
    sheets: [
      {
        name: "Orders",
        columns: [
          { header: "Order" },
          { header: "Customer", width: 24 },
          { header: "Date", type: "date" },
          { header: "Units", type: "integer" },
          { header: "Unit price", type: "currency", format: "$#,##0.00" },
          { header: "Discount", type: "percent", format: "0.0%" },
          { header: "Paid", type: "boolean" },
          { header: "Total", type: "currency", format: "$#,##0.00" },
        ],
        rows,
      },
      {
        name: "Notes",
        columns: [{ header: "Note" }, { header: "Owner" }],
        rows: [
          ["Prices exclude VAT", "Finance"],
          ["Q2 targets due April 5", "Sales"],
        ],
      },
    ],
  };
}
