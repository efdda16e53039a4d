// Builders for hostile and edited uploads: a raw zip writer that can lie in its directory, and fixture edits.
import { deflateRawSync, crc32 } from "node:zlib";
import { unzipSync, zipSync } from "fflate";

import { join } from "node:path";
import { EXTRA_FIXTURES, IN_REPO_FIXTURES, readThirdParty, thirdPartyNames } from "../fixtures.js";

/**
 * A folder holding every brand fixture there is, for scripts and benches that list one: the extra fixtures' brands folder when it
 * is beside the repository (it also has the decks not copied in), else the in-repo copies. Tests use brandFixtureNames.
 */
export const FIXTURES = join(EXTRA_FIXTURES ?? IN_REPO_FIXTURES, "brands");
/** A brand fixture's bytes (test/fixtures/third-party/brands, else the extra fixtures' brands/); throws naming it if absent. */
export const fixture = (name: string) => readThirdParty(`brands/${name}`);
/** Every brand fixture's file name that is present (in-repo copies plus the extra fixtures' decks), neg-* ones included. */
export const brandFixtureNames = () => thirdPartyNames("brands", (n) => n.endsWith(".pptx"));

export interface RawEntry {
  name: string;
  data?: Uint8Array;
  /** Override what the directory claims (to lie about sizes). */
  claimedSize?: number;
  /** Bytes written as the compressed payload instead of deflating `data`. */
  payload?: Uint8Array;
}

/** Writes a zip by hand so tests can produce what no well-behaved library would (lying sizes, unsafe names, duplicates). */
export function rawZip(entries: RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = e.data ?? new Uint8Array(0);
    const payload = e.payload ?? deflateRawSync(data);
    const name = Buffer.from(e.name, "utf8");
    const crc = crc32(data) >>> 0;
    const size = e.claimedSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(payload.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(payload.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(payload));
    centrals.push(central, name);
    offset += 30 + name.length + payload.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(Math.min(entries.length, 0xfffe), 8);
  eocd.writeUInt16LE(Math.min(entries.length, 0xfffe), 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, eocd]));
}

/** Unzips a (trusted) fixture, applies `edit` to its parts, and zips it again. */
export function editFixture(name: string, edit: (parts: Record<string, Uint8Array>) => void): Uint8Array {
  const parts = unzipSync(fixture(name));
  edit(parts);
  return zipSync(parts);
}

export const text = (s: string) => new TextEncoder().encode(s);
export const decode = (b: Uint8Array) => new TextDecoder().decode(b);

const CT = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`;

/** Every hostile upload the service must refuse with 400 invalid_template, by label. */
export function hostileUploads(): Record<string, Uint8Array> {
  const zeros = new Uint8Array(8 * 1024 * 1024);
  const random = new Uint8Array(3 * 1024 * 1024).map((_, i) => (i * 2654435761) >>> 24);
  const many = Array.from({ length: 5_000 }, (_, i) => ({ name: `ppt/x${i}.xml`, data: text("<a/>") }));
  const elf = new Uint8Array(4096);
  elf.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]);
  const good = fixture("pypptx-default-4x3.pptx");
  return {
    "zip bomb by ratio (8 MiB of zeros in one part)": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      { name: "ppt/bomb.xml", data: zeros },
    ]),
    "zip bomb spread over many parts (overall ratio)": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      ...Array.from({ length: 60 }, (_, i) => ({ name: `ppt/p${i}.xml`, data: new Uint8Array(90 * 1024) })),
    ]),
    "over 200 MiB claimed unpacked": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      { name: "ppt/a.bin", payload: random, claimedSize: 150 * 1024 * 1024 },
      { name: "ppt/b.bin", payload: random, claimedSize: 150 * 1024 * 1024 },
    ]),
    "size lie (directory says small, data inflates large)": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      { name: "ppt/lie.xml", payload: deflateRawSync(new Uint8Array(64 * 1024)), claimedSize: 1024 },
    ]),
    "5,000 entries": rawZip(many),
    "zip-slip ../x": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      { name: "../x", data: text("x") },
    ]),
    "zip-slip nested ppt/../../x": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      { name: "ppt/../../x", data: text("x") },
    ]),
    "absolute name /etc/passwd": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      { name: "/etc/passwd", data: text("x") },
    ]),
    "drive-letter name C:/x": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      { name: "C:/x", data: text("x") },
    ]),
    "backslash name ppt\\..\\x": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      { name: "ppt\\..\\x", data: text("x") },
    ]),
    "duplicate names": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      { name: "ppt/a.xml", data: text("<a/>") },
      { name: "ppt/a.xml", data: text("<b/>") },
    ]),
    "duplicate names differing in case": rawZip([
      { name: "[Content_Types].xml", data: text(CT) },
      { name: "ppt/A.xml", data: text("<a/>") },
      { name: "ppt/a.xml", data: text("<b/>") },
    ]),
    "XXE DOCTYPE in presentation.xml": editFixture("pypptx-default-4x3.pptx", (p) => {
      p["ppt/presentation.xml"] = text(
        decode(p["ppt/presentation.xml"]!).replace("?>", '?><!DOCTYPE p [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'),
      );
    }),
    "billion laughs in a layout": editFixture("pypptx-default-4x3.pptx", (p) => {
      const lol =
        '<!DOCTYPE l [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>';
      p["ppt/slideLayouts/slideLayout1.xml"] = text(
        decode(p["ppt/slideLayouts/slideLayout1.xml"]!).replace("?>", `?>${lol}`),
      );
    }),
    "DOCTYPE in a UTF-16 part": editFixture("pypptx-default-4x3.pptx", (p) => {
      const src = decode(p["ppt/presentation.xml"]!)
        .replace('encoding="UTF-8"', 'encoding="UTF-16"')
        .replace("?>", "?><!DOCTYPE p>");
      p["ppt/presentation.xml"] = new Uint8Array([0xff, 0xfe, ...Buffer.from(src, "utf16le")]);
    }),
    ".pptm (macro-enabled content type)": editFixture("pypptx-default-4x3.pptx", (p) => {
      p["[Content_Types].xml"] = text(
        decode(p["[Content_Types].xml"]!).replace(
          "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml",
          "application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml",
        ),
      );
    }),
    "vbaProject.bin part": editFixture("pypptx-default-4x3.pptx", (p) => {
      p["ppt/vbaProject.bin"] = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]);
    }),
    "truncated zip (first 60%)": good.slice(0, Math.floor(good.length * 0.6)),
    "truncated zip (last byte missing)": good.slice(0, good.length - 1),
    "renamed executable (ELF)": elf,
    "not a zip (plain text)": text("This is not a presentation, just some text pretending to be one.\n".repeat(10)),
    "empty file": new Uint8Array(0),
    "encrypted fixture (OLE/CFB)": fixture("neg-oxsdk-encrypted.pptx"),
    "a zip that is not an Office file": zipSync({ "readme.txt": text("hello") }),
    "a Word document, not a presentation": editFixture("pypptx-default-4x3.pptx", (p) => {
      p["[Content_Types].xml"] = text(
        decode(p["[Content_Types].xml"]!).replace(
          "presentationml.presentation.main+xml",
          "wordprocessingml.document.main+xml",
        ),
      );
    }),
  };
}
