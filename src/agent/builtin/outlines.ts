// Section plans per intent: each section's heading, its preferred visual, and phrase templates ({t} = topic, {a} = audience).
import type { Intent } from "./analyze-prompt.js";

export type Visual = "bullets" | "chart" | "table" | "two-column" | "quote" | "content";

export interface SectionPlan {
  heading: string;
  visual: Visual;
  points: string[];
}

const s = (heading: string, visual: Visual, ...points: string[]): SectionPlan => ({ heading, visual, points });

export const OUTLINES: Record<Intent, SectionPlan[]> = {
  pitch: [
    s("Problem", "bullets", "Today, working with {t} is slow, costly and fragmented", "Teams lose hours every week to manual workarounds", "Existing tools were built for a different decade", "The cost of doing nothing keeps rising"),
    s("Solution", "two-column", "One simple product that makes {t} effortless", "Set up in minutes, no training required", "Works with the tools people already use", "Measurable results in the first month"),
    s("Market", "chart", "A large and growing market for {t}", "Early adopters are already paying for partial fixes", "Regulation and habits are shifting in our favour"),
    s("Business model", "table", "Subscription pricing per seat with annual plans", "Usage-based add-ons for heavy users", "Low acquisition cost through product-led growth"),
    s("Traction", "chart", "Revenue has grown every quarter since launch", "Net revenue retention above 120%", "Pilot customers converting to paid plans"),
    s("Competition", "table", "Incumbents are broad but shallow", "Point solutions lack integration", "Our edge: speed, focus and a better experience"),
    s("Team", "bullets", "Founders with deep experience in {t}", "Engineering team that has shipped at scale", "Advisors from the industry we serve"),
    s("The ask", "bullets", "Raising a seed round to accelerate growth", "Hire key roles in product and sales", "Reach the next milestones within 18 months"),
  ],
  report: [
    s("Summary", "bullets", "Work on {t} showed steady progress over the period", "Three findings stand out and deserve attention", "Our recommendations focus on the highest-impact changes"),
    s("Background", "content", "This report looks at {t}: what changed, why it matters, and what to do next.", "It draws on internal data, interviews and public sources."),
    s("Key findings", "bullets", "Performance improved where teams had clear ownership", "Costs concentrated in a few areas", "Feedback points to quick wins in communication", "Data quality limits some conclusions"),
    s("Trends", "chart", "The main indicators moved in the right direction", "Seasonality explains part of the variation"),
    s("Analysis", "table", "Each area compared against its target", "Gaps are largest where resources were stretched"),
    s("Risks", "two-column", "Dependencies on a few key people", "Budget pressure in the next period", "Mitigations are in place for the top risks", "Monitoring continues monthly"),
    s("Recommendations", "bullets", "Double down on what is working in {t}", "Fix the two biggest bottlenecks first", "Set clear owners and review dates", "Report progress every month"),
  ],
  lesson: [
    s("Learning objectives", "bullets", "Explain what {t} is and why it matters", "Recognise the key ideas in real examples", "Apply them to a simple problem on your own"),
    s("Key concepts", "two-column", "The core idea behind {t}, in plain words", "The vocabulary you will hear most often", "How the pieces fit together", "Where it shows up in everyday life"),
    s("Worked example", "content", "Let us walk through {t} step by step.", "1. Start from what you already know\n2. Add one new idea at a time\n3. Check the result against your intuition"),
    s("In numbers", "chart", "A few numbers that put {t} in perspective", "Patterns become clearer when you see them"),
    s("Common mistakes", "bullets", "Skipping the basics and jumping to the answer", "Confusing similar terms", "Forgetting to check the result"),
    s("Practice", "bullets", "Try a short exercise on {t} in pairs", "Explain your answer to a classmate", "Compare with the worked example"),
    s("Quote", "quote", "Tell me and I forget, teach me and I may remember, involve me and I learn."),
    s("Summary", "bullets", "{T} in one sentence", "The three ideas to remember", "Where to go next to learn more"),
  ],
  plan: [
    s("Goals", "bullets", "Deliver the work on {t} on time and within budget", "Make success measurable from day one", "Keep everyone informed at each step"),
    s("Current state", "two-column", "What works today and should be kept", "Where time and money are lost", "What users and customers tell us", "Constraints we must respect"),
    s("Strategy", "bullets", "Start small with a pilot, then scale", "Focus on the highest-value use cases first", "Automate the repetitive work", "Review and adjust every month"),
    s("Timeline", "table", "Four phases from discovery to rollout", "Each phase ends with a clear decision point"),
    s("Budget", "chart", "Spending is front-loaded in the build phase", "Running costs fall after rollout"),
    s("Risks", "table", "Delays from dependencies", "Adoption slower than planned", "Scope creep"),
    s("Metrics", "bullets", "Adoption: share of the target group using it", "Quality: fewer errors and rework", "Cost: savings against the baseline", "Satisfaction: feedback scores"),
  ],
  comparison: [
    s("Options", "bullets", "The main alternatives for {t}", "What each one is best at", "What we are really deciding"),
    s("Criteria", "bullets", "Cost over three years", "Ease of use and learning curve", "Fit with what we already have", "Risk and vendor stability"),
    s("Side by side", "two-column", "Strengths of the first option", "Where it falls short", "Strengths of the second option", "Where it falls short"),
    s("Scorecard", "table", "Each option scored from 1 to 5 on every criterion"),
    s("Cost", "chart", "Total cost of ownership by year", "Upfront costs differ more than running costs"),
    s("Recommendation", "bullets", "Choose the option that best fits our criteria for {t}", "Run a short pilot to confirm", "Revisit the decision in a year"),
  ],
  budget: [
    s("Overview", "bullets", "Where the money for {t} goes", "How spending compares with last year", "Where we can save"),
    s("Breakdown", "chart", "Spending by category"),
    s("Details", "table", "Line items and their owners"),
    s("Risks", "bullets", "Costs that could rise", "Contingency reserve"),
  ],
  tracker: [
    s("Overview", "bullets", "What is tracked for {t}", "Who updates it and when", "What done looks like"),
    s("Status", "chart", "Items by status"),
    s("Items", "table", "Open items with owners and dates"),
    s("Next steps", "bullets", "Close overdue items first", "Review weekly"),
  ],
  overview: [
    s("Introduction", "content", "The subject of {t} touches more people than you might think.", "This overview covers what it is, why it matters and where it is heading."),
    s("Why it matters", "bullets", "Getting {t} right shapes decisions, budgets and daily work", "Small improvements add up to large gains", "Those who understand it early have an advantage"),
    s("Key facts", "two-column", "What the numbers say about {t}", "What experts agree on", "What is still debated", "What is changing fastest"),
    s("Trends", "chart", "Steady growth over the last few years", "Adoption is accelerating"),
    s("Breakdown", "table", "The main parts of {t} and how they compare"),
    s("Challenges", "bullets", "Cost and complexity", "Lack of shared standards", "Skills and training gaps"),
    s("Opportunities", "bullets", "Simpler tools lower the barrier to entry", "Better data allows smarter decisions", "Partnerships spread the effort"),
    s("Quote", "quote", "The best way to predict the future is to create it."),
    s("Conclusion", "bullets", "Now is the time to act on {t}", "Start with one concrete step", "Measure, learn and adjust"),
  ],
};

export const QUOTES = [
  ["The best way to predict the future is to create it.", "Peter Drucker"],
  ["Simplicity is prerequisite for reliability.", "Edsger W. Dijkstra"],
  ["What gets measured gets managed.", "Peter Drucker"],
  ["Tell me and I forget, teach me and I may remember, involve me and I learn.", "Benjamin Franklin (attributed)"],
  ["Plans are nothing; planning is everything.", "Dwight D. Eisenhower"],
  ["If you can't explain it simply, you don't understand it well enough.", "Albert Einstein (attributed)"],
] as const;

/** Fills {t} (topic), {T} (capitalised topic) and {a} (audience). */
export function fill(template: string, topic: string, audience: string | null): string {
  return template
    .replace(/\{T\}/g, topic ? topic[0]!.toLocaleUpperCase() + topic.slice(1) : topic)
    .replace(/\{t\}/g, topic)
    .replace(/\{a\}/g, audience ?? "everyone");
}
