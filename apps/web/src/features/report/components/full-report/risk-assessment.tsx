import { placeRisks } from '@idealens/shared/risk-matrix';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { cn } from '../../../../lib/cn.ts';
import { formatPercent } from '../../../../lib/format.ts';
import { BulletList, NoneIdentified } from '../bullet-list.tsx';
import { LevelBadge } from '../level-badge.tsx';
import { Field, SubHeading } from '../report-section.tsx';
import { RiskMatrix, RiskNumber } from './risk-matrix.tsx';
import type { ReportSectionData } from './section-types.ts';

const riskCard =
  'rounded-lg border border-zinc-200 p-4 text-sm print:break-inside-avoid print:border-zinc-400';

type Risks = ReportSectionData<'risk_assessment'>;

/**
 * Risk assessment: the probability × impact matrix beside the lists (where the report rates a
 * risk on both), technical risks by severity with their mitigation, market risks by probability
 * (a whole percent) with their impact, and compliance (GDPR, regional issues).
 */
export function RiskAssessment({ risks }: { risks: Risks }) {
  const { t, i18n } = useTranslation('report');
  const locale = i18n.language;
  const { technical_risks: technical, market_risks: market, compliance_risks: compliance } = risks;
  const placed = placeRisks(risks);
  // A matrix without a single risk rated on both axes would place nothing: older reports go without.
  const matrix = placed.some((risk) => risk.probability !== null && risk.impact !== null);
  // Beside the matrix a card is narrow: its ratings go under its title.
  const cardHeader = cn(
    'flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between',
    matrix && 'lg:flex-col lg:justify-start',
  );

  return (
    <div className="grid gap-8">
      <div
        className={cn(
          'grid gap-8',
          matrix && 'lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start print:block',
        )}
      >
        {matrix ? (
          <div className="lg:sticky lg:top-24 lg:order-last print:mb-8">
            <RiskMatrix risks={placed} />
          </div>
        ) : null}
        <div className="grid gap-8">
          <div>
            <SubHeading>{t('risk.technical')}</SubHeading>
            {technical.length > 0 ? (
              <ul className="mt-3 grid gap-3">
                {technical.map((risk, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose texts may repeat
                  <li key={`${index}-${risk.risk_point}`} className={riskCard}>
                    <div className={cardHeader}>
                      <div className="flex items-start gap-2.5">
                        {matrix ? (
                          <RiskNumber risk={{ number: index + 1, kind: 'technical' }} />
                        ) : null}
                        <p className="pt-0.5 font-medium text-zinc-900">{risk.risk_point}</p>
                      </div>
                      <dl className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1">
                        <dt className="text-xs text-zinc-500">{t('risk.severity')}</dt>
                        <dd>
                          <LevelBadge scale="severity" level={risk.severity} />
                        </dd>
                        {risk.probability === undefined ? null : (
                          <>
                            <dt className="ml-1 text-xs text-zinc-500">{t('risk.probability')}</dt>
                            <dd className="font-semibold text-zinc-900 tabular-nums">
                              {formatPercent(risk.probability, locale)}
                            </dd>
                          </>
                        )}
                      </dl>
                    </div>
                    <dl className="mt-3">
                      <Field label={t('risk.mitigation')}>{risk.mitigation}</Field>
                    </dl>
                  </li>
                ))}
              </ul>
            ) : (
              <NoneIdentified className="mt-3" />
            )}
          </div>

          <div>
            <SubHeading>{t('risk.market')}</SubHeading>
            {market.length > 0 ? (
              <ul className="mt-3 grid gap-3">
                {market.map((risk, index) => {
                  const probability = formatPercent(risk.probability, locale);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a static list whose texts may repeat
                    <li key={`${index}-${risk.risk_type}`} className={riskCard}>
                      <div className={cardHeader}>
                        <div className="flex items-start gap-2.5">
                          {matrix ? (
                            <RiskNumber
                              risk={{ number: technical.length + index + 1, kind: 'market' }}
                            />
                          ) : null}
                          <p className="pt-0.5 font-medium text-zinc-900">{risk.risk_type}</p>
                        </div>
                        <dl className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1">
                          <dt className="text-xs text-zinc-500">{t('risk.probability')}</dt>
                          <dd className="font-semibold text-zinc-900 tabular-nums">
                            {probability}
                          </dd>
                          {risk.impact === undefined ? null : (
                            <>
                              <dt className="ml-1 text-xs text-zinc-500">
                                {t('risk.impactLevel')}
                              </dt>
                              <dd>
                                <LevelBadge scale="severity" level={risk.impact} />
                              </dd>
                            </>
                          )}
                        </dl>
                      </div>
                      <ProgressBar
                        thickness="thin"
                        tone="warning"
                        className="mt-2"
                        value={risk.probability}
                        max={1}
                      />
                      <dl className="mt-3">
                        <Field label={t('risk.impact')}>{risk.impact_analysis}</Field>
                      </dl>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <NoneIdentified className="mt-3" />
            )}
          </div>
        </div>
      </div>

      <div className="print:break-inside-avoid">
        <SubHeading>{t('risk.compliance')}</SubHeading>
        <dl className="mt-3 grid gap-5 md:grid-cols-[auto_1fr] md:gap-8">
          <Field label={t('risk.gdpr')}>
            {compliance.gdpr_concerns ? (
              <Badge tone="warning" size="md" data-gdpr="yes">
                <ShieldAlert aria-hidden="true" className="size-4" />
                {t('risk.yes')}
              </Badge>
            ) : (
              <Badge tone="success" size="md" data-gdpr="no">
                <ShieldCheck aria-hidden="true" className="size-4" />
                {t('risk.no')}
              </Badge>
            )}
          </Field>
          <Field label={t('risk.regionIssues')}>
            <BulletList className="mt-1" items={compliance.region_specific_issues} />
          </Field>
        </dl>
      </div>
    </div>
  );
}
