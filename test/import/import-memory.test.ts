// Imports in bounded memory: a workbook far past a sheet's cells streams to its cut with a warning; a Word document
// whose XML unpacks past what mammoth can hold is refused with 413 from the zip's directory, before anything inflates.
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { renderDocToDocx } from "../../src/formats/docx/render-doc-to-docx.js";
import { renderSheetToXlsx } from "../../src/formats/xlsx/render-sheet-to-xlsx.js";
import type { ImportBudget } from "../../src/import/import-types.js";
import { readDocx } from "../../src/import/docx/read-docx.js";
import { readXlsx } from "../../src/import/xlsx/read-xlsx.js";
import { isAppError } from "../../src/lib/errors.js";
import { decode, text } from "../brands/hostile-zips.js";

const budget = (): ImportBudget => ({
  maxBytes: 25 << 20,
  maxUnzippedBytes: 200 << 20,
  maxPages: 500,
  deadline: Date.now() + 60_000,
});

/** A Word document whose XML unpacks to 3 MiB: four-letter noise in a comment, which packs about 4:1 (no zip bomb). */
async function oversizedDocx(): Promise<Uint8Array> {
  const parts = unzipSync((await renderDocToDocx({ kind: "doc", title: "Long", markdown: "Some text." })).bytes);
  let seed = 7;
  const noise = Array.from(
    { length: 3 << 20 },
    () => "acgt"[(seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) >>> 30],
  ).join("");
  parts["word/document.xml"] = text(
    decode(parts["word/document.xml"]!).replace("</w:document>", `<!-- ${noise} --></w:document>`),
  );
  return zipSync(parts);
}

/** The zip with one entry's CRC in its central directory changed: inflating that entry would fail its checksum. */
function wrongCrc(zip: Uint8Array, name: string): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let p = out.length - 46; p >= 0; p--) {
    if (
      view.getUint32(p, true) === 0x02014b50 &&
      decode(out.subarray(p + 46, p + 46 + view.getUint16(p + 28, true))) === name
    ) {
      view.setUint32(p + 16, ~view.getUint32(p + 16, true) >>> 0, true);
      return out;
    }
  }
  throw new Error(`${name} is not in the zip's directory`);
}

describe("imports in bounded memory", () => {
  it("streams a 200,000-row workbook to a sheet's cell limit, keeping the first rows and saying how many there were", async () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => [`r${i + 1}`, i]);
    const bytes = (
      await renderSheetToXlsx({
        kind: "sheet",
        title: "Tall",
        sheets: [{ name: "Rows", columns: [{ header: "Id" }, { header: "N" }], rows }],
      })
    ).bytes;
    const result = await readXlsx(bytes, "tall.xlsx", budget());
    const tab = result.source.kind === "sheet" ? result.source.sheets[0]! : undefined;
    expect(tab?.columns).toEqual([
      { header: "Id", type: "string" },
      { header: "N", type: "number" },
    ]);
    expect(tab?.rows).toHaveLength(50_000);
    expect(tab?.rows[49_999]).toEqual(["r50000", 49_999]);
    expect(result.warnings).toEqual([
      "Rows: a Quire sheet holds 100,000 cells, so the first 50,000 of 200,000 rows were kept.",
    ]);
  });

  it("refuses a Word document whose XML unpacks past 2 MiB with 413 file_too_large naming the limit, from the directory alone", async () => {
    // Its CRC is wrong too: had document.xml been inflated, the refusal would be the checksum's (400).
    const err = await readDocx(wrongCrc(await oversizedDocx(), "word/document.xml"), "long.docx", budget()).catch(
      (e: unknown) => e,
    );
    expect(isAppError(err) && err.code).toBe("file_too_large");
    expect(isAppError(err) && err.message).toMatch(
      /XML parts\) unpack to 3 MiB; Quire reads Word documents whose XML comes to at most 2 MiB/,
    );
  });
});
