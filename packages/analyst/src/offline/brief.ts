import type {
  AudienceKind,
  Brief,
  BriefField,
  BriefReading,
  ClarifyingQuestion,
  Confidence,
  DeliveryKind,
  PayerKind,
  Region,
  ResearchQuery,
  RevenueModel,
} from '@idealens/shared/brief';
import type { Language } from '@idealens/shared/simple-report';
import {
  type AudienceModel,
  audienceFeatures,
  audienceModel,
  isWeighedAudience,
  type WeighedAudience,
  weighAudience,
} from './audience-model.ts';
import {
  type CueHit,
  deliveryCues,
  namesAPrice,
  namesOrganisations,
  namesPeople,
  namesProfessionals,
  namesPublicUsers,
  payerCues,
  regionCues,
  revenueCues,
} from './brief-cues.ts';
import {
  AUDIENCE_TEXT,
  BRIEF_TEXT,
  DELIVERY_TEXT,
  PAYER_TEXT,
  PLAN_TEXT,
  QUESTION_TEXT,
  REGION_TEXT,
  REVENUE_TEXT,
  UNKNOWN_PRICED_REVENUE_TEXT,
  UNKNOWN_TEXT,
} from './brief-text.ts';
import { fill, type Lang, lowerFirst } from './compose.ts';
import { findCustomer, isDependant } from './customer.ts';
import type { IdeaSignals } from './detect.ts';
import { familyOf, GENERAL_INDUSTRY, INDUSTRIES } from './knowledge/industries.ts';
import { GENERIC_CUSTOMER_WORDS } from './knowledge/text-cues.ts';
import type { Industry } from './knowledge/types.ts';
import { fromProductOn, type PayerPhrase, payerPhrase, sameGroup, usersPaying } from './payer.ts';
import { detectRedFlags } from './red-flags.ts';
import { likelyRevenueModel } from './revenue-model.ts';
import { pluralize, prepareIdea } from './text.ts';
import { chooseUsers, type UsersByRules, type UsersWeights, usersWeights } from './users-model.ts';

/** Industries whose customers are businesses or professionals, whatever the idea's wording. */
const BUSINESS_INDUSTRIES = new Set([
  'accounting-back-office',
  'b2b-sales-marketing',
  'developer-tools',
  'cybersecurity',
  'legal-tech',
  'hr-recruiting',
  'logistics',
  'manufacturing-industrial',
  'construction-contech',
  'data-analytics',
  'biotech-pharma',
  'space-aerospace',
]);

interface FieldReading<T> {
  value: T;
  confidence: Confidence;
}

const lower = (confidence: Confidence): Confidence => (confidence === 'high' ? 'medium' : 'low');

/** The industry the brief names: a sub-niche's parent, with the sub-niche beside it. */
function industryParts(industry: Industry): { industry: Industry; subNiche?: Industry } {
  const parentId = industry.parent;
  if (!parentId) return { industry };
  const parent = INDUSTRIES.find((candidate) => candidate.id === parentId);
  return parent ? { industry: parent, subNiche: industry } : { industry };
}

/**
 * How sure the reading of the market is: a strong keyword weight well ahead of any other market
 * is high; a close second market, or a single weak word, is low.
 */
function industryConfidence(signals: IdeaSignals): Confidence {
  const [first, ...rest] = signals.industries;
  if (!first || signals.industry.id === GENERAL_INDUSTRY.id) return 'low';
  const family = familyOf(first.industry);
  const rival = rest.find((match) => familyOf(match.industry) !== family)?.score ?? 0;
  const margin = first.score - rival;
  // Scaled to the knowledge base's vocabulary: with about eighty words per industry, an idea that
  // names its market says four or five of them, at least twice the weight of any other market.
  // Measured on the readable parts (docs/benchmarks.md): high is then right 96 % of the time, and
  // a market read on one or two words, or close to another, is low, so the founder is asked.
  if (first.score >= 4.5 && margin >= 3 && (rival === 0 || first.score >= 2 * rival)) return 'high';
  if (first.score >= 2 && margin >= 0.5) return 'medium';
  return 'low';
}

/**
 * Who uses it: organisations named as the customer are businesses; people named by their trade
 * are a business customer for a work tool and consumers otherwise (Spanish lessons for nurses, a
 * dating app for farmers); a business angle or B2B wording makes businesses too.
 */
function audienceOf(
  signals: IdeaSignals,
  named: string | undefined,
  publicUsers: boolean,
): FieldReading<AudienceKind> {
  const family = familyOf(signals.industry);
  // A public body named as the customer ("for city councils", 面向街道办); a civic tool otherwise.
  const publicNamed = named !== undefined && namesPublicUsers(prepareIdea(named));
  if (publicNamed || (!named && publicUsers) || family === 'govtech-civic') {
    return { value: 'public-sector', confidence: publicNamed ? 'high' : 'medium' };
  }
  const workTool = BUSINESS_INDUSTRIES.has(family);
  if (named && namesOrganisations(named)) return { value: 'businesses', confidence: 'high' };
  // People buying for themselves or their family use it as consumers, whoever pays (租客, job seekers).
  if (named && namesPeople(named) && !namesProfessionals(named)) {
    return { value: 'consumers', confidence: 'high' };
  }
  if (named && namesProfessionals(named)) {
    return { value: workTool ? 'businesses' : 'consumers', confidence: 'medium' };
  }
  if (signals.angle) return { value: 'businesses', confidence: 'high' };
  const sellsToBusinesses = signals.models.some(
    (m) => m.model.id === 'b2b' && m.matched.length > 0,
  );
  if (sellsToBusinesses) return { value: 'businesses', confidence: 'medium' };
  if (workTool) return { value: 'businesses', confidence: named ? 'medium' : 'low' };
  return { value: 'consumers', confidence: named ? 'high' : 'low' };
}

/** What the brief says when the idea names nobody: that it does not, and whom it may mean. */
const UNNAMED_TEXT = {
  consumers: {
    en: 'people the idea does not name yet (perhaps {guess})',
    zh: '想法未点明的用户（可能是{guess}）',
  },
  businesses: {
    en: 'businesses the idea does not name yet (perhaps {guess})',
    zh: '想法未点明的企业用户（可能是{guess}）',
  },
} as const;
/** The same, when the market's own customers are of the other kind and would not fit as a guess. */
const UNNAMED_BARE_TEXT = {
  consumers: { en: 'people the idea does not name yet', zh: '想法未点明的用户' },
  businesses: { en: 'businesses the idea does not name yet', zh: '想法未点明的企业用户' },
} as const;

/** Who pays for what dependants use, in the idea's words when it names them. */
const GUARDIANS =
  /\b(?:parents|families|guardians|moms|mums|dads|grandparents|adult children)\b|家长|父母|子女|家属|儿女|妈妈|爸爸|宝妈/;
const GUARDIANS_TEXT = { en: 'their parents or guardians', zh: '孩子的家长' } as const;

function usersDescription(
  signals: IdeaSignals,
  named: { customer?: string; dependants?: string; kind: AudienceKind },
  lang: Lang,
  ownWords: boolean,
): string {
  if (ownWords && named.customer) return named.customer;
  if (ownWords && named.dependants) return named.dependants;
  if (ownWords && signals.sides) return signals.sides.demand;
  const guess = (signals.angle ?? signals.industry).customer[lang];
  if (!ownWords) return guess;
  const unnamed = named.kind === 'consumers' ? UNNAMED_TEXT.consumers : UNNAMED_TEXT.businesses;
  return fill(unnamed[lang], { guess }, lang);
}

/**
 * How it makes money: as the idea says it (a price per month, a commission); "not clear" when it
 * says nobody pays; otherwise the model the idea's words are most like (decision 037), read with
 * low confidence, as the idea does not say it, so the founder is asked.
 */
function revenueOf(
  signals: IdeaSignals,
  stated: CueHit<Exclude<RevenueModel, 'unclear'>>[],
  nobodyPays: boolean,
): FieldReading<RevenueModel> {
  const first = stated[0];
  if (first) return { value: first.kind, confidence: 'high' };
  // An idea that says it will not charge has no model yet.
  if (nobodyPays) return { value: 'unclear', confidence: 'medium' };
  const likely = likelyRevenueModel(signals.text.clean);
  return { value: likely.kind, confidence: 'low' };
}

function deliveryOf(
  signals: IdeaSignals,
  stated: CueHit<Exclude<DeliveryKind, 'marketplace'>>[],
): FieldReading<DeliveryKind[]> {
  const kinds: DeliveryKind[] = [];
  const has = (id: string) => signals.models.some((m) => m.model.id === id && m.matched.length > 0);
  if (has('marketplace') || signals.sides) kinds.push('marketplace');
  if (has('hardware')) kinds.push('hardware');
  for (const hit of stated) if (!kinds.includes(hit.kind)) kinds.push(hit.kind);
  if (kinds.length === 0) return { value: ['software'], confidence: 'low' };
  return {
    value: kinds.slice(0, 3),
    confidence: stated.length > 0 || has('marketplace') ? 'high' : 'medium',
  };
}

interface PayerReading extends FieldReading<PayerKind> {
  description: string;
}

/** The kind of payer the users are when they pay for themselves. */
function selfPaying(users: { kind: AudienceKind; description: string }): PayerKind {
  if (users.kind === 'public-sector') return 'public-sector';
  return users.kind === 'consumers' ? 'users' : usersPaying(users.description);
}

function payerOf(
  signals: IdeaSignals,
  phrase: PayerPhrase | undefined,
  stated: CueHit<Exclude<PayerKind, 'unclear'>>[],
  users: {
    kind: AudienceKind;
    description: string;
    dependants: boolean;
    unnamed: boolean;
    /** Whether the unnamed users are described without a guess from the market. */
    guessless?: boolean;
    guardians?: string;
    /** The organisation the rules read as the customer, when the users model chose its users instead. */
    buyer?: Buyer;
  },
  revenue: { value: RevenueModel; confidence: Confidence },
  nobodyPays: boolean,
  lang: Lang,
): PayerReading {
  const unnamedKind = users.kind === 'consumers' ? 'consumers' : 'businesses';
  const self = (confidence: Confidence): PayerReading => ({
    value: selfPaying(users),
    description: !users.unnamed
      ? fill(BRIEF_TEXT.selfPaying[lang], { users: users.description }, lang)
      : users.guessless
        ? SELF_UNNAMED_TEXT[unnamedKind].bare[lang]
        : fill(
            SELF_UNNAMED_TEXT[unnamedKind][lang],
            { guess: (signals.angle ?? signals.industry).customer[lang] },
            lang,
          ),
    confidence: users.unnamed ? 'low' : confidence,
  });
  // Free, with no ads, fees or sponsors: the idea itself says nobody pays.
  if (nobodyPays && !phrase) {
    return { value: 'unclear', description: PAYER_TEXT.unclear[lang], confidence: 'low' };
  }
  // The idea says who is charged ("parents book and pay", "向商家收取佣金").
  if (phrase) {
    const description =
      phrase.group ||
      (phrase.kind === 'users' || phrase.kind === 'businesses'
        ? users.description
        : PAYER_TEXT[phrase.kind][lang]);
    return { value: phrase.kind, description, confidence: 'high' };
  }
  const named = stated[0];
  if (named && named.kind !== 'users' && named.kind !== 'businesses') {
    return { value: named.kind, description: PAYER_TEXT[named.kind][lang], confidence: 'high' };
  }
  // Ads or donations only guessed from the idea's words (low confidence) do not outweigh the
  // users it names, or the users or businesses it says pay ("couples … pay us $900").
  const guessedOnly = revenue.confidence === 'low' && (named !== undefined || !users.unnamed);
  if (revenue.value === 'advertising' && !guessedOnly) {
    return {
      value: 'advertisers',
      description: PAYER_TEXT.advertisers[lang],
      confidence: 'medium',
    };
  }
  if (revenue.value === 'donations' && !guessedOnly) {
    return { value: 'donors', description: PAYER_TEXT.donors[lang], confidence: 'medium' };
  }
  if (named?.kind === 'businesses' && users.kind !== 'businesses') {
    const framing = signals.angle ?? signals.industry;
    return { value: 'businesses', description: framing.customer[lang], confidence: 'high' };
  }
  if (named?.kind === 'users') return self('high');
  // Children use, and their parents pay: named as the idea names them (家长, "families").
  if (users.dependants || users.guardians) {
    return {
      value: 'users',
      description: users.guardians ?? GUARDIANS_TEXT[lang],
      confidence: 'medium',
    };
  }
  if (signals.sides && revenue.value === 'commission') {
    return {
      value: selfPaying(users),
      description: fill(BRIEF_TEXT.commissionFrom[lang], { side: users.description }, lang),
      confidence: 'medium',
    };
  }
  if (revenue.value === 'unclear')
    return { value: 'unclear', description: PAYER_TEXT.unclear[lang], confidence: 'low' };
  // "For hospitals… nurses log it": the nurses use it, the hospital the rules named buys it.
  if (users.buyer) {
    const { kind, description, confidence } = users.buyer;
    return { value: kind, description, confidence };
  }
  return self(signals.customer ? 'medium' : 'low');
}

/** Users who pay for themselves when the idea does not name them. */
const SELF_UNNAMED_TEXT = {
  consumers: {
    en: 'the people who use it (perhaps {guess})',
    zh: '使用它的用户自己（可能是{guess}）',
    bare: { en: 'the people who use it', zh: '使用它的用户自己' },
  },
  businesses: {
    en: 'the businesses that use it (perhaps {guess})',
    zh: '使用它的企业自己（可能是{guess}）',
    bare: { en: 'the businesses that use it', zh: '使用它的企业自己' },
  },
} as const;

function regionOf(signals: IdeaSignals, stated: CueHit<Exclude<Region, 'global'>>[]) {
  const named = stated[0];
  if (named) return { code: named.kind as Region, stated: true, confidence: 'high' as Confidence };
  if (signals.market === 'china' || signals.ideaLanguage === 'zh-CN') {
    return { code: 'china' as Region, stated: false, confidence: 'medium' as Confidence };
  }
  return { code: 'global' as Region, stated: false, confidence: 'low' as Confidence };
}

function marketName(parts: { industry: Industry; subNiche?: Industry }, lang: Lang): string {
  if (parts.industry.id === GENERAL_INDUSTRY.id) return BRIEF_TEXT.unknownMarket[lang];
  const industry = lowerFirst(parts.industry.name[lang]);
  return parts.subNiche
    ? fill(
        BRIEF_TEXT.marketWithNiche[lang],
        { niche: lowerFirst(parts.subNiche.name[lang]), industry },
        lang,
      )
    : industry;
}

function joinKinds(kinds: readonly DeliveryKind[], lang: Lang): string {
  const names = kinds.slice(0, 2).map((kind) => DELIVERY_TEXT[kind][lang]);
  return names.join(BRIEF_TEXT.and[lang]);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** An organisation named as the customer: who buys, when others use it. */
interface Buyer {
  kind: 'businesses' | 'public-sector';
  description: string;
  confidence: Confidence;
}

/** Who uses it, as the brief reads it. */
interface UsersReading {
  /** The group `findCustomer` names, whoever it is. */
  named?: string;
  /** The customer group the reading settles on (not set for dependants). */
  customer?: string;
  audience: FieldReading<AudienceKind>;
  /** Children and other dependants who use it while someone else pays. */
  dependants?: string;
  /** Whether the idea names nobody, and the description guesses from the market. */
  unnamed: boolean;
  /** Whether the description of unnamed users makes no guess (the market's customers are of the other kind). */
  guessless?: boolean;
  description: string;
  /** The organisation the rules read as the customer, when the model found its users instead. */
  buyer?: Buyer;
}

/** Whether a group is, or has among its words, dependants who use but do not pay ("kids' teams"). */
const namesDependants = (group: string) =>
  isDependant(group) || group.split(/\s+/).some(isDependant);

/** Who uses it as the rules read it: the group the idea names (or its dependants) and its kind. */
function usersByRules(signals: IdeaSignals, language: Language): UsersReading {
  const lang: Lang = language === 'zh-CN' ? 'zh' : 'en';
  const { text } = signals;
  const ownWords = signals.ideaLanguage === language;
  // Children and other dependants use, and someone else pays (signals leave them out as customers).
  const named = findCustomer(text, signals.ideaLanguage);
  const audience = audienceOf(signals, signals.customer ?? named, namesPublicUsers(text));
  const dependants = named && namesDependants(named) ? named : undefined;
  const unnamed = ownWords && !signals.customer && !dependants && !signals.sides;
  const description = usersDescription(
    signals,
    { customer: signals.customer, dependants, kind: audience.value },
    lang,
    ownWords,
  );
  return { named, customer: signals.customer, audience, dependants, unnamed, description };
}

/** How a brief weighs who uses it (decisions 036 and 041). */
export interface UsersOptions {
  /** The users model's weights; null reads by the rules alone. The committed model's by default. */
  weights?: UsersWeights | null;
  /** Told what the rules read before it is weighed: what the trainer learns from. */
  onRules?: (rules: UsersByRules) => void;
  /** The audience model; null keeps the kind the reading gives. The committed model by default. */
  audienceModel?: AudienceModel | null;
  /** Told what the audience model reads, when it is asked: what its trainer learns from. */
  onAudience?: (features: string[]) => void;
}

/** "customers", "a user", 用户: a word for a party that says nobody in particular. */
const namesNobodyInParticular = (word: string) =>
  GENERIC_CUSTOMER_WORDS.has(word) || GENERIC_CUSTOMER_WORDS.has(pluralize(word));

/**
 * How sure the brief is of a party the model preferred: unclear when its word says nobody in
 * particular ("customers", 用户); as sure as the rules when it is of the kind they read (one
 * business for another), and at least medium, as the idea names it; at most medium otherwise, so a
 * founder confirms a reading the rules did not make.
 */
function weighedConfidence(
  head: string,
  audience: FieldReading<AudienceKind>,
  byRules: UsersReading,
): Confidence {
  if (namesNobodyInParticular(head)) return 'low';
  if (byRules.audience.value === audience.value) {
    return byRules.audience.confidence === 'low' ? 'medium' : byRules.audience.confidence;
  }
  return audience.confidence === 'high' ? 'medium' : audience.confidence;
}

/**
 * The organisation the rules named as the customer, when the users the model chose are of
 * another kind: it is who buys ("for hospitals… nurses log it").
 */
function buyerOf(byRules: UsersReading, chosen: AudienceKind): Buyer | undefined {
  const { value, confidence } = byRules.audience;
  if (
    byRules.unnamed ||
    value === chosen ||
    (value !== 'businesses' && value !== 'public-sector')
  ) {
    return undefined;
  }
  return { kind: value, description: byRules.description, confidence };
}

/** Who uses it: the party (`partyOfUsers`), then whether they are people or businesses (`weighKind`). */
function readUsers(signals: IdeaSignals, language: Language, options: UsersOptions): UsersReading {
  return weighKind(partyOfUsers(signals, language, options), signals, language, options);
}

/**
 * Whether the users are people or businesses, weighed by the audience model (decision 041) when
 * the reading is one of the two: a kind the model reads against the reading's is as sure as the
 * model is, never high, so a founder confirms it. A description that guesses from the market says
 * the model's kind.
 */
function weighKind(
  reading: UsersReading,
  signals: IdeaSignals,
  language: Language,
  options: UsersOptions,
): UsersReading {
  const { value, confidence } = reading.audience;
  if (!isWeighedAudience(value)) return reading;
  const party =
    signals.ideaLanguage === language && !reading.unnamed ? reading.description : undefined;
  const features = audienceFeatures(
    signals.text,
    signals.ideaLanguage,
    { value, confidence },
    party,
  );
  options.onAudience?.(features);
  const model = options.audienceModel === undefined ? audienceModel() : options.audienceModel;
  if (!model) return reading;
  const weighed = weighAudience(model, features);
  if (weighed.value === value) return reading;
  const lang: Lang = language === 'zh-CN' ? 'zh' : 'en';
  const ownWords = signals.ideaLanguage === language;
  // The party the idea names stands when it may be of the model's kind (barbers, 美甲师 use a tool
  // for their trade); one of the other kind ("a chain of pet clinics" read as for people) is the
  // founder's own business, not who uses it.
  const named = ownWords && !reading.unnamed ? reading.description : undefined;
  if (named !== undefined && !namesOtherKind(named, weighed.value)) {
    return { ...reading, audience: weighed };
  }
  // Then the description guesses from the market, unless its customers are of the other kind: it
  // says only that the idea does not name them.
  const guess = (signals.angle ?? signals.industry).customer[lang];
  if (namesOtherKind(guess, weighed.value)) {
    return {
      ...reading,
      unnamed: true,
      guessless: true,
      customer: undefined,
      dependants: undefined,
      audience: { value: weighed.value, confidence: 'low' },
      description: UNNAMED_BARE_TEXT[weighed.value][lang],
    };
  }
  const description = usersDescription(signals, { kind: weighed.value }, lang, ownWords);
  if (!ownWords) return { ...reading, audience: weighed, description };
  return {
    ...reading,
    unnamed: true,
    customer: undefined,
    dependants: undefined,
    audience: weighed,
    description,
  };
}

/** Whether words name users of the other kind than `kind`: organisations, or people outside a trade. */
const namesOtherKind = (words: string, kind: WeighedAudience) =>
  kind === 'consumers'
    ? namesOrganisations(words)
    : namesPeople(words) && !namesProfessionals(words);

/**
 * Who uses it: the rules' reading, weighed by the users model against every other party the idea
 * names; a party the model prefers is read as sure as `weighedConfidence` says. In a report in
 * another language than the idea, the idea's words cannot be quoted, so the rules' reading stands.
 */
function partyOfUsers(
  signals: IdeaSignals,
  language: Language,
  options: UsersOptions,
): UsersReading {
  const byRules = usersByRules(signals, language);
  if (signals.ideaLanguage !== language) return byRules;
  const rules = { rule: byRules.named, description: byRules.description, unnamed: byRules.unnamed };
  options.onRules?.(rules);
  const weights = options.weights === undefined ? usersWeights() : options.weights;
  const chosen = weights && chooseUsers(weights, signals.text, signals.ideaLanguage, rules);
  if (!chosen || chosen.keepsBrief) return byRules;
  const party = chosen.phrase;
  const dependant = namesDependants(party);
  // A party's kind is its own word's (学员 in 驾校学员 are people), unless that word names nobody in particular.
  const head = namesPeople(chosen.head) || namesProfessionals(chosen.head) ? chosen.head : party;
  const audience = audienceOf(signals, head, namesPublicUsers(signals.text));
  return {
    named: byRules.named,
    customer: dependant ? undefined : party,
    audience: {
      value: audience.value,
      confidence: weighedConfidence(chosen.head, audience, byRules),
    },
    buyer: buyerOf(byRules, audience.value),
    dependants: dependant ? party : undefined,
    unnamed: false,
    description: party,
  };
}

/** The brief the offline analyst reads from an idea's signals and red flags. */
export function briefFromSignals(
  idea: string,
  signals: IdeaSignals,
  language: Language,
  users: UsersOptions = {},
): Brief {
  const lang: Lang = language === 'zh-CN' ? 'zh' : 'en';
  const { text } = signals;
  const ownWords = signals.ideaLanguage === language;
  const parts = industryParts(signals.industry);

  const {
    audience,
    dependants,
    unnamed,
    guessless,
    description: usersText,
    customer,
    buyer,
  } = readUsers(signals, language, users);
  const delivery = deliveryOf(signals, deliveryCues(text));
  const region = regionOf(signals, regionCues(text));
  // The red flags of the idea's region, named in the report's language.
  const redFlags = detectRedFlags(idea, language, { region: region.code, text });
  const nobodyPays = redFlags.some((flag) => flag.id === 'nobody-pays');
  // A model named in the story before the product ("广告主都跑了") is not this one's, when the
  // product's own is named after it.
  const revenue = revenueOf(signals, fromProductOn(revenueCues(text), text), nobodyPays);
  const guardians = dependants && ownWords ? GUARDIANS.exec(text.lower)?.[0] : undefined;
  // Who pays is read in the idea's own language whatever the report's; when the two differ, the
  // idea's words cannot be quoted in the report, so the payer keeps its kind and is named by it.
  const phrase = payerPhrase(text, customer ?? dependants);
  const usersNamed = customer ?? dependants;
  const payerReading =
    phrase && !ownWords
      ? {
          kind: phrase.kind,
          group:
            phrase.kind === 'businesses' && !sameGroup(phrase.group, usersNamed)
              ? BRIEF_TEXT.otherBusinesses[lang]
              : '',
        }
      : phrase;
  const payer = payerOf(
    signals,
    payerReading,
    payerCues(text),
    {
      kind: audience.value,
      description: usersText,
      dependants: dependants !== undefined,
      unnamed,
      guessless,
      guardians,
      buyer,
    },
    revenue,
    nobodyPays,
    lang,
  );
  const usersConfidence = signals.cues.vague ? lower(audience.confidence) : audience.confidence;

  const brief: Brief = {
    summary: capitalise(
      fill(
        BRIEF_TEXT.summary[lang],
        {
          // Nothing in the idea says what is delivered: the sentence does not assert a guess.
          delivery:
            delivery.confidence === 'low'
              ? BRIEF_TEXT.unknownDelivery[lang]
              : joinKinds(delivery.value, lang),
          users: usersText,
          market: marketName(parts, lang),
          payer: payer.description,
          revenue: REVENUE_TEXT[revenue.value][lang],
        },
        lang,
      ),
    ),
    industry: {
      id: parts.industry.id,
      name: parts.industry.name[lang],
      subNiche: parts.subNiche ? { id: parts.subNiche.id, name: parts.subNiche.name[lang] } : null,
      confidence: industryConfidence(signals),
    },
    users: { description: usersText, kind: audience.value, confidence: usersConfidence },
    payer: { description: payer.description, kind: payer.value, confidence: payer.confidence },
    revenueModel: {
      kind: revenue.value,
      description: REVENUE_TEXT[revenue.value][lang],
      confidence: revenue.confidence,
    },
    delivery: { kinds: delivery.value, confidence: delivery.confidence },
    region: { ...region, name: REGION_TEXT[region.code][lang] },
    regulatedDomains: signals.regulations.map(({ domain }) => ({
      id: domain.id,
      name: domain.name[lang],
    })),
    redFlags,
    unknowns: [],
  };
  const priced = namesAPrice(text);
  brief.unknowns = lowConfidenceFields(brief).map((field) =>
    field === 'revenueModel' && priced
      ? UNKNOWN_PRICED_REVENUE_TEXT[lang]
      : UNKNOWN_TEXT[field][lang],
  );
  return brief;
}

const QUESTION_ORDER: readonly BriefField[] = [
  'industry',
  'users',
  'payer',
  'revenueModel',
  'region',
  'delivery',
];

function confidenceOf(brief: Brief, field: BriefField): Confidence {
  return field === 'delivery' ? brief.delivery.confidence : brief[field].confidence;
}

export function lowConfidenceFields(brief: Brief): BriefField[] {
  return QUESTION_ORDER.filter((field) => confidenceOf(brief, field) === 'low');
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter((value) => value.trim() !== ''))];
}

/** Whether a description of who uses it says the idea names nobody (`UNNAMED_TEXT`, with or without a guess). */
const namesNobody = (description: string, lang: Lang) =>
  Object.values(UNNAMED_BARE_TEXT).some((text) => description.startsWith(text[lang]));

function suggestionsFor(
  field: BriefField,
  brief: Brief,
  signals: IdeaSignals,
  lang: Lang,
): string[] {
  switch (field) {
    case 'industry':
      return unique([
        ...signals.industries.map(({ industry }) => industryParts(industry).industry.name[lang]),
        BRIEF_TEXT.other[lang],
      ]).slice(0, 4);
    case 'users':
      return unique([
        // "People the idea does not name yet" is not an answer to offer.
        ...(namesNobody(brief.users.description, lang) ? [] : [brief.users.description]),
        (signals.angle ?? signals.industry).customer[lang],
        AUDIENCE_TEXT.consumers[lang],
        AUDIENCE_TEXT.businesses[lang],
      ]).slice(0, 4);
    case 'payer':
      return unique([
        namesNobody(brief.users.description, lang)
          ? SELF_UNNAMED_TEXT[brief.users.kind === 'consumers' ? 'consumers' : 'businesses'].bare[
              lang
            ]
          : fill(BRIEF_TEXT.selfPaying[lang], { users: brief.users.description }, lang),
        (signals.angle ?? signals.industry).customer[lang],
        PAYER_TEXT.advertisers[lang],
        PAYER_TEXT['public-sector'][lang],
      ]).slice(0, 4);
    case 'revenueModel':
      return (['subscription', 'commission', 'one-time-sale', 'service-fee'] as const).map((kind) =>
        capitalise(REVENUE_TEXT[kind][lang]),
      );
    case 'region':
      return (['us', 'europe', 'china', 'global'] as const).map((code) =>
        capitalise(REGION_TEXT[code][lang]),
      );
    case 'delivery':
      return (['software', 'service', 'physical-goods', 'hardware'] as const).map((kind) =>
        capitalise(DELIVERY_TEXT[kind][lang]),
      );
  }
}

/** Up to three questions, for the fields read with low confidence, most decisive first. */
export function questionsFor(
  brief: Brief,
  signals: IdeaSignals,
  language: Language,
): ClarifyingQuestion[] {
  const lang: Lang = language === 'zh-CN' ? 'zh' : 'en';
  return lowConfidenceFields(brief)
    .slice(0, 3)
    .map((field) => ({
      id: `confirm-${field}`,
      field,
      question: QUESTION_TEXT[field][lang],
      suggestions: suggestionsFor(field, brief, signals, lang),
    }));
}

/** The words the idea itself used for its market ("dog walking", "遛狗"), strongest first. */
function ideaTerms(signals: IdeaSignals): string {
  return (signals.industries[0]?.matched ?? []).slice(0, 2).join(' ');
}

function clip(query: string): string {
  const flat = query.replace(/\s+/g, ' ').trim();
  return flat.length > 200 ? flat.slice(0, 200).trimEnd() : flat;
}

/**
 * The research a deep analysis would run, in order: competitors, demand, pricing, each regulated
 * domain (at most two), channels, and technology for hardware or AI ideas.
 */
export function researchPlan(
  brief: Brief,
  signals: IdeaSignals,
  language: Language,
): ResearchQuery[] {
  const lang: Lang = language === 'zh-CN' ? 'zh' : 'en';
  const topic = clip(
    [brief.industry.subNiche?.name ?? brief.industry.name, ideaTerms(signals)].join(' '),
  );
  const customer = brief.users.description;
  const problemWords = signals.cues.pain.slice(0, 2).join(' ');
  const region = brief.region.code === 'global' ? '' : brief.region.name;
  const vars = {
    topic,
    customer,
    problem: problemWords || topic,
    revenue: brief.revenueModel.kind === 'unclear' ? '' : brief.revenueModel.description,
    region,
  };
  const plan: ResearchQuery[] = [
    { area: 'competitors', query: clip(fill(PLAN_TEXT.competitors[lang], vars, lang)) },
    { area: 'demand', query: clip(fill(PLAN_TEXT.demand[lang], vars, lang)) },
    { area: 'pricing', query: clip(fill(PLAN_TEXT.pricing[lang], vars, lang)) },
  ];
  for (const domain of brief.regulatedDomains.slice(0, 2)) {
    plan.push({
      area: 'regulation',
      query: clip(fill(PLAN_TEXT.regulation[lang], { ...vars, domain: domain.name }, lang)),
    });
  }
  plan.push({ area: 'channels', query: clip(fill(PLAN_TEXT.channels[lang], vars, lang)) });
  const technical = signals.models.some((m) => m.model.id === 'hardware' || m.model.id === 'ai');
  if (technical)
    plan.push({ area: 'technology', query: clip(fill(PLAN_TEXT.technology[lang], vars, lang)) });
  return plan;
}

/** The offline analyst's whole reading: the brief, its questions and the research plan. */
export function readingFromSignals(
  idea: string,
  signals: IdeaSignals,
  language: Language,
): BriefReading {
  const brief = briefFromSignals(idea, signals, language);
  return {
    brief,
    questions: questionsFor(brief, signals, language),
    plan: researchPlan(brief, signals, language),
  };
}
