// Japanese real-voice cases: sales reviews, board requests, incident reports, budgets and pasted meeting notes, written for this corpus.
import type { RealCase } from "../types.js";

export const JA: readonly RealCase[] = [
  // ── Decks from a prompt ──────────────────────────────────────────────
  {
    id: "ja-q3-sales-review",
    lang: "ja",
    genre: "brief",
    kind: "deck",
    text: `第3四半期の営業レビュー用に、スライド8枚で資料をお願いします。

売上高 42億円（前年同期比 8%増）
営業利益 4億5000万円
新規顧客 126社

チーム別受注
東京チーム：1億2000万円
大阪チーム：9800万円
名古屋チーム：6400万円

大阪が計画未達なので、最後に来期の打ち手のページを入れてください。`,
    facts: [
      { label: "売上高", value: "42億円", change: "8%" },
      { label: "営業利益", value: "4億5000万円" },
      { label: "新規顧客", value: "126社" },
      { label: "東京チーム", value: "1億2000万円" },
      { label: "大阪チーム", value: "9800万円" },
      { label: "名古屋チーム", value: "6400万円" },
    ],
  },
  {
    id: "ja-cafe-minato-year",
    lang: "ja",
    genre: "report",
    kind: "deck",
    name: "カフェ・ミナト",
    text: `カフェ・ミナトの今年のふりかえりをスライドにまとめたいです！スタッフ向けなので堅すぎない感じで。
数字はこんな感じです→ 一日の平均来店数が180人（去年は150人）、客単価 980円、リピーター率 62%。口コミの評価も 4.5（5点満点）まで上がりました。
新メニューの抹茶ラテは月 2,100杯 出ていて一番人気です。来年はモーニングを始めたいので、その話も最後に入れてください。`,
    facts: [
      { label: "一日の平均来店数", value: "180人", change: "150人" },
      { label: "客単価", value: "980円" },
      { label: "リピーター率", value: "62%" },
      { label: "口コミの評価", value: "4.5" },
      { label: "抹茶ラテ", value: "2,100杯" },
    ],
  },
  {
    id: "ja-hoshino-plant-kpi",
    lang: "ja",
    genre: "report",
    kind: "deck",
    name: "星野精機",
    text: `星野精機 第二工場の月次KPI報告、10枚でスライド作成お願いします。
・稼働率 88%（前年 91%）
・不良率 0.8%（前年 1.2%）
・生産台数 1万2400台
・残業時間 一人あたり 21時間
稼働率が落ちたのは4月の金型トラブルが主因。対策として予防保全の点検回数を倍にしました。`,
    facts: [
      { label: "稼働率", value: "88%", change: "91%" },
      { label: "不良率", value: "0.8%", change: "1.2%" },
      { label: "生産台数", value: "1万2400台" },
      { label: "残業時間", value: "21時間" },
    ],
  },
  {
    id: "ja-board-midterm-plan",
    lang: "ja",
    genre: "email",
    kind: "deck",
    text: `各位

お疲れさまです。総務部の田中です。
来週の取締役会でご報告する中期経営計画の進捗について、スライド資料の作成をお願いできますでしょうか。盛り込む数値は下記のとおりです。

売上収益：126億円（前年同期比 5%減）
営業利益率：6.2%（前年 7.8%）
海外売上比率：34%
従業員数：1,240名

減収の主因は国内向け住宅設備の需要減です。一方、海外は堅調に推移しております。
枚数はお任せいたします。よろしくお願いいたします。`,
    facts: [
      { label: "売上収益", value: "126億円", change: "5%" },
      { label: "営業利益率", value: "6.2%", change: "7.8%" },
      { label: "海外売上比率", value: "34%" },
      { label: "従業員数", value: "1,240名" },
    ],
  },
  {
    id: "ja-school-career-night",
    lang: "ja",
    genre: "brief",
    kind: "deck",
    text: `中学三年生の保護者向けに、進路説明会のスライドを12枚で作ってください。
昨年度の実績：卒業生 186名、公立高校合格率 94%、私立併願者 112名。
今年は面談を7月と11月に行い、願書の締め切りは1月20日です。
保護者の方が一番不安に思っているのは費用なので、就学支援金の説明を厚めにお願いします。`,
    facts: [
      { label: "卒業生", value: "186名" },
      { label: "公立高校合格率", value: "94%" },
      { label: "私立併願者", value: "112名" },
    ],
  },
  {
    id: "ja-hidamari-annual",
    lang: "ja",
    genre: "report",
    kind: "deck",
    name: "ひだまり",
    text: `NPO法人ひだまりの年次活動報告をスライドにしたいです。来月の支援者向け報告会で使う予定で、理事長が話すので、話しやすい流れにしてもらえると助かります。
今年度はおかげさまで寄付総額 3800万円（前年比 12%増）、支援した家庭は 450世帯、ボランティア登録者は 210名になりました。フードパントリーの配布回数は 48回、配った食品は約 9.6トンです。学習支援教室も始めて、通ってくれている子どもは 64人います。
一方で課題もあって、常勤スタッフが 3名しかおらず、事務作業が回っていません。来年度は増員と、企業との連携を進めたいと考えています。
最後に「ご支援のお願い」のページを入れて、写真はあとで差し込むので枠だけ空けておいてください。`,
    facts: [
      { label: "寄付総額", value: "3800万円", change: "12%" },
      { label: "支援した家庭", value: "450世帯" },
      { label: "ボランティア登録者", value: "210名" },
      { label: "配布回数", value: "48回" },
      { label: "配った食品", value: "9.6トン" },
      { label: "子ども", value: "64人" },
      { label: "常勤スタッフ", value: "3名" },
    ],
  },
  {
    id: "ja-kumo-note-launch",
    lang: "ja",
    genre: "brief",
    kind: "deck",
    name: "Kumo Note",
    text: `Kumo Note の正式リリースに向けて、社内キックオフ用のデッキを6枚で。
ベータの結果：利用者 3,200人、継続率 74%、満足度 4.6（5点満点）。要望トップは「オフライン編集」。
リリース日は 2026年4月1日、料金は 980円／月 で確定。`,
    facts: [
      { label: "利用者", value: "3,200人" },
      { label: "継続率", value: "74%" },
      { label: "満足度", value: "4.6" },
      { label: "料金", value: "980円" },
    ],
  },
  {
    id: "ja-midori-clinic-waiting",
    lang: "ja",
    genre: "report",
    kind: "deck",
    name: "みどり内科クリニック",
    text: `みどり内科クリニックの院内勉強会で使うスライドを作ってほしいです。テーマは「待ち時間の改善」。
Web予約を入れてから、平均待ち時間が 24分（昨年 38分）まで短くなりました。外来患者数は月平均 2,850人 で横ばい、患者満足度は 4.3（5点満点）です。
ただ、予約なしの方の待ち時間はまだ長いので、そこの対策案も入れてください。`,
    facts: [
      { label: "平均待ち時間", value: "24分", change: "38分" },
      { label: "外来患者数", value: "2,850人" },
      { label: "患者満足度", value: "4.3" },
    ],
  },
  {
    id: "ja-city-tourism-council",
    lang: "ja",
    genre: "report",
    kind: "deck",
    text: `観光振興課です。議会説明用に、昨年度の観光動向をまとめたスライドを9枚程度でお願いします。
観光客数 186万人（前年比 9%増）
うち外国人観光客 23万人（前年比 41%増）
宿泊者数 42万人
観光消費額 310億円
課題：宿泊施設の不足、二次交通（バス・タクシー）の運転手不足
来年度の重点：周遊ルートの整備、ナイトタイムの観光コンテンツ`,
    facts: [
      { label: "観光客数", value: "186万人", change: "9%" },
      { label: "外国人観光客", value: "23万人", change: "41%" },
      { label: "宿泊者数", value: "42万人" },
      { label: "観光消費額", value: "310億円" },
    ],
  },
  {
    id: "ja-seed-pitch",
    lang: "ja",
    genre: "brief",
    kind: "deck",
    text: "シードの投資家向けピッチ資料つくって。MRR 850万円（前月比 14%増）、有料顧客 38社、解約率 1.9%。",
    facts: [
      { label: "MRR", value: "850万円", change: "14%" },
      { label: "有料顧客", value: "38社" },
      { label: "解約率", value: "1.9%" },
    ],
  },

  // ── Documents from a prompt ──────────────────────────────────────────
  {
    id: "ja-payment-incident-report",
    lang: "ja",
    genre: "report",
    kind: "doc",
    text: `決済APIの障害報告書を作成してください。取引先にも出すので丁寧な文体で。

発生：3月14日 10:20
復旧：3月14日 11:05
影響：決済失敗 1,320件、うち返金対応 214件（返金額 計 86万円）
原因：証明書の更新漏れ
再発防止：更新期限の自動監視、更新手順の二重チェック`,
    facts: [
      { label: "決済失敗", value: "1,320件" },
      { label: "返金対応", value: "214件" },
      { label: "返金額", value: "86万円" },
    ],
  },
  {
    id: "ja-remote-work-notice",
    lang: "ja",
    genre: "memo",
    kind: "doc",
    text: `人事部より。在宅勤務制度の改定について、全社員向けのお知らせ文書を作ってください。
変更点は以下のとおり。
① 在宅勤務の上限：週2日 → 週3日
② 通信費手当：月額 3,000円 を新設
③ 申請は前日17時までにワークフローで
開始は 2026年4月1日 です。質問は人事部まで。`,
    facts: [
      { label: "在宅勤務の上限", value: "週3日", change: "週2日" },
      { label: "通信費手当", value: "3,000円" },
    ],
  },
  {
    id: "ja-kichijoji-store-plan",
    lang: "ja",
    genre: "plan",
    kind: "doc",
    text: `新店舗の出店計画書をつくりたいです。銀行に出す用なので、ちゃんとした書式でお願いします。
場所は吉祥寺駅の北口すぐ、席数は 28席。
初期投資 4500万円（うち自己資金 1500万円、借入 3000万円）
月商見込み 620万円
損益分岐点 月商 480万円
投資回収 約3年
既存店の実績（昨年度）：年商 6800万円、営業利益率 11%`,
    facts: [
      { label: "席数", value: "28席" },
      { label: "初期投資", value: "4500万円" },
      { label: "自己資金", value: "1500万円" },
      { label: "借入", value: "3000万円" },
      { label: "月商見込み", value: "620万円" },
      { label: "損益分岐点", value: "480万円" },
      { label: "投資回収", value: "3年" },
      { label: "年商", value: "6800万円" },
      { label: "営業利益率", value: "11%" },
    ],
  },
  {
    id: "ja-february-monthly-report",
    lang: "ja",
    genre: "email",
    kind: "doc",
    text: `経営企画の佐藤です。2月度の月次報告書（Word形式）のたたき台をお願いします。
・売上高 8億3000万円（前年同月比 3%増）
・粗利率 41.5％
・販管費 2億9000万円（予算比 4%超過）
・期末人員 312名
販管費の超過は採用費の前倒しによるもので、通期では予算内に収まる見込みです。この点を本文で明記してください。`,
    facts: [
      { label: "売上高", value: "8億3000万円", change: "3%" },
      { label: "粗利率", value: "41.5％" },
      { label: "販管費", value: "2億9000万円", change: "4%" },
      { label: "期末人員", value: "312名" },
    ],
  },

  // ── Sheets ───────────────────────────────────────────────────────────
  {
    id: "ja-marketing-channels-budget",
    lang: "ja",
    genre: "budget",
    kind: "sheet",
    text: `来期のマーケ予算表をスプレッドシートで作ってください。チャネルごとに年間合計を出して、最後に総合計も。
リスティング広告：月40万円
SNS広告：月25万円
SEO外注：月15万円
展示会出展：年間 180万円
会社案内パンフ制作：一括 60万円`,
    facts: [
      { label: "リスティング広告", value: "40万円" },
      { label: "SNS広告", value: "25万円" },
      { label: "SEO外注", value: "15万円" },
      { label: "展示会出展", value: "180万円" },
      { label: "会社案内パンフ制作", value: "60万円" },
    ],
    rows: [
      { label: "リスティング広告", amount: 400000, period: "month" },
      { label: "SNS広告", amount: 250000, period: "month" },
      { label: "SEO外注", amount: 150000, period: "month" },
      { label: "展示会出展", amount: 1800000, period: "year" },
      { label: "会社案内パンフ制作", amount: 600000, period: "once" },
    ],
  },
  {
    id: "ja-team-annual-budget",
    lang: "ja",
    genre: "budget",
    kind: "sheet",
    text: `部門別の年間予算を一覧表にまとめていただけますか。合計行もお願いします。
東京チーム：1億2000万円
大阪チーム：8500万円
福岡チーム：4200万円
本社管理部門：6300万円
※いずれも年額です。全体の上限は 3億2000万円 です。`,
    facts: [
      { label: "東京チーム", value: "1億2000万円" },
      { label: "大阪チーム", value: "8500万円" },
      { label: "福岡チーム", value: "4200万円" },
      { label: "本社管理部門", value: "6300万円" },
      { label: "全体の上限", value: "3億2000万円" },
    ],
    rows: [
      { label: "東京チーム", amount: 120000000, period: "year" },
      { label: "大阪チーム", amount: 85000000, period: "year" },
      { label: "福岡チーム", amount: 42000000, period: "year" },
      { label: "本社管理部門", amount: 63000000, period: "year" },
    ],
  },
  {
    id: "ja-school-festival-costs",
    lang: "ja",
    genre: "budget",
    kind: "sheet",
    text: `文化祭の実行委員会用に、経費の見積もり表を作りたいです。項目ごとの金額と合計を出してください（全部一回きりの費用です）。
テント・机のレンタル 8万5000円
音響機材 12万円
装飾の材料費 3万2000円
パンフレット印刷 4万8000円
保険料 1万5000円`,
    facts: [
      { label: "テント・机のレンタル", value: "8万5000円" },
      { label: "音響機材", value: "12万円" },
      { label: "装飾の材料費", value: "3万2000円" },
      { label: "パンフレット印刷", value: "4万8000円" },
      { label: "保険料", value: "1万5000円" },
    ],
    rows: [
      { label: "テント・机のレンタル", amount: 85000, period: "once" },
      { label: "音響機材", amount: 120000, period: "once" },
      { label: "装飾の材料費", amount: 32000, period: "once" },
      { label: "パンフレット印刷", amount: 48000, period: "once" },
      { label: "保険料", amount: 15000, period: "once" },
    ],
  },
  {
    id: "ja-dev-tools-costs",
    lang: "ja",
    genre: "budget",
    kind: "sheet",
    text: `開発チームで使っているツールのコスト表を作って。月額と年額の両方、あと合計。
- GitHub Team：月 3万2000円
- AWS：月 48万円
- Datadog：月 11万5000円
- Figma：月 2万4000円
- Slack：月 1万8000円`,
    facts: [
      { label: "GitHub Team", value: "3万2000円" },
      { label: "AWS", value: "48万円" },
      { label: "Datadog", value: "11万5000円" },
      { label: "Figma", value: "2万4000円" },
      { label: "Slack", value: "1万8000円" },
    ],
    rows: [
      { label: "GitHub Team", amount: 32000, period: "month" },
      { label: "AWS", amount: 480000, period: "month" },
      { label: "Datadog", amount: 115000, period: "month" },
      { label: "Figma", amount: 24000, period: "month" },
      { label: "Slack", amount: 18000, period: "month" },
    ],
  },
  {
    id: "ja-cafe-running-costs",
    lang: "ja",
    genre: "budget",
    kind: "sheet",
    text: `お店の経費を表にしたいです。年間でいくらかかるか、項目ごとと全体の合計を出してほしい。
家賃 月18万円
光熱費 月4万5000円
食材・仕入れ 月62万円
火災保険 年7万2000円
エスプレッソマシンの買い替え 95万円（今年だけ）`,
    facts: [
      { label: "家賃", value: "18万円" },
      { label: "光熱費", value: "4万5000円" },
      { label: "食材・仕入れ", value: "62万円" },
      { label: "火災保険", value: "7万2000円" },
      { label: "エスプレッソマシンの買い替え", value: "95万円" },
    ],
    rows: [
      { label: "家賃", amount: 180000, period: "month" },
      { label: "光熱費", amount: 45000, period: "month" },
      { label: "食材・仕入れ", amount: 620000, period: "month" },
      { label: "火災保険", amount: 72000, period: "year" },
      { label: "エスプレッソマシンの買い替え", amount: 950000, period: "once" },
    ],
  },

  // ── Pasted notes ─────────────────────────────────────────────────────
  {
    id: "ja-sales-weekly-minutes",
    lang: "ja",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `以下のメモをスライドにしてください：

会議：営業定例（4月8日）
出席者：山田、佐藤、李、小林
欠席：高橋

先週の数字
受注額：3,450万円（目標 3,000万円）
商談件数：42件
失注：5件

決定事項
・新規リードは火曜までに振り分ける
・展示会のブースを拡大する

宿題
山田：見積テンプレートの改訂
佐藤：大阪の代理店と日程調整
李：4月15日までに競合比較表`,
    facts: [
      { label: "受注額", value: "3,450万円", change: "3,000万円" },
      { label: "商談件数", value: "42件" },
      { label: "失注", value: "5件" },
    ],
    headings: ["先週の数字", "決定事項", "宿題"],
  },
  {
    id: "ja-exec-meeting-summary",
    lang: "ja",
    genre: "minutes",
    kind: "doc",
    mode: "condense",
    text: `次のメモを要約して、役員向けの報告文書にしてください。

会議：経営会議（3月2日）
記録：総務 田中
出席：社長、専務、管理本部長、営業本部長、製造本部長

■業績
・累計売上 98億円、計画比 2%未達
・原材料費 前年同期比 12%増、粗利を圧迫
・在庫日数 46日（前年 39日）

■議論
値上げは4月出荷分から平均 5% で実施する方向。主要顧客への説明は営業本部長が2月中に完了済み。
新ラインの設備投資は 7億円。稟議は来月に回す。

■結論
・値上げ：承認
・新ライン投資：継続審議

次回：4月6日`,
    facts: [
      { label: "累計売上", value: "98億円", change: "2%" },
      { label: "原材料費", value: "12%" },
      { label: "在庫日数", value: "46日", change: "39日" },
      { label: "値上げ", value: "5%" },
      { label: "設備投資", value: "7億円" },
    ],
    headings: ["■業績", "■議論", "■結論"],
  },
  {
    id: "ja-safety-committee-notes",
    lang: "ja",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `以下の安全衛生委員会のメモ、そのままの構成でスライドにしてください。

日時：5月12日 14:00〜15:00
場所：第二工場 会議室B
出席者：工場長、安全管理者 木村、各ライン班長

ヒヤリハット報告
件数：17件（前月 11件）
多かった場所：フォークリフト通路、プレス機周辺

休業災害
なし（連続無災害 412日）

改善策
・通路の白線を引き直す
・プレス機に光電センサーを追加

担当
木村：白線の業者手配（5月末まで）
第一ライン班長：センサーの見積取得`,
    facts: [
      { label: "件数", value: "17件", change: "11件" },
      { label: "連続無災害", value: "412日" },
    ],
    headings: ["ヒヤリハット報告", "休業災害", "改善策", "担当"],
  },
  {
    id: "ja-core-system-kickoff",
    lang: "ja",
    genre: "notes",
    kind: "deck",
    mode: "condense",
    text: `このキックオフのメモを要約して、スライド5枚くらいにまとめてほしいです。

プロジェクト：基幹システム刷新（コードネーム「あおば」）
予算：2億4000万円
期間：2026年4月〜2027年9月
体制：社内 12名＋ベンダー 20名

目的
・紙の伝票をなくす
・月次決算を 10営業日 から 5営業日 に短縮

マイルストーン
6月30日 要件定義完了
11月 設計レビュー
2027年3月 受入テスト開始

リスク
ベンダー側のキーマンが他案件と兼務。体制表をもらうこと。`,
    facts: [
      { label: "予算", value: "2億4000万円" },
      { label: "社内", value: "12名" },
      { label: "ベンダー", value: "20名" },
      { label: "月次決算", value: "5営業日", change: "10営業日" },
    ],
    headings: ["目的", "マイルストーン", "リスク"],
  },
  {
    id: "ja-nursing-flu-shots",
    lang: "ja",
    genre: "notes",
    kind: "doc",
    mode: "condense",
    text: `下のメモを整理して、スタッフ共有用の文書にしてください。

会議：看護部ミーティング（9月5日）

予防接種
・インフルエンザ 10月1日開始
・予約枠：一日 60人
・去年の接種者 1,480人、今年の目標 1,700人
・問診票の記入漏れ：去年は 8%。受付で確認を徹底する

担当
土曜の応援：鈴木さん、森さん
小児枠（火・木の午後）：小児科外来の看護師`,
    facts: [
      { label: "予約枠", value: "60人" },
      { label: "去年の接種者", value: "1,480人" },
      { label: "今年の目標", value: "1,700人" },
      { label: "問診票の記入漏れ", value: "8%" },
    ],
    headings: ["予防接種", "担当"],
  },
];
