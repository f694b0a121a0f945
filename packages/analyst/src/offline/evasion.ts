import type { EvasionPattern } from './evasion-pattern.ts';
import { LAW_DEFIED_PATTERNS } from './law-defied.ts';
import { TRADE_PATTERNS } from './unlawful-trades.ts';

const OBLIGATION =
  '(?:permits?|licen[cs]es?|licen[cs]ing|regulators?|regulations?|rules|the law|laws|authorities|paperwork|approvals?|compliance|inspections?|registration)';

/** OBLIGATION and the bodies that grant or enforce it, for deferrals read within a sentence. */
const OBLIGATION_WIDE =
  '\\b(?:permits?|licen[cs]es?|licen[cs]ing|charters?|certifi\\w*|approvals?|clearance|registration|register|inspect\\w*|waivers?|authori[sz]ation|regulators?|regulations?|the law|authorit(?:y|ies)|paperwork|compliance|fda|faa|sec|fca|ftc|tlc|dea|fcc|the city|city hall|council|commissions?|health department|ce mark\\w*|insurance|zoning)\\b';

/** The same in Chinese: licences, approvals, filings and the inspections that grant them. */
const OBLIGATION_ZH =
  '(?:牌照|许可证?|执照|资质|资格证?|备案|审批|报批|批文|验收|办证|证照|营业执照|经营许可|认证|检测|年检|消防|卫生许可|健康证|手续)';

const SHAPE_PATTERNS: readonly EvasionPattern[] = [
  // Compliance put off until later.
  {
    flag: 'skips-required-licence',
    pattern: new RegExp(
      `\\b(?:deal with|worry about|sort out|figure out|handle|bother with|think about)\\s+(?:the\\s+|any\\s+)?(?:[a-z-]+\\s+){0,2}${OBLIGATION}\\s+(?:later|afterwards|down the road|if (?:they|anyone) complains?|once we(?:'re| are)? (?:big|profitable|bigger))`,
      'i',
    ),
  },
  { flag: 'skips-required-licence', pattern: /\bask (?:for )?forgiveness,? not permission\b/i },
  // Hidden from those who enforce the law.
  {
    flag: 'skips-required-licence',
    pattern:
      /\b(?:hide|hides|hiding|hidden|conceal|concealing)\s+(?:[a-z'-]+\s+){0,4}from\s+(?:the\s+)?(?:inspectors?|regulators?|authorities|police|city|council|tax (?:office|authorities)|irs|hmrc)\b/i,
  },
  // The law declared not to apply.
  {
    flag: 'skips-required-licence',
    pattern:
      /\b(?:rules|regulations|laws?|licen[cs]ing)\s+(?:don'?t|do not|doesn'?t|does not|won'?t|will not)\s+apply\b/i,
  },
  // Checks the law requires said to be unneeded.
  {
    flag: 'skips-required-licence',
    pattern:
      /\bno\s+(?:[a-z-]+\s+){0,2}(?:testing|tests|verification|checks?|inspections?|certification)\s+(?:is\s+|are\s+)?(?:needed|required|necessary)\b/i,
  },
  {
    flag: 'age-restricted-sales',
    pattern:
      /\b(?:without|no|skip(?:ping)?|skips)\s+(?:any\s+)?age\s+(?:verification|checks?|verifying)\b/i,
  },
  // An identity check skipped is an age check only where age-restricted goods are sold (the rules
  // of red-flags.json read that); a phone port or a crew hired with no ID check skips another law.
  {
    flag: 'skips-required-licence',
    pattern:
      /\b(?:without|no|skip(?:ping)?|skips)\s+(?:any\s+)?(?:id|identity)\s+(?:verification|checks?|verifying)\b/i,
  },
  // Taxes dodged.
  {
    flag: 'skips-required-licence',
    pattern:
      /\b(?:skip|skips|skipping|evade|evades|evading|dodge|dodges|dodging)\s+(?:[a-z-]+\s+){0,2}tax(?:es)?\b|\btax(?:es)?\s+(?:evasion|dodging)\b/i,
  },
  // Documents forged.
  {
    flag: 'forged-documents',
    pattern:
      /\b(?:forge[sd]?|forging|fake|writes?|writing|sells?|selling)\s+(?:[a-z'-]+\s+){0,2}(?:doctor(?:'?s)?'? notes?|sick (?:notes?|certificates?)|medical certificates?|diplomas?|degree certificates?|transcripts?|fake ids?|passports?)\b/i,
  },
  // Bought engagement.
  {
    flag: 'fake-reviews',
    pattern:
      /\b(?:bot farms?|fake (?:followers|likes|accounts|engagement)|buy(?:ing)? (?:followers|likes))\b/i,
  },
  // Goods shipped so that nobody sees what they are.
  {
    flag: 'skips-required-licence',
    pattern: /\b(?:unmarked|plain|discreet) (?:packages?|parcels?|envelopes?|boxes|packaging)\b/i,
  },
  // Chinese: launch first, licence later; never report; no approval number.
  {
    flag: 'skips-required-licence',
    pattern:
      /先(?:上线|干|做|开|飞|跑|卖|搞)(?:起来)?再说|等[\u4e00-\u9fff]{0,6}?(?:做大|赚钱|赚到钱|有钱|规模大|上规模|起来|跑通|盈利|融到资)了?[再在](?:去)?(?:办|申请|报批|备案)/,
  },
  { flag: 'skips-required-licence', pattern: /(?:从来|从不|不|没)(?:报备|备案|申报|报批)/ },
  { flag: 'unapproved-medical-products', pattern: /没有批文|无批文|没批文|不要批文/ },
  { flag: 'skips-required-licence', pattern: /偷税|逃税|漏税|不开发票|不交税|避开税务/ },
  // Accounts rented or bought for moving money (帮助信息网络犯罪活动罪), money moved outside banks.
  {
    flag: 'money-laundering',
    pattern:
      /(?:收购|出租|出售|买卖|收)[\u4e00-\u9fff]{0,6}(?:银行卡|支付宝账号|微信账号|对公账户|电话卡|收款码)|走账|跑分|(?<!反|防|打击|识别)洗钱|地下钱庄/,
  },
  {
    flag: 'unlicensed-finance',
    pattern:
      /(?:换汇|汇款|结汇)[\u4e00-\u9fff，,]{0,10}不走银行|不走银行[\u4e00-\u9fff，,]{0,10}(?:换汇|汇款|结汇)|私下换汇|私人换汇/,
  },
  {
    flag: 'unlicensed-finance',
    pattern:
      /\b(?:we(?:'re| are)|we're) not a bank\b|\bwithout (?:a |any )?(?:banking|lending|money transmitter) licen[cs]e\b/i,
  },

  // ------------------------------------------------------------------------------------------
  // Structure rather than vocabulary: an obligation (a licence, a permit, an inspection, the
  // regulator that grants it) in the same sentence as the founder putting it off, refusing it,
  // or disguising the activity so it seems not to apply.
  {
    // "we'll talk to the FAA once we have traction", "will apply once we scale",
    // "we'll get certified by the health department eventually".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:will|'ll|plan to|going to|gonna|intend to)\s+(?:\w+\s+){0,4}?(?:apply|get|register|talk|deal|negotiate|sort|worry|file|seek|look|think|comply|certify|license|licence|notify|inform|contact|approach)\b[^.;!?]{0,80}?(?:\b(?:later|eventually|afterwards|down the road|some day|someday)\b(?!\s+(?:this|next|in\s+q\d))|\bonce\s+(?:we(?:'re|'ve)?|it(?:'s)?|they(?:'re)?|the\s+\w+)\s+(?:\w+\s+)?(?:scale|scales|grow|grows|have|has|get|gets|are|is|hit|hits|make|makes|raise|reach|take off|prove|proves|bigger|big|profitable|established)\b(?!\s+(?:approv|licen|certif|permit|clear))|\bif\s+we\s+(?:get|grow|take off|scale|become)\b)/i,
    requires: new RegExp(`${OBLIGATION_WIDE}`, 'i'),
    firm: true,
  },
  {
    // "launch on the sidewalks right away and negotiate with the city afterwards".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:launch|start|operat|fly|flying|sell|open|run|go|roll|deploy|list)\w*\s+(?:\w+\s+){0,4}?(?:first|right away|immediately|now|today|straight away)\b[^.;!?]{0,80}?\b(?:later|afterwards|eventually|after that|down the road)\b/i,
    requires: new RegExp(`${OBLIGATION_WIDE}`, 'i'),
    firm: true,
  },
  {
    // "licensing takes forever so we'll just start without it", "we never bothered getting a
    // permit", "getting inspected would kill our margins so we won't".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:just\s+)?(?:start|launch|open|operate|run|go|begin|sell)\w*\s+without\s+(?:it|them|one)\b|\bnever\s+bother(?:ed|s)?\s+(?:getting|to get|with|applying|registering|to register|to apply)\b|\b(?:would|will|'d)\s+(?:kill|ruin|eat|hurt|slow)\b[^.;!?]{0,40}\bso\s+we\s+(?:won't|will not|don't|do not|skip|avoid|never)\b|\b(?:don't|do not|won't|will not|never)\s+(?:have to\s+|need to\s+|bother to\s+)?(?:deal|bother|engage|register|check in|file)\s+with\b/i,
    requires: new RegExp(`${OBLIGATION_WIDE}`, 'i'),
    firm: true,
  },
  {
    // A ban the founder knows of and means to break: "rent out rooms by the night even though the
    // city bans stays under 30 days", "despite the ban". The founder's own sentence (we, I, my).
    flag: 'skips-required-licence',
    pattern:
      /\b(?:we|i|my|our)\b[^.;!?]{0,100}?\b(?:even though|although|despite)\b[^.;!?]{0,40}?\b(?:bans?|banned|prohibits?|prohibited|forbids?|forbidden|outlaws?|outlawed|is illegal|are illegal|not allowed|doesn't allow|does not allow|don't allow|do not allow)\b/i,
    firm: true,
  },
  {
    // "we're not registered as a lender", "the bakery is not licensed by the city".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:isn't|aren't|is not|are not|we're not|we are not|they're not|it's not|not yet|never|never been)\s+(?:yet\s+)?(?:registered|licensed|licenced|certified|authori[sz]ed|accredited)\s+(?:as|with|by|to)\b/i,
    firm: true,
  },
  {
    // The activity disguised so the rule seems not to apply: "we call it a playgroup so we don't
    // need a licence", "declared as samples so they pay no duty", "tell the doorman they're friends".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:call|calls|calling|called|label|labels|labell?ing|labell?ed|list|lists|listing|listed|declare|declares|declaring|declared|describe|describes|describing|described|market|markets|marketing|marketed|register|registers|registering|registered|disguise|disguises|disguising|disguised|present|presents|presenting|presented|classify|classifies|classifying|classified|mark|marks|marked|packed|packaged)\s+(?:[\w'-]+\s+){0,4}?as\s+(?:a\s+|an\s+)?[^.;!?]{1,40}?\bso\s+(?:that\s+)?(?:we|they|nobody|no one|it|you|(?:the\s+|our\s+)?[a-z-]+s)\s+(?:don't|do not|doesn't|does not|won't|will not|never|avoid|skip|pay no|can skip|can avoid|needn't|aren't|are not|isn't|is not)\b|\btell\s+(?:the\s+)?(?:doorman|doormen|landlords?|inspectors?|police|officers?|customs|authorities|building|neighbou?rs|concierge|front desk)\s+(?:that\s+)?(?:they're|they are|it's|it is|we're|we are|he's|she's)\b/i,
  },
  // Taxes and duties dodged.
  {
    flag: 'smuggling',
    pattern:
      /\b(?:pay|pays|paying)\s+no\s+(?:\w+\s+)?(?:customs|duty|duties|tariffs?|import)\b|\bdeclar\w*\s+(?:\w+\s+){0,4}?as\s+(?:an?\s+)?['‘“"]?(?:free\s+)?(?:gifts?|samples?|personal (?:items|use|belongings)|used goods|documents)\b|\bunder[- ]?(?:declar\w*|valu\w*)\s+(?:\w+\s+){0,2}(?:invoices?|shipments?|goods|parcels|packages|imports?)\b/i,
  },
  {
    flag: 'tax-evasion',
    pattern:
      /\b(?:pay|pays|paying)\s+no\s+(?:\w+\s+)?(?:tax|taxes|vat|gst|payroll tax(?:es)?)\b|\b(?:neither|nobody|no one|never|not|without)\s+(?:\w+\s+){0,2}?report(?:s|ing|ed)?\s+(?:\w+\s+){0,3}?(?:income|earnings|sales|revenue|wages|tips|payments?)\b(?![^.;!?]*\b(?:correctly|on time|accurately)\b)|\bin cash so\s+(?:that\s+)?(?:neither|nobody|no one|we|they|the \w+)\b|\b(?:nobody|no one|neither \w+)\s+pays?\s+(?:any\s+)?(?:tax|taxes|vat|gst)\b/i,
    guard:
      /\b(?:detect|flag|catch|audit|warn|prevent|help\w*\s+(?:\w+\s+){0,3}comply|compliance|anti)/i,
  },
  {
    flag: 'smuggling',
    pattern:
      /(?:不交|少交|逃|偷逃|避开|躲)关税|拆(?:分|成)?(?:小)?(?:包裹|包|单)[\u4e00-\u9fff，,]{0,10}(?:关税|海关|税)|(?:关税|海关)[\u4e00-\u9fff，,]{0,6}拆(?:分|单|包)|假报关|低报(?:货值|价格|价值)|瞒报(?:货物|货值|品名)/,
  },
  {
    flag: 'tax-evasion',
    pattern:
      /(?:代开|虚开|买卖|倒卖)[\u4e00-\u9fff]{0,5}发票|虚增成本|少交税|少缴税|不报税|(?:收入|工资|营业额|流水)[\u4e00-\u9fff，,]{0,6}(?:不申报|不入账|不报税)|私户收款[\u4e00-\u9fff，,]{0,6}(?:避税|不交税)/,
    guard: /打击|识别|防范|查处|举报|合规|风控|检测/,
  },
  // Bought reviews and engagement, said by what the service posts.
  {
    flag: 'fake-reviews',
    pattern:
      /\b(?:posts?|posting|writes?|writing|generates?|generating|publish(?:es|ing)?|leaves?|leaving|sells?|selling|buys?|buying|delivers?|delivering|drops?)\s+(?:\d+\s+)?(?:(?:5|five)[- ]star|positive|glowing|fake|google|amazon|yelp|tripadvisor|app store|trustpilot)\s+(?:\w+\s+)?(?:reviews|ratings)\b|\b(?:network|farm|army|pool|ring)\s+of\s+(?:\w+\s+){0,2}?(?:accounts|profiles|reviewers|phones|devices)\b|\b(?:aged|real-looking|realistic|sock[- ]?puppet|burner)\s+(?:\w+\s+)?(?:accounts|profiles)\b/i,
    guard:
      /\b(?:detect\w*|flag\w*|spot\w*|remov\w*|fight\w*|catch\w*|report\w*|anti|identif\w*|filter\w*)\b/i,
  },
  // Pirated content: someone else's films, shows, games or books hosted, for free or at release.
  {
    flag: 'piracy',
    pattern:
      /\b(?:host|hosts|hosting|upload\w*|re-?upload\w*|mirror\w*|rip|rips|ripping|stream|streams|streaming|download\w*|share|shares|sharing|offer\w*)\s+(?:\w+\s+){0,5}?(?:movies?|films?|tv shows|shows|series|episodes|anime|games|e-?books|textbooks|albums|songs|courses|matches|channels)\b[^.;!?]{0,60}?(?:\bthe day (?:they|it)\b|\bstill in (?:cinemas|theaters|theatres)\b|\bhit (?:cinemas|theaters|theatres)\b|\bbefore (?:their |the )?(?:release|they air|official)|\bfor free\b|\bfree of charge\b|\bwithout (?:the |any )?(?:rights|licen\w*|permission))|\bcracked\s+(?:\w+\s+)?(?:software|games?|apps?|versions?|copies|licen[cs]es)\b/i,
    guard:
      /\b(?:public[- ]domain|licensed|our own|original|royalty[- ]free|creative commons|we license|indie filmmakers|with (?:the )?rights|detect\w*|anti)\b/i,
  },
  {
    flag: 'piracy',
    pattern:
      /(?:院线|新片|首映|正在热映)[\u4e00-\u9fff，,]{0,10}(?:资源|搬运|片源|免费看|免费观看|下载)|搬运[\u4e00-\u9fff]{0,8}(?:电影|影视|剧|视频|课程|网课|小说|漫画|动漫)|(?:电影|影视|剧集?|课程|网课|小说|漫画|动漫)[\u4e00-\u9fff]{0,6}(?:资源站|资源网|免费下载)|破解版|不(?:用|买|需要)[\u4e00-\u9fff]{0,2}版权|没(?:有)?(?:买)?版权(?!问题)/,
    guard: /正版|授权|打击|维权|识别|监测/,
  },
  // Someone else sits the exam, or the work is handed in as the student's own.
  {
    flag: 'academic-cheating',
    pattern:
      /\b(?:sit|sits|sitting|take|takes|taking|write|writes|writing|do|does|doing|complete|completes|completing|pass|passes|passing)\s+(?:\w+\s+){0,4}?(?:exams?|tests?|quizzes|assignments|homework|coursework|essays?|theses|thesis|dissertations?|classes|courses)\s+(?:on behalf of|in place of|instead of)\b|\b(?:sit|sits|sitting|take|takes|taking)\s+(?:\w+\s+){0,3}?(?:exams?|tests?)\s+for\s+(?:students|them|clients|customers|you|people|candidates)\b|\b(?:hand|hands|handed|turn|turns|turned|submit|submits|submitted|pass|passes|passed)\s+(?:\w+\s+){0,3}?(?:in|off|them|it)?\s*as\s+(?:their|his|her|your)\s+own\b/i,
    guard: /\b(?:detect\w*|plagiarism check\w*|catch\w*|proctor\w*|anti)\b/i,
  },
  {
    flag: 'academic-cheating',
    pattern: /(?:代|替)(?:考|写论文|写作业|上网课|刷网课|做作业)|枪手/,
    guard: /打击|识别|防止|杜绝|举报|检测/,
  },
  // Documents forged or issued without what they certify.
  {
    flag: 'forged-documents',
    pattern:
      /\b(?:doctor'?s'?|doctors'?|sick|medical)\s+(?:notes?|certificates?|excuses?|letters?)\b[^.;!?]{0,80}?\b(?:deliver\w*|instant\w*|within (?:an|one|\d+) (?:hour|minutes?)|no questions|pdfs?|on demand|no (?:visit|consultation|appointment|exam)|without (?:a |an |any )?(?:visit|consultation|appointment|exam|seeing)|signed with|letterhead)\b|\b(?:realistic|fake|forged|novelty|replica|fabricated|doctored)\s+(?:\w+\s+){0,2}?(?:utility bills?|bank statements?|pay ?stubs?|payslips?|diplomas?|degrees?|transcripts?|ids?|id cards?|passports?|driver'?s licen[cs]es?|invoices?|receipts?|certificates?|references?|tax returns?)\b/i,
    guard:
      /\b(?:detect\w*|verif\w*|spot\w*|catch\w*|anti|flag\w*|after (?:a |an )?(?:video |online )?(?:consultation|visit)|consultation with|licensed (?:gp|doctor|physician))\b/i,
  },
  {
    flag: 'forged-documents',
    pattern:
      /(?:学历|毕业证|学位证|文凭|驾照|驾驶证|健康证|资格证|职称证?|证书|身份证)[\u4e00-\u9fff，,]{0,10}(?:可查|免考|不用考试|无需考试|不考试|包过|出证|拿证)|不用考试[\u4e00-\u9fff，,]{0,6}(?:拿证|拿到?证|发证|包过)|包过拿证/,
    guard: /驾校|培训|打击|识别|鉴别|查验|核验/,
  },
  // Personal data looked up, sold or gathered about people who never agreed.
  {
    flag: 'personal-data-trading',
    pattern:
      /\b(?:look up|lookup|search|find|query|check|see)\s+(?:\w+\s+)?anyone'?s\b|\b(?:sell|sells|selling|resell\w*|rent|rents|renting|bundl\w*|monetiz\w*|monetis\w*|buy|buys|buying|trade|trades|trading)\s+(?:\w+\s+){0,4}?(?:guest lists?|customer lists?|patient lists?|contact lists?|user data|customer data|personal data|personal information|phone numbers|email (?:lists|addresses)|emails|home addresses|location data|browsing histor\w*|medical records|health data|id (?:photos|scans|cards))\b|\b(?:never (?:opted in|consented|agreed)|without (?:their|users'?|customers'?|patients'?|people's|the \w+'?s?) (?:consent|knowledge|permission))\b/i,
    requires:
      /\b(?:data|lists?|records|emails|phone|numbers|addresses|contacts|profiles|information|histor\w*|photos|anyone'?s)\b/i,
    guard:
      /\b(?:anonymi[sz]\w*|aggregat\w*|with (?:their |explicit )?consent|opt(?:ed)?[- ]in(?! never)|where your|removal|remove\w*|delet\w*|protect\w*|detect\w*|breach alerts?|your own)\b/i,
  },
  {
    flag: 'personal-data-trading',
    pattern:
      /查(?:询|到)?(?:任何人|任意人|别人|他人|陌生人|某人)[\u4e00-\u9fff]{0,8}(?:记录|信息|手机号|住址|身份证|位置|行踪|资料)|开房记录|机主信息|户籍信息|(?:出售|卖|买卖|倒卖|收集|收购|打包)[\u4e00-\u9fff]{0,6}(?:个人信息|身份证|手机号|住址|通讯录|用户数据|客户资料|公民信息|人脸照片|人脸数据)/,
    guard: /保护|脱敏|防止|识别|举报|删除|打击|防范|授权|同意|合规|检测|检查|违规/,
  },
  // Covert surveillance of a person.
  {
    flag: 'hacking-and-spying',
    pattern:
      /\bsecretly\s+(?:\w+\s+){0,2}?(?:read|reads|track|tracks|monitor|monitors|record|records|see|access|watch|spy|listen|follow|locate)\b|\bwithout\s+(?:them|him|her|their (?:partner|spouse|wife|husband|employee)s?|the (?:owner|person|user|target))\s+(?:ever\s+)?(?:knowing|noticing|finding out)\b|\bso\s+(?:they|he|she)\s+(?:never|won't|will never|can't)\s+(?:find out|know|notice|see it)\b/i,
    guard: /\b(?:detect\w*|find\w* (?:hidden|spy)|remov\w*|anti|protect\w*|scan\w* for)\b/i,
  },
  {
    flag: 'hacking-and-spying',
    pattern:
      /偷偷[\u4e00-\u9fff]{0,6}(?:装|安装|监控|定位|查看|录音|录像|跟踪|看|监听)|(?:不会|不被|不让)(?:对方|他|她)?(?:被)?(?:发现|察觉|知道)/,
    requires: /定位|手机|聊天|行踪|监控|微信|录音|摄像|位置|车/,
    guard: /防|检测|识别|反|排查/,
  },
  // Organs paid for.
  {
    flag: 'organ-and-reproduction-trade',
    pattern:
      /\b(?:paying|paid)\s+(?:\w+\s+)?(?:recipients?|donors?|buyers?)\b|\bdonors?\s+(?:in|from)\s+(?:poor|poorer|developing|low-income|the global south)\b|\b(?:buy|buys|buying|sell|sells|selling)\s+(?:a |your |their |his |her )?(?:kidneys?|livers?|organs?|corneas?)\b/i,
    requires: /\b(?:kidneys?|livers?|organs?|corneas?|transplants?|lungs?|hearts?)\b/i,
  },
  {
    flag: 'organ-and-reproduction-trade',
    pattern:
      /(?:有偿|付费|高价|出价)[\u4e00-\u9fff]{0,6}(?:捐肾|肾源|器官|卵子|供卵|捐卵)|(?:肾源|器官|卵子)[\u4e00-\u9fff]{0,6}(?:有偿|报酬|价格|中介|买家)/,
  },
  // Lending: interest beyond any legal cap (an annual rate over 36 %, the common US state cap and
  // China's judicial protection line), collection by calling the borrower's family or contacts,
  // and the public's money pooled on a promise of fixed returns (illegal fundraising).
  {
    flag: 'unlicensed-finance',
    pattern:
      /\bcollect\w*\s+(?:\w+\s+){0,3}?by\s+(?:calling|texting|contacting|messaging|shaming|visiting|threatening)\s+(?:\w+\s+){0,2}?(?:famil\w*|relatives|contacts|friends|employers?|colleagues|neighbou?rs|bosses)\b|\b(?:call|calls|calling|text|texts|texting)\s+(?:their|the borrower'?s)\s+(?:famil\w*|relatives|contacts|friends|employers?|colleagues|boss)\s+(?:if|when|until)\b/i,
    guard: /\b(?:fdcpa|compliant|ethical|prevent\w*|stop\w*|protect\w*|harass\w* complaints?)\b/i,
  },
  {
    flag: 'unlicensed-finance',
    pattern:
      /(?:逾期|催收|不还|还不上)[\u4e00-\u9fff，,]{0,12}(?:通讯录|家人|亲友|亲戚|同事|单位|领导)|暴力催收|软暴力催收|爆通讯录|砍头息|利滚利/,
    guard: /打击|识别|举报|防范|投诉|取缔|帮助受害|维权|反|避免|杜绝|禁止|防止|合规|严禁/,
  },
  {
    flag: 'unlicensed-finance',
    pattern:
      /\b(?:guarante\w*|promis\w*|assured|risk[- ]free|fixed)\s+(?:\w+\s+){0,3}?(?:\d+(?:\.\d+)?\s*%\s+)?(?:fixed\s+|annual\s+|monthly\s+|weekly\s+)?(?:returns?|yields?|profits?|payouts)\b/i,
    requires:
      /\b(?:deposits?|savings|pool\w*|invest\w*|members|retirees|pensioners|the public|from (?:people|users|investors)|crypto|club|scheme)\b/i,
    guard:
      /\b(?:no|not|never|without|don't|doesn't|licensed|regulated|fdic|insured bank|warn\w*|detect\w*|scam alert\w*|spot\w*)\b/i,
  },
  {
    flag: 'unlicensed-finance',
    pattern:
      /(?:保本|保息|保底|稳赚|零风险|无风险|承诺)[\u4e00-\u9fff%0-9.，,]{0,8}(?:收益|回报|利息|年化|分红|返利)|(?:收益|回报|利息)(?:保底|保本|有保障|稳赚)|(?:吸收|募集|归集)[\u4e00-\u9fff]{0,6}(?:存款|资金|老百姓|群众|公众|社会资金)|把[\u4e00-\u9fff]{0,4}钱集中/,
    guard: /不(?:承诺|保本|保底)|禁止|打击|识别|防范|非法集资预警|举报|持牌|银行存款/,
  },
  // Medical acts by people who may not perform them.
  {
    flag: 'unlicensed-medical-practice',
    pattern:
      /\b(?:by|from)\s+(?:our\s+|trained\s+|experienced\s+)?(?:\w+\s+)?(?:beauticians?|estheticians?|aestheticians?|volunteers?|students?|trainees?|influencers?|amateurs?|laypeople|lay people|non-doctors?|non-medical \w+|salon staff|hairdressers?|massage therapists?)\b|\binstead of\s+(?:\w+\s+)?(?:nurses?|doctors?|physicians?|dentists?|pharmacists?|surgeons?|vets?|veterinarians?|medical staff|clinicians?)\b|\bno\s+(?:real\s+)?(?:doctors?|physicians?|nurses?|pharmacists?|dentists?|clinicians?|medical staff)\s+(?:involved|needed|required|present|on staff|in the loop)\b|\bwithout\s+(?:a |any )?(?:doctors?|physicians?|nurses?|pharmacists?|dentists?|medical (?:training|degree|licen\w*)|nursing (?:degree|licen\w*))\b|\bjust\s+(?:our\s+|an?\s+)?(?:algorithm|ai|chatbot|bot|app)\b|\b(?:don't|doesn't|do not|does not)\s+need\s+(?:a |to be\s+)?(?:doctors?|nurses?|physicians?|(?:medical|nursing) (?:degree|licen\w*))\b/i,
    requires:
      /\b(?:inject\w*|botox|fillers?|iv drips?|iv therapy|infusions?|prescrib\w*|prescriptions?|surger\w*|operat\w* on|dental|fillings|extractions?|anesthe\w*|anaesthe\w*|stitch\w*|sutur\w*|diagnos\w*|antibiotics?|vaccin\w*|blood draws?|tooth|teeth|laser treatments?)\b/i,
    guard:
      /\b(?:supervised by|under (?:the )?supervision|overseen by|reviewed by|signed off by|licensed|board-certified|with (?:a |our )?(?:doctor|physician|nurse))\b/i,
  },
  {
    flag: 'unlicensed-medical-practice',
    pattern:
      /(?:注射|打针|输液|挂水|打点滴|玻尿酸|肉毒|水光针|开药|开处方|手术|拔牙|补牙|麻醉|针灸|正骨|接生|抽血|微整|割双眼皮)[\u4e00-\u9fff，,]{0,20}(?:美容师|老板娘|学徒|学生|卫校|护工|志愿者|自己打|自己来|自己做|没有(?:行医|执业|医师|医生|护士|资格)|无(?:行医|执业|医师)|不需要(?:医生|医师|执照|资质|护士)|不用(?:医生|医师|执照|资质|护士)|没(?:有)?(?:资格证|执照|资质)|不是医生|非医生|非医务)|(?:美容师|老板娘|学徒|卫校学生|护工|志愿者|没有(?:行医|执业)资格)[\u4e00-\u9fff，,]{0,12}(?:注射|打针|输液|挂水|打点滴|玻尿酸|肉毒|水光针|开药|开处方|手术|拔牙|麻醉|接生|抽血|微整)/,
  },
  // Health claims on products that are no approved medicine, and medicines made at home.
  {
    flag: 'unapproved-medical-products',
    pattern:
      /\b(?:cures?|curing|reverses?|reversing|treats?|treating|heals?|healing|eliminates?|fights?|prevents?)\s+(?:\w+\s+){0,3}?(?:cancer|tumou?rs?|diabetes|anxiety|depression|autism|covid|alzheimer'?s|dementia|hiv|aids|arthritis|hypertension|high blood pressure|infections?|adhd|asthma|infertility|parkinson'?s)\b|\b(?:a |the )?cure\s+for\s+(?:\w+\s+){0,3}?(?:cancer|tumou?rs?|diabetes|anxiety|depression|autism|covid|alzheimer'?s|dementia|hiv|aids|arthritis|hypertension|adhd|asthma|infertility)\b|\b(?:homemade|home-made|home-brewed|self-made|diy|garage[- ]made|kitchen[- ]made|home-mixed)\s+(?:\w+\s+){0,2}?(?:medicines?|pills|drugs|supplements|weight[- ]loss \w+|diet pills|infant formula|baby formula|insulin|vaccines?|eye drops|injectables?|peptides)\b/i,
    requires:
      /\b(?:supplements?|tinctures?|teas?|oils?|cbd|herbal|herbs|gummies|drops|capsules|powders?|remed(?:y|ies)|tonics?|juices?|crystals?|detox|homemade|home-made|home-brewed|self-made|diy|kitchen|garage|extracts?|balms?|creams?|pills|formula|shakes?|essential)\b/i,
    guard:
      /\b(?:not a cure|doesn't cure|does not cure|no health claims|clinical trials?|fda[- ](?:approved|cleared)|approved drug|prescribed by|detect\w*|fact-check\w*|misinformation)\b/i,
  },
  {
    flag: 'unapproved-medical-products',
    pattern:
      /(?:能治|可治|治疗|根治|治愈|治好|包治|降糖|降血糖|降血压|降压|抗癌|防癌|消除肿瘤)[\u4e00-\u9fff]{0,8}(?:糖尿病|高血压|癌|肿瘤|失眠|抑郁|痛风|百病|不孕|近视|白癜风|牛皮癣|乙肝)?/,
    requires:
      /保健品|保健食品|茶|精油|药酒|胶囊|偏方|秘方|固体饮料|酵素|益生菌|膏药|贴|草药|食品|饮料|代餐|果汁|直播带货|微商/,
    guard:
      /不能|(?:不|不会|绝不|从不|决不)(?:说|讲|宣传|宣称|声称|提|承诺|夸大|标榜)|打击|识别|辟谣|虚假宣传|举报|批文|蓝帽子|国药准字|注册证/,
  },
  {
    flag: 'unapproved-medical-products',
    pattern:
      /(?:添加|加入|掺|加了)[\u4e00-\u9fff]{0,6}(?:西药|激素|违禁|禁药|禁用|西布曲明|西地那非|安非他明)|(?:自制|自己做|自己配|小作坊|作坊|家庭作坊)[\u4e00-\u9fff，,]{0,8}(?:减肥药|药丸|胶囊|药品|药|保健品|奶粉|药酒|注射液|针剂)/,
    guard: /检测|识别|打击|举报/,
  },
  // Explosives and arms made or sold at home.
  {
    flag: 'weapons',
    pattern:
      /\b(?:homemade|home-made|diy|garage[- ]made|backyard|self-made)\s+(?:\w+\s+){0,2}?(?:fireworks|explosives|ammunition|ammo|guns?|firearms|silencers?|suppressors?|rifles?|pistols?|grenades?)\b|\bsell\w*\s+(?:\w+\s+)?(?:fireworks|explosives|ammunition|ammo|guns|firearms)\s+(?:from|out of)\s+(?:our|my|a|his|her|their)\s+(?:garage|home|house|car|van|trunk|backyard|apartment|basement)\b/i,
  },
  {
    flag: 'weapons',
    pattern:
      /(?:自制|自己做|手工做|私制|私自生产|小作坊|家庭作坊|私下)[\u4e00-\u9fff，,]{0,6}(?:烟花|爆竹|鞭炮|火药|炸药|枪|弹药|子弹|弩|电击器)/,
  },
  // Children put to work, and age-restricted goods sold to them.
  {
    flag: 'exploiting-minors',
    pattern:
      /\b(?:hire|hires|hiring|employ\w*|recruit\w*|use|uses|using|staff\w*)\s+(?:\w+\s+){0,2}?(?:kids|children|minors|child workers|teens|teenagers|boys|girls)\s+(?:under|aged under|younger than|below)\s+(?:1[0-6]|[5-9])\b|\bchild labou?r\b(?!\s+(?:laws?|free|audits?|checks?|monitoring))/i,
    guard: /\b(?:detect\w*|audit\w*|prevent\w*|end\w*|fight\w*|stop\w*|anti|free of)\b/i,
  },
  {
    flag: 'exploiting-minors',
    pattern:
      /(?:招|雇|用|招收|招聘|专招)[\u4e00-\u9fff]{0,6}(?:童工|(?:1[0-6]|[5-9])(?:岁|周岁)以下|未满1[0-6]|未成年)|童工/,
    guard: /禁止|杜绝|打击|防止|举报|严禁|不招|不用/,
  },
  {
    flag: 'age-restricted-sales',
    pattern:
      /(?:中学|小学|校门口|学校门口|学生|未成年|青少年|初中|高中)[\u4e00-\u9fff，,]{0,12}(?:电子烟|香烟|烟草|卖烟|烟酒|白酒|啤酒|烈酒)|(?:电子烟|香烟|烟草|烟酒|白酒|啤酒|烈酒)[\u4e00-\u9fff，,]{0,12}(?:中学生|小学生|未成年|初中生|高中生|青少年)/,
    guard: /戒|防|禁止|不卖|不向|严禁|远离|危害|教育|宣传/,
  },
  {
    flag: 'age-restricted-sales',
    pattern:
      /\b(?:vapes?|vaping|e-?cigarettes?|cigarettes|tobacco|alcohol|beer|liquor|nicotine|cannabis|weed|spirits)\b[^.;!?]{0,40}?\b(?:teens|teenagers|minors|kids|children|high schoolers|high school students|middle schoolers|under[- ]?(?:18|21)s?|underage)\b|\b(?:teens|teenagers|minors|kids|children|high schoolers|high school students|middle schoolers|underage)\b[^.;!?]{0,40}?\b(?:buy|order|get)\w*\s+(?:\w+\s+)?(?:vapes?|e-?cigarettes?|cigarettes|tobacco|alcohol|beer|liquor|nicotine|cannabis|weed)\b/i,
    guard:
      /\b(?:quit\w*|prevent\w*|stop\w*|away from|dangers?|risks?|educat\w*|awareness|teach\w*|verif\w*|detect\w*|keeps?|block\w*|anti|parents? of)\b/i,
  },
  // Chinese: a licence or an inspection put off, given up or never meant.
  {
    flag: 'skips-required-licence',
    pattern: new RegExp(
      `(?:暂不|暂时不|先不|没打算|不打算|不准备|懒得|不想|不去|没去|没有去)(?:申请|办理?|去办|报批|报备|做|搞|考)?[\\u4e00-\\u9fff]{0,6}${OBLIGATION_ZH}|${OBLIGATION_ZH}[\\u4e00-\\u9fff]{0,4}(?:这些|之类的?|什么的)?(?:就算了|先不管|不管了|免了|省了|省掉|以后再说|后面再补|再补|以后再办|后补|先放一放|先放着|太麻烦|能省则省)|(?:跑通|做大|赚钱|有流量|上规模|有钱|起量|稳定|有(?:了)?(?:客户|订单|用户|收入|回头客)|开张|开业|营业|上线|试运营)[\\u4e00-\\u9fff，,]{0,8}(?:再|后)(?:补|办|申请|去办|报批|备案)`,
    ),
    firm: true,
  },
  // ------------------------------------------------------------------------------------------
  // Round 2: the same concept in more words.
  {
    // Compliance put off until the business has customers or money: "sort out the operator permit
    // once we have steady customers", "get the inspection done when we've got some revenue".
    flag: 'skips-required-licence',
    pattern: new RegExp(
      `\\b(?:deal with|worry about|sort out|sort|figure out|handle|bother with|think about|get|apply for|take care of|look into|file for|fix|do|register)\\s+(?:the\\s+|any\\s+|our\\s+|a\\s+|an\\s+|all the\\s+|those\\s+|for\\s+)?(?:[a-z'-]+\\s+){0,3}?${OBLIGATION_WIDE}\\s+(?:[a-z'-]+\\s+){0,2}?(?:once|when|after|as soon as|if)\\s+(?:we|we've|we're|we've got|there's|there are|it|things|the business)\\s+(?:[\\w'-]+\\s+){0,3}?(?:customers|clients|users|traction|revenue|money|sales|funding|orders|demand|momentum|profit\\w*|cash flow|bookings|scale|scales|grow\\w*|big|bigger|off the ground|up and running|proven|proof|complains?)\\b`,
      'i',
    ),
    firm: true,
  },
  {
    // The law known and set aside: "ignore the short-term rental law", "get around the zoning rules",
    // "since nobody enforces it".
    flag: 'skips-required-licence',
    pattern:
      /\b(?:ignore|ignores|ignoring|disregard\w*|flout\w*|skirt\w*|sidestep\w*|get around|gets around|getting around|work around|works around|working around)\s+(?:the\s+|our\s+|local\s+|city\s+|state\s+|any\s+|those\s+|these\s+|all the\s+)?(?:[a-z0-9'-]+\s+){0,3}?(?:laws?|rules|regulations?|bans?|ordinances?|zoning|licen[cs]ing|caps?)\b|\b(?:since|because|as|cause|cos|anyway)\s+(?:nobody|no one|no-one|the city never|they never|the police never|inspectors never)\s+(?:really\s+|actually\s+|ever\s+)?(?:enforces?|checks?|inspects?|polices?|cares?|bothers?)\b/i,
    guard:
      /\b(?:help\w*|detect\w*|track\w*|alert\w*|monitor\w*|flag\w*|comply|compliance tool|explain\w*|game rules|house rules)\b/i,
    firm: true,
  },
  {
    // A required check the founder says can be skipped, or dismisses: "the health department
    // inspection is a formality we can skip", "licensing is overkill for small jobs".
    flag: 'skips-required-licence',
    pattern: new RegExp(
      `${OBLIGATION_WIDE}[^.;!?]{0,60}?\\b(?:we|i|you|they)\\s+(?:can|could|will|'ll|may|might|just|should)\\s+(?:just\\s+|simply\\s+|safely\\s+|probably\\s+|totally\\s+)?(?:skip|ignore|bypass|dodge|forget about|do without|go without|leave out)\\b(?!\\s+(?:the\\s+)?(?:line|lines|queue|queues|wait|waiting|trip|visit|hassle|back-and-forth|forms?))|\\b(?:permits?|licen[cs]es?|licen[cs]ing|certification|inspections?|approvals?)\\s+(?:is|are|seems?|feels?)\\s+(?:just\\s+|basically\\s+|totally\\s+|way\\s+)?(?:overkill|pointless|a waste of (?:time|money)|not worth (?:it|the)|for big companies)\\b`,
      'i',
    ),
    guard: /\b(?:automat\w*|our (?:tool|software|app|platform) (?:helps|lets)|faster)\b/i,
    firm: true,
  },
  {
    // Paid in cash so that nothing is on record: "we pay the guys cash so there's no paperwork".
    flag: 'tax-evasion',
    pattern:
      /\bcash\b[^.;!?]{0,40}?\bso\s+(?:that\s+)?(?:there's|there is|there are|there'll be|there will be|we have|we keep|it leaves|it's)\s+no\s+(?:[\w-]+\s+)?(?:paperwork|paper trail|records?|trail|receipts?|invoices?|payroll|tax\w*|books|trace)\b|\bcash\b[^.;!?]{0,40}?\bno paper trail\b/i,
    guard: /\b(?:detect\w*|anti|flag\w*|audit\w*)\b/i,
  },
  {
    // A prescription medicine without anyone who may prescribe it: "the buyer never has to see a
    // doctor", "no need to talk to a physician, just tick a box".
    flag: 'prescription-drugs-without-prescription',
    pattern:
      /\b(?:never|don't|doesn't|won't|not|no need to|without (?:having to |needing to |ever )?|no)\s+(?:ever\s+)?(?:have to\s+|has to\s+|need to\s+|needs to\s+|needing to\s+|having to\s+)?(?:see|seeing|talk to|talking to|speak to|speaking to|consult|consulting|visit|visiting|meet|meeting)\s+(?:with\s+)?(?:a |an |any |the |their )?(?:doctor|doctors|physician|physicians|prescriber|clinician|gp|pharmacist|dermatologist|psychiatrist|medic)\b|\bjust (?:tick|check|click) (?:a |the )?box(?:es)?\b/i,
    context:
      /\b(?:pills?|meds|medications?|medicines?|drugs?|prescriptions?|rx|tablets|sildenafil|viagra|finasteride|minoxidil|tadalafil|cialis|semaglutide|ozempic|wegovy|tirzepatide|mounjaro|antibiotics?|isotretinoin|accutane|modafinil|adderall|xanax|opioids?|steroids?|hormones?|testosterone|birth control|contraceptives?|inhalers?)\b/i,
    ideaGuard:
      /\b(?:licensed|board-certified) (?:doctor|physician|clinician|prescriber|pharmacist)s?\b|\b(?:doctor|physician|clinician|prescriber)s? (?:review|reviews|approve|approves|sign|signs|check|checks)\b|\bprescribed by\b|\bover-the-counter\b|\botc\b/i,
  },
  {
    flag: 'prescription-drugs-without-prescription',
    pattern:
      /(?:不用|无需|无须|不需要|不必|免|跳过|省去)(?:去)?(?:看医生|面诊|问诊|就诊|医生开方|开处方|医生审核)/,
    context: /药|针|激素|司美格鲁肽|抗生素|处方/,
    guard: /非处方|OTC|保健|打击|识别/,
  },
  {
    // Documents made to pass for real ones: "looks exactly like a real clinic letter".
    flag: 'forged-documents',
    pattern:
      /\b(?:looks?|looking)\s+(?:exactly |just |100% |completely |totally )?(?:like|identical to)\s+(?:a |an |the )?(?:real|genuine|official|authentic)\s+(?:[\w'-]+\s+){0,2}?(?:notes?|letters?|certificates?|diplomas?|ids?|licen[cs]es?|statements?|documents?|passports?|receipts?|invoices?|prescriptions?|stubs?|badges?|cards?|transcripts?|payslips?)\b|\b(?:indistinguishable from|passes? (?:as|for)|pass (?:as|for))\s+(?:a |an |the )?(?:real|genuine|official)\s+(?:[\w'-]+\s+){0,2}?(?:notes?|letters?|certificates?|diplomas?|ids?|licen[cs]es?|statements?|documents?|passports?|receipts?|invoices?|prescriptions?|stubs?|cards?|transcripts?)\b/i,
    guard:
      /\b(?:detect\w*|verif\w*|spot\w*|anti|props? for (?:film|movie|theat\w*)|training (?:set|data))\b/i,
  },
  {
    // Coursework done for students in their name: "takes online courses for students under their login".
    flag: 'academic-cheating',
    pattern:
      /\b(?:take|takes|taking|complete|completes|completing|do|does|doing|sit|sits|sitting|finish\w*|attend\w*|pass|passes|passing)\s+(?:[\w'-]+\s+){0,5}?(?:courses?|classes|exams?|tests?|quizzes|modules|assignments|homework|coursework|midterms?|finals?)\b[^.;!?]{0,40}?\b(?:under|using|with|via|through|in)\s+(?:their|the student'?s|students'?|your|his|her|the client'?s|clients'?)\s+(?!own\b)(?:logins?|log-ins?|accounts?|credentials|usernames?|passwords?|names?|student ids?)\b/i,
    requires:
      /\bfor\s+(?:students|them|you|clients|customers|people|pupils|learners)\b|\bon (?:their|your) behalf\b|\$\d|\bper (?:course|class|exam)\b/i,
    guard: /\b(?:proctor\w*|detect\w*|anti|catch\w*)\b/i,
  },
  {
    // Exam papers got before the exam and sold: "selling the answers to next week's bar exam".
    flag: 'academic-cheating',
    pattern:
      /\b(?:sell|sells|selling|sold|leak|leaks|leaking|leaked|send|sending|deliver\w*|obtain\w*|buy|buying|distribut\w*|offer\w*|get|gets|getting)\s+(?:[\w'-]+\s+){0,2}?(?:the\s+)?(?:real\s+|actual\s+)?(?:answers?|answer keys?|questions|papers)\s+(?:to|for|of|from)\s+(?:[\w'-]+\s+){0,4}?(?:exams?|tests?|finals?|midterms?|sat|act|gre|gmat|lsat|mcat|bar|boards?|gcses?|a-levels?|ielts|toefl|gaokao)\b/i,
    guard:
      /\b(?:practice|mock|past|sample|previous|old|prep|model|explained|explanations?|worked|tutor\w*|study|studying|revision|revise|flashcards?|quiz bank)\b/i,
  },
  {
    // "Too small for the rules": a licence said to be for bigger businesses, not a side gig.
    flag: 'skips-required-licence',
    pattern: new RegExp(
      `(?:${OBLIGATION_WIDE}|\\b(?:laws|rules)\\b)[^.;!?]{0,50}?(?:\\bfor\\s+(?:a\\s+|an\\s+|our\\s+|my\\s+)?(?:side (?:gig|hustle|business|project)|hobby|something (?:this|so) small|small (?:operation|setup|business like ours)|tiny (?:operation|business))\\b|\\b(?:too small|so small|small enough)\\s+(?:to need|for|that)\\b|\\bat our size\\b|\\b(?:only|just)\\s+(?:for|apply to|applies to|matter for|matters for)\\s+(?:big|large|real|proper|established)\\b|\\b(?:is|are)\\s+(?:only\\s+|just\\s+|really\\s+|meant\\s+)?for\\s+(?:the\\s+)?(?:big|large|real|proper|established|bigger)\\s+[a-z]+|\\b(?:is|are)\\s+(?:only\\s+|just\\s+|really\\s+)?for\\s+(?:casinos|banks|corporations|companies|chains|hospitals|airlines)\\b)`,
      'i',
    ),
    guard:
      /\b(?:help\w*|automat\w*|simplif\w*|affordable|we file|we handle|we manage|we obtain|on (?:their|your) behalf|for (?:our )?clients)\b/i,
    firm: true,
  },
  {
    // An obligation that "can come later" or waits for someone to check: "insurance can come after
    // our first moves", "grab whatever permit the fire marshal wants if he shows up".
    flag: 'skips-required-licence',
    pattern: new RegExp(
      `${OBLIGATION_WIDE}[^.;!?]{0,40}?\\b(?:can|will|could|should)\\s+(?:come|wait|happen|follow|be (?:sorted|done|handled|fixed|added|dealt with|figured out))\\s+(?:[\\w'-]+\\s+){0,2}?(?:later|after|afterwards|once|when|until|down the road|eventually)\\b|${OBLIGATION_WIDE}[^.;!?]{0,60}?\\bif\\s+(?:he|she|they|anyone|someone|somebody|an? \\w+ inspector|the (?:\\w+ )?(?:inspector|marshal|police|cops|city|council|regulator))\\s+(?:ever\\s+)?(?:shows? up|turns? up|asks?|checks?|complains?|comes? (?:by|around|knocking)|catch(?:es)? us|notices?|finds? out)\\b`,
      'i',
    ),
    firm: true,
  },
  {
    // Another's licence used in place of one's own: "borrow a friend's contractor licence", 挂靠.
    flag: 'skips-required-licence',
    pattern:
      /\b(?:use|uses|using|borrow\w*|rent\w*)\s+(?:[\w'-]+\s+){0,2}?(?:someone else'?s|somebody else'?s|a friend'?s|my (?:cousin|uncle|friend|dad|father|brother|sister|mate|buddy)'?s|another (?:company|firm|contractor|doctor|agent)'?s)\s+(?:[\w-]+\s+)?(?:licen[cs]es?|permits?|registration|certificates?|credentials|license number|licence number)\b|挂(?:在|到)[\u4e00-\u9fff]{0,4}名下|借用[\u4e00-\u9fff]{0,8}(?:资质|执照|牌照|资格|证)|借(?:别人|朋友|亲戚|人家)(?:的)?[\u4e00-\u9fff]{0,2}(?:资质|执照|牌照|资格证|证)/i,
    guard: /\b(?:detect\w*|verif\w*|check\w*)\b|核验|查验|打击/i,
  },
  {
    // Goods bought from anyone with no record of who sold them (secondhand dealers must take ID).
    flag: 'sanctions-and-stolen-goods',
    pattern:
      /\b(?:buy|buys|buying|purchase\w*|take|takes|taking|accept\w*|pay cash for)\b[^.;!?]{0,60}?(?:\bno ids?\b|\bwithout (?:an? |any )?ids?\b|\bno questions(?: asked)?\b|\bno receipts? needed\b|\bno proof of ownership\b)/i,
    requires:
      /\b(?:gold|jewel\w*|phones?|iphones?|laptops?|bikes?|bicycles?|catalytic converters?|scrap|copper|metal|electronics|watches|tools|cars?|tyres|tires|designer bags?)\b/i,
    guard: /\b(?:detect\w*|verif\w*|anti|police)\b/i,
  },
  {
    flag: 'sanctions-and-stolen-goods',
    pattern:
      /(?:收|回收|收购)[\u4e00-\u9fff、和，,]{0,10}(?:手机|黄金|金银|电动车|电瓶|电脑|首饰|自行车)[\u4e00-\u9fff，,]{0,10}(?:不问来路|不看身份证|不用身份证|不登记|来路不明也收|不要发票)/,
  },
  {
    // Tenants refused for who they are (Fair Housing Act: familial status, national origin, race, religion, disability).
    flag: 'unlawful-housing-practices',
    pattern:
      /\b(?:screen\w* out|filter\w* out|weed\w* out|reject\w*|refus\w*|exclud\w*|turn\w* away|keep\w* out|no|avoid\w*|won't rent to|don't rent to|never rent to)\s+(?:[\w'-]+\s+){0,2}?(?:tenants|applicants|renters|families|people|anyone|guests)\s+(?:with (?:kids|children|babies|a baby|disabilit\w*|wheelchairs|service animals|accents)|who (?:don't|do not|can't) speak english|who (?:are|look) (?:foreign|immigrants?|muslim|jewish|black|asian|hispanic|latino|pregnant|disabled)|from (?:other countries|abroad))\b|\b(?:no|not to)\s+(?:kids|children|families with children|immigrants|foreigners)\s+(?:allowed\s+)?(?:as tenants|in (?:our|the) (?:units|apartments|buildings))\b/i,
    context:
      /\b(?:tenants?|landlords?|rent\w*|apartments?|lease\w*|housing|units|flats|buildings)\b/i,
    guard: /\b(?:detect\w*|fair housing compliance|report\w*|audit\w*|fight\w*)\b/i,
  },
  {
    // People watched or recorded without being told.
    flag: 'hacking-and-spying',
    pattern:
      /\bwithout\s+(?:ever\s+)?(?:telling|informing|notifying|asking|alerting)\s+(?:them|him|her|the (?:employees?|staff|workers?|users?|tenants?|guests?|person|people)|employees|staff|workers|users|tenants|guests|people|customers)\b/i,
    requires:
      /\b(?:webcams?|cameras?|record\w*|photos?|screenshots?|track\w*|locations?|microphones?|keystrokes?|keylog\w*|monitor\w*|spy\w*|listen\w*|messages|browsing)\b/i,
    guard: /\b(?:detect\w*|anti|protect\w*|block\w*)\b/i,
  },
  {
    // The house's cut of a private card game: running a gambling game without a licence.
    flag: 'unlicensed-gambling',
    pattern:
      /\b(?:take|takes|taking|charge|charges|charging|keep|keeps|keeping|collect|collects|collecting)\s+(?:a\s+|the\s+)?(?:\d+\s*%\s*)?(?:house\s+)?rake\b|\brake\s+(?:from|of|on)\s+(?:every|each|the)\s+(?:pot|hand|game|table)s?\b/i,
    context: /\b(?:poker|mahjong|card games?|blackjack|hold'?em|pots?|buy-ins?|tables?)\b/i,
    guard: /\b(?:licensed|gaming commission|tracks?|track\w*|report\w*|regulat\w*)\b/i,
  },
  // Chinese: an obligation dismissed as too slow or too dear, or a business opened before its
  // licence comes ("备案太慢了", "消防验收太贵了先不搞", "执业证还没考下来，先开张").
  {
    flag: 'skips-required-licence',
    pattern: new RegExp(
      `(?:${OBLIGATION_ZH}|[\\u4e00-\\u9fff]{1,3}证书?)[\\u4e00-\\u9fff]{0,4}(?:太(?:慢|贵|久|费钱|费事|复杂|难办)了?|先不(?:搞|弄|做|办|管|申请|考虑)|不搞了|不弄了|不办了|没必要(?:办|搞|做)?|用不着)|(?:${OBLIGATION_ZH}|执业证书?|证书|驾照)[\\u4e00-\\u9fff]{0,6}(?:还没|尚未|没)(?:有)?(?:考|拿|批|办|下来|到手)[\\u4e00-\\u9fff]{0,3}[，,]?[\\u4e00-\\u9fff]{0,8}先(?:开张|开业|营业|干|做|上线|接单|卖|开|营运|运营|接客)`,
    ),
    guard: /代办|帮(?:你|您|用户|商家|客户|企业|老板)|工具|系统|软件|SaaS|saas|咨询/,
    firm: true,
  },
  // A licence dismissed as not applying: "registering with the city is optional for us", "the
  // licensing rules don't apply to us", "a permit isn't required for a platform like ours".
  {
    flag: 'skips-required-licence',
    pattern: new RegExp(
      `${OBLIGATION_WIDE}[^.;!?]{0,30}?\\b(?:is|are|seems?|feels?)\\s+(?:just\\s+|really\\s+|basically\\s+)?(?:optional|not (?:really )?(?:required|needed|necessary|mandatory)|unnecessary)\\s+(?:for us|for a (?:platform|startup|company|business) like ours|in our case|for our (?:model|business))\\b|${OBLIGATION_WIDE}[^.;!?]{0,30}?\\b(?:do(?:es)?n'?t|do(?:es)? not|won'?t)\\s+(?:really\\s+)?apply\\s+to\\s+(?:us|a platform like ours|our (?:model|business|platform))\\b`,
      'i',
    ),
    guard: /\b(?:help\w*|automat\w*|explain\w*|check\w* whether|find out whether)\b/i,
    firm: true,
  },
  // Open first, licence never mentioned again: "先营业再说", "先上线再说" beside a licence the trade
  // needs, or "没有执业兽医，先营业".
  {
    flag: 'skips-required-licence',
    pattern:
      /先(?:营业|开业|开张|上线|营运|运营|干|做|卖|跑|接单|开起来|干起来|做起来|跑起来|卖起来)(?:起来|了)?(?:再说|再讲|看看)|没有?(?:执业|持证|资质|牌照|许可证|营业执照)[\u4e00-\u9fff]{0,6}(?:[，,]?\s*)?(?:先|照样|直接|也能)(?:营业|开业|开张|上线|接单|干|做|卖|看诊|接诊)/,
    context: new RegExp(
      `${OBLIGATION_ZH}|执业|持证|兽医|医生|医院|诊所|药|食品|餐饮|托育|幼儿|消防`,
    ),
    guard: /代办|帮(?:你|您|用户|商家|客户|企业|老板)|工具|系统|软件|SaaS|saas|咨询/,
    firm: true,
  },
  // A licence held in a few places, used everywhere: "licensed in two states but we see patients
  // in all fifty".
  {
    flag: 'skips-required-licence',
    pattern:
      /\blicen[cs]ed (?:only )?in (?:one|two|three|a few|\d+|a couple of) (?:states?|countries|provinces|jurisdictions)\b[^.;!?]{0,30}?\bbut\b[^.;!?]{0,50}?\b(?:all|every|any|each|nationwide|across the country|fifty|50)\b/i,
    firm: true,
  },
  // Waste left where it falls: "whatever we can't resell goes to a field out of town".
  {
    flag: 'illegal-dumping',
    pattern:
      /\b(?:what(?:ever)?|anything|the rest|leftovers?|what's left)\b[^.;!?]{0,40}?\b(?:goes?|ends? up|gets? (?:dumped|left|tipped|buried)|we (?:leave|dump|tip|bury|burn))\s+(?:in|into|on|at|to)\s+(?:a |an |the )?(?:field|river|ditch|creek|woods|forest|lake|desert|vacant lot|empty lot|roadside|ravine|quarry)\b/i,
    context:
      /\b(?:waste|batter(?:y|ies)|e-waste|tyres?|tires?|chemicals?|solvents?|oil|paint|asbestos|debris|rubble|electronics|appliances|mattresses)\b/i,
  },
  // Bets on children's sport are against the law wherever sports betting is licensed.
  {
    flag: 'unlicensed-gambling',
    pattern:
      /\b(?:bet|bets|betting|wager\w*|odds)\s+(?:on\s+)?(?:[a-z]+\s+){0,2}?(?:high school|youth|little league|kids'?|children'?s|middle school|junior)\s+(?:[a-z]+\s+)?(?:games?|sports?|football|basketball|baseball|soccer|matches|leagues?|teams?)\b|(?:中学生|小学生|青少年|少儿)(?:比赛|球赛|联赛)[\u4e00-\u9fff]{0,4}(?:下注|押注|竞猜|投注)/i,
    guard: /\b(?:detect\w*|report\w*|ban\w*|protect\w*)\b|打击|举报/i,
  },
];

/** The shapes of going around the law, then the kinds of unlawful business (unlawful-trades.ts). */
export const EVASION_PATTERNS: readonly EvasionPattern[] = [
  ...SHAPE_PATTERNS,
  ...LAW_DEFIED_PATTERNS,
  ...TRADE_PATTERNS,
];

/** The sentences of an idea: a pattern and what it requires are read within one. */
function sentences(clean: string): string[] {
  return clean
    .replace(/[’‘]/g, "'")
    .split(/(?<=[.!?;])\s+|[。；！？\n]/)
    .filter((sentence) => sentence.trim().length > 0);
}

/** A verbal negation just before a match ("we never", "we don't", 绝不, 从不, 不). */
const NEGATED_BEFORE =
  /(?:\b(?:never|not|no|don't|doesn't|won't|will not|do not|does not|cannot|can't|refuse to)\s+(?:\w+\s+)?|(?:绝不|从不|决不|不会|不|没有|没|拒绝|禁止|严禁))$/i;

/** Lending, said in the sentence that names the rate. */
const LENDING =
  /\b(?:loans?|lend\w*|borrow\w*|advances?|credit|payday|interest)\b|借|贷|放款|利息|息/i;
const RATE_EN =
  /(\d+(?:\.\d+)?)\s*%\s*(?:interest\s+)?(?:a|an|per|each|every|\/)\s*(day|week|fortnight|month|year)\b|(\d+(?:\.\d+)?)\s*%\s*(?:apr|annual)|(\d+(?:\.\d+)?)\s*%\s*(daily|weekly|monthly)\s+(?:interest|rate|fee)/gi;
const RATE_ZH =
  /(日|周|月|年)(?:息|利率|利息|化|化利率)\s*(\d+(?:\.\d+)?)\s*%|(?:每天|每日|一天)\s*(\d+(?:\.\d+)?)\s*%/g;
const PERIODS_A_YEAR: Record<string, number> = {
  day: 365,
  daily: 365,
  weekly: 52,
  monthly: 12,
  week: 52,
  fortnight: 26,
  month: 12,
  year: 1,
  日: 365,
  周: 52,
  月: 12,
  年: 1,
};
/** The annual rate above which a loan is usurious nearly everywhere (36 % APR). */
const USURY_APR = 36;

/** Whether a sentence lends at an annual rate beyond any legal cap ("15% a week", 日息1%). */
function usurious(sentence: string): boolean {
  if (!LENDING.test(sentence)) return false;
  for (const match of sentence.matchAll(RATE_EN)) {
    const annual = match[1]
      ? Number(match[1]) * (PERIODS_A_YEAR[(match[2] ?? '').toLowerCase()] ?? 0)
      : match[4]
        ? Number(match[4]) * (PERIODS_A_YEAR[(match[5] ?? '').toLowerCase()] ?? 0)
        : Number(match[3]);
    if (annual > USURY_APR) return true;
  }
  for (const match of sentence.matchAll(RATE_ZH)) {
    const annual = match[2]
      ? Number(match[2]) * (PERIODS_A_YEAR[match[1] ?? ''] ?? 0)
      : Number(match[3]) * 365;
    if (annual > USURY_APR) return true;
  }
  return false;
}

export interface EvasionMatch {
  flag: string;
  firm: boolean;
}

/** The flags whose patterns occur in the idea, each once, in pattern order, and whether firm. */
export function evasionMatches(clean: string): EvasionMatch[] {
  const found: EvasionMatch[] = [];
  const parts = sentences(clean);
  for (const { flag, pattern, requires, guard, context, ideaGuard, firm } of EVASION_PATTERNS) {
    if ((context && !context.test(clean)) || ideaGuard?.test(clean)) continue;
    const hit = parts.some((sentence) => {
      const match = pattern.exec(sentence);
      if (!match || (requires && !requires.test(sentence)) || guard?.test(sentence)) return false;
      // "We never sell personal data", "绝不代开发票": the activity said not to be done.
      return !NEGATED_BEFORE.test(sentence.slice(Math.max(0, match.index - 24), match.index));
    });
    if (!hit) continue;
    const known = found.find((match) => match.flag === flag);
    if (!known) found.push({ flag, firm: firm ?? false });
    else if (firm) known.firm = true;
  }
  if (parts.some(usurious) && !found.some((match) => match.flag === 'unlicensed-finance')) {
    found.push({ flag: 'unlicensed-finance', firm: false });
  }
  return found;
}

/** The flag ids whose patterns occur in the idea, each once, in pattern order. */
export function evasionFlags(clean: string): string[] {
  return evasionMatches(clean).map((match) => match.flag);
}
