/**
 * How founders say they will go around the law, by the shape of the sentence rather than by the
 * activity: compliance put off ("deal with the permits later", 先上线再说), hidden from those who
 * enforce it ("we hide the listings from inspectors", 从不报备), declared not to apply ("we're not
 * a bank so rules don't apply"), checks the law requires said to be unneeded ("no testing
 * needed", "without age verification"), taxes dodged, documents forged, accounts rented out,
 * money moved outside the banks. Each names the red flag it raises; `red-flags.ts` adds them to
 * the flags its word lists find, with the same reasons.
 */
export interface EvasionPattern {
  /** A flag id of `knowledge/red-flags.json`. */
  flag: string;
  pattern: RegExp;
}

const OBLIGATION =
  '(?:permits?|licen[cs]es?|licen[cs]ing|regulators?|regulations?|rules|the law|laws|authorities|paperwork|approvals?|compliance|inspections?|registration)';

export const EVASION_PATTERNS: readonly EvasionPattern[] = [
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
      /\b(?:without|no|skip(?:ping)?|skips)\s+(?:any\s+)?(?:age|id)\s+(?:verification|checks?|verifying)\b/i,
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
      /\b(?:forge[sd]?|forging|fake|writes?|writing|sells?|selling)\s+(?:[a-z'-]+\s+){0,2}(?:doctors?'? notes?|sick (?:notes?|certificates?)|medical certificates?|diplomas?|degree certificates?|transcripts?|fake ids?|passports?)\b/i,
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
      /先(?:上线|干|做|开|飞|跑|卖|搞)(?:起来)?再说|等(?:做大|赚钱|有钱|规模大)了?再(?:去)?(?:办|申请|报批|备案)/,
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
];

/** The flag ids whose patterns occur in the idea, each once, in pattern order. */
export function evasionFlags(clean: string): string[] {
  const found: string[] = [];
  for (const { flag, pattern } of EVASION_PATTERNS) {
    if (!found.includes(flag) && pattern.test(clean)) found.push(flag);
  }
  return found;
}
