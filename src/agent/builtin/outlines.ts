// The curated outline library: sections per kind of request, what each asks the user to fill, and which stated facts belong there.
import type { Intent } from "./analyse-prompt.js";
import type { TextKey } from "./scaffold-text.js";
import type { SectionShape } from "./section-shape.js";

export type { SectionShape };

export interface SectionPlan {
  key: TextKey;
  shape: SectionShape;
  /** What the user should write there (English; other languages get numbered points). */
  hints: string[];
  /** Stated facts whose words match go to this section. */
  takes?: RegExp;
}

const s = (key: TextKey, shape: SectionShape, hints: string[], takes?: RegExp): SectionPlan => ({
  key,
  shape,
  hints,
  takes,
});

const MONEY =
  /revenue|sales|turnover|income|umsatz|chiffre|ventas|receita|ricavi|omzet|arr|mrr|profit|margin|gewinn|marge|bookings|growth|crescimento|wachstum|croissance|crecimiento|crescita|groei/i;
const PEOPLE =
  /employees|staff|hires?|headcount|team|people|mitarbeiter|salariés|empleados|funcionários|dipendenti|medewerkers|nurses|engineers/i;
const CUSTOMERS = /customers?|clients?|users?|churn|retention|nps|kunden|clientes|clienti|klanten|subscribers/i;
const COSTS = /costs?|spend|expenses?|budget|kosten|coûts|costes|custos|costi|price|prices|preis|prix|precio/i;

export const OUTLINES: Record<Intent, SectionPlan[]> = {
  review: [
    s("summary", "points", [
      "The one-line verdict on the period",
      "The result that matters most",
      "The decision you need from this audience",
    ]),
    s("results", "figures", ["Revenue for the period", "Gross margin", "Result against plan"], MONEY),
    s("customers", "points", ["Customers won and lost", "What customers said"], CUSTOMERS),
    s("drivers", "points", ["What drove the change", "What held results back"]),
    s("risks", "two-column", ["Risk that could hurt next period", "How it is being handled"]),
    s("priorities", "steps", [
      "First priority, with an owner",
      "Second priority, with an owner",
      "What you will report next time",
    ]),
    s("decisions", "points", ["Decision needed, and by when", "What happens if it waits"]),
  ],
  report: [
    s("summary", "points", ["The main finding in one sentence", "Why it matters", "What you recommend"]),
    s("background", "points", ["What was studied, and why now", "Where the information comes from"]),
    s(
      "findings",
      "figures",
      ["First finding, with its evidence", "Second finding, with its evidence", "Third finding, with its evidence"],
      MONEY,
    ),
    s("challenges", "points", ["What limits the conclusions", "What would remove that limit"]),
    s("recommendations", "steps", ["First recommendation, with an owner", "Second recommendation, with an owner"]),
    s("openQuestions", "points", ["What is still unknown", "How it will be found out"]),
  ],
  pitch: [
    s("problem", "points", ["Who has the problem", "What it costs them today"]),
    s("solution", "two-column", ["What the product does", "Why it is better than today's way"]),
    s("market", "figures", ["Who buys, and how many there are", "Source for the market size"]),
    s("businessModel", "points", ["Who pays, for what, how often", "What it costs to serve them"]),
    s("traction", "figures", ["Customers or users so far", "Revenue or pilots so far"], MONEY),
    s("competition", "two-column", ["Main alternatives", "Your edge over them"]),
    s("team", "points", ["Founders and what they have done before", "Who joins next"], PEOPLE),
    s("ask", "figures", ["Amount raised, and what it pays for", "Milestones it reaches"]),
  ],
  onboarding: [
    s("welcome", "points", ["Who the guide is for", "What the first weeks look like"]),
    s("firstWeek", "steps", [
      "Day 1: where to go and who meets you",
      "Days 2–3: shadowing and introductions",
      "Days 4–5: first tasks on your own",
    ]),
    s("people", "two-column", ["Your manager and mentor", "Who to call for help, and how"], PEOPLE),
    s("routines", "points", ["A typical shift or day", "Handovers and hand-offs"]),
    s("safety", "points", ["Rules that apply from day one", "What to do in an emergency"]),
    s("resources", "points", ["Where to find procedures and systems", "Who keeps them up to date"]),
    s("checklist", "steps", [
      "Accounts and access set up",
      "Mandatory training booked",
      "First review meeting scheduled",
    ]),
    s("faq", "points", ["A question new people often ask, and its answer", "A second question, and its answer"]),
  ],
  lesson: [
    s("objectives", "points", ["What learners will be able to do afterwards", "How they will show it"]),
    s("keyConcepts", "two-column", ["The core idea, in plain words", "The terms learners will meet"]),
    s("example", "steps", ["Step 1 of a worked example", "Step 2", "Step 3, and the result"]),
    s("mistakes", "points", ["A mistake learners often make, and why", "How to avoid it"]),
    s("practice", "steps", ["A short exercise", "How learners check their answer"]),
    s("summary", "points", ["The ideas to remember", "Where to go next"]),
  ],
  plan: [
    s("goals", "points", ["What success looks like, and by when", "Who owns each goal"]),
    s("currentState", "two-column", ["What works today", "What has to change"]),
    s("approach", "steps", ["Phase 1, and its outcome", "Phase 2, and its outcome"]),
    s("timeline", "figures", ["Start and end dates of each phase", "Milestones to report on"]),
    s("budget", "figures", ["Cost of each phase", "Who approves it"], COSTS),
    s("risks", "two-column", ["Main risk", "How it is handled"]),
    s("metrics", "points", ["How progress will be measured", "When it is reviewed"]),
    s("stakeholders", "points", ["Who is involved, and their role", "Who decides"], PEOPLE),
  ],
  comparison: [
    s("options", "points", ["The options being compared", "What is being decided"]),
    s("criteria", "points", ["Criteria that decide, most important first", "How each is weighed"]),
    s("sideBySide", "two-column", ["Strengths of the first option", "Strengths of the second option"]),
    s("keyFacts", "figures", ["Cost of each option", "Time to adopt each option"], COSTS),
    s("recommendation", "points", ["The option you recommend, and why", "What would change the recommendation"]),
  ],
  budget: [
    s("summary", "points", ["What the budget covers", "The period it covers"]),
    s("budget", "figures", ["Total income", "Total costs"], COSTS),
    s("assumptions", "points", ["Assumptions behind the amounts", "Where the amounts come from"]),
    s("risks", "points", ["Costs that could rise", "Income that could fall"]),
  ],
  tracker: [
    s("summary", "points", ["What is tracked and who updates it", "How often it is updated"]),
    s("checklist", "steps", ["Open item, owner and due date", "Items done, and when"]),
    s("nextSteps", "steps", ["What happens next", "Who does it, and by when"]),
  ],
  overview: [
    s("introduction", "points", ["What this is about, in one sentence", "Who it is for"]),
    s("whyItMatters", "points", ["Why it matters to this audience", "What changes if nothing is done"]),
    s("keyFacts", "figures", ["A fact with its source", "A second fact with its source"], MONEY),
    s("challenges", "points", ["The main difficulty", "What it would take to overcome it"]),
    s("opportunities", "points", ["The main opportunity", "What it would take to seize it"]),
    s("conclusion", "points", ["The one thing to remember", "What to do next"]),
  ],
};

/** Sections any request can use once its own are spent, so long decks never repeat one. */
export const EXTRA_SECTIONS: SectionPlan[] = [
  s("background", "points", ["Context the audience needs", "What happened before"]),
  s("stakeholders", "points", ["Who is involved, and their role", "Who decides"], PEOPLE),
  s("timeline", "figures", ["Key dates", "What each date marks"]),
  s("assumptions", "points", ["Assumptions behind this", "How they will be checked"]),
  s("dependencies", "points", ["What this depends on", "Who owns each dependency"]),
  s("risks", "two-column", ["Main risk", "How it is handled"]),
  s("metrics", "points", ["How progress will be measured", "When it is reviewed"]),
  s("customers", "points", ["Who is affected, and how", "What they said"], CUSTOMERS),
  s("competition", "points", ["Alternatives people have", "Why they would switch"]),
  s("resources", "points", ["Where to find more", "Who to ask"]),
  s("lessons", "points", ["What was learned so far", "What will be done differently"]),
  s("openQuestions", "points", ["What is still unknown", "How it will be found out"]),
  s("decisions", "points", ["Decision needed, and by when", "What happens if it waits"]),
  s("faq", "points", ["A question people ask, and its answer", "A second question, and its answer"]),
  s("glossary", "two-column", ["Term", "What it means here"]),
  s("nextSteps", "steps", ["Next step, with an owner and a date", "The step after it"]),
  s("appendix", "points", ["Supporting material", "Sources"]),
];
