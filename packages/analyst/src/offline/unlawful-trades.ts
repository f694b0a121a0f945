import type { EvasionPattern } from './evasion-pattern.ts';

/*
 * Kinds of unlawful business, each said as sentence shapes and word groups rather than as the
 * phrases of known ideas: a predatory loan shows by its markers (fees kept back from the loan,
 * collection through the borrower's school or family, private photos as collateral) whatever it
 * calls itself; a brushing service by buying, reviewing and refunding in one breath; a degree mill
 * by diplomas that need no study. Each pattern names the red flag it raises and is read by
 * evasion.ts like its own patterns: within a sentence, not after a negation, not where the
 * sentence (or, with `ideaGuard`, the idea) shows the business fights the activity or holds the
 * licence.
 */

/** Words that say the business fights or polices the activity rather than does it. */
const FIGHTS_EN =
  /\b(?:detect\w*|flag(?:s|ging)? (?:suspicious|fraud)|anti-?\w*|prevent\w*|protect\w*|stop\w*|fight\w*|report(?:s|ing)? (?:them|abuse)|forbid\w*|prohibit\w*|bans?|banned from|takedown\w*|verif(?:y|ies|ication) (?:that|whether)|compliance|complian\w* tool)\b/i;
const FIGHTS_ZH =
  /打击|识别|防范|防止|举报|禁止|杜绝|反诈|反欺诈|监测|检测|查处|维权|保护|找回|断卡/;

/** An obligation in Chinese, and a complaint about one ("审批太慢", "备案太麻烦"). */
const OBLIGATION_OR_COMPLAINT_ZH =
  /牌照|许可证?|执照|资质|资格证?|备案|审批|报批|批文|验收|办证|证照|营业执照|消防|卫生许可|手续|空域|注册|太(?:慢|麻烦|贵|久|难|复杂)/;
/** Licences held or obtained first, which make a deferral lawful ("办好执照后再扩张"). */
const HOLDS_ZH =
  /(?:已|已经|办好|取得|拿到|持有|具备|有)(?:了)?[\u4e00-\u9fff]{0,4}(?:牌照|许可|执照|资质|备案|批文)|持牌|持证/;

const OBLIGATION_EN =
  /\b(?:permits?|licen[cs]e[sd]?|licen[cs]ing|registration|register(?:ed|ing)?|approvals?|inspections?|certif\w*|regulators?|regulations?|rules|the law|authorities|paperwork|compliance|fda|faa|sec|fca|ftc|tlc|the city|the state|council|ratios|zoning|insurance|taxes|customs)\b/i;

/** Money lent: the context every lending marker needs. */
const LENDING =
  /\b(?:loans?|lend\w*|borrow\w*|cash advances?|payday|credit|debts?|debtors?|debt collect\w*)\b|借款|借钱|借\d|贷|放款|分期|还款|欠款|催收/i;

/** Someone other than the borrower, reached to make them pay. */
const THIRD_PARTIES_EN =
  '(?:famil(?:y|ies)|relatives|friends|contacts|contact lists?|phone contacts|employers?|bosses?|colleagues|co-?workers|classmates|teachers|school|campus|dorm|workplace|neighbou?rs|parents)';

export const TRADE_PATTERNS: readonly EvasionPattern[] = [
  // ---------------------------------------------------------------------------------------------
  // Predatory, unlicensed lending: its markers, whatever the loan is called.
  {
    // Fees kept back from the money lent: "borrow $1,000, get $800", 借1000到手800, 砍头息.
    flag: 'unlicensed-finance',
    pattern:
      /\b(?:borrow|lend|loan)\w*\s+\$?\d[\d,]*\s*(?:[\w'-]+\s+){0,3}?(?:get|gets|receive|receives|take home|in hand|pocket)\s+(?:only\s+)?\$?\d|\b(?:fees?|interest)\s+(?:is\s+|are\s+)?(?:deducted|taken|withheld|kept|taken out)\s+(?:[\w'-]+\s+){0,2}?(?:up ?front|in advance|before (?:payout|disbursement|the money))|借\s*\d+[\u4e00-\u9fff]{0,3}到手\s*\d+|砍头息|先扣[\u4e00-\u9fff]{0,6}(?:费|息)|放款前[\u4e00-\u9fff]{0,6}(?:收|交)[\u4e00-\u9fff]{0,4}费/i,
    context: LENDING,
  },
  {
    // Collection through the borrower's family, school or employer.
    flag: 'unlicensed-finance',
    pattern: new RegExp(
      `\\b(?:call|calls|calling|text|texts|texting|contact|contacts|contacting|message|messaging|phone|phones|phoning|ring|rings|ringing|visit|visits|visiting|go to|goes to|show up at|shows up at|tell|tells|telling|notify|notifies|email|emails|shame|shames)\\s+(?:\\w+\\s+){0,3}?(?:their|his|her|the (?:borrower|debtor|customer)'?s?|borrowers'?|debtors'?|customers'?|people'?s|clients'?|consumers'?|tenants'?|renters'?|patients'?)\\s+(?:\\w+\\s+)?${THIRD_PARTIES_EN}\\b`,
      'i',
    ),
    requires:
      /\b(?:overdue|late|miss\w*|default\w*|don'?t pay|doesn'?t pay|can'?t pay|fall\w* behind|collect\w*|repay\w*|pay (?:us )?back|until they pay)\b/i,
    context: LENDING,
    guard:
      /\b(?:fdcpa|compliant|ethical|never|protect\w*|prevent\w*|stop\w*|harass\w* complaints?)\b/i,
  },
  {
    flag: 'unlicensed-finance',
    pattern:
      /(?:逾期|催收|不还|还不上|没还|拖欠|还不起)[\u4e00-\u9fff，,]{0,20}(?:学校|同学|老师|室友|宿舍|父母|朋友圈|公司|工作单位|老家)/,
    context: LENDING,
    guard: FIGHTS_ZH,
  },
  {
    // Debtors shamed in public: names and photos posted, "wall of shame" (FDCPA § 1692d, 互联网金融催收规范).
    flag: 'unlicensed-finance',
    pattern:
      /\b(?:post|posts|posting|publish\w*|share|shares|sharing|list|lists|listing)\s+(?:[\w'-]+\s+){0,3}?(?:names?|photos?|pictures?|faces?|ids?|details)\s+(?:[\w'-]+\s+){0,3}?(?:on|in|to)\s+(?:facebook|instagram|social media|tiktok|a (?:public )?(?:wall|list|page)|their (?:feed|timeline))\b|\b(?:names?|photos?|pictures?|faces?|details)\s+(?:[\w'-]+\s+){0,2}?(?:posted|published|shared|listed|put up)\s+(?:on|in|to)\s+(?:facebook|instagram|social media|tiktok|a (?:public )?(?:wall|list|page))\b|\b(?:wall|list|page) of shame\b|\bpublic(?:ly)? sham\w*\b|(?:曝光|公布|挂出|发到)[\u4e00-\u9fff]{0,8}(?:朋友圈|通讯录|网上|群里|抖音)|(?:P图|PS)[\u4e00-\u9fff]{0,6}(?:催收|欠款)|爆通讯录/i,
    requires:
      /\b(?:debts?|debtors?|overdue|late|owe\w*|collect\w*|repay\w*|defaults?|unpaid)\b|欠款|逾期|催收|还款|欠钱|老赖/i,
    guard:
      /\b(?:fdcpa|compliant|ethical|never|protect\w*|prevent\w*|stop\w*|report\w*)\b|禁止|杜绝|防止|合规|投诉/i,
  },
  {
    // A fixed return promised on money raised from the public: tokens, funds, pools (SEC Howey, 非法集资).
    flag: 'unlicensed-finance',
    pattern:
      /\b(?:promis\w*|guarantee\w*|assur\w*|lock\w* in)\s+(?:holders\s+|investors\s+|members\s+|lenders\s+|depositors\s+|you\s+|them\s+)?(?:an?\s+|a fixed\s+|at least\s+)?\d+(?:\.\d+)?\s*%\s*(?:(?:a|per|each|every)\s+(?:day|week|month|year)|(?:daily|weekly|monthly|yearly|annual|annualized|annualised|apy|apr)\b|returns?\b|yield\b|interest\b|profits?\b)|\b(?:pay\w*|offer\w*|earn\w*)\s+(?:holders\s+|investors\s+|members\s+|lenders\s+|depositors\s+|you\s+|them\s+)?(?:an?\s+|a fixed\s+|at least\s+)?\d+(?:\.\d+)?\s*%\s*(?:(?:a|per|each|every)\s+(?:day|week|month)\b|(?:daily|weekly|monthly)\b)|(?:保证|承诺|确保|稳拿|保底|保本)[\u4e00-\u9fff]{0,6}(?:\d+(?:\.\d+)?\s*%|[一二三四五六七八九十两]+(?:个点|成))[\u4e00-\u9fff]{0,4}(?:收益|回报|利息|年化|分红|返利)|(?:保证|承诺|确保|保底|保本)[\u4e00-\u9fff]{0,2}(?:年化|月息|日息|每月|每年|每天|每周)[\u4e00-\u9fff]{0,2}\d+(?:\.\d+)?\s*%/i,
    requires:
      /\b(?:tokens?|coins?|crypto|fund|funds|pool\w*|invest\w*|deposit\w*|savings|raise\w*|raising|friends and family|the public|members|notes?|bonds?|shares|stakes?)\b|代币|币|基金|理财|募资|集资|入股|投资|存|会员|私募|众筹/i,
    guard:
      /\b(?:no guaranteed|not guaranteed|never promise|don'?t promise|doesn'?t promise|no promise|licensed|regulated|registered (?:with|investment)|sec-registered|fdic|insured|savings account|cd rates?|treasur\w*|bank partner|warn\w*|detect\w*|scam)\b|不承诺|不保证|不保本|持牌|合规|银行存款|国债|防范|识别|打击|举报/i,
  },
  {
    // Private photos or videos held as collateral (裸条).
    flag: 'unlicensed-finance',
    pattern:
      /\b(?:nude|naked|intimate|private|explicit|compromising|topless)\s+(?:[\w'-]+\s+)?(?:photos?|pictures?|pics|selfies|videos?)\b|(?:私密|裸|不雅|隐私)[\u4e00-\u9fff]{0,4}(?:照|视频)|裸条|裸贷/i,
    requires:
      /\b(?:collateral|security|guarantee\w*|deposit|pledge\w*|as insurance|until (?:they|you) repay|delete\w*)\b|担保|抵押|押|借|贷|还款|删/i,
    context: LENDING,
  },
  // Money moved without a transmitter's licence: agents settling in cash, hawala, no bank.
  {
    flag: 'unlicensed-finance',
    pattern:
      /\b(?:agents?|couriers?|partners?),?\s+(?:[\w'-]+\s+){0,4}?settle\w*\s+(?:[\w'-]+\s+){0,3}?in cash\b|\bhawala\b|\boutside (?:the )?(?:banking system|banks)\b|\bwithout (?:going through|touching|using) (?:a |any |the )?banks?\b|(?:地下钱庄|对敲|不(?:走|经过|通过)银行|绕开银行|绕过银行)/i,
    context:
      /\b(?:money|transfers?|remit\w*|send\w* (?:money|cash|funds)|payments?|cash|funds|dollars|currency)\b|汇款|换汇|转账|结汇|人民币|美元/i,
    ideaGuard:
      /\b(?:licensed money transmitter|registered (?:with fincen|msb)|fincen-registered)\b/i,
  },
  {
    // Gambling from an offshore licence aimed at a market that licenses it itself.
    flag: 'unlicensed-gambling',
    pattern:
      /\b(?:cura[cç]ao|anjouan|offshore|costa rica\w*|antigua|kahnawake|pagcor)\b[^.;!?]{0,30}?\b(?:licen[cs]e[sd]?|based|servers?|entity|company)\b|境外(?:牌照|服务器|平台|公司|注册)/i,
    context:
      /\b(?:sportsbooks?|casinos?|bett(?:ing|ors?)|bets|poker|slots|wager\w*|gambl\w*)\b|博彩|下注|赌|菠菜|彩票/i,
    requires:
      /\b(?:u\.?s\.?|american|americans|states?|texas|california|new york|florida|uk|british|australian|indian|chinese|china|mainland|players (?:in|from))\b|中国|国内|大陆/i,
  },

  // ---------------------------------------------------------------------------------------------
  // The law said not to reach the business, or the business said to be something it is not.
  {
    flag: 'skips-required-licence',
    pattern:
      /\b(?:rules|regulations|laws?|licen[cs]ing|rate caps?|caps|regulators?|the (?:state|city|law|sec|fda|irs)|state \w+ (?:rules|laws))\b[^.;!?]{0,40}?\b(?:don'?t|do not|doesn'?t|does not|won'?t|will not|can'?t|cannot)\s+(?:really\s+|actually\s+|even\s+)?(?:apply|reach|touch|cover|bind|affect)\s+(?:to\s+)?(?:us|our|this|it)\b/i,
    firm: true,
  },
  {
    // "officially it's just friends helping friends", "technically we're a messaging app".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:officially|on paper|technically|nominally|for the record|as far as (?:the )?(?:city|state|law|authorities|regulators?|irs|government|platform|bank|landlord|insurer) (?:is concerned|knows))\b,?\s+(?:it'?s|it is|we'?re|we are|they'?re|they are|this is|i'?m|i am|the \w+ (?:is|are))\s+(?:just|only|merely|simply|a|an)\b/i,
    context: OBLIGATION_EN,
    firm: true,
  },
  {
    // Pay below any minimum wage, by the hour (FLSA § 206, National Minimum Wage Act, 最低工资规定).
    flag: 'labour-exploitation',
    pattern:
      /(?:\$|£|€)\s?[0-5](?:\.\d{1,2})?\s*(?:an|a|per|\/)\s*(?:hour|hr)\b|\b[0-5](?:\.\d{1,2})?\s*(?:dollars|pounds|euros)\s+(?:an|a|per)\s+hour\b|时薪\s*(?:[1-9]|1[0-2])\s*(?:元|块)/i,
    requires:
      /\b(?:workers?|pickers?|staff|employees?|cleaners?|housekeepers?|cashiers?|servers?|cooks?|caregivers?|nannies|helpers?|crews?|farmhands?|labou?rers?|take-home|wages?|paid|pay them|earn|earns)\b|工人|员工|保姆|服务员|骑手|工资|招工|招人|工厂/i,
    guard:
      /\b(?:tips?|tipped|gratuit\w*|plus commission|bonus\w*|rentals?|to rent|rent (?:a|an|the|bikes?|cars?|scooters?|boats?)|parking|per hour of (?:use|parking))\b|小费|租金|停车/i,
  },
  {
    // Hours beyond any legal limit: 14-hour days, shifts without rest (劳动法 art. 36, 41; Working Time Directive).
    flag: 'labour-exploitation',
    pattern:
      /每天(?:要)?(?:干|上班|工作|跑)\s*(?:1[4-9]|2\d|十[四五六七八九])\s*(?:个)?小时|请假(?:一天)?扣\s*(?:[两三四五六七八九十]|\d)\s*天(?:的)?工资|\b(?:1[4-9]|2[0-4])[- ]hour (?:days|shifts)\b[^.;!?]{0,40}?\b(?:every day|seven days|7 days|no days off|no overtime)\b/i,
    guard: /禁止|杜绝|防止|合规|投诉|举报|\b(?:prevent\w*|comply|compliance|illegal)\b/i,
  },
  {
    // Drivers pushed past the hours of service (49 CFR 395, Regulation (EC) 561/2006, 疲劳驾驶).
    flag: 'transport-safety-evasion',
    pattern:
      /\b(?:run|drive|driving|haul|work)\w*\s+(?:[\w'-]+\s+){0,2}?(?:1[2-9]|2[0-4])\s+hours\s+(?:straight|in a row|without (?:a )?(?:break|rest|sleep))\b|连续(?:开|驾驶|跑)\s*(?:1[2-9]|2\d|十[二三四五六七八九])\s*(?:个)?小时/i,
    context:
      /\b(?:truck\w*|lorr\w*|haul\w*|freight|drivers?|eld|logs?)\b|货车|司机|卡车|大车|运输/i,
    guard: /\b(?:prevent\w*|alert\w*|warn\w*|complian\w*|illegal)\b|防止|预警|提醒|禁止/i,
  },
  {
    // The licence put off without a date: "the license can wait", 执照以后再说.
    flag: 'skips-required-licence',
    pattern:
      /\b(?:the\s+|our\s+|a\s+)?(?:licen[cs]es?|permits?|registration|paperwork|inspections?|approvals?|certification)\s+(?:can|will|could)\s+(?:wait|come later|follow later)\b|(?:执照|许可证?|资质|备案|手续|证照)(?:可以)?(?:先)?(?:等等|以后再说|后面再说|晚点再办|慢慢办)/i,
    guard:
      /\b(?:until (?:we|it) (?:is|are) (?:licensed|approved)|won'?t (?:open|launch|operate)|no (?:customers|sales) until)\b|拿到.{0,6}(?:再|才)(?:开|营业)/i,
    firm: true,
  },
  {
    // Papers held as security for a loan: diplomas, passports, identity cards (个人信息, 禁止扣押证件).
    flag: 'unlicensed-finance',
    pattern:
      /\b(?:diplomas?|passports?|id cards?|identity cards?|student ids?|degree certificates?)\s+as\s+(?:collateral|security|a deposit|a guarantee|guarantee)\b|(?:毕业证|身份证|学生证|护照|学位证)(?:做|当|作为)?(?:抵押|押给)/i,
    context: LENDING,
  },
  {
    // Kept from whoever enforces the rule: "the council never needs to know", 不用让工商知道.
    flag: 'skips-required-licence',
    pattern:
      /\b(?:the\s+)?(?:council|city|state|county|authorities|inspectors?|health (?:department|inspectors?)|tax (?:office|man|authorities)|taxman|irs|hmrc|regulators?|fda|police|government)\s+(?:never\s+|doesn'?t\s+|does not\s+|don'?t\s+|won'?t\s+|will never\s+)(?:needs?|has|have|need)\s+to\s+know\b|\b(?:the\s+)?(?:council|city|authorities|inspectors?|health department|taxman|irs|hmrc|regulators?|police)\s+(?:will\s+)?never\s+(?:know|find out|notice|hear about it)\b|\bwhat the (?:council|city|authorities|inspectors?|health (?:department|inspectors?)|taxman|irs|hmrc|regulators?) (?:doesn'?t|don'?t) know\b|(?:不用|不必|不需要|别|不要|不会)让(?:工商|税务|城管|市场监管|卫生|食药监|上面|监管|派出所|警察)(?:局|部门)?(?:的人)?知道|(?:工商|税务|城管|市场监管局?|卫生部门|监管部门)(?:也)?(?:查不到|发现不了|不会知道)/i,
    guard: /\b(?:complian\w*|licensed|registered|permit(?:ted)?|legal advice)\b|合规|已办|持证/i,
    firm: true,
  },
  {
    // "if anyone asks, we say they're cousins".
    flag: 'skips-required-licence',
    pattern:
      /\bif (?:anyone|anybody|someone|they|the (?:city|police|inspectors?|landlord|authorities|customs|neighbou?rs?|building|platform|bank))\s+(?:ever\s+)?(?:asks|checks|comes|calls|inspects|finds out)\b,?\s+(?:we|they|you|i|guests|customers|drivers|parents|the \w+)\s+(?:just\s+)?(?:say|tell|claim|pretend|call it)\b/i,
    firm: true,
  },
  {
    flag: 'skips-required-licence',
    pattern:
      /(?:有人|别人|外人|警察|城管|执法|检查的?人?|查的人?|上面|邻居|物业|街道|社区)(?:来)?(?:问|查)(?:起来)?(?:的话)?[，,]?(?:我们)?(?:就|一律)?(?:说|称|讲)(?:是)?|(?:对外|名义上|表面上|账面上)(?:就|只|都|一律)?(?:说|称|叫|写成?|挂)/,
    context: OBLIGATION_OR_COMPLAINT_ZH,
    firm: true,
  },
  {
    // Kept out of sight of whoever checks: "so they don't get flagged", 以免被查, 规避监管.
    flag: 'skips-required-licence',
    pattern:
      /\bso (?:that )?(?:they|we|it|nobody|no one|the (?:listings?|accounts?|payments?|transfers?|shipments?|parcels?|packages?|drivers?|hosts?|units?|income|sales|money))\s+(?:don'?t|doesn'?t|won'?t|never|do not|does not|will not|can'?t)\s+(?:ever\s+)?(?:get\s+|be\s+)?(?:flagged|caught|noticed|detected|traced|reported|inspected|audited|taxed|spotted)\b|\bto (?:avoid|dodge|evade|escape|stay under|fly under|slip past|get around)\s+(?:[\w'-]+\s+){0,2}?(?:the radar|scrutiny|inspectors?|inspections?|audits?|regulators?|the city|the authorities|the irs|customs|reporting (?:rules|thresholds?)|licen[cs]ing|registration)\b|以免被查|免得被查|躲避检查|躲开检查|逃避检查|避开检查|躲过(?:检查|监管|稽查|执法)|规避监管|逃避监管/i,
    guard: /\b(?:spam|inbox|deliverab\w*|helps? (?:[\w'-]+\s+){0,3}comply|complian\w*)\b/i,
    firm: true,
  },
  {
    // "we don't register as a money transmitter", "we won't get licensed as a lender".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:we|i|they)\s+(?:don'?t|do not|won'?t|will not|never|didn'?t|did not)\s+(?:need to\s+|bother to\s+|plan to\s+)?(?:register|get licensed|get licenced|apply|license|licence|sign up)\s+(?:as|with|for)\b/i,
    guard: /\b(?:users?|customers?|you|clients?)\s+(?:don'?t|do not)\s+(?:need to\s+)?register\b/i,
    firm: true,
  },
  // Compliance put off until the business runs: "FDA paperwork after launch", 等规模做起来再补手续.
  {
    flag: 'skips-required-licence',
    pattern:
      /\b(?:(?:get to|do|handle|deal with|sort(?: out)?|file|submit|worry about|figure out|take care of|tackle|start on|apply for|get)\s+)?(?:the\s+|any\s+|our\s+|an?\s+)?(?:[\w-]+\s+){0,3}?(?:permits?|licen[cs]es?|licen[cs]ing|paperwork|approvals?|clearance|registration|certification|filings?|submissions?|inspections?|compliance)\s+(?:[\w'-]+\s+){0,2}?(?:after|post)[- ](?:launch|launching|we launch|go-?live|going live|we(?:'ve| have)? (?:launched|scaled?|grown|raised)|traction|product-market fit|the first (?:sales|customers|round))\b/i,
    guard:
      /\b(?:before (?:we )?(?:launch|launching|go live|going live|sell|selling)|prior to (?:launch|sale)|(?:monitoring|ongoing|post-market|surveillance|maintenance|renewals?)\s+(?:[\w-]+\s+){0,2}?(?:after|post)[- ]launch|handled by|compliance team)\b/i,
    firm: true,
  },
  {
    flag: 'skips-required-licence',
    pattern:
      /(?:再|后面|以后|之后|回头)(?:去)?补(?:办|交|申请|报批|报|备案|手续|证|资质|许可|牌照|执照)?|先[\u4e00-\u9fff]{0,6}(?:起来|飞着|开着|做着|干着|卖着|跑着|营业着|用着)(?=[，,。；！？\s]|$)/,
    context: OBLIGATION_OR_COMPLAINT_ZH,
    guard: HOLDS_ZH,
    firm: true,
  },
  {
    // A licence complained of, then gone around: "FAA approval takes years, so we start flying now".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:takes?|taking|would take|could take)\s+(?:years|months|forever|too long|ages)\b|\b(?:is|are|'s|'re)\s+too\s+(?:slow|expensive|costly|complicated|much hassle|much paperwork)\b|\bmeans\s+(?:[\w-]+\s+){0,4}?(?:inspections?|paperwork|ratios|audits|red tape)\b/i,
    requires:
      /\bso\s+(?:we|i)(?:'ll|\s+will|\s+just)?\s+(?:just\s+)?(?:start|launch|go|fly|sell|open|operate|run|begin|skip|ignore|bypass|avoid)\w*\s+(?:[\w'-]+\s+)?(?:now|anyway|without|right away|immediately|today|it|them|the)\b|\bso,?\s+officially\b/i,
    context: OBLIGATION_EN,
    firm: true,
  },

  // ---------------------------------------------------------------------------------------------
  // Accounts, SIM and bank cards, identities bought, sold or rented (反电信网络诈骗法 art. 31).
  {
    flag: 'account-trading',
    pattern:
      /\b(?:rent|rents|renting|rented|lease|leases|leasing|flip|flips|flipping|farm|farms|farming)\s+(?:out\s+)?(?:[\w'-]+\s+){0,5}?(?:accounts?|sim cards?|sims|bank cards?|debit cards?|bank accounts?|identities|id cards?|verified profiles?|driver'?s'? licen[cs]es?|driving licen[cs]es?|passports?|social security numbers|ssns)\b|\b(?:rent|rents|renting|lease|leases|leasing)\s+(?:them|it)\s+out\b/i,
    requires:
      /\b(?:accounts?|sim cards?|sims|bank cards?|debit cards?|identities|id cards?|profiles?|driver'?s'? licen[cs]es?|driving licen[cs]es?|passports?|social security numbers|ssns)\b/i,
    guard:
      /\b(?:car|cars|equipment|apartments?|rooms?|tools|bikes?|scooters?|servers?)\s+(?:rental|to rent)\b|\bsecure\w*|\bhijack\w*|\bstolen\b|\brecover\w*/i,
    ideaGuard: FIGHTS_EN,
  },
  {
    flag: 'account-trading',
    pattern:
      /\b(?:buy|buys|buying|bought|sell|sells|selling|resell\w*|trade|trades|trading|purchase\w*|source|sourcing|supply|supplies|collect\w*)\s+(?:[\w'-]+\s+){0,4}?(?:aged|verified|old|used|real-name|existing|pre-?verified|warmed[- ]up|ready-made|other people'?s|banned|leaked|stolen|hacked|cracked)\s+(?:[\w'-]+\s+){0,3}?(?:accounts?|sim cards?|sims|bank cards?|bank accounts?|profiles?|identities)\b|\b(?:buy|buys|buying|sell|sells|selling|resell\w*|trade|trades|trading)\s+(?:[\w'-]+\s+){0,2}?(?:facebook|google|tiktok|instagram|amazon|doordash|instacart|uber|lyft|grubhub|deliveroo|wechat|whatsapp|telegram|twitter|linkedin|paypal|stripe|ebay|etsy|airbnb|netflix|spotify|disney|chatgpt|upwork|fiverr|gmail|steam|ad)\s+(?:[\w'-]+\s+){0,3}?accounts?\b/i,
    ideaGuard: FIGHTS_EN,
  },
  {
    // Identity papers lent to people who cannot get their own: "lend riders our cousins' licences".
    flag: 'account-trading',
    pattern:
      /\b(?:lend|lends|lending|loan|loans|loaning)\s+(?:out\s+)?(?:[\w'-]+\s+){0,4}?(?:driver'?s'? licen[cs]es?|driving licen[cs]es?|id cards?|passports?|identities|bank cards?|sim cards?|social security numbers)\b/i,
    ideaGuard: FIGHTS_EN,
  },
  {
    flag: 'account-trading',
    pattern:
      /(?:收购|回收|出租|出借|租给|租用|借用|倒卖|买卖|转卖|收)(?!车)[\u4e00-\u9fff、和与及，,]{0,12}(?:账号|帐号|(?:抖音|小红书|微信|QQ|qq|快手|淘宝|闲鱼|微博|B站|b站|游戏|支付宝|美团|拼多多|京东|视频号|公众)号|银行卡|电话卡|手机卡|对公账户|U盾|u盾|身份证|实名(?:的)?(?:卡|号))|(?:出售|售卖|卖)[\u4e00-\u9fff、和与及]{0,8}(?:账号|帐号|(?:抖音|小红书|微信|快手|淘宝|闲鱼|微博|游戏|支付宝)号|银行卡|对公账户|U盾|u盾|身份证)/,
    guard: FIGHTS_ZH,
    ideaGuard: /反诈|防盗号|账号安全|找回账号|断卡/,
  },

  // ---------------------------------------------------------------------------------------------
  // Order brushing: goods bought, praised and refunded, for pay.
  {
    flag: 'fake-reviews',
    pattern:
      /\b(?:refund|refunds|refunded|refunding|reimburse\w*|pay back|pays back|paid back)\s+(?:them|the (?:shoppers?|buyers?|reviewers?|testers?)|their (?:purchase|order|money)|the (?:full )?(?:price|cost|purchase))\b|\bin exchange for (?:a |an )?(?:\w+[- ]){0,2}(?:reviews?|ratings?)\b|\b(?:free|refunded)\s+(?:products?|items?|units?|samples?)\s+(?:[\w'-]+\s+){0,3}?for\s+(?:a |an )?(?:\w+[- ]){0,2}(?:reviews?|ratings?)\b/i,
    requires: /\b(?:reviews?|ratings?|stars?)\b/i,
    guard: FIGHTS_EN,
  },
  {
    flag: 'fake-reviews',
    pattern:
      /(?:退回|返还|返款|返给|退给|退还|报销|全额返|本金返)[\u4e00-\u9fff，,]{0,10}(?:下单|买家|刷手|的人)|(?:下单|买家|刷手)[\u4e00-\u9fff，,]{0,10}(?:退回|返还|返款|返给|退还|全额返)|补单|真人(?:账号)?下单/,
    requires: /好评|晒图|评价|五星|评论|销量|起量/,
    guard: FIGHTS_ZH,
  },

  // ---------------------------------------------------------------------------------------------
  // Documents made to order: receipts for any amount, invoices with no sale, degrees with no study.
  {
    flag: 'forged-documents',
    pattern:
      /\b(?:receipts?|invoices?|pay ?stubs?|payslips?|bank statements?|utility[- ]bills?|proofs? of (?:address|residence))\b/i,
    requires:
      /\bany (?:restaurant|store|shop|merchant|vendor|hotel|date|amount|company|name|brand)\b|\bpass(?:es)? (?:every|any|all) (?:[\w'-]+\s+)?(?:expense|audit|check|verification|tool|system)|\blooks? (?:real|authentic|genuine|legit)\b|\bindistinguishable\b|\b(?:no|without (?:a |any )?)(?:real |actual )?(?:purchase|sale|transaction|stay|meal)s?\b|\bnever (?:happened|took place|existed|delivered)\b|\b(?:fictitious|non-?existent|sham|phantom)\b/i,
    guard: /\b(?:detect\w*|spot\w*|catch\w*|flag\w*|verif\w*|anti)\b/i,
  },
  {
    flag: 'tax-evasion',
    pattern:
      /开[\u4e00-\u9fff]{0,8}(?:发票|专票)[\u4e00-\u9fff，,]{0,20}(?:票面|票点|\d+(?:\.\d+)?个点)|(?:票面|票点|\d+(?:\.\d+)?个点)[\u4e00-\u9fff，,]{0,12}开[\u4e00-\u9fff]{0,8}(?:发票|专票)|(?:没有|无)(?:真实)?(?:进项|交易|业务|实际业务)[\u4e00-\u9fff，,]{0,12}(?:开|发票|专票)/,
    guard: FIGHTS_ZH,
  },
  {
    // Degree mills: diplomas with no study behind them, checked by a line the seller answers.
    flag: 'forged-documents',
    pattern:
      /\b(?:diplomas?|degrees?|transcripts?|certificates?)\b[^.;!?]{0,80}?\b(?:accredited-sounding|official-looking|security paper|embossed seals?|verification (?:line|hotline|service) that (?:confirms|verifies)|confirms the degree|no (?:classes|exams|coursework|studying|study)|without (?:studying|attending|classes|exams|coursework)|never (?:attended|finished|studied))\b/i,
    guard: /\b(?:detect\w*|verification service for employers|spot\w*|catch\w*|anti|fraud)\b/i,
  },

  // ---------------------------------------------------------------------------------------------
  // Personal data scraped or siphoned and sold.
  {
    flag: 'personal-data-trading',
    pattern:
      /\b(?:scrape|scrapes|scraping|scraped|harvest\w*|crawl\w*|extract\w*|siphon\w*|(?:quietly|secretly|silently) (?:upload|collect|copy|read)\w*)\s+(?:[\w'-]+\s+){0,4}?(?:phone numbers?|(?:personal |private )?emails?|email addresses|home addresses|names and (?:numbers|addresses|phones)|contact lists?|contacts|location (?:history|data)|owner names)\b/i,
    context:
      /\b(?:sell|sells|selling|sold|resell\w*|broker\w*|monetiz\w*|monetis\w*|lists? to|leads? to|per lead)\b/i,
    guard:
      /\b(?:with (?:their |explicit )?consent|opt(?:ed)?[- ]in|remov\w*|delet\w*|protect\w*|detect\w*)\b/i,
  },
  {
    flag: 'personal-data-trading',
    pattern:
      /(?:爬取|爬|抓取|采集|扒|搜集|收集|导出)[\u4e00-\u9fff、和与及，,]{0,16}(?:姓名|手机号|电话号码|住址|身份证|联系方式|微信号|通讯录)/,
    context: /卖|出售|转卖|名单|变现|打包/,
    guard: /脱敏|授权|同意|保护|删除|打击|防范/,
  },

  // ---------------------------------------------------------------------------------------------
  // Films and shows from pirate sources, or streamed with no rights deal.
  {
    flag: 'piracy',
    pattern:
      /\b(?:cam[- ]?(?:rips?|uploads?|recordings?|copies|versions?)|screeners?|telesyncs?|torrents?|leaked (?:files|copies|episodes|screeners))\b|\bno (?:studio|distribution|licensing|content|streaming) (?:deals?|agreements?|licen\w*|rights)\b|\bwithout (?:studio|distribution|licensing|streaming) (?:deals?|agreements?|rights)\b|枪版|抢先版|偷录|盗录/i,
    context:
      /\b(?:movies?|films?|shows?|series|episodes?|stream\w*|download\w*|cinema|releases|anime|matches|channels)\b|电影|影视|剧|院线|视频/i,
    guard:
      /\b(?:detect\w*|anti|takedown\w*|protect\w*|watermark\w*|leak alerts?)\b|打击|维权|监测/i,
  },

  // ---------------------------------------------------------------------------------------------
  // Pyramids: pay for the recruits of one's recruits, income from joiners rather than sales.
  {
    flag: 'pyramid-scheme',
    pattern:
      /\bfor (?:every|each) (?:[\w'-]+\s+)?(?:member|person|one|recruit|friend|joiner|distributor|agent)s? (?:they|those|that they|who they|your recruits|your referrals|your downline)\s+(?:[\w'-]+\s+)?(?:sign|recruit|bring|refer|enrol|enroll|get)\w*|\b(?:recruits?|referrals?|sign-?ups?) of (?:your |their )?(?:recruits?|referrals?|sign-?ups?)\b|\b(?:most|much|the bulk|the majority|half) of (?:our |the )?(?:income|revenue|money|profits?|earnings)\s+(?:[\w'-]+\s+){0,2}?(?:from|is) (?:new )?(?:joiners|members|recruits|sign-?ups|entry fees|membership fees|joining fees)\b|\b(?:second|third|2nd|3rd)[- ](?:level|tier|generation) (?:commissions?|bonus\w*|rewards?|referrals?)\b/i,
    guard: FIGHTS_EN,
  },
  {
    // A paid membership whose reward is a bounty per new paying member.
    flag: 'pyramid-scheme',
    pattern:
      /\bjoin\w*\s+(?:[\w'-]+\s+){0,4}?for\s+\$\d[\d,]*[^.;!?]{0,60}?\b(?:earn|get|make|receive)\s+\$?\d[\d,]*\s+(?:for|per)\s+(?:every|each)\s+(?:new\s+)?(?:member|person|recruit|friend|joiner|sign-?up)s?\b|(?:交|缴|花)\s*\d+[\u4e00-\u9fff]{0,4}(?:入会|加入|成为会员)[\u4e00-\u9fff，,]{0,12}(?:每|拉一个|介绍一个|推荐一个)[\u4e00-\u9fff]{0,6}(?:奖励|返|赚|拿)/i,
    guard: FIGHTS_EN,
  },
  {
    flag: 'pyramid-scheme',
    pattern:
      /(?:推荐|拉|介绍|发展|邀请)的(?:人|会员|用户|朋友)再(?:去)?(?:拉|推荐|介绍|发展|邀请)|(?:下级|下线|二级|三级|间推|间接推荐|团队业绩)[\u4e00-\u9fff]{0,6}(?:提成|返|奖励|分成|佣金|分红)|(?:钻石|皇冠|金牌)(?:级别|会员|代理)[\u4e00-\u9fff，,]{0,8}(?:月入|年入|收入)/,
    guard: FIGHTS_ZH,
  },

  // ---------------------------------------------------------------------------------------------
  // Medical acts done by people who may not do them: injections and fillers by beauticians.
  {
    flag: 'unlicensed-medical-practice',
    pattern:
      /\b(?:our|by|from|trained|using|hire|hires|hiring)\s+(?:own\s+|in-house\s+|trained\s+|experienced\s+|certified\s+|local\s+)?(?:beauticians?|estheticians?|aestheticians?|cosmetologists?|salon staff|nail techs?|lash techs?|makeup artists?|hairdressers?|massage therapists?|influencers?)\b|\bno\s+(?:real\s+|licensed\s+)?(?:doctors?|physicians?|nurses?|pharmacists?|dentists?|clinicians?|medical staff)(?:\s+(?:or|and|nor)\s+(?:doctors?|physicians?|nurses?|pharmacists?|dentists?))?\s+(?:on (?:payroll|staff|site|board|hand)|involved|needed|required|present|in the loop)\b|\b(?:without|instead of|don'?t need|doesn'?t need|no need for)\s+(?:a |any |the )?(?:doctors?|physicians?|nurses?|medical (?:staff|supervision|licen\w*|degree))\b/i,
    context:
      /\b(?:inject\w*|botox|fillers?|drips?|iv|infusions?|microneedl\w*|prescrib\w*|surger\w*|anesthe\w*|anaesthe\w*|sutur\w*|dermal|semaglutide|ozempic|vaccin\w*|blood draws?|kybella|fat[- ]dissolv\w*)\b/i,
    ideaGuard:
      /\b(?:supervised by|under (?:the )?(?:medical )?supervision|overseen by|medical director|licensed (?:nurses?|physicians?|doctors?|injectors?|prescribers?)|registered nurses?|physician-led|nurse injectors?)\b/i,
  },
  {
    flag: 'unlicensed-medical-practice',
    pattern:
      /美容师|美甲师|店员|技师|老板娘|学徒|卫校学生|护工|志愿者|培训[一两三四五六七八九十\d]+(?:天|周|个月)(?:就能|即可|就可以|就)?上岗|不需要(?:医生|医师|护士|执照|资质)|不用(?:医生|医师|护士)|没有(?:医生|医师|行医|执业)|非医生|不是医生|非医务人员/,
    context:
      /注射|打针|输液|挂水|点滴|玻尿酸|肉毒|水光针|溶脂|热玛吉|微整|埋线|开药|开处方|拔牙|麻醉|抽血|司美格鲁肽|减肥针|割双眼皮|隆鼻/,
    ideaGuard:
      /执业医师操作|医生操作|医生注射|医疗美容(?:诊所|机构)?(?:执业)?许可|医疗机构执业许可|持证医生|执业医师/,
  },

  // ---------------------------------------------------------------------------------------------
  // Goods carried over a border and sold without declaring them.
  {
    flag: 'smuggling',
    pattern:
      /(?:带|背|运|拉|捎)[\u4e00-\u9fff、和与及]{0,12}(?:过关|入境|回国|进关|过海关|回内地|过境)|人肉带货|水客/,
    requires:
      /不(?:用|需要)?(?:报关|申报|交税|缴税|交关税)|拆(?:成|分)[\u4e00-\u9fff]{0,4}(?:小份|小包|小件|份|件|包|单)|免税|逃税|避税|少交税/,
    guard: /如实申报|依法纳税|正规报关|打击|查处/,
  },
  {
    flag: 'smuggling',
    pattern:
      /\bsplit\w*\s+(?:[\w'-]+\s+){0,3}?(?:into|across)\s+(?:[\w'-]+\s+){0,2}?(?:parcels|packages|shipments|boxes)\s+(?:[\w'-]+\s+){0,3}?(?:under|below)\s+(?:the\s+)?(?:de minimis|duty|customs|tax|import)\b|\b(?:in|inside) (?:travell?ers'?|passengers'?|their|our|mules'?) (?:luggage|suitcases|carry-ons?)\b[^.;!?]{0,60}?\b(?:undeclared|declared as|without declaring|no duty|duty-free|tax-free|resell|sell)\b/i,
    guard: FIGHTS_EN,
  },

  // ---------------------------------------------------------------------------------------------
  // Homes let by the night without the registration the city requires.
  {
    flag: 'unregistered-short-term-rental',
    pattern:
      /\bwithout (?:registering|registration|a permit|permits|a licen\w*|the (?:city'?s?|host) (?:registration|permit))|\bunregistered\b|\bnot registered\b|\b(?:listings?|ads?)\s+(?:say|says|list|lists|claim|claims|show|shows)\s+(?:[\w'-]+\s+){0,3}?(?:30|thirty|31)[- ](?:day|night)|\bso (?:they|we|it|the listings?) (?:don'?t|doesn'?t|won'?t) get (?:flagged|caught|noticed|delisted)\b/i,
    context:
      /\b(?:short[- ]term (?:rentals?|stays?|lets?)|\d+(?:\s*(?:to|-)\s*\d+)?[- ]nights?(?: stays?)?|nightly|night stays|airbnb|vrbo|vacation rentals?|holiday lets?|weekend stays)\b/i,
  },
  {
    flag: 'unregistered-short-term-rental',
    pattern:
      /(?:不办|没有|没办|无|不用|不需要|免)(?:办)?[\u4e00-\u9fff]{0,4}(?:特种行业许可|特行|旅馆业许可|备案|登记)|不登记(?:住客|客人|身份证|身份)|免登记/,
    context: /民宿|短租|日租|按天出租|酒店式公寓|钟点房/,
    guard: HOLDS_ZH,
  },

  // ---------------------------------------------------------------------------------------------
  // A licence, a check or a control the founder says they do without, in their own verbs: "we
  // don't hold a lending licence", "we don't check local laws", 不需要办理…证, 绕开外汇管制.
  {
    flag: 'skips-required-licence',
    pattern:
      /\b(?:we|i|they)\s+(?:don'?t|do not|won'?t|will not|never|haven'?t|have not|didn'?t)\s+(?:\w+\s+)?(?:hold|have|need|got|get|obtain|apply for|bother with|check|verify|ask for|look at|care about)\s+(?:a\s+|an\s+|any\s+|the\s+)?(?:[\w'-]+\s+){0,2}?(?:licen[cs]es?|permits?|registrations?|approvals?|certifications?|laws?|ids?|age|prescriptions?|background checks?)\b/i,
    guard:
      /\b(?:users?|customers?|you|clients?|buyers?|patients?)\s+(?:don'?t|do not|never)\b|\bdetect\w*|\bhelp\w*/i,
    firm: true,
  },
  {
    flag: 'skips-required-licence',
    pattern:
      /(?<![绝决从并])(?:不需要|不用|无需|免|不必|没有|不(?![无没]))(?:去)?(?:办理|办|考|申请|取得|拿|报)?[\u4e00-\u9fff]{0,8}(?<!保|验|论|见|印|例|辩|求|凭)(?:证|牌照|执照|资质|许可|备案|审批)(?![明书件券据金])/,
    context: /平台|经营|营业|开|卖|司机|车|店|服务|诊所|托|运营|行医|做/,
    guard: HOLDS_ZH,
    firm: true,
  },
  {
    flag: 'skips-required-licence',
    pattern:
      /\b(?:get around|getting around|bypass\w*|circumvent\w*|dodg\w*|evad\w*|sidestep\w*|work around|avoid|avoiding)\s+(?:\w+\s+){0,3}?(?:capital controls|currency controls|regulations?|the rules|the law|their ban|the ban|bans|restrictions|quotas?|quarantine|inspections?|sanctions|licensing|licen[cs]e requirements?)\b|(?:绕开|绕过|规避|逃避|躲避|避开|躲过)[\u4e00-\u9fff]{0,6}(?:管制|监管|审批|额度|限额|检查|检疫|稽查|年检|实名|许可|外汇管理)/i,
    guard: /\b(?:compl\w*|legal(?:ly)? advi\w*|lawyers?)\b|合规/i,
    firm: true,
  },
  {
    // Money taken in and paid a fixed return: deposit-taking without a banking licence.
    flag: 'unlicensed-finance',
    pattern:
      /\b(?:deposit|deposits|put|invest|invests|pool|pools|lend|lends|leave|leaves)\s+(?:their\s+|your\s+|his\s+|her\s+)?(?:money|savings|funds|cash|crypto)?\s*(?:with|to)\s+us\b[^.;!?]{0,60}?\d+(?:\.\d+)?\s*%\s*(?:a|an|per|each|every)\s+(?:day|week|month|year)\b/i,
    guard: /\b(?:fdic|licensed bank|insured|regulated)\b/i,
  },
  {
    // Money sent abroad through private accounts, outside the controls on foreign exchange.
    flag: 'unlicensed-finance',
    pattern:
      /(?:私人|个人|私户|自己的)(?:账户|账号|银行卡)[\u4e00-\u9fff，,]{0,12}(?:转到|汇到|打到|转去)(?:国外|境外|海外)|(?:转到|汇到|打到)(?:国外|境外|海外)[\u4e00-\u9fff，,]{0,12}(?:私人|个人|私户)(?:账户|账号)/,
  },
  {
    // Gambling offered in mainland China, where no licence makes it lawful.
    flag: 'unlicensed-gambling',
    pattern:
      /\b(?:poker|casino|slots|roulette|baccarat|sportsbook|betting|bets|wagers?)\b[^.;!?]{0,60}?\b(?:mainland china|chinese players|players in china|china'?s)\b|\b(?:mainland china|chinese players)\b[^.;!?]{0,60}?\b(?:poker|casino|slots|roulette|baccarat|sportsbook|betting|bets|wagers?)\b/i,
    guard: /\b(?:no real money|free-to-play|play money|no cash|training|strategy course)\b/i,
  },
  {
    // Medicines sold without the prescription they need, said in slang ("no script needed").
    flag: 'prescription-drugs-without-prescription',
    pattern:
      /\b(?:no|without|skip\w*|no need for)\s+(?:a\s+|an\s+|any\s+)?(?:script|rx|scrip|prescriptions?|doctor'?s? (?:visit|note|appointment)|eye exam)\b/i,
    context:
      /\b(?:antibiotics?|opioids?|oxy\w*|xanax|valium|benzos?|adderall|ritalin|ozempic|wegovy|semaglutide|insulin|viagra|cialis|steroids?|accutane|tramadol|codeine|ketamine|contact lenses|prescription (?:glasses|lenses|drugs|meds|medicines?)|meds)\b/i,
    guard:
      /\b(?:we (?:never|don'?t) sell|verif\w* (?:every|each|the) prescription|licensed pharmac\w*)\b/i,
  },
  {
    // Covert recording of people who are not told.
    flag: 'hacking-and-spying',
    pattern:
      /\b(?:record\w*|monitor\w*|track\w*|read\w*|intercept\w*|captur\w*|log\w*|spy\w*)\s+(?:[\w'-]+\s+){0,4}?(?:calls|messages|texts|chats|emails|locations?|screens?|keystrokes|conversations|whereabouts)\b[^.;!?]{0,40}?\bwithout\s+(?:telling|informing|notifying|asking|warning|alerting)\s+(?:them|him|her|the|their|anyone)\b/i,
    guard: /\b(?:detect\w*|anti|protect\w*|consent\w*)\b/i,
  },
  {
    // Exams sat by stand-ins, named as the tests people sit.
    flag: 'academic-cheating',
    pattern:
      /\b(?:take|takes|taking|sit|sits|sitting|write|writes|writing|pass|passes|passing)\s+(?:the\s+|their\s+)?(?:sat|act|gre|gmat|toefl|ielts|lsat|mcat|bar exam|driving tests?|driver'?s tests?|finals|midterms|cpa exams?|board exams?|entrance exams?)\s+(?:for|on behalf of|instead of|in place of)\b|\b(?:look-?alike|stand-?in|proxy|impostor|substitute)\s+(?:test[- ]?takers?|candidates?|students?|examinees?)\b/i,
    guard: /\b(?:detect\w*|proctor\w*|prevent\w*|anti|catch\w*)\b/i,
  },
  {
    // Paid dates and companionship: sexual services under another name.
    flag: 'sexual-services',
    pattern:
      /\b(?:paid|pay-for|pay for)\s+(?:arrangements|dates|companionship|intimacy|sex)\b|\bsugar (?:daddy|daddies|baby|babies|dating)\b|\b(?:rich|wealthy|older) men\b[^.;!?]{0,40}?\b(?:young|younger) women\b[^.;!?]{0,40}?\b(?:paid|money|allowance|arrangements?)\b/i,
    guard: /\b(?:detect\w*|anti|rescue\w*|trafficking survivors?|report\w*)\b/i,
  },
  {
    // Reviews and sales inflated: 刷 with what it inflates, however the platform is named.
    flag: 'fake-reviews',
    pattern:
      /(?<![印牙粉])刷(?!卡|脸|新|题|视频|剧|子|牙|漆|墙)[\u4e00-\u9fff]{0,4}(?:好评|评价|评论|销量|粉丝?|点赞|赞|榜|播放量|单量|流量|阅读量)/,
    guard: FIGHTS_ZH,
  },
  {
    // Food or formula with hormones, drugs or banned additives mixed in.
    flag: 'unapproved-medical-products',
    pattern:
      /(?:加|添加|加入|掺|混入|放)[\u4e00-\u9fff]{0,6}(?:激素|西药|违禁|禁药|瘦肉精|三聚氰胺|苏丹红|工业明胶|西布曲明)|\b(?:add\w*|mix\w*|lace\w*|spik\w*)\s+(?:[\w'-]+\s+){0,3}?(?:hormones|steroids|sibutramine|undeclared (?:drugs|ingredients)|prescription drugs)\b/i,
    guard: /检测|识别|打击|举报|不添加|无添加|零添加|\bno added\b|\bdetect\w*|\btest\w* for\b/i,
  },

  // ---------------------------------------------------------------------------------------------
  // A required check or approval said to be missing, in general words.
  {
    // "no fire safety checks", "no commercial insurance needed", "without parental consent".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:no|without(?: a| an| any)?)\s+(?:fire|safety|fire safety|health|food|background|lab|quality|government|regulatory|commercial|liability|parental|medical|building|city|state|customs|import|aviation|environmental)\s+(?:[\w-]+\s+)?(?:checks?|insurance|testing|tests|inspections?|permits?|licen[cs]es?|approvals?|certification|consent|clearance|waivers?)\b|\bno\s+(?:[\w-]+\s+)?(?:permits?|licen[cs]es?|approvals?|inspections?|testing|certification)\s+(?:needed|required|necessary|involved)\b/i,
    guard:
      /\b(?:detect\w*|help\w*|check(?:s|ing)? whether|from (?:it|your (?:manager|boss|admin))|no (?:credit|hidden)|for (?:the )?(?:user|customer|you)s?\b)/i,
    firm: true,
  },
  {
    // "the city hasn't approved it", "the drug is not yet approved".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:hasn'?t|has not|haven'?t|have not|isn'?t|is not|aren'?t|are not|wasn'?t|never been|not yet)\s+(?:been\s+|yet\s+|ever\s+)?(?:approved|licensed|licenced|permitted|authori[sz]ed|cleared|certified)\b/i,
    guard:
      /\b(?:until|before|after|once|pending|awaiting|waiting for|we will not|won'?t (?:sell|launch|operate))\b/i,
    firm: true,
  },
  {
    // Regulated goods and services by an adjective that says what they lack.
    flag: 'skips-required-licence',
    pattern:
      /\b(?:sell\w*|import\w*|offer\w*|run\w*|operat\w*|ship\w*|distribut\w*|market\w*|provid\w*)\s+(?:[\w'-]+\s+){0,2}?(?:unregistered|unlicensed|unlicenced|unapproved|uncertified|uninspected|untested|illegal|black-market)\s+[a-z]/i,
    guard: /\b(?:detect\w*|help\w*|report\w*|remov\w*|anti)\b/i,
    firm: true,
  },
  {
    flag: 'forged-documents',
    pattern:
      /\b(?:fake|forged|counterfeit|bogus|phony|phoney)\s+(?:[\w-]+\s+)?(?:vaccination|vaccine|covid|health|insurance|residency|work|press|disability|parking|student|employee|police)\s+(?:cards?|records?|certificates?|passes|badges|papers|permits?|letters?|ids?)\b|\bleaked\s+(?:\w+\s+)?(?:exam|test|question)\s+(?:papers?|questions|answers)\b|假(?:离婚|结婚|病历|证明|合同|工资条|流水|疫苗本|健康码)|(?:泄露|提前拿到|卖)[\u4e00-\u9fff]{0,4}(?:考题|试题|真题答案)/i,
    guard: /\b(?:detect\w*|spot\w*|verif\w*|anti)\b|识别|鉴别|打击/i,
  },
  {
    // Supplements told to replace the medicine a disease needs.
    flag: 'unapproved-medical-products',
    pattern:
      /\b(?:stop|stops|quit|quits|ditch|ditches|replace|replaces|come off|get off)\s+(?:[\w'-]+\s+){0,2}?(?:insulin|medications?|meds|chemo\w*|antidepressants|statins|blood thinners|inhalers)\b|\blowers?\s+(?:your\s+)?(?:blood sugar|blood pressure|cholesterol)\b|(?:停掉|停用|不用再?吃|替代|代替)[\u4e00-\u9fff]{0,4}(?:胰岛素|降压药|降糖药|西药|化疗)/i,
    context:
      /\b(?:supplements?|teas?|herbal|herbs|gummies|capsules|powders?|drinks?|juices?|extracts?|oils?|remed(?:y|ies))\b|保健品|茶|胶囊|偏方|秘方|固体饮料|代餐|饮料/i,
    guard:
      /\b(?:talk to your doctor|not a substitute|does not replace|doctor-prescribed|clinically approved)\b/i,
  },
  {
    flag: 'skips-required-licence',
    pattern:
      /不(?:走|过|经)(?:海关|报关|正规渠道|检疫|安检)|(?:规避|绕开|绕过|钻)[\u4e00-\u9fff]{0,4}(?:限购|限贷|限售|政策|空子)|不用?(?:报备|报关|申报|报批|检疫|验收|年检)/,
    guard: /如实申报|依法|合规|打击|识别/,
    firm: true,
  },

  // ---------------------------------------------------------------------------------------------
  // More kinds, said by their markers.
  {
    // Guns that cannot be traced: no serial number, ghost or 3D-printed frames.
    flag: 'weapons',
    pattern:
      /\b(?:untraceable|unserial[iz]ed|ghost|no serial numbers?|without serial numbers?)\b[^.;!?]{0,40}?\b(?:pistols?|guns?|firearms?|rifles?|frames?|receivers?|lowers?|ar-?15s?)\b/i,
    guard: /\b(?:detect\w*|trac(?:e|ing) (?:crime|guns)|anti|police)\b/i,
  },
  {
    // Covert tracking of a person who is not told.
    flag: 'hacking-and-spying',
    pattern:
      /\bwithout\s+(?:the\s+|their\s+|your\s+|his\s+|her\s+)?[a-z]+\s+(?:ever\s+)?(?:knowing|noticing|finding out|realizing|realising|seeing it)\b/i,
    requires:
      /\b(?:track\w*|monitor\w*|install\w*|spy\w*|read\w*|record\w*|locat\w*|phones?|messages|location)\b/i,
    guard: /\b(?:detect\w*|anti|remov\w*|protect\w*)\b/i,
  },
  {
    // Bets taken by a group or a chat, with no bookmaker's licence.
    flag: 'unlicensed-gambling',
    pattern:
      /\b(?:take|takes|taking|accept\w*|collect\w*|run\w*|organi[sz]\w*)\s+(?:[\w'-]+\s+){0,2}?(?:bets|wagers|a betting pool|betting pools)\b/i,
    guard: /\b(?:detect\w*|anti|help\w* (?:\w+\s+){0,2}quit|addiction)\b/i,
    ideaGuard: /\b(?:licensed|state-licensed|with (?:a|our) (?:gaming )?licen[cs]e)\b/i,
  },
  {
    // A fixed return promised on money pooled from members or the public.
    flag: 'unlicensed-finance',
    pattern:
      /\b\d+(?:\.\d+)?\s*%\s+(?:guaranteed|fixed|assured|risk[- ]free)\b|\bguaranteed\s+\d+(?:\.\d+)?\s*%/i,
    requires:
      /\b(?:pool\w*|invest\w*|members'?|deposits?|savings|the public|crowdfund\w*|money|loans?)\b/i,
    guard: /\b(?:no|not|never|licensed|regulated|fdic|insured|warn\w*|detect\w*)\b/i,
  },
  {
    // Paid courses, classes and shows recorded or downloaded, then sold on.
    flag: 'piracy',
    pattern:
      /\b(?:record|rip|download|copy|copies|screen-?record|captur|scrap)\w*\s+(?:[\w'-]+\s+){0,3}?(?:premium|paid|paywalled|members-only|subscriber-only|vip)\s+(?:[\w'-]+\s+){0,2}?(?:masterclass\w*|courses?|classes|webinars?|lessons|lectures|videos|content|shows?|streams?|episodes)\b|(?:录屏|录下|扒|下载|翻录|拷贝|搬运)[\u4e00-\u9fff]{0,6}(?:付费|会员|名师|精品|VIP|vip|收费)[\u4e00-\u9fff]{0,4}(?:课|视频|剧|内容|资料|专栏)/i,
    requires:
      /\b(?:sell\w*|resell\w*|for \$|\$\d|share\w*|telegram|discord|upload\w*|bundle\w*|cheap\w*|files)\b|卖|出售|转卖|挂|元|闲鱼|拼多多|网盘|打包/i,
    guard:
      /\b(?:our own|their own|your own|with permission|licensed|with the creators?'? (?:permission|consent))\b|自己的课|授权|原创/i,
  },
  {
    // Streaming boxes and sticks sold loaded with every paid channel.
    flag: 'piracy',
    pattern:
      /\b(?:fire ?sticks?|android (?:tv )?boxes|iptv|kodi|streaming (?:sticks?|boxes))\b[^.;!?]{0,60}?\b(?:loaded|every|all)\s+(?:(?:the|paid|premium|sports|movie)\s+){0,3}(?:channels?|movies?|shows?|games?|matches)\b/i,
    guard: /\b(?:licensed|official apps?|detect\w*|anti)\b/i,
  },
  {
    // Regulated goods handed over with no questions asked.
    flag: 'skips-required-licence',
    pattern: /\bno questions asked\b|不问(?:用途|身份|年龄)/i,
    context:
      /\b(?:drugs?|pills|meds|medication|adderall|modafinil|xanax|opioids?|guns?|ammo|ammunition|alcohol|vapes?|nicotine|cannabis|weed|steroids?|fireworks)\b|药|枪|烟|酒/i,
    firm: true,
  },
];
