// A names line of meeting notes ("Attendees: Anna Weber, Tom Price", "出席者：田中、佐藤"): people, not a point or a takeaway.
import { isPersonName } from "../../reading/person.js";
import { splitLabel } from "../../reading/segment.js";

export interface NamesLine {
  /** The label as written: "Attendees", "Anwesend", "出席者". */
  label: string;
  /** Each person as written, with a role given in brackets: "Anna Weber (PM)" → Anna Weber · PM. */
  people: Person[];
}

export interface Person {
  name: string;
  role?: string;
}

// Minutes label the people present; a lexicon, since "Topics: Pricing, Hiring" has the same shape as a list of names.
const PEOPLE_LABEL =
  /^(?:attendees|attending|participants|present|in attendance|invitees|apologies|absent|teilnehmer(?:innen|:innen|\*innen)?|teilnehmende|anwesend|anwesende|abwesend|entschuldigt|présents?|présentes?|participants?|excusés?|absents?|asistentes|participantes|presentes|ausentes?|partecipanti|presenti|assenti|assente|aanwezig|aanwezigen|deelnemers|afwezig|出席者|参加者|欠席者|欠席|出席|参会人员|参会人|参会者|参会|参加|与会者|出席人员|列席|缺席|الحضور|المشاركون|الغائبون)$/iu;
const SEPARATOR = /\s*[,;、，；]\s*|\s+(?:and|und|et|y|e|en|&)\s+/u;
const CJK_NAME = /^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}・·]{1,6}$/u;
const WITH_ROLE = /^(.+?)\s*[(（]([^()（）]{1,60})[)）]$/u;

/** Whether a label names the people present: "Attendees", "Anwesend", "出席者". */
export const isPeopleLabel = (label: string): boolean => PEOPLE_LABEL.test(label.trim());

/** The people a list of names gives ("Anna Weber (PM), Tom Price"), or null when one of its parts is no name. */
export function peopleOf(body: string): Person[] | null {
  const people = body
    .trim()
    .replace(/[.。]$/u, "")
    .split(SEPARATOR)
    .filter(Boolean)
    .map((part) => {
      const m = WITH_ROLE.exec(part.trim());
      return m ? { name: m[1]!.trim(), role: m[2]!.trim() } : { name: part.trim() };
    });
  return people.length && people.length <= 8 && people.every((p) => isPersonName(p.name) || CJK_NAME.test(p.name))
    ? people
    : null;
}

/** The people a "Label: names" line lists, or null when the line is something else. */
export function namesLine(line: string): NamesLine | null {
  const { label, body } = splitLabel(line.trim(), 30);
  if (!label || !isPeopleLabel(label)) return null;
  const people = peopleOf(body);
  return people ? { label: label.trim(), people } : null;
}
