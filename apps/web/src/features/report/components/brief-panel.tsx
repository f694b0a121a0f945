import type { Brief, BriefField, Confidence } from '@idealens/shared/brief';
import { CircleHelp, Eye, PencilLine, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { ReportSection } from './report-section.tsx';

// What the analyst understood of the idea (the report's `brief`), shown at the top of every report,
// after its red flags (components/brief-red-flags.tsx, which the review step shows too). Types
// only from the shared schema: the demo report shows this panel without zod.

/** That the user set a field themselves, or how sure the analyst is of it (said unless sure). */
function FieldMarker({ confidence, setByUser }: { confidence: Confidence; setByUser: boolean }) {
  const { t } = useTranslation('report');
  if (setByUser) {
    return (
      <Badge tone="accent" data-marker="set-by-user">
        <UserRound aria-hidden="true" className="size-3.5" />
        {t('brief.setByUser')}
      </Badge>
    );
  }
  return (
    <Badge
      tone={confidence === 'low' ? 'warning' : 'neutral'}
      wrap
      data-marker={`confidence-${confidence}`}
    >
      <CircleHelp aria-hidden="true" className="size-3.5 shrink-0" />
      {t(`brief.confidence.${confidence}`)}
    </Badge>
  );
}

/** One field of the reading: its label, its value, then its kind (`tags`) beside its marker. */
function BriefItem({
  label,
  confidence,
  setByUser = false,
  tags,
  className,
  children,
}: {
  label: string;
  /** Absent for fields without a confidence (regulated domains). */
  confidence?: Confidence;
  setByUser?: boolean;
  tags?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const unsure = !setByUser && confidence === 'low';
  const marked = confidence !== undefined && (setByUser || confidence !== 'high');
  return (
    <div
      data-confidence={confidence}
      className={cn(
        'min-w-0 print:break-inside-avoid',
        // Set apart, calmly: an amber rule beside the field, and its words below the value.
        unsure && 'border-amber-300 border-l-2 pl-3 print:border-zinc-500 print:border-dashed',
        className,
      )}
    >
      <dt className="font-medium text-sm text-zinc-500">{label}</dt>
      <dd className="mt-1.5 text-pretty text-zinc-800 leading-relaxed">
        {children}
        {tags || marked ? (
          <span className="mt-2 flex flex-wrap gap-1.5">
            {tags}
            {marked ? <FieldMarker confidence={confidence} setByUser={setByUser} /> : null}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** A kind's word beside a field's description. */
function Kind({ children, tone = 'neutral' }: { children: ReactNode; tone?: BadgeTone }) {
  return (
    <Badge tone={tone} wrap>
      {children}
    </Badge>
  );
}

type BriefPanelProps = {
  brief: Brief | null | undefined;
  /** An anchor for the table of contents. */
  id?: string;
  /** Offers "Not right? Correct it" (the review step), when the report can be run again. */
  onCorrect?: () => void;
};

/** Whether two names of a region say the same ("United States", "the United States"). */
function sameName(a: string, b: string): boolean {
  const plain = (name: string) =>
    name
      .toLowerCase()
      .replace(/^the\s+/, '')
      .trim();
  return plain(a) === plain(b);
}

/**
 * "What we understood": the idea as the analyst read it (summary, industry, who uses and who
 * pays, revenue model, what is delivered, region, regulated domains), how sure it is of each
 * field, and what it could not tell. Nothing for a report made before briefs existed.
 */
export function BriefPanel({ brief, id, onCorrect }: BriefPanelProps) {
  const { t } = useTranslation('report');
  if (!brief) return null;
  const setByUser = (field: BriefField) => brief.setByUser?.includes(field) ?? false;
  const { industry, users, payer, revenueModel, delivery, region } = brief;
  const regionLabel = t(`brief.regions.${region.code}`);

  return (
    <ReportSection id={id} title={t('brief.title')} icon={Eye}>
      <p className="-mt-2 text-pretty text-sm text-zinc-500">{t('brief.intro')}</p>
      <p className="mt-4 text-pretty font-medium text-lg text-zinc-900 leading-relaxed">
        {brief.summary}
      </p>

      <dl className="mt-6 grid gap-x-8 gap-y-6 sm:grid-cols-2">
        <BriefItem
          label={t('brief.fields.industry')}
          confidence={industry.confidence}
          setByUser={setByUser('industry')}
        >
          <span className="block">{industry.name}</span>
          {industry.subNiche ? (
            <span className="block text-sm text-zinc-600">
              {t('brief.subNiche', { name: industry.subNiche.name })}
            </span>
          ) : null}
        </BriefItem>

        <BriefItem
          label={t('brief.fields.region')}
          confidence={region.confidence}
          setByUser={setByUser('region')}
        >
          <span className="block">
            {region.name}
            {sameName(regionLabel, region.name) ? null : (
              <span className="text-zinc-500"> · {regionLabel}</span>
            )}
          </span>
          <span className="block text-sm text-zinc-600">
            {region.stated ? t('brief.regionStated') : t('brief.regionImplied')}
          </span>
        </BriefItem>

        <BriefItem
          label={t('brief.fields.users')}
          confidence={users.confidence}
          setByUser={setByUser('users')}
          tags={<Kind>{t(`brief.audience.${users.kind}`)}</Kind>}
        >
          {users.description}
        </BriefItem>

        <BriefItem
          label={t('brief.fields.payer')}
          confidence={payer.confidence}
          setByUser={setByUser('payer')}
          tags={<Kind>{t(`brief.payer.${payer.kind}`)}</Kind>}
        >
          {payer.description}
        </BriefItem>

        <BriefItem
          label={t('brief.fields.revenueModel')}
          confidence={revenueModel.confidence}
          setByUser={setByUser('revenueModel')}
        >
          <span className="block font-medium text-zinc-900">
            {t(`brief.revenue.${revenueModel.kind}`)}
          </span>
          <span className="block text-sm text-zinc-600">{revenueModel.description}</span>
        </BriefItem>

        <BriefItem
          label={t('brief.fields.delivery')}
          confidence={delivery.confidence}
          setByUser={setByUser('delivery')}
        >
          <span className="flex flex-wrap gap-1.5">
            {delivery.kinds.map((kind, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered, whose kinds may repeat
              <Kind key={`${index}-${kind}`} tone={index === 0 ? 'accent' : 'neutral'}>
                {t(`brief.delivery.${kind}`)}
              </Kind>
            ))}
          </span>
        </BriefItem>

        <BriefItem label={t('brief.fields.regulatedDomains')} className="sm:col-span-2">
          {brief.regulatedDomains.length > 0 ? (
            <span className="flex flex-wrap gap-1.5">
              {brief.regulatedDomains.map((domain, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered, whose ids may repeat
                <Kind key={`${index}-${domain.id}`}>{domain.name}</Kind>
              ))}
            </span>
          ) : (
            <span className="text-zinc-500">{t('noneIdentified')}</span>
          )}
        </BriefItem>
      </dl>

      {brief.unknowns.length > 0 ? (
        <div className="mt-6 rounded-lg bg-zinc-50 p-4 print:border print:border-zinc-400 print:bg-white">
          <h3 className="font-medium text-sm text-zinc-700">{t('brief.unknowns')}</h3>
          <ul className="mt-2 grid gap-1.5 text-sm text-zinc-700">
            {brief.unknowns.map((unknown, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered, whose texts may repeat
              <li key={`${index}-${unknown}`} className="flex items-start gap-2">
                <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-400" />
                <span>{unknown}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {onCorrect ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
          <button
            type="button"
            onClick={onCorrect}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-zinc-300 bg-white px-4 font-medium text-sm text-zinc-900 shadow-xs hover:bg-zinc-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2"
          >
            <PencilLine aria-hidden="true" className="size-4" />
            {t('brief.correct')}
          </button>
          <span className="text-sm text-zinc-500">{t('brief.correctNote')}</span>
        </div>
      ) : null}
    </ReportSection>
  );
}
