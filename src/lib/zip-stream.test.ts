// The streamed zip read back by three readers that check it (Info-ZIP's unzip -t, Python's zipfile, yauzl with its
// sizes validated): stored and deflated entries, UTF-8 names, zip64 records forced and reached by count.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { crc32 } from "node:zlib";
import { unzipSync } from "fflate";
import yauzl, { type Entry } from "yauzl";
import { afterAll, describe, expect, it } from "vitest";
import { createZipStream } from "./zip-stream.js";

const dir = mkdtempSync(join(tmpdir(), "quire-zip-stream-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function written(entries: [string, Uint8Array, boolean?][], options?: { forceZip64?: boolean }): Promise<string> {
  const zip = createZipStream(options);
  const chunks: Buffer[] = [];
  zip.output.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => zip.output.on("end", resolve));
  for (const [name, bytes, deflate] of entries) zip.add(name, bytes, { deflate });
  zip.end();
  await ended;
  const file = join(dir, `z${Math.random().toString(36).slice(2)}.zip`);
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

/** Every entry by yauzl (central directory, zip64 included, sizes validated), its bytes and whether its CRC holds. */
function readWithYauzl(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const out = new Map<string, Buffer>();
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (err, zip) => {
      if (err) return reject(err);
      zip.on("error", reject);
      zip.on("end", () => resolve(out));
      zip.on("entry", (entry: Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const parts: Buffer[] = [];
          stream.on("data", (c: Buffer) => parts.push(c));
          stream.on("end", () => {
            const bytes = Buffer.concat(parts);
            if (crc32(bytes) >>> 0 !== entry.crc32) reject(new Error(`CRC of ${entry.fileName}`));
            out.set(entry.fileName, bytes);
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    });
  });
}

const pythonNames = (file: string) =>
  JSON.parse(
    execFileSync(
      "python3",
      [
        "-c",
        "import json,sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nassert z.testzip() is None\nprint(json.dumps(z.namelist()))",
        file,
      ],
      { encoding: "utf8" },
    ),
  ) as string[];

const deck = (seed: number, size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 131 + seed) & 255);

describe.each([false, true])("a streamed zip (zip64 forced: %s)", (forceZip64) => {
  it("holds each entry as written — stored or deflated, UTF-8 names — and every reader checks it", async () => {
    const entries: [string, Uint8Array, boolean?][] = [
      ["001-Quarterly review.pptx", deck(1, 70_000)],
      ["002-Revue trimestrielle — été.pptx", deck(2, 5)],
      ["003-empty.pptx", new Uint8Array(0)],
      ["folder/004-日本語.pptx", deck(4, 1_000)],
      ["manifest.json", Buffer.from(`${JSON.stringify([{ index: 1, status: "ok" }], null, 2)}\n`.repeat(50)), true],
    ];
    const file = await written(entries, { forceZip64 });
    execFileSync("unzip", ["-tq", file]);
    expect(pythonNames(file)).toEqual(entries.map(([name]) => name));
    const byYauzl = await readWithYauzl(file);
    const byFflate = unzipSync(new Uint8Array(execFileSync("cat", [file])));
    for (const [name, bytes] of entries) {
      expect(Buffer.compare(byYauzl.get(name)!, Buffer.from(bytes)), name).toBe(0);
      expect(Buffer.compare(Buffer.from(byFflate[name]!), Buffer.from(bytes)), name).toBe(0);
    }
  });
});

describe("a streamed zip past the classic format's limits", () => {
  it("writes zip64 records once the entries pass 65,535, and every reader counts them all", async () => {
    const entries = Array.from({ length: 70_000 }, (_, i): [string, Uint8Array] => [
      `${String(i + 1).padStart(5, "0")}.txt`,
      Buffer.from(`item ${i + 1}\n`),
    ]);
    const file = await written(entries);
    const bytes = execFileSync("cat", [file], { maxBuffer: 64 * 1024 * 1024 });
    expect(bytes.indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBeGreaterThan(0); // the zip64 end record
    expect(pythonNames(file)).toHaveLength(70_000);
    const count = await new Promise<number>((resolve, reject) =>
      yauzl.open(file, { lazyEntries: true }, (err, zip) =>
        err ? reject(err) : (resolve(zip.entryCount), zip.close()),
      ),
    );
    expect(count).toBe(70_000);
  });

  it("refuses a name that would land outside the folder it is unzipped in, and an entry after the end", async () => {
    const zip = createZipStream();
    for (const name of ["../evil.pptx", "/etc/passwd", "a/../../b", "C:/x.pptx", "a\\b.pptx", ""])
      expect(() => zip.add(name, new Uint8Array(1)), name).toThrow(/relative path/);
    zip.add("ok.pptx", new Uint8Array(1));
    zip.end();
    expect(() => zip.add("late.pptx", new Uint8Array(1))).toThrow(/after end/);
    expect((await text(zip.output)).length).toBeGreaterThan(0);
  });
});
