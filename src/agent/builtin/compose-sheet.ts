// The builtin composer for sheets: typed columns, plausible seeded numbers and real formulas (totals, averages, growth).
import type { Cell, Column, Sheet, SheetTab } from "../../formats/source.js";
import { capitalize, type PromptBrief } from "./analyze-prompt.js";
import type { Headings } from "./headings.js";
import { roundNice, type Random } from "./seeded-random.js";

export interface SheetOptions {
  rows?: number;
  headings: Headings;
  rng: Random;
}

const BUDGET_LINES = ["Salaries", "Contractors", "Software", "Hardware", "Marketing", "Travel", "Training", "Office", "Events", "Insurance", "Legal", "Utilities", "Research", "Support", "Contingency"];
const TASKS = ["Define scope", "Gather requirements", "Draft plan", "Review with team", "Build first version", "Test with users", "Fix issues", "Write documentation", "Train staff", "Launch", "Collect feedback", "Retrospective", "Update budget", "Report to leadership", "Plan next phase"];
const OWNERS = ["Alex", "Sam", "Priya", "Jordan", "Mei", "Lucas", "Amara", "Noah"];
const ITEM_SETS = [
  ["North", "South", "East", "West", "Central", "Online", "Partners", "Export"],
  ["Product A", "Product B", "Product C", "Product D", "Services", "Subscriptions", "Licences", "Support"],
  ["Web", "Mobile", "Retail", "Wholesale", "Direct", "Referral", "Events", "Other"],
];

/** Column letter for a 0-based index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let s = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const f = (formula: string): Cell => ({ formula });

function budgetTab(count: number, h: Headings, rng: Random): SheetTab {
  const quarters = ["Q1", "Q2", "Q3", "Q4"];
  const columns: Column[] = [{ header: "Category", type: "string", width: 18 }, ...quarters.map((q): Column => ({ header: q, type: "currency", format: "#,##0", width: 12 })), { header: h("Total"), type: "currency", format: "#,##0", width: 14 }, { header: "Share", type: "percent", format: "0.0%", width: 10 }];
  const first = 2;
  const last = first + count - 1;
  const totalRow = last + 1;
  const rows: Cell[][] = [];
  for (let i = 0; i < count; i++) {
    const r = first + i;
    const base = rng.int(2, 60) * 500;
    rows.push([BUDGET_LINES[i % BUDGET_LINES.length]! + (i >= BUDGET_LINES.length ? ` ${Math.floor(i / BUDGET_LINES.length) + 1}` : ""), ...quarters.map(() => roundNice(base * (0.85 + rng.next() * 0.3))), f(`SUM(B${r}:E${r})`), f(`F${r}/F$${totalRow}`)]);
  }
  rows.push([h("Total"), ...["B", "C", "D", "E", "F"].map((c) => f(`SUM(${c}${first}:${c}${last})`)), f(`F${totalRow}/F$${totalRow}`)]);
  rows.push([h("Average"), ...["B", "C", "D", "E", "F"].map((c) => f(`AVERAGE(${c}${first}:${c}${last})`)), null]);
  return { name: "Budget", columns, rows };
}

function trackerTab(count: number, rng: Random): SheetTab {
  const columns: Column[] = [
    { header: "Task", type: "string", width: 26 },
    { header: "Owner", type: "string", width: 12 },
    { header: "Status", type: "string", width: 12 },
    { header: "Start", type: "date", format: "yyyy-mm-dd", width: 12 },
    { header: "Due", type: "date", format: "yyyy-mm-dd", width: 12 },
    { header: "Days", type: "integer", width: 8 },
    { header: "Progress", type: "percent", format: "0%", width: 10 },
    { header: "Done", type: "boolean", width: 8 },
  ];
  const rows: Cell[][] = [];
  let day = Date.UTC(2026, 0, 5);
  for (let i = 0; i < count; i++) {
    const r = i + 2;
    const start = new Date(day).toISOString().slice(0, 10);
    day += rng.int(2, 9) * 86_400_000;
    const due = new Date(day + rng.int(3, 14) * 86_400_000).toISOString().slice(0, 10);
    const progress = i < count / 3 ? 1 : Math.round(rng.next() * 10) / 10;
    const status = progress === 1 ? "Done" : progress === 0 ? "Not started" : rng.pick(["In progress", "In progress", "Blocked"]);
    rows.push([TASKS[i % TASKS.length]!, rng.pick(OWNERS), status, start, due, f(`E${r}-D${r}`), progress, progress === 1]);
  }
  const last = count + 1;
  rows.push(["Summary", null, f(`COUNTIF(C2:C${last},"Done")&" done"`), null, null, f(`AVERAGE(F2:F${last})`), f(`AVERAGE(G2:G${last})`), f(`COUNTIF(H2:H${last},TRUE)`)]);
  return { name: "Tracker", columns, rows };
}

function numbersTab(count: number, h: Headings, rng: Random): SheetTab {
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"];
  const items = rng.pick(ITEM_SETS);
  const columns: Column[] = [{ header: "Item", type: "string", width: 16 }, ...months.map((m): Column => ({ header: m, type: "number", format: "#,##0", width: 10 })), { header: h("Total"), type: "number", format: "#,##0", width: 12 }, { header: h("Average"), type: "number", format: "#,##0.0", width: 12 }, { header: "Growth", type: "percent", format: "0.0%", width: 10 }];
  const rows: Cell[][] = [];
  for (let i = 0; i < count; i++) {
    const r = i + 2;
    let v = rng.int(50, 900);
    const trend = (rng.next() - 0.3) * 0.15;
    const values = months.map(() => {
      const out = Math.round(v);
      v *= 1 + trend + (rng.next() - 0.5) * 0.08;
      return out;
    });
    rows.push([items[i % items.length]! + (i >= items.length ? ` ${Math.floor(i / items.length) + 1}` : ""), ...values, f(`SUM(B${r}:G${r})`), f(`AVERAGE(B${r}:G${r})`), f(`(G${r}-B${r})/B${r}`)]);
  }
  const last = count + 1;
  const t = last + 1;
  rows.push([h("Total"), ...["B", "C", "D", "E", "F", "G", "H"].map((c) => f(`SUM(${c}2:${c}${last})`)), f(`AVERAGE(I2:I${last})`), f(`(G${t}-B${t})/B${t}`)]);
  return { name: "Data", columns, rows };
}

export function composeSheet(brief: PromptBrief, opts: SheetOptions): Sheet {
  const count = Math.max(1, Math.min(500, opts.rows ?? brief.length ?? (brief.intent === "tracker" ? 10 : 8)));
  const tab = brief.intent === "budget" ? budgetTab(count, opts.headings, opts.rng) : brief.intent === "tracker" ? trackerTab(count, opts.rng) : numbersTab(count, opts.headings, opts.rng);
  const notes: SheetTab = {
    name: "About",
    columns: [{ header: "Field", type: "string", width: 14 }, { header: "Value", type: "string", width: 60 }],
    rows: [["Topic", brief.topic], ["Rows", count], ["Formulas", "Totals, averages and growth are live formulas; edit the numbers and they update."]],
  };
  return { kind: "sheet", title: capitalize(brief.topic), sheets: [tab, notes] };
}
