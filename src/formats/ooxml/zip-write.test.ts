// The OOXML zip writer and XML escaping: DEFLATE entries in order, UTF-8 names, deterministic bytes, safe text.
import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { writeZip } from "./zip-write.js";
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
