// Adding a part the document already has, over many builtin-composed decks and docs in ten languages: for every part's
// title, said in other words and other languages, no two parts end up sharing a title, the agenda lists each slide
// once and stays in step, and the part is either added to or named in a warning. Properties, not today's titles.
import { describe, expect, it } from "vitest";
import { composeSource } from "../../src/agent/builtin/compose-source.js";
import { LANGUAGES, type Lang } from "../../src/agent/reading/language.js";
import { reviseSource, type Revision } from "../../src/agent/builtin/revise-source.js";
import { sayIn, TEXT_KEYS } from "../../src/agent/builtin/scaffold-text.js";
import { agendaIndex, agendaItems, titlesAfter } from "../../src/documents/edits/agenda.js";
import { partsOf } from "../../src/documents/edits/part-roles.js";
import type { Deck, Source } from "../../src/formats/model/source.js";

const PROMPTS = [
  "Quarterly business review for a coffee roaster, Q3 2026, revenue up 12%",
  "A pitch deck for a bike-sharing startup",
  "Onboarding guide for new nurses on the cardiology ward",
  "Project plan for migrating our CRM, budget €200k",
  "Compare AWS and Azure for our data platform",
];

type Kind = "deck" | "doc";
interface Case {
  lang: Lang;
  kind: Kind;
  prompt: string;
  source: Source;
}

// Decks of eight slides: without a count a deck holds only what the prompt gives, and these documents need parts.
const CASES: Case[] = LANGUAGES.flatMap((lang) =>
  PROMPTS.flatMap((prompt) =>
    (["deck", "doc"] as const).map((kind) => ({
      lang,
      kind,
      prompt,
      source: composeSource(prompt, { kind, language: lang, ...(kind === "deck" ? { slides: 8 } : {}) }).source,
    })),
  ),
);

const titles = (s: Source) => partsOf(s).map((p) => p.title);
const lower = (t: string) => t.toLocaleLowerCase();
/** The last word without an English plural "s": "the risk" for "Risks". */
const singular = (t: string) => t.replace(/(\w{3,}[^s\W])s\b(?!.*\w)/u, "$1");

/** The builtin heading `title` is in its language, said in English ("Risiken" → "Risks"), when it is one. */
function inEnglish(title: string, lang: Lang): string | null {
  if (lang === "en") return null;
  const key = TEXT_KEYS.find((k) => sayIn(lang)(k) === title);
  return key ? sayIn("en")(key) : null;
}

/** "Add a slide on <title>" in several phrasings of the document's language, and in English. */
function phrasings(title: string, lang: Lang, kind: Kind): string[] {
  const slide = kind === "deck";
  const en = [
    `add a ${slide ? "slide" : "section"} on ${lower(title)}`,
    `Add a new ${slide ? "slide" : "section"} about the ${singular(lower(title))}`,
    `please add a ${slide ? "slide" : "section"} called “${title}”`,
    `add a ${lower(title)} ${slide ? "slide" : "section"}`,
  ];
  const translated = inEnglish(title, lang);
  const own: Record<Lang, string[]> = {
    en: [],
    de: [
      `Füge eine ${slide ? "Folie" : "Abschnitt"} über ${title} hinzu`,
      `Ergänze ${slide ? "eine neue Folie" : "einen neuen Abschnitt"} zum Thema „${title}“`,
    ],
    fr: [
      `Ajoute une ${slide ? "diapositive" : "section"} sur ${title}`,
      `Ajoutez une nouvelle ${slide ? "diapo" : "section"} sur « ${title} »`,
    ],
    es: [
      `Añade una ${slide ? "diapositiva" : "sección"} sobre ${title}`,
      `Agrega una nueva ${slide ? "diapositiva" : "sección"} sobre ${lower(title)}`,
    ],
    pt: [
      `Adiciona ${slide ? "um slide" : "uma secção"} sobre ${title}`,
      `Adicione ${slide ? "um novo slide" : "uma nova seção"} sobre ${lower(title)}`,
    ],
    it: [
      `Aggiungi una ${slide ? "slide" : "sezione"} su ${title}`,
      `Aggiungi una nuova ${slide ? "diapositiva" : "sezione"} su ${lower(title)}`,
    ],
    nl: [
      `Voeg een ${slide ? "dia" : "sectie"} over ${title} toe`,
      `Voeg een nieuwe ${slide ? "slide" : "sectie"} over ${lower(title)} toe`,
    ],
    ja: [
      `${title}の${slide ? "スライド" : "セクション"}を追加してください`,
      `「${title}」についての${slide ? "スライド" : "セクション"}を追加`,
    ],
    zh: [
      `添加一${slide ? "张" : "个"}关于${title}的${slide ? "幻灯片" : "章节"}`,
      `添加${title}${slide ? "幻灯片" : "部分"}`,
    ],
    ar: [`أضف ${slide ? "شريحة" : "قسمًا"} عن ${title}`, `أضف ${slide ? "شريحة" : "قسمًا"} حول ${title}`],
  };
  return [...en, ...own[lang], ...(translated ? [`add a ${slide ? "slide" : "section"} on ${lower(translated)}`] : [])];
}

const dupes = (list: readonly string[]) =>
  list.filter((t, i) => list.findIndex((u) => lower(u.trim()) === lower(t.trim())) !== i);

/** Whether a deck's agenda lists exactly the slides after it, each once. */
const agendaInStep = (s: Source) => {
  if (s.kind !== "deck") return true;
  const at = agendaIndex(s);
  return at < 0 || JSON.stringify(agendaItems(s.slides[at])) === JSON.stringify(titlesAfter(s, at));
};

/** The properties every revision keeps: titles unique when they were, and the agenda each slide once, in step when it was. */
function expectWellFormed(before: Source, r: Revision, why: string): void {
  if (!dupes(titles(before)).length) expect(dupes(titles(r.source)), `${why}: titles repeat`).toEqual([]);
  if (r.source.kind === "deck") {
    const at = agendaIndex(r.source);
    if (at >= 0) expect(dupes(agendaItems(r.source.slides[at]) ?? []), `${why}: the agenda repeats`).toEqual([]);
  }
  if (agendaInStep(before))
    expect(agendaInStep(r.source), `${why}: the agenda is out of step: ${JSON.stringify(r.applied)}`).toBe(true);
}

describe("adding a part the document already has", () => {
  it("runs over many documents, parts and phrasings", () => {
    expect(CASES.length).toBe(LANGUAGES.length * PROMPTS.length * 2);
    expect(CASES.filter((c) => c.source.kind === "deck" && agendaIndex(c.source) >= 0).length).toBeGreaterThan(10);
  });

  it.each(CASES.map((c) => [`${c.lang} ${c.kind}: ${c.prompt}`, c] as const))(
    "%s: nothing is repeated, the part is named",
    (_name, c) => {
      const parts = titles(c.source);
      for (const [i, title] of parts.entries()) {
        for (const instruction of phrasings(title, c.lang, c.kind)) {
          const why = `“${instruction}” on ${c.kind} part ${i + 1}`;
          const r = reviseSource(c.source, instruction);
          expectWellFormed(c.source, r, why);
          // Nothing given to add: the document is as it was, and a warning says which part is there already.
          expect(r.source, `${why}: ${JSON.stringify(r.applied)} ${JSON.stringify(r.warnings)}`).toEqual(c.source);
          expect(
            r.warnings.some(
              (w) =>
                w.startsWith(`There is already a ${c.kind === "deck" ? "slide" : "section"} “${title}” (`) ||
                (w.startsWith("There is already a") && w.includes(`“${title}”`)),
            ),
            `${why}: ${JSON.stringify(r.warnings)}`,
          ).toBe(true);
        }
      }
    },
  );

  it.each(CASES.map((c) => [`${c.lang} ${c.kind}: ${c.prompt}`, c] as const))(
    "%s: the points given are added to the part, or a warning names it",
    (_name, c) => {
      const noun = c.kind === "deck" ? "slide" : "section";
      for (const [i, title] of titles(c.source).entries()) {
        const r = reviseSource(
          c.source,
          `add a ${noun} on “${title}”: supplier delays of 3 weeks, a second roastery line`,
        );
        const why = `points for ${noun} ${i + 1} “${title}”`;
        expectWellFormed(c.source, r, why);
        expect(titles(r.source), why).toEqual(titles(c.source));
        const extended = r.applied.some(
          (e) => e.target === `${noun} ${i + 1}` && e.message === `Added 2 points to ${noun} ${i + 1} “${title}”`,
        );
        const named = r.warnings.some((w) => w.startsWith(`There is already a ${noun} “${title}” (${noun} ${i + 1})`));
        expect(extended || named, `${why}: ${JSON.stringify(r.applied)} ${JSON.stringify(r.warnings)}`).toBe(true);
        if (extended) expect(JSON.stringify(r.source)).toContain("Supplier delays");
      }
    },
  );

  it.each(CASES.filter((c) => c.kind === "deck").map((c) => [`${c.lang}: ${c.prompt}`, c] as const))(
    "%s: “another” adds a second part under a title of its own",
    (_name, c) => {
      const [first, end] = [1, titles(c.source).length - 1];
      for (const title of titles(c.source).slice(first, end)) {
        if (partsOf(c.source).find((p) => p.title === title)?.role) continue;
        const r = reviseSource(c.source, `add another slide on ${title}`);
        expectWellFormed(c.source, r, `another “${title}”`);
        expect(titles(r.source).length, JSON.stringify(r.warnings)).toBe(titles(c.source).length + 1);
        expect(r.warnings.some((w) => w.startsWith(`There was already a slide “${title}”`))).toBe(true);
      }
    },
  );
});

describe("the agenda stays in step with the slides", () => {
  const decks = CASES.filter(
    (c): c is Case & { source: Deck } =>
      c.source.kind === "deck" && agendaIndex(c.source) >= 0 && agendaInStep(c.source),
  );

  it.each(decks.map((c) => [`${c.lang}: ${c.prompt}`, c] as const))(
    "%s: after adding, removing, renaming and moving slides",
    (_name, c) => {
      const n = c.source.slides.length;
      const body = Array.from({ length: n }, (_, i) => i + 1).filter((k) => !partsOf(c.source)[k - 1]!.role);
      const instructions = [
        "add a slide on zebra crossings",
        "add a slide on zebra crossings after slide 3",
        ...body.flatMap((k) => [
          `remove slide ${k}`,
          `rename slide ${k} to “Harbour logistics”`,
          `move slide ${k} to the end`,
          `move slide ${k} to place 3`,
        ]),
        `swap slides ${body[0]} and ${body.at(-1)}`,
      ];
      for (const instruction of instructions) {
        const r = reviseSource(c.source, instruction);
        expectWellFormed(c.source, r, instruction);
      }
    },
  );

  it("keeps the agenda listing each title once even when a slide is renamed to another's title", () => {
    for (const c of decks.slice(0, 10)) {
      const [a, b] = partsOf(c.source).flatMap((p, i) => (p.role ? [] : [i]));
      const r = reviseSource(c.source, `rename slide ${b! + 1} to “${titles(c.source)[a!]}”`);
      expectWellFormed(c.source, r, "rename to a title that is there");
      expect(
        r.warnings.some((w) => w.startsWith(`There is already a slide “${titles(c.source)[a!]}” (slide ${a! + 1})`)),
      ).toBe(true);
    }
  });
});

/** Japanese, Chinese and Arabic instructions are read for additions, "another" included. */
describe("additions in Japanese, Chinese and Arabic", () => {
  const cases: [Lang, string, string][] = [
    ["ja", "{t}のスライドをもう1枚追加してください", "{t}の後に新製品のスライドを追加"],
    ["zh", "再添加一张关于{t}的幻灯片", "在{t}之后添加一张关于新产品的幻灯片"],
    ["ar", "أضف شريحة أخرى عن {t}", "أضف شريحة عن منتج جديد بعد {t}"],
  ];
  it.each(cases)("%s: another one, and a new one after a named slide", (lang, another, after) => {
    const deck = composeSource(PROMPTS[0]!, { kind: "deck", language: lang }).source as Deck;
    const at = partsOf(deck).findIndex((p) => !p.role);
    const title = titles(deck)[at]!;
    const second = reviseSource(deck, another.replace("{t}", title));
    expect(titles(second.source)[at + 1]).toBe(`${title} (2)`);
    const next = reviseSource(deck, after.replace("{t}", title));
    expect(titles(next.source).length).toBe(titles(deck).length + 1);
    expect(next.applied[0]).toMatchObject({ op: "insert", target: `slide ${at + 2}` });
  });
});
