// Revision instructions in Japanese, Chinese and Arabic that add a part, rewritten into the English form the reader
// knows ("リスクのスライドを追加", "添加一张关于风险的幻灯片", "أضف شريحة عن المخاطر" → "add a slide on …"); Japanese clauses of
// the other kinds are read in instruction-words-ja.ts, and what neither reads stays as written.
import { jaClauseInEnglish } from "./instruction-words-ja.js";

type Unit = "slide" | "section" | "tab" | "row";

interface Addition {
  unit: Unit;
  topic: string;
  another: boolean;
  points?: string;
  position?: { at: "after" | "before"; ref: string };
}

const JA_UNITS: Record<string, Unit> = {
  スライド: "slide",
  ページ: "slide",
  セクション: "section",
  節: "section",
  章: "section",
  シート: "tab",
  タブ: "tab",
  行: "row",
};
const ZH_UNITS: Record<string, Unit> = {
  幻灯片: "slide",
  页面: "slide",
  页: "slide",
  张: "slide",
  章节: "section",
  部分: "section",
  节: "section",
  工作表: "tab",
  行: "row",
};
const AR_UNITS: [RegExp, Unit][] = [
  [/^شريح/u, "slide"],
  [/^(?:قسم|فصل)/u, "section"],
  [/^ورق/u, "tab"],
  [/^صف/u, "row"],
];

const JA =
  /^(?:(?<ref>.+?)の(?<side>後|あと|次|前)に)?「?(?<topic>.+?)」?(?:について|に関する|についての|の)(?<another>もう1枚の|もう一枚の|もう1つの|もう一つの|別の|2枚目の|二枚目の|追加の|新しい)?(?<noun>スライド|ページ|セクション|節|章|シート|タブ|行)を(?<more>もう1枚|もう一枚|もう1つ|もう一つ)?(?:追加|挿入)/u;
const ZH =
  /^(?:请)?(?:在(?<ref>.+?)(?<side>之后|后面|后|之前|前面|前))?(?<again>再|另外)?(?:添加|增加|加上|新增|插入|加)(?<another>另一|又一|第二)?(?:一)?(?<measure>张|页|个|节)?(?:新的)?(?:关于)?[“「"]?(?<topic>.+?)[”」"]?(?:的)?(?<noun>幻灯片|页面|章节|部分|工作表|页|节|行)?$/u;
const AR =
  /^(?:أضف|اضف|أضِف|أضيفي|أضيفوا|أدرج|ادرج)\s+(?<noun>شريحة|شريحه|قسمًا|قسما|قسم|فصلًا|فصلا|ورقة|صفًا|صفا|صف)(?:\s+(?<another>أخرى|آخر|إضافية|إضافيًا|ثانية|ثانيًا))?(?:\s+جديدة|\s+جديدًا)?\s+(?:عن|حول|بشأن|بعنوان|لـ|ل)\s+(?<topic>.+?)(?:\s+(?<side>بعد|قبل)\s+(?<ref>.+))?$/u;

/** "リスクに人手不足を追加", "在风险中加上人手短缺", "أضف نقص العمالة إلى المخاطر": points added to a part named. */
const JA_ONTO =
  /^「?(?<part>.+?)」?(?:のスライド|のセクション|の項目|の欄)?(?:に|へ)(?<points>.+?)を(?:追加|追記|加え|入れ|足)/u;
const ZH_ONTO =
  /^(?:请)?(?:在|给|往|向)[“「"]?(?<part>.+?)[”」"]?(?:的幻灯片|幻灯片|部分|一节|这一页)?(?:中|里|里面|下|上)?(?:添加|增加|加上|加入|补充|新增|加)(?:上)?(?<points>.+)$/u;
const AR_ONTO = /^(?:أضف|اضف|أضِف|أضيفي|أضيفوا|أدرج|ادرج)\s+(?<points>.+?)\s+(?:إلى|الى|في|ضمن)\s+(?<part>.+)$/u;

function ontoIn(clause: string, lang: string): string | null {
  const c = clause.replace(/[.۔。]$/u, "");
  const m = (lang === "ja" ? JA_ONTO : lang === "zh" ? ZH_ONTO : AR_ONTO).exec(c);
  return m ? `add ${m.groups!.points} to the ${m.groups!.part}` : null;
}

/** The points given after a colon at the clause's end ("…を追加：遅延、価格"), and the clause before them. */
function pointsAfter(clause: string): { rest: string; points?: string } {
  const m = /^(?<rest>.+?)\s*[:：]\s*(?<points>.+)$/u.exec(clause);
  return m ? { rest: m.groups!.rest!.trim(), points: m.groups!.points!.trim() } : { rest: clause };
}

function readJa(clause: string): Addition | null {
  const { rest, points } = pointsAfter(clause);
  const m = JA.exec(rest)?.groups;
  if (!m) return null;
  const position = m.ref ? { at: m.side === "前" ? ("before" as const) : ("after" as const), ref: m.ref } : undefined;
  return {
    unit: JA_UNITS[m.noun!]!,
    topic: m.topic!,
    another: !!(m.another && m.another !== "新しい") || !!m.more,
    points,
    position,
  };
}

function readZh(clause: string): Addition | null {
  const { rest, points } = pointsAfter(clause);
  const m = ZH.exec(rest)?.groups;
  // A bare "加" with neither a measure word nor a part noun is no addition of a part.
  if (!m || (!m.measure && !m.noun)) return null;
  const unit = ZH_UNITS[m.noun ?? m.measure!] ?? "slide";
  const position = m.ref
    ? { at: m.side!.includes("前") ? ("before" as const) : ("after" as const), ref: m.ref }
    : undefined;
  return { unit, topic: m.topic!, another: !!m.again || !!m.another, points, position };
}

function readAr(clause: string): Addition | null {
  const m = AR.exec(clause.replace(/[.۔]$/u, ""))?.groups;
  if (!m) return null;
  const unit = AR_UNITS.find(([re]) => re.test(m.noun!))?.[1] ?? "slide";
  const { rest, points } = pointsAfter(m.topic!);
  const position = m.side
    ? { at: m.side === "قبل" ? ("before" as const) : ("after" as const), ref: m.ref! }
    : undefined;
  return { unit, topic: rest, another: !!m.another, points, position };
}

const READERS = { ja: readJa, zh: readZh, ar: readAr } as const;

/** The instruction with each clause that adds a part in English; null when the language has no reader here. */
export function additionsInEnglish(text: string, lang: string): string | null {
  const read = READERS[lang as keyof typeof READERS];
  if (!read) return null;
  // Japanese joins clauses with a verb's connective form: "削除し、…", "削除して、…".
  const clauses = text
    .split(lang === "ja" ? /[。．\n]+|(?:して|し)[、,]\s*/u : /[。．\n]+|[.؛]\s+/u)
    .map((c) => c.trim().replace(/(?:してください|して下さい|してください。|して|する|します|吧|。|\.)$/u, ""))
    .filter(Boolean);
  return clauses
    .map((clause) => {
      const add = read(clause);
      if (!add) return ontoIn(clause, lang) ?? (lang === "ja" ? jaClauseInEnglish(clause) : null) ?? clause;
      const noun = add.unit === "row" || add.unit === "tab" ? "for" : "on";
      const where = add.position ? ` ${add.position.at} ${add.position.ref}` : "";
      return `add ${add.another ? "another" : "a"} ${add.unit} ${noun} ${add.topic}${add.points ? `: ${add.points}` : ""}${where}`;
    })
    .join(". ");
}
