// PDFs made for the reader's tests: many pages at little cost, JavaScript actions, a predefined CJK CMap, encryption, no text.
import PDFDocument from "pdfkit";

/** Builds a PDF from object bodies (object n is bodies[n - 1]) with a correct cross-reference table. */
export function buildPdf(bodies: string[], trailer = ""): Uint8Array {
  let out = "%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, "latin1"));
}

const stream = (text: string) => `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`;
const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";

/**
 * `count` pages sharing one content stream and one font: 10,000 pages in about a megabyte. Each page holds one
 * sentence, or `pieces` words each placed on its own (a page that takes pdf.js a while).
 */
export function manyPagesPdf(count: number, pieces = 0): Uint8Array {
  // 1 catalog, 2 page tree, 3 font, 4 content, then the pages.
  const kids = Array.from({ length: count }, (_, i) => `${i + 5} 0 R`).join(" ");
  const page =
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] /Contents 4 0 R /Resources << /Font << /F1 3 0 R >> >> >>";
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count ${count} /Kids [${kids}] >>`,
    FONT,
    stream(
      pieces
        ? `BT /F1 2 Tf ${Array.from({ length: pieces }, (_, i) => `1 0 0 1 ${5 + (i % 20) * 14} ${295 - Math.floor(i / 20) * 2.4} Tm (w${i % 20}) Tj`).join(" ")} ET`
        : "BT /F1 12 Tf 40 150 Td (A page of a very long file.) Tj ET",
    ),
    ...Array<string>(count).fill(page),
  ]);
}

/** One page of text whose catalog runs JavaScript on open, and whose page runs more when it is shown. */
export function javascriptPdf(marker: string): Uint8Array {
  const js = `globalThis.${marker} = true; this.${marker} = true; app.alert('${marker}');`;
  return buildPdf([
    `<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(boot) 5 0 R] >> >> >>`,
    "<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> /AA << /O 5 0 R >> >>`,
    stream("BT /F1 12 Tf 40 200 Td (The text of a file that carries a script.) Tj ET"),
    `<< /Type /Action /S /JavaScript /JS (${js}) >>`,
    FONT,
  ]);
}

/** Chinese text in a non-embedded font whose codes are UCS-2 through the predefined CMap UniGB-UCS2-H (read from pdf.js's cmaps). */
export function predefinedCmapPdf(): Uint8Array {
  return buildPdf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    stream("BT /F1 24 Tf 40 200 Td <4E2D65876587672C> Tj ET"),
    "<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>",
    "<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 7 0 R >>",
    "<< /Type /FontDescriptor /FontName /STSong-Light /Flags 4 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 80 >>",
  ]);
}

/** A one-page PDF drawn by pdfkit with its options (encryption, no text at all). */
export async function pdfkitPdf(
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: [400, 300], ...options });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on("end", resolve));
  draw(doc);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
