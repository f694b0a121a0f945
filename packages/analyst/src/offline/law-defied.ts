import type { EvasionPattern } from './evasion-pattern.ts';

/**
 * How an idea says it knows the rule and goes around it, whatever the trade: the rule stated and
 * then defied ("the state says you need a license above 6 kids but…", 城里禁放但需求巨大), a rule
 * that binds a neighbouring trade used as a loophole ("therapists need a license, coaches
 * don't"), the goods or the record disguised so a check passes ("labelled 'for pet consumption
 * only'", 包装上就写“渔具配件”, "DOT sees a clean log"), what customers or the people involved
 * are not told ("don't mention it in the listing", 明星本人当然不知道), those who enforce the rule
 * kept away ("we're not bothering the fire marshal", 避开治超站, 不走联单那一套), and documents
 * made to pass for an institution's ("a real clinic's letterhead", 带医院章的病假条).
 *
 * These are sentence shapes, not lists of trades: they were written from the readable probes'
 * misses by what the misses share, and judged on the blind probes (bench/quality/README.md).
 */

/** A rule as the founder states it: a licence needed, a ban, something not allowed. */
const RULE_EN =
  "(?:(?:says|say|requires?|need|needs)\\s+(?:you\\s+)?(?:to\\s+have\\s+|need\\s+)?(?:a|an)\\s+(?:[a-z-]+\\s+)?(?:licen[cs]e|permit|certificate|registration)|won'?t let (?:you|us|anyone)|doesn'?t let (?:you|us|anyone)|(?:does not|doesn'?t|do not|don'?t) allow|bans?|banned|prohibits?|forbids?|outlaws?|is (?:illegal|not allowed|against the (?:law|rules)))";
/** What says the founder keeps to the rule after stating it ("so we got the licence"). */
const KEEPS_TO_IT =
  /\b(?:legal|legally|lawful|lawfully|compliant|licensed ones)\b|\b(?:so|and|which is why)\s+(?:we|i)\s+(?:\w+\s+)?(?:get|got|obtain|obtained|apply|applied|hold|are licensed|are certified|comply|register|registered|only)\b|\bwe help (?:you|them|hosts|owners|cooks|drivers) (?:get|apply|comply)|\bonce (?:we|it|you) (?:get|have|are)\b|\bafter (?:we|it|you) (?:get|have|are)\b/i;

export const LAW_DEFIED_PATTERNS: readonly EvasionPattern[] = [
  {
    // "the state says you need a license above 6 kids but inspectors only come if someone
    // complains", "New Jersey won't let you sell it for people, so every jug is labelled…".
    flag: 'skips-required-licence',
    pattern: new RegExp(
      `\\b${RULE_EN}\\b[^.;!?]{0,80}?(?:\\bbut\\b|,\\s*so\\b|\\bso\\s+(?:we|every|each|it|the|our|i)\\b)`,
      'i',
    ),
    guard: KEEPS_TO_IT,
    firm: true,
  },
  {
    // "Therapists need a license, coaches don't, so we can charge…": a neighbouring trade's rule
    // used as the loophole.
    flag: 'skips-required-licence',
    pattern:
      /\b[a-z]+s\s+need\s+(?:a\s+|to be\s+)?(?:licen[cs]e[ds]?|certified|registered|accredited)\b[^.;!?]{0,20}?\b[a-z]+s\s+(?:don'?t|do not)\b/i,
    firm: true,
  },
  {
    // 城里禁放但需求巨大, 体彩现在都不让网上卖了，但大家还是想买, 规定要办证但是没人查.
    flag: 'skips-required-licence',
    pattern:
      /(?:禁放|禁售|禁止|禁养|禁运|不让|不允许|不准|要(?:办|有)[\u4e00-\u9fff]{0,6}(?:证|许可|执照|资质))[\u4e00-\u9fff]{0,12}(?:[，,]\s*)?(?:但|可是|不过)(?:是)?[\u4e00-\u9fff]{0,16}(?:需求|想|照样|还是|没人查|查得不严|很少查)/,
    firm: true,
  },
  {
    // The goods or the record made to pass a check: "labelled 'for pet consumption only' and
    // everyone knows what it's really for", "DOT sees a clean log", "sounds legit".
    flag: 'consumer-fraud',
    pattern:
      /\blabel(?:l?ed|s)?\s+(?:as\s+|it\s+)?['"‘“][^'"’”]{2,40}['"’”][^.;!?]{0,60}?\b(?:really for|knows what|wink)\b|\b(?:relabels?|relabel(?:l?ed|ing)|rebrands?)\s+(?:[\w-]+\s+){0,4}as\s+['"‘“]?made in\b|\b(?:sees|shows|looks like) a clean (?:log|record|history|report)\b|\bso it sounds legit\b|\bhidden (?:edit|admin|override) mode\b/i,
  },
  {
    // 包装上就写“渔具配件”，平台审核就过了; 跟真的一模一样; 以假乱真.
    flag: 'consumer-fraud',
    pattern:
      /包装上(?:就|只)?写[\u4e00-\u9fff“”"]{0,12}(?:审核|检查|平台)[\u4e00-\u9fff]{0,4}过|(?:审核|安检|抽检|年检)(?:就|都)(?:能)?(?:过|通过)了|跟真的一模一样|和真的一模一样|以假乱真|看不出(?:来)?是假的/,
  },
  {
    // What those it affects are not told: "don't mention it in the listing", "clients don't need
    // to know the details", "the celebrity doesn't have to be involved", 明星本人当然不知道.
    flag: 'consumer-fraud',
    pattern:
      /\b(?:don'?t|do not|never|no need to)\s+(?:mention|disclose|tell)\s+(?:it|this|them|guests|customers|buyers|tenants|patients|the (?:guests|buyer|customer|tenant|patient))\b|\b(?:clients|customers|buyers|guests|tenants|patients)\s+(?:dont|don'?t|do not)\s+need to know\b|\bdoesn'?t have to be involved\b|\bwe don'?t ask (?:buyers|customers|clients|users) what\b|本人(?:当然|根本|都)?不知道|(?:客户|买家|顾客|房客|患者)(?:不用|不需要|没必要)知道/i,
    guard: /\b(?:detect\w*|anti[- ]?\w*|protect\w*|consent\w*|opt[- ]in)\b|识别|防范|打击/i,
  },
  {
    // Those who enforce the rule kept away: "we're not bothering the fire marshal", "customers
    // skip the permit", "goodbye toll bills and red-light cameras".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:not|never|won'?t|don'?t|without)\s+bother(?:ing)?\s+(?:the\s+|with\s+(?:the\s+)?)?(?:fire marshal|inspectors?|regulators?|authorities|city|council|health department|police|permit office|building department)\b|\bskip(?:s|ping)?\s+the\s+(?:permit|licen[cs]e|inspection|licensed[- ][a-z]+ markup)\b|\binspectors?\s+only\s+come\s+if\b|\bgoodbye\s+[^.;!?]{0,40}?\b(?:tickets|tolls|cameras|fines)\b/i,
    firm: true,
  },
  {
    // 避开治超站和查车点, 不走危废转移联单那一套, 不用跑去找有证的, 没办危化品运输的证.
    flag: 'skips-required-licence',
    pattern:
      /(?:避开|绕开|躲开|绕过)[\u4e00-\u9fff]{0,6}(?:治超站|查车点|检查站|收费站|执法|交警|城管|监管)|不走[\u4e00-\u9fff]{0,12}(?:那一套|手续|流程|联单|审批|备案)|不用(?:跑去)?找有证的|(?:没|没有|不)(?:办|申请|拿|去办)[\u4e00-\u9fff]{0,14}(?:的)?(?:证|许可|执照|资质)(?![\u4e00-\u9fff]{0,2}(?:之前|以前|前不))/,
    firm: true,
  },
  {
    // Documents made to pass for an institution's: "choose a real clinic's letterhead",
    // "pixel-perfect login pages for 40 banks", 带医院章的病假条.
    flag: 'forged-documents',
    pattern:
      /\b(?:a real|the real|any real)\s+(?:clinic|hospital|doctor|university|school|company|bank|employer)'?s?\s+(?:letterhead|stamp|seal|logo)\b|\bpixel-perfect\s+(?:login|log-in|sign-in)\s+pages?\b|带(?:医院|公司|学校|单位|公安)?(?:公)?章的[\u4e00-\u9fff]{0,6}(?:病假条|证明|病历|发票|合同|证书)|(?:病假条|诊断证明|病历|学历证书|毕业证)[\u4e00-\u9fff，,]{0,10}(?:一模一样|盖章|带章)/i,
    guard: /\b(?:verif\w*|detect\w*|check\w*)\b|验真|验证|识别|防伪/i,
  },
  {
    // Pay under any minimum wage: "works out to $4-5/hr", 时薪12元.
    flag: 'labour-exploitation',
    pattern:
      /\b(?:paid|pays?|wages?|works? out to|earn(?:s|ing)?|salary|salaries)\b[^.;!?]{0,40}?(?:\$|usd\s?)[1-6](?:\.\d{1,2})?(?:\s?(?:-|–|to)\s?\$?[1-7](?:\.\d{1,2})?)?\s?(?:\/|per |an |a )\s?(?:hr|hour)\b|时薪(?:[1-9]|1\d)(?:元|块)/i,
    guard: /\b(?:tips? on top|plus tips|stipend|volunteer)\b/i,
  },
  {
    // Those who do the work said not to hold the licence it needs, or to hold another's: "I'm not
    // a licensed outfitter", "not registered as an adviser", "handymen rather than licensed
    // electricians", "we don't pull permits", 营业执照和许可证是借朋友店的, 租别人的资质.
    flag: 'skips-required-licence',
    pattern:
      /\b(?:not|never|aren'?t|isn'?t)\s+(?:a\s+|an\s+)?(?:licen[cs]ed|registered|certified|accredited)\s+(?:as\s+|with\s+)?(?:an?\s+)?[a-z]+|\b(?:rather than|instead of)\s+(?:a\s+|an\s+)?(?:licen[cs]ed|certified|registered)\s+[a-z]+|\b(?:don'?t|do not|never|won'?t|without)\s+pull(?:ing)?\s+(?:any\s+)?permits?\b|(?:执照|许可证|资质|证照|牌照)[\u4e00-\u9fff，,]{0,6}(?:是|都是)?(?:借|租)(?:用|来)?(?:的|别人|朋友|亲戚)|(?:借|租)(?:用)?(?:别人|朋友|亲戚|他人)[\u4e00-\u9fff]{0,4}的(?:营业执照|执照|许可证|资质)/i,
    guard: /\bnot\s+(?:a\s+)?licen[cs]ed\s+(?:yet|until)\b/i,
    // The work done by someone who holds the licence: "filled by our licensed partner pharmacy",
    // "reviewed by a registered dietitian".
    ideaGuard:
      /\b(?:through|via|by|with|partner\w*|refer\w*\s+to|hire|hires|employ\w*)\s+(?:a\s+|an\s+|our\s+|their\s+)?(?:licen[cs]ed|registered|certified)\b|\b(?:reviewed|supervised|signed off|checked|overseen)\s+by\b/i,
    firm: true,
  },
  {
    // A licence named, then let go: "State license takes 9 months and an inspection so we're not
    // bothering with it".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:licen[cs]es?|permits?|registration|inspections?|certification)\b[^.;!?]{0,80}?\b(?:not|never|won'?t|don'?t)\s+bother(?:ing)?\s+with\s+(?:it|them|that|any of (?:it|that))\b/i,
    firm: true,
  },
  {
    // The price or the choice made to mislead, whatever is sold: fees shown only at the last
    // checkout step, a reference price raised before a "sale", stock counts and countdowns made
    // up, a cancellation made hard on purpose (原价调高一倍再打五折, "cancelling is only possible by
    // phone").
    flag: 'consumer-fraud',
    pattern:
      /\bfees?\b[^.;!?]{0,60}?\b(?:only|first)\s+(?:appear|show up|shown|show|come up)\s+(?:on|at)\s+the\s+(?:last|final)\b|\b(?:are|is)\s+made\s+up\s+by\s+default\b|\b(?:fake|made-up|fabricated)\s+(?:scarcity|urgency|countdowns?|stock counts?|reference prices?|was[- ]prices?)\b|\bcancel(?:l?ing|l?ation)?\s+(?:is\s+)?only\s+(?:possible\s+)?by\s+(?:phone|mail|fax|letter)\b|\b(?:don'?t|do not|never)\s+send\s+(?:a\s+|any\s+)?renewal\s+(?:reminders?|notices?)\b|(?:原价|标价)[\u4e00-\u9fff，,]{0,8}(?:调高|抬高|提高|翻倍)[\s\S]{0,30}?(?:打折|折扣|[一二三四五六七八九]折|划线价)|(?:划线价|原价)[\u4e00-\u9fff，,]{0,12}(?:是假的|虚构|编的|随便写)/i,
    guard:
      /\b(?:detect\w*|flag\w*|audit\w*|compliance|comply|complies|banned|illegal under|protect\w*)\b|识别|检测|打击|合规/i,
  },
  {
    // People recorded or filmed without being told: "no announcement, no beep", "without them
    // knowing", hidden cameras the guests are not told of (隐蔽摄像头…不用告诉住客).
    flag: 'hacking-and-spying',
    pattern:
      /\bno\s+(?:announcement|notice|beep|disclosure)\b[^.;!?]{0,30}?\b(?:no\s+(?:beep|announcement|notice)|record\w*)|\b(?:don'?t|do not|never)\s+know\s+(?:they'?re|they are)\s+being\s+(?:recorded|filmed|tracked|watched)\b|(?:隐蔽|隐藏|针孔|偷偷装)[\u4e00-\u9fff]{0,4}(?:摄像头|录音|监控)[\s\S]{0,40}?(?:不用|不会|不)(?:告诉|通知|告知)|(?:不用|不会|不)(?:告诉|通知|告知)[\u4e00-\u9fff]{0,4}(?:住客|客人|房客|顾客|员工|对方)[\s\S]{0,20}?(?:摄像头|录音|监控)/i,
    guard:
      /\b(?:consent\w*|opt[- ]in|two-party|announce\w* (?:that|to)|signs? (?:posted|up))\b|同意|告知并/i,
  },
  {
    // Workers without the right to work, unpaid staff doing full-time work, paid off the books: "no
    // I-9s", "came in on tourist visas and stayed", "unpaid, full-time, for a reference letter".
    flag: 'labour-exploitation',
    pattern:
      /\bno\s+i-?9s?\b|\b(?:came|come|coming)\s+(?:in\s+)?on\s+(?:a\s+)?(?:tourist|visitor|student)\s+visas?\s+and\s+stayed\b|\bfull[- ]time\b[^.;!?]{0,40}?\bunpaid\b|\bunpaid\b[^.;!?]{0,40}?\bfull[- ]time\b/i,
    guard: /\b(?:volunteer\w*|charity|nonprofit|school credit|academic credit)\b/i,
  },
  {
    // Income kept off the tax return, or a public official paid: "that income just never shows up
    // on their tax return", "a 'facilitation budget' reaches the procurement officers".
    flag: 'tax-evasion',
    pattern:
      /\b(?:never|doesn'?t|does not|won'?t)\s+(?:show|shows|showing)\s+up\s+on\s+(?:their|your|the|our)\s+tax\s+returns?\b|\b(?:keep|keeps|kept)\s+(?:it|the income|the money|income)\s+off\s+(?:the|their|your)\s+(?:tax return|books)\b/i,
  },
  {
    flag: 'kickbacks',
    pattern:
      /['"‘“]?facilitation\s+(?:budget|payments?|fees?)['"’”]?[^.;!?]{0,80}?\b(?:officials?|officers?|tenders?|contracts?)\b|\b(?:procurement|customs|government)\s+officers?\b[^.;!?]{0,60}?\b(?:\d+\s?%|percent|cut|envelope)\b/i,
    guard: /\b(?:anti[- ]bribery|fcpa compliance|detect\w*|report\w*)\b/i,
  },
  {
    // The founder says it is unlawful and goes on: "i know it's illegal but…", 违法的我知道.
    flag: 'skips-required-licence',
    pattern:
      /\b(?:i|we)\s+know\s+(?:it'?s|this is|that'?s|its)\s+(?:technically\s+)?(?:illegal|not legal|against the law|a crime|not allowed)\b|\b(?:it'?s|this is)\s+(?:technically\s+)?illegal\s+but\b|知道(?:这|这个|这样)?(?:是|属于)?(?:违法|犯法|不合法)|违法的我知道|虽然(?:是)?(?:违法|犯法|不合法)|(?:违法|犯法)(?:是违法)?但/i,
    firm: true,
  },
  {
    // A licence found too much trouble: 办食品经营许可证要商铺…太麻烦了, "permits are way too expensive".
    flag: 'skips-required-licence',
    pattern:
      /(?:办|申请|考|拿)[\u4e00-\u9fff]{0,10}(?:证|许可|执照|资质)[\u4e00-\u9fff，,]{0,16}(?:太麻烦|麻烦死|太贵|太难办|不想办|没必要办)|\b(?:permits?|licen[cs]es?|licensing|certification)\b[^.;!?]{0,40}?\b(?:is|are|takes|costs)\s+(?:just\s+)?(?:too|so|way too)\s+(?:expensive|slow|long|much hassle|complicated|much paperwork)\b/i,
    guard: KEEPS_TO_IT,
    firm: true,
  },
  {
    // Copies sold of what others publish: "sell PDF copies of every textbook, ripped from the
    // publisher portals", 网课搬运.
    flag: 'piracy',
    pattern:
      /\b(?:ripped|scraped|downloaded|copied)\s+from\s+(?:the\s+)?(?:publisher|streaming|paid|official)\w*\b|\b(?:sell|resell|sells|selling)\s+(?:[\w-]+\s+){0,2}(?:pdf|digital|scanned)\s+copies\s+of\b/i,
    guard: /\b(?:public domain|our own|licensed|with permission|open[- ]access)\b/i,
  },
  {
    // Personal records listed and sold: 姓名手机号地址…卖给商家, 一万条800.
    flag: 'personal-data-trading',
    pattern:
      /(?:姓名|手机号|电话|地址|身份证)[\u4e00-\u9fff、，,]{0,6}(?:手机号|电话|地址|身份证|住址)[\s\S]{0,60}?(?:卖给|出售|转卖|按条|(?:一万|一千|\d+)条)/,
    guard: /脱敏|匿名|授权|同意/,
  },
  {
    // Invoices issued on demand by companies that sold nothing: 按需开增值税专票, 按票面3个点收.
    flag: 'tax-evasion',
    pattern: /按需开(?:增值税)?(?:专票|发票)|开票公司|按票面(?:金额)?\s?\d+(?:\.\d+)?\s?(?:个点|%)/,
  },
  {
    // Origin relabelled to dodge a tariff: "repacked with Vietnamese certificates of origin".
    flag: 'smuggling',
    pattern:
      /\brepack\w*\s+with\s+(?:[\w-]+\s+)?certificates?\s+of\s+origin\b|\btransship\w*\b[^.;!?]{0,60}?\b(?:tariffs?|dut(?:y|ies))\b|洗产地|换产地证|转口(?:贸易)?(?:规避|避开)(?:关税|反倾销)/i,
  },
];
