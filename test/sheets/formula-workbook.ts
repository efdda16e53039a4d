// A workbook of 120 formulas over two data tabs, for checking Quire's computed values against LibreOffice and openpyxl.
import type { Cell, Sheet } from "../../src/formats/model/source.js";

/** The formulas of the "Calc" tab, one per row (B column); "Calc" rows refer to rows above by A1 (B2 is the first). */
export const FORMULAS = [
  // Aggregates and cross-sheet ranges
  "SUM(Data!C2:C9)", "SUM(Data!C:C)", "AVERAGE(Data!D2:D9)", "MIN(Data!D2:D9)", "MAX(Data!D2:D9)", "COUNT(Data!C2:C9)", "COUNTA(Data!A2:A9)",
  "MEDIAN(Data!C2:C9)", "PRODUCT(Data!C2:C4)", "SUMPRODUCT(Data!C2:C9,Data!D2:D9)", "STDEV(Data!C2:C9)", "VAR(Data!C2:C9)", "LARGE(Data!C2:C9,2)", "SMALL(Data!C2:C9,2)",
  "AVERAGE(Data!G2:G9)", "MAX(Data!E2:E9)-MIN(Data!E2:E9)",
  // Conditional aggregates
  'COUNTIF(Data!B2:B9,"North")', 'COUNTIF(Data!C2:C9,">10")', 'COUNTIF(Data!A2:A9,"A*")', 'COUNTIFS(Data!B2:B9,"North",Data!F2:F9,TRUE)', 'SUMIF(Data!B2:B9,"South",Data!C2:C9)',
  'SUMIF(Data!C2:C9,">=10")', 'SUMIFS(Data!C2:C9,Data!B2:B9,"North",Data!G2:G9,">0.1")', 'AVERAGEIF(Data!B2:B9,"East",Data!D2:D9)', 'MINIFS(Data!D2:D9,Data!B2:B9,"North")', 'MAXIFS(Data!C2:C9,Data!F2:F9,FALSE)',
  // Rounding and arithmetic
  "ROUND(AVERAGE(Data!D2:D9),2)", "ROUNDUP(Data!D3/7,1)", "ROUNDDOWN(Data!D2/3,2)", "INT(Data!D4)", "MOD(Data!C4,7)", "ABS(-Data!C2)", "POWER(Data!C3,3)", "SQRT(Data!C4)",
  "CEILING(Data!D2,5)", "FLOOR(Data!D2,5)", "SIGN(-3)", "TRUNC(Data!D3/7,2)", "PI()*2", "LN(10)", "LOG10(1000)", "LOG(8,2)", "EXP(1)", "2^10", "-Data!C3+Data!C4*2", "(Data!C2+Data!C3)/Data!C4", "Data!C2%",
  // Logic
  'IF(Data!C2>10,"big","small")', 'IF(AND(Data!F2,Data!G2>0),"paid with discount","other")', "IF(OR(Data!F3,Data!G3>0),1,0)", "NOT(Data!F3)", "XOR(TRUE,FALSE)", 'IFERROR(Data!C2/Data!C8,"none")',
  "Data!C2/Data!C8", 'IFS(Data!C2>20,"a",Data!C2>10,"b",TRUE,"c")', "ISNUMBER(Data!C2)", "ISTEXT(Data!A2)", "ISBLANK(Data!H2)", "N(TRUE)", "Data!C2=12", 'Data!B2<>"South"',
  // Lookups
  'VLOOKUP("Dev",Data!A2:D9,4,FALSE)', 'VLOOKUP("S",Lookup!A2:C5,2,FALSE)', "VLOOKUP(15,Data!C2:C9,1,TRUE)", 'HLOOKUP("Factor",Lookup!A1:C5,3,FALSE)', "INDEX(Data!D2:D9,3)", 'MATCH("Ema",Data!A2:A9,0)',
  "INDEX(Data!A2:A9,MATCH(MAX(Data!C2:C9),Data!C2:C9,0))", 'CHOOSE(2,"a","b","c")', "INDEX(Lookup!A2:C5,2,3)", 'IFERROR(VLOOKUP("Zed",Data!A2:D9,2,FALSE),"not found")',
  // Text
  "LEFT(Data!A4,3)", "RIGHT(Data!B2,2)", "MID(Data!A4,3,3)", "LEN(Data!A4)", "UPPER(Data!A2)", "LOWER(Data!B3)", 'PROPER("hello quire world")', 'TRIM("  a   b ")',
  'CONCATENATE(Data!A2," / ",Data!B2)', 'Data!A2&"-"&Data!C2', 'SUBSTITUTE(Data!B2,"th","TH")', 'FIND("o",Data!B2)', 'SEARCH("O",Data!B2)', 'REPT("ab",3)', 'EXACT(Data!B2,"North")',
  'VALUE("12.5")', 'TEXT(Data!D2,"0.00")', 'TEXT(Data!G3,"0%")', 'TEXT(Data!E2,"yyyy-mm-dd")', 'TEXTJOIN(", ",TRUE,Data!A2:A4)', "LEN(TEXTJOIN(\"\",TRUE,Data!B2:B9))",
  // Dates (date columns hold ISO dates; formulas see serial numbers)
  "DATE(2026,2,30)", "YEAR(Data!E3)", "MONTH(Data!E4)", "DAY(Data!E5)", "EDATE(Data!E2,3)", "EOMONTH(Data!E2,1)", "WEEKDAY(Data!E2)", "WEEKDAY(Data!E2,2)",
  "NETWORKDAYS(Data!E2,Data!E3)", "Data!E3-Data!E2", "DAYS(Data!E3,Data!E2)", "WORKDAY(Data!E2,10)", 'DATEDIF(Data!E2,Data!E9,"m")', "Data!E2+30",
  // Finance
  "PMT(0.05/12,36,10000)", "FV(0.04,10,-100)", "PV(0.05,10,-100)", "NPV(0.1,100,200,300)", "ROUND(PMT(0.06/12,120,-50000),2)",
  // Cross-sheet with quoted names, absolute and relative references within Calc
  "Lookup!C2*Data!D2", "'Lookup'!C5+1", "$B$2*2", "B3+B4", "SUM(B2:B6)", "$B2+B$3", "SUM(Data!$C$2:$C$9)-SUM(Data!C2:C9)", "B10/B2", "ROUND(B11*100,0)", "COUNT(B2:B20)",
  "SUM(Data!C2:C5,Data!C6:C9)", "AVERAGE(Data!C2,Data!C5,Data!C9)", "MAX(Data!C2:C9,100)", "MIN(0,Data!D2:D9)", "SUMIF(Lookup!B2:B5,\"*th\",Lookup!C2:C5)",
  "COUNTIF(Data!G2:G9,0)", "AVERAGE(Data!C2:C9)*COUNT(Data!C2:C9)", "Data!D2*(1-Data!G2)", "ROUND(Data!C2*Data!D2*(1-Data!G2),2)",
] as const;

const DATA: Cell[][] = [
  ["Anna", "North", 12, 48.5, "2026-01-04", true, 0.05],
  ["Ben", "South", 3, 1250, "2026-01-09", false, 0],
  ["Chloé", "North", 40, 9.99, "2026-02-14", true, 0.125],
  ["Dev", "East", 7, 310.5, "2026-03-01", true, 0],
  ["Ema", "South", 18, 75.25, "2026-03-22", false, 0.1],
  ["Finn", "West", 25, 19.9, "2026-04-30", true, 0.2],
  ["Gus", "East", 0, 99, "2026-05-15", false, 0],
  ["Hana", "North", 11, 42, "2026-06-01", true, 0.15],
];

export function formulaWorkbook(): Sheet {
  return {
    kind: "sheet",
    title: "Formulas",
    sheets: [
      { name: "Calc", columns: [{ header: "Formula", type: "string" }, { header: "Value" }], rows: FORMULAS.map((f) => [f, { formula: f }]) },
      {
        name: "Data",
        columns: [
          { header: "Name", type: "string" }, { header: "Region", type: "string" }, { header: "Units", type: "integer" }, { header: "Price", type: "currency" },
          { header: "Date", type: "date" }, { header: "Paid", type: "boolean" }, { header: "Rate", type: "percent" }, { header: "Empty" },
        ],
        rows: DATA,
      },
      { name: "Lookup", columns: [{ header: "Code" }, { header: "Label" }, { header: "Factor", type: "number" }], rows: [["N", "North", 1.1], ["S", "South", 0.9], ["E", "East", 1], ["W", "West", 1.2]] },
    ],
  };
}
