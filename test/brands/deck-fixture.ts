// A deterministic 10-slide deck using every slide role, with {{variables}} and notes in several scripts.
import type { Deck } from "../../src/formats/source.js";

export function tenSlideDeck(title = "Quarterly review for {{company}}"): Deck {
  return {
    kind: "deck",
    title,
    slides: [
      { layout: "title", title: "Quarterly review", subtitle: "Prepared for {{company}}", notes: "Welcome everyone. 欢迎大家。" },
      { layout: "section", title: "Results", subtitle: "Q3 at a glance" },
      { layout: "bullets", title: "Highlights", bullets: ["Revenue up 12%", { text: "New markets", children: ["Brazil", "日本"] }, "Churn down to 3%"], notes: "Stress the churn number." },
      { layout: "content", title: "What changed", body: "We **shipped** the new onboarding flow.\n\n- Faster sign-up\n- Fewer support tickets" },
      { layout: "two-column", title: "Before and after", left: "Manual reports, weekly", right: "Live dashboards, daily" },
      { layout: "table", title: "Numbers", table: { columns: ["Quarter", "Revenue", "Margin"], rows: [["Q1", 120, "31%"], ["Q2", 135, "33%"], ["Q3", 151, "35%"]] } },
      { layout: "chart", title: "Revenue", chart: { type: "column", categories: ["Q1", "Q2", "Q3"], series: [{ name: "Revenue", values: [120, 135, 151] }] } },
      { layout: "quote", quote: "The best quarter in our history.", attribution: "CEO, {{company}}" },
      { layout: "bullets", title: "Next steps", bullets: ["Hire two engineers", "Launch in Germany", "Привет, мир"] },
      { layout: "title", title: "Thank you", subtitle: "Questions?" },
    ],
  } as Deck;
}
