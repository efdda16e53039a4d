// A Japanese or Chinese request's subject: "请给管理层做一份麦香园面包店的简短演示文稿" → 麦香园面包店, "経営陣向けに予約アプリの
// iPhone版について10枚のスライドを作成してください" → 予約アプリのiPhone版 — request, audience, count and form taken off.

const FORMS_ZH = "演示文稿|幻灯片|简报|PPT|ppt|报告|文档|文件|指南|项目计划书|计划书|计划|方案|预算表|预算|电子表格|表格|费用表格|月度预算电子表格";
const FORMS_JA = "プレゼン資料|プレゼンテーション|プレゼン|スライド|発表資料|報告書|レポート|計画書|企画書|提案書|文書|資料|ガイド|予算表|月次予算|予算|費用の表|表|スプレッドシート";
const ADJECTIVES = "简短|简要|简单|详细|完整|短い|簡単な|簡潔な|詳しい";
const MEASURE = "一份|一个|一套|一篇|一张|一组|份|个|篇|张";
const ZH_VERBS = "制作|做|写|制定|准备|生成|撰写|编写|整理|起草";
const COUNT = "共?\\d{1,3}\\s*(?:枚|张|页|章|つ|个章节|个部分|部分|章节|か月|ヶ月|カ月|个月)(?:の|的)?(?:スライド|幻灯片|構成|セクション)?(?:で|に)?";

const ZH_REQUEST = new RegExp(`^(?:请|帮我|麻烦|我需要|我们需要|我想要)*\\s*(?:(?:给|为|替|向)(.+?))?(?:${ZH_VERBS})(.*)$`, "u");
const ZH_NEED = /^(?:我需要|我们需要|我想要|需要)(.*)$/u;
const JA_TAIL = /(?:を|で|に)?(?:作成して|作って|つくって|書いて|まとめて|用意して|準備して|作成)?(?:ください|下さい|くれますか)?(?:を?お願い(?:します|いたします)?)?[。.!！]*$/u;

/** What follows 为/给 X when X is the subject rather than the audience: "为ÆON排班软件制定一份项目计划书". */
function zhSubject(text: string): string {
  const need = ZH_NEED.exec(text);
  const t = need ? need[1]! : text;
  const m = ZH_REQUEST.exec(t);
  if (!m) return core(t);
  const after = core(m[2]!);
  if (after) return after;
  return core(m[1] ?? "");
}

/** A phrase without its measure word, count, 关于/について, adjectives and form noun: the subject alone. */
function core(text: string): string {
  let t = text.trim();
  for (let i = 0; i < 4; i++) {
    const before = t;
    t = t
      .replace(new RegExp(`^(?:${MEASURE})`, "u"), "")
      .replace(new RegExp(`^${COUNT}`, "u"), "")
      .replace(new RegExp(`(?:の|的)?${COUNT}(?=の|的)`, "u"), "")
      .replace(new RegExp(`${COUNT}$`, "u"), "")
      .replace(/^(?:关于|關於|有关)/u, "")
      .replace(new RegExp(`(?:的)?(?:${ADJECTIVES})?(?:的)?(?:${FORMS_ZH})$`, "u"), "")
      .replace(new RegExp(`(?:の)?(?:${ADJECTIVES})?(?:${FORMS_JA})$`, "u"), "")
      .replace(/(?:についての|について|に関する|关于)$/u, "")
      .replace(/(?:的|の|を|は|で|に|、|，|,)$/u, "")
      .replace(new RegExp(`[，,、]\\s*${COUNT}$`, "u"), "")
      .replace(/^(?:我们的|我的|我们|うちの|弊社の)/u, "")
      .trim();
    if (t === before) break;
  }
  return t;
}

/** The subject of a CJK request sentence; null when the text is not one. */
export function cjkTitle(text: string): string | null {
  let t = text.trim().replace(/[（(][^)）]*[)）]\s*$/u, "").replace(/[。.!！]+$/u, "");
  if (!/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}A-Za-zÆæ0-9]/u.test(t) || !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t)) return null;
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t)) {
    t = t.replace(JA_TAIL, "").replace(/^(.{1,20}?)向け(?:に|の|、)/u, "").replace(/^(?:テーマ|主题)[：:]/u, "");
    return core(t) || null;
  }
  return zhSubject(t.replace(/^(?:主题|主題)[：:]/u, "").replace(/[，,]\s*(?:面向|给).*$/u, "")) || null;
}
