// A pitch written the way people outline one: short sections of two points each, which the builtin composer lays out as
// a cover, two lists, a slide of two cards and more: five slots for pictures, each with words of its own.
export const PROMPT = [
  "Farm solar investor pitch, 8 slides.",
  "## The problem",
  "- Diesel pumps cost farms 9,000 euros a year",
  "- Prices rose 30% since 2022",
  "## Our answer",
  "- Solar pumps on a lease",
  "- No money down",
  "## How it works",
  "- We install in two days",
  "- We maintain for ten years",
  "## Traction",
  "- 120 farms signed",
  "- 4.8 of 5 from farmers",
  "## The team",
  "- Ana Lima, engineer",
  "- Kenji Sato, finance",
  "## The ask",
  "- 2 million euros",
  "- 18 months of runway",
].join("\n");
