import { SCORE_DIMENSIONS } from '@idealens/shared/full-report-terms';
import {
  DEFAULT_SCORE_WEIGHTS,
  SCORE_CONTEXT_MIN_COMPARED,
  SCORE_WEIGHT_BOUNDS,
  VERDICT_THRESHOLDS,
} from '@idealens/shared/scoring-terms';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatPercent, formatScore } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { scoreDistributionQuery } from '../api/get-score-distribution.ts';
import { ScoreHistogram } from './score-histogram.tsx';

const BRIEF_FIELDS = [
  'industry',
  'users',
  'payer',
  'revenueModel',
  'delivery',
  'region',
  'confidence',
] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-semibold text-xl text-zinc-900 tracking-tight sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 space-y-3 text-base text-zinc-700 leading-relaxed">{children}</div>
    </section>
  );
}

/** The instance's scores, one histogram per engine and type that has any. */
function ScoreDistributionCharts() {
  const { t } = useTranslation('methodology');
  const distribution = useQuery(scoreDistributionQuery());
  if (distribution.isPending) return <p className="text-zinc-600">{t('distribution.loading')}</p>;
  if (distribution.isError) return <p className="text-zinc-600">{t('distribution.error')}</p>;
  const shown = distribution.data.series.filter((series) => series.total > 0);
  if (shown.length === 0) return <p className="text-zinc-600">{t('distribution.empty')}</p>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {shown.map((series) => (
        <ScoreHistogram key={`${series.engine}-${series.type}`} series={series} />
      ))}
    </div>
  );
}

/** /methodology: the brief, the scoring, verdicts and red flags, the engines, research, scores. */
export function MethodologyPage() {
  const { t, i18n } = useTranslation('methodology');
  const locale = i18n.language;
  const title = t('title');
  useDocumentTitle(title);

  return (
    <Container maxWidth="4xl" className="py-10 sm:py-14">
      <PageHeader title={title} subtitle={t('intro')} />

      <Section id="methodology-brief" title={t('brief.heading')}>
        <p>{t('brief.lead')}</p>
        <ul className="list-disc space-y-2 pl-5">
          {BRIEF_FIELDS.map((field) => (
            <li key={field}>{t(`brief.fields.${field}`)}</li>
          ))}
        </ul>
      </Section>

      <Section id="methodology-dimensions" title={t('dimensions.heading')}>
        <p>
          {t('dimensions.lead', {
            min: formatPercent(SCORE_WEIGHT_BOUNDS.min, locale),
            max: formatPercent(SCORE_WEIGHT_BOUNDS.max, locale),
          })}
        </p>
        <ul className="grid gap-3">
          {SCORE_DIMENSIONS.map((name) => (
            <li key={name}>
              <Card className="flex items-start justify-between gap-4 p-4">
                <div>
                  <h3 className="font-semibold text-zinc-900">
                    {t(`dimensions.items.${name}.name`)}
                  </h3>
                  <p className="mt-1 text-sm text-zinc-700">{t(`dimensions.items.${name}.body`)}</p>
                </div>
                <p className="shrink-0 text-right">
                  <span className="block text-xs text-zinc-600">{t('dimensions.weight')}</span>
                  <span className="font-semibold text-lg text-zinc-900 tabular-nums">
                    {formatPercent(DEFAULT_SCORE_WEIGHTS[name], locale)}
                  </span>
                </p>
              </Card>
            </li>
          ))}
        </ul>
        <p>{t('dimensions.quick')}</p>
      </Section>

      <Section id="methodology-verdicts" title={t('verdicts.heading')}>
        <p>{t('verdicts.lead')}</p>
        <ul className="list-disc space-y-2 pl-5">
          <li className="font-medium text-zinc-900">{t('verdicts.unlawful')}</li>
          <li>
            {t('verdicts.strong', {
              from: formatScore(VERDICT_THRESHOLDS.strongRecommendFrom, locale),
            })}
          </li>
          <li>
            {t('verdicts.not', {
              below: formatScore(VERDICT_THRESHOLDS.notRecommendBelow, locale),
              belowWithFlags: formatScore(VERDICT_THRESHOLDS.notRecommendWithRedFlagsBelow, locale),
            })}
          </li>
          <li>{t('verdicts.caveats')}</li>
        </ul>
      </Section>

      <Section id="methodology-red-flags" title={t('redFlags.heading')}>
        <p>{t('redFlags.lead')}</p>
        <ul className="list-disc space-y-2 pl-5">
          <li>{t('redFlags.unlawful')}</li>
          <li>{t('redFlags.safety')}</li>
          <li>{t('redFlags.fatal')}</li>
        </ul>
      </Section>

      <Section id="methodology-engines" title={t('engines.heading')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="p-5">
            <h3 className="font-semibold text-zinc-900">{t('engines.offline.name')}</h3>
            <p className="mt-2 text-sm">{t('engines.offline.body')}</p>
            <p className="mt-2 text-sm">{t('engines.offline.can')}</p>
            <p className="mt-2 text-sm">{t('engines.offline.cannot')}</p>
          </Card>
          <Card className="p-5">
            <h3 className="font-semibold text-zinc-900">{t('engines.llm.name')}</h3>
            <p className="mt-2 text-sm">{t('engines.llm.body')}</p>
            <p className="mt-2 text-sm">{t('engines.llm.limits')}</p>
          </Card>
        </div>
      </Section>

      <Section id="methodology-research" title={t('research.heading')}>
        <p>{t('research.body')}</p>
      </Section>

      <Section id="methodology-percentile" title={t('percentile.heading')}>
        <p>{t('percentile.body', { needed: SCORE_CONTEXT_MIN_COMPARED })}</p>
      </Section>

      <Section id="methodology-distribution" title={t('distribution.heading')}>
        <p>{t('distribution.lead')}</p>
        <ScoreDistributionCharts />
      </Section>
    </Container>
  );
}
