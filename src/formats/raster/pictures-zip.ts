// A deck's page pictures as one zip in memory, for callers of exportSource (the HTTP export streams the same zip instead,
// exports/slides-zip.ts): 001.png, 002.png, … one per page of Quire's PDF of the deck.
import { createZipStream } from "../../lib/zip-stream.js";
import { SLIDE_PICTURES_WIDTH, type ExportResult } from "../model/export-formats.js";
import type { Deck } from "../model/source.js";
import { renderDeckToPdf } from "../pdf/index.js";
import { pagePngs } from "./page-pngs.js";
import { pictureName } from "../model/export-formats.js";

export async function picturesZip(deck: Deck, width: number = SLIDE_PICTURES_WIDTH.default): Promise<ExportResult> {
  const { bytes, warnings } = await renderDeckToPdf(deck);
  const pages = await pagePngs(bytes, width);
  const zip = createZipStream();
  let n = 0;
  for await (const { png } of pages.pictures) zip.add(pictureName(++n, pages.count), png);
  zip.end();
  const out = Buffer.concat(await zip.output.toArray());
  return { bytes: new Uint8Array(out.buffer, out.byteOffset, out.byteLength), warnings };
}
