// A workbook's shared strings streamed once after its sheets, keeping only the ones the kept cells use: a sheet cut at
// its cell limit does not hold every string of the rows it left out.
import type { PackageWording } from "../../formats/ooxml/package-wording.js";
import type { AppError } from "../../lib/errors.js";
import { streamXml, type PartChunks } from "./stream-xml.js";

/** Text with OOXML's `_xHHHH_` escapes (characters XML cannot hold; `_x005F_` a literal underscore) decoded. */
export function unescapeText(s: string): string {
  return s.includes("_x")
    ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : s;
}

/** The strings at the `wanted` indices; an index the part does not have is left out. */
export function readSharedStrings(
  name: string,
  chunks: PartChunks,
  w: PackageWording,
  wanted: Set<number>,
  damaged: () => AppError,
): Map<number, string> {
  const found = new Map<number, string>();
  if (!wanted.size) return found;
  let last = 0;
  for (const i of wanted) if (i > last) last = i;
  let index = -1;
  let text: string | null = null;
  let inText = false;
  let inPhonetic = false;
  streamXml(
    name,
    chunks,
    w,
    {
      open(name) {
        if (name === "si") text = wanted.has(++index) ? "" : null;
        else if (name === "rPh") inPhonetic = true;
        else if (name === "t") inText = text !== null && !inPhonetic;
      },
      text(t) {
        if (inText) text += t;
      },
      close(name) {
        if (name === "t") inText = false;
        else if (name === "rPh") inPhonetic = false;
        else if (name === "si" && text !== null) found.set(index, unescapeText(text));
      },
    },
    damaged,
    // Past the last string a kept cell uses, the rest of the part is not read.
    { done: () => index > last },
  );
  return found;
}
