// Text as other people's documents lay it out: lines wrapped under a list item, items nested under items, dates written
// with dots and in words, currencies and counters after CJK figures, brackets a title or a sentence may not cut.
import { describe, expect, it } from "vitest";
import { composeSource } from "../builtin/compose-source.js";
import { figureSpans } from "./figures.js";
import { formatKind } from "./kind-words.js";
import { extractPeriod } from "./prompt-facts.js";
import { readPrompt } from "./read-prompt.js";
import { linesOf, sentencesOf } from "./segment.js";
import { leadPhrases, subjectPhrase } from "./subject-words.js";
import { withoutOpenBracket } from "./title.js";

const figures = (text: string) => figureSpans(text).map((s) => s.text);

describe("wrapped lines", () => {
  it("joins a line indented under a list item's text to that item", () => {
    const text = "-  Goal 2026 - grow the number of partner\n   clinics in the north\n\n-  Goal 2027 - open two depots";
    expect(linesOf(text).map((l) => l.text)).toEqual([
      "Goal 2026 - grow the number of partner clinics in the north",
      "Goal 2027 - open two depots",
    ]);
  });

  it("joins a long line cut mid-sentence to the lower-case line below it, and keeps short lines apart", () => {
    const wrapped = linesOf(
      "The board approved the new travel policy for every office and asked the\nteams to report back in May.",
    );
    expect(wrapped).toHaveLength(1);
    expect(linesOf("Topics:\nrevenue\ncosts\nhiring").map((l) => l.text)).toEqual([
      "Topics:",
      "revenue",
      "costs",
      "hiring",
    ]);
  });

  it("reads a heading underlined with = or - (Markdown, reStructuredText) as that heading, and drops a rule", () => {
    const text =
      "Goals and expected results\n==========================\n\nGrow the clinics.\n\n---\n\nRisks\n-----\n- Staff";
    expect(linesOf(text)).toEqual([
      { text: "## Goals and expected results", bullet: false, indent: 0 },
      { text: "Grow the clinics.", bullet: false, indent: 0 },
      { text: "## Risks", bullet: false, indent: 0 },
      { text: "Staff", bullet: true, indent: 0 },
    ]);
    // An underline under a list item, or after a blank line, says nothing; "-- x" is no rule.
    expect(linesOf("- Staff\n=====\n\n~~~~").map((l) => l.text)).toEqual(["Staff"]);
    expect(linesOf("A\n-- x").map((l) => l.text)).toEqual(["A", "-- x"]);
  });

  it("reads items indented under an item as that item's points, and the next item as its sibling", () => {
    const text = [
      "- Objective A - more clinics online",
      "   - Target 2026 - 40% of clinics",
      "   - Target 2027 - 70% of clinics",
      "- Objective B - shorter waits",
      "   - Target 2026 - 20 minutes",
    ].join("\n");
    const groups = readPrompt(text).groups;
    const a = groups.find((g) => g.label?.includes("Objective A"));
    const b = groups.find((g) => g.label?.includes("Objective B"));
    expect(a?.items.map((i) => i.text).join(" ")).toContain("40%");
    expect(a?.items.map((i) => i.text).join(" ")).toContain("70%");
    expect(a?.items.map((i) => i.text).join(" ")).not.toContain("20 minutes");
    expect(b?.items.map((i) => i.text).join(" ")).toContain("20 minutes");
  });
});

describe("dates are no figures", () => {
  it.each([
    ["the law of 05.07.1979 set it up", []],
    ["signed on 22/11/2013 in Lisbon", []],
    ["under Lei nº 4.320 the budget is 2.500 €", ["2.500 €"]],
    ["a portaria n.º 12 de 22 de novembro de 2013 fixou 300 vagas", ["300"]],
  ])("%s", (text, expected) => {
    expect(figures(text)).toEqual(expected);
  });

  it("a year that ends a day's date is no period of the request", () => {
    expect(extractPeriod("o decreto de 22 de novembro de 2013 regula as matrículas")).toBeNull();
    expect(extractPeriod("signed on May 4, 2019 by both parties")).toBeNull();
    expect(extractPeriod("Plan for 2027: signed on May 4, 2019")?.label).toBe("2027");
  });
});

describe("CJK units", () => {
  it("keeps a currency or measure word after a CJK figure, with or without a space", () => {
    expect(figures("公司以3.4亿美元收购了该工厂")).toEqual(["3.4亿美元"]);
    expect(figures("以1.2亿美金完成融资")).toEqual(["1.2亿美金"]);
    expect(figures("有 1500 名观众到场")).toEqual(["1500 名"]);
    expect(figures("射程达到12.5千米")).toEqual(["12.5千米"]);
  });
});

describe("brackets", () => {
  it("a short word's full stop closing a bracket mid-sentence ends no sentence", () => {
    expect(
      sentencesOf("The pump uses about 3 kg (6.6 lb.) Steam per hour in tests. It runs daily.", "en"),
    ).toHaveLength(2);
  });

  it("a title never leaves a bracket open, nor keeps a bracket closed whose opening was cut off", () => {
    expect(withoutOpenBracket("National Energy Office (Federal agency — Director")).toBe(
      "National Energy Office — Director",
    );
    expect(withoutOpenBracket("Adoption of the Payments App (the public")).toBe("Adoption of the Payments App");
    expect(withoutOpenBracket("海洋生物圏」の発見")).toBe("海洋生物圏の発見");
    expect(withoutOpenBracket("Revenue (Q3) — growth")).toBe("Revenue (Q3) — growth");
  });

  it("brackets the request wrote itself are not gaps the composer left", () => {
    const own =
      "Pump line. The P2 uses 3 kg of steam per kWh [source needed]. The P3 uses 2 kg of steam per kWh. The P4 uses 1 kg of steam per kWh.";
    const { source, warnings } = composeSource(own, { kind: "deck" });
    expect(JSON.stringify(source)).toContain("[source needed]");
    expect(JSON.stringify(source)).not.toMatch(/\[(?!source needed)[^\]"]+\]/);
    expect(warnings.join(" ")).not.toMatch(/gap in \[brackets\]/);
  });
});

describe("lead phrases", () => {
  it("offers the opening noun phrase of a text that repeats nothing, never one holding a figure or a French verb", () => {
    expect(leadPhrases("Net revenue from licences grew by 4% in the second half.", ["Licences"])[0]).toBe(
      "Net revenue",
    );
    expect(leadPhrases("Pas plus de 4h30 consécutives, puis une pause.")).not.toContain("4h30 consécutives");
    expect(leadPhrases("Cette aide n'est valable que pour un contrat.").some((p) => /n'est/.test(p))).toBe(false);
  });
});

describe("names in CJK text", () => {
  it("a Latin name a Japanese or Chinese text keeps coming back to is its subject", () => {
    expect(subjectPhrase("Acmeの新しい工場は来月稼働する。Acmeは従業員を増やす。Acmeの売上も伸びた。")).toBe("Acme");
    expect(subjectPhrase("Northwind在上海开设了门店。Northwind计划明年扩张。Northwind的客户很多。")).toBe("Northwind");
  });
});

describe("product names", () => {
  it("a format word in a suite's product name asks for no kind", () => {
    expect(formatKind("他にも Google ドキュメント、Google マップといったサービスを提供している")).toBeNull();
    expect(formatKind("We moved our notes from Google Docs and Google Sheets to a wiki.")).toBeNull();
    expect(formatKind("Turn our Google Sheets export into a deck")).toBe("deck");
  });
});
