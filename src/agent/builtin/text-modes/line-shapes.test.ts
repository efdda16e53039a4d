// The shapes a line of notes has — a fact, a dated step, a names line — read the same way in several languages.
import { describe, expect, it } from "vitest";
import { datedSteps } from "./dated-lines.js";
import { factOf } from "./fact-lines.js";
import { namesLine } from "./names-line.js";

describe("facts", () => {
  it.each([
    ["Active users: 12,400", "Active users", "12,400", true],
    ["Umsatz im Februar: 184.000 €", "Umsatz im Februar", "184.000 €", true],
    ["Taux d'attrition : 3,1 %", "Taux d'attrition", "3,1 %", true],
    ["解約率：3.1%", "解約率", "3.1%", true],
    ["活跃用户：12,400人", "活跃用户", "12,400人", true],
    ["Venue: Berlin office", "Venue", "Berlin office", false],
  ])("%s", (line, label, value, figure) => {
    expect(factOf(line)).toMatchObject({ label, value, figure });
  });

  it("keeps a change written beside its figure with it", () => {
    expect(factOf("Churn: 3.1% (down from 3.4%)")).toMatchObject({
      label: "Churn",
      value: "3.1%",
      change: "down from 3.4%",
      figure: true,
    });
  });

  it("a sentence or a time is no fact", () => {
    expect(factOf("Note: we ship the beta in April.")).toBeNull();
    expect(factOf("We met at 10:30 in the lobby")).toBeNull();
  });
});

describe("dated lines", () => {
  it("three or more dated lines are steps, each date apart and every word kept", () => {
    const lines = [
      "Mon 8 April – stocktake in hall B",
      "Forklift training on 17 April",
      "Peak season plan due by 3 May",
    ];
    expect(datedSteps(lines)).toEqual([
      { date: "Mon 8 April", title: "stocktake in hall B" },
      { date: "on 17 April", title: "Forklift training" },
      { date: "by 3 May", title: "Peak season plan due" },
    ]);
    expect(
      datedSteps(["4月2日にベータ版公開", "4月15日：料金ページ公開", "4月30日：ウェビナー"])?.map((s) => s.date),
    ).toEqual(["4月2日に", "4月15日", "4月30日"]);
    expect(
      datedSteps(["2 de abril: firma del alquiler", "15 de abril: obras en el local", "6 de mayo: apertura"])?.map(
        (s) => s.date,
      ),
    ).toEqual(["2 de abril", "15 de abril", "6 de mayo"]);
  });

  it("two dated lines, a figure or a sentence that mentions a date are not", () => {
    expect(datedSteps(["2 April: beta", "15 April: pricing page"])).toBeNull();
    expect(datedSteps(["Churn: 3.1%", "Margin: 4.2%", "Growth: 1.5%"])).toBeNull();
    expect(datedSteps(["We met on 2 April.", "We met again on 9 April.", "Then on 16 April."])).toBeNull();
  });
});

describe("names lines", () => {
  it.each([
    ["Attendees: Anna Weber, Tom Price and Raj Patel", "Attendees", ["Anna Weber", "Tom Price", "Raj Patel"]],
    ["Anwesend: Jonas Keller; Miriam Vogt", "Anwesend", ["Jonas Keller", "Miriam Vogt"]],
    ["Présents : Claire Martin, Hugo Bernard", "Présents", ["Claire Martin", "Hugo Bernard"]],
    ["出席者：田中、佐藤、鈴木", "出席者", ["田中", "佐藤", "鈴木"]],
    ["参会人员：王伟、李娜", "参会人员", ["王伟", "李娜"]],
  ])("%s", (line, label, names) => {
    expect(namesLine(line)).toEqual({ label, people: (names as string[]).map((name) => ({ name })) });
  });

  it("keeps a role given in brackets, and is no names line for topics or a sentence", () => {
    expect(namesLine("Participants: Ana Ruiz (PM), Luis Mora")?.people).toEqual([
      { name: "Ana Ruiz", role: "PM" },
      { name: "Luis Mora" },
    ]);
    expect(namesLine("Topics: Pricing, Hiring")).toBeNull();
    expect(namesLine("Attendees: everyone from the sales team")).toBeNull();
  });
});
