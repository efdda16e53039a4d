// English real-voice cases: board requests, e-mails, budgets, plans and pasted notes, written for this corpus.
import type { RealCase } from "../types.js";

export const EN: readonly RealCase[] = [
  // ── Decks from a prompt ──────────────────────────────────────────────
  {
    id: "en-northwind-board",
    lang: "en",
    genre: "brief",
    kind: "deck",
    name: "Northwind Solar",
    text: "Make a board deck for Northwind Solar: revenue $2.1M, up 12% on last year, gross margin 34%, 40 installers on payroll, project backlog 310. Pipeline looks strong for Q3. Keep it to 8 slides.",
    facts: [
      { label: "revenue", value: "$2.1M", change: "12%" },
      { label: "gross margin", value: "34%" },
      { label: "installers", value: "40" },
      { label: "project backlog", value: "310" },
    ],
  },
  {
    id: "en-harbor-view-owners",
    lang: "en",
    genre: "email",
    kind: "deck",
    name: "Harbor View Hotel",
    text: "hey — can you knock together slides for Monday's owners call re: the Harbor View Hotel? Q2 numbers: occupancy 88% (down from 91%), ADR $214, guest score 4.6 of 5, RevPAR $188 vs $195 last year. Staff turnover is at 18%, which I want to flag. Nothing fancy please.",
    facts: [
      { label: "occupancy", value: "88%", change: "91%" },
      { label: "ADR", value: "$214" },
      { label: "guest score", value: "4.6" },
      { label: "RevPAR", value: "$188", change: "$195" },
      { label: "Staff turnover", value: "18%" },
    ],
  },
  {
    id: "en-riverside-clinic-review",
    lang: "en",
    genre: "report",
    kind: "deck",
    name: "Riverside Family Clinic",
    text: "Please prepare a presentation for the Riverside Family Clinic quarterly review. Patient visits reached 12,480 this quarter, up 9% on Q2. Average wait time fell to 14 minutes from 22 minutes. Dr. Patel will present the new diabetes pathway, with 320 patients enrolled so far. No-show rate 6.5%.",
    facts: [
      { label: "Patient visits", value: "12,480", change: "9%" },
      { label: "Average wait time", value: "14 minutes", change: "22 minutes" },
      { label: "patients enrolled", value: "320" },
      { label: "No-show rate", value: "6.5%" },
    ],
  },
  {
    id: "en-tallyfox-seed",
    lang: "en",
    genre: "brief",
    kind: "deck",
    name: "Tallyfox",
    text: "Need a pitch deck for Tallyfox, seed round, round size $1.5M. ARR $420K, growing 11% month over month. 63 paying customers, net revenue retention 128%, monthly burn $85K, runway 14 months. Team of 7. 10 slides max, investors skim.",
    facts: [
      { label: "round size", value: "$1.5M" },
      { label: "ARR", value: "$420K", change: "11%" },
      { label: "paying customers", value: "63" },
      { label: "net revenue retention", value: "128%" },
      { label: "monthly burn", value: "$85K" },
      { label: "runway", value: "14 months" },
      { label: "Team", value: "7" },
    ],
  },
  {
    id: "en-hillcrest-parents-evening",
    lang: "en",
    genre: "brief",
    kind: "deck",
    name: "Hillcrest Primary",
    text: "Could you make slides for our parents' evening at Hillcrest Primary? Things to cover: attendance 95.2% this term (up from 94.1%), reading scores up 7 points, 28 kids now coming to breakfast club, and the spring fair made £3,400 for the PTA. Also the new homework policy that starts after Easter.",
    facts: [
      { label: "attendance", value: "95.2%", change: "94.1%" },
      { label: "reading scores", value: "7 points" },
      { label: "kids", value: "28" },
      { label: "spring fair", value: "£3,400" },
    ],
  },
  {
    id: "en-plant-safety",
    lang: "en",
    genre: "report",
    kind: "deck",
    text: `Safety deck for plant 2, 6 slides
Lost-time injuries: 2 (last year 5)
Near misses reported: 141
Training hours: 1,860
Audit score: 92/100
Forklift incidents down 40%`,
    facts: [
      { label: "Lost-time injuries", value: "2", change: "5" },
      { label: "Near misses reported", value: "141" },
      { label: "Training hours", value: "1,860" },
      { label: "Audit score", value: "92" },
      { label: "Forklift incidents", value: "40%" },
    ],
  },
  {
    id: "en-clearwater-donors",
    lang: "en",
    genre: "report",
    kind: "deck",
    name: "Clearwater Trust",
    text: "We need a donor update deck for Clearwater Trust. This year we drilled 46 wells across two districts, reaching roughly 31,000 people. Cost per well came in at $7,800, down from $9,200 the year before. Donations totalled $1.9M vs $1.6M last year, and we had 212 volunteers in the field. Please end with a clear ask for the 2026 borehole program.",
    facts: [
      { label: "wells", value: "46" },
      { label: "people", value: "31,000" },
      { label: "Cost per well", value: "$7,800", change: "$9,200" },
      { label: "Donations", value: "$1.9M", change: "$1.6M" },
      { label: "volunteers", value: "212" },
    ],
  },
  {
    id: "en-atlas-release-allhands",
    lang: "en",
    genre: "report",
    kind: "deck",
    name: "Atlas 3.0",
    text: "Make a quick deck for the all-hands about the Atlas 3.0 release. We shipped 48 features and fixed 312 bugs, API latency at the 95th percentile went from 900ms to 420ms, crash-free sessions are at 99.7%, and the support backlog dropped to 85 tickets (it was 240 in March). Mention the team did all this with 2 fewer engineers than planned. Five slides is plenty.",
    facts: [
      { label: "features", value: "48" },
      { label: "bugs", value: "312" },
      { label: "API latency", value: "420ms", change: "900ms" },
      { label: "crash-free sessions", value: "99.7%" },
      { label: "support backlog", value: "85", change: "240" },
      { label: "fewer engineers", value: "2" },
    ],
  },
  {
    id: "en-copper-kettle-bank",
    lang: "en",
    genre: "brief",
    kind: "deck",
    name: "Copper Kettle Café",
    text: "hi! I'm meeting the bank next week about a second location for Copper Kettle Café and need a few slides. Last year sales were $610,000, we average 380 covers a day, coffee is about 42% of sales and food cost sits at 29%. Google rating 4.7 of 5 from 1,150 reviews. The fit-out quote for the new place is $145,000, which is the bit I need help explaining.",
    facts: [
      { label: "sales", value: "$610,000" },
      { label: "covers", value: "380" },
      { label: "coffee", value: "42%" },
      { label: "food cost", value: "29%" },
      { label: "Google rating", value: "4.7" },
      { label: "reviews", value: "1,150" },
      { label: "fit-out quote", value: "$145,000" },
    ],
  },
  {
    id: "en-eastfield-roads-council",
    lang: "en",
    genre: "report",
    kind: "deck",
    name: "Eastfield",
    text: "Please prepare a 12-slide presentation for the Council meeting on the Eastfield road renewal programme. Budget: $12.4M over three years. Resurfaced so far: 38 km (96 km planned in total). Pothole complaints down 31% since last spring. Average repair time: 4.2 days (previously 9 days). Contractor No. 4 (Granite & Sons) is running six weeks behind and the committee will want a recovery plan.",
    facts: [
      { label: "Budget", value: "$12.4M" },
      { label: "Resurfaced so far", value: "38 km" },
      { label: "planned in total", value: "96 km" },
      { label: "Pothole complaints", value: "31%" },
      { label: "Average repair time", value: "4.2 days", change: "9 days" },
    ],
  },

  // ── Docs from a prompt ───────────────────────────────────────────────
  {
    id: "en-brightline-hybrid-memo",
    lang: "en",
    genre: "memo",
    kind: "doc",
    name: "Brightline Logistics",
    text: "Write a one-page memo to all staff at Brightline Logistics announcing the new hybrid work policy. Key points: 3 office days a week from March 3rd, a home-office allowance of $600, and the Leeds office desk count drops to 95 from 140. Tone: friendly but clear, no corporate waffle.",
    facts: [
      { label: "office days", value: "3" },
      { label: "home-office allowance", value: "$600" },
      { label: "desk count", value: "95", change: "140" },
    ],
  },
  {
    id: "en-q3-ops-report",
    lang: "en",
    genre: "report",
    kind: "doc",
    text: "Draft a short report on Q3 for the operations committee. On-time delivery was 93.4% (up from 89.0%), warehouse error rate 0.8%, average order value $76.20, and we onboarded 18 new retail partners. Returns cost us $212,000 and the returns rate is 4.1%. Finish with recommended next steps.",
    facts: [
      { label: "On-time delivery", value: "93.4%", change: "89.0%" },
      { label: "warehouse error rate", value: "0.8%" },
      { label: "average order value", value: "$76.20" },
      { label: "new retail partners", value: "18" },
      { label: "Returns", value: "$212,000" },
      { label: "returns rate", value: "4.1%" },
    ],
  },
  {
    id: "en-maple-street-grant",
    lang: "en",
    genre: "plan",
    kind: "doc",
    name: "Maple Street Youth Center",
    text: "Can you draft a grant proposal for the Maple Street Youth Center? Total request: $85,000 from the Harlow Foundation, to run an after-school coding program for 60 students over two semesters. Staff cost is $52,000, laptops $18,000, and the remainder covers snacks, transport and licenses. Our pilot last spring had a 91% completion rate, so lead with that.",
    facts: [
      { label: "Total request", value: "$85,000" },
      { label: "students", value: "60" },
      { label: "Staff cost", value: "$52,000" },
      { label: "laptops", value: "$18,000" },
      { label: "completion rate", value: "91%" },
    ],
  },
  {
    id: "en-orchard-launch-plan",
    lang: "en",
    genre: "plan",
    kind: "doc",
    name: "Orchard",
    text: `Project plan doc please - Orchard app launch in the UK
Budget £240,000
Team 9 people
Beta testers 1,500
Target downloads in the first quarter: 50,000
Milestones: beta 14 April, store submission 2 June, public launch 1 July`,
    facts: [
      { label: "Budget", value: "£240,000" },
      { label: "Team", value: "9" },
      { label: "Beta testers", value: "1,500" },
      { label: "Target downloads", value: "50,000" },
    ],
  },

  // ── Sheets ───────────────────────────────────────────────────────────
  {
    id: "en-ads-budget-2026",
    lang: "en",
    genre: "budget",
    kind: "sheet",
    text: "Build a sheet for our 2026 marketing budget: Google Ads $4,500 per month, LinkedIn Ads $2,200 per month, Meta $1,800 per month, trade show booth $12,000 once, agency retainer $3,000 per month. Add an annual total per channel and a grand total.",
    facts: [
      { label: "Google Ads", value: "$4,500" },
      { label: "LinkedIn Ads", value: "$2,200" },
      { label: "Meta", value: "$1,800" },
      { label: "trade show booth", value: "$12,000" },
      { label: "agency retainer", value: "$3,000" },
    ],
    rows: [
      { label: "Google Ads", amount: 4500, period: "month" },
      { label: "LinkedIn Ads", amount: 2200, period: "month" },
      { label: "Meta", amount: 1800, period: "month" },
      { label: "trade show booth", amount: 12000, period: "once" },
      { label: "agency retainer", amount: 3000, period: "month" },
    ],
  },
  {
    id: "en-ridgeway-fete-costs",
    lang: "en",
    genre: "budget",
    kind: "sheet",
    name: "Ridgeway",
    text: `Spreadsheet for the Ridgeway summer fete costs please
Marquee hire - £1,450
Sound system - £600
Portable toilets - £380
Insurance - £220
Bouncy castle - £175
Face painter - £90
Total at the bottom`,
    facts: [
      { label: "Marquee hire", value: "£1,450" },
      { label: "Sound system", value: "£600" },
      { label: "Portable toilets", value: "£380" },
      { label: "Insurance", value: "£220" },
      { label: "Bouncy castle", value: "£175" },
      { label: "Face painter", value: "£90" },
    ],
    rows: [
      { label: "Marquee hire", amount: 1450 },
      { label: "Sound system", amount: 600 },
      { label: "Portable toilets", amount: 380 },
      { label: "Insurance", amount: 220 },
      { label: "Bouncy castle", amount: 175 },
      { label: "Face painter", amount: 90 },
    ],
  },
  {
    id: "en-software-subscriptions",
    lang: "en",
    genre: "budget",
    kind: "sheet",
    text: "Can you make me a sheet of our software costs? Slack is $8,400 a year, Figma $2,700 a year, GitHub $4,620/yr, Notion $160 a month, AWS about $6,900 a month, and Zoom $1,500 per year. Show monthly and yearly columns so I can compare.",
    facts: [
      { label: "Slack", value: "$8,400" },
      { label: "Figma", value: "$2,700" },
      { label: "GitHub", value: "$4,620" },
      { label: "Notion", value: "$160" },
      { label: "AWS", value: "$6,900" },
      { label: "Zoom", value: "$1,500" },
    ],
    rows: [
      { label: "Slack", amount: 8400, period: "year" },
      { label: "Figma", amount: 2700, period: "year" },
      { label: "GitHub", amount: 4620, period: "year" },
      { label: "Notion", amount: 160, period: "month" },
      { label: "AWS", amount: 6900, period: "month" },
      { label: "Zoom", amount: 1500, period: "year" },
    ],
  },
  {
    id: "en-lakeside-dental-staffing",
    lang: "en",
    genre: "budget",
    kind: "sheet",
    name: "Lakeside Dental",
    text: "Staffing cost sheet for next year at Lakeside Dental: hygienists $96,000 per quarter, reception $38,500 per quarter, dental nurses $71,000 per quarter, locum cover $9,000 per quarter, training budget $14,000 per year. I want quarterly columns plus a year total.",
    facts: [
      { label: "hygienists", value: "$96,000" },
      { label: "reception", value: "$38,500" },
      { label: "dental nurses", value: "$71,000" },
      { label: "locum cover", value: "$9,000" },
      { label: "training budget", value: "$14,000" },
    ],
    rows: [
      { label: "hygienists", amount: 96000, period: "quarter" },
      { label: "reception", amount: 38500, period: "quarter" },
      { label: "dental nurses", amount: 71000, period: "quarter" },
      { label: "locum cover", amount: 9000, period: "quarter" },
      { label: "training budget", amount: 14000, period: "year" },
    ],
  },
  {
    id: "en-york-trip-budget",
    lang: "en",
    genre: "budget",
    kind: "sheet",
    text: "Budget sheet for the Year 9 trip to York: coach £2,350, museum tickets £840, lunch packs £610, hostel £3,900, contingency £500. All one-off costs, I just need them listed with a total.",
    facts: [
      { label: "coach", value: "£2,350" },
      { label: "museum tickets", value: "£840" },
      { label: "lunch packs", value: "£610" },
      { label: "hostel", value: "£3,900" },
      { label: "contingency", value: "£500" },
    ],
    rows: [
      { label: "coach", amount: 2350, period: "once" },
      { label: "museum tickets", amount: 840, period: "once" },
      { label: "lunch packs", amount: 610, period: "once" },
      { label: "hostel", amount: 3900, period: "once" },
      { label: "contingency", amount: 500, period: "once" },
    ],
  },

  // ── Pasted notes ─────────────────────────────────────────────────────
  {
    id: "en-sales-sync-minutes",
    lang: "en",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Turn these notes into slides, keep my headings:

Attendees: Maria, Tom, Priya, Jake (remote)
Date: Tuesday 10 March 2026

Sales update
Q1 bookings $1.32M vs $1.18M last year
New logos: 14
Churn 2.1% (down from 2.8%)

Budget discussion
Events budget request: $40,000 (Marketing, for Q2)
Travel budget stays at $25,000
Decision deferred to the next meeting

Decisions
Hire 2 SDRs in April
Move the weekly sync to Thursdays

Actions
Maria: send the revised forecast by Friday
Tom: book the venue for the partner day
Priya: draft the hiring brief`,
    facts: [
      { label: "bookings", value: "$1.32M", change: "$1.18M" },
      { label: "New logos", value: "14" },
      { label: "Churn", value: "2.1%", change: "2.8%" },
      { label: "Events budget request", value: "$40,000" },
      { label: "Travel budget", value: "$25,000" },
      { label: "SDRs", value: "2" },
    ],
    headings: ["Sales update", "Budget discussion", "Decisions", "Actions"],
  },
  {
    id: "en-board-minutes-condense",
    lang: "en",
    genre: "minutes",
    kind: "deck",
    mode: "condense",
    text: `Summarise these board minutes into a short deck:

Present: J. Okafor (Chair), L. Brandt, S. Mehta, R. Quinn. Apologies: T. Hale.

Finance
The Treasurer reported income of $4.8M for the year against a budget of $4.5M. Reserves stand at $2.2M, equal to 5.5 months of operating costs. The audit is on track for sign-off in May.

Membership
Membership grew to 8,940 (up 6% on last year). The renewal rate was 81%.

Any other business
The Chair thanked Dr. Patel for her long service on the board, which ends at the AGM.`,
    facts: [
      { label: "income", value: "$4.8M", change: "$4.5M" },
      { label: "Reserves", value: "$2.2M" },
      { label: "operating costs", value: "5.5 months" },
      { label: "Membership", value: "8,940", change: "6%" },
      { label: "renewal rate", value: "81%" },
    ],
    headings: ["Finance", "Membership", "Any other business"],
  },
  {
    id: "en-migration-status-doc",
    lang: "en",
    genre: "notes",
    kind: "doc",
    mode: "preserve",
    text: `Make this a doc, keep it as is:

Migration status
Services moved: 23 of 31
Downtime so far: 47 minutes
Cost savings: $3,100 a month

Timeline
3 Feb - staging cutover done
17 Feb - payments service moved
3 Mar - final cutover planned

Risks
Legacy reporting DB still on the old cluster
Only Priya knows the billing scripts

Owners
Sam: finish the reporting DB plan by Wednesday
Lena: write the rollback runbook`,
    facts: [
      { label: "Services moved", value: "23" },
      { label: "Downtime so far", value: "47 minutes" },
      { label: "Cost savings", value: "$3,100" },
    ],
    headings: ["Migration status", "Timeline", "Risks", "Owners"],
  },
  {
    id: "en-cafe-staff-meeting-summary",
    lang: "en",
    genre: "notes",
    kind: "doc",
    mode: "condense",
    text: `can you tidy these into a short summary doc for my business partner:

staff meeting monday
- weekend brunch is killing it, avg spend £18.50 per head, up from £16
- oat milk now 37% of milk orders!! need to renegotiate with the supplier
- dishwasher broke again, repair quote £640
- Jess wants to run a latte art night, ticket price £12
- rota: we need another barista for Saturdays
- card machine fees went up to 1.75%`,
    facts: [
      { label: "avg spend", value: "£18.50", change: "£16" },
      { label: "oat milk", value: "37%" },
      { label: "repair quote", value: "£640" },
      { label: "ticket price", value: "£12" },
      { label: "card machine fees", value: "1.75%" },
    ],
    headings: ["staff meeting monday"],
  },
  {
    id: "en-science-dept-notes",
    lang: "en",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `Turn these notes from the science department meeting into slides:

Results
GCSE pass rate 78% (last year 74%)
Top grades in physics: 31%

Resources
Lab budget for next year: £9,500
New microscopes ordered: 12

Next steps
Mr. Evans: update the Year 10 scheme of work
Ms. Ortiz: book the field trip for June`,
    facts: [
      { label: "GCSE pass rate", value: "78%", change: "74%" },
      { label: "Top grades in physics", value: "31%" },
      { label: "Lab budget", value: "£9,500" },
      { label: "New microscopes ordered", value: "12" },
    ],
    headings: ["Results", "Resources", "Next steps"],
  },
];
