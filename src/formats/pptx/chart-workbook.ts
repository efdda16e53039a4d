// The small .xlsx embedded in each chart part so PowerPoint can edit the chart's data (categories in A, series in B…).
import type { ChartData } from "../model/source.js";
import { XML_DECL } from "../ooxml/xml.js";
import { escapeAttr } from "../ooxml/xml-escape.js";
import { packEntry, writeZip } from "../ooxml/zip-write.js";

/** Spreadsheet column letters for a 0-based index (0 → A, 26 → AA). */
export function colName(i: number): string {
  let s = "";
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const SS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";

export function chartWorkbook(chart: ChartData): Uint8Array {
  const str = (ref: string, v: string) =>
    `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeAttr(v)}</t></is></c>`;
  const num = (ref: string, v: number) => `<c r="${ref}"><v>${Number.isFinite(v) ? v : 0}</v></c>`;
  const rows: string[] = [];
  rows.push(
    `<row r="1">${str("A1", " ")}${chart.series.map((s, j) => str(`${colName(j + 1)}1`, s.name)).join("")}</row>`,
  );
  chart.categories.forEach((cat, i) => {
    const r = i + 2;
    rows.push(
      `<row r="${r}">${str(`A${r}`, cat)}${chart.series.map((s, j) => (s.values[i] === undefined ? "" : num(`${colName(j + 1)}${r}`, s.values[i]!))).join("")}</row>`,
    );
  });
  const last = `${colName(chart.series.length)}${chart.categories.length + 1}`;
  const sheet = `${XML_DECL}<worksheet xmlns="${SS}"><dimension ref="A1:${last}"/><sheetData>${rows.join("")}</sheetData></worksheet>`;
  const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const files: Array<[string, string]> = [
    [
      "[Content_Types].xml",
      `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
    ],
    [
      "_rels/.rels",
      `${XML_DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      "xl/workbook.xml",
      `${XML_DECL}<workbook xmlns="${SS}" xmlns:r="${R}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      "xl/_rels/workbook.xml.rels",
      `${XML_DECL}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${R}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${R}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ["xl/worksheets/sheet1.xml", sheet],
    [
      "xl/styles.xml",
      `${XML_DECL}<styleSheet xmlns="${SS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`,
    ],
  ];
  return writeZip(files.map(([n, d]) => packEntry({ name: n, data: d })));
}
