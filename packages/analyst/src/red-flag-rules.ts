import {
  type Brief,
  hasUnlawfulRedFlag,
  RED_FLAG_KINDS,
  type RedFlag,
} from '@idealens/shared/brief';
import type { Language, SimpleReportBody } from '@idealens/shared/simple-report';
import { hasCjk } from './offline/text.ts';

/**
 * The rules red flags impose on every report, whatever engine wrote it (issue 16, §3): an idea
 * with an unlawful red flag is never recommended in any form. They live in code, never in a
 * prompt, so no model can talk its way past them.
 */

/** The highest quick score an unlawful idea can get: "low" feasibility, whatever else it has. */
export const UNLAWFUL_SCORE_CAP = 2;
/** A deep report's execution risk with an unlawful red flag: the legal exposure is the risk. */
export const UNLAWFUL_RISK_SCORE = 0.5;

const KIND_ORDER = new Map(RED_FLAG_KINDS.map((kind, index) => [kind, index]));

/**
 * The red flags of a brief: the engine's own and those found in code, each id once (the code's
 * wording wins, it names the law), unlawful first, then safety-critical, then fatal flaws.
 */
export function mergeRedFlags(
  engineFlags: readonly RedFlag[],
  codeFlags: readonly RedFlag[],
): RedFlag[] {
  const byId = new Map<string, RedFlag>();
  for (const flag of [...codeFlags, ...engineFlags])
    if (!byId.has(flag.id)) byId.set(flag.id, flag);
  return [...byId.values()]
    .sort((a, b) => (KIND_ORDER.get(a.kind) ?? 0) - (KIND_ORDER.get(b.kind) ?? 0))
    .slice(0, 8);
}

const TEXT = {
  doNotLaunch: {
    'en-US':
      'Do not launch this as described: {reason} Take legal advice and redesign the idea around the approval it needs before spending on anything else.',
    'zh-CN':
      '不要按现在的描述上线：{reason}请先咨询律师，围绕所需的审批或资质重新设计方案，再考虑其他投入。',
  },
  notBefore: {
    'en-US':
      'Not investable in its current form: not before the legal question is settled. {reason}',
    'zh-CN': '以目前的形态不建议投资：在法律问题解决之前不宜启动。{reason}',
  },
} as const;

/** The timing advice of a deep report whose idea is unlawful as described. */
export function unlawfulTiming(reasons: readonly string[], language: Language): string {
  return TEXT.notBefore[language].replace(
    '{reason}',
    reasons.join(language === 'zh-CN' ? '' : ' '),
  );
}

function ensureSentence(text: string): string {
  return /[.!?。！？]$/u.test(text.trim())
    ? text.trim()
    : `${text.trim()}${hasCjk(text) ? '。' : '.'}`;
}

/**
 * A quick report under the brief's red flags: with an unlawful flag the score is held at
 * UNLAWFUL_SCORE_CAP (feasibility low), the legal reasons are the first challenges and the first
 * suggestion is not to launch as described.
 */
export function applyRedFlagsToSimple(
  body: SimpleReportBody,
  brief: Pick<Brief, 'redFlags'>,
  language: Language,
): SimpleReportBody {
  if (!hasUnlawfulRedFlag(brief)) return body;
  const reasons = brief.redFlags.filter((f) => f.kind === 'unlawful').map((f) => f.reason);
  const first = reasons[0] ?? '';
  const unique = (items: readonly string[]) => [...new Set(items)];
  return {
    ...body,
    core_analysis: { ...body.core_analysis, feasibility_level: 'low' },
    recommendations: {
      ...body.recommendations,
      feasibility_score: Math.min(body.recommendations.feasibility_score, UNLAWFUL_SCORE_CAP),
      main_challenges: unique([...reasons, ...body.recommendations.main_challenges]).slice(0, 6),
      key_suggestions: unique([
        TEXT.doNotLaunch[language].replace('{reason}', ensureSentence(first)),
        ...body.recommendations.key_suggestions,
      ]).slice(0, 6),
      next_step: TEXT.doNotLaunch[language].replace('{reason}', ensureSentence(first)),
    },
  };
}
