// Real third-party passages (../shared/fixtures/real-writing/*.jsonl, test input only, never copied here): read from the
// extra fixtures folder, a third of each language set aside before the reader was changed for them.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { EXTRA_FIXTURES } from "../../fixtures.js";

export const PASSAGE_LANGS = ["en", "de", "fr", "es", "pt", "it", "ja", "zh"] as const;
export type PassageLang = (typeof PASSAGE_LANGS)[number];

export interface Passage {
  id: string;
  lang: PassageLang;
  kind: string;
  text: string;
  /** Set aside: never looked at while the reader was tuned, reported on its own. */
  heldOut: boolean;
}

export const PASSAGES_DIR = "real-writing";

/** The folder of passages, or null when the extra fixtures are absent. */
export function passagesRoot(): string | null {
  const dir = EXTRA_FIXTURES && join(EXTRA_FIXTURES, PASSAGES_DIR);
  return dir && existsSync(join(dir, "en.jsonl")) ? dir : null;
}

/** Every third passage of a language (by its place in the file: the 3rd, 6th, …) is held out, fixed before any tuning. */
export const isHeldOut = (place: number) => place % 3 === 2;

export function loadPassages(root: string | null = passagesRoot()): Passage[] {
  if (!root) return [];
  return PASSAGE_LANGS.flatMap((lang) => {
    const path = join(root, `${lang}.jsonl`);
    if (!existsSync(path)) return [];
    return readFileSync(path, "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((line, place) => {
        const p = JSON.parse(line) as { id: string; kind: string; text: string };
        return { id: p.id, lang, kind: p.kind, text: p.text, heldOut: isHeldOut(place) };
      });
  });
}
