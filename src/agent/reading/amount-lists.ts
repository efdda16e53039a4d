// A named list of amounts ("Team sales: Tokyo ¥120M, Osaka ¥98M, Nagoya ¥64M", one "Name: amount" a line) read as one
// group of figures under the list's label, not as a group — and so a slide — for every name.
import type { Lang } from "./language.js";
import type { ContentGroup } from "./content.js";
import { hasFigure } from "./figures.js";
import { quantityOf } from "./quantity.js";

/** A list's label line is short: a heading, not a sentence. */
const LABEL_CHARS = 40;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** "Time Sul: R$ 4,1 milhões": a group whose label names one amount and says nothing else of it. */
function namedAmount(group: ContentGroup): boolean {
  const item = group.items[0];
  if (!group.label || group.items.length !== 1 || !item?.figure || item.figure.change || item.names || item.person)
    return false;
  return !item.figure.label && !hasFigure(group.label) && group.label.length <= LABEL_CHARS;
}

/** "Team sales", "チーム別受注": a line alone that introduces what follows — short, no figure, no sentence. */
function listLabel(group: ContentGroup | undefined): string | null {
  const item = group?.items[0];
  if (
    !group ||
    group.label ||
    group.items.length !== 1 ||
    !item ||
    item.figure ||
    item.step ||
    item.names ||
    item.person
  )
    return null;
  const text = item.text.trim();
  return text.length <= LABEL_CHARS && !/[.。!！?？,，、;；]/u.test(text) && text.split(/\s+/).length <= 5
    ? text
    : null;
}

/** Names of one kind share a word ("Time Sul", "Time Sudeste") or, written without spaces, an end or start ("华东区", "华南区"). */
export function siblingNames(names: string[]): boolean {
  if (names.length < 2) return false;
  const spaced = !names.every((n) => CJK.test(n) && !/\s/.test(n.trim()));
  const pieces = names.map((n) => (spaced ? n.trim().toLowerCase().split(/\s+/) : [...n.trim()]));
  const shared = (at: (p: string[]) => string | undefined) => new Set(pieces.map(at)).size === 1;
  const differ = new Set(names.map((n) => n.trim().toLowerCase())).size === names.length;
  return differ && pieces.every((p) => p.length >= 2) && (shared((p) => p[0]) || shared((p) => p.at(-1)));
}

/** Amounts of one kind: the same currency or unit, or none. */
function sameUnit(values: string[], lang: Lang): boolean {
  const kinds = values.map((v) => {
    const q = quantityOf(v, lang);
    return q ? `${q.currency ?? q.sign ?? ""}|${q.unit ?? ""}` : null;
  });
  return kinds.every((k) => k !== null && k === kinds[0]);
}

/** The groups with each run of named amounts (under a label line, or naming siblings) as one group of figures. */
export function withAmountLists(groups: ContentGroup[], lang: Lang): ContentGroup[] {
  const out: ContentGroup[] = [];
  for (let i = 0; i < groups.length; i++) {
    let end = i;
    while (end < groups.length && namedAmount(groups[end]!)) end++;
    const run = groups.slice(i, end);
    const names = run.map((g) => g.label!.trim());
    const values = run.map((g) => g.items[0]!.figure!.value);
    const label = listLabel(out[out.length - 1]);
    const isList = run.length >= 2 && sameUnit(values, lang) && (label !== null || siblingNames(names));
    if (!isList) {
      out.push(groups[i]!);
      continue;
    }
    if (label !== null) out.pop();
    const items = run.map((g) => ({
      ...g.items[0]!,
      text: g.text,
      figure: { ...g.items[0]!.figure!, label: g.label!.trim() },
    }));
    const text = run.map((g) => g.text).join("\n");
    out.push({ label: label ?? names.join(" · "), role: "figures", items, text: label ? `${label}: ${text}` : text });
    i = end - 1;
  }
  return out;
}
