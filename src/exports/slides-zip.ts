// A png export's zip: a deck's page pictures as 001.png, 002.png, … (stored: PNG is compressed already), each added as
// the worker hands it over, so the answer streams and memory holds a few pages whatever the width and page count.
import type { PagePictures } from "../formats/raster/page-pngs.js";
import { pictureName } from "../formats/model/export-formats.js";
import { webStreamOf } from "../lib/web-stream.js";
import { createZipStream } from "../lib/zip-stream.js";

/** Zip bytes written and not yet sent past which the next page waits. */
const MAX_BUFFERED = 8 * 1024 * 1024;

export function slidesZip(pages: PagePictures): ReadableStream<Uint8Array> {
  const zip = createZipStream();
  let cancelled = false;
  void (async () => {
    let n = 0;
    for await (const png of pages.pictures) {
      zip.add(pictureName(++n, pages.pages), png);
      while (zip.output.readableLength > MAX_BUFFERED && !cancelled)
        await new Promise((resolve) => setTimeout(resolve, 5));
      if (cancelled) return;
    }
    zip.end();
  })().catch((err: unknown) => zip.output.destroy(err as Error));
  return webStreamOf(zip.output, () => {
    cancelled = true;
    pages.cancel();
  });
}
