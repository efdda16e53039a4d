// A Japanese or Chinese request's subject: "请给管理层做一份麦香园面包店的简短演示文稿" → 麦香园面包店, "経営陣向けに予約アプリの
// iPhone版について10枚のスライドを作成してください" → 予約アプリのiPhone版 — request, audience, count and form taken off.

const FORMS_ZH =
  "演示文稿|幻灯片|简报|PPT|ppt|材料|汇报|报告|文档|文件|指南|项目计划书|计划书|计划|方案|预算表|预算|电子表格|表格|费用表格|月度预算电子表格";
const FORMS_JA =
  "プレゼン資料|プレゼンテーション|プレゼン|スライド資料|スライド|デッキ|発表資料|報告書|レポート|計画書|企画書|提案書|文書|資料|ガイド|予算表|月次予算|予算|一覧表|費用の表|表|スプレッドシート";
const ADJECTIVES = "简短|简要|简单|详细|完整|短い|簡単な|簡潔な|詳しい";
const MEASURE = "一份|一个|一套|一篇|一张|一组|一版|份|个|篇|张|版";
const ZH_VERBS = "整理成|做成|写成|制作成|制作|做|写|制定|准备|生成|撰写|编写|整理|起草|出(?=一版|一份|一个)";
const COUNT =
  "共?\\d{1,3}\\s*(?:枚|张|页|章|つ|个章节|个部分|部分|章节|か月|ヶ月|カ月|个月)(?:の|的)?(?:スライド|幻灯片|構成|セクション)?(?:で|に)?";

/** Who a request is for, as its last words name them: "北风太阳能公司董事会" is the board, "北风太阳能公司" its owner. */
const AUDIENCE_END =
  /(?:の|的)?(?:取締役会|役員会|経営陣|経営会議|投資家|株主|社員|新入社員|従業員|顧客|理事会|委員会|董事会|管理层|投资者|投资人|股东|员工|新员工|客户|理事会|委员会|领导|高管)$/u;

/** The owner an audience names ("ミュラー社の取締役会" → ミュラー社), when it names one. */
const ownerOf = (audience: string) =>
  AUDIENCE_END.test(audience) ? audience.replace(AUDIENCE_END, "").trim() || null : null;

/** The subject with the audience's owner before it, when the subject does not name it: "ミュラー社の2025年度". */
const owned = (subject: string, owner: string | null, link: string) =>
  owner && subject && !subject.includes(owner) ? `${owner}${link}${subject}` : subject;

const ZH_MARKERS = "请|帮我|帮忙|麻烦|协助|我需要|我们需要|我想要|我们想|我想|想要|需要|要|想";
const ZH_REQUEST = new RegExp(
  `^(?:${ZH_MARKERS})*\\s*(?:(?:给|为|替|向)(?<forWhom>.+?))?(?:${ZH_VERBS})(?<object>.*)$`,
  "u",
);
/** A clause that asks: a request word before the verb, or the verb with its measure word ("做一张…"). */
const ZH_ASKS = new RegExp(
  `(?:${ZH_MARKERS})(?:${ZH_MARKERS}|给|为)*.*?(?:${ZH_VERBS})|^(?:${ZH_VERBS})|(?:${ZH_VERBS})(?:${MEASURE})`,
  "u",
);
/** "把X整理成表格": what is to be turned into the output. */
const ZH_BA = /把(?<what>.+?)(?:整理|做|精简|汇总|制作|转换|转|改|变|写|编|合并)(?:成|为)/u;
/** Clauses that say where from, who writes or what for — never the subject: "根据…安排", "我们是…", "供…审议", "主要给…看". */
const ZH_ASIDE = /^(?:根据|按照|依据|我们是|我是|供|主要给|给.+看$|用于|以便|一页|附上|附件)/u;
const ZH_NEED = /^(?:我需要|我们需要|我想要|需要)(?<need>.*)$/u;
const JA_TAIL =
  /(?:を|で|に)?(?:作成して|作って|つくって|書いて|まとめて|用意して|準備して|作成)?(?:ください|下さい|くれますか)?(?:を?お願い(?:します|いたします)?)?[。.!！]*$|(?:を|で|に)?(?:の作成)?(?:を)?(?:作成し|作り|作っ|つくっ|書い|書き|まとめ|まとめて|し|用意し|準備し|お願いし|お願いでき)?(?:たい(?:です)?|て(?:ほしい|欲しい)(?:です)?|て(?:いただけ|もらえ|くれ)(?:ます|ません)?(?:か|でしょうか)|ますでしょうか|ますか)[。.!！？?]*$/u;

/** What follows 为/给 X when X is the subject rather than the audience: "为ÆON排班软件制定一份项目计划书". */
function zhSubject(text: string): string {
  const need = ZH_NEED.exec(text);
  const t = need ? need.groups!.need! : text;
  const m = ZH_REQUEST.exec(t);
  if (!m) {
    // "社区卫生服务中心要做一个季度工作汇报": the owner before the verb, the subject after it.
    const owner = new RegExp(`^(?<owner>.+?)(?:${ZH_MARKERS})(?:${ZH_VERBS})(?:${MEASURE})?(?<object>.*)$`, "u").exec(
      t,
    );
    return owner ? owned(core(owner.groups!.object!), core(owner.groups!.owner!), "") : core(t);
  }
  const after = core(m.groups!.object!);
  if (after) return owned(after, ownerOf(core(m.groups!.forWhom ?? "")), "");
  return core(m.groups!.forWhom ?? "");
}

/** "秋游经费明细，帮我做成表格，最后合计一下": the clause that names the subject among those that ask and explain. */
function zhClauses(text: string): string {
  // Split outside brackets: "我们店（茶语小筑）" keeps the name it explains.
  const clauses = text
    .replace(/[（(]([^)）]*)[)）]$/u, "")
    .split(/[，,；;。：:！!](?![^（(]*[)）])/u)
    .map((c) => c.trim())
    .filter(Boolean);
  if (clauses.length < 2) return zhSubject(text);
  const theme = clauses.map((c) => /^(?:主题|题目|主題)(?:是|为|：|:)(?<theme>.+)$/u.exec(c)).find(Boolean);
  if (theme) return core(theme.groups!.theme!);
  for (const c of clauses) {
    const ba = ZH_BA.exec(c);
    if (ba)
      return core(
        ba
          .groups!.what!.replace(/^(?:以下|下面|这次|这些|这个|这份|本次)(?:的)?/u, "")
          .replace(/的(?:记录|内容|数据|笔记)$/u, ""),
      );
  }
  const asking = clauses.findIndex((c) => !ZH_ASIDE.test(c) && ZH_ASKS.test(c));
  const own = asking >= 0 ? zhSubject(clauses[asking]!) : "";
  // "想做个PPT年会上给员工看": an object that opens on the form names who and where, not the subject.
  if (own && !new RegExp(`^(?:${FORMS_ZH})`, "u").test(own)) return own;
  // The request names only the form ("麻烦生成一份演示文稿"): the subject is the clause before it that names one.
  const before = clauses.slice(0, asking >= 0 ? asking : 1).filter((c) => !ZH_ASIDE.test(c));
  return before.length ? zhSubject(before[before.length - 1]!) : core(clauses[0]!);
}

/** A phrase without its measure word, count, 关于/について, adjectives and form noun: the subject alone. */
function core(text: string): string {
  let t = text.trim();
  for (let i = 0; i < 4; i++) {
    const before = t;
    t = t
      .replace(/[（(][^)）]*[)）]$|[啦呢吧哦呀～~]+$/u, "")
      .replace(new RegExp(`^(?:${MEASURE})`, "u"), "")
      .replace(new RegExp(`^${COUNT}`, "u"), "")
      .replace(new RegExp(`(?:の|的)?${COUNT}(?=の|的)`, "u"), "")
      .replace(new RegExp(`${COUNT}$`, "u"), "")
      .replace(/^(?:关于|關於|有关)/u, "")
      .replace(new RegExp(`(?:的)?(?:${ADJECTIVES})?(?:的)?(?:${FORMS_ZH})$`, "u"), "")
      .replace(new RegExp(`(?:の)?(?:${ADJECTIVES})?(?:${FORMS_JA})$`, "u"), "")
      .replace(/(?:についての|について|に関する|关于)$/u, "")
      // "院内勉強会で使う", "キックオフ用の": what the form is for, once the form has gone, is no part of the subject.
      .replace(/(?:で使う|で使用する|用の)$/u, "")
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
  let t = text
    .trim()
    .replace(/[（(][^)）]*[)）]\s*$/u, "")
    .replace(/[。.!！]+$/u, "");
  if (
    !/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}A-Za-zÆæ0-9]/u.test(t) ||
    !/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t)
  )
    return null;
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(t)) {
    t = t.replace(JA_TAIL, "");
    // "中期経営計画の進捗について、スライド資料の作成を…": the subject before について, the form after it.
    const about = /^(?<subject>.+?)について[、,]?(?<rest>.*)$/u.exec(t);
    if (about && !core(about.groups!.rest!)) t = withoutClause(about.groups!.subject!);
    // "Kumo Note の正式リリースに向けて、社内キックオフ用のデッキ": the occasion before に向けて, then what it is for.
    const toward = /^(?<occasion>.+?)に向けて[、,]?(?<rest>.*)$/u.exec(t);
    if (toward) return [core(toward.groups!.occasion!), core(toward.groups!.rest!)].filter(Boolean).join(" — ") || null;
    // "北風ソーラーの取締役会向けプレゼン資料": the audience (and its owner) before 向け, the subject after it.
    const aimed = /^(?<audience>.{1,24}?)向け(?!て)(?:に|の|、)?/u.exec(t);
    const owner = aimed ? ownerOf(aimed.groups!.audience!) : null;
    const subject = core((aimed ? t.slice(aimed[0].length) : t).replace(/^(?:テーマ|主题)[：:]/u, ""));
    return owned(subject, owner, "の") || owner || null;
  }
  return zhClauses(t.replace(/^(?:主题|主題)[：:]/u, "").replace(/[，,]\s*(?:面向|给).*$/u, "")) || null;
}

/** "来週の取締役会でご報告する中期経営計画の進捗" → 中期経営計画の進捗: a clause before the noun it describes goes. */
function withoutClause(text: string): string {
  const m = /^.+?(?:する|した|される|された|使う|行う)(?=[\p{Script=Han}\p{Script=Katakana}A-Za-z])/u.exec(text);
  return m && text.length - m[0].length >= 4 ? text.slice(m[0].length) : text;
}
