// Regenerating one slide: the instruction, scoped to that slide, goes down the configured model's revision path and only
// that slide of the answer is kept. The builtin also does what it reads for the slide itself: shorter, another layout,
// a stated figure added; with no instruction, the slide's first layout variant ("another look").
import type { Deck, Slide, SlideLayout } from "../formats/model/source.js";
import { layoutVariants, slideAs } from "../formats/slide-kinds/layout-variants.js";
import { AppError } from "../lib/errors.js";
import { namingTheSlide, readSlideInstruction, type SlideReading } from "./reading/read-slide-instruction.js";
import {
  type AppliedEdit,
  extendSlide,
  followSlide,
  changedText,
  replaceInStrings,
  partsOf,
  shortenSlide,
} from "../documents/edits/index.js";
import type { Provider, Usage } from "./provider.js";

export interface RegenerateSlideInput {
  provider: Provider;
  deck: Deck;
  /** 0-based. */
  index: number;
  instruction?: string;
  language?: string;
  signal: AbortSignal;
}

export interface RegeneratedSlide {
  /** The new slide n; the caller puts it in place of the old one, so every other slide stays as it was. */
  slide: Slide;
  usage: Usage;
  warnings: string[];
  /** What was done to the slide ("Left slide 3 … as it was" when nothing was). */
  applied: AppliedEdit;
  /** Whether `slide` differs from the slide as it was. */
  changed: boolean;
}

const NO_USAGE: Usage = { inputTokens: 0, outputTokens: 0 };
const same = (a: Slide, b: Slide) => JSON.stringify(a) === JSON.stringify(b);
const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

const LAYOUT_NAMES: Partial<Record<SlideLayout, string>> = {
  kpi: "key figures",
  cards: "cards",
  timeline: "a timeline",
  comparison: "a comparison",
  "two-column": "two columns",
  bullets: "a list of points",
  table: "a table",
  chart: "a chart",
  quote: "a quote",
  content: "a paragraph",
  agenda: "an agenda",
};
const layoutName = (layout: SlideLayout) => LAYOUT_NAMES[layout] ?? `a ${layout} slide`;

const BUILTIN_CAN =
  "For one slide the builtin composer can make it shorter, show it in another layout (“as a timeline”, “as cards”), add a stated figure (“add the Q3 figure: 2.1M”) or rename it; a configured model can rewrite it any way.";

/** The request a model gets: the slide by its index, what it may change, and the user's words quoted as theirs. */
function modelPrompt(deck: Deck, index: number, instruction: string | undefined): string {
  const title = partsOf(deck)[index]!.title;
  return [
    `Regenerate slide ${index + 1} of ${deck.slides.length} only: the slide at index ${index} in the current document, titled ${JSON.stringify(title)}.`,
    `Answer with one \`replace\` edit at index ${index} holding the rewritten slide. Do not change, add, remove or move any other slide, and do not retitle the deck.`,
    instruction
      ? `What the user asks of this slide, in their own words: ${JSON.stringify(instruction)}`
      : "The user gave no instruction: give the slide another look, the same content in another layout that fits it (such as cards, a timeline, key figures or a comparison), every fact kept and none added.",
  ].join("\n");
}

interface Answer {
  slide: Slide;
  usage: Usage;
  /** What the answer did to the slide, in the words of its reports, numbered as slide n. */
  done: string[];
  ops: AppliedEdit["op"][];
  warnings: string[];
  /** Whether any edit of the answer was made at all (to the slide or elsewhere). */
  acted: boolean;
}

/** The provider's revision of the deck, and slide `index` of it; what it did elsewhere is named and not kept. */
async function revise(input: RegenerateSlideInput, prompt: string): Promise<Answer> {
  const { provider, deck, index, language, signal } = input;
  const n = index + 1;
  const original = deck.slides[index]!;
  const out = await provider.generate({
    kind: "deck",
    current: deck,
    prompt,
    ...(language ? { language } : {}),
    signal,
  });
  const answer: Answer = {
    slide: original,
    usage: out.usage,
    done: [],
    ops: [],
    warnings: [...(out.warnings ?? [])],
    acted: !!out.edits?.length,
  };
  if (out.source.kind !== "deck") return answer;
  const revised = out.source.slides;
  const followed = out.edits
    ? followSlide(index, out.edits)
    : { at: revised.length === deck.slides.length ? index : null, own: [], others: [], everywhere: [] };
  const notKept = (e: AppliedEdit) => `Not applied: ${e.message} (only slide ${n} is regenerated).`;
  // What the answer said about a slide it added (its gaps to fill) goes with it.
  const added = followed.others.filter((e) => e.op === "insert").map((e) => `${e.target.replace(/^s/, "S")} “`);
  answer.warnings = answer.warnings.filter((w) => !added.some((start) => w.startsWith(start)));
  answer.warnings.push(...followed.others.map(notKept));
  const at = followed.at;
  const slide = at !== null && at < revised.length ? revised[at]! : original;
  // Its reports number the slide where the answer had it; the caller keeps it in place n.
  const renumbered = (message: string) =>
    at === null || at === index ? message : message.replace(new RegExp(`\\bslide ${at + 1}\\b`), `slide ${n}`);
  answer.slide = slide;
  answer.done.push(...followed.own.map((e) => renumbered(e.message)));
  answer.ops.push(...followed.own.map((e) => e.op));
  const othersChanged =
    revised.length !== deck.slides.length || deck.slides.some((s, i) => i !== index && !same(s, revised[i]!));
  for (const e of followed.everywhere) {
    const here = changedHere(e.message, original, n);
    // A text replaced across the deck that does not appear on this slide did nothing to it.
    if (same(slide, original) || here === null) answer.warnings.push(notKept(e));
    else {
      answer.done.push(here);
      answer.ops.push(e.op);
      if (othersChanged)
        answer.warnings.push(`${e.message}: made on slide ${n} only; the other slides were left as they were.`);
    }
  }
  return answer;
}

/**
 * A text replaced in the whole deck, reported as it was changed on the slide ("Changed “a” to “b” in slide 3 (1 place)"),
 * or null when the text does not appear on it.
 */
function changedHere(message: string, original: Slide, n: number): string | null {
  const m = /^Changed “([^”]*)” to “([^”]*)” \(\d+ places?\)$/.exec(message);
  if (!m || m[1]!.endsWith("…") || m[2]!.endsWith("…")) return message;
  const [, count] = replaceInStrings(original, m[1]!, m[2]!);
  return count ? changedText(m[1]!, m[2]!, count, ` in slide ${n}`) : null;
}

interface Reading {
  slide: Slide;
  done: string[];
  ops: AppliedEdit["op"][];
  /** Why a reading was not carried out, each a sentence about the slide ("it is already a timeline."). */
  notDone: string[];
}

/** The builtin's own readings carried out on the slide, in order. */
function carryOut(
  slide: Slide,
  readings: readonly SlideReading[],
  label: string,
  language: string | undefined,
): Reading {
  const r: Reading = { slide, done: [], ops: [], notDone: [] };
  for (const reading of readings) {
    if (reading.do === "shorten") {
      const shorter = shortenSlide(r.slide);
      if (same(shorter, r.slide)) r.notDone.push("it is as short as it can be without losing its data.");
      else [r.slide, r.done, r.ops] = [shorter, [...r.done, `Shortened ${label}`], [...r.ops, "shorten"]];
    } else if (reading.do === "figure") {
      const point = `${reading.label}: ${reading.value}`;
      const extended = extendSlide(r.slide, [{ text: point, figure: { value: reading.value, label: reading.label } }]);
      if ("why" in extended) r.notDone.push(`it did not take “${point}”: ${extended.why}.`);
      else
        [r.slide, r.done, r.ops] = [extended.part, [...r.done, `Added “${point}” to ${label}`], [...r.ops, "replace"]];
    } else if (r.slide.layout === reading.layout) {
      r.notDone.push(`it is already ${layoutName(reading.layout)}.`);
    } else {
      const relaid = slideAs(r.slide, reading.layout, language);
      const fits = layoutVariants(r.slide, language).map((v) => layoutName(v.layout));
      if (!relaid)
        r.notDone.push(
          `it cannot be shown as ${layoutName(reading.layout)}: its content does not fit that layout${fits.length ? ` (it fits ${fits.join(", ")})` : ""}.`,
        );
      else
        [r.slide, r.done, r.ops] = [
          relaid,
          [...r.done, `Showed ${label} as ${layoutName(reading.layout)}`],
          [...r.ops, "replace"],
        ];
    }
  }
  return r;
}

/** The builtin's "another look": the slide's first layout variant. */
function anotherLook(slide: Slide, label: string, language: string | undefined): Reading {
  const [first] = layoutVariants(slide, language);
  if (!first) return { slide, done: [], ops: [], notDone: ["it has no other layout that fits its content."] };
  return {
    slide: first.slide,
    done: [`Gave ${label} another look: ${layoutName(first.layout)}`],
    ops: ["replace"],
    notDone: [],
  };
}

// The builtin reviser's own "could not read it" reports, replaced by one that quotes the user's words.
const UNREAD = /^(?:Not done: “|Nothing was changed\.)/;

export async function regenerateSlide(input: RegenerateSlideInput): Promise<RegeneratedSlide> {
  const { provider, deck, index, signal } = input;
  if (!Number.isInteger(index) || index < 0 || index >= deck.slides.length) {
    throw new AppError("invalid_request", `There is no slide ${index + 1}; the deck has ${deck.slides.length} slides.`);
  }
  const original = deck.slides[index]!;
  const label = `slide ${index + 1} “${partsOf(deck)[index]!.title}”`;
  const instruction = input.instruction?.trim() || undefined;
  const language = input.language ?? deck.language;
  const builtin = provider.name === "builtin";
  const read = builtin && instruction ? readSlideInstruction(instruction) : { readings: [], rest: instruction ?? "" };

  // The builtin is asked only what it did not read here; with nothing left there is nothing to ask it.
  const prompt = builtin ? namingTheSlide(read.rest, index) : modelPrompt(deck, index, instruction);
  let answer: Answer = { slide: original, usage: NO_USAGE, done: [], ops: [], warnings: [], acted: false };
  if (prompt) answer = await revise(input, prompt);
  else if (signal.aborted) throw new AppError("model_error", "The request was cancelled.");

  const notDone: string[] = [];
  if (builtin && read.rest && !answer.acted) {
    answer.warnings = answer.warnings.filter((w) => !UNREAD.test(w));
    notDone.push(`the builtin composer could not read “${read.rest}”. ${BUILTIN_CAN}`);
  }
  const own = !builtin
    ? null
    : instruction
      ? carryOut(answer.slide, read.readings, label, language)
      : anotherLook(original, label, language);
  if (own) notDone.push(...own.notDone);
  const slide = own?.slide ?? answer.slide;
  const done = [...answer.done, ...(own?.done ?? [])];
  const ops = [...answer.ops, ...(own?.ops ?? [])];
  const changed = !same(slide, original);

  const target = `slide ${index + 1}`;
  const warnings = [...answer.warnings];
  if (changed) warnings.push(...notDone.map((why) => `${capital(label)}: ${why}`));
  else {
    const elsewhere = answer.acted
      ? "what the instruction asks changes other slides or the whole deck, and only this slide is regenerated."
      : null;
    const why = notDone.length
      ? notDone
      : [elsewhere ?? (builtin ? "nothing in the instruction changes it." : "the model's answer did not change it.")];
    warnings.push(`${capital(label)} was left as it was: ${why.map((w, i) => (i ? capital(w) : w)).join(" ")}`);
  }
  const applied: AppliedEdit = !changed
    ? { op: "replace", target, message: `Left ${label} as it was` }
    : {
        op: ops.length === 1 ? ops[0]! : "replace",
        target,
        message: done.length ? done.join("; ") : `Rewrote ${label}`,
      };
  return { slide: changed ? slide : original, usage: answer.usage, warnings, applied, changed };
}
