// Revision instructions in English, German, French, Spanish and Japanese over decks, docs and sheets: each is checked
// for exactly the change it asks (the source before and after compared: only the named parts differ), and an
// instruction that matches nothing changes nothing — over HTTP it saves no version.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviseSource, type Revision } from "../../src/agent/builtin/revise-source.js";
import { splitDoc } from "../../src/formats/model/doc-sections.js";
import type { Cell, Deck, Doc, Sheet, Slide, Source } from "../../src/formats/model/source.js";
import { createTestApp, jsonRequest, type TestApp } from "../harness.js";
import { signUpWithKey, type KeySession } from "../auth-helpers.js";
import { linesOfType, parseLines } from "./stream-lines.js";

type Lang = "en" | "de" | "fr" | "es" | "ja";
const LANGS: Lang[] = ["en", "de", "fr", "es", "ja"];

/** The parts every fixture has, in each language: a title, an introduction, a reason, risks, a market and hiring. */
const WORDS: Record<
  Lang,
  {
    title: string;
    intro: string;
    why: string;
    risks: string;
    market: string;
    hiring: string;
    next: string;
    ads: string;
    rent: string;
  }
> = {
  en: {
    title: "Solar installers",
    intro: "Introduction",
    why: "Why it matters",
    risks: "Risks",
    market: "Market",
    hiring: "Hiring",
    next: "Next steps",
    ads: "Google Ads",
    rent: "Office rent",
  },
  de: {
    title: "Solarinstallateure",
    intro: "Einleitung",
    why: "Warum es wichtig ist",
    risks: "Risiken",
    market: "Markt",
    hiring: "Personal",
    next: "Nächste Schritte",
    ads: "Google Ads",
    rent: "Büromiete",
  },
  fr: {
    title: "Installateurs solaires",
    intro: "Introduction",
    why: "Pourquoi c'est important",
    risks: "Risques",
    market: "Marché",
    hiring: "Recrutement",
    next: "Prochaines étapes",
    ads: "Google Ads",
    rent: "Loyer du bureau",
  },
  es: {
    title: "Instaladores solares",
    intro: "Introducción",
    why: "Por qué importa",
    risks: "Riesgos",
    market: "Mercado",
    hiring: "Contratación",
    next: "Próximos pasos",
    ads: "Google Ads",
    rent: "Alquiler de oficina",
  },
  ja: {
    title: "太陽光発電の施工",
    intro: "はじめに",
    why: "重要な理由",
    risks: "リスク",
    market: "市場",
    hiring: "採用",
    next: "次のステップ",
    ads: "Google広告",
    rent: "事務所の家賃",
  },
};

const gap = (w: string, n: number) => `[${w}: ${n}]`;

function deckIn(lang: Lang): Deck {
  const w = WORDS[lang];
  const slides: Slide[] = [
    { layout: "title", title: w.title, subtitle: "2026" },
    { layout: "bullets", title: w.intro, bullets: ["Founded 2019", "12 crews"] },
    { layout: "bullets", title: w.why, bullets: ["Energy prices", "Subsidies"] },
    {
      layout: "cards",
      title: w.risks,
      cards: [
        { icon: "shield-check", title: "Supply delays" },
        { icon: "layers", title: "Weather" },
      ],
    },
    {
      layout: "table",
      title: w.market,
      table: {
        columns: ["Item", "Value"],
        rows: [
          [`${w.ads} per month`, "4,000"],
          ["Share", "8%"],
        ],
      },
    },
    {
      layout: "bullets",
      title: w.hiring,
      bullets: [gap(w.hiring, 1), gap(w.hiring, 2), gap(w.hiring, 3)],
      notes: "Fill in the bracketed gaps before presenting; they mark what the request did not say.",
    },
    { layout: "closing", title: w.next },
  ];
  return { kind: "deck", title: w.title, slides };
}

function docIn(lang: Lang): Doc {
  const w = WORDS[lang];
  const sections = [
    [w.intro, "We install rooftop panels."],
    [w.why, "- Energy prices\n- Subsidies"],
    [w.risks, "- Supply delays\n- Weather"],
    [w.market, `| Item | Value |\n| --- | --- |\n| ${w.ads} per month | 4,000 |\n| Share | 8% |`],
    [w.hiring, `- ${gap(w.hiring, 1)}\n- ${gap(w.hiring, 2)}`],
    [w.next, "Call us."],
  ];
  return {
    kind: "doc",
    title: w.title,
    markdown: `# ${w.title}\n\n${sections.map(([h, body]) => `## ${h}\n\n${body}`).join("\n\n")}\n`,
  };
}

const MONTHS = ["Jan", "Feb", "Mar"];
function sheetIn(lang: Lang): Sheet {
  const w = WORDS[lang];
  const row = (label: string, v: number | null, r: number): Cell[] => [label, v, v, v, { formula: `SUM(B${r}:D${r})` }];
  return {
    kind: "sheet",
    title: w.title,
    sheets: [
      {
        name: "Budget",
        columns: [
          { header: "Item", type: "string" },
          ...MONTHS.map((m) => ({ header: m, type: "currency" as const })),
          { header: "Total", type: "currency" },
        ],
        rows: [
          row(w.ads, 4000, 2),
          row(w.rent, 2000, 3),
          row("Insurance", null, 4),
          [
            "Total",
            { formula: "SUM(B2:B4)" },
            { formula: "SUM(C2:C4)" },
            { formula: "SUM(D2:D4)" },
            { formula: "SUM(E2:E4)" },
          ],
        ],
      },
      {
        name: "Notes",
        columns: [
          { header: "Item", type: "string" },
          { header: "Value", type: "string" },
        ],
        rows: [
          [`${w.ads} per month`, "4,000 €"],
          ["Crews", "12"],
        ],
      },
    ],
  };
}

/** A deck's or doc's parts as [title, content] pairs, in order. */
function partsOf(s: Source): [string, string][] {
  if (s.kind === "deck") return s.slides.map((x) => [("title" in x && x.title) || "", JSON.stringify(x)]);
  if (s.kind === "doc") return splitDoc(s.markdown).sections.map((x) => [x.heading, x.markdown]);
  return s.sheets.flatMap((t) =>
    t.rows.map((r): [string, string] => [
      `${t.name}/${String(r[0])}`,
      JSON.stringify(r.map((c) => (c && typeof c === "object" ? "=" : c))),
    ]),
  );
}

interface Expected {
  removed?: string[];
  /** A new part right after the one named, whose content the check reads. */
  insertedAfter?: { after: string; check: (title: string, content: string) => void };
  /** Parts whose content changes (their titles stay), each with a check of the new content. */
  changed?: Record<string, (content: string) => void>;
  title?: string;
}

/** Only what `expected` names differs between before and after; every other part is as it was, in order. */
function expectOnly(before: Source, r: Revision, expected: Expected, why: string): void {
  const after = r.source;
  const detail = `${why}: ${JSON.stringify(r.applied)} ${JSON.stringify(r.warnings)}`;
  expect(after.title, detail).toBe(expected.title ?? before.title);
  let want = partsOf(before).filter(([t]) => !expected.removed?.includes(t));
  let have = partsOf(after);
  if (expected.title && after.kind === "deck") {
    // Retitling a deck retitles its title slide too; nothing else.
    expect(have[0]![0], detail).toBe(expected.title);
    [want, have] = [want.slice(1), have.slice(1)];
  }
  if (expected.insertedAfter) {
    const at = have.findIndex(([t]) => t === expected.insertedAfter!.after) + 1;
    expect(at, detail).toBeGreaterThan(0);
    const [title, content] = have[at]!;
    expect(
      want.some(([t]) => t === title),
      `${detail}: no new part after ${expected.insertedAfter.after}`,
    ).toBe(false);
    expected.insertedAfter.check(title, content);
    have = have.filter((_, i) => i !== at);
  }
  for (const [title, check] of Object.entries(expected.changed ?? {})) {
    const now = have.find(([t]) => t === title);
    expect(now, detail).toBeDefined();
    check(now![1]);
    want = want.filter(([t]) => t !== title);
    have = have.filter(([t]) => t !== title);
  }
  expect(have, detail).toEqual(want);
  if (!expected.removed && !expected.insertedAfter && !expected.changed && !expected.title)
    expect(r.applied, detail).toEqual([]);
}

/** Each operation in each language: its phrasings (several where people say it several ways). */
const SAY: Record<
  string,
  Record<Lang, (w: (typeof WORDS)[Lang], noun: { part: string; parts: string; doc: string }) => string[]>
> = {
  removeTwo: {
    en: (w, n) => [
      `Remove the ${n.parts} ${w.intro} and ${w.why}`,
      `delete “${w.intro}” and “${w.why}”`,
      `Please remove ${w.why}, ${w.intro}`,
    ],
    de: (w, n) => [`Entferne die ${n.parts} ${w.intro} und ${w.why}`, `Lösche ${w.intro} und ${w.why}`],
    fr: (w, n) => [`Supprime les ${n.parts} ${w.intro} et ${w.why}`, `Supprimez ${w.intro} et ${w.why}`],
    es: (w, n) => [`Elimina las ${n.parts} ${w.intro} y ${w.why}`, `Borra ${w.intro} y ${w.why}`],
    ja: (w, n) => [`「${w.intro}」と「${w.why}」の${n.part}を削除してください`, `${w.intro}、${w.why}を削除`],
  },
  retitle: {
    en: (_w, n) => [
      `Rename the ${n.doc} to Solar 2026`,
      `Retitle it “Solar 2026”`,
      `change the title of the ${n.doc} to Solar 2026`,
    ],
    de: (_w, n) => [
      `Benenne ${n.doc} in Solar 2026 um`,
      `Ändere den Titel ${n.doc.replace(/^die /, "der ").replace(/^das (\S+)/, "des $1s")} in Solar 2026`,
    ],
    fr: (_w, n) => [
      `Renomme ${n.doc} en Solar 2026`,
      `Change le titre ${n.doc.replace(/^la /, "de la ").replace(/^le /, "du ")} en Solar 2026`,
    ],
    es: (_w, n) => [
      `Renombra ${n.doc} a Solar 2026`,
      `Cambia el título ${n.doc.replace(/^la /, "de la ").replace(/^el /, "del ")} a Solar 2026`,
    ],
    ja: (_w, n) => [`${n.doc}のタイトルを「Solar 2026」に変更してください`],
  },
  both: {
    en: (w, n) => [`Remove the ${n.parts} ${w.intro} and ${w.why} and rename the ${n.doc} to Solar 2026`],
    de: (w, n) => [`Entferne die ${n.parts} ${w.intro} und ${w.why} und benenne ${n.doc} in Solar 2026 um`],
    fr: (w, n) => [`Supprime les ${n.parts} ${w.intro} et ${w.why} et renomme ${n.doc} en Solar 2026`],
    es: (w, n) => [`Elimina las ${n.parts} ${w.intro} y ${w.why} y renombra ${n.doc} a Solar 2026`],
    ja: (w, n) => [
      `「${w.intro}」と「${w.why}」の${n.part}を削除して、${n.doc}のタイトルを「Solar 2026」に変更してください`,
    ],
  },
  none: {
    en: (_w, n) => [
      `Remove the ${n.part} on unicorns`,
      `rename the zebra ${n.part} to Horses`,
      `move the ${n.part} on unicorns to the end`,
    ],
    de: (_w, n) => [`Entferne die ${n.part} Einhörner`],
    fr: (_w, n) => [`Supprime la ${n.part} Licornes`],
    es: (_w, n) => [`Elimina la ${n.part} Unicornios`],
    ja: (_w, n) => [`ユニコーンの${n.part}を削除してください`],
  },
};

const NOUNS: Record<Lang, Record<"deck" | "doc" | "sheet", { part: string; parts: string; doc: string }>> = {
  en: {
    deck: { part: "slide", parts: "slides", doc: "presentation" },
    doc: { part: "section", parts: "sections", doc: "document" },
    sheet: { part: "row", parts: "rows", doc: "spreadsheet" },
  },
  de: {
    deck: { part: "Folie", parts: "Folien", doc: "die Präsentation" },
    doc: { part: "Abschnitt", parts: "Abschnitte", doc: "das Dokument" },
    sheet: { part: "Zeile", parts: "Zeilen", doc: "die Tabelle" },
  },
  fr: {
    deck: { part: "diapositive", parts: "diapositives", doc: "la présentation" },
    doc: { part: "section", parts: "sections", doc: "le document" },
    sheet: { part: "ligne", parts: "lignes", doc: "le classeur" },
  },
  es: {
    deck: { part: "diapositiva", parts: "diapositivas", doc: "la presentación" },
    doc: { part: "sección", parts: "secciones", doc: "el documento" },
    sheet: { part: "fila", parts: "filas", doc: "la hoja de cálculo" },
  },
  ja: {
    deck: { part: "スライド", parts: "スライド", doc: "プレゼンテーション" },
    doc: { part: "セクション", parts: "セクション", doc: "ドキュメント" },
    sheet: { part: "行", parts: "行", doc: "スプレッドシート" },
  },
};

const KINDS = [
  ["deck", deckIn],
  ["doc", docIn],
] as const;

describe("revisions in five languages change exactly what they name", () => {
  for (const lang of LANGS) {
    const w = WORDS[lang];
    for (const [kind, make] of KINDS) {
      const before = make(lang);
      const n = NOUNS[lang][kind];
      it(`${lang} ${kind}: removes several parts in one instruction`, () => {
        for (const instruction of SAY.removeTwo![lang](w, n))
          expectOnly(before, reviseSource(before, instruction), { removed: [w.intro, w.why] }, instruction);
      });
      it(`${lang} ${kind}: retitles the document`, () => {
        for (const instruction of SAY.retitle![lang](w, n))
          expectOnly(before, reviseSource(before, instruction), { title: "Solar 2026" }, instruction);
      });
      it(`${lang} ${kind}: removes two parts and retitles in one sentence`, () => {
        for (const instruction of SAY.both![lang](w, n))
          expectOnly(
            before,
            reviseSource(before, instruction),
            { removed: [w.intro, w.why], title: "Solar 2026" },
            instruction,
          );
      });
      it(`${lang} ${kind}: an instruction that names nothing there changes nothing and says so`, () => {
        for (const instruction of SAY.none![lang](w, n)) {
          const r = reviseSource(before, instruction);
          expect(r.source, instruction).toEqual(before);
          expect(r.applied).toEqual([]);
          expect(r.warnings.length, instruction).toBeGreaterThan(0);
        }
      });
    }
    it(`${lang} sheet: removes two rows, retitles, and changes nothing for what is not there`, () => {
      const before = sheetIn(lang);
      const n = NOUNS[lang].sheet;
      const removeRows = {
        en: `Remove ${w.ads} and ${w.rent}`,
        de: `Entferne ${w.ads} und ${w.rent}`,
        fr: `Supprime ${w.ads} et ${w.rent}`,
        es: `Elimina ${w.ads} y ${w.rent}`,
        ja: `${w.ads}と${w.rent}を削除`,
      }[lang];
      expectOnly(
        before,
        reviseSource(before, removeRows),
        { removed: [`Budget/${w.ads}`, `Budget/${w.rent}`] },
        removeRows,
      );
      for (const instruction of SAY.retitle![lang](w, n))
        expectOnly(before, reviseSource(before, instruction), { title: "Solar 2026" }, instruction);
      const none = SAY.none![lang](w, n)[0]!;
      expect(reviseSource(before, none).source, none).toEqual(before);
    });
  }
});

describe("a part added after a named or numbered one, with the points given", () => {
  const SAY_ADD: Record<Lang, (w: (typeof WORDS)[Lang]) => string[]> = {
    en: (w) => [
      `Add a slide on pricing after the ${w.risks.toLowerCase()}: 3 tiers, annual discount`,
      "Add a slide on pricing after slide 4: 3 tiers, annual discount",
      `insert a new slide about pricing right after ${w.risks}: 3 tiers, annual discount`,
    ],
    de: (w) => [
      `Füge eine Folie über Preise nach den ${w.risks} hinzu: 3 Stufen, Jahresrabatt`,
      "Füge eine Folie über Preise nach Folie 4 hinzu: 3 Stufen, Jahresrabatt",
    ],
    fr: (w) => [
      `Ajoute une diapositive sur les prix après les ${w.risks.toLowerCase()} : 3 niveaux, remise annuelle`,
      "Ajoute une diapositive sur les prix après la diapositive 4 : 3 niveaux, remise annuelle",
    ],
    es: (w) => [
      `Añade una diapositiva sobre precios después de los ${w.risks.toLowerCase()}: 3 niveles, descuento anual`,
      "Añade una diapositiva sobre precios después de la diapositiva 4: 3 niveles, descuento anual",
    ],
    ja: (w) => [`${w.risks}の後に価格のスライドを追加：3段階、年間割引`],
  };
  it.each(LANGS)("%s deck: the new slide sits right after it and holds the points", (lang) => {
    const w = WORDS[lang];
    const before = deckIn(lang);
    for (const instruction of SAY_ADD[lang](w)) {
      const r = reviseSource(before, instruction);
      expectOnly(
        before,
        r,
        { insertedAfter: { after: w.risks, check: (_title, content) => expect(content, instruction).toMatch(/"3/u) } },
        instruction,
      );
      // Two points given, two bullets: no gap left beside them.
      expect(
        r.warnings.some((w) => /gap/.test(w)),
        instruction,
      ).toBe(false);
    }
  });
  it.each(LANGS)("%s doc: a section after a named one, with the points", (lang) => {
    const w = WORDS[lang];
    const before = docIn(lang);
    const instruction = SAY_ADD[lang](w)[0]!
      .replace(
        /slide|Folie|diapositive|diapositiva|スライド/u,
        (m) =>
          ({
            slide: "section",
            Folie: "Abschnitt",
            diapositive: "section",
            diapositiva: "sección",
            スライド: "セクション",
          })[m]!,
      )
      .replace("eine Abschnitt", "einen Abschnitt")
      .replace("una sección", "una sección");
    const r = reviseSource(before, instruction);
    expectOnly(
      before,
      r,
      {
        insertedAfter: {
          after: w.risks,
          check: (_t, content) => expect(content.split("\n"), instruction).toHaveLength(2),
        },
      },
      instruction,
    );
  });
});

describe("points added to a part take the place of its gaps", () => {
  const SAY_POINTS: Record<Lang, (w: (typeof WORDS)[Lang], part: string) => string[]> = {
    en: (w, part) => [
      `Add to the ${w.hiring.toLowerCase()} ${part}: 40 installers, 6 project managers`,
      `add a ${part} on ${w.hiring}: 40 installers, 6 project managers`,
    ],
    de: (w, part) => [`Füge eine ${part} über ${w.hiring} hinzu: 40 Monteure, 6 Projektleiter`],
    fr: (w, part) => [`Ajoute une ${part} sur ${w.hiring} : 40 installateurs, 6 chefs de projet`],
    es: (w, part) => [`Añade una ${part} sobre ${w.hiring}: 40 instaladores, 6 jefes de proyecto`],
    ja: (w, part) => [`${w.hiring}の${part}を追加：設置工40名、プロジェクトマネージャー6名`],
  };
  for (const lang of LANGS) {
    for (const [kind, make] of KINDS) {
      it(`${lang} ${kind}: the gaps go, the points are there, nothing else moves`, () => {
        const w = WORDS[lang];
        const before = make(lang);
        const part = kind === "deck" ? NOUNS[lang].deck.part : lang === "de" ? "Abschnitt" : NOUNS[lang].doc.part;
        for (const instruction of SAY_POINTS[lang](w, part).map((s) =>
          lang === "de" && kind === "doc" ? s.replace("eine Abschnitt", "einen Abschnitt") : s,
        )) {
          const r = reviseSource(before, instruction);
          expectOnly(
            before,
            r,
            {
              changed: {
                [w.hiring]: (content) => {
                  expect(content, instruction).not.toMatch(/\[[^\]]+: \d\]/u);
                  expect(content, instruction).toMatch(/40/u);
                  expect(content, instruction).toMatch(/6/u);
                  // The note asking to fill the gaps goes with the last of them.
                  expect(content).not.toMatch(/Fill in the bracketed gaps/);
                },
              },
            },
            instruction,
          );
        }
      });
    }
  }
});

describe("a value set where its label is, its unit said once", () => {
  const SAY_SET: Record<Lang, (label: string) => string[]> = {
    en: (l) => [`Set ${l} to 5,000 per month`, `set ${l} to $5,000`, `${l} is 5,000`],
    de: (l) => [`Setze ${l} auf 5.000 pro Monat`, `Setze ${l} auf 5000`],
    fr: (l) => [`Mets ${l} à 5 000 par mois`, `Fixe ${l} à 5000`],
    es: (l) => [`Pon ${l} en 5.000 al mes`, `Pon ${l} en 5000`],
    ja: (l) => [`${l}を月5,000に設定してください`, `${l}を5000に変更`],
  };
  it.each(LANGS)("%s sheet: the number goes in as a number, in that row's cells alone", (lang) => {
    const w = WORDS[lang];
    const before = sheetIn(lang);
    for (const instruction of SAY_SET[lang](w.ads)) {
      const r = reviseSource(before, instruction);
      expectOnly(
        before,
        r,
        {
          changed: {
            [`Budget/${w.ads}`]: (content) =>
              expect(JSON.parse(content), instruction).toEqual([w.ads, 5000, 5000, 5000, "="]),
          },
        },
        instruction,
      );
    }
  });
  it("en: a text cell keeps its unit, and the label's period is not said twice", () => {
    const before = sheetIn("en");
    const withoutBudget = { ...before, sheets: [before.sheets[1]!] };
    const r = reviseSource(withoutBudget, "Set Google Ads to 5,000 per month");
    expectOnly(
      withoutBudget,
      r,
      {
        changed: {
          "Notes/Google Ads per month": (content) =>
            expect(JSON.parse(content)).toEqual(["Google Ads per month", "5,000 €"]),
        },
      },
      "text cell",
    );
  });
  it.each(LANGS)("%s deck and doc: a table row's value, without its period twice", (lang) => {
    const w = WORDS[lang];
    for (const before of [deckIn(lang), docIn(lang)]) {
      const instruction = SAY_SET[lang](w.ads)[0]!;
      const r = reviseSource(before, instruction);
      expectOnly(
        before,
        r,
        {
          changed: {
            [w.market]: (content) => {
              expect(content, instruction).toMatch(/5[,. ]?000/u);
              expect(content, instruction).not.toMatch(/per month per month|4,000/u);
            },
          },
        },
        instruction,
      );
    }
  });
});

describe("over HTTP: an instruction that matches nothing saves no version", () => {
  let t: TestApp;
  let alice: KeySession;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_AGENT_PER_MINUTE: "1000", RATE_LIMIT_AGENT_PER_DAY: "10000" } });
    alice = await signUpWithKey(t);
  });
  afterAll(async () => t?.close());

  it.each([
    ["deck", deckIn("en"), "Remove the slide on unicorns"],
    ["doc", docIn("de"), "Entferne den Abschnitt Einhörner"],
    ["sheet", sheetIn("ja"), "ユニコーンの行を削除してください"],
  ] as const)(
    "%s: the run ends done, names what did not match, and the document keeps its version",
    async (_kind, source, prompt) => {
      const created = await t.app.request(
        "/api/workspace/documents",
        jsonRequest("POST", { kind: source.kind, title: source.title, source }, alice.headers),
      );
      expect(created.status).toBe(201);
      const { document } = (await created.json()) as { document: { id: string; version: number } };
      const res = await t.app.request(
        "/api/agent",
        jsonRequest("POST", { prompt, documentId: document.id }, alice.headers),
      );
      expect(res.status).toBe(200);
      const lines = parseLines(await res.text());
      expect(linesOfType(lines, "edit")).toEqual([]);
      expect(linesOfType(lines, "error")).toEqual([]);
      const answered = linesOfType(lines, "document")[0]!.document;
      expect(answered).toMatchObject({ id: document.id, version: document.version });
      expect(answered.source).toEqual(source);
      const done = linesOfType(lines, "done")[0]!;
      expect(done.documentId).toBe(document.id);
      expect(
        done.warnings.some((w) => /no new version was saved/.test(w)),
        JSON.stringify(done.warnings),
      ).toBe(true);
      const versions = await t.app.request(`/api/workspace/documents/${document.id}/versions`, {
        headers: alice.headers,
      });
      const { items } = (await versions.json()) as { items: unknown[] };
      expect(items).toHaveLength(1);
      // A revision that does match still saves its version.
      const matched = parseLines(
        await (
          await t.app.request(
            "/api/agent",
            jsonRequest(
              "POST",
              {
                prompt: source.kind === "sheet" ? "Rename the spreadsheet to Solar 2026" : "Retitle it Solar 2026",
                documentId: document.id,
              },
              alice.headers,
            ),
          )
        ).text(),
      );
      expect(linesOfType(matched, "document")[0]!.document.version).toBe(document.version + 1);
    },
  );
});
