// The most recently used pictures up to a number of bytes; a picture still being drawn is shared by everyone who asks for it meanwhile.
export class ByteCache {
  private readonly entries = new Map<string, Uint8Array>();
  private readonly drawing = new Map<string, Promise<Uint8Array>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  async take(key: string, make: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const under = this.drawing.get(key);
    if (under) return under;
    const made = make().finally(() => this.drawing.delete(key));
    this.drawing.set(key, made);
    const value = await made;
    this.keep(key, value);
    return value;
  }

  private keep(key: string, value: Uint8Array): void {
    if (value.byteLength > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.byteLength;
    }
  }
}
