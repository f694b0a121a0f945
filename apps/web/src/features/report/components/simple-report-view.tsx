import type { Brief } from '@idealens/shared/brief';
import type { ScoreEngine } from '@idealens/shared/scoring-terms';
import type { SimpleReportView as SimpleReport } from '@idealens/shared/simple-report-shapes';
import {
  CircleArrowRight,
  Compass,
  Flag,
  Gauge,
  Lightbulb,
  Sparkles,
  TriangleAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BriefRedFlags } from '../../../components/brief-red-flags.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatScore } from '../../../lib/format.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useReportPageClasses } from '../report-page-classes.ts';
import { type ReportSource, UNSAVED_REPORT } from '../report-source.ts';
import { BriefPanel } from './brief-panel.tsx';
import { BrokenDataNotice } from './broken-data-notice.tsx';
import { ExportMenu } from './export-menu.tsx';
import { IdeaQuote } from './idea-quote.tsx';
import { LevelBadge } from './level-badge.tsx';
import { ReportHeading } from './report-heading.tsx';
import { Fallback, Field, ReportSection } from './report-section.tsx';
import { ReportToolbar } from './report-toolbar.tsx';
import { ScoreContextLine } from './score-context-line.tsx';

/**
 * What a quick report's reader can ask of the review step (it lives with the idea form, in
 * features/home; the page that shows the report opens it): correct what the analyst understood,
 * or, signed in, run a deep analysis of the same idea.
 */
export type ReportReviewMode = 'correct' | 'deep-from-report';

export type SimpleReportViewProps = {
  report: SimpleReport;
  /** What the analyst understood (null for a report made before briefs existed). */
  brief: Brief | null;
  /** The idea as the user typed it, when known. */
  idea: string | null;
  /** The engine that wrote it, when known: its score is compared with that engine's. */
  engine?: ScoreEngine | null;
  onBack: () => void;
  /** Opens the review step with this report's brief; absent, the report offers none. */
  onReview?: (mode: ReportReviewMode) => void;
  /** Where the report comes from (what it exports, how it shares): unsaved unless said. */
  source?: ReportSource;
  /** Its heading and tab title; "Quick analysis report" unless said (a shared report's title). */
  title?: string;
  /** Above the report (a shared report says so there). */
  banner?: ReactNode;
};

/** The quick analysis report (spec: "Simple report view"). */
export function SimpleReportView({
  report,
  brief,
  idea,
  engine = null,
  onBack,
  onReview,
  source = UNSAVED_REPORT,
  title: givenTitle,
  banner,
}: SimpleReportViewProps) {
  const { t, i18n } = useTranslation('result');
  const pageClasses = useReportPageClasses();
  const locale = i18n.language;
  const title = givenTitle ?? t('simple.title');
  useDocumentTitle(title);

  const { coreAnalysis, quickAssessment, recommendations, meta } = report;
  const broken = report.missingFields.length > 0;
  const signedIn = useAuth().status === 'authenticated';

  return (
    <Container maxWidth="4xl" className={pageClasses}>
      {banner}
      <ReportToolbar onBack={onBack} source={source} />

      <ReportHeading
        title={title}
        meta={meta}
        badge={
          <Badge tone="accent" className="print:hidden">
            <Sparkles aria-hidden="true" className="size-3.5" />
            {t('simple.badge')}
          </Badge>
        }
      />

      <BriefRedFlags brief={brief} />

      {broken ? <BrokenDataNotice /> : null}

      {idea ? <IdeaQuote idea={idea} /> : null}

      <BriefPanel brief={brief} onCorrect={onReview ? () => onReview('correct') : undefined} />

      <ReportSection title={t('simple.core.title')} icon={Lightbulb}>
        <dl className="grid gap-6 md:grid-cols-2">
          <Field label={t('simple.core.problem')}>
            {coreAnalysis.coreProblem ?? <Fallback>{t('simple.defaults.coreProblem')}</Fallback>}
          </Field>
          <Field label={t('simple.core.value')}>
            {coreAnalysis.valueProposition ?? (
              <Fallback>{t('simple.defaults.valueProposition')}</Fallback>
            )}
          </Field>
          <Field label={t('simple.core.feasibility')}>
            <LevelBadge scale="feasibility" level={coreAnalysis.feasibilityLevel} />
          </Field>
        </dl>
      </ReportSection>

      <ReportSection title={t('simple.quick.title')} icon={Compass} pageBreak>
        <dl className="grid gap-6 md:grid-cols-2">
          <Field label={t('simple.quick.demand')} className="md:col-span-2">
            {quickAssessment.marketDemand ?? (
              <Fallback>{t('simple.defaults.marketDemand')}</Fallback>
            )}
          </Field>
          <Field label={t('simple.quick.competition')}>
            <LevelBadge scale="competition" level={quickAssessment.competitionLevel} />
          </Field>
          <Field label={t('simple.quick.difficulty')}>
            <LevelBadge scale="difficulty" level={quickAssessment.implementationDifficulty} />
          </Field>
        </dl>
      </ReportSection>

      <ReportSection title={t('simple.recommendations.title')} icon={Flag} pageBreak>
        <div className="rounded-xl bg-zinc-50 p-4 sm:p-5 print:border print:border-zinc-400 print:bg-white">
          <div className="flex items-baseline justify-between gap-4">
            <p className="flex items-center gap-2 font-medium text-sm text-zinc-600">
              <Gauge aria-hidden="true" className="size-4 text-zinc-400" />
              {t('simple.recommendations.score')}
            </p>
            <p className="font-semibold text-zinc-900 tabular-nums">
              <span className="text-3xl tracking-tight">
                {formatScore(recommendations.feasibilityScore, locale)}
              </span>
              <span className="ml-1 text-base text-zinc-500">
                {t('simple.recommendations.outOfTen')}
              </span>
            </p>
          </div>
          <ProgressBar
            thickness="bold"
            className="mt-3"
            value={recommendations.feasibilityScore}
            max={10}
          />
          <ScoreContextLine
            className="mt-3"
            engine={engine}
            type="simple"
            score={
              report.missingFields.includes('feasibilityScore')
                ? null
                : recommendations.feasibilityScore
            }
          />
        </div>

        <dl className="mt-6 grid gap-6 md:grid-cols-2">
          <Field label={t('simple.recommendations.suggestions')}>
            {recommendations.keySuggestions.length > 0 ? (
              <ol className="mt-1 grid gap-2.5">
                {recommendations.keySuggestions.map((suggestion, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered, whose texts may repeat
                  <li key={`${index}-${suggestion}`} className="flex items-start gap-3">
                    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-50 font-semibold text-indigo-700 text-xs tabular-nums print:border print:border-zinc-400 print:bg-white print:text-black">
                      {index + 1}
                    </span>
                    <span>{suggestion}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <Fallback>{t('simple.defaults.keySuggestions')}</Fallback>
            )}
          </Field>
          <Field label={t('simple.recommendations.challenges')}>
            {recommendations.mainChallenges.length > 0 ? (
              <ul className="mt-1 grid gap-2.5">
                {recommendations.mainChallenges.map((challenge, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered, whose texts may repeat
                  <li key={`${index}-${challenge}`} className="flex items-start gap-2.5">
                    <TriangleAlert
                      aria-hidden="true"
                      className="mt-1 size-4 shrink-0 text-amber-600 print:text-black"
                    />
                    <span>{challenge}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <Fallback>{t('simple.defaults.mainChallenges')}</Fallback>
            )}
          </Field>
        </dl>

        <div className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:p-5 print:border-zinc-400 print:bg-white">
          <p className="flex items-center gap-2 font-medium text-emerald-800 text-sm print:text-black">
            <CircleArrowRight aria-hidden="true" className="size-4" />
            {t('simple.recommendations.nextStep')}
          </p>
          <p className="mt-1.5 text-pretty font-medium text-zinc-900">
            {recommendations.nextStep ?? t('simple.defaults.nextStep')}
          </p>
          {recommendations.timelineSuggestion ? (
            <p className="mt-3 text-sm text-zinc-700">
              <span className="font-medium">{t('simple.recommendations.timeline')}</span>{' '}
              {recommendations.timelineSuggestion}
            </p>
          ) : null}
        </div>
      </ReportSection>

      <div className="mt-8 rounded-xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-white p-6 sm:p-8 print:break-inside-avoid print:border-zinc-400 print:bg-none">
        <p className="font-semibold text-lg text-zinc-900">{t('simple.footer.title')}</p>
        <p className="mt-2 max-w-2xl text-pretty text-zinc-700">
          {signedIn ? t('simple.footer.deepDescription') : t('simple.footer.description')}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
          {signedIn && onReview ? (
            <Button onClick={() => onReview('deep-from-report')}>
              <Sparkles aria-hidden="true" className="size-4" />
              {t('simple.footer.runDeep')}
            </Button>
          ) : signedIn ? (
            <Link to="/#idea-form" className={buttonClasses()}>
              <Sparkles aria-hidden="true" className="size-4" />
              {t('simple.footer.startDeep')}
            </Link>
          ) : null}
          <Link to="/" className={buttonClasses({ variant: signedIn ? 'secondary' : 'primary' })}>
            <Lightbulb aria-hidden="true" className="size-4" />
            {t('simple.footer.newIdea')}
          </Link>
          <ExportMenu source={source} />
        </div>
      </div>
    </Container>
  );
}
