/*
 * A message about a situation that already exists, not a business proposed: a notice to tenants or
 * parents, a bank's or a clinic's text message, a train announcement, a shop's sign, an invitation,
 * an email's signature, a recipe or a care label, a medicine's dosage, a for-sale post. Such texts
 * name shops, services, prices and customers, so the words of an offer let them through; what marks
 * them is their form. Each marker below is a form of everyday writing that a pitch rarely takes, and
 * a text is such a message when it shows two of them (or one of the unmistakable ones, such as
 * "you agree to our Terms of Service") and proposes nothing plainly.
 */

/**
 * Words that propose beyond doubt, strictly: not the loose ones a notice uses too ("Building
 * Management", 做好储水准备, "plan accordingly").
 */
const PROPOSES =
  /\b(?:(?:i|we)(?:'d| would)? (?:want|plan|hope|intend)(?:s|ed)? to|(?:i'?m|we'?re|i am|we are) (?:making|building|launching|starting|opening|creating|developing)|(?:want|plan|going|gonna) to (?:build|make|start|launch|create|open|sell|offer|run)|let'?s (?:build|make|start)|(?:startup|business|app) idea|idea\s*[:：]|we (?:earn|charge|take|keep|sell|offer|help|let)|would (?:you|anyone) (?:pay|use|buy))\b|想(?:做|开|搞|弄|建|推出)|打算|(?:准备|计划)(?:做|开|搞|推出|上线|打造|创办|成立)|要做|做(?:一|个)|开(?:一|个)家|我们(?:做|卖|提供|的产品)|创业/i;

/** Who writes: 【星海银行】, "Harbor Bank: your…", "Reminder from Brightwater Dental:", "PENALTY CHARGE NOTICE:". */
const SENDER =
  /^\s*【[^】]{2,16}】|^\s*[A-Z][\w&'’. -]{1,30}:\s+(?:your|you)\b|^\s*(?:reminder|message|alert) from\b[^:：]{1,30}[:：]|^[^:：.!?]{0,30}\b(?:notice|announcement|alert|warning)\s*[:：]|温馨提示/i;

/** Who is written to: "Hi Dana,", "NOTICE TO ALL TENANTS", 尊敬的客户，, 各位业主：, 旅客朋友们, @1602的邻居. */
const SALUTATION =
  /^\s*(?:hi|hello|hey|dear)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}\s*[,!]|尊敬的[\u4e00-\u9fff]{1,8}[：:，,]|\bto all (?:tenants|residents|staff|employees|parents|students|customers|guests|members|passengers)\b|(?:^|】)\s*(?:亲爱的|尊敬的|各位|全体)[\u4e00-\u9fff]{1,10}[，,：:]|^[\u4e00-\u9fff]{1,6}朋友们|^\s*@\S+/i;

/** How it signs off: "Best regards,", "— Building Management", ——物业服务中心, 此致. */
const SIGN_OFF =
  /\b(?:best|kind|warm)(?:est)? regards\b|\bsincerely\b|[—–]\s*(?:the\s+)?[A-Z][\w'’&]*(?:\s+[A-Z][\w'’&]*){0,4}\s*[.!]?\s*$|[—–]{1,2}\s*[\u4e00-\u9fff\d]{2,14}\s*$|此致|敬礼/;

/** The formulas of a notice or an invitation: "sorry for the inconvenience", 敬请谅解, 请市民…. */
const FORMULA =
  /\b(?:sorry for (?:the|any) (?:inconvenience|wait|delay|trouble)|we (?:are|'re) sorry|we apologi[sz]e|thank you for your (?:patience|understanding|cooperation)|thanks for reaching out|please plan accordingly|please (?:arrive|bring|remit)|make checks payable to|(?:is|are) due (?:on |by )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)|subject to (?:a |an )?(?:\d+% )?(?:late )?(?:penalty|fee|fine)|i am writing to (?:express|inform|apply|follow up)|request the pleasure of your company|(?:you'?re|you are) (?:cordially )?invited)\b|敬请(?:谅解|光临|留意|关注|期待|知悉)|给您带来(?:的)?不便|不便之处|感谢(?:您的)?(?:理解|配合|支持与配合)|请(?:您)?(?:耐心等候|提前|准时|携带|注意|知悉|相互转告)|请(?:广大)?(?:市民|居民|业主|家长|旅客|乘客|同学|顾客|住户)|麻烦(?:体谅|配合)|谢谢(?:配合|理解)/i;

/** A moment named: a clock time, a date, a weekday: "Tue 9:30 AM", "03/14", 11月27日, 本周四上午9点. */
const MOMENT =
  /\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{1,2}\/\d{1,2}(?!\d)(?<!\b24\/7)|\d{1,2}月\d{1,2}[日号]|\d{4}年\d{1,2}月|(?:本|下|这|上)(?:周|星期)[一二三四五六日天]|[上下早晚]午?上?\d{1,2}点|\d{1,2}点(?:\d{1,2}分|半)?(?:至|到|以后|之后|以前|之前)/i;

/** A number to call or an account: "call 555-0142", "ending 4417", 尾号8832, "Vehicle KX55 RBT", K8821次. */
const CONTACT =
  /\b\d{3}[-.]\d{4}\b|\(\d{3}\)\s?\d{3}|(?:^|\D)1[3-9]\d{9}(?!\d)|\bending(?: in)? \d{3,4}\b|尾号\s?\d{3,4}|\b(?:reply|text|call|dial)\s+(?:[A-Z]\b|\d{3,})|\b[Vv]ehicle\s+[A-Z0-9]{2,}|\*{3,}\d{4}\b|[A-Z]\d{2,5}次/;

/** A step to follow, opening a sentence or after "then": "Do not bleach.", "Insert…, then hold…". */
const STEP =
  /(?:^|[.!;]\s+|,?\s+then\s+)(?:step \d+[:.]?\s*)?(?:do not|don'?t|never|insert|press|hold|turn|remove|fold|mix|stir|whisk|bake|boil|pour|machine wash|hand wash|wash|tumble|iron|rinse|apply|shake|plug|unplug|fill|slice|chop|heat|replace|attach|tighten)\b/gi;

/** A measure of doing: degrees, a duration, a dose: "180°C", "for 3 seconds", 一次2片, 焖二十分钟. */
const MEASURE =
  /\d+\s?°\s?[cf]?\b|\bfor \d+\s?(?:seconds?|minutes?|mins?|hours?)\b|一次\d+(?:片|粒|袋|毫升|ml)|一日\d+次|[一二三四五六七八九十两\d]+分钟(?:左右)?(?:收汁|出锅|即可)?|[一两半]勺/i;

/** A way of cooking or of taking a medicine: 爆香, 小火, 口服, 饭后服用, 遵医嘱. */
const METHOD =
  /爆香|煸|焖|炖|翻炒|焯水|勾芡|收汁|下锅|出锅|[小大中]火|饭[前后]服用|遵医嘱|口服|外用/;

/** The shop, site or product speaking of itself: 本店, 本产品, 本网站, 本台消息. */
const ITSELF = /本(?:店|产品|品|款|网站|站|台|公司|院|行|小区|楼|单位|馆|酒店|餐厅)/;

/** A private sale or a let: 九成新, 原价…现价, 同城自提, 有意私聊, "for rent", "or best offer". */
const FOR_SALE =
  /[一二三四五六七八九\d]成新|原价\s?\d+|同城自提|有意(?:者)?私聊|\b(?:apartment|room|house|flat|studio|car|bike) for (?:rent|sale)\b|\bOBO\b|\bor best offer\b|\bpick-?up only\b/gi;

/**
 * The heading of a document of everyday life, then its content: "INVOICE #2024-118", "Minutes 10/17
 * —", "LUNCH SPECIALS 11–3", "Day 3 Kyoto:", 借条：, 会议纪要 时间：, 本周工作：, #接龙.
 */
const HEADING =
  /^\s*#?\s*(?:invoice|receipt|minutes|memo|agenda|itinerary|(?:lunch|dinner|daily|today'?s) (?:specials|menu)|menu|weekly (?:report|update)|status update|release notes|changelog|prescription|lab results|horoscope|forecast|obituary|syllabus|quiz|lyrics)\b\s*(?:[#:：—–·|/-]|\d)|^\s*day \d+\b|^\s*#?\s*(?:检讨书|保证书|借条|欠条|收据|请假条|会议纪要|会议记录|周报|日报|月报|工作总结|本周工作|今日工作|述职报告|寻物启事|失物招领|今日特价|今日菜单|价目表|菜单|处方|化验单|体检报告|成绩单|课程表|值班表|排班表|使用说明|说明书|歌词|接龙)(?=[\s：:，,【#]|$)/i;

/** Labelled fields that are not a pitch's ("时间：", "Attendees:", "port:", "blockers:"), by count. */
const FIELD_LABEL =
  /(?:^|[\s/|·;；。,，(（])([a-z][a-z ]{1,18}|[\u4e00-\u9fff]{2,5})\s*[:：](?!\/\/)/gi;
const PITCH_LABELS =
  /^(?:idea|problem|solution|product|customers?|users?|who|what|how|why|price|pricing|revenue|(?:business )?model|market|target|team|traction|edge|moat|competition|competitors|go-to-market|plan|the idea|the problem|the pitch|pitch|how it works|why now|who it'?s for|what it does|痛点|方案|产品|用户|客户|目标用户|收费|盈利|盈利模式|商业模式|市场|竞品|优势|想法|项目|团队|模式|价格|定价|场景|需求|解决方案|给谁用|怎么赚钱|思路|卖点|渠道)$/i;
const fields = (clean: string) => {
  let labels = 0;
  for (const match of clean.matchAll(FIELD_LABEL)) {
    if (!PITCH_LABELS.test((match[1] ?? '').trim())) labels += 1;
  }
  return labels >= 4 ? 2 : labels >= 2 ? 1 : 0;
};

/** A person named with a title: "Dr. Okafor", "Aunt Ruth", 王老师, 张总, 李经理, 王姐, 小李. */
const SURNAMES =
  '张王李赵刘陈杨黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯董程曹袁邓许沈曾彭吕苏卢蒋蔡魏叶潘杜戴夏钟汪田任姜范方石姚谭廖邹熊陆孔崔毛邱秦江顾侯孟龙段雷钱汤';
const PERSON = new RegExp(
  `\\b(?:Dr|Mr|Mrs|Ms|Aunt|Uncle)\\.?\\s+[A-Z][a-z]+|[${SURNAMES}](?:老师|总|经理|阿姨|大爷|姐|哥|叔|医生|主任|先生|女士)|(?:小|老)[${SURNAMES}](?=[\\s，,：:、。的])`,
);

/** Three sums or more: a menu, a receipt, a price list ("$13.50 · $15 · $8", "1.38 4.49 5.99", 22元 16元 12元). */
const SUM = /[$€£¥￥]\s?\d[\d,]*(?:\.\d{1,2})?|\b\d+\.\d{2}\b|\d+(?:\.\d)?\s?元/g;

/** A shop's listing terms: 包邮, 七天无理由退换, 拍下立减, 多色可选, "free shipping on orders over", "Color:". */
const LISTING =
  /包邮|七天无理由|拍下立减|下单立减|多色可选|现货速发|\bfree shipping on orders over\b|\b(?:colou?r|size)\s*:|\bdishwasher safe\b/gi;

/**
 * Forms no pitch is written in, one enough: boilerplate ("you agree to our Terms", 版权归…所有), a
 * commit message ("fix(cart): …"), a prayer, a lottery ticket, a poem of four five- or seven-character lines.
 */
const BOILERPLATE =
  /\byou agree to (?:our|the|these)\b|\ball rights reserved\b|\bthis (?:e-?mail|message) (?:is|and any attachments are) (?:strictly )?(?:confidential|intended)\b|版权(?:归[\u4e00-\u9fff]{1,8})?所有|未经(?:书面)?(?:许可|授权)[^。]{0,24}不得|不在保修范围|免责声明|最终解释权|^\s*(?:feat|fix|chore|docs|refactor|perf|test|build|ci|style)(?:\([\w-]+\))?!?:\s|^\s*(?:lord|dear god|heavenly father|our father)\b[\s\S]*\bamen[.!]?\s*$|(?:双色球|大乐透|福彩|体彩)第?\s?\d+期|^(?:[\u4e00-\u9fff]{5}[，。]){4}$|^(?:[\u4e00-\u9fff]{7}[，。]){4}$/i;

const shown = (pattern: RegExp) => (clean: string) => (pattern.test(clean) ? 1 : 0);
/** Distinct matches of a global pattern, one marker each, two at most. */
const distinct = (pattern: RegExp) => (clean: string) =>
  Math.min(2, new Set(clean.toLowerCase().match(pattern)).size);

/**
 * The markers, each worth one; steps count one for two of them and two for four (a care label, a
 * manual), a private sale's terms one each (九成新, 原价…).
 */
const MARKERS: readonly ((clean: string) => number)[] = [
  shown(SENDER),
  shown(SALUTATION),
  shown(SIGN_OFF),
  shown(FORMULA),
  shown(MOMENT),
  shown(CONTACT),
  (clean) => Math.min(2, Math.floor((clean.match(STEP)?.length ?? 0) / 2)),
  shown(MEASURE),
  shown(METHOD),
  shown(ITSELF),
  distinct(FOR_SALE),
  shown(HEADING),
  fields,
  shown(PERSON),
  (clean) => ((clean.match(SUM)?.length ?? 0) >= 3 ? 1 : 0),
  distinct(LISTING),
];

/** Whether a text is an everyday message that proposes nothing (see the top of this file). */
export function isEverydayMessage(clean: string): boolean {
  if (PROPOSES.test(clean)) return false;
  if (BOILERPLATE.test(clean)) return true;
  let markers = 0;
  for (const marker of MARKERS) {
    markers += marker(clean);
    if (markers >= 2) return true;
  }
  return false;
}
