// A sheet made from the user's material: every figure its text states (as written, its number, unit, sentence and
// source), each of its tables as a tab (a spreadsheet's tabs whole, formulas kept), and a tab saying where each came from.
import { refText } from "../../../formats/model/slide-notes.js";
import type { Cell, Column, Sheet, SheetTab, TableData } from "../../../formats/model/source.js";
import type { Material, MaterialSection } from "../../material/material.js";
import type { RankedMaterial } from "../../material/rank-material.js";
import { contentSections } from "../../material/section-role.js";
import { cellNumber, columnNumbers } from "../../material/table-figures.js";
import type { Say } from "../scaffold-text.js";
import { materialTitle } from "./material-text.js";

export interface GroundedSheetOptions {
  say: Say;
  warnings: string[];
}

const MAX_TABS = 50;
const MAX_FIGURE_ROWS = 5_000;

/**
 * A figure in running text: "$4.2M", "12.5%", "1,204", "€300 million", "3.4 bn". Years alone are not figures, nor the
 * number of a name ("IEEE-754", "COVID-19", "F-35": capitals and a hyphen before it).
 */
const FIGURE =
  /(?<![\p{L}\p{N}.,])(?<!\p{Lu}[-‐‑])([-+−]?)([$€£¥]?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(\s?(?:%|percent|per cent|million|billion|thousand|bn|[kKmMbB](?![\p{L}])|pts?|x(?![\p{L}])|×))?/gu;
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };

interface Figure {
  written: string;
  value: number;
  unit: string;
  sentence: string;
  section: MaterialSection;
}

function figuresIn(sentence: string, section: MaterialSection): Figure[] {
  const out: Figure[] = [];
  for (const m of sentence.matchAll(FIGURE)) {
    const [written, sign, currency, whole, fraction, suffix] = m;
    const unitWord = (suffix ?? "").trim();
    const base = Number(`${whole!.replace(/,/g, "")}${fraction ?? ""}`) * (sign ? -1 : 1);
    const isYear = !currency && !unitWord && !fraction && /^(19|20)\d{2}$/.test(whole!);
    // "(12)", "[3, 4]", "Figure 3", "Section 5.1": citations and pointers, not figures.
    const before = sentence.slice(0, m.index).trimEnd();
    const after = sentence.slice(m.index! + written.length).trimStart();
    if (!currency && !unitWord && /[([]\s*(?:\d+\s*,\s*)*$/.test(before) && /^(?:,\s*\d+\s*)*[)\]]/.test(after))
      continue;
    if (
      /\b(?:fig(?:ure)?s?\.?|sections?|tables?|chapters?|appendix|page|pp?\.|eq(?:uation)?\.?|step|phase|version|v)$/i.test(
        before,
      )
    )
      continue;
    // "ISO/IEC 29500", "RFC 3986", "IEEE 754": the number of a standard's name (a currency's code is not a name).
    if (
      !currency &&
      !unitWord &&
      /(?:^|[\s(])(?!(?:USD|EUR|GBP|CHF|JPY|CNY|CAD|AUD)\b)\p{Lu}{2,}(?:\/\p{Lu}{2,})*$/u.test(before)
    )
      continue;
    // A bare small integer is a count, an item number or a date's day: a figure only with a sign, unit or currency.
    if (isYear || (!currency && !unitWord && !fraction && base < 10 && !sign)) continue;
    const scale = SCALE[unitWord.toLowerCase()] ?? 1;
    const unit = [currency, unitWord === "per cent" || unitWord === "percent" ? "%" : unitWord]
      .filter(Boolean)
      .join("");
    out.push({ written: written.trim(), value: scale === 1 ? base : base * scale, unit, sentence, section });
  }
  return out;
}

const SHEET_NAME_BAD = /[[\]:*?/\\]/g;

/** Tab names are unique, at most 31 characters, without the characters Excel refuses; the first free of `wanted` is taken. */
function tabNamer() {
  const used = new Set<string>();
  const clean = (w: string) => {
    const t = w.replace(SHEET_NAME_BAD, " ").replace(/\s+/g, " ").trim() || "Sheet";
    // Cut at a word where one ends before the limit.
    return t.length <= 31
      ? t
      : (
          t
            .slice(0, 32)
            .replace(/\s+\S*$/, "")
            .replace(/[\s,;—–-]+$/, "") || t.slice(0, 31)
        ).trim();
  };
  return (...wanted: string[]) => {
    const free = wanted.map(clean).find((w) => !used.has(w.toLowerCase()));
    let name = free ?? clean(wanted[0]!);
    // Numbered only when every name asked for is taken.
    for (let i = 2; used.has(name.toLowerCase()); i++)
      name = `${clean(wanted[0]!).slice(0, 31 - String(i).length - 1)} ${i}`;
    used.add(name.toLowerCase());
    return name;
  };
}

/** A table of the material as a tab: columns whose every cell is a number of one unit are typed and stored as numbers. */
function tableTab(name: string, t: TableData): SheetTab {
  const typed = t.columns.map((_, i) => columnNumbers(t.rows, i).nums?.[0]?.unit ?? null);
  const columns: Column[] = t.columns.map((header, i) => {
    const unit = typed[i];
    if (unit === null || unit === undefined) return { header: header.slice(0, 500), type: "string" };
    return {
      header: header.slice(0, 500),
      type: unit === "%" ? "percent" : unit ? "currency" : "number",
      ...(unit && unit !== "%" ? { format: `${unit}#,##0.##` } : {}),
    };
  });
  const rows: Cell[][] = t.rows.map((r) =>
    t.columns.map((_, i) =>
      typed[i] !== null && typed[i] !== undefined && r[i] !== null && r[i] !== ""
        ? cellNumber(r[i])!.value
        : (r[i] ?? null),
    ),
  );
  return { name, columns, rows };
}

export function composeGroundedSheet(
  materials: readonly Material[],
  sections: readonly MaterialSection[],
  ranked: RankedMaterial,
  opts: GroundedSheetOptions,
): Sheet {
  const { say, warnings } = opts;
  const name = tabNamer();
  const byOrder = new Map(sections.map((s) => [s.order, s]));
  // A reference list's years and pages are not figures: its sentences count only when there is nothing else.
  const quoted = new Set(contentSections(sections).map((s) => s.order));
  const figures = ranked.sentences
    .filter((x) => quoted.has(x.section))
    .flatMap((x) => figuresIn(x.text, byOrder.get(x.section)!))
    .slice(0, MAX_FIGURE_ROWS);
  for (const s of sections) for (const m of s.metrics) figures.push(...figuresIn(`${m.label}: ${m.value}`, s));

  const tabs: SheetTab[] = [];
  let dropped = 0;
  const origins: Cell[][] = [];
  if (figures.length) {
    const tab = name(say("figures"));
    tabs.push({
      name: tab,
      columns: [
        { header: say("figure"), type: "string" },
        { header: say("value"), type: "number" },
        { header: say("unit"), type: "string" },
        { header: say("context"), type: "string", width: 80 },
        { header: say("source"), type: "string", width: 30 },
      ],
      rows: figures.map((f) => [
        f.written,
        f.value,
        f.unit || null,
        f.sentence.slice(0, 32_000),
        refText(f.section.ref),
      ]),
    });
    origins.push([tab, [...new Set(figures.map((f) => f.section.file))].join(", ")]);
  } else warnings.push("The material's text states no figures; the sheet holds its tables only.");

  // A spreadsheet's own tabs are kept whole (formulas too); tables of documents and decks become tabs of their values.
  for (const m of materials) {
    if (m.source.kind !== "sheet") continue;
    m.source.sheets.forEach((t, i) => {
      if (tabs.length >= MAX_TABS - 1) return void dropped++;
      const tab = name(t.name);
      tabs.push({ ...t, name: tab });
      origins.push([tab, refText(m.refs[i] ?? { file: m.file, sheet: t.name })]);
    });
  }
  for (const s of sections) {
    if (materials.find((m) => m.file === s.file)?.source.kind === "sheet") continue;
    for (const t of s.tables) {
      if (tabs.length >= MAX_TABS - 1) {
        dropped++;
        continue;
      }
      // A second table of a section is named by its columns, not numbered.
      const title = s.title ?? s.fileTitle;
      const columns = t.columns.filter((c) => !/^Column \d+$/.test(c)).join(", ");
      const tab = name(
        title,
        ...(columns ? [`${title} — ${columns}`, columns] : []),
        `${say("sheetTab")} ${tabs.length + 1}`,
      );
      tabs.push(tableTab(tab, t));
      origins.push([tab, refText(s.ref)]);
    }
  }
  if (!tabs.length) {
    warnings.push("The material has no figures or tables to put in a sheet.");
    tabs.push({
      name: name(say("figures")),
      columns: [
        { header: say("figure") },
        { header: say("value") },
        { header: say("context") },
        { header: say("source") },
      ],
      rows: [],
    });
  }
  if (dropped)
    warnings.push(`The material has more tables than a sheet holds tabs (${MAX_TABS}); ${dropped} were left out.`);
  tabs.push({
    name: name(say("sources")),
    columns: [
      { header: say("sheetTab"), type: "string" },
      { header: say("source"), type: "string", width: 40 },
    ],
    rows: origins,
  });
  return { kind: "sheet", title: materialTitle(materials), sheets: tabs };
}
