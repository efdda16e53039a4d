// Common business words in the ten languages the composer reads, each row a subject and the Lucide icons that show it.
// Words are written as people write them (base form and the plurals stemming would not reach); icon-match.ts lowercases,
// strips accents and inflection endings, and reads German and Dutch compounds ("Mehlpreise" → mehl + preise).
// The subjects are in six files by sense; their order here is the order icon-match.ts reads and breaks ties by.
import type { IconSubject } from "./icon-subject.js";
import { MARKET_SUBJECTS } from "./icon-words-market.js";
import { MONEY_SUBJECTS } from "./icon-words-money.js";
import { OPERATIONS_SUBJECTS } from "./icon-words-operations.js";
import { PEOPLE_SUBJECTS } from "./icon-words-people.js";
import { PLANS_SUBJECTS } from "./icon-words-plans.js";
import { THINGS_SUBJECTS } from "./icon-words-things.js";

export type { IconSubject } from "./icon-subject.js";

export const ICON_SUBJECTS: IconSubject[] = [
  ...MONEY_SUBJECTS,
  ...PEOPLE_SUBJECTS,
  ...OPERATIONS_SUBJECTS,
  ...PLANS_SUBJECTS,
  ...MARKET_SUBJECTS,
  ...THINGS_SUBJECTS,
];

/**
 * Words too common or too ambiguous to match an icon's English name or tag on their own: function words of the ten
 * languages that happen to be English tags or names ("die", "car", "hat"), and words any slide uses.
 */
export const NOT_A_SUBJECT = new Set(
  (
    "the and for with from into over this that these those our your their will would can could should must may also more most " +
    "new next other others first last step steps overview summary agenda introduction conclusion general point points item items part parts " +
    "key main plan plans question questions update updates status note notes topic topics thing things way ways area areas " +
    "good great better best high low big small large full open close start end top level " +
    "der die das den dem des ein eine und oder mit für von bei auf aus hat war will kann man also mehr " +
    "le la les des une pour avec sur car par plus " +
    "el los las una con por para más sin " +
    "os as um uma com por para mais sem " +
    "il lo gli una con per più " +
    "de het een en met voor van bij op uit meer"
  ).split(" "),
);
