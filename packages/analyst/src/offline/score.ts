import type { Brief, RedFlag } from '@idealens/shared/brief';
import type { Level } from '@idealens/shared/simple-report';
import type { JudgementCues } from './brief-cues.ts';
import type { IdeaSignals } from './detect.ts';
import type { Severity } from './knowledge/types.ts';
import { type ScoreCues, scoreCues } from './score-cues.ts';
import type { IdeaText } from './text.ts';

/** One explainable adjustment to the feasibility score. */
export interface ScoreFactor {
  id: string;
  delta: number;
}

export interface Assessment {
  /** 0-10, one decimal. */
  score: number;
  feasibility: Level;
  competition: Level;
  difficulty: Level;
  /** The industry base first, then every adjustment: they sum to the score before clamping. */
  factors: ScoreFactor[];
  /** The red flags the score weighed (fatal flaws and safety-critical work move it). */
  redFlags: readonly RedFlag[];
  /** The brief the score weighed, when there was one. */
  brief?: ScoreContext['brief'];
  /** The idea's words behind the factors that quote them (price, figures, copy, edge, need). */
  cues?: ScoreCues;
}

const LEVELS: readonly Level[] = ['low', 'medium', 'high'];
const REGULATION_PENALTY: Record<Severity, number> = { high: 0.7, medium: 0.4, low: 0.2 };
const MAX_REGULATION_PENALTY = 1.2;
const MIN_SCORE = 1;
const MAX_SCORE = 9.5;

function atLeast(level: Level, floor: Level): Level {
  return LEVELS.indexOf(level) >= LEVELS.indexOf(floor) ? level : floor;
}

function raise(level: Level): Level {
  return LEVELS[Math.min(LEVELS.indexOf(level) + 1, LEVELS.length - 1)] ?? level;
}

function lower(level: Level): Level {
  return LEVELS[Math.max(LEVELS.indexOf(level) - 1, 0)] ?? level;
}

export function feasibilityLevel(score: number): Level {
  if (score >= 7) return 'high';
  if (score >= 4.5) return 'medium';
  return 'low';
}

/** Competition as the customer will feel it: a clear local or named niche softens an intense market. */
function competitionOf(signals: IdeaSignals): Level {
  const { competition } = signals.industry;
  const niche = signals.cues.local.length > 0 && signals.cues.namedCustomer;
  return competition === 'high' && niche ? lower(competition) : competition;
}

/** Difficulty starts from the industry and rises with hardware, AI, marketplaces and heavy regulation. */
function difficultyOf(signals: IdeaSignals): Level {
  let difficulty = signals.industry.difficulty;
  for (const { model } of signals.models) {
    if (model.minDifficulty) difficulty = atLeast(difficulty, model.minDifficulty);
  }
  if (signals.regulations.some((r) => r.severity === 'high')) difficulty = raise(difficulty);
  if (signals.cues.capitalHeavy.length > 0) difficulty = 'high';
  return difficulty;
}

/** What the score weighs beyond the idea's signals: its brief and an investor's cues. */
export interface ScoreContext {
  brief?: Pick<
    Brief,
    'redFlags' | 'revenueModel' | 'payer' | 'region' | 'users' | 'industry' | 'delivery'
  >;
  judgement?: JudgementCues;
  /** The idea itself, for the cues read from its words (`score-cues.ts`). */
  text?: IdeaText;
}

/** The score's cues of the last idea read: `assess` asks twice, the reading is done once. */
let lastCues: { text: IdeaText; cues: ScoreCues } | undefined;
function scoreCuesOf(text: IdeaText): ScoreCues {
  if (lastCues?.text !== text) lastCues = { text, cues: scoreCues(text) };
  return lastCues.cues;
}

/** The share of an industry's implied rules that software sold to that trade carries. */
const TRADE_SHARE = 0.5;

/**
 * Whether a business buys it, read at least as sure as `atLeast`: the users are a business, or a
 * business or an insurer pays for what others use ("for hospitals… nurses log it").
 */
function businessBuys(brief: Pick<Brief, 'users' | 'payer'>, atLeast: 'medium' | 'high'): boolean {
  const sureEnough = (confidence: string) =>
    atLeast === 'high' ? confidence === 'high' : confidence !== 'low';
  const { users, payer } = brief;
  return (
    (users.kind === 'businesses' && sureEnough(users.confidence)) ||
    ((payer.kind === 'businesses' || payer.kind === 'insurers') && sureEnough(payer.confidence))
  );
}

function sellsSoftwareToBusinesses(signals: IdeaSignals, brief: ScoreContext['brief']): boolean {
  if (!brief || !businessBuys(brief, 'medium')) return false;
  if (signals.models.some(({ model }) => model.id === 'hardware')) return false;
  const { kinds } = brief.delivery;
  return kinds.includes('software') && !kinds.includes('hardware');
}

/** Brief fields read with low confidence from which the business counts as unclear. */
const UNCLEAR_FROM = 3;

/** A fatal flaw (a market too small, nobody who pays) weighs more than any other signal. */
const FATAL_FLAW_PENALTY = 1.8;
/** A failure that can hurt people means more testing, certification and liability. */
const SAFETY_PENALTY = 0.3;
const MAX_SAFETY_PENALTY = 0.6;
/** A price with its unit (per seat, per truck, 按门店): the founder has tested what a customer pays. */
const PRICED = 0.3;
/** A figure on the pain or the gain (hours saved, money recovered, 损耗降了3个点): a return to check. */
const QUANTIFIED_RETURN = 0.6;
/** Neither who pays nor how it earns is stated: the first question of any investor is left open. */
const PAYER_UNSTATED = -0.4;
/** An edge an incumbent can copy overnight (cheaper, nicer design). */
const THIN_EDGE = -0.4;
/** The founder does not know yet who needs it: a solution looking for a problem. */
const NO_KNOWN_NEED = -0.6;
/** Money put off until there are users ("monetize later"): the model is a hope, not a plan. */
const REVENUE_LATER = -0.4;
/** Sized by a whole market ("a $100B market", 14亿人口) instead of by the customers it can win. */
const TOP_DOWN_MARKET = -0.4;

/**
 * The feasibility score: the industry's base, minus regulation, hardware, marketplace cold start,
 * intense competition, vagueness, AI-for-its-own-sake, factory-scale capital needs, fatal flaws
 * and safety-critical work; plus a named customer, a clear pain, a B2B return and a light build.
 * Nothing that is a weakness earns a bonus: a local-only market and few competitors move
 * nothing (a niche can be a foothold or a ceiling; few competitors can mean little demand).
 * Every step is recorded in `factors`.
 */
export function assess(signals: IdeaSignals, context: ScoreContext = {}): Assessment {
  const redFlags = context.brief?.redFlags ?? [];
  const competition = competitionOf(signals);
  const difficulty = difficultyOf(signals);
  const factors: ScoreFactor[] = [
    { id: `industry:${signals.industry.id}`, delta: signals.industry.baseScore },
  ];
  const add = (id: string, delta: number) => {
    if (delta !== 0) factors.push({ id, delta });
  };

  // Software sold to businesses of a regulated trade does not carry that trade's licence: its
  // customers do: it carries their compliance work (data protection, audit trails), not their
  // licences. Those rules weigh half for it, as a factor of their own so the report can say so.
  const toolForTrade = sellsSoftwareToBusinesses(signals, context.brief);
  let own = 0;
  let customers = 0;
  for (const r of signals.regulations) {
    if (toolForTrade) {
      customers += REGULATION_PENALTY[r.severity] * TRADE_SHARE;
    } else own += REGULATION_PENALTY[r.severity];
  }
  const ownPenalty = Math.min(own, MAX_REGULATION_PENALTY);
  const customersPenalty = Math.min(customers, MAX_REGULATION_PENALTY - ownPenalty);
  add('regulation', -ownPenalty);
  add('customer-regulation', -Math.round(customersPenalty * 100) / 100);
  for (const { model } of signals.models) add(`model:${model.id}`, model.scoreDelta);
  add('competition', competition === 'high' ? -0.4 : 0);
  add('difficulty', difficulty === 'high' ? -0.3 : difficulty === 'low' ? 0.3 : 0);

  const { cues } = signals;
  if (cues.vague) add('vague', -1.2);
  if (cues.aiWithoutProblem) add('ai-without-problem', -0.5);
  if (cues.global.length > 0) add('global-ambition', -0.3);
  if (cues.capitalHeavy.length > 0) add('capital-heavy', -1);
  if (cues.namedCustomer) add('named-customer', 0.4);
  if (cues.pain.length > 0) add('clear-pain', 0.4);
  // A return the idea puts a figure on (below) is the same return, counted once.
  const figured = context.text !== undefined && scoreCuesOf(context.text).quantified.length > 0;
  if (cues.b2bRoi && !figured) add('b2b-roi', 0.5);
  const fatal = redFlags.filter((flag) => flag.kind === 'fatal-flaw').length;
  if (fatal > 0) add('fatal-flaw', -FATAL_FLAW_PENALTY * fatal);
  const safety = redFlags.filter((flag) => flag.kind === 'safety-critical').length;
  if (safety > 0) add('safety-critical', -Math.min(SAFETY_PENALTY * safety, MAX_SAFETY_PENALTY));

  // What an investor reads beyond the market: a business model and a payer the idea states, a
  // launch market it names, customers it already has; a copy of a known product, a claim of no
  // competition (more often no demand than an open field), a business it leaves unclear.
  const { brief, judgement } = context;
  const words = context.text ? scoreCuesOf(context.text) : undefined;
  if (brief?.revenueModel.confidence === 'high') add('stated-model', 0.4);
  if (words && words.priced.length > 0) add('priced', PRICED);
  if (words && words.quantified.length > 0) add('quantified-return', QUANTIFIED_RETURN);
  if (brief?.payer.confidence === 'high') add('named-payer', 0.2);
  if (brief && businessBuys(brief, 'high')) add('business-buyer', 0.3);
  const payerUnstated =
    brief?.payer.confidence === 'low' && brief.revenueModel.confidence === 'low';
  if (payerUnstated) add('payer-unstated', PAYER_UNSTATED);
  if (brief?.region.stated) add('named-market', 0.2);
  if (judgement && judgement.traction.length > 0) add('traction', 0.6);
  const copied = (judgement?.meToo.length ?? 0) > 0 || (words?.copied.length ?? 0) > 0;
  if (copied) add('me-too', -0.8);
  if (words && words.thinEdge.length > 0 && words.quantified.length === 0) {
    add('thin-edge', THIN_EDGE);
  }
  if (words && words.noKnownNeed.length > 0) add('no-known-need', NO_KNOWN_NEED);
  if (words && words.revenueLater.length > 0) add('revenue-later', REVENUE_LATER);
  if (words && words.topDown.length > 0) add('top-down-market', TOP_DOWN_MARKET);
  if (judgement && judgement.noCompetition.length > 0) add('claims-no-competition', -0.5);
  const unclear = brief
    ? [brief.industry, brief.users, brief.payer, brief.revenueModel].filter(
        (field) => field.confidence === 'low',
      ).length
    : 0;
  if (unclear >= UNCLEAR_FROM) add('unclear-business', -0.6);

  const raw = factors.reduce((sum, f) => sum + f.delta, 0);
  const score = Math.round(Math.min(MAX_SCORE, Math.max(MIN_SCORE, raw)) * 10) / 10;
  return {
    score,
    feasibility: feasibilityLevel(score),
    competition,
    difficulty,
    factors,
    redFlags,
    brief: context.brief,
    cues: words && {
      ...words,
      // The copy the brief's judgement found, when the score's own words found none.
      copied: words.copied.length > 0 ? words.copied : (judgement?.meToo ?? []),
    },
  };
}
