// Small objects (structure elements) packed into compressed object streams, found through a cross-reference stream
// (PDF 1.5): a tagged table cell costs a few bytes instead of an object of its own and a line of the xref table.
import { deflateSync } from "node:zlib";

interface Ref {
  id: number;
  write(chunk: Uint8Array): void;
  end(): void;
}

/** Where a packed object is: its object stream and its index there. */
interface Packed {
  stream: number;
  index: number;
}

interface Writer {
  _offsets: (number | Packed | null)[];
  _offset: number;
  _root: Ref;
  _info: Ref;
  _id: Uint8Array;
  _write(data: string | Uint8Array): void;
  _refEnd(ref: { id: number; offset: number | Packed }): void;
  _finalize(): void;
  ref(data: Record<string, unknown>): Ref;
  push(chunk: Uint8Array | null): boolean;
}

/** Objects per stream: few streams, as each deflate call has a fixed cost; a reader inflates a whole stream to read one. */
const PER_STREAM = 1000;
/** Entry widths of the cross-reference stream: type, offset or stream number (4 bytes), generation or index. */
const W = [1, 4, 2] as const;

export class ObjectStreams {
  private ids: number[] = [];
  private texts: string[] = [];

  constructor(private readonly pdf: Writer) {
    pdf._finalize = () => this.finalize();
  }

  /** Writes object `ref`, whose dictionary is `text` (latin1 only), into the stream being gathered. */
  add(ref: { id: number }, text: string): void {
    this.ids.push(ref.id);
    this.texts.push(text);
    if (this.ids.length >= PER_STREAM) this.flush();
  }

  /** Writes the objects gathered so far as one object stream. */
  flush(): void {
    const { ids, texts } = this;
    if (!ids.length) return;
    const pairs: string[] = [];
    let offset = 0;
    for (let i = 0; i < ids.length; i++) {
      pairs.push(`${ids[i]} ${offset}`);
      offset += texts[i]!.length + 1;
    }
    const header = `${pairs.join(" ")}\n`;
    const data = deflateSync(Buffer.from(`${header}${texts.join("\n")}\n`, "latin1"), { level: 1 });
    // Given its Filter, pdfkit writes the bytes as they are (already deflated, faster than its default level).
    const stream = this.pdf.ref({ Type: "ObjStm", N: ids.length, First: header.length, Filter: "FlateDecode" });
    stream.write(data);
    stream.end();
    ids.forEach((id, index) => this.pdf._refEnd({ id, offset: { stream: stream.id, index } }));
    this.ids = [];
    this.texts = [];
  }

  /** Replaces pdfkit's xref table and trailer, which cannot point into object streams, with a cross-reference stream. */
  private finalize(): void {
    const pdf = this.pdf;
    const id = pdf._offsets.length + 1;
    const at = pdf._offset;
    const size = id + 1;
    const rowSize = W[0] + W[1] + W[2];
    const rows = Buffer.alloc(size * rowSize);
    // Row 0 is the head of the free list (type 0, generation 65535); then each object, then this stream itself.
    rows.writeUInt16BE(0xffff, W[0] + W[1]);
    const offsets = pdf._offsets;
    for (let i = 0; i < offsets.length; i++) {
      const o = offsets[i]!;
      const row = (i + 1) * rowSize;
      if (typeof o === "number") {
        rows[row] = 1;
        rows.writeUInt32BE(o, row + W[0]);
      } else {
        rows[row] = 2;
        rows.writeUInt32BE(o.stream, row + W[0]);
        rows.writeUInt16BE(o.index, row + W[0] + W[1]);
      }
    }
    rows[id * rowSize] = 1;
    rows.writeUInt32BE(at, id * rowSize + W[0]);
    const data = deflateSync(rows, { level: 1 });
    const fileId = Buffer.from(pdf._id).toString("hex");
    pdf._write(`${id} 0 obj`);
    pdf._write(
      `<</Type /XRef /Size ${size} /W [${W.join(" ")}] /Root ${pdf._root} /Info ${pdf._info} /ID [<${fileId}> <${fileId}>] /Filter /FlateDecode /Length ${data.length}>>`,
    );
    pdf._write("stream");
    pdf._write(data);
    pdf._write("\nendstream");
    pdf._write("endobj");
    pdf._write("startxref");
    pdf._write(`${at}`);
    pdf._write("%%EOF");
    pdf.push(null);
  }
}
