// A prompt read as clauses: the request (kind, counts, audience, language, subject) apart from the content the user
// states (figures with their labels, named lists, risks, priorities, dated steps, statements) and the parts they list.
import type { SourceKind } from "../../formats/model/source.js";
import { detectLanguage, type Lang } from "./language.js";
import { extractCounts, extractPeriod, type Counts, type Period } from "./prompt-facts.js";
import { audienceOf } from "./audience.js";
import { readGroup, readItem, type ContentGroup } from "./content.js";
import { hasFigure } from "./figures.js";
import { formatKind, genreKind, namedKind } from "./kind-words.js";
import { CJK_PARTS, CJK_SHOW, FILLER_LABEL, FOCUS, PARTS_LEAD, PRESENTERS_LEAD, SHOW_LEAD } from "./phrases.js";
import { roleOf } from "./roles.js";
import {
  CJK_REQUEST_END,
  cleanLabel,
  copulaList,
  isWish,
  WISH_START,
  joinContinuations,
  looksLikeParts,
  partHeadings,
  PARTS_INTRO,
  readUnit,
  REQUEST_START,
} from "./read-unit.js";
import { linesOf, listItems, sentencesOf, splitLabel, topLevelSplit } from "./segment.js";
import { subjectPhrase } from "./subject-words.js";
import { titleOf, withoutOpenBracket } from "./title.js";
import { datesIn } from "./dates.js";
import { isCourtesy, withoutGreeting } from "./courtesy.js";
import { isLayoutAsk } from "./layout-asks.js";
import { withAmountLists } from "./amount-lists.js";
import { titleFromContext } from "./context-subject.js";

export interface PromptReading {
  language: Lang;
  /** Set when the language asked for (or found) has no scaffolding, so English is used. */
  languageFallback?: string;
  /** The kind the request names, or null. */
  kind: SourceKind | null;
  /** The subject as a title, in the user's words. */
  title: string;
  audience: string | null;
  period: Period | null;
  /** Counts the request asks for ("7 slides", "4 sections"); the content's own numbers are not counts. */
  counts: Counts;
  /** The parts the user asks the output to have, in their words and order. */
  parts: string[];
  /** The content the user states, in their order. */
  groups: ContentGroup[];
  /** What the subject sentence says of the subject beside naming it ("GreenLoop, a Berlin startup that …"). */
  about: string[];
  /** The request's own sentences (the subject sentence first). */
  request: string[];
}

interface Unit {
  text: string;
  /** Bullet lines under a label line. */
  bullets?: string[];
  /** For a list item with sub-items, its indent: a later item indented no further is its sibling, not its sub-item. */
  under?: number;
}

/** Openers that name the subject without a request verb: "About X.", "Topic: X", "Something on X", "Es geht um X". */
const SUBJECT_OPENER =
  /^(?:(?:about(?!\s+\d)|topic|subject|something (?:on|about)|please cover|über|es geht um|thema|sujet|thème|quelque chose sur|à propos de|sobre|tema|algo sobre|assunto|argomento|qualcosa su|onderwerp|over(?!\s+\d)|iets over|الموضوع|عن)(?![\p{L}])|テーマ|主题|主題|关于|關於)[\s:：]*/iu;

/** The units of a prompt: its sentences, a label line (or a list item with sub-items) keeping the bullet lines below it. */
function unitsOf(prompt: string, lang: Lang): Unit[] {
  const units: Unit[] = [];
  const lines = linesOf(prompt);
  lines.forEach((line, i) => {
    const last = units[units.length - 1];
    const heading = line.text.replace(/^#{1,6}\s+/, "");
    if (line.bullet && last?.bullets && (last.under === undefined || line.indent > last.under)) {
      last.bullets.push(line.text);
      return;
    }
    if (line.bullet) {
      const next = lines[i + 1];
      units.push(
        next?.bullet && next.indent > line.indent
          ? { text: line.text, bullets: [], under: line.indent }
          : { text: line.text },
      );
      return;
    }
    // A label line ("Risks:", "## Risks") takes the bullets that follow it.
    if (/[:：]$/.test(heading) || /^#{1,6}\s/.test(line.text)) {
      units.push({ text: heading.replace(/[:：]$/, ""), bullets: [] });
      return;
    }
    for (const s of sentencesOf(line.text, lang)) units.push({ text: s });
  });
  return units.map((u) => (u.bullets?.length ? { text: u.text, bullets: u.bullets } : { text: u.text }));
}

/** "区商务局：请做一份…", "Marta: can you make …": a request after who it is to or from is scored as a request. */
function withoutAddressee(text: string): string {
  const { label, body } = splitLabel(text);
  return label && REQUEST_START.test(body) && !REQUEST_START.test(label) && !hasFigure(label) ? body : text;
}

/** How surely a unit is the request that names the subject: a request verb, a format word, a genre word, an opener. */
function requestScore(text: string, lang: Lang): number {
  const t = withoutAddressee(text.trim());
  // "Merci d'avance !", "Colonnes mensuel et annuel.": a courtesy or a layout wish names no subject.
  if (isCourtesy(t) || isLayoutAsk(t)) return 0;
  const label = splitLabel(t).label;
  const head = label ?? t;
  let score = 0;
  if (REQUEST_START.test(head) || CJK_REQUEST_END.test(t)) score += 3;
  if (formatKind(head) !== null) score += 2;
  else if (genreKind(head) !== null && !hasFigure(head)) score += 1;
  if (SUBJECT_OPENER.test(t)) score += 1.5;
  // With no request word anywhere, the subject is the unit that reads like one: short, no figure, no label, naming
  // an audience perhaps ("Tandartspraktijk De Haven in Zwolle, voor nieuwe medewerkers.").
  const intro = PARTS_INTRO.exec(t);
  const words = (intro ? t.slice(0, intro.index) : t).split(/\s+/).length;
  if (!score && !label && !hasFigure(t) && datesIn(t) < 2 && words <= 15 && !FOCUS.test(t) && !copulaList(t, lang))
    score = 0.25 + (audienceOf(t) ? 0.5 : 0) + (intro && intro.index > 0 ? 0.5 : 0);
  // "Stel het team voor: …", "Présente l'équipe : …", "リスクとして…を挙げてください": a request to show a list is content.
  if ((label && SHOW_LEAD.test(label) && formatKind(label) === null) || CJK_SHOW.test(t.replace(/[。.]$/u, "")))
    return 0;
  // "Cover background, goals …", "Plan du document : …": a request for the parts names no subject.
  const lead = PARTS_LEAD.exec(t);
  if (
    (lead && looksLikeParts(partHeadings(t.slice(lead[0].length), lang))) ||
    (label && roleOf(cleanLabel(label, lang)) === "parts")
  )
    return 0;
  // "介護施設ひだまりについて。": about the subject, in Japanese.
  if (/について[。.]?$/u.test(t)) score += 1.5;
  // "Also: …", "Risks: …": a labelled list is content, whatever words it holds.
  if (label && !REQUEST_START.test(label) && formatKind(label) === null && !SUBJECT_OPENER.test(t))
    score = Math.min(score, 0.5);
  if ((isWish(t) && !formatKind(t)) || WISH_START.test(t)) score = Math.min(score, 0.5);
  // "Structure it as …", "请按…几个部分来写": a request for the parts, not for the output and its subject.
  if (PARTS_LEAD.test(t) || CJK_PARTS.some((re) => re.test(t.replace(/[.。!！]+$/u, "")))) score = Math.min(score, 0.5);
  return score;
}

interface Subject {
  /** The words that ask for the output and name its subject, without the content after them. */
  asked?: string;
  subject: string;
  parts: string[];
  groups: ContentGroup[];
  about: string[];
}

/**
 * The subject sentence split into the subject itself, the parts it lists ("covering X, Y and Z", ": X, Y, Z") and the
 * content it carries after a colon or comma ("…: also: all data stays in the EU", "…, Q3 2026, revenue up 12%").
 */
const RELATIVE = /^(?:that|which|who|das|der|die|welches|welcher|qui|que|che|dat|die)\s/iu;

/** "Por favor, redacta …", "Please, make …": the politeness before a comma. */
const POLITE_COMMA =
  /^(?:please|por favor|bitte|s'il (?:te|vous) plaît|per favore|alsjeblieft|alstublieft|graag|من فضلك|لو سمحت)\s*[,،]\s*/iu;

function readSubject(text: string, lang: Lang): Subject {
  text = text.replace(POLITE_COMMA, "");
  const [first, ...more] = joinContinuations(
    topLevelSplit(text.replace(/[.。!！?？]+$/u, "").trim(), /\s*[;；]\s*/g),
    lang,
  );
  const rest = more.length ? readUnit(more.join("; "), lang) : { parts: [], groups: [] };
  const own = readSubjectSegment(first!.replace(SUBJECT_OPENER, ""), lang);
  const label = splitLabel(first!, 200).label;
  return {
    ...own,
    asked: label && !readItem(label, lang).figure ? label : first!,
    parts: [...own.parts, ...rest.parts],
    groups: [...own.groups, ...rest.groups],
  };
}

function readSubjectSegment(whole: string, lang: Lang): Subject {
  // "…を作成してください（市場、製品、チームを含む）": the parts in brackets after the request.
  const bracket = /[（(](?<parts>[^()（）]+?)を含む[)）]\s*$/u.exec(whole);
  if (bracket) {
    const own = readSubjectSegment(whole.slice(0, bracket.index).trim(), lang);
    return { ...own, parts: [...partHeadings(bracket.groups!.parts!, lang), ...own.parts] };
  }
  const segment = whole;
  const { label, body: afterColon } = splitLabel(segment, 200);
  const named = label !== null && (requestScore(label, lang) > 0 || !readItem(label, lang).figure);
  const body = named ? label! : segment;
  let parts: string[] = [];
  let groups: ContentGroup[] = [];
  if (named) {
    // After the subject and a colon: the parts it lists, or content ("…: also: all data stays in the EU").
    const items = listItems(afterColon, lang);
    // People, a focus or a copula list after a request ("…: presentan A (CTO) y B", "…: introduce the team: …") are content, not parts.
    const content =
      PRESENTERS_LEAD.test(afterColon) ||
      SHOW_LEAD.test(afterColon) ||
      PARTS_LEAD.test(afterColon) ||
      FOCUS.test(afterColon) ||
      items.some((i) => /[(（]/.test(i)) ||
      !!copulaList(afterColon, lang);
    // "区商务局：请做一份9页的汇报PPT，主题是…": a request after the colon is read as one — what it lists are its parts.
    if (REQUEST_START.test(afterColon) && !REQUEST_START.test(label!))
      ({ parts, groups } = readSubjectSegment(afterColon, lang));
    else if (
      !content &&
      looksLikeParts(partHeadings(afterColon, lang)) &&
      !items.some((i) => readItem(i, lang).figure) &&
      !splitLabel(afterColon).label
    )
      parts = partHeadings(afterColon, lang);
    else ({ parts, groups } = readUnit(afterColon, lang));
  }
  const intro = PARTS_INTRO.exec(body);
  if (intro && intro.index > 0) {
    const listed = partHeadings(body.slice(intro.index + intro[0].length), lang);
    if (looksLikeParts(listed))
      return {
        subject: body
          .slice(0, intro.index)
          .replace(/[,\s]+$/, "")
          .trim(),
        parts: [...listed, ...parts],
        groups,
        about: [],
      };
  }
  if (named) return { subject: body, parts, groups, about: [] };
  const pieces = listItems(body, lang);
  // "…, das das Pflegeheim Lindenhof erklärt", "…, that explains X": a relative clause goes on naming the subject.
  while (pieces.length > 1 && RELATIVE.test(pieces[1]!)) pieces.splice(0, 2, `${pieces[0]}, ${pieces[1]}`);
  if (pieces.length <= 1) return { subject: pieces[0] ?? body, parts: [], groups: [], about: [] };
  const [first, ...rest] = pieces;
  // "A deck about cats, dogs and birds": the subject is a list of topics, not a subject and content.
  if (
    rest.every((p) => !hasFigure(p) && p.split(/\s+/).length <= 3) &&
    !rest.some((p) => extractPeriod(p) || audienceOf(p) || isWish(p))
  )
    return { subject: body, parts: [], groups: [], about: [] };
  const content = rest.filter((p) => !isMeta(p));
  // Figures and dated facts are content; a phrase about the subject ("a Berlin startup that …") describes it.
  const stated = content.filter((p) => hasFigure(p) || readItem(p, lang).step);
  const about = content.filter((p) => !stated.includes(p));
  return { subject: first!, parts: [], groups: stated.length ? [readGroup(null, stated.join(", "), lang)] : [], about };
}

/** A piece of the subject sentence that only says when, for whom, or how: "Q3 2026", "for investors", "10 slides". */
function isMeta(piece: string): boolean {
  const p = piece.trim();
  if (
    !hasFigure(p) &&
    extractPeriod(p) &&
    p.replace(/(?:Q[1-4]|H[12]|FY)?\s*'?(?:19|20)?\d{2,4}|\b(?:of|in|for|im|en|de|del|di)\b/gi, "").trim().length <= 2
  )
    return true;
  if (audienceOf(p) && p.split(/\s+/).length <= 6) return true;
  return isWish(p) || FILLER_LABEL.test(p);
}

/** With no unit reading as the request: the first plain sentence, else the first whose label states no figure. */
function fallbackSubject(units: Unit[], lang: Lang): number {
  const open = (u: Unit) => !u.bullets && !isCourtesy(u.text) && !isLayoutAsk(u.text);
  const plain = units.findIndex((u) => open(u) && !splitLabel(u.text).label);
  if (plain >= 0) return plain;
  const labelled = units.findIndex((u) => open(u) && !readItem(splitLabel(u.text).label ?? "", lang).figure);
  return Math.max(0, labelled);
}

/** Reads a prompt; `language` (a BCP-47 tag) overrides the language found in it. */
export function readPrompt(prompt: string, language?: string): PromptReading {
  const text = prompt.trim();
  const detected = detectLanguage(text, language);
  const lang = detected.lang;
  // "Bonjour Claire, …", "各位 お疲れさまです。…": the greeting before the request is neither subject nor content.
  const units = unitsOf(withoutGreeting(text), lang);
  const scores = units.map((u) => (u.bullets ? 0 : requestScore(u.text, lang)));
  const best = Math.max(0, ...scores);
  const subjectAt = best > 0 ? scores.indexOf(best) : fallbackSubject(units, lang);
  const request: string[] = [];
  const parts: string[] = [];
  const groups: ContentGroup[] = [];
  const about: string[] = [];
  let subject = "";
  let subjectUnit = "";
  let subjectGroups = { at: 0, count: 0 };
  units.forEach((unit, i) => {
    if (i === subjectAt && !unit.bullets) {
      const read = readSubject(unit.text, lang);
      subject = read.subject;
      subjectUnit = unit.text;
      request.unshift(read.asked ?? unit.text);
      parts.push(...read.parts);
      subjectGroups = { at: groups.length, count: read.groups.length };
      groups.push(...read.groups);
      about.push(...read.about);
      return;
    }
    const read = readUnit(unit.text, lang, unit.bullets);
    if (read.request) request.push(unit.text);
    parts.push(...read.parts);
    groups.push(...read.groups);
  });
  if (!subject && units[0]) subject = units[0].text;
  const requestText = request.join(" ") || subject;
  const audience = audienceOf(requestText);
  // Prose with no request in it (a pasted passage), or a title that came out a whole sentence: the subject the text
  // comes back to, not its first clause.
  // A request names its output ("slides", "Präsentation", "資料"): its subject sentence is read as one, whatever its length.
  // Notes in "Label: …" lines have their own structure; the passage reading is for running prose.
  const passageOnly =
    formatKind(text) === null &&
    units.every((u) => !REQUEST_START.test(u.text)) &&
    units.filter((u) => u.bullets || splitLabel(u.text).label).length <= 1;
  const prose =
    passageOnly && best === 0 && units.length >= 3 && units.every((u) => !u.bullets && !splitLabel(u.text).label);
  const read = audienceOnly(titleOf(subject, audience, lang, subjectUnit), audience, units, subjectAt, lang);
  const passage = prose || (passageOnly && sentenceLike(read)) ? subjectPhrase(text) : null;
  const title = passage ?? read;
  // The sentence first taken for the subject is then content like the rest.
  if (passage && subjectUnit && !REQUEST_START.test(subjectUnit)) {
    groups.splice(subjectGroups.at, subjectGroups.count, ...readUnit(subjectUnit, lang).groups);
    about.length = 0;
  }
  return {
    language: lang,
    ...(detected.fallbackFrom ? { languageFallback: detected.fallbackFrom } : {}),
    kind: namedKind(requestText) ?? namedKind(text),
    title: withoutOpenBracket(
      (passage
        ? null
        : titleFromContext(
            title,
            units.map((u) => u.text),
            subjectAt,
            lang,
          )) ?? title,
    ),
    audience,
    // The period the request names; a date inside the content ("lag 2025 bei …") is the content's.
    period: extractPeriod(requestText),
    counts: extractCounts(requestText),
    parts: dedupe(parts),
    groups: withAmountLists(joinDatedSteps(groups.filter((g) => g.items.length)), lang),
    about,
    request,
  };
}

/** "voici ma demande …", "here is our …", "anbei unser …": a sentence presenting what the request is about. */
const PRESENTS =
  /^(?:voici|voilà|here(?:'s| is| are)|attached is|anbei|hier (?:ist|sind)|aquí (?:está|tienes|va)|este es|segue|aqui está|ecco|hierbij|bijgaand)\s+(?:(?:ma|mon|mes|notre|nos|my|our|meine?n?|unsere?n?|mi|mis|nuestr[ao]s?|minha|meu|noss[ao]|la mia|il mio|la nostra|il nostro|mijn|onze)\s+)?/iu;

/**
 * "Pouvez-vous préparer une présentation pour le comité de direction ?": a request that names only its audience is titled
 * by the sentence that presents its subject ("voici ma demande de budget pour la refonte du site web en 2027").
 */
function audienceOnly(title: string, audience: string | null, units: readonly Unit[], at: number, lang: Lang): string {
  if (!audience || title.toLowerCase() !== audience.toLowerCase()) return title;
  const presenting = units.find(
    (u, i) =>
      i !== at &&
      !u.bullets &&
      PRESENTS.test(withoutGreeting(u.text).trim()) &&
      !hasFigure(u.text) &&
      !splitLabel(u.text).label,
  );
  if (!presenting) return title;
  const own = titleOf(withoutGreeting(presenting.text).trim().replace(PRESENTS, ""), null, lang);
  return own && own.toLowerCase() !== audience.toLowerCase() ? own : title;
}

/**
 * A title that is a sentence rather than a subject: more than ten words, or thirty CJK characters (thirty-six in all when
 * CJK runs Latin names into it: "他にも Googleニュース、Google マップ、…"), or cut short.
 */
function sentenceLike(title: string): boolean {
  const cjk = title.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  return (
    /…$/u.test(title) ||
    cjk > 30 ||
    (cjk > 0 && [...title].length > 36) ||
    title.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length > 10
  );
}

/**
 * "15 January 2027 – ship firmware 3.0; 28 February 2027 – open the Rotterdam hub": dated lines written one after the
 * other, in any separator, are one timeline — not one group of a single point each.
 */
function joinDatedSteps(groups: ContentGroup[]): ContentGroup[] {
  const out: ContentGroup[] = [];
  const dated = (g: ContentGroup) =>
    !g.label && g.role !== "timeline" && g.items.length > 0 && g.items.every((i) => i.step && !i.figure && !i.person);
  for (let i = 0; i < groups.length; i++) {
    let j = i;
    while (j < groups.length && dated(groups[j]!)) j++;
    const run = groups.slice(i, j);
    if (run.length >= 2) {
      out.push({
        label: null,
        role: "timeline",
        items: run.flatMap((g) => g.items),
        text: run.map((g) => g.text).join("; "),
      });
      i = j - 1;
    } else out.push(groups[i]!);
  }
  return out;
}

const dedupe = (list: string[]) =>
  list.filter((x, i) => x && list.findIndex((y) => y.toLowerCase() === x.toLowerCase()) === i);
