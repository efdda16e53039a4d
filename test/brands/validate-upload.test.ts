// Hostile uploads are refused by the domain validator with invalid_template and a readable message, memory bounded.
import { describe, expect, it } from "vitest";
import { validateUpload } from "../../src/brands/validate-upload.js";
import { analyseTemplate } from "../../src/brands/analyse-template.js";
import { isAppError } from "../../src/lib/errors.js";
import { editFixture, fixture, hostileUploads, text, decode } from "./hostile-zips.js";

function refusal(bytes: Uint8Array): { code: string; message: string } {
  try {
    validateUpload(bytes);
  } catch (err) {
    if (isAppError(err)) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error("accepted a hostile upload");
}

describe("validateUpload refuses hostile files", () => {
  const cases = hostileUploads();
  for (const [label, bytes] of Object.entries(cases)) {
    it(`refuses: ${label}`, () => {
      global.gc?.();
      const before = process.memoryUsage().rss;
      const { code, message } = refusal(bytes);
      const growth = process.memoryUsage().rss - before;
      expect(code).toBe("invalid_template");
      expect(message.length).toBeGreaterThan(20);
      expect(message).not.toMatch(/Error:|at \w+ \(|undefined|\[object/);
      expect(growth).toBeLessThan(100 * 1024 * 1024);
    });
  }

  it("says what is wrong in words a person understands", () => {
    expect(refusal(fixture("neg-oxsdk-encrypted.pptx")).message).toMatch(/password-protected|encrypted/i);
    expect(refusal(cases["truncated zip (first 60%)"]!).message).toMatch(/incomplete|cut off/i);
    expect(refusal(cases["zip bomb by ratio (8 MiB of zeros in one part)"]!).message).toMatch(/zip bomb/i);
    expect(refusal(cases["over 200 MiB claimed unpacked"]!).message).toMatch(/200 MiB/);
    expect(refusal(cases["5,000 entries"]!).message).toMatch(/5000 parts.*1000/);
    expect(refusal(cases["zip-slip ../x"]!).message).toMatch(/unsafe name/);
    expect(refusal(cases["duplicate names"]!).message).toMatch(/two parts named/);
    expect(refusal(cases["XXE DOCTYPE in presentation.xml"]!).message).toMatch(/DOCTYPE/);
    expect(refusal(cases["billion laughs in a layout"]!).message).toMatch(/DOCTYPE|entities/);
    expect(refusal(cases[".pptm (macro-enabled content type)"]!).message).toMatch(/macro/i);
    expect(refusal(cases["vbaProject.bin part"]!).message).toMatch(/macro/i);
    expect(refusal(cases["renamed executable (ELF)"]!).message).toMatch(/program|executable/i);
    expect(refusal(cases["a Word document, not a presentation"]!).message).toMatch(/not a presentation/);
  });
});

describe("validateUpload accepts real variants", () => {
  it("decodes a UTF-16 part with a BOM and a UTF-8 BOM", () => {
    const bytes = editFixture("pypptx-default-4x3.pptx", (p) => {
      const pres = decode(p["ppt/presentation.xml"]!).replace('encoding="UTF-8"', 'encoding="UTF-16"');
      p["ppt/presentation.xml"] = new Uint8Array([0xff, 0xfe, ...Buffer.from(pres, "utf16le")]);
      p["ppt/theme/theme1.xml"] = new Uint8Array([0xef, 0xbb, 0xbf, ...p["ppt/theme/theme1.xml"]!]);
    });
    const analysis = analyseTemplate(validateUpload(bytes));
    expect(analysis.slideSize).toEqual({ width: 9144000, height: 6858000 });
    expect(analysis.masters[0]!.colors.accent1).toBe("#4F81BD");
  });

  it("reads Strict OOXML by mapping its namespaces to transitional", () => {
    const toStrict = (s: string) =>
      s
        .replaceAll(
          "http://schemas.openxmlformats.org/presentationml/2006/main",
          "http://purl.oclc.org/ooxml/presentationml/main",
        )
        .replaceAll(
          "http://schemas.openxmlformats.org/drawingml/2006/main",
          "http://purl.oclc.org/ooxml/drawingml/main",
        )
        .replaceAll(
          "http://schemas.openxmlformats.org/officeDocument/2006/relationships",
          "http://purl.oclc.org/ooxml/officeDocument/relationships",
        );
    const bytes = editFixture("pypptx-default-4x3.pptx", (p) => {
      for (const name of Object.keys(p)) if (/\.(xml|rels)$/.test(name)) p[name] = text(toStrict(decode(p[name]!)));
    });
    const pkg = validateUpload(bytes);
    expect(pkg.strict).toBe(true);
    const analysis = analyseTemplate(pkg);
    expect(analysis.layouts).toHaveLength(11);
    expect(analysis.masters[0]!.fonts.major.latin).toBe("Calibri");
    expect(analysis.lint.map((l) => l.code)).toContain("strict_ooxml");
  });

  it("keeps every part's bytes exactly as uploaded", () => {
    const pkg = validateUpload(fixture("poi-themes-7-masters.pptx"));
    expect(pkg.parts.size).toBe(212);
    expect(pkg.kind).toBe("pptx");
  });
});
