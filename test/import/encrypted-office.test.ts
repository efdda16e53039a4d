// A password-protected .pptx/.docx/.xlsx is an OLE compound file (CFB) holding EncryptionInfo and EncryptedPackage
// streams, not a zip: POST /api/import says it is password-protected, as the brand upload does, never "damaged or renamed".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { compoundFileKind, compoundFileNames } from "../../src/formats/ooxml/compound-file.js";
import { detectFormat } from "../../src/import/detect-format.js";
import { importFile } from "../../src/import/import-file.js";
import { isAppError } from "../../src/lib/errors.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { fixture } from "../brands/hostile-zips.js";
import { have, needs } from "../fixtures.js";
import { createTestApp, type TestApp } from "../harness.js";

const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

/**
 * A minimal version 3 compound file (512-byte sectors): the header, one FAT sector and one directory sector naming
 * `streams` (empty streams under the root storage). Enough for a reader that looks at stream names, as Quire's does.
 */
function compoundFile(streams: string[]): Uint8Array {
  if (streams.length > 3) throw new Error("one directory sector holds the root and three streams");
  const bytes = new Uint8Array(512 * 3);
  const view = new DataView(bytes.buffer);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true); // minor version
  view.setUint16(0x1a, 3, true); // major version 3
  view.setUint16(0x1c, 0xfffe, true); // little-endian
  view.setUint16(0x1e, 9, true); // 512-byte sectors
  view.setUint16(0x20, 6, true); // 64-byte mini sectors
  view.setUint32(0x2c, 1, true); // one FAT sector
  view.setUint32(0x30, 1, true); // the directory starts at sector 1
  view.setUint32(0x38, 4096, true); // mini stream cutoff
  view.setUint32(0x3c, END_OF_CHAIN, true); // no mini FAT
  view.setUint32(0x44, END_OF_CHAIN, true); // no DIFAT sectors
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i === 0 ? 0 : FREE, true); // the FAT is sector 0
  // Sector 0 (file offset 512): the FAT. Sector 0 is the FAT itself, sector 1 the directory (one sector long).
  for (let i = 0; i < 128; i++) view.setUint32(512 + i * 4, i === 0 ? FAT_SECTOR : i === 1 ? END_OF_CHAIN : FREE, true);
  // Sector 1 (file offset 1024): the directory: the root entry, then each stream as a sibling chain under it.
  const entry = (index: number, name: string, type: number, child: number, right: number) => {
    const at = 1024 + index * 128;
    const utf16 = Buffer.from(`${name}\0`, "utf16le");
    bytes.set(utf16, at);
    view.setUint16(at + 0x40, utf16.length, true);
    bytes[at + 0x42] = type;
    bytes[at + 0x43] = 1; // black
    view.setUint32(at + 0x44, FREE, true); // left sibling
    view.setUint32(at + 0x48, right, true);
    view.setUint32(at + 0x4c, child, true);
    view.setUint32(at + 0x74, END_OF_CHAIN, true); // starting sector: none
  };
  entry(0, "Root Entry", 5, streams.length ? 1 : FREE, FREE);
  streams.forEach((name, i) => entry(i + 1, name, 2, FREE, i + 1 < streams.length ? i + 2 : FREE));
  return bytes;
}

const ENCRYPTED = () => compoundFile(["EncryptionInfo", "EncryptedPackage"]);
const PASSWORD = /^The file is password-protected \(encrypted\)\. Remove the password in (PowerPoint|Word|Excel)/;
const ENCRYPTED_DECK = "brands/neg-oxsdk-encrypted.pptx";

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (err) {
    if (isAppError(err)) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error("not refused");
}

describe("a compound file built here", () => {
  it("is read back: its stream names, encrypted", () => {
    expect(compoundFileNames(ENCRYPTED())).toEqual(["Root Entry", "EncryptionInfo", "EncryptedPackage"]);
    expect(compoundFileKind(ENCRYPTED())).toBe("encrypted");
    expect(compoundFileKind(compoundFile(["WordDocument", "1Table"]))).toBe("word");
    expect(compoundFileKind(compoundFile(["PowerPoint Document"]))).toBe("powerpoint");
    expect(compoundFileKind(compoundFile(["Workbook"]))).toBe("excel");
    // Cut short or with its directory pointing past the end: not readable, never a crash.
    expect(compoundFileKind(ENCRYPTED().slice(0, 600))).toBe("unknown");
    expect(compoundFileKind(ENCRYPTED().slice(0, 8))).toBe("unknown");
  });
});

describe("importing a password-protected Office file", () => {
  for (const [file, app] of [
    ["deck.pptx", "PowerPoint"],
    ["template.potx", "PowerPoint"],
    ["report.docx", "Word"],
    ["budget.xlsx", "Excel"],
  ] as const) {
    it(`${file}: says password-protected, in ${app}'s words, not "damaged or renamed"`, async () => {
      const sniffed = refusal(() => detectFormat(ENCRYPTED(), file));
      expect(sniffed).toEqual({ code: "invalid_request", message: expect.stringMatching(PASSWORD) });
      expect(sniffed.message).toContain(`in ${app} `);
      expect(sniffed.message).not.toMatch(/damaged|renamed|old binary/);
      await expect(importFile(ENCRYPTED(), file)).rejects.toMatchObject({
        code: "invalid_request",
        message: sniffed.message,
      });
    });
  }

  it("says the same words as the brand upload for the same bytes", () => {
    const brand = refusal(() => validateUpload(ENCRYPTED()));
    expect(brand.code).toBe("invalid_template");
    expect(refusal(() => detectFormat(ENCRYPTED(), "deck.pptx")).message).toBe(brand.message);
  });

  it("without an Office name, still says password-protected", () => {
    expect(refusal(() => detectFormat(ENCRYPTED(), "scan"))).toEqual({
      code: "invalid_request",
      message: expect.stringMatching(/^scan is a password-protected \(encrypted\) Office file/),
    });
  });

  it("an old binary document renamed .docx/.pptx/.xlsx is named as such", () => {
    expect(refusal(() => detectFormat(compoundFile(["WordDocument"]), "old.docx")).message).toMatch(
      /old binary \.doc format\. Save it as a \.docx/,
    );
    expect(refusal(() => detectFormat(compoundFile(["PowerPoint Document"]), "old.pptx")).message).toMatch(
      /old binary \.ppt format/,
    );
    expect(refusal(() => detectFormat(compoundFile(["Workbook"]), "old.xlsx")).message).toMatch(
      /old binary \.xls format/,
    );
    expect(refusal(() => detectFormat(compoundFile(["Workbook"]), "old.docx")).message).toMatch(
      /old binary \.xls file, not a Word document/,
    );
    // A compound file whose directory cannot be read keeps the message that names both.
    expect(refusal(() => detectFormat(ENCRYPTED().slice(0, 600), "x.pptx")).message).toMatch(
      /password-protected \(encrypted\) or in the old binary \.ppt format/,
    );
  });

  it.skipIf(!have(ENCRYPTED_DECK))(
    needs("Open-XML-SDK's neg-oxsdk-encrypted.pptx: the same message on import as on brand upload", ENCRYPTED_DECK),
    async () => {
      const bytes = fixture("neg-oxsdk-encrypted.pptx");
      expect(compoundFileKind(bytes)).toBe("encrypted");
      const brand = refusal(() => validateUpload(bytes));
      expect(brand.message).toMatch(PASSWORD);
      await expect(importFile(bytes, "locked.pptx")).rejects.toMatchObject({
        code: "invalid_request",
        message: brand.message,
      });
    },
  );
});

describe("POST /api/import with a password-protected file", () => {
  let t: TestApp;
  let alice: KeySession;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_IMPORT_PER_MINUTE: "1000", RATE_LIMIT_IMPORT_PER_DAY: "1000" } });
    alice = await signUpWithKey(t);
  });
  afterAll(async () => t?.close());

  for (const file of ["deck.pptx", "report.docx", "budget.xlsx"]) {
    it(`${file} → 400 password-protected`, async () => {
      const form = new FormData();
      form.append("file", new File([ENCRYPTED() as BlobPart], file));
      const res = await t.app.request("/api/import", { method: "POST", headers: alice.headers, body: form });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ error: "invalid_request", message: expect.stringMatching(PASSWORD) });
      expect(body.message).not.toMatch(/damaged or renamed/);
    });
  }
});
