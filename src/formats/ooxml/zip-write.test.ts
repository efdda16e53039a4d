// The OOXML zip writer and XML escaping: DEFLATE entries in order, UTF-8 names, deterministic bytes, safe text.
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { crc32, inflateRawSync } from "node:zlib";
import { PackCache, writeZip } from "./zip-write.js";
import { escapeAttr, escapeText } from "./xml-escape.js";

describe("writeZip", () => {
  it("round-trips entries in order with UTF-8 names, all DEFLATE, same bytes every time", () => {
    const entries = [
      { name: "[Content_Types].xml", data: "<Types/>" },
      { name: "word/média/ünï.xml", data: "x".repeat(10_000) },
      { name: "bin", data: new Uint8Array([0, 1, 2, 255]) },
    ];
    const a = writeZip(entries);
    expect(Buffer.from(a).equals(Buffer.from(writeZip(entries)))).toBe(true);
    const files = unzipSync(a);
    expect(Object.keys(files)).toEqual(entries.map((e) => e.name));
    expect(strFromU8(files["word/média/ünï.xml"]!)).toBe("x".repeat(10_000));
    expect([...files["bin"]!]).toEqual([0, 1, 2, 255]);
    const buf = Buffer.from(a);
    expect(buf.readUInt16LE(8)).toBe(8); // first local header: DEFLATE
    expect(a.length).toBeLessThan(1_000); // compressed, not stored
  });
});

describe("XML escaping", () => {
  it("escapes markup, keeps CR as a reference, drops characters XML cannot hold", () => {
    expect(escapeText("a<b>&c\r\nd")).toBe("a&lt;b&gt;&amp;c&#13;\nd");
    expect(escapeText("x\u0000\u0008\uFFFEy\uD800z😀")).toBe("xyz😀");
    expect(escapeAttr('say "hi"\t\n')).toBe("say &quot;hi&quot;&#9;&#10;");
  });
});

/** `data` with four bytes appended that give it the CRC-32 `target` (CRC-32 is linear, so any value can be reached). */
function withCrc(data: Uint8Array, target: number): Uint8Array {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  // The register after `data`, then the register the four bytes must lead to, walked back from the target.
  let state = ~crc32(data) >>> 0;
  let want = ~target >>> 0;
  const top = (byte: number) => table.findIndex((v) => v >>> 24 === byte);
  const picked: number[] = [];
  for (let i = 0; i < 4; i++) {
    const index = top(want >>> 24);
    picked.unshift(index);
    want = (((want ^ table[index]!) << 8) | index) >>> 0;
  }
  const tail = new Uint8Array(4);
  for (let i = 0; i < 4; i++) {
    tail[i] = (picked[i]! ^ state) & 0xff;
    state = (table[(state ^ tail[i]!) & 0xff]! ^ (state >>> 8)) >>> 0;
  }
  return new Uint8Array([...data, ...tail]);
}

describe("PackCache", () => {
  it("compresses equal content once and answers the same bytes, under each entry's own name", () => {
    const cache = new PackCache(1024 * 1024);
    const xml = `<p:sld>${"<a:t>same words</a:t>".repeat(200)}</p:sld>`;
    const a = cache.pack({ name: "ppt/slides/slide1.xml", data: xml });
    const b = cache.pack({ name: "ppt/slides/slide7.xml", data: Buffer.from(xml) });
    expect(b.packed).toBe(a.packed);
    expect([a.name, b.name]).toEqual(["ppt/slides/slide1.xml", "ppt/slides/slide7.xml"]);
    expect(strFromU8(inflateRawSync(b.packed))).toBe(xml);
    expect(b).toMatchObject({ crc: crc32(Buffer.from(xml)), size: Buffer.byteLength(xml) });
  });

  it("never takes another content for the one it holds, even with the same checksum and length", () => {
    const cache = new PackCache(1024 * 1024);
    const first = withCrc(Buffer.from("<a>the first part</a>"), 0x12345678);
    const second = withCrc(Buffer.from("<b>another part!!</b>"), 0x12345678);
    expect([crc32(first), crc32(second), first.length]).toEqual([0x12345678, 0x12345678, second.length]);
    cache.pack({ name: "one.xml", data: first });
    const other = cache.pack({ name: "two.xml", data: second });
    expect(Buffer.from(inflateRawSync(other.packed)).equals(Buffer.from(second))).toBe(true);
  });

  it("keeps at most its bound, the least recently used going first", () => {
    const cache = new PackCache(64 * 1024);
    const part = (i: number) => `<x n="${i}">${"y".repeat(8_000)}${i}</x>`;
    for (let i = 0; i < 40; i++) cache.pack({ name: `p${i}.xml`, data: part(i) });
    expect(cache.held).toBeLessThanOrEqual(64 * 1024);
    expect(cache.held).toBeGreaterThan(32 * 1024);
    // A part too large for the whole bound is compressed but not kept.
    const before = cache.held;
    const huge = cache.pack({ name: "huge.xml", data: "z".repeat(100_000) });
    expect(strFromU8(inflateRawSync(huge.packed))).toBe("z".repeat(100_000));
    expect(cache.held).toBe(before);
  });

  it("drops its least recently used entries down to a new, smaller bound (PPTX_PARTS_CACHE_MB)", () => {
    const cache = new PackCache(64 * 1024);
    const part = (i: number) => `<x n="${i}">${"y".repeat(8_000)}${i}</x>`;
    for (let i = 0; i < 40; i++) cache.pack({ name: `p${i}.xml`, data: part(i) });
    const newest = cache.pack({ name: "p39.xml", data: part(39) });
    cache.resize(16 * 1024);
    expect(cache.held).toBeLessThanOrEqual(16 * 1024);
    expect(cache.held).toBeGreaterThan(0);
    expect(cache.pack({ name: "again.xml", data: part(39) }).packed).toBe(newest.packed);
  });
});
