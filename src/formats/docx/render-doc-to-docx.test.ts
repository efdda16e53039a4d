// docx export of a doc and a deck handout: package validity and the WordprocessingML each Markdown feature becomes.
import { describe, expect, it } from "vitest";
import { openPackage, parseXml } from "../../../test/office-exports/check-package.js";
import { validateOoxml } from "../../../test/ooxml/validate-package.js";
import { TEXTS, unicodeDeck, unicodeDoc } from "../../../test/office-exports/fixtures.js";
import { renderDeckToDocx } from "./render-deck-to-docx.js";
import { renderDocToDocx, TOC_MIN_HEADINGS } from "./render-doc-to-docx.js";

async function docPackage() {
  const { bytes, warnings } = await renderDocToDocx(unicodeDoc());
  return { bytes, warnings, pkg: openPackage(bytes) };
}

describe("renderDocToDocx", () => {
  it("writes a sound package", async () => {
    const { bytes } = await docPackage();
    expect(validateOoxml(bytes)).toEqual([]);
  });

  it("uses real heading styles with outline levels (navigation pane)", async () => {
    const { pkg } = await docPackage();
    const styles = parseXml(pkg.text("word/styles.xml"));
    const byId = new Map(
      Array.from(styles.getElementsByTagName("w:style")).map((s) => [s.getAttribute("w:styleId"), s]),
    );
    for (let l = 1; l <= 6; l++)
      expect(byId.get(`Heading${l}`)!.getElementsByTagName("w:outlineLvl")[0]!.getAttribute("w:val")).toBe(
        String(l - 1),
      );
    const doc = pkg.text("word/document.xml");
    // The heading's run names its script's language (Cyrillic in a document read as Arabic).
    expect(doc).toMatch(
      /<w:pStyle w:val="Heading1"\/><\/w:pPr><w:bookmarkStart[^>]*\/><w:r><w:rPr><w:lang w:val="ru"\/><\/w:rPr><w:t xml:space="preserve">Отчёт 你好世界/,
    );
    expect(doc.match(/w:val="Heading2"/g)!.length).toBe(6);
  });

  it("adds a TOC field for docs with many headings, linked to heading bookmarks", async () => {
    const { pkg } = await docPackage();
    const doc = pkg.text("word/document.xml");
    expect(doc).toContain('<w:instrText xml:space="preserve"> TOC \\o "1-3" \\h \\z \\u </w:instrText>');
    const anchors = [...doc.matchAll(/w:anchor="([^"]+)"/g)].map((m) => m[1]);
    const marks = [...doc.matchAll(/w:bookmarkStart w:id="\d+" w:name="([^"]+)"/g)].map((m) => m[1]);
    expect(anchors.length).toBe(7);
    for (const a of anchors) expect(marks).toContain(a);
    const short = await renderDocToDocx({ kind: "doc", title: "Short", markdown: "# A\n\n## B\n\ntext" });
    expect(openPackage(short.bytes).text("word/document.xml")).not.toContain("TOC \\o");
    expect(TOC_MIN_HEADINGS).toBe(6);
  });

  it("writes nested bullet lists, restarted ordered lists and task boxes", async () => {
    const { pkg } = await docPackage();
    const doc = pkg.text("word/document.xml");
    expect(doc).toMatch(
      /<w:ilvl w:val="0"\/><w:numId w:val="1"\/><\/w:numPr><\/w:pPr><w:r><w:t xml:space="preserve">alpha/,
    );
    expect(doc).toMatch(
      /<w:ilvl w:val="1"\/><w:numId w:val="1"\/><\/w:numPr><\/w:pPr><w:r><w:t xml:space="preserve">nested beta/,
    );
    expect(doc).toMatch(/<w:ilvl w:val="2"\/><w:numId w:val="1"\/>.*deeper gamma/);
    expect(doc).toContain('\u2610 </w:t></w:r><w:r><w:t xml:space="preserve">open task');
    expect(doc).toContain('\u2612 </w:t></w:r><w:r><w:t xml:space="preserve">done task');
    const numbering = parseXml(pkg.text("word/numbering.xml"));
    const ordered = Array.from(numbering.getElementsByTagName("w:num")).find((n) => n.getAttribute("w:numId") === "2")!;
    expect(ordered.getElementsByTagName("w:abstractNumId")[0]!.getAttribute("w:val")).toBe("1");
    expect(ordered.getElementsByTagName("w:startOverride")[0]!.getAttribute("w:val")).toBe("3");
    expect(doc).toMatch(/<w:numId w:val="2"\/>.*third/);
  });

  it("writes tables with a repeating header row, code blocks, quotes and rules", async () => {
    const { pkg } = await docPackage();
    const doc = parseXml(pkg.text("word/document.xml"));
    const tbl = doc.getElementsByTagName("w:tbl")[0]!;
    const rows = Array.from(tbl.getElementsByTagName("w:tr"));
    expect(rows).toHaveLength(3);
    expect(rows[0]!.getElementsByTagName("w:tblHeader")).toHaveLength(1);
    expect(rows[0]!.textContent).toBe("ItemQty");
    expect(rows[2]!.textContent).toContain("梨子");
    const jcs = Array.from(rows[1]!.getElementsByTagName("w:jc")).map((j) => j.getAttribute("w:val"));
    expect(jcs).toEqual(["left", "right"]);
    const xml = pkg.text("word/document.xml");
    expect(xml).toContain(
      '<w:pStyle w:val="Code"/></w:pPr><w:r><w:t xml:space="preserve">const answer = 42;</w:t></w:r>',
    );
    expect(xml).toContain('<w:tab/><w:t xml:space="preserve">indented();');
    expect(xml).toContain('<w:pStyle w:val="Quote"/></w:pPr><w:r><w:t xml:space="preserve">Quoted wisdom.');
    expect(xml).toContain('<w:pBdr><w:bottom w:val="single"');
    expect(pkg.text("word/styles.xml")).toMatch(/w:styleId="Code">.*<w:shd [^>]*w:fill="F2F2F2"\/>.*Consolas/);
  });

  it("turns footnotes into real footnotes (one reference each) with their own links", async () => {
    const { pkg } = await docPackage();
    const doc = pkg.text("word/document.xml");
    expect(doc.match(/<w:footnoteReference w:id="1"\/>/g)).toHaveLength(1);
    const notes = pkg.text("word/footnotes.xml");
    expect(notes).toContain('<w:footnote w:id="1">');
    expect(notes).toContain("<w:footnoteRef/>");
    expect(notes).toContain("The source, with a ");
    expect(pkg.text("word/_rels/footnotes.xml.rels")).toContain(
      'Target="https://example.org/src" TargetMode="External"',
    );
    expect(pkg.text("word/settings.xml")).toContain("<w:footnotePr>");
  });

  it("links only safe hrefs and embeds data: images with their size", async () => {
    const { pkg, warnings } = await docPackage();
    const rels = pkg.text("word/_rels/document.xml.rels");
    expect(rels).toContain('Target="https://example.com/a?b=1&amp;c=2" TargetMode="External"');
    expect(rels).not.toMatch(/javascript/i);
    expect(pkg.text("word/document.xml")).toContain("bad link");
    expect(pkg.has("word/media/image1.png")).toBe(true);
    expect(pkg.text("word/document.xml")).toContain('<wp:extent cx="381000" cy="285750"/>');
    expect(pkg.text("word/document.xml")).toContain("[image: svg]");
    expect(warnings.join("\n")).toMatch(/svg|image/i);
  });

  it("keeps CJK, Arabic (RTL paragraph), Cyrillic and emoji text with fonts for each script", async () => {
    const { pkg } = await docPackage();
    const doc = pkg.text("word/document.xml");
    for (const t of Object.values(TEXTS)) expect(doc).toContain(t);
    expect(doc).toMatch(/<w:p><w:pPr><w:bidi\/><\/w:pPr><w:r><w:rPr><w:rtl\/><\/w:rPr><w:t xml:space="preserve">مرحبا/);
    const styles = pkg.text("word/styles.xml");
    expect(styles).toMatch(/<w:rPrDefault><w:rPr><w:rFonts [^>]*w:eastAsia="[^"]+"[^>]*w:cs="[^"]+"/);
  });

  it("escapes markup-looking text and drops characters XML cannot hold", async () => {
    const { bytes } = await renderDocToDocx({
      kind: "doc",
      title: "T <&>",
      markdown: "Text with <b>raw</b> & \u0001 control and ]]> end",
    });
    expect(validateOoxml(bytes)).toEqual([]);
    const doc = openPackage(bytes).text("word/document.xml");
    expect(doc).toContain("&lt;b&gt;raw&lt;/b&gt; &amp;");
    expect(doc).not.toContain("\u0001");
  });

  it("writes a valid document for an empty doc", async () => {
    const { bytes } = await renderDocToDocx({ kind: "doc", title: "", markdown: "" });
    expect(validateOoxml(bytes)).toEqual([]);
    expect(openPackage(bytes).text("word/document.xml")).toContain("<w:body><w:p/><w:sectPr>");
  });
});

describe("renderDeckToDocx", () => {
  it("writes a handout: slide titles as headings, content, chart data as a table, notes", async () => {
    const { bytes, warnings } = await renderDeckToDocx(unicodeDeck());
    expect(validateOoxml(bytes)).toEqual([]);
    const pkg = openPackage(bytes);
    const doc = parseXml(pkg.text("word/document.xml"));
    const paras = Array.from(doc.getElementsByTagName("w:p"));
    const styleOf = (p: Element) => p.getElementsByTagName("w:pStyle")[0]?.getAttribute("w:val");
    const headings = paras.filter((p) => styleOf(p) === "Heading1").map((p) => p.textContent);
    expect(headings).toEqual(["Opening", "Plan", "Numbers", "Growth", "Slide 5", "Compare", "Pic", "Slide 8"]);
    // ## under a slide title is one level below it: the outline skips none.
    expect(paras.find((p) => styleOf(p) === "Heading2")!.textContent).toBe("Inner heading");
    expect(paras.some((p) => styleOf(p) === "Heading3")).toBe(false);
    const text = doc.documentElement!.textContent!;
    expect(text).toContain("Sub two");
    expect(text).toContain("Welcome everyone.");
    expect(text).toContain(`Say ${TEXTS.arabic}.`);
    expect(text).toContain("Stay curious 🎉");
    expect(text).toContain("\u2014 Someone");
    const tables = Array.from(doc.getElementsByTagName("w:tbl")).map((t) => t.textContent);
    expect(tables).toEqual(["RegionQ1North12South", "Revenue202510120262 02".replace(" ", "")]);
    const numberCells = Array.from(
      doc.getElementsByTagName("w:tbl")[0]!.getElementsByTagName("w:tr")[1]!.getElementsByTagName("w:jc"),
    ).map((j) => j.getAttribute("w:val"));
    expect(numberCells).toEqual(["right"]); // "North" unaligned, 12 right-aligned
    expect(pkg.has("word/media/image1.png")).toBe(true);
    expect(pkg.text("word/_rels/document.xml.rels")).toContain('Target="https://example.com"');
    expect(warnings).toEqual([]);
  });
});
