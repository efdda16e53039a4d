// Tables and charts with plausible, seeded numbers for a section (shared by decks and docs).
import type { ChartData, TableData } from "../../formats/source.js";
import type { PromptBrief } from "./analyze-prompt.js";
import { roundNice, trendSeries, type Random } from "./seeded-random.js";

const YEAR = 2026;

/** "Python vs Rust" → ["Python", "Rust"]; otherwise generic option names. */
export function comparisonOptions(topic: string): [string, string] {
  const m = /^(.+?)\s+(?:vs\.?|versus|or|and|compared (?:to|with))\s+(.+)$/i.exec(topic);
  if (m) return [m[1]!.trim().slice(0, 40), m[2]!.split(/\s+(?:for|in|as|when)\s+/i)[0]!.trim().slice(0, 40)];
  return ["Option A", "Option B"];
}

export function chartFor(heading: string, brief: PromptBrief, rng: Random): ChartData {
  const base = rng.int(20, 400) * (rng.next() < 0.5 ? 10 : 1);
  if (heading === "Breakdown" || heading === "Budget" || heading === "Status") {
    const categories = heading === "Status" ? ["Done", "In progress", "Blocked", "Not started"] : ["People", "Tools", "Marketing", "Operations", "Other"];
    const raw = categories.map(() => rng.int(5, 40));
    const sum = raw.reduce((a, b) => a + b, 0);
    // Shares add up to 100 (the last one takes the rounding).
    const values = heading === "Status" ? raw : raw.map((v) => Math.round((v * 100) / sum));
    if (heading !== "Status") values[values.length - 1] = 100 - values.slice(0, -1).reduce((a, b) => a + b, 0);
    return { type: heading === "Status" ? "bar" : "pie", categories, series: [{ name: heading === "Status" ? "Items" : "Share (%)", values }] };
  }
  if (heading === "Cost" && brief.intent === "comparison") {
    const [a, b] = comparisonOptions(brief.topic);
    const categories = ["Year 1", "Year 2", "Year 3"];
    return { type: "column", categories, series: [{ name: a, values: trendSeries(rng, 3, base, 0.05) }, { name: b, values: trendSeries(rng, 3, base * 1.2, -0.08) }] };
  }
  if (heading === "Market") {
    return { type: "column", categories: [`${YEAR}`, `${YEAR + 1}`, `${YEAR + 2}`, `${YEAR + 3}`, `${YEAR + 4}`], series: [{ name: "Market size ($M)", values: trendSeries(rng, 5, base * 3, 0.18) }] };
  }
  const quarterly = rng.next() < 0.5;
  const categories = quarterly ? ["Q1", "Q2", "Q3", "Q4"] : ["Jan", "Feb", "Mar", "Apr", "May", "Jun"];
  const type = rng.pick(["column", "line", "bar"] as const);
  const series = [{ name: heading === "Traction" ? "Revenue ($k)" : `${YEAR}`, values: trendSeries(rng, categories.length, base, 0.12) }];
  if (type !== "bar" && rng.next() < 0.6) series.push({ name: heading === "Traction" ? "Customers" : `${YEAR - 1}`, values: trendSeries(rng, categories.length, base * 0.8, 0.07) });
  return { type, categories, series };
}

export function tableFor(heading: string, brief: PromptBrief, rng: Random): TableData {
  const pct = () => `${rng.int(55, 99)}%`;
  switch (heading) {
    case "Business model":
      return { columns: ["Plan", "Price / month", "Includes"], rows: [["Starter", rng.int(9, 19), "Core features, 1 workspace"], ["Team", rng.int(29, 59), "Collaboration, integrations"], ["Enterprise", "Custom", "SSO, audit log, support"]] };
    case "Competition": {
      const rows = ["Fast setup", "Integrations", "Fair pricing", "Support"].map((f) => [f, "Yes", rng.next() < 0.5 ? "Partial" : "No", rng.next() < 0.5 ? "Yes" : "No"]);
      return { columns: ["", "Us", "Incumbent", "Point tool"], rows };
    }
    case "Timeline":
      return { columns: ["Phase", "Weeks", "Deliverable"], rows: [["Discovery", rng.int(2, 4), "Requirements and baseline"], ["Build", rng.int(4, 10), "First working version"], ["Pilot", rng.int(3, 6), "Feedback from real users"], ["Rollout", rng.int(2, 6), "Available to everyone"]] };
    case "Risks":
      return { columns: ["Risk", "Likelihood", "Impact", "Mitigation"], rows: [["Delays", "Medium", "High", "Weekly check-ins"], ["Low adoption", rng.pick(["Low", "Medium"]), "High", "Training and champions"], ["Scope creep", "High", "Medium", "Change control"]] };
    case "Scorecard": {
      const [a, b] = comparisonOptions(brief.topic);
      const rows: (string | number)[][] = ["Cost", "Ease of use", "Fit", "Risk"].map((c) => [c, rng.int(2, 5), rng.int(2, 5)]);
      rows.push(["Total", rows.reduce((n, r) => n + (r[1] as number), 0), rows.reduce((n, r) => n + (r[2] as number), 0)]);
      return { columns: ["Criterion", a, b], rows };
    }
    case "Analysis":
      return { columns: ["Area", "Target", "Actual", "Status"], rows: ["Quality", "Speed", "Cost", "Satisfaction"].map((a) => [a, pct(), pct(), rng.pick(["On track", "At risk", "Ahead"])]) };
    case "Items":
    case "Details":
      return { columns: ["Item", "Owner", "Due", "Status"], rows: ["Kick-off", "Draft", "Review", "Final"].map((i, n) => [i, rng.pick(["Alex", "Sam", "Priya", "Jordan", "Mei"]), `${YEAR}-0${n + 2}-${10 + rng.int(0, 18)}`, rng.pick(["Done", "In progress", "Planned"])]) };
    default: {
      const parts = ["Foundations", "Tools", "People", "Process", "Results"].slice(0, rng.int(3, 5));
      return { columns: ["Part", "Share", "Change vs last year"], rows: parts.map((p) => [p, `${rng.int(8, 35)}%`, `${rng.next() < 0.75 ? "+" : "−"}${roundNice(rng.next() * 20)}%`]) };
    }
  }
}
