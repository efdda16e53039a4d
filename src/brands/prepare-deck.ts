// Turns a generate item into a deck: parse the source (deck JSON or Markdown), replace {{name}} variables.
import type { Deck } from "../formats/model/source.js";
import { normaliseSource, type SourceParser } from "../documents/index.js";

export type Variables = Record<string, string>;

const NAME = "[A-Za-z_][A-Za-z0-9_.-]{0,63}";
/** A variable's name (JSON variables, rows and a CSV's header alike), and how many and how long they may be. */
export const VARIABLE_NAME = new RegExp(`^${NAME}$`);
export const MAX_VARIABLES = 100;
export const MAX_VARIABLE_CHARS = 10_000;
const VARIABLE = new RegExp(`\\{\\{\\s*(${NAME})\\s*\\}\\}`, "g");
/** Fields that are not text shown to people (image data) are left alone. */
const SKIP_KEYS = new Set(["src", "layout", "kind"]);

/** A validated deck from a deck source object or a Markdown deck string (slides split by `---`), read on the pool. */
export async function deckFromSource(source: unknown, parse: SourceParser, signal?: AbortSignal): Promise<Deck> {
  return (await normaliseSource({ source, kind: "deck" }, parse, signal)) as Deck;
}

/** Replaces `{{name}}` in every text of the deck; unknown names stay as written so a typo is visible, not silently blank. */
export function applyVariables<T>(value: T, variables: Variables | undefined): T {
  if (!variables || Object.keys(variables).length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === "string")
      return v.replace(VARIABLE, (whole, name: string) => (Object.hasOwn(variables, name) ? variables[name]! : whole));
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = SKIP_KEYS.has(k) ? x : walk(x);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}
