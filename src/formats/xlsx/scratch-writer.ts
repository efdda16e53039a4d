// A reused, growing UTF-8 byte buffer: large XML parts are encoded into it instead of many short-lived Buffers.

/**
 * Keeps one allocation across exports so repeated large sheets do not fragment the native heap (peak RSS
 * grew ~10 MB per export with per-chunk Buffers). Callers must consume `bytes()` before the next `reset()`.
 */
export class ScratchWriter {
  private buf = Buffer.allocUnsafeSlow(1 << 20);
  private pos = 0;

  reset(): void {
    this.pos = 0;
  }

  write(text: string): void {
    // UTF-8 needs at most 3 bytes per UTF-16 code unit.
    const need = this.pos + text.length * 3;
    if (need > this.buf.length) {
      const next = Buffer.allocUnsafeSlow(Math.max(need, this.buf.length * 2));
      this.buf.copy(next, 0, 0, this.pos);
      this.buf = next;
    }
    this.pos += this.buf.write(text, this.pos, "utf8");
  }

  bytes(): Uint8Array {
    return this.buf.subarray(0, this.pos);
  }
}
