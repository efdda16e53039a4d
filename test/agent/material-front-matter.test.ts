// The rules a condensed version quotes by, one at a time: what is front matter, what reads alone as a bullet, which
// columns are measurements, what a file's title is — each with the lines from the real files that broke them.
import { describe, expect, it } from "vitest";
import { documentTitle } from "../../src/agent/material/document-title.js";
import { isFrontMatterHeading, isFrontMatterLine } from "../../src/agent/material/front-matter.js";
import { isReadableItem, isReadableSentence } from "../../src/agent/material/readable.js";
import { sectionRole } from "../../src/agent/material/section-role.js";
import { chartFromTable, isMeasure } from "../../src/agent/material/table-figures.js";

describe("front matter, line by line", () => {
  it.each([
    ["Foreword … iv", "a contents line (ISO/IEC 29500-3)"],
    ["A.1 Validation Against Requirements of this Part of ISO/IEC 29500 … 33", "a contents line that was a subtitle"],
    ["2.1 Document Conformance ........ 2", "dotted leaders"],
    ["Introduction . . . . . 5", "spaced leaders"],
    ["© ISO/IEC 2012 – All rights reserved", "a copyright footer"],
    ["Copyright c© 2009 ACM 978-1-60558-392-1/09/06. . . $5.00", "TraceMonkey's copyright line"],
    [
      "Permission to make digital or hard copies of all or part of this work for personal or classroom use is granted without fee.",
      "a licence paragraph",
    ],
    ["Andreas Gal∗+, Brendan Eich∗, Mike Shaver∗, David Anderson∗, David Mandelin∗,", "TraceMonkey's byline"],
    ["Mozilla Corporation∗ {gal,brendan,shaver}@mozilla.com", "an affiliation with e-mail"],
    ["Mohammad Chuttur Indiana University, USA", "TAM review's author and affiliation"],
    ["Keywords JavaScript, just-in-time compilation, trace trees.", "keywords"],
    ["Categories and Subject Descriptors D.3.4 [Programming Languages]: Processors", "classification"],
    ["Reference: Chuttur M.Y. (2009). Overview of the Technology Acceptance Model.", "a citation of itself"],
    ["Third edition 2012-09-01", "an edition line"],
    ["Page 3 of 120", "a page footer"],
    ["xiv", "a roman page number"],
    ["Working Papers on Information Systems ISSN 1535-6078", "a series line"],
  ])("%s — %s", (line) => expect(isFrontMatterLine(line)).toBe(true));

  it.each([
    "The copyright holder may license the work to others on request.",
    "Indiana University researchers found that adoption grew by a third.",
    "We present an alternative compilation technique for dynamically-typed languages.",
    "Revenue grew 12.5% to $4.2M in the third quarter.",
    "Apache 2.2 Worker MPM runs on FreeBSD",
    "C++, C# and F# share a runtime",
    "Mix the two parts.",
    "Published in 2020, the report found that costs fell by a fifth.",
  ])("not front matter: %s", (line) => expect(isFrontMatterLine(line)).toBe(false));

  it("a slide's Title Case bullet naming an institution is not a byline; a document's cover line is", () => {
    expect(isFrontMatterLine("Research Center Expansion", { affiliations: false })).toBe(false);
    expect(isFrontMatterLine("Mohammad Chuttur Indiana University, USA", { affiliations: false })).toBe(false);
    expect(isFrontMatterLine("Mohammad Chuttur Indiana University, USA")).toBe(true);
    // Authors' marks and addresses are a byline wherever they are.
    expect(isFrontMatterLine("Andreas Gal∗+, Brendan Eich∗, Mike Shaver∗", { affiliations: false })).toBe(true);
    expect(isFrontMatterLine("Sander Temme <sander@temme.net>", { affiliations: false })).toBe(true);
  });

  it("headings: contents, cover labels and copyright are front matter; a year or a chapter is not", () => {
    for (const h of [
      "CONTENTS",
      "Table of Contents",
      "Inhaltsverzeichnis",
      "INTERNATIONAL STANDARD",
      "COPYRIGHT PROTECTED DOCUMENT",
      "List of Figures",
    ])
      expect(isFrontMatterHeading(h), h).toBe(true);
    for (const h of ["2024", "1. Scope", "Chapter 3", "Results", "Civil engineering"])
      expect(isFrontMatterHeading(h), h).toBe(false);
  });
});

describe("a section's role, from its heading", () => {
  it.each([
    ["Abstract", "lead"],
    ["1. Scope", "lead"],
    ["1. Introduction", "lead"],
    ["8. Overview", "lead"],
    ["9. Conclusions", "lead"],
    ["Executive summary", "lead"],
    ["7. Evaluation", "body"],
    ["Log Analysis", "body"],
    ["Foreword", "annex"],
    ["Annex A. (informative) Validation Using NVDL", "annex"],
    ["Appendix A: Antecedants to PU and PEOU", "annex"],
    ["4. Terms and Definitions", "annex"],
    ["References", "apparatus"],
    ["Bibliography", "apparatus"],
    ["Acknowledgments", "apparatus"],
    ["3. Normative References", "apparatus"],
    ["Further Reading", "apparatus"],
  ])("%s → %s", (title, role) => expect(sectionRole(title)).toBe(role));
});

describe("what reads alone as a bullet", () => {
  it.each([
    ["Yes Yes Yes", "a word three times (ISO/IEC 29500-2's conformance table read as text)"],
    [
      "System Features and Capabilities User’s Motivation to Use System Actual System Use",
      "a figure's labels run together (TAM review)",
    ],
    ["Andreas Gal, Brendan Eich, Mike Shaver, David Anderson.", "a list of names"],
    ["Initial scale items for perceived usefulness (Davis, 1989, p.", "a sentence cut at an abbreviation"],
    ["Alternate-content elements", "a caption set as text"],
    [
      "An application implementing this Part has conformance class MCE if any one of the following is true:",
      "a lead-in to a list not shown",
    ],
    ["Roe, J. Archives and formats. 2019. Doe, J. Package readers. 2021. Smith, A. 2022.", "a run of references"],
    ["Journal of the Association for Information Systems 8(9) 799M759", "a citation"],
  ])("not a bullet: %s — %s", (text) => expect(isReadableSentence(text)).toBe(false));

  it("real sentences and real list items are", () => {
    expect(isReadableSentence("TraceMonkey always begins executing a program in the bytecode interpreter.")).toBe(true);
    expect(isReadableSentence("He will gain €825 from the Budget.")).toBe(true);
    expect(isReadableSentence("Der Umsatz stieg im dritten Quartal um zwölf Prozent.")).toBe(true);
    // A slide's items need not be sentences, but must say something.
    expect(isReadableItem("Periodically run vmstat, iostat")).toBe(true);
    expect(isReadableItem("Apache 2.2 Worker MPM runs on FreeBSD")).toBe(true);
    expect(isReadableItem("Yes Yes Yes")).toBe(false);
    expect(isReadableItem("Sorry")).toBe(false);
  });
});

describe("charts only from measurements", () => {
  const table = (columns: string[], rows: (string | number | null)[][]) => ({ columns, rows });

  it("a column of ZIP versions, ids, years or a numbered sequence is not charted (ISO/IEC 29500-2's ZIP table)", () => {
    expect(
      chartFromTable(
        table(
          ["Feature", "Version needed to extract", "Supported"],
          [
            ["Stored", 10, "Yes"],
            ["Deflated", 20, "Yes"],
            ["ZIP64", 45, "Yes"],
          ],
        ),
      ),
    ).toBeNull();
    expect(
      chartFromTable(
        table(
          ["Name", "ID"],
          [
            ["Ann", 4012],
            ["Bob", 4377],
            ["Cy", 4100],
          ],
        ),
      ),
    ).toBeNull();
    expect(
      chartFromTable(
        table(
          ["Event", "Year"],
          [
            ["Founded", 1998],
            ["Listed", 2004],
            ["Merged", 2011],
          ],
        ),
      ),
    ).toBeNull();
    expect(
      chartFromTable(
        table(
          ["Step", "No."],
          [
            ["Plan", 1],
            ["Build", 2],
            ["Ship", 3],
          ],
        ),
      ),
    ).toBeNull();
    expect(
      chartFromTable(
        table(
          ["Task", "Order"],
          [
            ["Plan", 10],
            ["Build", 20],
            ["Ship", 30],
          ],
        ),
      ),
    ).toBeNull();
  });

  it("a category column is needed: repeated names (“Yes”, “Yes”) do not name the rows", () => {
    expect(
      chartFromTable(
        table(
          ["Supported", "Count"],
          [
            ["Yes", 4],
            ["Yes", 7],
            ["No", 2],
          ],
        ),
      ),
    ).toBeNull();
  });

  it("a measured column beside a category column is charted, with years as categories", () => {
    expect(
      chartFromTable(
        table(
          ["Item", "Size in bytes"],
          [
            ["Content types", "1,240"],
            ["Core properties", 860],
            ["Main document", "15,300"],
          ],
        ),
      )?.series,
    ).toEqual([{ name: "Size in bytes", values: [1240, 860, 15300] }]);
    expect(
      chartFromTable(
        table(
          ["Year", "Revenue"],
          [
            [2022, 120],
            [2023, 135],
            [2024, 171],
          ],
        ),
      )?.categories,
    ).toEqual(["2022", "2023", "2024"]);
    expect(
      chartFromTable(
        table(
          ["Function", "Number of Hires"],
          [
            ["Finance", 120],
            ["Consulting", 95],
            ["Marketing", 40],
          ],
        ),
      ),
    ).not.toBeNull();
  });

  it("isMeasure: the header and the values both count", () => {
    expect(isMeasure("Cost per year", [120, 90, 300])).toBe(true);
    expect(isMeasure("Count", [242, 99])).toBe(true);
    expect(isMeasure("Count", [5, 5, 5])).toBe(false);
    expect(isMeasure("Page", [3, 9, 27])).toBe(false);
  });
});

describe("a file's real title", () => {
  it("not its contents page, a cover label or a running header: its first heading that names it", () => {
    const markdown =
      "## ISO/IEC 29500-2:2012(E)\n\n## CONTENTS\n\nForeword ........ vii\n\n# Information technology — Open Packaging Conventions\n\n# Foreword\n\nText.\n\nISO/IEC 29500-2:2012(E)\n\nISO/IEC 29500-2:2012(E)";
    expect(documentTitle({ kind: "doc", title: "CONTENTS", markdown }, "spec.pdf")).toBe(
      "Information technology — Open Packaging Conventions",
    );
    expect(documentTitle({ kind: "doc", title: "ISO/IEC 29500-2:2012(E)", markdown }, "spec.pdf")).toBe(
      "Information technology — Open Packaging Conventions",
    );
    expect(documentTitle({ kind: "doc", title: "ISO/IEC 29500-3", markdown: "# Foreword\n\nText." }, "spec.pdf")).toBe(
      "ISO/IEC 29500-3",
    );
  });

  it("a file its reader named by its file name takes its heading; a workspace document keeps its own title", () => {
    expect(
      documentTitle(
        { kind: "doc", title: "report", markdown: "# Quarterly review\n\n## Results\n\nText." },
        "report.pdf",
      ),
    ).toBe("Quarterly review");
    expect(documentTitle({ kind: "doc", title: "Notes", markdown: "# Notes\n\n## Plan\n\nText." }, "Notes")).toBe(
      "Notes",
    );
    expect(documentTitle({ kind: "doc", title: "notes", markdown: "Just text." }, "notes.txt")).toBe("notes");
  });
});
