import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The idea as the user typed it, set apart above the report. */
export function IdeaQuote({ idea }: { idea: string }) {
  const { t } = useTranslation('result');
  return (
    <figure className="mt-6 rounded-xl border border-indigo-100 bg-indigo-50/60 p-5 sm:p-6 print:break-inside-avoid print:border-zinc-400 print:bg-white">
      <figcaption className="font-medium text-indigo-700 text-xs uppercase tracking-wide print:text-black">
        {t('yourIdea')}
      </figcaption>
      <blockquote className="mt-2 flex items-start gap-2 whitespace-pre-line text-pretty text-zinc-800">
        <Quote aria-hidden="true" className="mt-1 size-4 shrink-0 text-indigo-400 print:hidden" />
        {idea}
      </blockquote>
    </figure>
  );
}
