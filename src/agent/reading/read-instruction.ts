// A revision instruction read as clauses, each an intent the builtin can carry out: add, remove, shorten, move, swap,
// rename, retitle or change a text or number. What it cannot read stays an "unknown" clause, reported as such.

export type Unit = "slide" | "section" | "tab" | "row";

export type Position =
  | { at: "start" }
  | { at: "end" }
  | { at: "before"; ref: string }
  | { at: "after"; ref: string }
  | { at: "place"; place: number };

/** "add tariff changes to the Risks slide", "put X under Risks": points for the part named, when the document has it. */
export interface Onto {
  target: string;
  points: string[];
}

export type Intent =
  | { do: "retitle"; title: string }
  | { do: "rename"; target: string; title: string }
  /**
   * `topic` is the new part's subject and `points` what the instruction says it holds ("risks: supplier delays");
   * `whole` is the topic as written before that split; `another` asks for a second part even when one is there already;
   * `into` names an existing part to add the points to ("add to the risks slide: …", "add a row to the Budget tab").
   */
  | { do: "add"; unit: Unit | null; count: number; role: "closing" | "agenda" | null; topic: string; points: string[]; whole: string; another: boolean; position: Position | null; into: string | null; group: "income" | "costs" | null; onto?: Onto }
  | { do: "remove"; targets: string[] }
  | { do: "shorten"; target: string | null; toCount: number | null }
  | { do: "move"; target: string; position: Position }
  | { do: "swap"; a: string; b: string }
  /** "change X to Y" replaces the text X; "set X to Y" (and "X was Y") puts the value Y where the label X is. */
  | { do: "change"; from: string; to: string; how: "replace" | "set" }
  /** "update the agenda to match the slides": the agenda lists the slides as they are. */
  | { do: "agenda" }
  | { do: "unknown"; text: string };

const VERBS = "add|insert|include|append|remove|delete|drop|cut|take out|get rid of|shorten|trim|condense|tighten|make|move|put|place|swap|switch|rename|retitle|call|change|update|set|replace|correct|reduce|keep";
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, another: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const DOC_NOUNS = "document|doc|deck|spreadsheet|sheet|workbook|presentation|file|report";
const DOC_WORDS = `(?:it|this|the (?:${DOC_NOUNS}))\\b`;

/** The instruction's clauses: split at sentence ends and at "and"/"then"/commas that start a new verb, never inside quotes. */
export function splitClauses(instruction: string): string[] {
  const quoted: string[] = [];
  const masked = instruction.replace(/["“][^"”]*["”]|'[^']{2,}'(?=[\s,.;]|$)/g, (m) => `\u0000${quoted.push(m) - 1}\u0000`);
  const boundary = new RegExp(`[.;!?\\n]+(?=\\s|$)|,?\\s+(?:and\\s+)?then\\s+|,?\\s+and\\s+(?=(?:${VERBS})\\b)|,\\s*(?=(?:${VERBS})\\b)`, "i");
  return masked
    .split(boundary)
    .map((c) => c.replace(/\u0000(\d+)\u0000/g, (_, i: string) => quoted[Number(i)]!).trim().replace(/^(?:please|also|and|then|finally|next)\s+/i, "").replace(/[\s,]+$/, ""))
    .filter((c) => c.length > 0);
}

/** A title as written: the quoted text when quoted, else the words with trailing punctuation removed. */
export function cleanTitle(text: string): string {
  const q = /^\s*:?\s*["“'„«「『]\s*([^"”“»」』]+?)\s*["”“'»」』]\s*[.!]?\s*$/.exec(text) ?? /^\s*:?\s*["“„«「『]\s*([^"”“»」』]+?)\s*["”“»」』]/.exec(text);
  return (q ? q[1]! : text).trim().replace(/^:\s*/, "").replace(/[.!]+$/, "").trim();
}

function countOf(word: string | undefined): number {
  if (!word) return 1;
  return /^\d+$/.test(word) ? Number(word) : (COUNT_WORDS[word.toLowerCase()] ?? 1);
}

const UNIT_OF: Record<string, Unit> = { slide: "slide", page: "slide", section: "section", chapter: "section", paragraph: "section", part: "section", tab: "tab", sheet: "tab", worksheet: "tab", row: "row", line: "row" };

const POSITION = /\s+(?:(?:right\s+|just\s+)?(after|before|behind|ahead of|following)\s+(.+)|(?:at|to)\s+the\s+(end|start|beginning|front|back|top|bottom)(?:\s+of\s+.+)?|(?:at|to)\s+(?:position|place|slide|section)\s+(\d+)|as\s+(?:the\s+)?(first|last|\d+(?:st|nd|rd|th))(?:\s+(?:slide|section|tab))?|(first|last))$/i;

/** A trailing position phrase ("after the agenda", "at the end", "to place 3", "first") and the words before it. */
export function splitPosition(text: string): { rest: string; position: Position | null } {
  const m = POSITION.exec(text);
  if (!m) return { rest: text, position: null };
  const rest = text.slice(0, m.index).trim();
  if (m[1]) return { rest, position: /after|behind|following/i.test(m[1]) ? { at: "after", ref: m[2]!.trim() } : { at: "before", ref: m[2]!.trim() } };
  if (m[3]) return { rest, position: /end|back|bottom/i.test(m[3]) ? { at: "end" } : { at: "start" } };
  if (m[4]) return { rest, position: { at: "place", place: Number(m[4]) } };
  const word = (m[5] ?? m[6])!.toLowerCase();
  if (word === "first") return { rest, position: { at: "start" } };
  if (word === "last") return { rest, position: { at: "end" } };
  return { rest, position: { at: "place", place: parseInt(word, 10) } };
}

const GROUP = /\s+(?:to|under|in|into|among)\s+(?:the\s+)?(income|revenue|sales|costs?|expenses?|spending)(?:\s+(?:group|section|lines|rows))?$/i;

/** "another", "one more", "a second", "an extra", "two more": a part asked for in addition to one that may be there. */
const ANOTHER = /^(?:another|one\s+more|(?:a|an)\s+(?:second|additional|further|extra|separate)|second|additional|extra|(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:more|additional|extra|further))\s+/i;
const SEPARATOR = /\s*[:：]\s*|\s+[—–-]\s+|\s+(?:including|covering|listing|mentioning|noting|saying)\s+(?:that\s+)?/i;

/** The points a clause gives: "a, b and c", "a; b", "a、b" → one each; a single phrase stays whole ("research and development"). */
function pointsIn(text: string): string[] {
  const listed = /[,;，；、]/.test(text);
  const items = listed ? text.split(/\s*[;；、，]\s*|\s*,\s+(?:and\s+)?|\s+and\s+(?=[^,]*$)/i) : [text];
  return items.map((p) => p.trim().replace(/[.。]+$/u, "").trim()).filter(Boolean);
}

/** A topic split into its subject and the points it gives: "risks: supplier delays, rising costs", "risks with costs up 20%". */
export function subjectAndPoints(topic: string): { subject: string; points: string[] } {
  const t = topic.trim();
  const quoted = /^["“'„«「『]\s*([^"”“'»」』]+?)\s*["”“'»」』]\s*(.*)$/.exec(t);
  if (quoted) {
    const rest = quoted[2]!.replace(/^(?:[:：]|[—–-]|including|covering|listing|with)\s*/i, "");
    return { subject: quoted[1]!.trim(), points: rest && rest !== quoted[2]!.trim() ? pointsIn(rest) : [] };
  }
  const sep = SEPARATOR.exec(t) ?? /\s+with\s+(?=.*\d)/i.exec(t);
  if (!sep || sep.index === 0) return { subject: cleanTitle(t), points: [] };
  const points = pointsIn(t.slice(sep.index + sep[0].length));
  return points.length ? { subject: cleanTitle(t.slice(0, sep.index)), points } : { subject: cleanTitle(t), points: [] };
}

/** "tariff changes to the Risks slide", "labour shortage under Risks": the points, then the part they go to. */
const ONTO = /^(.+?)\s+(?:to|under|into|onto|in|on)\s+(?:the\s+)?(?!(?:end|start|beginning|top|bottom|front|back|deck|doc|document|sheet|presentation|report|it)\b)(.+?)(?:\s+(?:slide|section|page|part|list|chapter))?$/i;
const UNIT_START = /^(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|another|new|short|closing|final|agenda|summary)\s+)*(?:slide|page|section|chapter|paragraph|part|tab|sheet|worksheet|row|line|agenda|table of contents)s?\b/i;

/** An article before the points, in the languages instructions are rewritten from ("la pénurie …", "a falta de …"). */
const ARTICLE = /^(?:the|a|an|la|le|les|l['’]|un|une|des|el|los|las|una|unos|unas|o|os|as|um|uma|il|lo|gli|i|uno|der|die|das|den|dem|ein|eine|einen|de|het|een)\s*(?<=\s|['’])/iu;

function ontoOf(text: string): Onto | undefined {
  const m = ONTO.exec(text.trim());
  if (!m || UNIT_START.test(m[1]!) || ANOTHER.test(m[1]!) || /[:：]/u.test(m[1]!)) return undefined;
  const points = pointsIn(cleanTitle(m[1]!.replace(ARTICLE, "")));
  return points.length ? { target: cleanTitle(m[2]!), points } : undefined;
}

function readAdd(text: string): Intent {
  const add = readAddParts(text);
  if (add.do !== "add" || add.into) return add;
  const onto = ontoOf(text);
  return onto ? { ...add, onto } : add;
}

function readAddParts(text: string): Intent {
  const grouped = GROUP.exec(text);
  const group: "income" | "costs" | null = grouped ? (/^(?:income|revenue|sales)$/i.test(grouped[1]!) ? "income" : "costs") : null;
  const rest = grouped ? text.slice(0, grouped.index) : text;
  // "add to the risks slide: supplier delays": points for a part that is there.
  const onto = /^(?:to|into|onto)\s+(.+?)\s*[:：]\s*(.+)$/i.exec(rest);
  if (onto) return { do: "add", unit: null, count: 1, role: null, topic: "", points: pointsIn(onto[2]!), whole: "", another: false, position: null, into: cleanTitle(onto[1]!), group };
  // "a slide on hiring after the risks: 40 installers, 6 project managers": the points follow the place.
  const placed = /^(.+?)\s*[:：]\s*(.+)$/u.exec(rest);
  const head = placed ? splitPosition(placed[1]!) : null;
  if (placed && head?.position && head.rest) {
    const part = readAdd(head.rest);
    if (part.do === "add" && part.topic) return { ...part, points: pointsIn(placed[2]!), position: head.position, group: part.group ?? group };
  }
  const into = /\s+(?:to|on|in|into)\s+(?:the\s+)?(["“'][^"”']+["”']|[\w\s-]+?)\s+(?:tab|sheet|worksheet)$/i.exec(rest);
  let body = into ? rest.slice(0, into.index) : rest;
  const { rest: withoutPosition, position } = splitPosition(body.replace(/\s+to\s+(?:it|the\s+(?:deck|doc|document|sheet|presentation|report))$/i, ""));
  const again = ANOTHER.exec(withoutPosition);
  body = again ? `${again[1] ?? "a"} ${withoutPosition.slice(again[0].length)}` : withoutPosition;
  const base = { position, into: into ? cleanTitle(into[1]!) : null, group, another: !!again };
  const unit = /^(?:(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+)?(?:new\s+|short\s+)?(?:(closing|final|agenda|summary|conclusion)\s+)?(slide|page|section|chapter|paragraph|part|tab|sheet|worksheet|row|line)s?\b\s*(.*)$/i.exec(body);
  const stripTopic = (t: string) => t.replace(/^(?:on|about|for|covering|that covers|with|called|titled|named|explaining|describing|to cover|:)\s+/i, "");
  const topicOf = (raw: string) => ({ ...subjectAndPoints(stripTopic(raw)), whole: cleanTitle(stripTopic(raw)) });
  if (!unit) {
    const agenda = /^(?:an?\s+)?(agenda|table of contents)$/i.test(body.trim());
    // "a risks slide": the part's noun after its subject.
    const named = /^(.+?)\s+(slide|page|section|chapter|tab|sheet|worksheet|row)s?$/i.exec(body.replace(/^(?:an?|the|some|new)\s+/i, "").trim());
    const { subject, points, whole } = topicOf(named ? named[1]! : body.replace(/^(?:an?|the|some)\s+/i, ""));
    return { do: "add", unit: named ? UNIT_OF[named[2]!.toLowerCase()]! : null, count: 1, role: agenda ? "agenda" : null, topic: agenda ? "" : subject, points: agenda ? [] : points, whole: agenda ? "" : whole, ...base };
  }
  const qualifier = unit[2]?.toLowerCase();
  const role = qualifier === "closing" || qualifier === "final" ? "closing" : qualifier === "agenda" ? "agenda" : null;
  const named = topicOf(unit[4] ?? "");
  const fallback = qualifier === "summary" || qualifier === "conclusion" ? qualifier.charAt(0).toUpperCase() + qualifier.slice(1) : "";
  return { do: "add", unit: UNIT_OF[unit[3]!.toLowerCase()]!, count: Math.min(10, countOf(unit[1])), role, topic: named.subject || fallback, points: named.points, whole: named.whole || fallback, ...base };
}

const ALL = new RegExp(`^(?:${DOC_WORDS}|everything|all(?: (?:the )?(?:slides|sections))?|the whole thing)$`, "i");
const TO_COUNT = /\s*(?:down\s+)?to\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:slides|sections|pages|tabs)$/i;

function readShorten(target: string): Intent {
  const count = TO_COUNT.exec(target);
  const rest = (count ? target.slice(0, count.index) : target).trim();
  return { do: "shorten", target: !rest || ALL.test(rest) ? null : rest, toCount: count ? countOf(count[1]) : null };
}

/** "slides 3 and 4", "slides 2, 5", "the risks and the customers slides" → one phrase per part. */
function targetsOf(text: string): string[] {
  const numbered = /^(slides|sections|tabs|rows)\s+([\d,\s]+(?:and\s+\d+)?)$/i.exec(text.trim().replace(/^(?:the|die|der|den|les|la|le|los|las|el|os|as|o|i|gli|de|het)\s+/i, ""));
  if (numbered) return numbered[2]!.split(/,|\band\b/).map((n) => n.trim()).filter(Boolean).map((n) => `${numbered[1]!.replace(/s$/i, "")} ${n}`);
  return [text.trim()];
}

/** The agenda by its names in the languages instructions are rewritten from. */
const AGENDA = "agenda|table of contents|contents|overview slide|tagesordnung|inhaltsverzeichnis|inhalt|ordre du jour|sommaire|orden del día|índice|pauta|sumário|ordine del giorno|indice|sommario|inhoudsopgave|アジェンダ|目次|议程|目录|جدول الأعمال";
const AGENDA_SYNC = new RegExp(`^(?:update|refresh|sync|fix|redo|regenerate|rebuild|correct|change|set|aktualisiere|aktualisieren|aktualisier|erneuere|(?:mets|mettez|set)\\s+à\\s+jour|actualise|actualisez|actualiza|actualice|atualize|atualiza|aggiorna|aggiorni|werk|vernieuw)\\s+(?:the\\s+|die\\s+|den\\s+|l['’]|le\\s+|la\\s+|el\\s+|o\\s+|a\\s+|il\\s+|de\\s+|het\\s+)?(?:${AGENDA})(?:\\s+(?:slide|page|folie|diapositive|diapositiva|dia))?(?:\\s+bij)?(?:\\s+(?:to\\s+match|so\\s+(?:that\\s+)?it\\s+matches|in\\s+line\\s+with|with|from|after|to)\\s+.*)?$`, "iu");

export function readClause(clause: string): Intent {
  const c = clause.trim();
  let m: RegExpExecArray | null;
  if (AGENDA_SYNC.test(c) || /^(?:アジェンダ|目次)を(?:更新|最新に|直)|^(?:请)?(?:更新|刷新)(?:一下)?(?:议程|目录)|^(?:حدّث|حدث)\s+جدول\s+الأعمال/u.test(c)) return { do: "agenda" };
  if ((m = new RegExp(`^(?:rename|retitle|call|title|name)\\s+(?:${DOC_WORDS})\\s*(?:to|as|:)?\\s*(.+)$`, "i").exec(c))) return { do: "retitle", title: cleanTitle(m[1]!) };
  if ((m = new RegExp(`^(?:change|set|update)\\s+the\\s+(?:(?:${DOC_NOUNS})(?:'s)?\\s+)?(?:main\\s+)?title(?:\\s+of\\s+(?:it|the\\s+(?:${DOC_NOUNS})))?\\s+to\\s*:?\\s*(.+)$`, "i").exec(c))) return { do: "retitle", title: cleanTitle(m[1]!) };
  if ((m = /^(?:change|set|update)\s+the\s+(?:title|heading|name)\s+of\s+(.+?)\s+to\s*:?\s*(.+)$/i.exec(c))) return { do: "rename", target: m[1]!, title: cleanTitle(m[2]!) };
  if ((m = /^(?:rename|retitle)\s+(.+?)\s+(?:to|as)\s*:?\s*(.+)$/i.exec(c))) return { do: "rename", target: m[1]!, title: cleanTitle(m[2]!) };
  if ((m = /^call\s+(the\s+.+?)\s+(["“].+["”])$/i.exec(c))) return { do: "rename", target: m[1]!, title: cleanTitle(m[2]!) };
  if ((m = /^(?:add|insert|include|append)\s+(.+)$/i.exec(c))) return readAdd(m[1]!);
  if ((m = /^(?:cut|trim|reduce|shorten|condense|keep)\s+(.*?)(?:\s+down)?(\s+to\s+\S+\s+(?:slides|sections|pages|tabs))$/i.exec(c))) return readShorten(`${m[1]}${m[2]}`);
  if ((m = /^(?:remove|delete|drop|cut|take\s+out|get\s+rid\s+of|lose)\s+(.+)$/i.exec(c))) return { do: "remove", targets: targetsOf(m[1]!) };
  if ((m = /^(?:shorten|trim|condense|tighten|cut\s+down)\s*(.*)$/i.exec(c))) return readShorten(m[1]!);
  if ((m = /^make\s+(.+?)\s+(?:shorter|more\s+concise|briefer|tighter|less\s+wordy)$/i.exec(c))) return readShorten(m[1]!);
  if ((m = /^(?:swap|switch|exchange)\s+(.+?)\s+(?:and|with)\s+(.+)$/i.exec(c))) return { do: "swap", a: m[1]!, b: m[2]! };
  if ((m = /^(?:move|put|place|bring)\s+(.+)$/i.exec(c))) {
    const { rest, position } = splitPosition(m[1]!);
    if (position && rest) return { do: "move", target: rest, position };
  }
  // "put labour shortage under Risks", "list X on the risks slide": points for that part, else a part of their own.
  if ((m = /^(?:put|place|list|note)\s+(.+?)\s+(?:under|in|on|into|onto|to)\s+(?:the\s+)?(.+?)(?:\s+(?:slide|section|page|part|list))?$/i.exec(c))) {
    const onto = ontoOf(`${m[1]} to ${m[2]}`);
    if (onto) return { do: "add", unit: null, count: 1, role: null, topic: cleanTitle(m[2]!), points: onto.points, whole: cleanTitle(m[2]!), another: false, position: null, into: null, group: null, onto };
  }
  if ((m = /^(?:change|replace|correct|fix)\s+(.+?)\s+(?:to|with|into|→|->)\s+(.+)$/i.exec(c))) return { do: "change", from: m[1]!, to: cleanTitle(m[2]!), how: "replace" };
  if ((m = /^(?:set|update|make)\s+(.+?)\s+(?:to|at|=)\s+(.+)$/i.exec(c))) return { do: "change", from: m[1]!, to: cleanTitle(m[2]!), how: "set" };
  if ((m = /^(.+?)\s+(?:is|was|were|are|should be)\s+(.*\d.*?),?\s+not\s+(.*\d.*)$/i.exec(c))) return { do: "change", from: m[3]!.trim(), to: m[2]!.trim(), how: "replace" };
  if ((m = /^(.+?)\s+(?:is|was|were|came in at|reached|totalled|totaled)\s+(\S*\d[\d.,]*\S*(?:\s+(?:million|billion|thousand|k|m|bn|percent|%))?)$/i.exec(c))) return { do: "change", from: m[1]!, to: m[2]!, how: "set" };
  return { do: "unknown", text: c };
}

export function readInstruction(instruction: string): Intent[] {
  return splitClauses(instruction).map(readClause);
}
