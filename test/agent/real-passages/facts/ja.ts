// Facts stated in the Japanese real passages (annotated here; the passages stay in ../shared/fixtures/real-writing).
import type { PassageFacts } from "./types.js";

export const JA: PassageFacts = {
  "ja-001": [],
  "ja-002": [{ label: "農林省の職員", value: "2500名" }],
  "ja-003": [
    { label: "この機能", value: "1億1000万ドル" },
    { label: "全検索数", value: "1%" },
  ],
  "ja-004": [
    { label: "コンゴ人", value: "48%" },
    { label: "ピグミー", value: "2%" },
    { label: "ヨーロッパ人やその他", value: "3%" },
  ],
  "ja-005": [
    { label: "輸出額", value: "61.2％", date: "2014年" },
    { label: "GDP", value: "5割" },
  ],
  "ja-006": [
    { label: "研究者", value: "1000名" },
    { label: "地下", value: "5km" },
    { label: "生物量", value: "245倍から385倍" },
  ],
  "ja-007": [{ label: "生命の痕跡", value: "42億8000万年前" }],
  "ja-008": [
    { label: "学位を取得する方法", value: "7年間" },
    { label: "学位習得", value: "3年間" },
    { label: "インターンシップ", value: "1年間" },
    { label: "集中コース", value: "2年間" },
  ],
  "ja-009": [
    { label: "報酬の相場", value: "1〜3割" },
    { label: "相場", value: "25〜35%" },
  ],
  "ja-010": [
    { label: "レポートカー", value: "2台", date: "1982年4月" },
    { label: "女性のレポートドライバー", value: "8名", date: "1982年4月" },
  ],
  "ja-011": [
    { label: "組み込みソフトウェア技術者数", value: "14.9万人", date: "2004年" },
    { label: "組み込みソフトウェア技術者数", value: "17.5万人", date: "2005年" },
    { label: "組み込みソフトウェア技術者数", value: "19.3万人", date: "2006年" },
    { label: "組み込みソフトウェア技術者数", value: "23.5万人", date: "2007年" },
  ],
  "ja-012": [
    { label: "登録に必要な資格と経験", value: "7年間" },
    { label: "大学院卒業コース", value: "2年間" },
  ],
  "ja-013": [],
  "ja-014": [
    { label: "罰金", value: "2億円" },
    { label: "罰金", value: "1億8千万円" },
    { label: "営業停止処分", value: "120日間" },
  ],
  "ja-015": [
    { label: "歌曲", value: "14曲" },
    { label: "アルマ", value: "23歳", date: "1902年3月" },
  ],
  "ja-016": [
    { label: "ウェブページ", value: "250億", date: "2006年" },
    { label: "画像", value: "13億", date: "2006年" },
    { label: "ネットニュース上のメッセージ", value: "10億", date: "2006年" },
    { label: "検索", value: "4億回", date: "2006年" },
  ],
  "ja-017": [{ label: "非現業公務員の争議権", value: "7ヶ月" }],
  "ja-018": [{ label: "最長在籍記録", value: "15年6か月" }],
  "ja-019": [],
  "ja-020": [],
};
