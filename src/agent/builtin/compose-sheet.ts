// The builtin composer for sheets: the business's own lines, empty input cells to fill, and live formulas for every total.
import type { Cell, Column, Sheet, SheetTab } from "../../formats/model/source.js";
import type { PromptBrief } from "./analyse-prompt.js";
import { capitalise } from "../../lib/text.js";
import { monthNames, type Say } from "./scaffold-text.js";
import { recordsTab } from "./listed-columns.js";
import { statedAmounts } from "./stated-amounts.js";
import { amountsTab } from "./amounts-tab.js";
import { columnLetters as columnLetter } from "../../formats/compute/cell-values.js";

export interface SheetOptions {
  rows?: number;
  say: Say;
  warnings: string[];
}

interface Lines {
  income: string[];
  costs: string[];
}

// Budget lines of common requests (English); other requests and languages get numbered lines to name.
const DOMAINS: [RegExp, Lines][] = [
  [
    /bak(ery|er|ing)|patisserie|boulangerie|bäckerei/i,
    {
      income: ["Bread sales", "Pastries and cakes", "Coffee and drinks", "Wholesale and catering"],
      costs: [
        "Flour and grains",
        "Butter, eggs and dairy",
        "Sugar and other ingredients",
        "Packaging",
        "Staff wages",
        "Rent",
        "Gas and electricity for the ovens",
        "Oven and equipment maintenance",
        "Insurance",
        "Marketing",
      ],
    },
  ],
  [
    /coffee|café|cafe|roast/i,
    {
      income: ["Retail bean sales", "Wholesale to cafés", "Online subscriptions", "Café drinks"],
      costs: [
        "Green coffee",
        "Roasting gas and power",
        "Packaging",
        "Staff wages",
        "Rent",
        "Equipment maintenance",
        "Shipping",
        "Marketing",
      ],
    },
  ],
  [
    /restaurant|bistro|diner|pub\b/i,
    {
      income: ["Food sales", "Drinks", "Catering and events"],
      costs: [
        "Food ingredients",
        "Drinks stock",
        "Kitchen staff",
        "Service staff",
        "Rent",
        "Utilities",
        "Equipment",
        "Cleaning",
        "Marketing",
      ],
    },
  ],
  [
    /wedding/i,
    {
      income: ["Contributions from family"],
      costs: [
        "Venue",
        "Catering",
        "Drinks",
        "Photographer",
        "Music",
        "Flowers",
        "Attire",
        "Rings",
        "Invitations",
        "Transport",
      ],
    },
  ],
  [
    /trip|travel|excursion|journey/i,
    {
      income: ["Participant contributions", "Grants or sponsors"],
      costs: ["Transport", "Accommodation", "Meals", "Activities and tickets", "Insurance", "Contingency"],
    },
  ],
  [
    /household|family|personal|home/i,
    {
      income: ["Salary", "Second salary", "Other income"],
      costs: [
        "Rent or mortgage",
        "Groceries",
        "Utilities",
        "Transport",
        "Insurance",
        "Childcare",
        "Phone and internet",
        "Leisure",
        "Savings",
      ],
    },
  ],
  [
    /event|conference|meetup|festival/i,
    {
      income: ["Ticket sales", "Sponsors"],
      costs: ["Venue", "Catering", "Speakers", "Audio, video and tech", "Marketing", "Staff"],
    },
  ],
  [
    /launch|marketing|campaign|advertis/i,
    { income: [], costs: ["Paid advertising", "Content production", "Events", "PR agency", "Tools", "Merchandise"] },
  ],
  [
    /software|saas|startup|app\b|platform/i,
    {
      income: ["Subscriptions", "Services"],
      costs: ["Salaries", "Cloud hosting", "Software tools", "Marketing", "Office", "Legal and accounting"],
    },
  ],
];

const f = (formula: string): Cell => ({ formula });

function linesFor(brief: PromptBrief, say: Say, rows: number | undefined): Lines {
  const domain = say.lang === "en" ? DOMAINS.find(([re]) => re.test(brief.topic))?.[1] : undefined;
  const numbered = (what: string, n: number) => Array.from({ length: n }, (_, i) => say.gap(`${what} ${i + 1}`));
  const lines = domain
    ? { income: [...domain.income], costs: [...domain.costs] }
    : { income: numbered(say("income"), 3), costs: numbered(say("costs"), 6) };
  // An explicit row count sets how many cost lines there are: named ones first, then numbered ones to name.
  if (rows) {
    lines.costs = [...lines.costs, ...numbered(say("costs"), Math.max(0, rows - lines.costs.length))].slice(0, rows);
  }
  return lines;
}

/** Period columns: the months asked for, the quarter's three months, else a year of months. */
function periodColumns(brief: PromptBrief, say: Say): string[] {
  const names = monthNames(say.lang);
  if (brief.period?.quarter) return names.slice((brief.period.quarter - 1) * 3, brief.period.quarter * 3);
  const months = Math.min(36, brief.counts.months ?? 12);
  return Array.from({ length: months }, (_, i) => (i < 12 ? names[i]! : `${names[i % 12]!} +${Math.floor(i / 12)}`));
}

function budgetTab(brief: PromptBrief, opts: SheetOptions): SheetTab {
  const { say } = opts;
  const periods = periodColumns(brief, say);
  const lastCol = columnLetter(periods.length);
  const totalCol = columnLetter(periods.length + 1);
  const columns: Column[] = [
    { header: say("item"), type: "string", width: 30 },
    ...periods.map((p): Column => ({ header: p, type: "currency", format: "#,##0", width: 11 })),
    { header: say("total"), type: "currency", format: "#,##0", width: 13 },
  ];
  const { income, costs } = linesFor(brief, say, opts.rows);
  const rows: Cell[][] = [];
  const empty = () => periods.map((): Cell => null);
  const addGroup = (label: string, lines: string[]) => {
    rows.push([label, ...empty(), null]);
    const first = rows.length + 2;
    for (const line of lines) rows.push([line, ...empty(), f(`SUM(B${rows.length + 2}:${lastCol}${rows.length + 2})`)]);
    const last = rows.length + 1;
    const totalRow = rows.length + 2;
    rows.push([
      `${say("total")}: ${label}`,
      ...periods.map((_, i) => f(`SUM(${columnLetter(i + 1)}${first}:${columnLetter(i + 1)}${last})`)),
      f(`SUM(${totalCol}${first}:${totalCol}${last})`),
    ]);
    return totalRow;
  };
  const incomeTotal = income.length ? addGroup(say("income"), income) : null;
  const costTotal = addGroup(say("costs"), costs);
  if (incomeTotal)
    rows.push([
      say("result"),
      ...[...periods, "total"].map((_, i) =>
        f(`${columnLetter(i + 1)}${incomeTotal}-${columnLetter(i + 1)}${costTotal}`),
      ),
    ]);
  return { name: say("budget").slice(0, 31), columns, rows };
}

function trackerTab(opts: SheetOptions): SheetTab {
  const { say } = opts;
  const count = Math.min(200, opts.rows ?? 10);
  const columns: Column[] = [
    { header: say("task"), type: "string", width: 30 },
    { header: say("owner"), type: "string", width: 14 },
    { header: say("status"), type: "string", width: 12 },
    { header: say("due"), type: "date", format: "yyyy-mm-dd", width: 12 },
    { header: say("note"), type: "string", width: 30 },
  ];
  const rows: Cell[][] = Array.from({ length: count }, (_, i) => [
    say.gap(`${say("task")} ${i + 1}`),
    null,
    null,
    null,
    null,
  ]);
  rows.push([
    say("total"),
    f(`COUNTA(A2:A${count + 1})&""`),
    f(`COUNTIF(C2:C${count + 1},"Done")&" done"`),
    null,
    null,
  ]);
  return { name: say("checklist").slice(0, 31), columns, rows };
}

function numbersTab(brief: PromptBrief, opts: SheetOptions): SheetTab {
  const { say } = opts;
  const periods = periodColumns(brief, say);
  const count = Math.min(200, opts.rows ?? 8);
  const lastCol = columnLetter(periods.length);
  const columns: Column[] = [
    { header: say("item"), type: "string", width: 24 },
    ...periods.map((p): Column => ({ header: p, type: "number", format: "#,##0", width: 10 })),
    { header: say("total"), type: "number", format: "#,##0", width: 12 },
  ];
  const rows: Cell[][] = Array.from({ length: count }, (_, i) => [
    say.gap(`${say("item")} ${i + 1}`),
    ...periods.map((): Cell => null),
    f(`SUM(B${i + 2}:${lastCol}${i + 2})`),
  ]);
  rows.push([
    say("total"),
    ...[...periods, "total"].map((_, i) => f(`SUM(${columnLetter(i + 1)}2:${columnLetter(i + 1)}${count + 1})`)),
  ]);
  return { name: say("keyFigures").slice(0, 31), columns, rows };
}

/** A tab of the records the prompt describes, with the columns it lists; null when it lists none. */
function listedTab(brief: PromptBrief, opts: SheetOptions): SheetTab | null {
  const listed = brief.records;
  if (brief.intent === "budget" || !listed?.columns.length) return null;
  const { say } = opts;
  const rows = Math.min(200, opts.rows ?? listed.count ?? 10);
  const record = listed.record ?? (brief.intent === "tracker" || brief.intent === "plan" ? say("task") : say("item"));
  const { tab, notDerived } = recordsTab(record, listed.columns, rows, say);
  for (const name of notDerived)
    opts.warnings.push(`The column “${name}” is left empty: the builtin composer does not know its formula; add it.`);
  if (listed.extra) opts.warnings.push(`Not made by the builtin composer: ${listed.extra}.`);
  return tab;
}

/** The content the user stated, a row each: a figure with its label and change, anything else under its label. */
function statedRows(brief: PromptBrief, say: Say): Cell[][] {
  return brief.reading.groups.flatMap((g) =>
    g.items.map((item): Cell[] => {
      if (item.figure)
        return [
          capitalise(item.figure.label || g.label || say("figure")),
          item.figure.value,
          item.figure.change ?? null,
        ];
      return [capitalise(g.label ?? say("note")), item.text, null];
    }),
  );
}

/** The user's own rows, when the prompt gives even one item with an amount: those are the sheet, with nothing added. */
function userRowsSheet(brief: PromptBrief, opts: SheetOptions): Sheet | null {
  const amounts = statedAmounts(brief.reading);
  const items = amounts.filter((a) => !a.bound);
  // One bare number alone ("12か月の予算") is the request's length, not a row: a row alone is money or a measure.
  if (!items.length || (items.length === 1 && !items[0]!.quantity.currency && !items[0]!.quantity.unit)) return null;
  const { say } = opts;
  // A label over a list of amounts names the tab ("Q3 costs: …"); a line's label names its own row, not the tab.
  const lists = brief.reading.groups.filter((g) => g.items.filter((i) => i.figure).length >= 2);
  // A label too long for a tab's 31 characters is a sentence, not a name.
  const labels = [...new Set(lists.map((g) => g.label).filter((l): l is string => Boolean(l) && l!.length <= 31))];
  const name = labels.length === 1 ? labels[0]! : say(brief.intent === "budget" ? "budget" : "figures");
  opts.warnings.push(
    "The amounts are yours, as numbers; the totals and the other periods are formulas that compute from them.",
  );
  return { kind: "sheet", title: capitalise(brief.topic), sheets: [amountsTab(amounts, capitalise(name), say)] };
}

export function composeSheet(brief: PromptBrief, opts: SheetOptions): Sheet {
  const stated = userRowsSheet(brief, opts);
  if (stated) return stated;
  const { say } = opts;
  const tab =
    listedTab(brief, opts) ??
    (brief.intent === "budget"
      ? budgetTab(brief, opts)
      : brief.intent === "tracker"
        ? trackerTab(opts)
        : numbersTab(brief, opts));
  const about: SheetTab = {
    name: say("note").slice(0, 31),
    columns: [
      { header: say("item"), type: "string", width: 30 },
      { header: say("value"), type: "string", width: 40 },
      { header: say("change"), type: "string", width: 30 },
    ],
    rows: [
      [say("note"), say("enterAmounts"), null],
      ...(brief.period ? [[say("timeline"), brief.period.label, null] as Cell[]] : []),
      ...statedRows(brief, say),
    ],
  };
  opts.warnings.push("No amounts were invented: the input cells are empty for you to fill; totals are formulas.");
  return { kind: "sheet", title: capitalise(brief.topic), sheets: [tab, about] };
}
