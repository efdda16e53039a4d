// Degenerate prompts and revision instructions for the builtin composer, generated from a seed: long repeated lists of
// numbers, words and commas, one huge word, many short sentences, in every language the reader knows, up to the limit.
import { LANGUAGES, type Lang } from "../../src/agent/reading/language.js";

export const PROMPT_LIMIT = 8_000;
export const KINDS = ["deck", "doc", "sheet"] as const;
type Kind = (typeof KINDS)[number];

/** mulberry32: the same cases on every run, so a failure names a case that fails again. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How each language asks for each kind; the body follows. */
const LEADS: Record<Lang, Record<Kind, string>> = {
  en: { deck: "Make a deck about ", doc: "Write a report about ", sheet: "Create a spreadsheet of " },
  de: {
    deck: "Erstelle eine Präsentation über ",
    doc: "Schreibe einen Bericht über ",
    sheet: "Erstelle eine Tabelle mit ",
  },
  fr: { deck: "Crée une présentation sur ", doc: "Rédige un rapport sur ", sheet: "Crée un tableur de " },
  es: { deck: "Crea una presentación sobre ", doc: "Escribe un informe sobre ", sheet: "Crea una hoja de cálculo de " },
  pt: { deck: "Crie uma apresentação sobre ", doc: "Escreva um relatório sobre ", sheet: "Crie uma planilha de " },
  it: { deck: "Crea una presentazione su ", doc: "Scrivi un rapporto su ", sheet: "Crea un foglio di calcolo di " },
  nl: { deck: "Maak een presentatie over ", doc: "Schrijf een rapport over ", sheet: "Maak een spreadsheet van " },
  ja: {
    deck: "次の内容でプレゼンを作成してください：",
    doc: "次の内容で報告書を書いてください：",
    sheet: "次の内容で表計算シートを作成してください：",
  },
  zh: { deck: "请制作一份演示文稿，内容：", doc: "请写一份报告，内容：", sheet: "请制作一个电子表格，内容：" },
  ar: { deck: "أنشئ عرضا تقديميا عن ", doc: "اكتب تقريرا عن ", sheet: "أنشئ جدول بيانات عن " },
};

const WORDS: Record<Lang, string[]> = {
  en: ["revenue", "growth", "team", "risk", "launch", "customers"],
  de: ["Umsatz", "Wachstum", "Risiko", "Kunden"],
  fr: ["chiffre", "croissance", "risque", "clients"],
  es: ["ingresos", "crecimiento", "riesgo", "clientes"],
  pt: ["receita", "crescimento", "risco", "clientes"],
  it: ["fatturato", "crescita", "rischio", "clienti"],
  nl: ["omzet", "groei", "risico", "klanten"],
  ja: ["売上", "成長", "リスク", "顧客"],
  zh: ["收入", "增长", "风险", "客户"],
  ar: ["الإيرادات", "النمو", "المخاطر", "العملاء"],
};

type Pick = <T>(items: readonly T[]) => T;
/** `unit()` joined by `sep` until `room` characters. */
const repeat = (unit: () => string, sep: string, room: number) => {
  let out = unit();
  while (out.length + sep.length + 40 < room) out += sep + unit();
  return out;
};

/** The bodies: each a degenerate shape of a request's content, `room` characters long. */
export const BODIES: Record<string, (lang: Lang, room: number, pick: Pick) => string> = {
  sameNumber: (_l, room) => repeat(() => "1", ", ", room),
  numbers: (_l, room, pick) =>
    repeat(() => pick(["1", "12", "3.5", "100%", "$2M", "-4%", "1,000"]), pick([", ", ",", " ", "; ", "\n"]), room),
  words: (l, room, pick) => repeat(() => pick(WORDS[l]), pick([", ", " ", "、", "，", "\n- "]), room),
  commas: (_l, room) => ",".repeat(room),
  hugeWord: (_l, room) => "a".repeat(room),
  hugeCjkWord: (_l, room) => "売".repeat(room),
  shortSentences: (l, room, pick) =>
    repeat(() => `${pick(WORDS[l])} ${pick(["up 12%", "is 5", "grew", "fell 3%"])}.`, " ", room),
  labelledFigures: (l, room, pick) => repeat(() => `${pick(WORDS[l])} ${pick([3, 40, 512, 999])}`, ", ", room),
  people: (_l, room, pick) =>
    repeat(
      () => `${pick(["Anna", "Ben", "Chen", "Dara"])} ${pick(["Lee", "Kim"])} (${pick(["CEO", "CTO", "Designer"])})`,
      ", ",
      room,
    ),
  datedSteps: (l, room, pick) =>
    repeat(() => `${pick(["Q1", "Q2", "March 2026", "2027"])}: ${pick(WORDS[l])}`, "; ", room),
  listLines: (l, room, pick) => repeat(() => `- ${pick(WORDS[l])} ${pick(["", "12%", "$3M"])}`, "\n", room),
  headedLists: (l, room, pick) =>
    repeat(
      () =>
        `${pick(["Risks", "Priorities", "Team", "Pros", "Cons", "Customers"])}: ${pick(WORDS[l])}, ${pick(WORDS[l])}`,
      ". ",
      room,
    ),
  longItems: (l, room, pick) => repeat(() => Array.from({ length: 60 }, () => pick(WORDS[l])).join(" "), ", ", room),
};

export interface PromptCase {
  name: string;
  prompt: string;
  kind?: Kind;
}

/** Every body with every kind, each in three languages in turn and at a length up to the prompt limit. */
export function degeneratePrompts(seed: number): PromptCase[] {
  const random = seeded(seed);
  const pick: Pick = (items) => items[Math.floor(random() * items.length)]!;
  const cases: PromptCase[] = [];
  let turn = 0;
  for (const [body, make] of Object.entries(BODIES)) {
    for (const kind of KINDS) {
      for (let k = 0; k < 3; k++) {
        const lang = LANGUAGES[turn++ % LANGUAGES.length]!;
        const lead = LEADS[lang][kind];
        const length = pick([300, 2_000, 5_000, PROMPT_LIMIT, PROMPT_LIMIT]);
        const prompt = (lead + make(lang, length - lead.length, pick)).slice(0, PROMPT_LIMIT);
        cases.push({ name: `${body} ${kind} ${lang} ${prompt.length}`, prompt, ...(random() < 0.5 ? { kind } : {}) });
      }
    }
  }
  return cases;
}

/** Long revision instructions: additions of long lists, huge titles, many clauses, in several languages. */
export function degenerateInstructions(seed: number): string[] {
  const random = seeded(seed);
  const pick: Pick = (items) => items[Math.floor(random() * items.length)]!;
  const room = PROMPT_LIMIT - 40;
  return [
    `Add a slide on ${BODIES.sameNumber!("en", room, pick)}`,
    `Add a section about risks: ${repeat(() => pick(["supply", "cost up 12%", "churn", "1"]), ", ", room)}`,
    `Rename the introduction to ${"x".repeat(room)}`,
    `Retitle the document to ${repeat(() => "word", " ", room)}`,
    repeat(
      () =>
        pick([
          "Add a slide on risks.",
          "Remove slide 2.",
          "Shorten everything.",
          "Move slide 3 to the end.",
          "Replace 1 with 2.",
        ]),
      " ",
      PROMPT_LIMIT,
    ),
    `Füge eine Folie über ${repeat(() => pick(WORDS.de), ", ", room)} hinzu`,
    repeat(() => "スライドを追加", "。", PROMPT_LIMIT),
    `Add rows ${repeat(() => pick(["1", "a", "x,y"]), ", ", room)}`,
    `Change ${"1 ".repeat(room / 4)}to ${"2 ".repeat(room / 4)}`,
    ",".repeat(PROMPT_LIMIT),
    `Add a section called ${"a".repeat(room)}`,
  ].map((instruction) => instruction.slice(0, PROMPT_LIMIT));
}
