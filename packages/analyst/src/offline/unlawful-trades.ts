import type { EvasionPattern } from './evasion.ts';

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
  /\b(?:loans?|lend\w*|borrow\w*|cash advances?|payday|credit)\b|借款|借钱|借\d|贷|放款|分期|还款/i;

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
      `\\b(?:call|calls|calling|text|texts|texting|contact|contacts|contacting|message|messaging|visit|visits|visiting|go to|goes to|show up at|shows up at|tell|tells|telling|notify|notifies|email|emails|shame|shames)\\s+(?:\\w+\\s+){0,3}?(?:their|his|her|the borrower'?s?)\\s+(?:\\w+\\s+)?${THIRD_PARTIES_EN}\\b`,
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
      /\b(?:agents?|couriers?|partners?)\s+(?:[\w'-]+\s+){0,4}?settle\w*\s+(?:[\w'-]+\s+){0,3}?in cash\b|\bhawala\b|\boutside (?:the )?(?:banking system|banks)\b|\bwithout (?:going through|touching|using) (?:a |any |the )?banks?\b|(?:地下钱庄|对敲|不走银行|绕开银行|绕过银行)/i,
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
      /\b(?:get to|do|handle|deal with|sort(?: out)?|file|submit|worry about|figure out|take care of|tackle|start on|apply for|get)\s+(?:the\s+|any\s+|our\s+|an?\s+)?(?:[\w-]+\s+){0,3}?(?:permits?|licen[cs]es?|licen[cs]ing|paperwork|approvals?|clearance|registration|certification|filings?|submissions?|inspections?|compliance)\s+(?:[\w'-]+\s+){0,2}?(?:after|post)[- ](?:launch|launching|we launch|go-?live|going live|we(?:'ve| have)? (?:launched|scaled?|grown|raised)|traction|product-market fit|the first (?:sales|customers|round))\b/i,
    guard:
      /\b(?:before (?:we )?(?:launch|launching|go live|going live|sell|selling)|prior to (?:launch|sale))\b/i,
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
      /\b(?:rent|rents|renting|rented|lease|leases|leasing|flip|flips|flipping|farm|farms|farming)\s+(?:out\s+)?(?:[\w'-]+\s+){0,5}?(?:accounts?|sim cards?|sims|bank cards?|debit cards?|bank accounts?|identities|id cards?|verified profiles?)\b|\b(?:rent|rents|renting|lease|leases|leasing)\s+(?:them|it)\s+out\b/i,
    requires:
      /\b(?:accounts?|sim cards?|sims|bank cards?|debit cards?|identities|id cards?|profiles?)\b/i,
    guard:
      /\b(?:car|cars|equipment|apartments?|rooms?|tools|bikes?|scooters?|servers?)\s+(?:rental|to rent)\b|\bsecure\w*|\bhijack\w*|\bstolen\b|\brecover\w*/i,
    ideaGuard: FIGHTS_EN,
  },
  {
    flag: 'account-trading',
    pattern:
      /\b(?:buy|buys|buying|bought|sell|sells|selling|resell\w*|trade|trades|trading|purchase\w*|source|sourcing|supply|supplies|collect\w*)\s+(?:[\w'-]+\s+){0,4}?(?:aged|verified|old|used|real-name|existing|pre-?verified|warmed[- ]up|ready-made|other people'?s|banned)\s+(?:[\w'-]+\s+){0,3}?(?:accounts?|sim cards?|sims|bank cards?|bank accounts?|profiles?|identities)\b|\b(?:buy|buys|buying|sell|sells|selling|resell\w*|trade|trades|trading)\s+(?:[\w'-]+\s+){0,2}?(?:facebook|google|tiktok|instagram|amazon|doordash|instacart|uber|lyft|grubhub|deliveroo|wechat|whatsapp|telegram|twitter|linkedin|paypal|stripe|ebay|etsy|airbnb|netflix|chatgpt|upwork|fiverr|gmail|steam|ad)\s+(?:[\w'-]+\s+){0,2}?accounts?\b/i,
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
      /\b(?:generate|generates|generating|make|makes|making|create|creates|creating|print|prints|printing|produce|produces|custom|issue|issues|issuing)\s+(?:[\w'-]+\s+){0,3}?(?:receipts?|invoices?|pay ?stubs?|payslips?|bank statements?|utility bills?)\b/i,
    requires:
      /\bany (?:restaurant|store|shop|merchant|vendor|hotel|date|amount|company|name|brand)\b|\bpass(?:es)? (?:every|any|all) (?:[\w'-]+\s+)?(?:expense|audit|check|verification|tool|system)|\blooks? (?:real|authentic|genuine|legit)\b|\bindistinguishable\b|\b(?:no|without (?:a |any )?)(?:real |actual )?(?:purchase|sale|transaction|stay|meal)s?\b/i,
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
      /\b(?:inject\w*|botox|fillers?|iv drips?|iv therapy|infusions?|microneedl\w*|prescrib\w*|surger\w*|anesthe\w*|anaesthe\w*|sutur\w*|dermal|semaglutide|ozempic|vaccin\w*|blood draws?|kybella|fat[- ]dissolv\w*)\b/i,
    ideaGuard:
      /\b(?:supervised by|under (?:the )?(?:medical )?supervision|overseen by|medical director|licensed (?:nurses?|physicians?|doctors?|injectors?|prescribers?)|registered nurses?|physician-led|nurse injectors?)\b/i,
  },
  {
    flag: 'unlicensed-medical-practice',
    pattern:
      /美容师|老板娘|学徒|卫校学生|护工|志愿者|培训[一两三四五六七八九十\d]+(?:天|周|个月)(?:就能|即可|就可以)?上岗|不需要(?:医生|医师|护士|执照|资质)|不用(?:医生|医师|护士)|没有(?:医生|医师|行医|执业)|非医生|不是医生|非医务人员/,
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
];
