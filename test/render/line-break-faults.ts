// What a set of drawn lines does wrong against the language's rules: a break inside a word, kinsoku broken.
import { mayEndLine, mayStartLine } from "../../src/formats/model/line-breaks.js";

function wordBoundaries(text: string, lang: string): Set<number> {
  return new Set([...new Intl.Segmenter(lang, { granularity: "word" }).segment(text)].map((s) => s.index));
}

/** Breaks inside a word, and lines that start or end against kinsoku; `lines` joined are `text`. */
export function lineBreakFaults(text: string, lines: string[], lang: string): string[] {
  const words = wordBoundaries(text, lang);
  const out: string[] = [];
  let at = 0;
  lines.forEach((line, i) => {
    if (i > 0) {
      if (!words.has(at)) out.push(`break inside a word: …${text.slice(at - 3, at)}/${text.slice(at, at + 3)}…`);
      if (!mayStartLine(line[0]!)) out.push(`line starts with ${line[0]}`);
      if (!mayEndLine(lines[i - 1]!.at(-1)!)) out.push(`line ends with ${lines[i - 1]!.at(-1)}`);
    }
    at += line.length;
  });
  return out;
}
