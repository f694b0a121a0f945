import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

type BulletListProps = {
  items: readonly string[];
  /** `dot` for findings and facts, `check` for factors and features to get right. */
  marker?: 'dot' | 'check';
  className?: string;
};

/** Said in place of a list the analysis left empty. */
export function NoneIdentified({ className }: { className?: string }) {
  const { t } = useTranslation('report');
  return <p className={cn('text-sm text-zinc-500 italic', className)}>{t('noneIdentified')}</p>;
}

/** A report's list of short texts; an empty list says that none were identified. */
export function BulletList({ items, marker = 'dot', className }: BulletListProps) {
  if (items.length === 0) return <NoneIdentified className={className} />;
  return (
    <ul className={cn('grid gap-2.5', className)}>
      {items.map((item, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered, whose texts may repeat
          key={`${index}-${item}`}
          className="flex items-start gap-2.5 text-pretty text-sm text-zinc-700 leading-relaxed"
        >
          {marker === 'check' ? (
            <CircleCheck
              aria-hidden="true"
              className="mt-0.5 size-4 shrink-0 text-emerald-600 print:text-black"
            />
          ) : (
            <span
              aria-hidden="true"
              className="mt-2 size-1.5 shrink-0 rounded-full bg-indigo-500 [print-color-adjust:exact] print:bg-black"
            />
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
