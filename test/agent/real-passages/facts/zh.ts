// Facts stated in the Chinese real passages (annotated here; the passages stay in ../shared/fixtures/real-writing).
import type { PassageFacts } from "./types.js";

export const ZH: PassageFacts = {
  "zh-001": [
    { label: "总建筑面积", value: "1.7万平方米" },
    { label: "站房面积", value: "4,933平方米" },
    { label: "侧式站台", value: "2座" },
    { label: "到发线", value: "2条" },
    { label: "距离海宁市区", value: "30公里" },
  ],
  "zh-002": [
    { label: "教职员", value: "90位" },
    { label: "学生", value: "400余位" },
    { label: "国际学生", value: "10%" },
    { label: "大学和硕士学位", value: "160余个" },
  ],
  "zh-003": [
    { label: "列车", value: "5列" },
    { label: "每卡载客人数", value: "537人" },
    { label: "最高速", value: "50公里" },
  ],
  "zh-004": [
    { label: "初速", value: "875米/秒" },
    { label: "最大射速", value: "70发/分" },
    { label: "最大射程", value: "29.5千米" },
    { label: "全重", value: "94吨" },
    { label: "搜索距离", value: "75km" },
  ],
  "zh-005": [
    { label: "人口", value: "78,191人", date: "2008年" },
    { label: "海拔", value: "500米" },
    { label: "人口", value: "28,000人" },
    { label: "人口", value: "6000人", date: "1919年" },
    { label: "难民营", value: "12个" },
  ],
  "zh-006": [
    { label: "面积", value: "6,600平方呎" },
    { label: "标准课室", value: "30间" },
    { label: "实验室", value: "4间" },
    { label: "特别室", value: "13个" },
  ],
  "zh-007": [
    { label: "常高", value: "3米" },
    { label: "侧脉", value: "6－7对" },
    { label: "雄蕊", value: "8枚" },
    { label: "雌蕊", value: "1枚" },
  ],
  "zh-008": [
    { label: "评审委员", value: "9人" },
    { label: "评审委员", value: "7人" },
    { label: "决审评审委员", value: "5人" },
    { label: "奖金", value: "NT$25,000" },
  ],
  "zh-009": [{ label: "全程", value: "$5.3" }],
  "zh-010": [
    { label: "车站主体长度", value: "230m" },
    { label: "股道", value: "4条" },
    { label: "出入口", value: "3个" },
    { label: "优惠价格", value: "2元" },
  ],
  "zh-011": [
    { label: "乐团成员", value: "21人" },
    { label: "乐团成员", value: "16位" },
    { label: "客座乐手及歌手", value: "10位" },
  ],
  "zh-012": [
    { label: "西雅图东南方", value: "54英里" },
    { label: "海拔", value: "4,392公尺" },
    { label: "贝克山海拔", value: "3,286公尺" },
  ],
  "zh-013": [
    { label: "并购", value: "2.5亿美元", date: "2009年11月9日" },
    { label: "融资", value: "170万美元", date: "2008年10月" },
    { label: "收购", value: "2.75亿美金", date: "2009年11月9日" },
    { label: "活跃使用者", value: "520万" },
    { label: "结束营运", value: "11款", date: "2011年" },
  ],
  "zh-014": [
    { label: "东经", value: "92.2度" },
    { label: "制作成本", value: "20亿元" },
  ],
  "zh-015": [
    { label: "时间", value: "30％" },
    { label: "爆发", value: "25次", date: "1350至1490年间" },
    { label: "伦敦人口", value: "10％至30％" },
    { label: "阿姆斯特丹人", value: "10％", date: "1623-25年间" },
    { label: "人口", value: "60％", date: "1348- 50年间" },
  ],
  "zh-016": [{ label: "人口", value: "150万" }],
  "zh-017": [
    { label: "中寒武纪", value: "5.05亿年前" },
    { label: "梳状列", value: "8个" },
  ],
  "zh-018": [{ label: "海平面", value: "120米" }],
  "zh-019": [
    { label: "人口", value: "2,000 人" },
    { label: "哈德良长城的长度", value: "73英里" },
  ],
  "zh-020": [{ label: "嘉宾", value: "2000 名" }],
  "zh-021": [
    { label: "政府官员", value: "5名" },
    { label: "海军军官", value: "9名" },
    { label: "士兵", value: "39名" },
    { label: "罪犯", value: "307名" },
    { label: "儿童", value: "7名" },
  ],
};
