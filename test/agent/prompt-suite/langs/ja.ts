// Japanese templates and vocabulary for the generated prompt suite (counts carry their counter word: 214台, 3社).
import { group, joiner, NICE_CHANGE, NICE_PCT, type LangPack } from "../lang-pack.js";

// Full-width digits and percent, as some people type them; the checks compare after NFKC.
const wide = (s: string) => s.replace(/[0-9%.]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

export const ja: LangPack = {
  lang: "ja",
  stop: "。",
  cjk: true,
  join: joiner("、", ["、"]),
  money: (rng, big) =>
    big
      ? rng.pick([`${group(rng.pick([1200, 2400, 3600, 4800, 8500]), ",")}万円`, `${rng.pick([1.2, 2, 3, 4.5])}億円`])
      : `${rng.pick([120, 250, 480, 850])}万円`,
  budgetMoney: (n) => `${n / 100}万円`,
  lineForms: ["{label}{value}", "{label}は{value}"],
  percent: (rng, small) => {
    const v = `${rng.pick(small ? NICE_CHANGE : NICE_PCT)}%`;
    return rng.chance(0.15) ? wide(v) : v;
  },
  count: (n) => group(n, ","),
  figureForms: {
    money: ["{label}は{value}", "{label}{value}"],
    percent: ["{label}は{value}", "{label}{value}"],
    count: ["{label}{value}", "{label}は{value}"],
  },
  changeForms: ["（前年比{c}増）", "、前年比{c}増", "（{c}増）"],
  figuresForms: ["主な数字：{list}", "数字は{list}", "{list}", "次の数字を入れてください：{list}"],
  countedNames: ["{label}{value}（{names}）"],
  namesForms: ["{label}：{names}", "{label}は{names}"],
  people: [
    { name: "山田花子", role: "CFO" },
    { name: "佐藤健", role: "営業部長" },
    { name: "鈴木美咲", role: "プロダクトマネージャー" },
    { name: "高橋翔", role: "CTO" },
    { name: "伊藤さくら", role: "マーケティング責任者" },
    { name: "渡辺大輔", role: "業務部長" },
  ],
  person: ["{name}（{role}）", "{role}の{name}"],
  peopleForms: ["チーム：{list}", "発表者は{list}", "メンバー紹介：{list}"],
  risksForms: ["リスク：{list}", "主なリスクは{list}", "リスクとして{list}を挙げてください"],
  prioritiesForms: ["{q}の優先事項：{list}", "{q}は{list}に注力", "優先事項：{list}", "今後の重点は{list}"],
  quarters: ["第4四半期", "Q1", "下期", "来年度第1四半期"],
  steps: ["キックオフ", "試験導入", "研修", "本格導入", "振り返り"],
  months: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
  step: ["{date}に{what}", "{what}は{date}"],
  stepsForms: ["スケジュール：{list}", "{list}", "予定：{list}"],
  statementForms: ["{statement}", "補足：{statement}", "なお、{statement}"],
  sectionLists: [
    ["背景", "費用", "削減効果", "補助金", "提言"],
    ["現状", "目標", "スケジュール", "体制"],
    ["市場", "製品", "チーム", "資金調達"],
    ["良かった点", "課題", "学び"],
  ],
  sectionsForms: ["構成は{list}でお願いします", "章立て：{list}", "{list}の順でまとめてください"],
  sectionsInline: ["（{list}を含む）"],
  audiences: ["経営陣", "投資家", "新入社員", "取締役会", "市議会", "社内チーム"],
  heads: {
    deck: [
      "{S}についてのプレゼンを作成してください。",
      "{S}について{n}枚のスライドを作成してください。",
      "{A}向けに{S}のプレゼン資料を作ってください。",
      "{A}向けに{S}について{n}枚のスライドを作成してください。",
      "{S}の短いプレゼンをお願いします。",
      "{S}のスライドを{n}枚で作ってください。",
      "{A}向けの{S}のプレゼンをお願いします。",
    ],
    doc: [
      "{S}についての報告書を作成してください。",
      "{S}の報告書を{n}章構成で作成してください。",
      "{A}向けに{S}の計画書を書いてください。",
      "{S}についての文書をまとめてください。",
      "{A}向けの{S}のレポートを{n}つのセクションで作成してください。",
    ],
    sheet: [
      "{S}の予算表を作成してください。",
      "{S}の月次予算をスプレッドシートで作ってください。",
      "{S}の費用の表を作ってください。",
      "{S}の予算をお願いします。",
    ],
    neutral: ["テーマ：{S}。", "{S}について。", "{A}向け、{S}について。"],
  },
  budgetForms: ["項目：{list}", "{list}", "月々の費用：{list}"],
  budgetLines: ["家賃", "人件費", "広告費", "保険料", "ソフトウェア利用料", "光熱費", "リース料"],
  domains: {
    food: {
      subjects: [
        { name: "カフェ・ソラ", phrases: ["東京のカフェ・ソラ", "カフェ・ソラの焙煎事業"] },
        { name: "こむぎ堂", phrases: ["ベーカリーこむぎ堂", "こむぎ堂の店舗"] },
      ],
      figures: [
        { label: "売上高", unit: "money", big: true, change: true },
        { label: "粗利率", unit: "percent" },
        { label: "会員数", unit: "count", range: [800, 5000], counter: "人", change: true },
        { label: "ダイレクトトレードの豆の比率", unit: "percent" },
        { label: "卸の注文", unit: "count", range: [40, 600], counter: "件" },
      ],
      named: {
        label: "新規卸先",
        names: ["カフェ・ノール", "ホテル・ルーメン", "グレイン・マーケット", "喫茶みどり", "パン屋ふくろう"],
        counter: "社",
      },
      risks: ["生豆価格の高騰", "焙煎士の退職", "本店の家賃値上げ", "新しい焙煎機の納品遅れ"],
      priorities: ["サブスクリプションの開始", "大阪の焙煎所", "2号店の開店", "バリスタ研修"],
      statements: ["3月から堆肥化できる袋を使用", "オーツミルクが牛乳より売れている", "全スタッフに生活賃金以上を支給"],
    },
    transit: {
      subjects: [
        { name: "みなと交通", phrases: ["みなと交通のバス事業", "みなと交通"] },
        { name: "札幌", phrases: ["札幌のバス路線", "札幌の路線バス事業"] },
      ],
      figures: [
        { label: "1日あたりの乗客数", unit: "count", range: [12000, 90000], counter: "人", change: true },
        {
          label: "バス",
          unit: "count",
          range: [40, 400],
          counter: "台",
          forms: ["{label}{value}", "{value}の{label}"],
        },
        { label: "営業所", unit: "count", range: [2, 9], counter: "か所" },
        { label: "定時運行率", unit: "percent" },
        { label: "運行費用", unit: "money", big: true, change: true },
      ],
      named: { label: "新しい停留所", names: ["港町", "みどり台", "南口", "川沿い公園", "旧市街"], counter: "か所" },
      risks: ["運転士不足", "燃料費の高騰", "新営業所の建設遅れ", "運賃の据え置き"],
      priorities: ["電気バスの導入", "深夜路線", "キャッシュレス決済", "リアルタイムの到着表示"],
      statements: ["4月から子どもは無料", "全車両にスロープを設置", "アプリで到着時刻をリアルタイム表示"],
    },
    tech: {
      subjects: [
        { name: "ÆON", phrases: ["シフト管理ソフトÆON", "ÆONプラットフォーム"] },
        { name: "iPhone", phrases: ["犬の散歩代行向けiPhoneアプリ", "予約アプリのiPhone版"] },
      ],
      figures: [
        { label: "ARR", unit: "money", big: true, change: true },
        { label: "月間アクティブユーザー", unit: "count", range: [8000, 90000], counter: "人", change: true },
        { label: "解約率", unit: "percent" },
        { label: "有料チーム数", unit: "count", range: [40, 900] },
        { label: "売上継続率", unit: "percent" },
      ],
      named: {
        label: "パイロット顧客",
        names: ["ノルトリヒト社", "Brightwell & Co", "コウボウ・スタジオ", "アトラス運輸", "Verde Labs"],
        counter: "社",
      },
      risks: ["主要エンジニアの退職", "App Store審査の遅れ", "大手競合による機能の模倣", "クラウド費用の増加"],
      priorities: ["シングルサインオン", "Android版アプリ", "従量課金", "セキュリティ監査"],
      statements: ["サポートは1時間以内に返信", "データはすべて国内に保存", "新しいオンボーディングで設定時間が半分に"],
    },
    health: {
      subjects: [
        { name: "さくら歯科", phrases: ["さくら歯科クリニック", "横浜のさくら歯科"] },
        { name: "ひだまり", phrases: ["介護施設ひだまり"] },
      ],
      figures: [
        { label: "来院数", unit: "count", range: [1200, 9000], counter: "件", change: true },
        { label: "無断キャンセル率", unit: "percent" },
        { label: "売上高", unit: "money", big: true, change: true },
        { label: "職員数", unit: "count", range: [12, 80], counter: "人" },
        { label: "患者満足度", unit: "percent" },
      ],
      named: { label: "提携保険会社", names: ["あおば保険", "みらい共済", "ひかり生命", "やまと健保"], counter: "社" },
      risks: ["歯科医師の引退", "新しい衛生基準", "技工料の上昇", "予約システムの遅さ"],
      priorities: ["オンライン予約", "2院目の開設", "夜間診療", "新しいレントゲン装置"],
      statements: ["1月から夜間診療を開始", "カルテはすべて電子化済み", "5月に待合室を改装"],
    },
  },
};
