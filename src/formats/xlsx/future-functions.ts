// Functions newer than Excel 2007 are stored with the "_xlfn." prefix (ECMA-376 and MS-XLSX): without it Excel and
// LibreOffice read IFS, XLOOKUP or TEXTJOIN in a file as unknown names and show #NAME?.
const FUTURE = [
  "AGGREGATE",
  "ARABIC",
  "BASE",
  "BITAND",
  "BITLSHIFT",
  "BITOR",
  "BITRSHIFT",
  "BITXOR",
  "CEILING.MATH",
  "CEILING.PRECISE",
  "CHOOSECOLS",
  "CHOOSEROWS",
  "CONCAT",
  "COT",
  "COTH",
  "CSC",
  "CSCH",
  "DAYS",
  "DECIMAL",
  "DROP",
  "ENCODEURL",
  "EXPAND",
  "FLOOR.MATH",
  "FLOOR.PRECISE",
  "FORECAST.LINEAR",
  "HSTACK",
  "IFNA",
  "IFS",
  "ISOWEEKNUM",
  "LAMBDA",
  "LET",
  "MAXIFS",
  "MINIFS",
  "MODE.MULT",
  "MODE.SNGL",
  "NORM.DIST",
  "NORM.INV",
  "NORM.S.DIST",
  "NORM.S.INV",
  "NUMBERVALUE",
  "PDURATION",
  "PERCENTILE.EXC",
  "PERCENTILE.INC",
  "QUARTILE.EXC",
  "QUARTILE.INC",
  "RANDARRAY",
  "RANK.AVG",
  "RANK.EQ",
  "RRI",
  "SEC",
  "SECH",
  "SEQUENCE",
  "SHEET",
  "SHEETS",
  "STDEV.P",
  "STDEV.S",
  "SWITCH",
  "TAKE",
  "TEXTAFTER",
  "TEXTBEFORE",
  "TEXTJOIN",
  "TEXTSPLIT",
  "TOCOL",
  "TOROW",
  "UNICHAR",
  "UNICODE",
  "VAR.P",
  "VAR.S",
  "VSTACK",
  "WRAPCOLS",
  "WRAPROWS",
  "XLOOKUP",
  "XMATCH",
  "XOR",
];
// Dynamic-array functions carry a second prefix.
const WORKSHEET = ["FILTER", "SORT", "SORTBY", "UNIQUE"];

const escape = (name: string) => name.replace(/\./g, "\\.");
const NAMES = [...FUTURE, ...WORKSHEET].map(escape).join("|");
const CALL = new RegExp(`(?<![\\w.])(${NAMES})\\s*\\(`, "gi");
const ANY_CALL = new RegExp(`(?<![\\w.])(?:${NAMES})\\s*\\(`, "i");

/** The formula as stored in a file: each future function prefixed, text in quotes untouched. */
export function prefixFutureFunctions(formula: string): string {
  // Most formulas use none: no split, no copy.
  if (!ANY_CALL.test(formula)) return formula;
  return formula
    .split(/("(?:[^"]|"")*")/)
    .map((piece, i) =>
      i % 2 === 1
        ? piece
        : piece.replace(
            CALL,
            (_, name: string) =>
              `${WORKSHEET.includes(name.toUpperCase()) ? "_xlfn._xlws." : "_xlfn."}${name.toUpperCase()}(`,
          ),
    )
    .join("");
}
