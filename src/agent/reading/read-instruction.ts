// A revision instruction read as clauses, each an intent the builtin can carry out: add, remove, shorten, move, swap,
// rename, retitle or change a text or number. What it cannot read stays an "unknown" clause, reported as such.

import type { Intent, Onto, Position, Unit } from "./instruction-intent.js";

const VERBS =
  "add|insert|include|append|remove|delete|drop|cut|take out|get rid of|shorten|trim|condense|tighten|make|move|put|place|swap|switch|rename|retitle|call|change|update|set|replace|correct|reduce|keep";
const COUNT_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  another: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};
const DOC_NOUNS = "document|doc|deck|spreadsheet|sheet|workbook|presentation|file|report";
const DOC_WORDS = `(?:it|this|the (?:${DOC_NOUNS}))\\b`;

/** The instruction's clauses: split at sentence ends and at "and"/"then"/commas that start a new verb, never inside quotes. */
export function splitClauses(instruction: string): string[] {
  const quoted: string[] = [];
  const masked = instruction.replace(
    /["“][^"”]*["”]|'[^']{2,}'(?=[\s,.;]|$)/g,
    (m) => `\u0000${quoted.push(m) - 1}\u0000`,
  );
  const boundary = new RegExp(
    `[.;!?\\n]+(?=\\s|$)|,?\\s+(?:and\\s+)?then\\s+|,?\\s+and\\s+(?=(?:${VERBS})\\b)|,\\s*(?=(?:${VERBS})\\b)`,
    "i",
  );
  return masked
    .split(boundary)
    .map((c) =>
      c
        .replace(/\u0000(\d+)\u0000/g, (_, i: string) => quoted[Number(i)]!)
        .trim()
        .replace(/^(?:please|also|and|then|finally|next)\s+/i, "")
        .replace(/[\s,]+$/, ""),
    )
    .filter((c) => c.length > 0);
}

/** A title as written: the quoted text when quoted, else the words with trailing punctuation removed. */
export function cleanTitle(text: string): string {
  const q =
    /^\s*:?\s*["“'„«「『]\s*(?<title>[^"”“»」』]+?)\s*["”“'»」』]\s*[.!]?\s*$/.exec(text) ??
    /^\s*:?\s*["“„«「『]\s*(?<title>[^"”“»」』]+?)\s*["”“»」』]/.exec(text);
  return (q ? q.groups!.title! : text)
    .trim()
    .replace(/^:\s*/, "")
    .replace(/[.!]+$/, "")
    .trim();
}

function countOf(word: string | undefined): number {
  if (!word) return 1;
  return /^\d+$/.test(word) ? Number(word) : (COUNT_WORDS[word.toLowerCase()] ?? 1);
}

const UNIT_OF: Record<string, Unit> = {
  slide: "slide",
  page: "slide",
  section: "section",
  chapter: "section",
  paragraph: "section",
  part: "section",
  tab: "tab",
  sheet: "tab",
  worksheet: "tab",
  row: "row",
  line: "row",
};

const POSITION =
  /\s+(?:(?:right\s+|just\s+)?(?<side>after|before|behind|ahead of|following)\s+(?<ref>.+)|(?:at|to)\s+the\s+(?<edge>end|start|beginning|front|back|top|bottom)(?:\s+of\s+.+)?|(?:at|to)\s+(?:position|place|slide|section)\s+(?<place>\d+)|as\s+(?:the\s+)?(?<ordinal>first|last|\d+(?:st|nd|rd|th))(?:\s+(?:slide|section|tab))?|(?<alone>first|last))$/i;

/** A trailing position phrase ("after the agenda", "at the end", "to place 3", "first") and the words before it. */
export function splitPosition(text: string): { rest: string; position: Position | null } {
  const m = POSITION.exec(text);
  if (!m) return { rest: text, position: null };
  const rest = text.slice(0, m.index).trim();
  const { side, ref, edge, place, ordinal, alone } = m.groups!;
  if (side)
    return {
      rest,
      position: /after|behind|following/i.test(side)
        ? { at: "after", ref: ref!.trim() }
        : { at: "before", ref: ref!.trim() },
    };
  if (edge) return { rest, position: /end|back|bottom/i.test(edge) ? { at: "end" } : { at: "start" } };
  if (place) return { rest, position: { at: "place", place: Number(place) } };
  const word = (ordinal ?? alone)!.toLowerCase();
  if (word === "first") return { rest, position: { at: "start" } };
  if (word === "last") return { rest, position: { at: "end" } };
  return { rest, position: { at: "place", place: parseInt(word, 10) } };
}

const GROUP =
  /\s+(?:to|under|in|into|among)\s+(?:the\s+)?(?<group>income|revenue|sales|costs?|expenses?|spending)(?:\s+(?:group|section|lines|rows))?$/i;

/** "another", "one more", "a second", "an extra", "two more": a part asked for in addition to one that may be there. */
const ANOTHER =
  /^(?:another|one\s+more|(?:a|an)\s+(?:second|additional|further|extra|separate)|second|additional|extra|(?<count>\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(?:more|additional|extra|further))\s+/i;
const SEPARATOR = /\s*[:：]\s*|\s+[—–-]\s+|\s+(?:including|covering|listing|mentioning|noting|saying)\s+(?:that\s+)?/i;

/** The points a clause gives: "a, b and c", "a; b", "a、b" → one each; a single phrase stays whole ("research and development"). */
function pointsIn(text: string): string[] {
  const listed = /[,;，；、]/.test(text);
  const items = listed ? text.split(/\s*[;；、，]\s*|\s*,\s+(?:and\s+)?|\s+and\s+(?=[^,]*$)/i) : [text];
  return items
    .map((p) =>
      p
        .trim()
        .replace(/[.。]+$/u, "")
        .trim(),
    )
    .filter(Boolean);
}

/** A topic split into its subject and the points it gives: "risks: supplier delays, rising costs", "risks with costs up 20%". */
export function subjectAndPoints(topic: string): { subject: string; points: string[] } {
  const t = topic.trim();
  const quoted = /^["“'„«「『]\s*(?<subject>[^"”“'»」』]+?)\s*["”“'»」』]\s*(?<after>.*)$/.exec(t);
  if (quoted) {
    const { subject, after } = quoted.groups!;
    const rest = after!.replace(/^(?:[:：]|[—–-]|including|covering|listing|with)\s*/i, "");
    return { subject: subject!.trim(), points: rest && rest !== after!.trim() ? pointsIn(rest) : [] };
  }
  const sep = SEPARATOR.exec(t) ?? /\s+with\s+(?=.*\d)/i.exec(t);
  if (!sep || sep.index === 0) return { subject: cleanTitle(t), points: [] };
  const points = pointsIn(t.slice(sep.index + sep[0].length));
  return points.length
    ? { subject: cleanTitle(t.slice(0, sep.index)), points }
    : { subject: cleanTitle(t), points: [] };
}

/** "tariff changes to the Risks slide", "labour shortage under Risks": the points, then the part they go to. */
const ONTO =
  /^(?<points>.+?)\s+(?:to|under|into|onto|in|on)\s+(?:the\s+)?(?!(?:end|start|beginning|top|bottom|front|back|deck|doc|document|sheet|presentation|report|it)\b)(?<target>.+?)(?:\s+(?:slide|section|page|part|list|chapter))?$/i;
const UNIT_START =
  /^(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|another|new|short|closing|final|agenda|summary)\s+)*(?:slide|page|section|chapter|paragraph|part|tab|sheet|worksheet|row|line|agenda|table of contents)s?\b/i;

/** An article before the points, in the languages instructions are rewritten from ("la pénurie …", "a falta de …"). */
const ARTICLE =
  /^(?:the|a|an|la|le|les|l['’]|un|une|des|el|los|las|una|unos|unas|o|os|as|um|uma|il|lo|gli|i|uno|der|die|das|den|dem|ein|eine|einen|de|het|een)\s*(?<=\s|['’])/iu;

function ontoOf(text: string): Onto | undefined {
  const m = ONTO.exec(text.trim());
  if (!m) return undefined;
  const { points: written, target } = m.groups!;
  if (UNIT_START.test(written!) || ANOTHER.test(written!) || /[:：]/u.test(written!)) return undefined;
  const points = pointsIn(cleanTitle(written!.replace(ARTICLE, "")));
  return points.length ? { target: cleanTitle(target!), points } : undefined;
}

function readAdd(text: string): Intent {
  const add = readAddParts(text);
  if (add.do !== "add" || add.into) return add;
  const onto = ontoOf(text);
  return onto ? { ...add, onto } : add;
}

function readAddParts(text: string): Intent {
  const grouped = GROUP.exec(text);
  const group: "income" | "costs" | null = grouped
    ? /^(?:income|revenue|sales)$/i.test(grouped.groups!.group!)
      ? "income"
      : "costs"
    : null;
  const rest = grouped ? text.slice(0, grouped.index) : text;
  // "add to the risks slide: supplier delays": points for a part that is there.
  const onto = /^(?:to|into|onto)\s+(?<target>.+?)\s*[:：]\s*(?<points>.+)$/i.exec(rest);
  if (onto) {
    const { target, points } = onto.groups!;
    return {
      do: "add",
      unit: null,
      count: 1,
      role: null,
      topic: "",
      points: pointsIn(points!),
      whole: "",
      another: false,
      position: null,
      into: cleanTitle(target!),
      group,
    };
  }
  // "a slide on hiring after the risks: 40 installers, 6 project managers": the points follow the place.
  const placed = /^(?<head>.+?)\s*[:：]\s*(?<points>.+)$/u.exec(rest);
  const head = placed ? splitPosition(placed.groups!.head!) : null;
  if (placed && head?.position && head.rest) {
    const part = readAdd(head.rest);
    if (part.do === "add" && part.topic)
      return { ...part, points: pointsIn(placed.groups!.points!), position: head.position, group: part.group ?? group };
  }
  const into = /\s+(?:to|on|in|into)\s+(?:the\s+)?(?<tab>["“'][^"”']+["”']|[\w\s-]+?)\s+(?:tab|sheet|worksheet)$/i.exec(
    rest,
  );
  let body = into ? rest.slice(0, into.index) : rest;
  const { rest: withoutPosition, position } = splitPosition(
    body.replace(/\s+to\s+(?:it|the\s+(?:deck|doc|document|sheet|presentation|report))$/i, ""),
  );
  const again = ANOTHER.exec(withoutPosition);
  body = again ? `${again.groups!.count ?? "a"} ${withoutPosition.slice(again[0].length)}` : withoutPosition;
  const base = { position, into: into ? cleanTitle(into.groups!.tab!) : null, group, another: !!again };
  const unit =
    /^(?:(?<count>a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+)?(?:new\s+|short\s+)?(?:(?<qualifier>closing|final|agenda|summary|conclusion)\s+)?(?<noun>slide|page|section|chapter|paragraph|part|tab|sheet|worksheet|row|line)s?\b\s*(?<topic>.*)$/i.exec(
      body,
    );
  const stripTopic = (t: string) =>
    t.replace(
      /^(?:on|about|for|covering|that covers|with|called|titled|named|explaining|describing|to cover|:)\s+/i,
      "",
    );
  const topicOf = (raw: string) => ({ ...subjectAndPoints(stripTopic(raw)), whole: cleanTitle(stripTopic(raw)) });
  if (!unit) {
    const agenda = /^(?:an?\s+)?(agenda|table of contents)$/i.test(body.trim());
    // "a risks slide": the part's noun after its subject.
    const named = /^(?<subject>.+?)\s+(?<noun>slide|page|section|chapter|tab|sheet|worksheet|row)s?$/i.exec(
      body.replace(/^(?:an?|the|some|new)\s+/i, "").trim(),
    );
    const { subject, points, whole } = topicOf(
      named ? named.groups!.subject! : body.replace(/^(?:an?|the|some)\s+/i, ""),
    );
    return {
      do: "add",
      unit: named ? UNIT_OF[named.groups!.noun!.toLowerCase()]! : null,
      count: 1,
      role: agenda ? "agenda" : null,
      topic: agenda ? "" : subject,
      points: agenda ? [] : points,
      whole: agenda ? "" : whole,
      ...base,
    };
  }
  const { count, noun, topic } = unit.groups!;
  const qualifier = unit.groups!.qualifier?.toLowerCase();
  const role = qualifier === "closing" || qualifier === "final" ? "closing" : qualifier === "agenda" ? "agenda" : null;
  const named = topicOf(topic ?? "");
  const fallback =
    qualifier === "summary" || qualifier === "conclusion" ? qualifier.charAt(0).toUpperCase() + qualifier.slice(1) : "";
  return {
    do: "add",
    unit: UNIT_OF[noun!.toLowerCase()]!,
    count: Math.min(10, countOf(count)),
    role,
    topic: named.subject || fallback,
    points: named.points,
    whole: named.whole || fallback,
    ...base,
  };
}

const ALL = new RegExp(`^(?:${DOC_WORDS}|everything|all(?: (?:the )?(?:slides|sections))?|the whole thing)$`, "i");
const TO_COUNT =
  /\s*(?:down\s+)?to\s+(?<count>\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:slides|sections|pages|tabs)$/i;

function readShorten(target: string): Intent {
  const count = TO_COUNT.exec(target);
  const rest = (count ? target.slice(0, count.index) : target).trim();
  return {
    do: "shorten",
    target: !rest || ALL.test(rest) ? null : rest,
    toCount: count ? countOf(count.groups!.count) : null,
  };
}

/** "slides 3 and 4", "slides 2, 5", "the risks and the customers slides" → one phrase per part. */
function targetsOf(text: string): string[] {
  const numbered = /^(?<nouns>slides|sections|tabs|rows)\s+(?<numbers>[\d,\s]+(?:and\s+\d+)?)$/i.exec(
    text.trim().replace(/^(?:the|die|der|den|les|la|le|los|las|el|os|as|o|i|gli|de|het)\s+/i, ""),
  );
  if (numbered) {
    const { nouns, numbers } = numbered.groups!;
    return numbers!
      .split(/,|\band\b/)
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => `${nouns!.replace(/s$/i, "")} ${n}`);
  }
  return [text.trim()];
}

/** The agenda by its names in the languages instructions are rewritten from. */
const AGENDA =
  "agenda|table of contents|contents|overview slide|tagesordnung|inhaltsverzeichnis|inhalt|ordre du jour|sommaire|orden del día|índice|pauta|sumário|ordine del giorno|indice|sommario|inhoudsopgave|アジェンダ|目次|议程|目录|جدول الأعمال";
const AGENDA_SYNC = new RegExp(
  `^(?:update|refresh|sync|fix|redo|regenerate|rebuild|correct|change|set|aktualisiere|aktualisieren|aktualisier|erneuere|(?:mets|mettez|set)\\s+à\\s+jour|actualise|actualisez|actualiza|actualice|atualize|atualiza|aggiorna|aggiorni|werk|vernieuw)\\s+(?:the\\s+|die\\s+|den\\s+|l['’]|le\\s+|la\\s+|el\\s+|o\\s+|a\\s+|il\\s+|de\\s+|het\\s+)?(?:${AGENDA})(?:\\s+(?:slide|page|folie|diapositive|diapositiva|dia))?(?:\\s+bij)?(?:\\s+(?:to\\s+match|so\\s+(?:that\\s+)?it\\s+matches|in\\s+line\\s+with|with|from|after|to)\\s+.*)?$`,
  "iu",
);

export function readClause(clause: string): Intent {
  const c = clause.trim();
  let m: RegExpExecArray | null;
  if (
    AGENDA_SYNC.test(c) ||
    /^(?:アジェンダ|目次)を(?:更新|最新に|直)|^(?:请)?(?:更新|刷新)(?:一下)?(?:议程|目录)|^(?:حدّث|حدث)\s+جدول\s+الأعمال/u.test(
      c,
    )
  )
    return { do: "agenda" };
  if (
    (m = new RegExp(
      `^(?:rename|retitle|call|title|name)\\s+(?:${DOC_WORDS})\\s*(?:to|as|:)?\\s*(?<title>.+)$`,
      "i",
    ).exec(c))
  )
    return { do: "retitle", title: cleanTitle(m.groups!.title!) };
  if (
    (m = new RegExp(
      `^(?:change|set|update)\\s+the\\s+(?:(?:${DOC_NOUNS})(?:'s)?\\s+)?(?:main\\s+)?title(?:\\s+of\\s+(?:it|the\\s+(?:${DOC_NOUNS})))?\\s+to\\s*:?\\s*(?<title>.+)$`,
      "i",
    ).exec(c))
  )
    return { do: "retitle", title: cleanTitle(m.groups!.title!) };
  if (
    (m = /^(?:change|set|update)\s+the\s+(?:title|heading|name)\s+of\s+(?<target>.+?)\s+to\s*:?\s*(?<title>.+)$/i.exec(
      c,
    ))
  ) {
    return { do: "rename", target: m.groups!.target!, title: cleanTitle(m.groups!.title!) };
  }
  if ((m = /^(?:rename|retitle)\s+(?<target>.+?)\s+(?:to|as)\s*:?\s*(?<title>.+)$/i.exec(c))) {
    return { do: "rename", target: m.groups!.target!, title: cleanTitle(m.groups!.title!) };
  }
  if ((m = /^call\s+(?<target>the\s+.+?)\s+(?<title>["“].+["”])$/i.exec(c))) {
    return { do: "rename", target: m.groups!.target!, title: cleanTitle(m.groups!.title!) };
  }
  if ((m = /^(?:add|insert|include|append)\s+(?<what>.+)$/i.exec(c))) return readAdd(m.groups!.what!);
  if (
    (m =
      /^(?:cut|trim|reduce|shorten|condense|keep)\s+(?<target>.*?)(?:\s+down)?(?<toCount>\s+to\s+\S+\s+(?:slides|sections|pages|tabs))$/i.exec(
        c,
      ))
  ) {
    return readShorten(`${m.groups!.target}${m.groups!.toCount}`);
  }
  if ((m = /^(?:remove|delete|drop|cut|take\s+out|get\s+rid\s+of|lose)\s+(?<targets>.+)$/i.exec(c))) {
    return { do: "remove", targets: targetsOf(m.groups!.targets!) };
  }
  if ((m = /^(?:shorten|trim|condense|tighten|cut\s+down)\s*(?<target>.*)$/i.exec(c)))
    return readShorten(m.groups!.target!);
  if ((m = /^make\s+(?<target>.+?)\s+(?:shorter|more\s+concise|briefer|tighter|less\s+wordy)$/i.exec(c)))
    return readShorten(m.groups!.target!);
  if ((m = /^(?:swap|switch|exchange)\s+(?<a>.+?)\s+(?:and|with)\s+(?<b>.+)$/i.exec(c)))
    return { do: "swap", a: m.groups!.a!, b: m.groups!.b! };
  if ((m = /^(?:move|put|place|bring)\s+(?<what>.+)$/i.exec(c))) {
    const { rest, position } = splitPosition(m.groups!.what!);
    if (position && rest) return { do: "move", target: rest, position };
  }
  // "put labour shortage under Risks", "list X on the risks slide": points for that part, else a part of their own.
  if (
    (m =
      /^(?:put|place|list|note)\s+(?<points>.+?)\s+(?:under|in|on|into|onto|to)\s+(?:the\s+)?(?<target>.+?)(?:\s+(?:slide|section|page|part|list))?$/i.exec(
        c,
      ))
  ) {
    const { points, target } = m.groups!;
    const onto = ontoOf(`${points} to ${target}`);
    if (onto)
      return {
        do: "add",
        unit: null,
        count: 1,
        role: null,
        topic: cleanTitle(target!),
        points: onto.points,
        whole: cleanTitle(target!),
        another: false,
        position: null,
        into: null,
        group: null,
        onto,
      };
  }
  if ((m = /^(?:change|replace|correct|fix)\s+(?<from>.+?)\s+(?:to|with|into|→|->)\s+(?<to>.+)$/i.exec(c))) {
    return { do: "change", from: m.groups!.from!, to: cleanTitle(m.groups!.to!), how: "replace" };
  }
  if ((m = /^(?:set|update|make)\s+(?<from>.+?)\s+(?:to|at|=)\s+(?<to>.+)$/i.exec(c))) {
    return { do: "change", from: m.groups!.from!, to: cleanTitle(m.groups!.to!), how: "set" };
  }
  if ((m = /^(?<label>.+?)\s+(?:is|was|were|are|should be)\s+(?<to>.*\d.*?),?\s+not\s+(?<from>.*\d.*)$/i.exec(c))) {
    return { do: "change", from: m.groups!.from!.trim(), to: m.groups!.to!.trim(), how: "replace" };
  }
  if (
    (m =
      /^(?<from>.+?)\s+(?:is|was|were|came in at|reached|totalled|totaled)\s+(?<to>\S*\d[\d.,]*\S*(?:\s+(?:million|billion|thousand|k|m|bn|percent|%))?)$/i.exec(
        c,
      ))
  ) {
    return { do: "change", from: m.groups!.from!, to: m.groups!.to!, how: "set" };
  }
  return { do: "unknown", text: c };
}

export function readInstruction(instruction: string): Intent[] {
  return splitClauses(instruction).map(readClause);
}
