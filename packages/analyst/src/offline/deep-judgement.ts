import type { Brief } from '@idealens/shared/brief';
import type { Language } from '@idealens/shared/simple-report';
import type { IdeaSignals } from './detect.ts';
import type { Bilingual } from './knowledge/types.ts';
import type { Assessment, ScoreFactor } from './score.ts';

/**
 * What a deep analysis weighs beyond the quick one (issue 16, §4): the quick score reads the
 * idea; the deep one also weighs how far the brief could be confirmed and the rules of the
 * idea's own market. Each step is a factor of its own, so the report can say why the two differ.
 */

/** A market the analyst could not confirm: competitors and rules may be the wrong ones. */
const UNCONFIRMED_MARKET = -0.4;
/** Licences of a high-severity domain in the market the idea names, on top of the general cost. */
const REGULATED_IN_MARKET = -0.3;
/** Users, payer and revenue model all read with high confidence: a business that can be tested. */
const COMPLETE_READING = 0.3;
/** Several open questions left after the brief. */
const OPEN_QUESTIONS = -0.3;
const OPEN_QUESTIONS_FROM = 3;

export function deepFactors(signals: IdeaSignals, brief: Brief): ScoreFactor[] {
  const factors: ScoreFactor[] = [];
  if (brief.industry.confidence === 'low') {
    factors.push({ id: 'deep:unconfirmed-market', delta: UNCONFIRMED_MARKET });
  }
  const highlyRegulated = signals.regulations.some((r) => r.severity === 'high');
  if (highlyRegulated && brief.region.stated) {
    factors.push({ id: 'deep:regulated-in-market', delta: REGULATED_IN_MARKET });
  }
  const complete = [brief.users, brief.payer, brief.revenueModel].every(
    (field) => field.confidence === 'high',
  );
  if (complete) factors.push({ id: 'deep:complete-reading', delta: COMPLETE_READING });
  if (brief.unknowns.length >= OPEN_QUESTIONS_FROM) {
    factors.push({ id: 'deep:open-questions', delta: OPEN_QUESTIONS });
  }
  return factors;
}

/** The quick assessment with the deep analysis' own factors added. */
export function withDeepJudgement(assessment: Assessment, signals: IdeaSignals, brief: Brief) {
  return { ...assessment, factors: [...assessment.factors, ...deepFactors(signals, brief)] };
}

export const DEEP_FACTOR_TEXT: Record<string, Bilingual> = {
  'deep:unconfirmed-market': {
    en: 'the market could not be confirmed from the idea, so its competitors and rules may not apply',
    zh: '无法从想法中确认所属市场，相关竞争对手和规则可能并不适用',
  },
  'deep:regulated-in-market': {
    en: 'the licences of this regulated domain apply in {region}, the market the idea names',
    zh: '该受监管领域的牌照要求适用于想法点名的市场（{region}）',
  },
  'deep:complete-reading': {
    en: 'who uses it, who pays and how it earns are all stated, so the business can be tested quickly',
    zh: '谁用、谁付费、怎么赚钱都已说明，商业模式可以很快验证',
  },
  'deep:open-questions': {
    en: 'several basic questions about the business are still open',
    zh: '关于商业模式的几个基本问题仍未明确',
  },
};

const DIFFERENCE: Record<'up' | 'down', Bilingual> = {
  up: {
    en: 'The deep review scores {delta} above the quick estimate ({quick}/10): {reasons}.',
    zh: '深度评估比快速估计（{quick}/10）高 {delta} 分：{reasons}。',
  },
  down: {
    en: 'The deep review scores {delta} below the quick estimate ({quick}/10): {reasons}.',
    zh: '深度评估比快速估计（{quick}/10）低 {delta} 分：{reasons}。',
  },
};

/**
 * The sentence that says why the deep score differs from the quick one, in the report's
 * language; undefined when the deep analysis added nothing.
 */
export function differenceFinding(
  quick: number,
  factors: readonly ScoreFactor[],
  vars: Readonly<Record<string, string>>,
  language: Language,
): string | undefined {
  const deep = factors.filter((factor) => factor.id.startsWith('deep:'));
  const total = deep.reduce((sum, factor) => sum + factor.delta, 0);
  if (deep.length === 0 || Math.abs(total) < 0.05) return undefined;
  const lang = language === 'zh-CN' ? 'zh' : 'en';
  const fillVars = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
  const reasons = deep
    .map((factor) => {
      const text = DEEP_FACTOR_TEXT[factor.id]?.[lang] ?? factor.id;
      const amount = `${factor.delta > 0 ? '+' : '−'}${Math.abs(factor.delta).toFixed(1)}`;
      return lang === 'en' ? `${fillVars(text)} (${amount})` : `${fillVars(text)}（${amount}）`;
    })
    .join(lang === 'en' ? '; ' : '；');
  return fillVars(DIFFERENCE[total > 0 ? 'up' : 'down'][lang])
    .replace('{delta}', Math.abs(total).toFixed(1))
    .replace('{quick}', quick.toFixed(1))
    .replace('{reasons}', reasons);
}
