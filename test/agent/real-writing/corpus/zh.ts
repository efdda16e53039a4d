// Chinese (simplified) real-voice cases: sales reviews, board materials, notices, budgets and pasted meeting notes, written for this corpus.
import type { RealCase } from "../types.js";

export const ZH: readonly RealCase[] = [
  // ── Decks from a prompt ──────────────────────────────────────────────
  {
    id: "zh-q1-sales-review",
    lang: "zh",
    genre: "brief",
    kind: "deck",
    text: `帮我做一份一季度销售复盘的PPT，8页左右。
营收 1.2亿元，同比增长12%
毛利率 38%（去年同期 35%）
新签客户 64家
华东区：4800万元
华南区：3500万元
华北区：2100万元
重点讲一下华北为什么掉队。`,
    facts: [
      { label: "营收", value: "1.2亿元", change: "12%" },
      { label: "毛利率", value: "38%", change: "35%" },
      { label: "新签客户", value: "64家" },
      { label: "华东区", value: "4800万元" },
      { label: "华南区", value: "3500万元" },
      { label: "华北区", value: "2100万元" },
    ],
  },
  {
    id: "zh-chayu-tea-shop",
    lang: "zh",
    genre: "report",
    kind: "deck",
    name: "茶语小筑",
    text: `我们店（茶语小筑）开业一周年啦，想做个PPT年会上给员工看，轻松一点就好～
数据大概是这样：日均杯量 650杯，比去年多了不少；客单价 23.5元；会员人数 1.8万人；大众点评评分 4.7（满分5分）。
今年卖得最火的是杨枝甘露，占总销量的 27%。
明年打算在大学城开第二家店，这部分放最后讲。`,
    facts: [
      { label: "日均杯量", value: "650杯" },
      { label: "客单价", value: "23.5元" },
      { label: "会员人数", value: "1.8万人" },
      { label: "大众点评评分", value: "4.7" },
      { label: "杨枝甘露", value: "27%" },
    ],
  },
  {
    id: "zh-hongda-workshop-report",
    lang: "zh",
    genre: "report",
    kind: "deck",
    name: "宏达精密",
    text: `宏达精密二车间的月度生产报告，做成10页幻灯片。
设备综合效率 82%，比去年下降3%
一次合格率 98.6%
产量 4.6万件（环比增长5%）
安全事故 0起
主要问题是注塑机老化，停机时间比上个月多了 36小时。`,
    facts: [
      { label: "设备综合效率", value: "82%", change: "3%" },
      { label: "一次合格率", value: "98.6%" },
      { label: "产量", value: "4.6万件", change: "5%" },
      { label: "安全事故", value: "0起" },
      { label: "停机时间", value: "36小时" },
    ],
  },
  {
    id: "zh-board-annual-review",
    lang: "zh",
    genre: "email",
    kind: "deck",
    text: `各位董事：

根据董事会安排，请协助制作2025年度经营情况汇报材料（幻灯片形式），供3月董事会审议。主要数据如下：
一、营业收入 8.6亿元，同比增长9%；
二、归母净利润 6200万元，同比下降4%；
三、研发投入 5100万元，占营收比重 5.9%；
四、员工总数 1,380人。
净利润下降主要受原材料价格上涨影响，请在材料中予以说明。

董事会办公室`,
    facts: [
      { label: "营业收入", value: "8.6亿元", change: "9%" },
      { label: "归母净利润", value: "6200万元", change: "4%" },
      { label: "研发投入", value: "5100万元" },
      { label: "占营收比重", value: "5.9%" },
      { label: "员工总数", value: "1,380人" },
    ],
  },
  {
    id: "zh-grade-nine-parents",
    lang: "zh",
    genre: "brief",
    kind: "deck",
    text: `初三家长会要用的课件，帮忙做12页。
内容：本学期期中考试年级平均分 512分（上学期 498分），重点高中上线率 46%，学生人数 420人。
另外提醒家长：体育中考占 50分，一定要重视；5月中旬开始模拟考。`,
    facts: [
      { label: "年级平均分", value: "512分", change: "498分" },
      { label: "重点高中上线率", value: "46%" },
      { label: "学生人数", value: "420人" },
      { label: "体育中考", value: "50分" },
    ],
  },
  {
    id: "zh-rural-reading-charity",
    lang: "zh",
    genre: "report",
    kind: "deck",
    text: `我们是做乡村儿童阅读的公益机构，想做一份年度工作汇报PPT，主要给捐赠人看。
今年一共建了 36个 乡村图书角，覆盖学生 1.1万名；募集善款 860万元，比去年增长18%；志愿者服务 520人次。老师们反馈孩子借书的积极性明显高了，有几所学校还自己组织了读书节。
不过线上读书打卡的参与率只有 31%，比预期低不少，我们想在汇报里坦诚说一下，也听听捐赠人的建议。
整体风格温暖一点，多留些放照片的位置，最后一页写感谢和明年的计划。`,
    facts: [
      { label: "乡村图书角", value: "36个" },
      { label: "覆盖学生", value: "1.1万名" },
      { label: "募集善款", value: "860万元", change: "18%" },
      { label: "志愿者服务", value: "520人次" },
      { label: "参与率", value: "31%" },
    ],
  },
  {
    id: "zh-qingji-app-review",
    lang: "zh",
    genre: "report",
    kind: "deck",
    name: "轻记",
    text: `「轻记」App 新版上线复盘，6页PPT就行。
日活 12万，次日留存 45%，崩溃率 0.12%，应用商店评分 4.8（满分5分）。
付费转化率 3.4%，比旧版提升了1.1个百分点。`,
    facts: [
      { label: "日活", value: "12万" },
      { label: "次日留存", value: "45%" },
      { label: "崩溃率", value: "0.12%" },
      { label: "应用商店评分", value: "4.8" },
      { label: "付费转化率", value: "3.4%", change: "1.1个百分点" },
    ],
  },
  {
    id: "zh-community-health-quarter",
    lang: "zh",
    genre: "report",
    kind: "deck",
    text: `社区卫生服务中心要做一个季度工作汇报，麻烦生成一份演示文稿。
门诊量 3.2万人次（同比增长7%），家庭医生签约 9,800户，慢病随访率 91%，患者满意度 96.5%。
存在问题：儿科医生紧缺，周末候诊时间偏长，平均 52分钟。`,
    facts: [
      { label: "门诊量", value: "3.2万人次", change: "7%" },
      { label: "家庭医生签约", value: "9,800户" },
      { label: "慢病随访率", value: "91%" },
      { label: "患者满意度", value: "96.5%" },
      { label: "候诊时间", value: "52分钟" },
    ],
  },
  {
    id: "zh-night-economy-briefing",
    lang: "zh",
    genre: "report",
    kind: "deck",
    text: `区商务局：请做一份9页的汇报PPT，主题是2025年夜间经济发展情况。
夜间消费额 46亿元，同比增长15%
重点商圈 8个
新增夜市摊位 1,200个
带动就业 5,600人
下一步：延长地铁运营时间，规范占道经营。`,
    facts: [
      { label: "夜间消费额", value: "46亿元", change: "15%" },
      { label: "重点商圈", value: "8个" },
      { label: "新增夜市摊位", value: "1,200个" },
      { label: "带动就业", value: "5,600人" },
    ],
  },
  {
    id: "zh-angel-roadshow",
    lang: "zh",
    genre: "brief",
    kind: "deck",
    text: "帮我出一版天使轮路演PPT：年营收 1500万元，毛利率 62%，复购率 48%，团队 14人，本轮融资 3000万元。",
    facts: [
      { label: "年营收", value: "1500万元" },
      { label: "毛利率", value: "62%" },
      { label: "复购率", value: "48%" },
      { label: "团队", value: "14人" },
      { label: "本轮融资", value: "3000万元" },
    ],
  },

  // ── Documents from a prompt ──────────────────────────────────────────
  {
    id: "zh-login-incident-report",
    lang: "zh",
    genre: "report",
    kind: "doc",
    text: `写一份线上事故报告，发给客户的版本，语气正式。
时间：3月14日 20:05–21:40
影响：无法登录用户约 2.3万，失败订单 870笔
原因：数据库主从切换异常
补偿：每位受影响用户发放优惠券 10元
改进：增加切换演练，下调告警阈值`,
    facts: [
      { label: "无法登录用户", value: "2.3万" },
      { label: "失败订单", value: "870笔" },
      { label: "优惠券", value: "10元" },
    ],
  },
  {
    id: "zh-travel-policy-notice",
    lang: "zh",
    genre: "memo",
    kind: "doc",
    text: `行政部：请起草一份关于调整差旅标准的内部通知。
要点：
一、一线城市住宿标准由每晚 500元 调整为 650元；
二、其他城市住宿标准 400元/晚，不变；
三、餐补每天 120元；
四、自2026年4月1日起执行。`,
    facts: [
      { label: "一线城市住宿标准", value: "650元", change: "500元" },
      { label: "其他城市住宿标准", value: "400元" },
      { label: "餐补", value: "120元" },
    ],
  },
  {
    id: "zh-livestream-proposal",
    lang: "zh",
    genre: "plan",
    kind: "doc",
    text: `帮我写一份直播带货项目的策划书，给老板审批用。
目标：首季度 GMV 600万元
投入预算：180万元（含主播费用 70万元、投流 90万元、样品及杂项 20万元）
团队：主播 2人、运营 3人、场控 1人
预期 ROI 3.3
上线时间：2026年3月`,
    facts: [
      { label: "GMV", value: "600万元" },
      { label: "投入预算", value: "180万元" },
      { label: "主播费用", value: "70万元" },
      { label: "投流", value: "90万元" },
      { label: "样品及杂项", value: "20万元" },
      { label: "主播", value: "2人" },
      { label: "运营", value: "3人" },
      { label: "场控", value: "1人" },
      { label: "ROI", value: "3.3" },
    ],
  },
  {
    id: "zh-september-analysis",
    lang: "zh",
    genre: "email",
    kind: "doc",
    text: `王总您好，
附上9月经营数据，麻烦帮忙整理成一份月度经营分析报告（文档）：
销售额 2,860万元，同比增长12%；
库存周转天数 38天（去年同期 45天）；
应收账款 1,140万元；
门店数 52家。
报告里请重点分析库存周转的改善原因。谢谢！
小陈`,
    facts: [
      { label: "销售额", value: "2,860万元", change: "12%" },
      { label: "库存周转天数", value: "38天", change: "45天" },
      { label: "应收账款", value: "1,140万元" },
      { label: "门店数", value: "52家" },
    ],
  },

  // ── Sheets ───────────────────────────────────────────────────────────
  {
    id: "zh-channel-budget",
    lang: "zh",
    genre: "budget",
    kind: "sheet",
    text: `做一张明年市场预算表，按渠道列出每月费用，算出全年合计，最后加一个总计。
抖音投放：每月 15万元
小红书达人：每月 8万元
百度搜索：每月 5万元
线下展会：全年 60万元
品牌视频拍摄：一次性 25万元`,
    facts: [
      { label: "抖音投放", value: "15万元" },
      { label: "小红书达人", value: "8万元" },
      { label: "百度搜索", value: "5万元" },
      { label: "线下展会", value: "60万元" },
      { label: "品牌视频拍摄", value: "25万元" },
    ],
    rows: [
      { label: "抖音投放", amount: 150000, period: "month" },
      { label: "小红书达人", amount: 80000, period: "month" },
      { label: "百度搜索", amount: 50000, period: "month" },
      { label: "线下展会", amount: 600000, period: "year" },
      { label: "品牌视频拍摄", amount: 250000, period: "once" },
    ],
  },
  {
    id: "zh-department-budget",
    lang: "zh",
    genre: "budget",
    kind: "sheet",
    text: `请把各部门年度预算整理成表格，并计算合计：
研发部：1.2亿元
销售部：3500万元
市场部：2800万元
行政部：900万元
以上均为全年预算，总额控制在2亿元以内。`,
    facts: [
      { label: "研发部", value: "1.2亿元" },
      { label: "销售部", value: "3500万元" },
      { label: "市场部", value: "2800万元" },
      { label: "行政部", value: "900万元" },
      { label: "总额", value: "2亿元" },
    ],
    rows: [
      { label: "研发部", amount: 120000000, period: "year" },
      { label: "销售部", amount: 35000000, period: "year" },
      { label: "市场部", amount: 28000000, period: "year" },
      { label: "行政部", amount: 9000000, period: "year" },
    ],
  },
  {
    id: "zh-autumn-outing-costs",
    lang: "zh",
    genre: "budget",
    kind: "sheet",
    text: `秋游经费明细，帮我做成表格，都是一次性费用，最后合计一下：
大巴租车 6,800元
景区门票 9,450元
午餐 5,600元
保险 840元
应急药品 320元`,
    facts: [
      { label: "大巴租车", value: "6,800元" },
      { label: "景区门票", value: "9,450元" },
      { label: "午餐", value: "5,600元" },
      { label: "保险", value: "840元" },
      { label: "应急药品", value: "320元" },
    ],
    rows: [
      { label: "大巴租车", amount: 6800, period: "once" },
      { label: "景区门票", amount: 9450, period: "once" },
      { label: "午餐", amount: 5600, period: "once" },
      { label: "保险", amount: 840, period: "once" },
      { label: "应急药品", amount: 320, period: "once" },
    ],
  },
  {
    id: "zh-it-subscriptions",
    lang: "zh",
    genre: "budget",
    kind: "sheet",
    text: `IT部门软件订阅费用表，列出月费和年费，算每项的年度合计和总计。
企业微信：每月 2,400元
阿里云服务器：每月 3.6万元
钉钉：每月 1,800元
WPS会员：每年 4.2万元
杀毒软件：每年 9,600元`,
    facts: [
      { label: "企业微信", value: "2,400元" },
      { label: "阿里云服务器", value: "3.6万元" },
      { label: "钉钉", value: "1,800元" },
      { label: "WPS会员", value: "4.2万元" },
      { label: "杀毒软件", value: "9,600元" },
    ],
    rows: [
      { label: "企业微信", amount: 2400, period: "month" },
      { label: "阿里云服务器", amount: 36000, period: "month" },
      { label: "钉钉", amount: 1800, period: "month" },
      { label: "WPS会员", amount: 42000, period: "year" },
      { label: "杀毒软件", amount: 9600, period: "year" },
    ],
  },
  {
    id: "zh-restaurant-costs",
    lang: "zh",
    genre: "budget",
    kind: "sheet",
    text: `把餐厅的开支整理一下，算出一年一共要花多少，每项的全年合计加总计。
房租 每月 4.5万元
人工 每月 12万元
水电燃气 每月 1.3万元
设备维护 每年 2.4万元
装修翻新 一次性 18万元`,
    facts: [
      { label: "房租", value: "4.5万元" },
      { label: "人工", value: "12万元" },
      { label: "水电燃气", value: "1.3万元" },
      { label: "设备维护", value: "2.4万元" },
      { label: "装修翻新", value: "18万元" },
    ],
    rows: [
      { label: "房租", amount: 45000, period: "month" },
      { label: "人工", amount: 120000, period: "month" },
      { label: "水电燃气", amount: 13000, period: "month" },
      { label: "设备维护", amount: 24000, period: "year" },
      { label: "装修翻新", amount: 180000, period: "once" },
    ],
  },

  // ── Pasted notes ─────────────────────────────────────────────────────
  {
    id: "zh-product-weekly-minutes",
    lang: "zh",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `把下面的会议记录做成PPT，按原来的结构：

会议：产品周会（3月10日）
参会人：张伟、李娜、王强、陈晨

上周进展
注册用户：8,420人（上周 7,900人）
付费用户：316人
客诉：12起

决定
- 下周二发布新版本
- 暂停安卓平板适配

待办
张伟：周五前完成发布说明
李娜：整理客诉分类
王强：3月17日前修复支付bug`,
    facts: [
      { label: "注册用户", value: "8,420人", change: "7,900人" },
      { label: "付费用户", value: "316人" },
      { label: "客诉", value: "12起" },
    ],
    headings: ["上周进展", "决定", "待办"],
  },
  {
    id: "zh-board-resolutions",
    lang: "zh",
    genre: "minutes",
    kind: "doc",
    mode: "condense",
    text: `请把以下董事会纪要精简成一份文档，一页以内：

时间：2026年3月20日
出席：董事长、董事 5名、监事 2名

利润分配
每10股派发现金红利 2元，合计 4,800万元。表决：同意。

新工厂投资
总投资 3.5亿元，建设期 18个月，预计达产后年产值 6亿元。表决：同意，提交股东大会审议。

高管薪酬
材料不完整，暂缓审议。`,
    facts: [
      { label: "董事", value: "5名" },
      { label: "监事", value: "2名" },
      { label: "现金红利", value: "2元" },
      { label: "合计", value: "4,800万元" },
      { label: "总投资", value: "3.5亿元" },
      { label: "建设期", value: "18个月" },
      { label: "年产值", value: "6亿元" },
    ],
    headings: ["利润分配", "新工厂投资", "高管薪酬"],
  },
  {
    id: "zh-store-monthly-meeting",
    lang: "zh",
    genre: "minutes",
    kind: "deck",
    mode: "preserve",
    text: `以下是门店例会记录，原样整理成幻灯片：

会议：华南区门店月度例会（4月3日）
参会：区域经理黄磊、各店店长

经营数据
区域营业额：2,380万元（去年同期 2,150万元）
客流量：41.6万人次
坪效：每平方米 3,200元

问题
- 天河店外卖差评多，出餐超时
- 两家新店人手不足

行动
黄磊：4月10日前拿出店长轮岗方案
天河店：出餐流程培训，每周复盘`,
    facts: [
      { label: "区域营业额", value: "2,380万元", change: "2,150万元" },
      { label: "客流量", value: "41.6万人次" },
      { label: "坪效", value: "3,200元" },
    ],
    headings: ["经营数据", "问题", "行动"],
  },
  {
    id: "zh-open-day-prep",
    lang: "zh",
    genre: "notes",
    kind: "deck",
    mode: "condense",
    text: `帮我把校园开放日筹备会的笔记精简一下，做成一份简短的PPT：

时间：5月20日
参加：教务处、学生处、各年级组长

基本安排
开放日：6月7日上午
预计来访家庭：600组
志愿者学生：80名
经费：4.5万元

分工
教务处：课堂展示安排
学生处：社团展示和现场引导
信息中心：线上预约系统，5月31日前上线

注意事项
停车位不够，建议家长坐地铁来；下雨的话改在体育馆`,
    facts: [
      { label: "预计来访家庭", value: "600组" },
      { label: "志愿者学生", value: "80名" },
      { label: "经费", value: "4.5万元" },
    ],
    headings: ["基本安排", "分工", "注意事项"],
  },
  {
    id: "zh-elevator-residents-notice",
    lang: "zh",
    genre: "minutes",
    kind: "doc",
    mode: "condense",
    text: `请把这次居民议事会的记录整理成一份公告，贴在小区公告栏：

会议：幸福里社区居民议事会（3月8日）
出席：居委会、物业、楼栋长及居民代表

加装电梯
涉及楼栋：12栋
居民同意率：82%
单台造价：约 68万元
政府补贴：每台 20万元

停车管理
新增车位 46个，按登记先后分配

后续
居委会：3月底前公示第一批名单
物业：4月起增加夜间巡逻`,
    facts: [
      { label: "涉及楼栋", value: "12栋" },
      { label: "居民同意率", value: "82%" },
      { label: "单台造价", value: "68万元" },
      { label: "政府补贴", value: "20万元" },
      { label: "新增车位", value: "46个" },
    ],
    headings: ["加装电梯", "停车管理", "后续"],
  },
];
